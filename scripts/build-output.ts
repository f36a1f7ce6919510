// A build's output swapped in whole (scripts/build.ts), run while holding the lock (scripts/lock.ts).
//
// The output: a build writes `dist.tmp/`. Once every stage succeeded, it renames that to
// `dist.new/`, which by its name is complete, then `dist/` to `dist.old/` and `dist.new/` to
// `dist/`, and removes `dist.old/`. A build stopped between those renames leaves no `dist/`: the
// next build, once it holds the lock and before anything else, puts back `dist.new/` (the newer,
// complete build), or else `dist.old/`, and removes what is left of the others.
import {existsSync, renameSync, rmSync} from 'node:fs'

/** The folders of a build's output: where it is built, where it waits complete, and where the one it replaces goes meanwhile. */
export interface OutputFolders {
  out: string
  temporary: string
  complete: string
  previous: string
}

export function outputFolders(out: string): OutputFolders {
  return {out, temporary: `${out}.tmp`, complete: `${out}.new`, previous: `${out}.old`}
}

/**
 * Puts back an output folder that a build stopped while swapping left missing: the complete new
 * build, or else the previous one; then removes every leftover. Returns the folder it restored
 * from, or null. Run while holding the build lock.
 */
export function recoverOutput({out, temporary, complete, previous}: OutputFolders): string | null {
  let restored: string | null = null
  if (!existsSync(out)) {
    restored = [complete, previous].find((folder) => existsSync(folder)) ?? null
    if (restored) renameSync(restored, out)
  }
  for (const leftover of [temporary, complete, previous]) rmSync(leftover, {recursive: true, force: true})
  return restored
}

/** Swaps the finished build in `temporary` in as `out` (see the top of this file). */
export function swapInOutput({out, temporary, complete, previous}: OutputFolders): void {
  renameSync(temporary, complete)
  if (existsSync(out)) renameSync(out, previous)
  renameSync(complete, out)
  rmSync(previous, {recursive: true, force: true})
}
