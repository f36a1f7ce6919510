// Content-hash cache for the data stage (parse results, article comparisons), in a git-ignored
// folder. Entries are keyed by a hash of their inputs; the whole cache is keyed by the code version
// (a hash of `src/`), so changed code never reads stale results.
import {createHash} from 'node:crypto'
import {closeSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeSync} from 'node:fs'
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
 * Entries are kept in pack files per kind (`parse`, `compare`, `markdown`), read once per run:
 * thousands of small cache files cost more in file-system calls than the work they save. A run
 * appends what it added as one new segment; when most stored entries went unused (or segments pile
 * up), the used entries are rewritten as a single segment, so stale entries do not accumulate.
 */
export class DataCache {
  readonly dir: string | null
  hits = 0
  misses = 0
  private readonly packs = new Map<string, {stored: Record<string, unknown>; segments: string[]; used: Set<string>; added: Record<string, unknown>}>()

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
    for (const name of readdirSync(this.dir)) if (name.endsWith('.partial')) rmSync(path.join(this.dir, name), {force: true})
  }

  get<T>(kind: string, key: string): T | undefined {
    const pack = this.pack(kind)
    if (!pack || !(key in pack.stored)) {
      this.misses++
      return undefined
    }
    this.hits++
    pack.used.add(key)
    return pack.stored[key] as T
  }

  /** Keep an entry for the next run without reading it; false when there is none. */
  keep(kind: string, key: string): boolean {
    const pack = this.pack(kind)
    if (!pack || !(key in pack.stored)) return false
    pack.used.add(key)
    return true
  }

  set(kind: string, key: string, value: unknown): void {
    const pack = this.pack(kind)
    if (!pack) return
    pack.stored[key] = value
    pack.added[key] = value
    pack.used.add(key)
  }

  /** Write what this run added; call once at the end of a successful run. */
  flush(): void {
    for (const [kind, pack] of this.packs) {
      const total = Object.keys(pack.stored).length
      if (pack.used.size < total / 2 || pack.segments.length >= 8) {
        for (const segment of pack.segments) rmSync(path.join(this.dir!, segment), {force: true})
        writeEntries(path.join(this.dir!, `${kind}.0.json`), [...pack.used].map((key) => [key, pack.stored[key]]))
      } else if (Object.keys(pack.added).length > 0) {
        const next = Math.max(-1, ...pack.segments.map((segment) => Number(segment.split('.')[1]))) + 1
        writeEntries(path.join(this.dir!, `${kind}.${next}.json`), Object.entries(pack.added))
      }
    }
  }

  private pack(kind: string) {
    if (!this.dir) return undefined
    let pack = this.packs.get(kind)
    if (!pack) {
      const segments = readdirSync(this.dir).filter((name) => new RegExp(`^${kind}\\.\\d+\\.json$`).test(name)).sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]))
      const stored: Record<string, unknown> = {}
      for (const segment of [...segments]) {
        try {
          Object.assign(stored, JSON.parse(readFileSync(path.join(this.dir, segment), 'utf8')))
        } catch {
          // A damaged segment only costs its entries: they are computed again.
          rmSync(path.join(this.dir, segment), {force: true})
          segments.splice(segments.indexOf(segment), 1)
        }
      }
      this.packs.set(kind, (pack = {stored, segments, used: new Set(), added: {}}))
    }
    return pack
  }
}

/**
 * An object of entries as JSON, written piece by piece (a pack can hold tens of megabytes) under a
 * temporary name and renamed when complete, so a run cut short leaves no half-written segment.
 */
function writeEntries(file: string, entries: Iterable<[string, unknown]>): void {
  const partial = `${file}.partial`
  const fd = openSync(partial, 'w')
  try {
    let chunk = '{'
    let separator = ''
    for (const [key, value] of entries) {
      chunk += `${separator}${JSON.stringify(key)}:${JSON.stringify(value)}`
      separator = ','
      if (chunk.length >= 1 << 20) {
        writeSync(fd, chunk)
        chunk = ''
      }
    }
    writeSync(fd, `${chunk}}`)
  } finally {
    closeSync(fd)
  }
  renameSync(partial, file)
}
