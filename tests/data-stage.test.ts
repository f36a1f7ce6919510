// The data stage as a command: after one source changes, the kept and rewritten files of a warm
// run (cache and output manifest from the run before) equal a cold run's output byte for byte.
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'
import {copyProject, snapshot} from './site/helpers/project.ts'

const dataStage = (project: string, ...args: string[]) => {
  execFileSync(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), ...args], {cwd: project, stdio: ['ignore', 'ignore', 'pipe']})
  return JSON.parse(readFileSync(path.join(project, '.data', 'timings.json'), 'utf8')) as {written: number; reused: number; cache: {hits: number; misses: number}}
}

test('a warm data stage after a one-word change writes what a cold one writes', {timeout: 120_000}, () => {
  const project = copyProject('data-stage', ['laws'])
  const api = path.join(project, '.data', 'public', 'api')
  // The cache of another code version, which the data stage prunes.
  const stale = path.join(project, '.cache', 'data', 'other-version')
  mkdirSync(stale, {recursive: true})
  const cold = dataStage(project)
  expect(cold.reused).toBe(0)
  expect(existsSync(stale)).toBe(false)
  const source = path.join(project, 'laws', '1997', 'HV2II.md')
  writeFileSync(source, readFileSync(source, 'utf8').replace('Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is'))

  const warm = dataStage(project)
  const warmFiles = snapshot(api)
  // Rewritten: 1997/25.json and .md, the downloads corpus.json and 1997.md, its lineage's rows,
  // the 1987 → 1997 comparison, and lineages.json (match scores move with the document frequencies).
  expect(warm.written).toBe(7)
  expect(warm.reused).toBeGreaterThan(0)
  // Every other file was kept without being produced again, except editions.json: it is always
  // produced (it is cheap) and was found unchanged.
  expect(warm.reused).toBe([...warmFiles.values()].filter((bytes) => bytes !== null).length - warm.written - 1)

  rmSync(path.join(project, '.cache'), {recursive: true, force: true})
  rmSync(api, {recursive: true, force: true})
  dataStage(project)
  const coldFiles = snapshot(api)
  expect([...warmFiles.keys()]).toEqual([...coldFiles.keys()])
  for (const [file, bytes] of coldFiles) expect(warmFiles.get(file), file).toEqual(bytes)
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
