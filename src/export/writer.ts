// Writes the data stage's output files, touching only those whose content changed since the last
// run (a manifest of content hashes lives in the cache) and removing those no longer produced.
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {hash} from '../cache.ts'

export class OutputWriter {
  readonly dir: string
  readonly manifestFile: string | null
  private readonly previous: Record<string, string>
  private readonly current: Record<string, string> = {}
  private readonly folders = new Set<string>()
  written = 0
  bytes = 0

  constructor(dir: string, manifestFile: string | null) {
    this.dir = dir
    this.manifestFile = manifestFile
    this.previous = manifestFile && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>) : {}
  }

  /** Compact JSON: the API is read by programs, and indentation would add a third to its size. */
  json(file: string, value: unknown): void {
    this.text(file, `${JSON.stringify(value)}\n`)
  }

  /** `digest` is `hash(text)`, for callers that have it already. */
  text(file: string, text: string, digest = hash(text)): void {
    this.current[file] = digest
    this.bytes += Buffer.byteLength(text)
    const full = path.join(this.dir, file)
    if (this.previous[file] === digest && existsSync(full)) return
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
      writeFileSync(this.manifestFile, JSON.stringify(this.current))
    }
  }
}
