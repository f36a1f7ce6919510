// Copies of the project for builds from other sources: the tracked files (as they are in the working
// tree) without `laws/`, `tests/` and `docs/`, the shared node_modules as a symlink, and `laws/` made
// from the given folders. Built with the real build script, like a checkout of the project would be.
import {execFile, execFileSync, type ChildProcess} from 'node:child_process'
import {createHash} from 'node:crypto'
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {buildEnv, root} from './build.ts'
import {configForSources} from '../../helpers/files.ts'

/** Where the copies live: outside the repository, so no tool mistakes them for part of it. */
export const projectsDir = path.join(os.tmpdir(), `spelregels-site-tests-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`)

/**
 * A fresh copy of the project in `projectsDir/<name>/`, with `laws/` merged from `laws` (folders
 * relative to the root, later ones win; missing ones are skipped). Without a `corpus.json` among
 * them, the project's own is used.
 */
export function copyProject(name: string, laws: string[], {under = projectsDir}: {under?: string} = {}): string {
  const project = path.join(under, name)
  rmSync(project, {recursive: true, force: true})
  mkdirSync(project, {recursive: true})
  const tracked = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean)
  for (const file of tracked) {
    if (/^(?:laws|tests|docs)\//.test(file) || !existsSync(path.join(root, file))) continue
    mkdirSync(path.dirname(path.join(project, file)), {recursive: true})
    cpSync(path.join(root, file), path.join(project, file))
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'))
  for (const dir of laws) if (existsSync(path.join(root, dir))) cpSync(path.join(root, dir), path.join(project, 'laws'), {recursive: true})
  // The project's own `sources` declares the retrieval of the real sources it holds, and no other.
  const folder = path.join(project, 'laws')
  const held = existsSync(folder)
    ? readdirSync(folder, {recursive: true, encoding: 'utf8'})
        .filter((file) => /^[^/\\]+[/\\][^/\\]+\.md$/.test(file))
        .map((file) => file.replaceAll('\\', '/'))
    : []
  if (!existsSync(path.join(folder, 'corpus.json'))) {
    mkdirSync(folder, {recursive: true})
    writeFileSync(path.join(folder, 'corpus.json'), configForSources(readFileSync(path.join(root, 'laws', 'corpus.json'), 'utf8'), held))
  }
  return project
}

export interface BuildResult {
  code: number
  /** The signal that ended the build, if one did. */
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  /** Wall time in milliseconds. */
  ms: number
}

/** Runs `node scripts/build.ts ...args` in `project`; never throws on a failed build. */
export function buildProject(project: string, args: string[] = []): Promise<BuildResult> {
  return startBuild(project, args).result
}

/** Starts `node scripts/build.ts ...args` in `project`: the build's pid, and its result once it ends (never rejected). */
export function startBuild(project: string, args: string[] = []): {pid: number; result: Promise<BuildResult>} {
  const start = performance.now()
  let child: ChildProcess | undefined
  const result = new Promise<BuildResult>((resolve) => {
    child = execFile(process.execPath, [path.join(project, 'scripts', 'build.ts'), ...args], {cwd: project, env: buildEnv(), maxBuffer: 64 * 1024 * 1024}, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
      resolve({code, signal: error?.signal ?? null, stdout, stderr, ms: performance.now() - start})
    })
  })
  return {pid: child!.pid!, result}
}

/** Every file and folder under `dir` (relative paths, `/`-separated, sorted) with its bytes (null for folders). */
export function snapshot(dir: string): Map<string, Buffer | null> {
  const entries = readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()
  return new Map(entries.map((entry) => [entry.split(path.sep).join('/'), statSync(path.join(dir, entry)).isDirectory() ? null : readFileSync(path.join(dir, entry))]))
}

/** The first difference between two snapshots, in path order, or null when they are identical. */
export function firstDifference(a: Map<string, Buffer | null>, b: Map<string, Buffer | null>): string | null {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort()
  for (const name of names) {
    const [x, y] = [a.get(name), b.get(name)]
    if (x === undefined) return `${name}: only in the second`
    if (y === undefined) return `${name}: only in the first`
    if (x === null || y === null) {
      if (x !== y) return `${name}: a folder in one, a file in the other`
      continue
    }
    if (!x.equals(y)) {
      let at = 0
      while (at < x.length && x[at] === y[at]) at++
      const around = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, at - 40), at + 40).toString('utf8'))
      return `${name}: differs at byte ${at} (${x.length} and ${y.length} bytes): ${around(x)} vs ${around(y)}`
    }
  }
  return null
}
