// Builds the site once for the tests, into `.data/test-dist/<name>/`, with the real build script
// (data stage, Astro, Pagefind). Test files share builds: a lock folder serialises them, and a build
// is reused only while its inputs (sources, corpus, config, lock file) are unchanged.
import {execFile} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {promisify} from 'node:util'

export const root = path.resolve(import.meta.dirname, '..', '..', '..')
/** What a build is made from, besides `laws/`. */
export const codeInputs = ['site', 'src', 'scripts', 'astro.config.mjs', 'package-lock.json']

/** A digest of the names, sizes and modification times of `entries` (paths relative to the root). */
export function inputsDigest(entries: string[]): string {
  const hash = createHash('sha256')
  const visit = (entry: string) => {
    const full = path.join(root, entry)
    if (!existsSync(full)) return
    const stats = statSync(full)
    if (stats.isDirectory()) for (const child of readdirSync(full).sort()) visit(path.join(entry, child))
    else hash.update(`${entry}\0${stats.size}\0${stats.mtimeMs}\n`)
  }
  entries.forEach(visit)
  return hash.digest('hex')
}

/** Runs `run` while holding the lock that serialises the test builds of all test files. */
export async function withLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = path.join(root, '.data', 'test-dist.lock')
  mkdirSync(path.dirname(lock), {recursive: true})
  const started = Date.now()
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      // A lock older than five minutes is left over from a killed run.
      if (Date.now() - statSync(lock, {throwIfNoEntry: false})!.mtimeMs > 300_000) rmSync(lock, {recursive: true, force: true})
      if (Date.now() - started > 300_000) throw new Error(`Timed out waiting for ${lock}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await run()
  } finally {
    rmSync(lock, {recursive: true, force: true})
  }
}

/**
 * The environment without what Vitest adds: Vite reads `BASE_URL`, `MODE`, `NODE_ENV` and friends
 * from the environment, and would otherwise build every site for base `/` in test mode.
 */
export function buildEnv(): NodeJS.ProcessEnv {
  const env = {...process.env}
  for (const key of Object.keys(env)) {
    if (['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV', 'TEST'].includes(key) || key.startsWith('VITEST')) delete env[key]
  }
  return env
}

/** The folder of a built site for `base`, building it when missing or stale. */
export async function builtSite(name: string, base = '/'): Promise<string> {
  const out = path.join(root, '.data', 'test-dist', name)
  const stamp = path.join(root, '.data', 'test-dist', `${name}.inputs`)
  return withLock(async () => {
    const digest = `${base}\n${inputsDigest([...codeInputs, 'laws'])}`
    if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return out
    await promisify(execFile)(process.execPath, [path.join(root, 'scripts', 'build.ts'), '--out', path.relative(root, out), '--base', base], {
      cwd: root,
      env: buildEnv(),
      maxBuffer: 64 * 1024 * 1024
    })
    writeFileSync(stamp, digest)
    return out
  })
}
