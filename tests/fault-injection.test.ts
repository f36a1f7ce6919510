// The data stage and the build when the file system refuses: a full disk at every write of the
// data stage (a wrapper that fails the Nth write, tests/helpers/fail-nth-write.ts), a file-size
// limit (`ulimit -f`), and a full disk at points all through a build. Each ends with exit 1 and
// one message without a trace, leaves every earlier output as it was (or whole and new, where the
// refusal came after the swap) and leaves no debris.
import {cpSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {spawnSync} from 'node:child_process'
import path from 'node:path'
import {expect, test} from 'vitest'
import {copyProject, firstDifference, snapshot} from './site/helpers/project.ts'
import {buildEnv, root} from './site/helpers/build.ts'
import {changeText} from './helpers/files.ts'

const wrapper = path.join(root, 'tests', 'helpers', 'fail-nth-write.ts')

/** Runs `scripts/<script>` of `project` on this Node, after the shell commands `limit` (`ulimit -f 100`), with `env` added. */
function run(project: string, script: string, args: string[], env: Record<string, string> = {}, limit = 'true') {
  const result = spawnSync('bash', ['-c', `${limit}; exec "$0" "$@"`, process.execPath, path.join(project, 'scripts', script), ...args], {cwd: project, env: {...buildEnv(), ...env}, encoding: 'utf8', maxBuffer: 64 << 20})
  return {code: result.status, stderr: result.stderr}
}

/** What a user must never see: stack frames, Node's source excerpts, a Rust backtrace. */
const traces = (stderr: string) => stderr.split('\n').filter((line) => /^\s+at |node:internal|^Node\.js v|stack backtrace|^\s+\d+: /i.test(line))

/** Every name in a folder, recursively: debris shows as a name that was not there before. */
const names = (dir: string) => readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()

const api = (project: string) => snapshot(path.join(project, '.data', 'public', 'api'))

test('a full disk at any write of the data stage: exit 1, one message naming the path, the old or the whole new output, nothing left behind', {timeout: 600_000}, () => {
  const project = copyProject('fault-data-stage', ['laws'])
  expect(run(project, 'build-data.ts', ['--quiet']).code).toBe(0)
  const saved = `${project}-data`
  rmSync(saved, {recursive: true, force: true})
  cpSync(path.join(project, '.data'), saved, {recursive: true})
  const before = api(project)
  // A change, so that the new output differs from the old; what a whole run makes of it.
  changeText(path.join(project, 'laws', '1997', 'HV2II.md'), 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')
  const laws = snapshot(path.join(project, 'laws'))
  const counted = path.join(saved, '..', 'fault-data-stage-writes')
  rmSync(counted, {force: true})
  expect(run(project, 'build-data.ts', ['--quiet'], {NODE_OPTIONS: `--import ${wrapper}`, FAIL_WRITE_COUNT: counted}).code).toBe(0)
  const after = api(project)
  expect(firstDifference(before, after)).not.toBeNull()
  const writes = Number(readFileSync(counted, 'utf8').trim())
  const wrong: string[] = []
  for (let at = 1; at <= writes; at++) {
    rmSync(path.join(project, '.data'), {recursive: true, force: true})
    cpSync(saved, path.join(project, '.data'), {recursive: true})
    const {code, stderr} = run(project, 'build-data.ts', ['--quiet'], {NODE_OPTIONS: `--import ${wrapper}`, FAIL_WRITE_AT: String(at)})
    const now = api(project)
    const output = firstDifference(now, before) === null ? 'old' : firstDifference(now, after) === null ? 'new' : `a mix (${firstDifference(now, after)})`
    const lines = stderr.trim().split('\n')
    const debris = names(path.join(project, '.data')).filter((name) => !names(saved).includes(name))
    const lawsChanged = firstDifference(snapshot(path.join(project, 'laws')), laws)
    if (code !== 1 || traces(stderr).length > 0 || lines.length !== 2 || !/^Cannot /.test(lines[0]!) || output.startsWith('a mix') || debris.length > 0 || lawsChanged !== null) {
      wrong.push(`write ${at}: exit ${code}; output ${output}; laws ${lawsChanged ?? 'as they were'}; debris [${debris.join(', ')}]; said: ${stderr.trim()}`)
    }
  }
  expect(wrong).toEqual([])
})

test('a file-size limit in the data stage: exit 1, the message of the refusal naming the file, the old output, nothing left behind', () => {
  const project = copyProject('fault-data-stage-ulimit', ['laws'])
  expect(run(project, 'build-data.ts', ['--quiet']).code).toBe(0)
  const before = api(project)
  const listing = names(path.join(project, '.data'))
  changeText(path.join(project, 'laws', '1997', 'HV2II.md'), 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')
  const {code, stderr} = run(project, 'build-data.ts', ['--quiet'], {}, 'ulimit -f 100')
  const [first = '', second = ''] = stderr.trim().split('\n')
  expect({
    code,
    first: first.replace(/api\.tmp-\d+/, 'api.tmp-PID'),
    second: second.replace(/api\.tmp-\d+/, 'api.tmp-PID'),
    lines: stderr.trim().split('\n').length,
    unchanged: firstDifference(api(project), before),
    debris: names(path.join(project, '.data')).filter((name) => !listing.includes(name))
  }).toEqual({
    code: 1,
    first: 'Cannot write .data/public/api.tmp-PID/corpus.json: the file is larger than this system allows (EFBIG); raise the file-size limit (`ulimit -f`) and run again.',
    second: 'Kan .data/public/api.tmp-PID/corpus.json niet schrijven: het bestand is groter dan het systeem toestaat (EFBIG).',
    lines: 2,
    unchanged: null,
    debris: []
  })
})

test('a build refused by the file system at points all through it: exit 1, no trace, "Build failed; dist/ is unchanged.", the old dist/ byte for byte, no dist.tmp', {timeout: 600_000}, () => {
  const project = copyProject('fault-build', ['laws'])
  expect(run(project, 'build.ts', []).code).toBe(0)
  const dist = snapshot(path.join(project, 'dist'))
  const wrong: string[] = []
  // A file-size limit (Astro's bundler and Pagefind's binary meet it too), and a full disk at the
  // Nth write of every process of the build (the data stage, the build itself, Pagefind's child).
  const faults: [string, Record<string, string>, string][] = [
    ['ulimit -f 200', {}, 'ulimit -f 200'],
    ...[1, 2, 5, 20, 60, 150, 400].map((at): [string, Record<string, string>, string] => [`write ${at} refused`, {NODE_OPTIONS: `--import ${wrapper}`, FAIL_WRITE_AT: String(at)}, 'true'])
  ]
  for (const [name, env, limit] of faults) {
    const {code, stderr} = run(project, 'build.ts', [], env, limit)
    const left = readdirSync(project).filter((entry) => entry.startsWith('dist.'))
    const same = firstDifference(snapshot(path.join(project, 'dist')), dist)
    const last = stderr.trim().split('\n').at(-1)
    if (code !== 1 || traces(stderr).length > 0 || last !== 'Build failed; dist/ is unchanged.' || left.length > 0 || same !== null)
      wrong.push(`${name}: exit ${code}; left [${left.join(', ')}]; dist ${same ?? 'as it was'}; said: ${stderr.trim()}`)
  }
  expect(wrong).toEqual([])
})
