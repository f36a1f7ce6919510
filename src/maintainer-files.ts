// The maintainer's files beside the edition folders of `laws/` (`concordance.txt`, `lineages.txt`,
// `urls.txt`, `acknowledged.txt`), each read by its own stage, all through here: one way to read
// them from disk, one way to split them into lines (LF, CRLF or a lone CR), one rule for what a
// line that says nothing is (blank, or a `#` comment), and one place for a line in a diagnostic.
// `laws/corpus.json` has its own reader (src/corpus-config.ts).
import {lstatSync, readFileSync} from 'node:fs'
import path from 'node:path'
import type {Position} from 'unist'
import {VFile} from 'vfile'
import {quote, report} from './rules.ts'

/**
 * Why a file could not be read from disk: it is not there, it is a link that leads nowhere, a
 * folder, or a file the data stage may not read (with the error's code).
 */
export type FileUnreadable = {kind: 'missing'} | {kind: 'dangling-link'} | {kind: 'folder'} | {kind: 'unreadable'; code: string}

/** A maintainer's file as read: its text, empty with the reason when it could not be read. */
export interface MaintainerFile {
  file: VFile
  unreadable?: FileUnreadable
}

/** A maintainer's file from disk, or empty with the reason it could not be read; its path is relative to `cwd`. */
export function readMaintainerFileFrom(lawsDir: string, name: string, {cwd = process.cwd()}: {cwd?: string} = {}): MaintainerFile {
  const full = path.join(lawsDir, name)
  const file = new VFile({path: path.relative(cwd, full), value: ''})
  try {
    file.value = readFileSync(full, 'utf8')
    return {file}
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error'
    if (code === 'EISDIR') return {file, unreadable: {kind: 'folder'}}
    if (code !== 'ENOENT') return {file, unreadable: {kind: 'unreadable', code}}
    let link = false
    try {
      link = lstatSync(full).isSymbolicLink()
    } catch {
      // Nothing there at all.
    }
    return {file, unreadable: link ? {kind: 'dangling-link'} : {kind: 'missing'}}
  }
}

/**
 * A maintainer's file that may be left out (`concordance.txt`, `acknowledged.txt`): its text,
 * empty when there is none. One that cannot be read (a folder by that name, a file without read
 * permission) is empty too, with an error on it: its stage would otherwise run on nothing. The
 * files the data stage keeps (`lineages.txt`, `urls.txt`) must be there: their stages read them
 * with `readMaintainerFileFrom` and report a missing one themselves.
 */
export function readMaintainerFile(lawsDir: string, name: string, options: {cwd?: string} = {}): VFile {
  const {file, unreadable} = readMaintainerFileFrom(lawsDir, name, options)
  if (unreadable && unreadable.kind !== 'missing') reportUnreadable(file, name, unreadable)
  return file
}

/** The error on a maintainer's file that could not be read (`maintainer-file-unreadable`), at 1:1. */
export function reportUnreadable(file: VFile, name: string, unreadable: FileUnreadable): void {
  report(file, `Unexpected ${unreadableWords(unreadable, name)}, expected a text file the data stage may read (or none)`, {ruleId: 'maintainer-file-unreadable', place: atStart})
}

/** A file as it was found, in a message: "missing `laws/urls.txt`", "folder `concordance.txt`", ... */
export function unreadableWords(unreadable: FileUnreadable, name: string): string {
  const shown = `\`${quote(name)}\``
  switch (unreadable.kind) {
    case 'missing':
      return `missing ${shown}`
    case 'dangling-link':
      return `link ${shown} that leads nowhere`
    case 'folder':
      return `folder ${shown}`
    case 'unreadable':
      return `unreadable ${shown} (${unreadable.code})`
  }
}

/** The place of a message about a whole file: its first line, first column. */
export const atStart: Position = {start: {line: 1, column: 1}, end: {line: 1, column: 1}}

/** A line of a maintainer's file: its number (from 1), its text as written, and that text trimmed. */
export interface Line {
  line: number
  raw: string
  text: string
}

/** Every line of a file, comments and blank lines included (LF, CRLF and a lone CR end a line). */
export function linesOf(file: VFile): Line[] {
  return String(file.value)
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({line: index + 1, raw, text: raw.trim()}))
}

/** The lines of a file that say something: neither blank nor a `#` comment. */
export function entryLines(file: VFile): Line[] {
  return linesOf(file).filter(({text}) => text !== '' && !text.startsWith('#'))
}

/** The place of a whole line in a diagnostic: from its first column to its end. */
export function linePlace({line, raw}: {line: number; raw: string}): Position {
  return {start: {line, column: 1}, end: {line, column: raw.length + 1}}
}
