// Writes the data stage's output folder so that a run cut short can do no harm: every file goes
// into a fresh folder beside the target, and only a complete folder replaces the target (two
// renames). A run that fails or is killed leaves the last good folder in place; what it left
// beside it is removed by the next run, which trusts nothing on disk and writes every file again.
//
// A long-lived process that wrote the folder itself (`npm run dev`) may pass what it wrote last
// (`last`): files are then written in place, each whole (a new file renamed over the old), only
// where the text or the file on disk differs, and files no longer made are removed.
//
// Each file is written synchronously, one at a time: one file open at any moment, whatever the
// corpus size, and no text waits in memory. Node's promise writes (open, write and close as three
// trips through the thread pool) took three times as long for the 13,000 files of the L benchmark.
import {existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {listFolder} from '../listing.ts'
import {isRunning} from '../processes.ts'

export class OutputFolder {
  /** The folder the output replaces when complete. */
  readonly target: string
  /** Where this run writes. */
  readonly dir: string
  private readonly folders = new Set<string>()
  written = 0
  bytes = 0
  /** What the last complete run of this process wrote (the caller keeps it between runs); emptied on failure. */
  private readonly record: Map<string, WrittenFile> | null
  /** Writing into the target itself: the record says what it holds. */
  private readonly inPlace: boolean
  private readonly made = new Map<string, string>()
  /** Files this run wrote (not kept). */
  private readonly fresh = new Set<string>()

  /**
   * `last`: the files this process's last complete run left in `target`, with their texts (kept
   * up to date by the writer); given and not empty, the run writes in place.
   */
  constructor(target: string, {last}: {last?: Map<string, WrittenFile>} = {}) {
    this.target = target
    removeLeftovers(target)
    this.record = last ?? null
    this.inPlace = last !== undefined && last.size > 0 && existsSync(target)
    if (!this.inPlace) last?.clear()
    this.dir = this.inPlace ? target : `${target}${partial}${process.pid}`
    mkdirSync(this.dir, {recursive: true})
  }

  /** Compact JSON: the API is read by programs, and indentation would add a third to its size. */
  json(file: string, value: unknown): void {
    this.text(file, jsonText(value))
  }

  text(file: string, text: string): void {
    this.made.set(file, text)
    const kept = this.inPlace ? this.record!.get(file) : undefined
    if (kept && unchanged(kept, text, path.join(this.dir, file))) {
      this.bytes += kept.size
      return
    }
    const data = Buffer.from(text)
    this.bytes += data.length
    this.fresh.add(file)
    const full = path.join(this.dir, file)
    const folder = path.dirname(full)
    if (!this.folders.has(folder)) {
      mkdirSync(folder, {recursive: true})
      this.folders.add(folder)
    }
    if (this.inPlace) writeWhole(full, data)
    else writeFileSync(full, data)
    this.written++
  }

  /** Put the folder in the target's place (every file is written by then). */
  commit(): void {
    if (this.inPlace) {
      for (const file of this.record!.keys()) if (!this.made.has(file)) rmSync(path.join(this.dir, file), {force: true})
      this.remember()
      return
    }
    const old = `${this.target}${replaced}${process.pid}`
    let moved = false
    try {
      renameSync(this.target, old)
      moved = true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    renameSync(this.dir, this.target)
    if (moved) rmSync(old, {recursive: true, force: true})
    this.remember()
  }

  /** Record what the folder now holds, for the next run of this process. */
  private remember(): void {
    if (!this.record) return
    const kept = new Map(this.record)
    this.record.clear()
    for (const [file, text] of this.made) {
      const stat = this.fresh.has(file) ? statOf(path.join(this.target, file)) : kept.get(file)
      if (stat) this.record.set(file, {text, size: stat.size, ctimeMs: stat.ctimeMs})
    }
  }

  /** Remove what this run wrote; the target stays as it was (in place: the next run writes it afresh). */
  abandon(): void {
    this.record?.clear()
    if (!this.inPlace) rmSync(this.dir, {recursive: true, force: true})
  }
}

/** A value as a JSON file holds it: compact (programs read the API), with a final newline. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value)}\n`
}

/** A file as a run wrote it: its text, and its size and change time on disk right after. */
export interface WrittenFile {
  text: string
  size: number
  ctimeMs: number
}

/** Whether `file` still holds what was written (same text asked for, same size and change time on disk). */
function unchanged(written: WrittenFile, text: string, file: string): boolean {
  if (written.text !== text) return false
  const stat = statOf(file)
  return stat !== null && stat.size === written.size && stat.ctimeMs === written.ctimeMs
}

function statOf(file: string): {size: number; ctimeMs: number} | null {
  try {
    return statSync(file)
  } catch {
    return null
  }
}

/** Write a file whole: a new file renamed over the old, so a reader never sees half of it. */
function writeWhole(file: string, data: Buffer): void {
  const partialFile = `${file}${partial}${process.pid}`
  writeFileSync(partialFile, data)
  renameSync(partialFile, file)
}

// Names of the folders beside the target: one being written, and the one it replaced.
const partial = '.partial-'
const replaced = '.replaced-'

/**
 * Remove what cut-short runs (of processes that are gone) left beside `target`: folders being
 * written, and a replaced folder.
 * A replaced folder whose successor never arrived (a crash between the two renames) is the last
 * complete output: it is put back in place.
 */
function removeLeftovers(target: string): void {
  const parent = path.dirname(target)
  const name = path.basename(target)
  // In byte order: of two replaced folders left by runs cut short, the same one is put back on every machine.
  let entries: string[]
  try {
    entries = listFolder(parent).map((entry) => entry.name)
  } catch {
    return
  }
  for (const entry of entries) {
    const full = path.join(parent, entry)
    if (entry.startsWith(`${name}${replaced}`) && !isRunning(Number(entry.slice(name.length + replaced.length)))) {
      try {
        renameSync(full, target)
        continue
      } catch {
        // The target exists: this one is stale.
      }
      rmSync(full, {recursive: true, force: true})
    } else if (entry.startsWith(`${name}${partial}`) && !isRunning(Number(entry.slice(name.length + partial.length)))) rmSync(full, {recursive: true, force: true})
  }
}
