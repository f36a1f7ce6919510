// Content-hash cache for the data stage (parse results, article comparisons), in a git-ignored
// folder. Entries are keyed by a hash of their inputs; the whole cache is keyed by the code version
// (a hash of `src/`), so changed code never reads stale results.
import {createHash} from 'node:crypto'
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'

export function hash(...parts: Array<string | Uint8Array>): string {
  const digest = createHash('sha256')
  for (const part of parts) digest.update(part).update('\0')
  return digest.digest('hex').slice(0, 32)
}

/** Hash of every file under `dir` (paths and contents). */
export function codeVersion(dir: string): string {
  const files: string[] = []
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name)
      if (statSync(full).isDirectory()) walk(full)
      else files.push(full)
    }
  }
  walk(dir)
  return hash(...files.flatMap((file) => [path.relative(dir, file), readFileSync(file)]))
}

export class DataCache {
  readonly dir: string | null
  hits = 0
  misses = 0

  /** `root` null disables the cache. Other versions' folders are removed. */
  constructor(root: string | null, version: string) {
    if (root === null) {
      this.dir = null
      return
    }
    mkdirSync(root, {recursive: true})
    for (const name of readdirSync(root)) if (name !== version) rmSync(path.join(root, name), {recursive: true, force: true})
    this.dir = path.join(root, version)
  }

  get<T>(kind: string, key: string): T | undefined {
    if (!this.dir) return undefined
    const file = path.join(this.dir, kind, `${key}.json`)
    if (!existsSync(file)) {
      this.misses++
      return undefined
    }
    this.hits++
    return JSON.parse(readFileSync(file, 'utf8')) as T
  }

  set(kind: string, key: string, value: unknown): void {
    if (!this.dir) return
    mkdirSync(path.join(this.dir, kind), {recursive: true})
    writeFileSync(path.join(this.dir, kind, `${key}.json`), JSON.stringify(value))
  }
}
