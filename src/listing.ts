// Folder listings in one order: the byte order of the names' UTF-8, not the order a file system
// lists them in (which differs between file systems and machines) and not a locale's. Nothing made
// from a listing (the sources read, the search index, the offline packs, a digest of the code) may
// follow the file system's order, so every listing of src/, scripts/, support/ and site/ goes
// through here (tests/architecture.test.ts checks it).
import {readdirSync, type Dirent} from 'node:fs'
import path from 'node:path'

/** Byte order of two strings' UTF-8 (which is code point order): the same on every machine, in every locale. */
export function byteOrder(a: string, b: string): number {
  return a === b ? 0 : Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}

/** The entries of `dir`, in byte order of their names; throws as `readdirSync` does. */
export function listFolder(dir: string): Dirent[] {
  return readdirSync(dir, {withFileTypes: true}).sort((a, b) => byteOrder(a.name, b.name))
}

/**
 * Every file and folder under `dir` at any depth, each with its path relative to `dir` (`/`
 * between segments), in byte order of those paths; throws as `readdirSync` does.
 */
export function listTree(dir: string): Array<{path: string; entry: Dirent}> {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .map((entry) => ({path: path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join(path.posix.sep), entry}))
    .sort((a, b) => byteOrder(a.path, b.path))
}
