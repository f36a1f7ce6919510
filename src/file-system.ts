// The one reporter of the file system's refusals. Node's own errors for a full disk or a file-size
// limit name no path when they come from a write on an open file ("EFBIG: file too large, write"),
// and reach a user as a stack trace. Every write, rename and lock of the data stage, the build and
// the import goes through `onDisk`, which names the operation and the path; the commands print
// `failureMessage` (English, then Dutch, as the lock's messages) and exit 1.
import path from 'node:path'
import {capital} from './vocabulary.ts'

/** What a refusal means and what to do about it, per error code. */
const causes: Record<string, {english: string; dutch: string; remedy: string}> = {
  ENOSPC: {english: 'the disk is full', dutch: 'de schijf is vol', remedy: 'make room on the disk and run again'},
  EDQUOT: {english: 'the disk quota is used up', dutch: 'het schijfquotum is op', remedy: 'make room within the quota and run again'},
  EFBIG: {english: 'the file is larger than this system allows', dutch: 'het bestand is groter dan het systeem toestaat', remedy: 'raise the file-size limit (`ulimit -f`) and run again'},
  EACCES: {english: 'permission denied', dutch: 'geen toestemming', remedy: 'give this user write access to the folder and run again'},
  EPERM: {english: 'operation not permitted', dutch: 'niet toegestaan', remedy: 'give this user write access to the folder and run again'},
  EROFS: {english: 'the file system is read-only', dutch: 'het bestandssysteem is alleen-lezen', remedy: 'run it on a writable disk'},
  EMFILE: {english: 'too many open files', dutch: 'te veel open bestanden', remedy: 'raise the limit of open files (`ulimit -n`) and run again'},
  ENFILE: {english: 'the system has too many open files', dutch: 'het systeem heeft te veel open bestanden', remedy: 'close other programs and run again'}
}

/** A refusal of the file system, with the operation and the path it refused. */
export class FileSystemError extends Error {
  readonly code: string
  readonly file: string
  constructor(operation: string, file: string, code: string, cause: unknown) {
    const shown = path.relative(process.cwd(), file) || file
    const meaning = causes[code]!
    super(`Cannot ${operation} ${shown}: ${meaning.english} (${code}); ${meaning.remedy}.\nKan ${shown} niet schrijven: ${meaning.dutch} (${code}).`, {cause})
    this.code = code
    this.file = file
  }
}

/** An error and the errors that caused it, outermost first (a bounded walk: a cause may loop). */
function* causeChain(error: unknown): Generator<NodeJS.ErrnoException> {
  for (let at = error, depth = 0; at instanceof Error && depth < 8; at = at.cause, depth++) yield at as NodeJS.ErrnoException
}

/** The code of a refusal this module explains, found on `error` or its causes; undefined for anything else. */
function refusalCode(error: unknown): string | undefined {
  for (const at of causeChain(error)) if (typeof at.code === 'string' && at.code in causes) return at.code
  return undefined
}

/** `error` as a FileSystemError naming `file`, when it is a refusal this module explains; else `error` itself. */
export function asFileSystemError(error: unknown, operation: string, file: string): unknown {
  if (error instanceof FileSystemError) return error
  const code = refusalCode(error)
  return code === undefined ? error : new FileSystemError(operation, file, code, error)
}

/** Runs the file operation `run` on `file`; a refusal comes out as a FileSystemError that names them. */
export function onDisk<T>(operation: string, file: string, run: () => T): T {
  let result: T
  try {
    result = run()
  } catch (error) {
    throw asFileSystemError(error, operation, file)
  }
  if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(asFileSystemError(error, operation, file))) as T
  return result
}

/**
 * What a command prints for an error that ended it: the message of a refusal of the file system
 * (named, or found in the causes of another tool's error, naming the path that tool gives), or
 * the error's message; never a stack trace.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof FileSystemError) return error.message
  const code = refusalCode(error)
  if (code !== undefined) {
    const file = findPath(error)
    if (file !== undefined) return new FileSystemError('write', file, code, error).message
    const meaning = causes[code]!
    return `Cannot write: ${meaning.english} (${code}); ${meaning.remedy}.\nKan niet schrijven: ${meaning.dutch} (${code}).`
  }
  return describedRefusal(withoutTraces(error instanceof Error ? error.message : String(error)))
}

/** Errno numbers as Rust tools (rolldown, Pagefind) print them: "File too large (os error 27)". */
const osErrors: Record<string, string> = {'13': 'EACCES', '24': 'EMFILE', '27': 'EFBIG', '28': 'ENOSPC', '30': 'EROFS', '122': 'EDQUOT'}

/** A tool's message, with what to do added when it tells of a refusal of the file system by its errno or Pagefind's "StorageFull". */
function describedRefusal(text: string): string {
  const code = /StorageFull/.test(text) ? 'ENOSPC' : osErrors[/\(os error (\d+)\)/.exec(text)?.[1] ?? '']
  if (code === undefined) return text
  const meaning = causes[code]!
  return `${text}\n${capital(meaning.english)} (${code}): ${meaning.remedy}.\n${capital(meaning.dutch)} (${code}).`
}

/**
 * A tool's message without the traces it carries: a Rust panic's backtrace ("Stack backtrace:",
 * "stack backtrace:", numbered frames), JavaScript stack frames, `node:internal` source lines and
 * their carets. What is left is what the tool said.
 */
export function withoutTraces(text: string): string {
  // Terminal colours first (ESC [ … m), built from its code: a control character in a pattern literal is a lint error.
  const plain = text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
  const kept: string[] = []
  let skipping: 'backtrace' | 'excerpt' | null = null
  for (const line of plain.split('\n').map((line) => line.trimEnd())) {
    if (/^stack backtrace:?$/i.test(line.trim())) skipping = 'backtrace'
    // Node's excerpt of the source a trace starts in: its place, the line, the caret under it.
    else if (/^node:internal\/\S+:\d+$/.test(line)) skipping = 'excerpt'
    if (skipping === 'backtrace' && (line.trim() === '' || /^\s*(\d+:|at |stack backtrace)/i.test(line))) continue
    if (skipping === 'excerpt') {
      if (/^\s*\^+\s*$/.test(line)) skipping = null
      continue
    }
    skipping = null
    if (/^\s+at /.test(line) || /^Node\.js v\d/.test(line) || /^note: .*RUST_BACKTRACE/.test(line) || /^Warning: Detected unsettled top-level await/.test(line)) continue
    kept.push(line)
  }
  while (kept.length > 0 && kept.at(-1)!.trim() === '') kept.pop()
  while (kept.length > 0 && kept[0]!.trim() === '') kept.shift()
  return kept.join('\n')
}

function findPath(error: unknown): string | undefined {
  for (const at of causeChain(error)) if (typeof at.path === 'string') return at.path
  return undefined
}
