// Writes the data stage's output folder so that a run cut short can do no harm: every file goes
// into a fresh folder beside the target, and only a complete folder replaces the target (two
// renames). A run that fails or is killed leaves the last good folder in place; what it left
// beside it is removed by the next run, which trusts nothing on disk and writes every file again.
//
// Files are written in the background (libuv's thread pool, so on another core while the stage
// goes on producing the next file); `drain` bounds what waits in memory.
import {mkdirSync, readdirSync, renameSync, rmSync} from 'node:fs'
import {writeFile} from 'node:fs/promises'
import path from 'node:path'

export class OutputFolder {
  /** The folder the output replaces when complete. */
  readonly target: string
  /** Where this run writes. */
  readonly dir: string
  private readonly folders = new Set<string>()
  /** Writes in the order queued; those `drain` waited for are taken off the front. */
  private readonly queue: Array<Promise<void>> = []
  private pendingBytes = 0
  /** Bytes queued for writing beyond which `drain` waits. */
  readonly maxPending: number
  written = 0
  bytes = 0

  constructor(target: string, {maxPending = 32 << 20}: {maxPending?: number} = {}) {
    this.target = target
    this.maxPending = maxPending
    removeLeftovers(target)
    this.dir = `${target}${partial}${process.pid}`
    mkdirSync(this.dir, {recursive: true})
  }

  /** Compact JSON: the API is read by programs, and indentation would add a third to its size. */
  json(file: string, value: unknown): void {
    this.text(file, `${JSON.stringify(value)}\n`)
  }

  text(file: string, text: string): void {
    const data = Buffer.from(text)
    const full = path.join(this.dir, file)
    const folder = path.dirname(full)
    if (!this.folders.has(folder)) {
      mkdirSync(folder, {recursive: true})
      this.folders.add(folder)
    }
    this.bytes += data.length
    this.pendingBytes += data.length
    this.queue.push(
      writeFile(full, data).finally(() => {
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
    try {
      await Promise.all(this.queue.splice(0))
    } catch (error) {
      this.abandon()
      throw error
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
  }

  /** Remove what this run wrote; the target stays as it was. */
  abandon(): void {
    rmSync(this.dir, {recursive: true, force: true})
  }
}

// Names of the folders beside the target: one being written, and the one it replaced.
const partial = '.partial-'
const replaced = '.replaced-'

/**
 * Remove what cut-short runs left beside `target`: folders being written (by a process that is
 * gone), and a replaced folder.
 * A replaced folder whose successor never arrived (a crash between the two renames) is the last
 * complete output: it is put back in place.
 */
function removeLeftovers(target: string): void {
  const parent = path.dirname(target)
  const name = path.basename(target)
  let entries: string[]
  try {
    entries = readdirSync(parent)
  } catch {
    return
  }
  for (const entry of entries) {
    const full = path.join(parent, entry)
    if (entry.startsWith(`${name}${replaced}`)) {
      try {
        renameSync(full, target)
        continue
      } catch {
        // The target exists: this one is stale.
      }
      rmSync(full, {recursive: true, force: true})
    } else if (entry.startsWith(`${name}${partial}`) && !running(Number(entry.slice(name.length + partial.length)))) rmSync(full, {recursive: true, force: true})
  }
}

/** Whether a process of this id runs (another run writing its own folder beside the target). */
function running(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
