// The data stage as a command, under faults: whatever a damaged output folder holds, or wherever a
// run is killed, the next run writes exactly what a clean run writes, and a killed run never leaves
// a mix of two runs' files where the site reads them.
import {execFileSync, spawn} from 'node:child_process'
import {readdirSync, readFileSync, rmSync, statSync, truncateSync, unlinkSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'
import {copyProject, firstDifference, snapshot} from './site/helpers/project.ts'
import {changeText} from './helpers/files.ts'

const dataStage = (project: string) => execFileSync(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), '--quiet'], {cwd: project, stdio: ['ignore', 'ignore', 'pipe']})
const apiOf = (project: string) => path.join(project, '.data', 'public', 'api')

/** Every file under `dir`, as paths. */
const filesUnder = (dir: string) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((entry) => path.join(dir, entry))
    .filter((file) => statSync(file).isFile())

/** Ways to damage a file: cut in half, emptied, one word altered (its length kept), removed. */
const damages: Record<string, (file: string) => void> = {
  truncated: (file) => truncateSync(file, Math.floor(statSync(file).size / 2)),
  emptied: (file) => truncateSync(file, 0),
  altered: (file) => {
    const text = readFileSync(file, 'utf8')
    const altered = text.replace(/[a-z]{4,}/, (word) => word.split('').reverse().join(''))
    writeFileSync(file, altered === text ? `${text}x` : altered)
  },
  removed: (file) => unlinkSync(file)
}

test('damaged output files are never published: after any damage to every file, the next run writes what a clean run writes', {timeout: 120_000}, () => {
  const clean = copyProject('data-stage-clean', ['laws'])
  dataStage(clean)
  const expected = snapshot(apiOf(clean))
  const project = copyProject('data-stage-damaged', ['laws'])
  dataStage(project)
  for (const [name, damage] of Object.entries(damages)) {
    for (const file of filesUnder(apiOf(project))) damage(file)
    // A stray file too: the folder is the stage's alone.
    writeFileSync(path.join(apiOf(project), 'stray.json'), '{}')
    dataStage(project)
    expect(firstDifference(snapshot(apiOf(project)), expected), name).toBeNull()
  }
})

test('a run killed at any moment leaves the last complete output in place, and the next run writes what a clean run writes', {timeout: 180_000}, async () => {
  const project = copyProject('data-stage-killed', ['laws'])
  const source = path.join(project, 'laws', '1997', 'HV2II.md')
  const original = readFileSync(source, 'utf8')
  dataStage(project)
  const before = snapshot(apiOf(project))
  changeText(source, 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')
  const clean = copyProject('data-stage-killed-clean', ['laws'])
  writeFileSync(path.join(clean, 'laws', '1997', 'HV2II.md'), readFileSync(source))
  dataStage(clean)
  const after = snapshot(apiOf(clean))
  // How long a whole run takes here, to kill runs all through it.
  let start = performance.now()
  dataStage(project)
  const duration = performance.now() - start
  writeFileSync(source, original)
  dataStage(project)
  expect(firstDifference(snapshot(apiOf(project)), before)).toBeNull()
  changeText(source, 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')
  for (const share of [0.1, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95]) {
    const run = spawn(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), '--quiet'], {cwd: project, stdio: 'ignore'})
    // Listening from the start: a run that ends before it is killed has its exit event already behind it.
    const exited = new Promise((resolve) => run.once('exit', resolve))
    start = performance.now()
    await new Promise((resolve) => setTimeout(resolve, duration * share))
    run.kill('SIGKILL')
    await exited
    // What the site reads is one run's complete output: the last one's, or the killed one's if it had finished.
    const now = snapshot(apiOf(project))
    expect([firstDifference(now, before), firstDifference(now, after)], `killed at ${Math.round(performance.now() - start)} ms`).toContain(null)
    dataStage(project)
    expect(firstDifference(snapshot(apiOf(project)), after)).toBeNull()
    // Back to the old text, so that the next killed run has something to change.
    writeFileSync(source, original)
    dataStage(project)
    changeText(source, 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')
  }
  // Nothing of the killed runs is left beside the output.
  expect(readdirSync(path.join(project, '.data', 'public'))).toEqual(['api'])
  rmSync(clean, {recursive: true, force: true})
})
