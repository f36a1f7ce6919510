// From an mdast tree to the source lines it covers. Law structure hides inside mdast paragraphs and
// lists (a footnote and the next lid share one paragraph; a heading is a lazy continuation of a list
// item), so the parser reads line by line. mdast supplies the positions and the grouping: lines of
// one top-level block belong together, a blank line separates blocks.
import type {Root} from 'mdast'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {characterName, cleanLine, findCharacters, leadingSpace, trimSpace, type CharacterKind} from '../characters.ts'
import {report, type RuleId} from '../rules.ts'

export {controlCharacters} from '../characters.ts'

export interface SourceLine {
  /** 1-based line number in the file. */
  line: number
  /** Column (1-based) where `text` starts. */
  column: number
  /** Column just past the last character of the raw line. */
  endColumn: number
  /** The line as in the file (for columns). */
  raw: string
  /** The line with the policies of characters.ts applied, whitespace normalised and Markdown backslash escapes removed. */
  text: string
  /** Index of the mdast block the line belongs to; equal blocks mean "same paragraph". */
  block: number
  /** Type of that mdast block (`paragraph`, `list`, `heading`, `thematicBreak`, ...). */
  blockType: string
  /** Index of the run of non-blank lines the line is in: a blank line separates paragraphs. */
  run: number
  /** Offset of the raw line in the file (byte order mark removed). */
  offset: number
}

/**
 * What ends a line: LF, CR or CRLF, as Markdown (micromark), vfile-location and so every position
 * of a diagnostic read it. U+2028 and U+2029, which JavaScript's regular expressions also take for
 * line ends (`.` does not match them), are characters of the line: its text reads them as spaces.
 */
export const lineEnding = /\r\n|\r|\n/

/** The text of a raw line as the parser reads it: `cleanLine`, then `normalizeLine`. */
export function lineText(content: string): string {
  return normalizeLine(cleanLine(content))
}

/** Split the file into lines and give each non-blank line its mdast block. */
export function sourceLines(tree: Root, file: VFile): SourceLine[] {
  const whole = String(file.value)
  // A text decoded by `decodeSource` has lost its byte order mark already: a U+FEFF it starts with is a second one.
  const bom = file.data.notUtf8 === undefined && whole.startsWith('\uFEFF') ? 1 : 0
  const value = whole.slice(bom)
  const place = location(value)
  const raw = value.split(lineEnding)
  const notUtf8 = file.data.notUtf8 ? new Set(file.data.notUtf8.map((offset) => offset - bom)) : undefined
  const blockOf = new Map<number, {block: number; type: string}>()
  tree.children.forEach((node, index) => {
    const start = node.position?.start.line
    const end = node.position?.end.line
    if (start === undefined || end === undefined) return
    for (let line = start; line <= end; line++) blockOf.set(line, {block: index, type: node.type})
  })

  const lines: SourceLine[] = []
  let orphanBlock = tree.children.length
  let run = 0
  let offset = 0
  raw.forEach((content, index) => {
    const start = offset
    offset += content.length + (/^\r\n/.test(value.slice(offset + content.length, offset + content.length + 2)) ? 2 : 1)
    const line = index + 1
    const at = (column: number) => place.toPoint(start + column) ?? {line, column: column + 1}
    reportCharacters(file, content, at, (column) => notUtf8 === undefined || notUtf8.has(start + column))
    const text = lineText(content)
    if (text === '') {
      run++
      return
    }
    // Every non-blank line lies in some mdast block; keep a line safe even if it does not.
    const owner = blockOf.get(line) ?? {block: orphanBlock++, type: 'unknown'}
    lines.push({
      line,
      column: at(leadingSpace(content)).column,
      endColumn: at(content.length).column,
      raw: content,
      text,
      block: owner.block,
      blockType: owner.type,
      run,
      offset: start
    })
  })
  return lines
}

/** What a message reports: a kind of characters.ts, with U+FFFD split by what it stands for. */
type Finding = CharacterKind | 'not-utf8'

/** Each finding's rule and reason; `what` names the characters, and where they are when one message covers several runs. */
const findings: Record<Finding, {rule: RuleId; reason: (what: string) => string}> = {
  control: {rule: 'control-character', reason: (what) => `Unexpected control character ${what}, expected printable text (removed)`},
  bidi: {rule: 'bidi-control', reason: (what) => `Unexpected bidirectional control ${what}, expected text that reads in the order it is stored (removed)`},
  invisible: {rule: 'invisible-character', reason: (what) => `Unexpected zero-width character ${what}, expected visible text (kept)`},
  hidden: {rule: 'invisible-character', reason: (what) => `Unexpected invisible character ${what}, expected visible text (kept)`},
  space: {rule: 'invisible-character', reason: (what) => `Unexpected space character ${what}, expected a plain space (read as a space)`},
  separator: {rule: 'line-separator', reason: (what) => `Unexpected ${what} inside a line, expected a line ending as LF, CR or CRLF (read as a space)`},
  replacement: {rule: 'replacement-character', reason: (what) => `Unexpected replacement character ${what} in UTF-8 text, expected the character it stands for (kept)`},
  'not-utf8': {rule: 'invalid-encoding', reason: (what) => `Unexpected bytes that are not UTF-8 (shown as ${what}), expected UTF-8 text`},
  surrogate: {rule: 'invalid-encoding', reason: (what) => `Unexpected lone surrogate ${what}, expected Unicode text (shown as U+FFFD)`}
}

/** Messages of one finding on one line: each run of adjacent characters its own, the places past the tenth one message. */
const maxMessages = 10

/**
 * Report every character of the catalogue (characters.ts) in a line at its place: one message per
 * run of adjacent characters of one finding. `notUtf8(index)`: whether the U+FFFD at `index`
 * stands for bytes that are not UTF-8 (encoding.ts).
 */
function reportCharacters(file: VFile, content: string, at: (column: number) => {line: number; column: number}, notUtf8: (index: number) => boolean): void {
  const runs: Array<{finding: Finding; start: number; end: number; characters: string[]}> = []
  for (const {kind, index, character} of findCharacters(content)) {
    const finding: Finding = kind === 'replacement' && notUtf8(index) ? 'not-utf8' : kind
    const last = runs.at(-1)
    if (last && last.finding === finding && last.end === index) {
      last.end += character.length
      last.characters.push(character)
    } else runs.push({finding, start: index, end: index + character.length, characters: [character]})
  }
  const total = Map.groupBy(runs, (entry) => entry.finding)
  const seen = new Map<Finding, number>()
  for (const entry of runs) {
    const count = seen.get(entry.finding) ?? 0
    seen.set(entry.finding, count + 1)
    const all = total.get(entry.finding)!
    if (count >= maxMessages) continue
    const {rule, reason} = findings[entry.finding]
    const rest = all.length > maxMessages && count === maxMessages - 1 ? all.slice(count) : [entry]
    const names = [...new Set(rest.flatMap((part) => part.characters).map(characterName))]
    const where = rest.length > 1 ? ` (${rest.length} places from here to column ${at(rest.at(-1)!.end).column})` : ''
    report(file, reason(`${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}${where}`), {ruleId: rule, place: {start: at(entry.start), end: at(rest.at(-1)!.end)}})
  }
}

/**
 * Whether a line is wiki chrome declared in `laws/corpus.json` (`noise`): an entry is the line
 * itself, or a regular expression written `/.../` that the line matches.
 */
export function noiseMatcher(noise: readonly string[] = []): (text: string) => boolean {
  const exact = new Set(noise.filter((entry) => !isPattern(entry)))
  const patterns = noise.flatMap((entry) => noisePattern(entry) ?? [])
  return (text) => exact.has(text) || patterns.some((pattern) => pattern.test(text))
}

/** A noise entry written `/.../` as the regular expression it is (it may throw); null for a plain line. */
export function noisePattern(entry: string): RegExp | null {
  return isPattern(entry) ? new RegExp(entry.slice(1, -1), 'u') : null
}

function isPattern(entry: string): boolean {
  return entry.length > 2 && entry.startsWith('/') && entry.endsWith('/')
}

/**
 * Whitespace (tabs, no-break spaces, U+2028 and U+2029) collapsed, ATX heading marks and Markdown
 * escapes removed. A zero-width no-break space (U+FEFF), which `String#trim` takes for whitespace,
 * stays: it is kept as the other zero-width characters are (characters.ts).
 */
export function normalizeLine(value: string): string {
  return trimSpace(value.replace(/[\t\u00A0\u2007\u202F\u2028\u2029]/g, ' ').replace(/ {2,}/g, ' '))
    .replace(/^#{1,6} +/, '')
    .replace(/ +#+$/, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
}
