// One writer of the project's data at a time: `npm run build`, `npm run data` and every run of
// `npm run dev`'s data stage hold the same lock, `.data/build.lock`, while they write `.data/` (and
// the lists the data stage keeps in `laws/`). So a build reads, from its data stage to its last
// page, one snapshot of the data stage's output, which no other command can change under it.
//
// The lock file holds the pid of its holder, when that process started (src/processes.ts) and
// what it is (`build`, `data`, `dev`). It is written under a name of its own and then hard-linked
// into place, which fails when a lock exists, so nobody ever reads a half-written one. A lock
// whose process is gone (it crashed, was killed, is a zombie, or its pid now names another
// process) is taken over. The data stage a build starts runs under the build's lock.
import {linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'
import {isMainThread} from 'node:worker_threads'
import {isAncestor, isRunning, startTime} from '../src/processes.ts'

/** Who writes: a build, `npm run data`, or a run of `npm run dev`'s data stage. */
export type Writer = 'build' | 'data' | 'dev'

/** What a lock file says: its holder's pid (NaN when it names none), start time and kind ('' when it does not say). */
export interface LockHolder {
  pid: number
  started: string
  writer: string
}

/** Another writer holds the lock; its message says who, in English and Dutch. */
export class LockedError extends Error {
  readonly holder: LockHolder
  constructor(holder: LockHolder, file: string) {
    const shown = path.relative(process.cwd(), file) || file
    const {pid, writer} = holder
    const [who, none, dutch] =
      writer === 'data'
        ? ['`npm run data` is running', 'it does not run', 'De datastap loopt al']
        : writer === 'dev'
          ? ['`npm run dev` is writing the data', 'it does not run', '`npm run dev` schrijft de gegevens al']
          : ['Another build is running', 'no build runs', 'Een build loopt al']
    super(`${who} (pid ${pid}); wait for it to end, or remove ${shown} if ${none}.\n${dutch} (pid ${pid}).`)
    this.holder = holder
  }
}

/** The lock cannot be read or written (a folder in its place, no permission, a full disk): nobody can tell who holds it. */
export class LockUnusableError extends Error {
  constructor(file: string, code: string) {
    const shown = path.relative(process.cwd(), file) || file
    super(`Cannot take the lock ${shown} (${code}); remove whatever is in its place if no build or data stage runs, and make room on the disk.\nDe vergrendeling ${shown} is onbruikbaar (${code}).`)
  }
}

export interface Lock {
  /** The pid of a writer that died holding the lock, which this one took over; null if there was none. */
  tookOver: number | null
  /** Removes the lock if it is still this process's (also run on exit). A lock held for a parent is left to it. */
  release(): void
}

/** What lock `file` says; undefined when there is none. */
export function lockHolder(file: string): LockHolder | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const [pid = '', started = '', writer = ''] = text.trim().split(' ')
  return {pid: Number(pid || Number.NaN), started, writer}
}

/**
 * Takes lock `file` for this process as `writer`, taking over a lock whose process is gone; throws
 * `LockedError` while another writer runs. The data stage of a build (a process the holder
 * started, directly or not) runs under its lock. Two writers that find the same stale lock at once each move it aside
 * under a name of their own before dropping it, so one of them ends up holding the lock and the
 * other stops.
 */
export function acquireLock(file: string, writer: Writer): Lock {
  try {
    return takeLock(file, writer)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (error instanceof LockedError || typeof code !== 'string') throw error
    throw new LockUnusableError(file, code)
  }
}

function takeLock(file: string, writer: Writer): Lock {
  mkdirSync(path.dirname(file), {recursive: true})
  const held = lockHolder(file)
  if (writer === 'data' && held?.writer === 'build' && isAncestor(held.pid) && isRunning(held.pid, held.started)) return {tookOver: null, release: () => {}}
  const own = `${file}.${process.pid}`
  const text = `${process.pid} ${startTime(process.pid)} ${writer}\n`
  let tookOver: number | null = null
  try {
    // Inside the `finally`: a write refused half way (a full disk) leaves no empty file behind.
    writeFileSync(own, text)
    for (;;) {
      try {
        linkSync(own, file)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const holder = lockHolder(file)
      if (holder === undefined) continue
      if (isRunning(holder.pid, holder.started)) throw new LockedError(holder, file)
      const aside = `${file}.stale.${process.pid}`
      try {
        renameSync(file, aside)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      const moved = lockHolder(aside)
      // Another writer took the stale lock over between our reading and our moving it: give its lock back.
      if (JSON.stringify(moved) !== JSON.stringify(holder)) linkBack(aside, file)
      else if (Number.isInteger(holder.pid) && holder.pid !== process.pid) tookOver = holder.pid
      rmSync(aside, {force: true})
    }
  } finally {
    rmSync(own, {force: true})
  }
  const release = () => {
    process.off('exit', release)
    let now: string | null = null
    try {
      now = readFileSync(file, 'utf8')
    } catch {
      // Gone already.
    }
    if (now === text) rmSync(file, {force: true})
  }
  process.on('exit', release)
  exitOnSignals()
  return {tookOver, release}
}

/** `acquireLock`, waiting while another writer holds the lock; `waiting` is called once, with the holder, if it must wait. */
export async function acquireLockWhenFree(file: string, writer: Writer, waiting: (holder: LockHolder) => void): Promise<Lock> {
  let told = false
  for (;;) {
    try {
      return acquireLock(file, writer)
    } catch (error) {
      if (!(error instanceof LockedError)) throw error
      if (!told) waiting(error.holder)
      told = true
    }
    await sleep(200)
  }
}

let signalsHandled = false
/** A writer stopped from the terminal releases its lock too (the exit handlers run on process.exit). Worker threads get no signals. */
function exitOnSignals(): void {
  if (signalsHandled || !isMainThread) return
  signalsHandled = true
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + os.constants.signals[signal]))
}

function linkBack(aside: string, file: string): void {
  try {
    linkSync(aside, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}
