// Content-hash cache for the data stage, in a git-ignored folder. What each kind of entry stores
// and what its key is made of is in `cache-keys.ts`; the whole cache is keyed by the code version
// (a hash of `src/`), so changed code never reads stale results.
import {closeSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, writeSync} from 'node:fs'
import path from 'node:path'
import type {CacheEntries, CacheKey} from './cache-keys.ts'

/**
 * Entries are kept in pack files per kind (`parse.0.json`, `compare.0.json`, ...), read once per
 * run: thousands of small cache files cost more in file-system calls than the work they save. A
 * run appends what it added as one new segment; when most stored entries went unused (or segments
 * pile up), the used entries are rewritten as a single segment, so stale entries do not accumulate.
 *
 * `get` and `set` are typed by kind: `get('features', key)` gives `StoredFeatures`, and a key made
 * for another kind does not fit. `Entries` is the map of kinds (tests of the packs use their own).
 */
export class DataCache<Entries extends object = CacheEntries> {
  readonly dir: string | null
  private readonly root: string | null
  hits = 0
  misses = 0
  private readonly packs = new Map<string, {stored: Record<string, unknown>; segments: string[]; used: Set<string>; added: Record<string, unknown>}>()

  /** Opens the cache of code `version` under `root` (null disables it), creating its folder; removes nothing. */
  constructor(root: string | null, version: string) {
    this.root = root
    this.dir = root === null ? null : path.join(root, version)
    if (this.dir) mkdirSync(this.dir, {recursive: true})
  }

  /**
   * Remove what no run of this code version reads: the folders of other versions, and segments that
   * a run cut short left half-written (`.partial`). The data stage calls it before a run.
   */
  prune(): void {
    if (this.root === null || this.dir === null) return
    for (const name of readdirSync(this.root)) {
      if (path.join(this.root, name) !== this.dir) rmSync(path.join(this.root, name), {recursive: true, force: true})
    }
    for (const name of readdirSync(this.dir)) if (name.endsWith('.partial')) rmSync(path.join(this.dir, name), {force: true})
  }

  get<Kind extends keyof Entries & string>(kind: Kind, key: NoInfer<CacheKey<Kind>>): Entries[Kind] | undefined {
    const pack = this.pack(kind)
    if (!pack || !(key in pack.stored)) {
      this.misses++
      return undefined
    }
    this.hits++
    pack.used.add(key)
    return pack.stored[key] as Entries[Kind]
  }

  /** Keep an entry for the next run without reading it; false when there is none. */
  keep<Kind extends keyof Entries & string>(kind: Kind, key: NoInfer<CacheKey<Kind>>): boolean {
    const pack = this.pack(kind)
    if (!pack || !(key in pack.stored)) return false
    pack.used.add(key)
    return true
  }

  set<Kind extends keyof Entries & string>(kind: Kind, key: NoInfer<CacheKey<Kind>>, value: NoInfer<Entries[Kind]>): void {
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
