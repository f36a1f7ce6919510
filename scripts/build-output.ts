// One build at a time in a project (scripts/build.ts); its output is swapped in whole as every
// output folder is (src/output-folders.ts), while it holds the lock.
//
// The lock: `.data/build.lock` holds the pid of the build that runs; the data stage's output in
// `.data/` and every output folder are the project's, so a second build waits for nobody and
// stops. The lock is written under a name of its own and then hard-linked into place, which fails
// when a lock exists, so no build ever reads a half-written one. A lock whose process is gone (a
// build that crashed or was killed) is taken over.
import {linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {isRunning} from '../src/processes.ts'

/** A build already holds the lock; its message says so in English and Dutch. */
export class BuildLockedError extends Error {
  readonly pid: number
  constructor(pid: number, file: string) {
    const shown = path.relative(process.cwd(), file) || file
    super(`Another build is running (pid ${pid}); wait for it to end, or remove ${shown} if no build runs.\nEen build loopt al (pid ${pid}).`)
    this.pid = pid
  }
}

export interface BuildLock {
  /** The pid of a build that died holding the lock, which this one took over; null if there was none. */
  tookOver: number | null
  /** Removes the lock if it is still this process's. Also run on exit and on SIGINT, SIGTERM and SIGHUP. */
  release(): void
}

/** The pid in a lock file; undefined when there is no lock file, NaN when it holds no pid. */
function lockHolder(file: string): number | undefined {
  try {
    return Number(readFileSync(file, 'utf8').trim() || Number.NaN)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * Takes the build lock `file` for this process, taking over a lock whose process is gone; throws
 * `BuildLockedError` while another build runs. Two builds that find the same stale lock at once
 * each move it aside under a name of their own before dropping it, so one of them ends up holding
 * the lock and the other stops.
 */
export function acquireBuildLock(file: string): BuildLock {
  mkdirSync(path.dirname(file), {recursive: true})
  const own = `${file}.${process.pid}`
  writeFileSync(own, `${process.pid}\n`)
  let tookOver: number | null = null
  try {
    for (;;) {
      try {
        linkSync(own, file)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const holder = lockHolder(file)
      if (holder === undefined) continue
      if (isRunning(holder)) throw new BuildLockedError(holder, file)
      const aside = `${file}.stale.${process.pid}`
      try {
        renameSync(file, aside)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      const moved = lockHolder(aside)
      // Another build took the stale lock over between our reading and our moving it: give its lock back.
      if (!Object.is(moved, holder)) linkBack(aside, file)
      else if (Number.isInteger(holder)) tookOver = holder
      rmSync(aside, {force: true})
    }
  } finally {
    rmSync(own, {force: true})
  }
  const release = () => {
    if (lockHolder(file) === process.pid) rmSync(file, {force: true})
  }
  process.on('exit', release)
  // A build stopped from the terminal releases its lock too (the exit handler runs on process.exit).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(128 + os.constants.signals[signal]))
  return {tookOver, release}
}

function linkBack(aside: string, file: string): void {
  try {
    linkSync(aside, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
}
