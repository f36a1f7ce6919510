// Writes the data stage's output files, touching only those whose content changed since the last
// run and removing those no longer produced. A manifest next to the folder records each file the
// last run left there, its content digest and, when the caller gives one, the key of the inputs it
// was made from: a file whose inputs did not change is kept without being produced again. Keys are
// only trusted from the same code version; the list of files always is, so whatever a run wrote,
// cached or not, the next one removes what it no longer produces.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {contentDigest} from '../cache-keys.ts'

interface Entry {
  digest: string
  bytes: number
  key?: string
}

interface Manifest {
  version: string
  files: Record<string, Entry>
}

export class OutputWriter {
  readonly dir: string
  readonly manifestFile: string | null
  readonly version: string
  private readonly previous: Record<string, Entry>
  private readonly keysValid: boolean
  private readonly current: Record<string, Entry> = {}
  private readonly folders = new Set<string>()
  written = 0
  reused = 0
  bytes = 0

  /**
   * `manifest`: the file that records what the folder holds (none: nothing is kept or removed
   * across runs); `version` names the code that makes the files (input keys mean nothing to other code).
   */
  constructor(dir: string, {manifest: manifestFile, version = ''}: {manifest?: string; version?: string} = {}) {
    this.dir = dir
    this.manifestFile = manifestFile ?? null
    this.version = version
    const manifest = manifestFile && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : null
    this.previous = manifest?.files ?? {}
    this.keysValid = manifest?.version === version
  }

  /**
   * Keep `file` as the last run wrote it if it was made from inputs with the same `key` (one of
   * `outputKeys`: a hash of everything the file is made from). False: the caller must produce it.
   */
  reuse(file: string, key: string): boolean {
    const entry = this.previous[file]
    if (!this.keysValid || entry?.key !== key || !existsSync(path.join(this.dir, file))) return false
    this.current[file] = entry
    this.bytes += entry.bytes
    this.reused++
    return true
  }

  /** Compact JSON: the API is read by programs, and indentation would add a third to its size. */
  json(file: string, value: unknown, {key}: {key?: string} = {}): void {
    this.text(file, `${JSON.stringify(value)}\n`, {key})
  }

  /** `digest` is `contentDigest(text)`, for callers that have it already; `key` as for `reuse`. */
  text(file: string, text: string, {digest = contentDigest(text), key}: {digest?: string; key?: string} = {}): void {
    const bytes = Buffer.byteLength(text)
    this.current[file] = key === undefined ? {digest, bytes} : {digest, bytes, key}
    this.bytes += bytes
    const full = path.join(this.dir, file)
    if (this.previous[file]?.digest === digest && existsSync(full)) return
    const folder = path.dirname(full)
    if (!this.folders.has(folder)) {
      mkdirSync(folder, {recursive: true})
      this.folders.add(folder)
    }
    writeFileSync(full, text)
    this.written++
  }

  /** Remove files of the previous run that this run did not produce, and save the manifest. */
  finish(): void {
    for (const file of Object.keys(this.previous)) {
      if (file in this.current) continue
      rmSync(path.join(this.dir, file), {force: true})
      // Folders emptied by the removal go too, or Astro would copy them into dist/.
      for (let folder = path.dirname(path.join(this.dir, file)); folder.startsWith(this.dir) && folder !== this.dir; folder = path.dirname(folder)) {
        if (!existsSync(folder) || readdirSync(folder).length > 0) break
        rmSync(folder, {recursive: true})
      }
    }
    if (this.manifestFile) {
      mkdirSync(path.dirname(this.manifestFile), {recursive: true})
      writeFileSync(this.manifestFile, JSON.stringify({version: this.version, files: this.current} satisfies Manifest))
    }
  }
}
