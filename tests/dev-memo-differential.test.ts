// `npm run dev`'s memo (scripts/dev-memo.ts) against fresh processes, edit after edit: a line of
// every kind added, changed and removed in every file a maintainer keeps in laws/ (the
// concordance's article, provision and part lines, lineage ids and their redirects, published URLs
// and redirects, acknowledgements, each field of corpus.json) and a page of every shape (chapter,
// article and lid page) added, changed and removed. After each, the run in this process writes,
// byte for byte, what a fresh process writes from nothing: the published files and the files the
// stage keeps in laws/, and it fails when the fresh process fails.
import {execFileSync} from 'node:child_process'
import {readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test, vi} from 'vitest'
import {runDataStage} from '../scripts/data-stage.ts'
import {stageMemo} from '../scripts/dev-memo.ts'
import {copyProject, firstDifference, snapshot} from './site/helpers/project.ts'
import {changeText} from './helpers/files.ts'

/** One edit: what it does, and the change it makes in a copy of the project. */
type Edit = [name: string, change: (laws: string) => void]

const append = (file: string, line: string) => (laws: string) => writeFileSync(path.join(laws, file), `${readFileSync(path.join(laws, file), 'utf8')}${line}\n`)
const replace = (file: string, from: string, to: string) => (laws: string) => changeText(path.join(laws, file), from, to)
const write = (file: string, text: string) => (laws: string) => writeFileSync(path.join(laws, file), text)
const remove = (file: string) => (laws: string) => rmSync(path.join(laws, file))
const config = (change: (config: Record<string, unknown>) => void) => (laws: string) => {
  const parsed = JSON.parse(readFileSync(path.join(laws, 'corpus.json'), 'utf8')) as Record<string, unknown>
  change(parsed)
  writeFileSync(path.join(laws, 'corpus.json'), `${JSON.stringify(parsed, null, 2)}\n`)
}
const part = 'part 1975/34/p2 "een bod van meer dan zeven trekken wordt als een pas behandeld" 1987/35/C "de overtreder moet zijn bod door een pas vervangen"'

const edits: Edit[] = [
  // laws/concordance.txt: article lines, provision lines, part lines, comments.
  ['a part line added', append('concordance.txt', part)],
  ['a part line changed', replace('concordance.txt', '"de overtreder moet zijn bod door een pas vervangen"', '"zijn bod door een pas vervangen"')],
  ['a part line removed', replace('concordance.txt', `${part.replace('"de overtreder moet zijn bod', '"zijn bod')}\n`, '')],
  ['an article line added', append('concordance.txt', 'forbid 1982/37 1987/38')],
  ['an article line changed', replace('concordance.txt', 'confirm 1975/35 1987/34', 'force 1975/35 1987/34')],
  ['an article line removed', replace('concordance.txt', 'confirm 1975/28 1987/28  # bieding die als op de beurt geldt (RT verplicht te passen; juiste speler biedt)\n', '')],
  ['a provision line added', append('concordance.txt', 'forbid 1975/32/a 1987/32/A')],
  ['a provision line changed', replace('concordance.txt', 'split   1975/28/p1 1987/28/A + 1987/28/B', 'force   1975/28/p1 1987/28/A')],
  ['a provision line removed', replace('concordance.txt', 'force   1975/34/p2 1987/35/B                               # "als juist behandeld" alleen nog voor wie moest passen (twijfelachtig)\n', '')],
  ['a comment changed', replace('concordance.txt', '# zelfde titel: gelijktijdig bieden', '# gelijktijdig bieden')],
  // laws/lineages.txt: a lineage's id, a redirect, a retired id.
  ['a lineage id changed', replace('lineages.txt', '1987-40 1987/40', '1987-40b 1987/40')],
  ['a lineage redirect added', append('lineages.txt', '1987-40 -> 1987-40b')],
  ['a retired id added', append('lineages.txt', '1975-99 retired')],
  ['a lineage line removed', replace('lineages.txt', '1987-27 1987/27\n', '')],
  // laws/urls.txt: a page's URL, a redirect.
  ['a URL removed', replace('urls.txt', '/1975/artikel-29/\n', '')],
  ['a redirect added', append('urls.txt', '/oud/ -> /1997/')],
  ['a redirect changed', replace('urls.txt', '/oud/ -> /1997/', '/oud/ -> /1987/')],
  ['a URL of no page added', append('urls.txt', '/1997/artikel-99/')],
  // laws/acknowledged.txt.
  ['an acknowledgement changed', replace('acknowledged.txt', 'the first copy is kept', 'the first copy kept')],
  ['an acknowledgement removed', (laws) => changeText(path.join(laws, 'acknowledged.txt'), /duplicate-block laws\/1987\/HIV\.md:53:.*\n/, '')],
  ['an acknowledgement added', append('acknowledged.txt', 'duplicate-block laws/1987/HIV.md:1:1-1:2 Nothing there')],
  // laws/corpus.json: each field.
  ['the title changed', config((c) => void (c.title = 'Spelregels'))],
  ['equivalent words added', config((c) => void (c.equivalents as string[][]).push(['arbiter', 'wedstrijdleider']))],
  ['equivalent words removed', config((c) => void (c.equivalents as string[][]).shift())],
  ['a rule word added', config((c) => void ((c.language as {ruleWords: Record<string, string[]>}).ruleWords.modal ??= []).push('behoren'))],
  ['a noise line added', config((c) => void (c.noise as string[]).push('Deze pagina is het laatst bewerkt'))],
  ['an edition description changed', config((c) => void ((c.editions as Array<{edition: string; about?: {text: string}}>).find((e) => e.edition === '1982')!.about!.text = 'een verbeterde vertaling'))],
  // Both sides of the change of edition, as a date that contradicts the next edition's start is an error.
  [
    'an edition date changed',
    config((c) => {
      const editions = c.editions as Array<{edition: string; from: {date: string} | null; until: {date: string} | null}>
      editions.find((e) => e.edition === '1997')!.until!.date = '2008-09-02'
      editions.find((e) => e.edition === '2007')!.from!.date = '2008-09-02'
    })
  ],
  ['a retrieval date changed', config((c) => void ((c.sources as Record<string, {retrieved: string}>)['1997/HV2II.md'] = {retrieved: '2026-12-01'}))],
  ['the source URL changed', config((c) => void (c.sourceUrl = 'https://example.org/wiki/{page}'))],
  // Sources: a word, a line added, a line removed.
  ['a word changed', replace(path.join('1997', 'HV2II.md'), 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')],
  ['a line added', replace(path.join('1997', 'HV2II.md'), '\nB. Verbetering', '\nDe wedstrijdleider beslist.\n\nB. Verbetering')],
  ['a line removed', replace(path.join('1997', 'HV2II.md'), '\nDe wedstrijdleider beslist.\n', '')],
  ['a reference added', replace(path.join('1997', 'HV2II.md'), 'Als de ingetrokken bieding duidde', 'Als de ingetrokken bieding (zie artikel 25 B) duidde')],
  ['a blank line above every article', replace(path.join('1982', 'HV4.md'), '\n', '\n\n')],
  // Pages of every shape: a chapter page, an article page, a lid page; changed, then removed.
  ['a chapter page added', write(path.join('1997', 'HV9.md'), 'Sjabloon:1997:HV9\n\nARTIKEL 90 Een nieuw artikel\n\nA. De wedstrijdleider beslist over elke nieuwe vraag.\n')],
  ['a chapter page changed', replace(path.join('1997', 'HV9.md'), 'elke nieuwe vraag', 'elke vraag')],
  ['an article page added', write(path.join('1997', '91.md'), 'Sjabloon:1997:91\n\nArtikel 91 Nog een artikel\n\nA. Een speler mag passen.\n\nB. Een speler mag doubleren.\n')],
  ['a lid page added', write(path.join('1997', '26C.md'), 'Sjabloon:1997:26C\n\nC. Een derde lid\nDe wedstrijdleider beslist over de straf.\n')],
  ['a lid page changed', replace(path.join('1997', '26C.md'), 'over de straf', 'over elke straf')],
  ['a lid page removed', remove(path.join('1997', '26C.md'))],
  ['an article page removed', remove(path.join('1997', '91.md'))],
  ['a chapter page removed', remove(path.join('1997', 'HV9.md'))]
]

const freshProcess = (project: string): boolean => {
  try {
    execFileSync(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), '--quiet', '--accept-url-removals'], {cwd: project, stdio: 'ignore'})
    return true
  } catch {
    return false
  }
}

test('after every kind of edit of every file in laws/, a run with the dev memo writes byte for byte what a fresh process writes', {timeout: 600_000}, async () => {
  const same = copyProject('memo-differential-same', ['laws'])
  const fresh = copyProject('memo-differential-fresh', ['laws'])
  const memo = stageMemo()
  const written = (project: string) => new Map([...snapshot(path.join(project, '.data', 'public', 'api')), ...[...snapshot(path.join(project, 'laws'))].map(([file, bytes]) => [`laws/${file}`, bytes] as const)])
  const outcomes: string[] = []
  const run = async (name: string) => {
    const result = await runDataStage({root: same, quiet: true, memo, acceptUrlRemovals: true})
    const freshOk = freshProcess(fresh)
    const difference = result.ok === freshOk ? firstDifference(written(same), written(fresh)) : `memo ${result.ok ? 'passed' : 'failed'}, fresh ${freshOk ? 'passed' : 'failed'}`
    outcomes.push(`${name}: ${difference ?? (freshOk ? 'same' : 'same (stopped)')}`)
  }
  // What the runs print is not compared here (tests/data-stage-in-process.test.ts does).
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await run('first run')
    for (const [name, change] of edits) {
      change(path.join(same, 'laws'))
      change(path.join(fresh, 'laws'))
      await run(name)
    }
  } finally {
    quiet.mockRestore()
  }
  expect(outcomes).toEqual(['first run', ...edits.map(([name]) => name)].map((name) => `${name}: same`))
})
