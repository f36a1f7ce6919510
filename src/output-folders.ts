// The one way an output folder is replaced whole, for the data stage's `.data/public/api/`
// (src/export/writer.ts) and the build's `dist/` (scripts/build.ts): a run cut short at any moment
// leaves either the last complete output or the new complete one in place, never a mix.
//
// A run writes `<out>.tmp`. Once it is complete, it renames that to `<out>.new`, which by its name
// is complete, then `<out>` to `<out>.old` and `<out>.new` to `<out>`, and removes `<out>.old`. A
// run stopped between those renames leaves no `<out>`: the next run, before anything else, puts back
// `<out>.new` (the newer, complete output), or else `<out>.old`, and removes what is left of the
// others.
//
// The names carry the run's owner when several runs may write at once (the data stage: its pid,
// `api.tmp-4242`); the next run then clears only what runs that are gone left. A writer that holds
// a lock (the build) has no owner in its names, and everything left is a leftover.
import {existsSync, renameSync, rmSync} from 'node:fs'
import path from 'node:path'
import {listFolder} from './listing.ts'

/** The folders of one run's output: where it is written, where it waits complete, and where the one it replaces goes meanwhile. */
export interface OutputFolders {
  out: string
  temporary: string
  complete: string
  previous: string
}

/** The folders of a run writing `out`; `owner` (a pid) when runs that hold no lock may write at once. */
export function outputFolders(out: string, owner = ''): OutputFolders {
  const name = (stage: string) => `${out}.${stage}${owner === '' ? '' : `-${owner}`}`
  return {out, temporary: name('tmp'), complete: name('new'), previous: name('old')}
}

/**
 * Puts back `out` when a run stopped while swapping left it missing: a complete new output, or
 * else the previous one; then removes every leftover. Only folders whose owner `isLeftover` says
 * is gone are touched: by default those without an owner, the names of a writer that holds a
 * lock. Returns the folder it restored from, or null.
 */
export function recoverOutput(out: string, isLeftover: (owner: string) => boolean = (owner) => owner === ''): string | null {
  const parent = path.dirname(out)
  const prefix = `${path.basename(out)}.`
  let names: string[]
  try {
    names = listFolder(parent).map((entry) => entry.name)
  } catch {
    return null
  }
  // Each leftover with its stage; in byte order, so that of two left by runs cut short the same one is put back on every machine.
  const leftovers = names.flatMap((name) => {
    const match = /^(tmp|new|old)(?:-(.+))?$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '')
    return match && isLeftover(match[2] ?? '') ? [{folder: path.join(parent, name), stage: match[1]!}] : []
  })
  let restored: string | null = null
  if (!existsSync(out)) {
    restored = (leftovers.find(({stage}) => stage === 'new') ?? leftovers.find(({stage}) => stage === 'old'))?.folder ?? null
    if (restored) renameSync(restored, out)
  }
  for (const {folder} of leftovers) if (folder !== restored) rmSync(folder, {recursive: true, force: true})
  return restored
}

/** Swaps the complete output in `temporary` in as `out` (see the top of this file). */
export function swapInOutput({out, temporary, complete, previous}: OutputFolders): void {
  renameSync(temporary, complete)
  if (existsSync(out)) renameSync(out, previous)
  renameSync(complete, out)
  rmSync(previous, {recursive: true, force: true})
}
