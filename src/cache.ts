// Content-hash cache for the data stage, in a git-ignored folder. What each kind of entry stores
// and what its key is made of is in `cache-keys.ts`; the whole cache is keyed by the code version
// (a hash of `src/`), so changed code never reads stale results.
import {closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, readdirSync, renameSync, rmSync, writeSync, writevSync} from 'node:fs'
import path from 'node:path'
import type {CacheEntries, CacheKey, CacheStates} from './cache-keys.ts'

/**
 * A stored entry: its value once parsed or set, and where its JSON text lies: bytes `start` to
 * `end` of a segment's body, or of the text `set` made of an object (`body`).
 */
interface Entry {
  value?: unknown
  /** JSON text set with `setText`: stored as it is. */
  text?: string
  body?: Buffer
  segment?: Segment
  start?: number
  end?: number
}

const textOf = (entry: Entry): Buffer => {
  if (entry.segment) return entry.segment.bytes(entry.start!, entry.end!)
  if (entry.text !== undefined) return Buffer.from(entry.text)
  return entry.body ? entry.body.subarray(entry.start, entry.end) : Buffer.from(JSON.stringify(entry.value))
}

/** The kinds whose entries are text: `setText` and `getText` store and give them as JSON text. */
type TextKind<Entries> = {[Kind in keyof Entries & string]: Entries[Kind] extends string ? Kind : never}[keyof Entries & string]

/** A segment of at most this many bytes is read whole. */
const smallSegment = 256 * 1024

/**
 * A segment file's body (what follows its index line), read when an entry is: a warm run reads a
 * few entries of most packs and keeps the rest unread, and reading bytes costs several milliseconds
 * a megabyte here. A small segment (of many small entries, each read costing more than its bytes)
 * is read whole at its first entry.
 */
class Segment {
  private readonly file: string
  private readonly offset: number
  private readonly length: number
  private whole: Buffer | null = null

  constructor(file: string, offset: number, length: number) {
    this.file = file
    this.offset = offset
    this.length = length
  }

  bytes(start: number, end: number): Buffer {
    if (!this.whole && this.length <= smallSegment) this.whole = this.read(0, this.length)
    return this.whole ? this.whole.subarray(start, end) : this.read(start, end)
  }

  private read(start: number, end: number): Buffer {
    const buffer = Buffer.allocUnsafe(end - start)
    const fd = openSync(this.file, 'r')
    try {
      let done = 0
      while (done < buffer.length) {
        const count = readSync(fd, buffer, done, buffer.length - done, this.offset + start + done)
        if (count === 0) throw new Error(`${this.file}: cut short at ${this.offset + start + done}`)
        done += count
      }
    } finally {
      closeSync(fd)
    }
    return buffer
  }
}

/**
 * Entries are kept in pack files per kind (`parse.0.jsonl`, `compare.0.jsonl`, ...), read once per
 * run: thousands of small cache files cost more in file-system calls than the work they save. A
 * run appends what it added as one new segment; when most stored entries went unused (or segments
 * pile up), the used entries are rewritten as a single segment, so stale entries do not accumulate.
 *
 * A segment starts with an index of its entries (key, offset, length), so a run parses only the
 * entries it reads: a warm run keeps thousands of unchanged comparisons without parsing them, and
 * carries them over byte for byte when a pack is rewritten.
 *
 * `get` and `set` are typed by kind: `get('features', key)` gives `StoredFeatures`, and a key made
 * for another kind does not fit. `Entries` is the map of kinds (tests of the packs use their own).
 */
export class DataCache<Entries extends object = CacheEntries, States extends object = CacheStates> {
  readonly dir: string | null
  private readonly root: string | null
  hits = 0
  misses = 0
  private readonly packs = new Map<string, Pack>()
  /** The segment files by kind, listed once: at the first pack a run opens. */
  private segmentFiles: Map<string, string[]> | null = null
  private readonly states = new Map<string, unknown>()

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
    return this.read(kind, key, (entry) => (entry.value ??= JSON.parse(textOf(entry).toString('utf8')))) as Entries[Kind] | undefined
  }

  /**
   * An entry stored with `setText`: its JSON text as it is, neither parsed nor decoded from a JSON
   * string (a comparison is spliced into its edition pair's file as text). A kind is read either
   * this way or with `get`, not both.
   */
  getText<Kind extends TextKind<Entries>>(kind: Kind, key: NoInfer<CacheKey<Kind>>): string | undefined {
    return this.read(kind, key, (entry) => {
      if (entry.text !== undefined) return entry.text
      const text = textOf(entry).toString('utf8')
      // What `setText` stores is an object's or an array's JSON; anything else is damage.
      if (!/^[[{][^]*[\]}]$/.test(text)) throw new Error('cache: damaged text')
      return (entry.text = text)
    })
  }

  /** Store JSON text as it is (see `getText`); it must be one line, as `JSON.stringify` gives it. */
  setText<Kind extends TextKind<Entries>>(kind: Kind, key: NoInfer<CacheKey<Kind>>, text: string): void {
    if (text.includes('\n')) throw new Error(`cache: ${kind} text must be one line`)
    const pack = this.pack(kind)
    if (!pack) return
    pack.stored.set(key, {text})
    pack.added.add(key)
    pack.used.add(key)
  }

  /** An entry decoded by `decode` (which may throw on damage), counted as a hit or a miss. */
  private read<Value>(kind: string, key: string, decode: (entry: Entry) => Value): Value | undefined {
    const pack = this.pack(kind)
    const entry = pack?.entry(key)
    let value: Value | undefined
    if (entry) {
      try {
        value = decode(entry)
      } catch {
        // A damaged entry only costs itself: it is computed again.
        pack!.stored.set(key, null)
        pack!.used.delete(key)
      }
    }
    if (value === undefined) {
      this.misses++
      return undefined
    }
    this.hits++
    pack!.used.add(key)
    return value
  }

  /** Keep an entry for the next run without reading it; false when there is none. */
  keep<Kind extends keyof Entries & string>(kind: Kind, key: NoInfer<CacheKey<Kind>>): boolean {
    const pack = this.pack(kind)
    if (!pack?.entry(key)) return false
    pack.used.add(key)
    return true
  }

  /**
   * Store `value` as it is now: an object is serialised at once, so what the caller does to it
   * later does not reach the cache (assembling an edition changes the sources whose parses it
   * stored); a string, which cannot change, is serialised when the pack is written.
   */
  set<Kind extends keyof Entries & string>(kind: Kind, key: NoInfer<CacheKey<Kind>>, value: NoInfer<Entries[Kind]>): void {
    const pack = this.pack(kind)
    if (!pack) return
    if (typeof value === 'object' && value !== null) {
      const body = Buffer.from(JSON.stringify(value))
      pack.stored.set(key, {body, start: 0, end: body.length})
    } else pack.stored.set(key, {value})
    pack.added.add(key)
    pack.used.add(key)
  }

  /**
   * The state the last successful run left under `name` (`setState`), or undefined. Its typed
   * arrays are stored as their bytes (`encodeState`): a matcher's vectors read back in
   * milliseconds, where JSON would parse every number.
   */
  state<Name extends keyof States & string>(name: Name): States[Name] | undefined {
    if (!this.dir) return undefined
    try {
      return decodeState(readFileSync(path.join(this.dir, `${name}.state`))) as States[Name]
    } catch {
      // None yet, or damaged: the user starts from nothing.
      return undefined
    }
  }

  /** Leave `value` for the next run under `name`; written by `flush`. */
  setState<Name extends keyof States & string>(name: Name, value: NoInfer<States[Name]>): void {
    this.states.set(name, value)
  }

  /** Write what this run added; call once at the end of a successful run. */
  flush(): void {
    for (const [name, value] of this.states) {
      if (!this.dir) break
      const file = path.join(this.dir, `${name}.state`)
      // Renamed into place when complete, so a run cut short leaves the previous state or none.
      writePieces(`${file}.partial`, encodeState(value))
      renameSync(`${file}.partial`, file)
    }
    for (const [kind, pack] of this.packs) {
      const entries = (keys: Iterable<string>) =>
        [...keys].flatMap((key) => {
          const entry = pack.entry(key)
          return entry ? [[key, entry] as const] : []
        })
      if (pack.used.size < pack.size / 2 || pack.segments.length >= 8) {
        // Read before the segments they lie in are removed; one that cannot be read is dropped.
        const kept = entries(pack.used).flatMap(([key, entry]): Array<[string, Entry]> => {
          try {
            return [[key, {body: textOf(entry)}]]
          } catch {
            return []
          }
        })
        for (const segment of pack.segments) rmSync(path.join(this.dir!, segment), {force: true})
        writeSegment(path.join(this.dir!, `${kind}.0.jsonl`), kept)
      } else if (pack.added.size > 0) {
        const next = Math.max(-1, ...pack.segments.map(segmentNumber)) + 1
        writeSegment(path.join(this.dir!, `${kind}.${next}.jsonl`), entries(pack.added))
      }
    }
  }

  /** Whether an earlier run of this code version left entries (a run that finds them is incremental). */
  get filled(): boolean {
    return this.dir !== null && this.segmentsByKind().size > 0
  }

  private segmentsByKind(): Map<string, string[]> {
    if (!this.segmentFiles) {
      this.segmentFiles = new Map()
      for (const name of this.dir ? readdirSync(this.dir) : []) {
        const match = /^(.+)\.\d+\.jsonl$/.exec(name)
        if (match) this.segmentFiles.set(match[1]!, [...(this.segmentFiles.get(match[1]!) ?? []), name])
      }
    }
    return this.segmentFiles
  }

  private pack(kind: string) {
    if (!this.dir) return undefined
    let pack = this.packs.get(kind)
    if (!pack) {
      const segments = (this.segmentsByKind().get(kind) ?? []).sort((a, b) => segmentNumber(a) - segmentNumber(b))
      const indexes: SegmentIndex[] = []
      for (const segment of [...segments]) {
        try {
          indexes.push(readSegment(path.join(this.dir, segment)))
        } catch {
          // A damaged segment only costs its entries: they are computed again.
          rmSync(path.join(this.dir, segment), {force: true})
          segments.splice(segments.indexOf(segment), 1)
        }
      }
      this.packs.set(kind, (pack = new Pack(segments, indexes)))
    }
    return pack
  }
}

/** `compare.3.jsonl` → 3. */
function segmentNumber(name: string): number {
  return Number(name.split('.').at(-2))
}

/**
 * A segment's index as read from its first line, `{"keys": [...], "spans": [start, length, ...]}`:
 * where each entry's JSON text lies in the body (offsets in bytes from the second line). Arrays,
 * not an object keyed by the keys: a pack of thousands of entries opens in a fraction of the time,
 * and an entry's place is made into an `Entry` only when a run asks for it.
 */
class SegmentIndex {
  private readonly positions = new Map<string, number>()
  private readonly spans: number[]
  private readonly segment: Segment

  /** Checks every entry at once: a segment cut short or overwritten fails here as a whole, not when an entry is read. */
  constructor(index: unknown, segment: Segment, bodyLength: number, file: string) {
    const {keys, spans} = (index ?? {}) as {keys?: unknown; spans?: unknown}
    if (!Array.isArray(keys) || !Array.isArray(spans) || spans.length !== keys.length * 2) throw new Error(`${file}: damaged index`)
    for (let k = 0; k < keys.length; k++) {
      // Indexed, not destructured: this loop runs for every entry of every pack a run opens.
      const start: unknown = spans[2 * k]
      const length: unknown = spans[2 * k + 1]
      if (typeof keys[k] !== 'string' || !Number.isInteger(start) || !Number.isInteger(length) || (start as number) < 0 || (length as number) <= 0 || (start as number) + (length as number) > bodyLength) {
        throw new Error(`${file}: entry ${k} out of bounds`)
      }
      this.positions.set(keys[k] as string, k)
    }
    this.spans = spans as number[]
    this.segment = segment
  }

  get size(): number {
    return this.positions.size
  }

  /** Where the entry of `key` lies, or undefined when the segment has none. */
  find(key: string): Entry | undefined {
    const k = this.positions.get(key)
    return k === undefined ? undefined : {segment: this.segment, start: this.spans[2 * k]!, end: this.spans[2 * k]! + this.spans[2 * k + 1]!}
  }
}

/**
 * A pack's entries: those of its segments (the newest segment's first), found through their
 * indexes when asked for, and those this run set, found, or found damaged (`stored`; null: none).
 */
class Pack {
  readonly segments: string[]
  readonly used = new Set<string>()
  readonly added = new Set<string>()
  readonly stored = new Map<string, Entry | null>()
  private readonly indexes: SegmentIndex[]

  constructor(segments: string[], indexes: SegmentIndex[]) {
    this.segments = segments
    this.indexes = indexes
  }

  entry(key: string): Entry | undefined {
    let entry = this.stored.get(key)
    if (entry === undefined) {
      for (let k = this.indexes.length - 1; k >= 0 && entry === undefined; k--) entry = this.indexes[k]!.find(key)
      this.stored.set(key, (entry ??= null))
    }
    return entry ?? undefined
  }

  /** How many entries it holds, as the compaction weighs it (a key in two segments counts twice). */
  get size(): number {
    return this.indexes.reduce((sum, index) => sum + index.size, 0) + this.added.size
  }
}

/** A segment's index (`SegmentIndex`), read up to the first newline; its entries are read when asked for. */
function readSegment(file: string): SegmentIndex {
  const fd = openSync(file, 'r')
  let head = Buffer.alloc(0)
  let newline = -1
  let size: number
  try {
    size = fstatSync(fd).size
    // The index line, read in growing chunks until its newline.
    for (let chunk = 1 << 16; newline === -1 && head.length < size; chunk *= 4) {
      const more = Buffer.allocUnsafe(Math.min(chunk, size - head.length))
      const count = readSync(fd, more, 0, more.length, head.length)
      if (count === 0) break
      const from = head.length
      head = Buffer.concat([head, more.subarray(0, count)])
      newline = head.indexOf(10, from)
    }
  } finally {
    closeSync(fd)
  }
  if (newline === -1) throw new Error(`${file}: no index`)
  const bodyLength = size - newline - 1
  return new SegmentIndex(JSON.parse(head.toString('utf8', 0, newline)), new Segment(file, newline + 1, bodyLength), bodyLength, file)
}

/**
 * Entries as a segment, written piece by piece (a pack can hold tens of megabytes) under a
 * temporary name and renamed when complete, so a run cut short leaves no half-written segment.
 * Entries read from a segment and not parsed are written back as the bytes they were.
 */
function writeSegment(file: string, entries: ReadonlyArray<readonly [string, Entry]>): void {
  const texts = entries.map(([, entry]) => textOf(entry))
  const spans: number[] = []
  let offset = 0
  for (const text of texts) {
    spans.push(offset, text.length)
    offset += text.length + 1
  }
  const partial = `${file}.partial`
  const newline = Buffer.from('\n')
  // Written from where the texts are (no copy of a segment's megabytes into one buffer).
  writePieces(partial, [Buffer.from(`${JSON.stringify({keys: entries.map(([key]) => key), spans})}\n`), ...texts.flatMap((text) => [text, newline])])
  renameSync(partial, file)
}

const typedArrays = {Int32Array, Float64Array, Uint8Array} as const
type TypedArrayName = keyof typeof typedArrays
type Block = [name: TypedArrayName, offset: number, length: number]

/**
 * A value as bytes: JSON, with each typed array (Int32Array, Float64Array, Uint8Array) replaced by
 * `{"$bytes": k}` and its bytes appended, each block at a multiple of 8 so that `decodeState` can
 * view them in place. Layout: the lengths of the two JSON texts (4 bytes each), the blocks' JSON
 * (`[name, offset, length]` each), the value's JSON, then the blocks.
 */
export function encodeState(value: unknown): Uint8Array[] {
  const arrays: Array<Int32Array | Float64Array | Uint8Array> = []
  // A walk by hand (a replacer function would be called for every value), copying only the
  // objects and arrays on the way to a typed array: the rest is serialised as it is.
  const skeleton = (item: unknown): unknown => {
    if (item instanceof Int32Array || item instanceof Float64Array || item instanceof Uint8Array) return {$bytes: arrays.push(item) - 1}
    if (item === null || typeof item !== 'object') return item
    if (Array.isArray(item)) {
      let copy: unknown[] | null = null
      for (let k = 0; k < item.length; k++) {
        const element: unknown = item[k]
        if (element === null || typeof element !== 'object') continue
        const replaced = skeleton(element)
        if (replaced !== element) (copy ??= [...item])[k] = replaced
      }
      return copy ?? item
    }
    let copy: Record<string, unknown> | null = null
    const record = item as Record<string, unknown>
    for (const key in record) {
      const element = record[key]
      if (element === null || typeof element !== 'object') continue
      const replaced = skeleton(element)
      if (replaced !== element) (copy ??= {...record})[key] = replaced
    }
    return copy ?? item
  }
  const json = Buffer.from(JSON.stringify(skeleton(value)))
  let offset = 0
  const blocks = arrays.map((array): Block => {
    const block: Block = [array.constructor.name as TypedArrayName, offset, array.length]
    offset = alignTo8(offset + array.byteLength)
    return block
  })
  const index = Buffer.from(JSON.stringify(blocks))
  const start = alignTo8(8 + index.length + json.length)
  const head = Buffer.alloc(8)
  head.writeUInt32LE(index.length, 0)
  head.writeUInt32LE(json.length, 4)
  // Pieces, not one buffer: the blocks are written from where they are (a large state is not copied).
  const pieces: Uint8Array[] = [head, index, json, new Uint8Array(start - 8 - index.length - json.length)]
  arrays.forEach((array, k) => {
    pieces.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength))
    const end = blocks[k]![1] + array.byteLength
    pieces.push(new Uint8Array((blocks[k + 1]?.[1] ?? offset) - end))
  })
  return pieces.filter((piece) => piece.length > 0)
}

/** What `encodeState` encoded; its typed arrays are views of `bytes` (copied once when not 8-aligned). */
export function decodeState(bytes: Buffer): unknown {
  const [indexLength, jsonLength] = [bytes.readUInt32LE(0), bytes.readUInt32LE(4)]
  const blocks = JSON.parse(bytes.toString('utf8', 8, 8 + indexLength)) as Block[]
  const start = alignTo8(8 + indexLength + jsonLength)
  const aligned = bytes.byteOffset % 8 === 0 ? bytes : Buffer.from(new Uint8Array(bytes))
  const arrays = blocks.map(([name, offset, length]) => {
    if (!Object.hasOwn(typedArrays, name) || start + offset + length * typedArrays[name].BYTES_PER_ELEMENT > aligned.length) throw new Error(`state: block ${name} at ${offset} out of bounds`)
    return new typedArrays[name](aligned.buffer as ArrayBuffer, aligned.byteOffset + start + offset, length)
  })
  // A walk by hand, not a reviver (which is called for every value of the tree).
  const restore = (item: unknown): unknown => {
    if (Array.isArray(item)) {
      for (let k = 0; k < item.length; k++) if (item[k] !== null && typeof item[k] === 'object') item[k] = restore(item[k])
      return item
    }
    if (item !== null && typeof item === 'object') {
      const record = item as Record<string, unknown>
      if (typeof record['$bytes'] === 'number') return arrays[record['$bytes']]
      for (const key in record) if (record[key] !== null && typeof record[key] === 'object') record[key] = restore(record[key])
    }
    return item
  }
  return restore(JSON.parse(bytes.toString('utf8', 8 + indexLength, 8 + indexLength + jsonLength)))
}

/** Writes `pieces` one after another into `file` (one call per few pieces, not one copy of them all). */
function writePieces(file: string, pieces: Uint8Array[]): void {
  const fd = openSync(file, 'w')
  try {
    for (let next = 0; next < pieces.length; next += 1024) {
      const batch = pieces.slice(next, next + 1024)
      const length = batch.reduce((sum, piece) => sum + piece.length, 0)
      let written = writevSync(fd, batch)
      // A short write: the rest of the batch.
      if (written < length) {
        const all = Buffer.concat(batch)
        while (written < length) written += writeSync(fd, all, written, length - written)
      }
    }
  } finally {
    closeSync(fd)
  }
}

function alignTo8(offset: number): number {
  return Math.ceil(offset / 8) * 8
}
