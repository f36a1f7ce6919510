// Writes the data stage's output folder so that a run cut short can do no harm: every file goes
// into a fresh folder beside the target, and only a complete folder replaces the target, swapped
// in as the build swaps in `dist/` (src/output-folders.ts; the folders carry this process's pid,
// as another process may write at the same time). A run that fails or is killed leaves the last
// good folder in place; what it left beside it is removed, or put in place when it was complete,
// by the next run, which trusts nothing on disk and writes every file again.
//
// A long-lived process that wrote the folder itself (`npm run dev`) may pass what it wrote last
// (`last`): files are then written in place, each whole (a new file renamed over the old), only
// where the text or the file on disk differs, and files no longer made are removed.
//
// Files are written in the background (libuv's thread pool, so on another core while the stage
// goes on producing the next file); `drain` bounds what waits in memory, and at most `maxOpen`
// files are being written at once, so any number of files stays under a low limit of open files
// (`ulimit -n 1024`, or less).
import {existsSync, mkdirSync, rmSync, statSync} from 'node:fs'
import {rename, writeFile} from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import {outputFolders, recoverOutput, swapInOutput, type OutputFolders} from '../output-folders.ts'
import {onDisk} from '../file-system.ts'
import {holdsManifest} from './manifest.ts'
import {isRunning} from '../processes.ts'

export class OutputFolder {
  /** The folder the output replaces when complete. */
  readonly target: string
  /** Where this run writes. */
  readonly dir: string
  /** The folders of the swap: this run's, named after its process. */
  private readonly swap: OutputFolders
  private readonly folders = new Set<string>()
  /** Writes in the order queued; those `drain` waited for are taken off the front. */
  private readonly queue: Array<Promise<void>> = []
  private pendingBytes = 0
  /** Bytes queued for writing beyond which `drain` waits. */
  readonly maxPending: number
  /** Starts a write when fewer than `maxOpen` are under way: each holds a file open. */
  private readonly limit: ReturnType<typeof pLimit>
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
  constructor(target: string, {maxPending = 32 << 20, maxOpen = 16, last}: {maxPending?: number; maxOpen?: number; last?: Map<string, WrittenFile>} = {}) {
    this.target = target
    this.maxPending = maxPending
    this.limit = pLimit(maxOpen)
    // What runs of processes that are gone left: removed, or put in place when it is the last complete output.
    recoverOutput(target, {isLeftover: (owner) => /^\d+$/.test(owner) && !isRunning(Number(owner)), isComplete: holdsManifest})
    this.swap = outputFolders(target, String(process.pid))
    this.record = last ?? null
    this.inPlace = last !== undefined && last.size > 0 && existsSync(target)
    if (!this.inPlace) last?.clear()
    this.dir = this.inPlace ? target : this.swap.temporary
    onDisk('create', this.dir, () => mkdirSync(this.dir, {recursive: true}))
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
      onDisk('create', folder, () => mkdirSync(folder, {recursive: true}))
      this.folders.add(folder)
    }
    this.pendingBytes += data.length
    this.queue.push(
      this.limit(() => onDisk('write', full, () => (this.inPlace ? writeWhole(full, data) : writeFile(full, data)))).finally(() => {
        this.pendingBytes -= data.length
      })
    )
    this.written++
  }

  /** Whether the files queued for writing hold `maxPending` bytes or more: then `drain` waits. */
  get full(): boolean {
    return this.pendingBytes >= this.maxPending && this.queue.length > 0
  }

  /** Wait until the files queued for writing hold less than `maxPending` bytes (call between files, when `full`). */
  async drain(): Promise<void> {
    // Writes finish about in the order queued: waiting for the oldest frees the most memory first.
    while (this.pendingBytes >= this.maxPending && this.queue.length > 0) await this.queue.shift()
  }

  /** Wait for every write, then put the folder in the target's place. A failed write rejects here, and the target stays. */
  async commit(): Promise<void> {
    // Every write settled before a failure removes the folder: one still under way would write into it again.
    const failed = (await Promise.allSettled(this.queue.splice(0))).find((outcome) => outcome.status === 'rejected')
    if (failed) {
      await this.abandon()
      throw failed.reason
    }
    if (this.inPlace) {
      for (const file of this.record!.keys()) if (!this.made.has(file)) rmSync(path.join(this.dir, file), {force: true})
      this.remember()
      return
    }
    try {
      swapInOutput(this.swap)
    } catch (error) {
      this.record?.clear()
      throw error
    }
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

  /** Remove what this run wrote, once every write under way has settled; the target stays as it was (in place: the next run writes it afresh). */
  async abandon(): Promise<void> {
    this.record?.clear()
    await Promise.allSettled(this.queue.splice(0))
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
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const partialFile = `${file}.partial-${process.pid}`
  await writeFile(partialFile, data)
  await rename(partialFile, file)
}
