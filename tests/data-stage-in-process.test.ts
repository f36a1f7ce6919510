// The data stage as `npm run dev` runs it: again and again in one process, with the memo of its
// worker (scripts/dev-memo.ts). Whatever the memo and the output record keep between runs, each run
// writes, byte for byte, what a fresh process writes from nothing: after edits in one edition and
// in another, an undone edit, a new source, a removed source, a concordance line, a changed
// corpus.json, and an output file altered by hand. And what a run prints: after the first, only the
// diagnostics a save changed.
import {execFileSync} from 'node:child_process'
import {readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {VFile} from 'vfile'
import {format} from 'node:util'
import {expect, test, vi} from 'vitest'
import {runDataStage, type DataStageTimings} from '../scripts/data-stage.ts'
import {stageMemo} from '../scripts/dev-memo.ts'
import {runPipeline} from '../src/pipeline.ts'
import {copyProject, firstDifference, snapshot} from './site/helpers/project.ts'
import {changeText} from './helpers/files.ts'

const freshProcess = (project: string) => execFileSync(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), '--quiet', '--accept-url-removals'], {cwd: project, stdio: ['ignore', 'ignore', 'pipe']})

test('runs with the dev memo write what fresh processes write, edit after edit, and rewrite only what changed', {timeout: 180_000}, async () => {
  // The same history in two copies: one run in this process each time, one in a fresh process.
  const same = copyProject('data-stage-same-process', ['laws'])
  const fresh = copyProject('data-stage-fresh-process', ['laws'])
  const memo = stageMemo()
  const api = (project: string) => snapshot(path.join(project, '.data', 'public', 'api'))
  const edit = (action: (root: string) => void) => {
    for (const root of [same, fresh]) action(root)
  }
  const change = (file: string, from: string, to: string) => edit((root) => changeText(path.join(root, 'laws', file), from, to))
  const both = async (): Promise<DataStageTimings> => {
    const result = await runDataStage({root: same, quiet: true, memo, acceptUrlRemovals: true})
    if (!result.ok) throw new Error(`Unexpected failed data stage in ${same}, expected the corpus to pass`)
    freshProcess(fresh)
    expect(firstDifference(api(same), api(fresh))).toBeNull()
    // What the fresh process wrote, the run in this process checked: the same files, nothing missing.
    expect(result.timings.bytes).toBe(JSON.parse(readFileSync(path.join(fresh, '.data', 'timings.json'), 'utf8')).bytes)
    return result.timings
  }

  const first = await both()
  expect(first.written).toBeGreaterThan(100)
  // Nothing changed: nothing written.
  expect((await both()).written).toBe(0)
  change(path.join('1997', 'HV2II.md'), 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')
  const one = await both()
  expect(one.written).toBeGreaterThan(0)
  expect(one.written).toBeLessThan(first.written / 4)
  // Another edition, then the first change undone: runs meet articles that earlier runs saw.
  change(path.join('1982', 'HV4.md'), 'wordt geannuleerd en de overtreder', 'wordt geannuleerd en die overtreder')
  await both()
  change(path.join('1997', 'HV2II.md'), 'Indien de vorige bieding reglementair is', 'Indien de laatste bieding reglementair is')
  await both()
  // A reference added to artikel 26: artikel 25, before it in the file and read as it was, gains a
  // backlink. Then a line inserted above both: every later position moves.
  change(path.join('1997', 'HV2II.md'), 'Als de ingetrokken bieding duidde op een bepaalde kleur', 'Als de ingetrokken bieding (zie artikel 25 B) duidde op een bepaalde kleur')
  await both()
  change(path.join('1997', 'HV2II.md'), '\nARTIKEL 25 ', '\n\nARTIKEL 25 ')
  await both()
  // A new source (a new article), then a source removed.
  edit((root) => writeFileSync(path.join(root, 'laws', '1997', 'HV9.md'), 'Sjabloon:1997:HV9\n\nArtikel 90 Een nieuw artikel\n\nA. De wedstrijdleider beslist over elke nieuwe vraag.\n'))
  await both()
  edit((root) => renameSync(path.join(root, 'laws', '1997', 'HV9.md'), path.join(root, 'HV9.md.aside')))
  await both()
  // A concordance line that changes a pair's links, and equivalent words that change every pair.
  edit((root) => writeFileSync(path.join(root, 'laws', 'concordance.txt'), `${readFileSync(path.join(root, 'laws', 'concordance.txt'), 'utf8')}forbid 1975/32/a 1987/32/A\n`))
  await both()
  edit((root) => changeText(path.join(root, 'laws', 'corpus.json'), '"wedstrijdleider",', '"wedstrijdleider", "arbiter",'))
  await both()
  // An output file altered by hand (its size kept), and one removed: the next run puts them right.
  const article = path.join(same, '.data', 'public', 'api', '1987', '27.json')
  writeFileSync(article, readFileSync(article, 'utf8').replace('Onvoldoende', 'Onvoldoendf'))
  rmSync(path.join(same, '.data', 'public', 'api', '1987', '27.md'))
  expect((await both()).written).toBe(2)
})

test('after its first run, a run with the dev memo prints the diagnostics of the files whose diagnostics changed, and says so', {timeout: 180_000}, async () => {
  const project = copyProject('data-stage-report', ['laws'])
  const source = path.join(project, 'laws', '1997', 'HV2II.md')
  const memo = stageMemo()
  const printed: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(format(...args)))
  const run = async () => {
    printed.length = 0
    await runDataStage({root: project, memo, acceptUrlRemovals: true})
    return printed
  }
  try {
    expect(await run()).toEqual(['Data stage: 0 warnings, 8 acknowledged in laws/acknowledged.txt'])
    changeText(source, 'Als de ingetrokken bieding duidde', 'Als de ingetrokken bieding (zie artikel 25 Z) duidde')
    expect(await run()).toEqual([
      'laws/1997/HV2II.md\n58:33-58:45 warning Unexpected reference `artikel 25 Z` to lid Z of artikel 25, expected a lid that exists; linked to 1997/25 reference-target-missing spelregels\n\n⚠ 1 warning',
      'Data stage: 1 warning (above: the 1 file whose diagnostics changed since the last run; `npm run check` lists them all), 8 acknowledged in laws/acknowledged.txt'
    ])
    expect(await run()).toEqual(['Data stage: 1 warning (as at the last run; `npm run check` lists them), 8 acknowledged in laws/acknowledged.txt'])
    changeText(source, ' (zie artikel 25 Z)', '')
    expect(await run()).toEqual(['laws/1997/HV2II.md: no issues found', 'Data stage: 0 warnings (above: the 1 file whose diagnostics changed since the last run; `npm run check` lists them all), 8 acknowledged in laws/acknowledged.txt'])
  } finally {
    spy.mockRestore()
  }
})

test('a run with the dev memo reports on every file what a fresh run reports, also on the sources of a changed edition that it did not read again', {timeout: 180_000}, async () => {
  const project = copyProject('pipeline-memo', ['laws'])
  const laws = path.join(project, 'laws')
  const memo = stageMemo()
  const withMemo = () => {
    memo.nextRun()
    return runPipeline(laws, {cwd: project, buildEdition: memo.buildEdition, correspond: memo.correspond, featuresOf: memo.featuresOf, compareArticles: memo.compareArticles})
  }
  const reported = (files: VFile[]) => files.map((file) => [file.path, file.messages.map((message) => `${message.ruleId} ${JSON.stringify(message.place)} ${message.reason}`)])
  withMemo()
  // HIV.md, read again from the memo, holds the parse's `duplicate-block` warnings.
  changeText(path.join(laws, '1987', 'HV2.md'), 'Voor de beurt passen', 'Passen voor de beurt')
  const memoed = reported(withMemo().files)
  // Each by its rule id and first line: the eight repeated blocks of the page, none lost or added by the memo.
  const ruleAndLine = (line: string) => `${line.split(' ')[0]} ${(JSON.parse(line.split(' ')[1]!) as {start: {line: number}}).start.line}`
  expect((memoed.find(([file]) => file === 'laws/1987/HIV.md')?.[1] as string[]).map(ruleAndLine)).toEqual([53, 119, 161, 227, 311, 375, 435, 511].map((line) => `duplicate-block ${line}`))
  expect(memoed).toEqual(reported(runPipeline(laws, {cwd: project}).files))
})
