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

/**
 * One pack file per kind of entry (`parse`, `compare`, `markdown`), read once and written once per
 * run: thousands of small cache files cost more in file-system calls than the work they save.
 * Only the entries this run used are written back, so stale entries drop out by themselves.
 */
export class DataCache {
  readonly dir: string | null
  hits = 0
  misses = 0
  private readonly packs = new Map<string, {stored: Record<string, unknown>; used: Record<string, unknown>; changed: boolean}>()

  /** `root` null disables the cache. Other versions' folders are removed. */
  constructor(root: string | null, version: string) {
    if (root === null) {
      this.dir = null
      return
    }
    mkdirSync(root, {recursive: true})
    for (const name of readdirSync(root)) if (name !== version) rmSync(path.join(root, name), {recursive: true, force: true})
    this.dir = path.join(root, version)
    mkdirSync(this.dir, {recursive: true})
  }

  get<T>(kind: string, key: string): T | undefined {
    const pack = this.pack(kind)
    if (!pack || !(key in pack.stored)) {
      this.misses++
      return undefined
    }
    this.hits++
    pack.used[key] = pack.stored[key]
    return pack.stored[key] as T
  }

  set(kind: string, key: string, value: unknown): void {
    const pack = this.pack(kind)
    if (!pack) return
    pack.used[key] = value
    pack.changed = true
  }

  /** Write the packs back; call once at the end of a successful run. */
  flush(): void {
    for (const [kind, pack] of this.packs) {
      if (!pack.changed && Object.keys(pack.used).length === Object.keys(pack.stored).length) continue
      writeFileSync(path.join(this.dir!, `${kind}.json`), JSON.stringify(pack.used))
    }
  }

  private pack(kind: string) {
    if (!this.dir) return undefined
    let pack = this.packs.get(kind)
    if (!pack) {
      const file = path.join(this.dir, `${kind}.json`)
      const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
      this.packs.set(kind, (pack = {stored, used: {}, changed: false}))
    }
    return pack
  }
}
