// The data stage as a command: after a source changes, the kept and rewritten files of a warm run
// (cache and output manifest from the run before) equal a cold run's output byte for byte.
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'
import {copyProject, snapshot} from './site/helpers/project.ts'
import {changeText} from './helpers/files.ts'

const dataStage = (project: string, ...args: string[]) => {
  execFileSync(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), ...args], {cwd: project, stdio: ['ignore', 'ignore', 'pipe']})
  return JSON.parse(readFileSync(path.join(project, '.data', 'timings.json'), 'utf8')) as {written: number; reused: number; cache: {hits: number; misses: number}}
}

test('warm data stages after one-word changes write what a cold one writes', {timeout: 120_000}, () => {
  const project = copyProject('data-stage', ['laws'])
  const api = path.join(project, '.data', 'public', 'api')
  // The cache of another code version, which the data stage prunes.
  const stale = path.join(project, '.cache', 'data', 'other-version')
  mkdirSync(stale, {recursive: true})
  const cold = dataStage(project)
  expect(cold.reused).toBe(0)
  expect(existsSync(stale)).toBe(false)
  // Each change is made in this project and in a copy that the cold runs work in.
  const coldProject = copyProject('data-stage-cold', ['laws'])
  const change = (file: string, from: string, to: string) => {
    for (const root of [project, coldProject]) changeText(path.join(root, file), from, to)
  }
  const coldOutput = () => {
    rmSync(path.join(coldProject, '.cache'), {recursive: true, force: true})
    rmSync(path.join(coldProject, '.data'), {recursive: true, force: true})
    dataStage(coldProject)
    return snapshot(path.join(coldProject, '.data', 'public', 'api'))
  }
  const expectSame = (warmFiles: Map<string, unknown>, coldFiles: Map<string, unknown>) => {
    expect([...warmFiles.keys()]).toEqual([...coldFiles.keys()])
    for (const [file, bytes] of coldFiles) expect(warmFiles.get(file), file).toEqual(bytes)
  }
  change(path.join('laws', '1997', 'HV2II.md'), 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')

  const warm = dataStage(project)
  const warmFiles = snapshot(api)
  // Rewritten: 1997/25.json and .md, the downloads corpus.json and 1997.md, its lineage's rows,
  // the 1987 → 1997 comparison, and lineages.json (match scores move with the document frequencies).
  expect(warm.written).toBe(7)
  expect(warm.reused).toBeGreaterThan(0)
  // Every other file was kept without being produced again, except editions.json: it lists the
  // changed article (its key holds the articles' digests), so it was produced and found unchanged.
  expect(warm.reused).toBe([...warmFiles.values()].filter((bytes) => bytes !== null).length - warm.written - 1)
  // With nothing changed, every file is kept without being produced, editions.json too; only
  // lineages.json is produced each run (no key holds its match scores) and found unchanged.
  const again = dataStage(project)
  expect([again.written, again.reused]).toEqual([0, [...warmFiles.values()].filter((bytes) => bytes !== null).length - 1])

  expectSame(warmFiles, coldOutput())
  // A second change, in another edition: its pair is linked again from cached unit features that
  // the warm run kept without reading, and every pack carries over what that run did not parse.
  change(path.join('laws', '1982', 'HV4.md'), 'wordt geannuleerd en de overtreder', 'wordt geannuleerd en die overtreder')
  const second = dataStage(project)
  expect(second.written).toBeGreaterThan(0)
  expectSame(snapshot(api), coldOutput())
})

test('a cached run after a --no-cache run removes what the uncached run wrote and no longer follows', {timeout: 120_000}, () => {
  const project = copyProject('data-stage-no-cache', ['laws'])
  const api = path.join(project, '.data', 'public', 'api')
  const edition1997 = path.join(project, 'laws', '1997')
  const aside = path.join(project, '1997-aside')
  // Taking an edition out removes its published pages: deliberately, so the removal is accepted.
  const accept = '--accept-url-removals'
  renameSync(edition1997, aside)
  dataStage(project, accept)
  renameSync(aside, edition1997)
  dataStage(project, '--no-cache')
  renameSync(edition1997, aside)
  dataStage(project, accept)
  const cached = snapshot(api)

  rmSync(path.join(project, '.cache'), {recursive: true, force: true})
  rmSync(path.join(project, '.data'), {recursive: true, force: true})
  dataStage(project, accept)
  const cold = snapshot(api)
  expect([...cached.keys()].filter((file) => file.startsWith('1997'))).toEqual([])
  expect([...cached.keys()]).toEqual([...cold.keys()])
  for (const [file, bytes] of cold) expect(cached.get(file), file).toEqual(bytes)
})
