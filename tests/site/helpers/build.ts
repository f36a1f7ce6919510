// What a test build is made from, and the environment it runs in. The site project's global setup
// (tests/site/global-setup.ts, helpers/sites.ts) builds each site once per run and reuses a build
// while the digest of its inputs is unchanged.
import {createHash} from 'node:crypto'
import {existsSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'

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
