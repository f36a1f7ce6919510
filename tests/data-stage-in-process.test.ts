// The data stage as a function, run again and again in one process (as `npm run dev` does in its
// worker): whatever its modules keep between runs, each run writes what a fresh process would.
import {execFileSync} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'
import {runDataStage, type DataStageTimings} from '../scripts/data-stage.ts'
import {copyProject, firstDifference, snapshot} from './site/helpers/project.ts'
import {changeText} from './helpers/files.ts'

const freshProcess = (project: string): DataStageTimings => {
  execFileSync(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), '--quiet'], {cwd: project, stdio: ['ignore', 'ignore', 'pipe']})
  return JSON.parse(readFileSync(path.join(project, '.data', 'timings.json'), 'utf8')) as DataStageTimings
}

const inProcess = async (project: string): Promise<DataStageTimings> => {
  const result = await runDataStage({root: project, quiet: true})
  if (!result.ok) throw new Error(`Unexpected failed data stage in ${project}, expected the corpus to pass`)
  return result.timings
}

test('runs of the data stage in one process write what fresh processes write, change after change', {timeout: 120_000}, async () => {
  // The same history in two copies: one run in this process each time, one in a fresh process.
  const same = copyProject('data-stage-same-process', ['laws'])
  const fresh = copyProject('data-stage-fresh-process', ['laws'])
  const api = (project: string) => snapshot(path.join(project, '.data', 'public', 'api'))
  const change = (file: string, from: string, to: string) => {
    for (const root of [same, fresh]) changeText(path.join(root, 'laws', file), from, to)
  }
  const both = async () => {
    const timings = await inProcess(same)
    const freshTimings = freshProcess(fresh)
    expect(firstDifference(api(same), api(fresh))).toBeNull()
    expect(timings.written).toBe(freshTimings.written)
    return timings
  }

  await both()
  change(path.join('1997', 'HV2II.md'), 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')
  expect((await both()).written).toBeGreaterThan(0)
  // Another edition, then the first change undone: runs meet articles that earlier runs saw.
  change(path.join('1982', 'HV4.md'), 'wordt geannuleerd en de overtreder', 'wordt geannuleerd en die overtreder')
  await both()
  change(path.join('1997', 'HV2II.md'), 'Indien de vorige bieding reglementair is', 'Indien de laatste bieding reglementair is')
  expect((await both()).written).toBeGreaterThan(0)
})
