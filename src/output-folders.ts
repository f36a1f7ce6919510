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
import {createHash} from 'node:crypto'
import {existsSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {onDisk} from './file-system.ts'
import {sealFile} from './ids.ts'
import {listFolder, listTree} from './listing.ts'

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

/** How a recovery tells leftovers and complete folders apart. */
export interface Recovery {
  /** Whether a folder's owner (a pid, or '' for a writer that holds a lock) is gone: only its folders are touched. */
  isLeftover?: (owner: string) => boolean
  /** Whether a `new` or `old` folder is verifiably complete: only such a folder is put in place. */
  isComplete?: (folder: string) => boolean
}

/**
 * Puts back `out` when a run stopped while swapping left it missing: a complete new output, or
 * else a complete previous one, as `isComplete` verifies; then removes every leftover. A folder
 * that cannot be verified is never put in place, and while no complete `out` is in place none is
 * removed but the temporary ones: the only complete copy is never deleted. Only folders whose
 * owner `isLeftover` says is gone are touched: by default those without an owner, the names of a
 * writer that holds a lock. Returns the folder it restored from, or null.
 */
export function recoverOutput(out: string, {isLeftover = (owner) => owner === '', isComplete = () => true}: Recovery = {}): string | null {
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
    const candidates = [...leftovers.filter(({stage}) => stage === 'new'), ...leftovers.filter(({stage}) => stage === 'old')]
    restored = candidates.find(({folder}) => isComplete(folder))?.folder ?? null
    if (restored) onDisk('rename', restored, () => renameSync(restored!, out))
  }
  const safe = existsSync(out)
  for (const {folder, stage} of leftovers) if (folder !== restored && (safe || stage === 'tmp')) rmSync(folder, {recursive: true, force: true})
  return restored
}

interface Seal {
  files: {path: string; bytes: number; sha256: string}[]
}

/** Writes the seal of `folder`: every file it holds now, with its size and digest. */
export function sealFolder(folder: string): void {
  const seal: Seal = {files: filesOf(folder).map((file) => ({path: file, ...digestOf(readFileSync(path.join(folder, file)))}))}
  const target = path.join(folder, sealFile)
  onDisk('write', target, () => writeFileSync(target, `${JSON.stringify(seal)}\n`))
}

/** Whether `folder` holds exactly the files its seal lists, each with the size and digest listed. */
export function isSealed(folder: string): boolean {
  let seal: Seal
  try {
    seal = JSON.parse(readFileSync(path.join(folder, sealFile), 'utf8')) as Seal
    const files = filesOf(folder)
    if (!Array.isArray(seal.files) || files.length !== seal.files.length) return false
    return seal.files.every((listed, index) => {
      if (listed.path !== files[index]) return false
      const data = readFileSync(path.join(folder, listed.path))
      return data.length === listed.bytes && digestOf(data).sha256 === listed.sha256
    })
  } catch {
    return false
  }
}

/** The files under `folder` but the seal, as `/`-separated paths in byte order. */
function filesOf(folder: string): string[] {
  return listTree(folder)
    .filter(({path: file, entry}) => entry.isFile() && file !== sealFile)
    .map(({path: file}) => file)
}

function digestOf(data: Buffer): {bytes: number; sha256: string} {
  return {bytes: data.length, sha256: createHash('sha256').update(data).digest('hex')}
}

/** Swaps the complete output in `temporary` in as `out` (see the top of this file). */
export function swapInOutput({out, temporary, complete, previous}: OutputFolders): void {
  onDisk('rename', temporary, () => renameSync(temporary, complete))
  try {
    if (existsSync(out)) onDisk('rename', out, () => renameSync(out, previous))
    onDisk('rename', complete, () => renameSync(complete, out))
  } catch (error) {
    // Refused half way: the previous output goes back in its place, as if this run never was.
    if (!existsSync(out) && existsSync(previous)) renameSync(previous, out)
    rmSync(complete, {recursive: true, force: true})
    throw error
  }
  rmSync(previous, {recursive: true, force: true})
}
