// From an mdast tree to the source lines it covers. Law structure hides inside mdast paragraphs and
// lists (a footnote and the next lid share one paragraph; a heading is a lazy continuation of a list
// item), so the parser reads line by line. mdast supplies the positions and the grouping: lines of
// one top-level block belong together, a blank line separates blocks.
import type {Root} from 'mdast'
import type {VFile} from 'vfile'
import {location} from 'vfile-location'
import {report} from '../rules.ts'

export interface SourceLine {
  /** 1-based line number in the file. */
  line: number
  /** Column (1-based) where `text` starts. */
  column: number
  /** Column just past the last character of the raw line. */
  endColumn: number
  /** The line as in the file (for columns). */
  raw: string
  /** The line with control characters removed, whitespace normalised and Markdown backslash escapes removed. */
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

const lineEnding = /\r\n|\r|\n/
// Control characters other than tab, line feed and carriage return (C0, DEL, C1), and the
// bidirectional formatting characters that can make text read other than it is stored.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** Split the file into lines and give each non-blank line its mdast block. */
export function sourceLines(tree: Root, file: VFile): SourceLine[] {
  const value = String(file.value).replace(/^\uFEFF/, '')
  const place = location(value)
  const raw = value.split(lineEnding)
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
    const controls = [...content.matchAll(controlCharacters)]
    if (controls.length > 0) {
      const names = [...new Set(controls.map((match) => codePoint(match[0])))]
      report(file, 'control-character', `Unexpected control character ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}, expected printable text (removed)`, {
        start: at(controls[0]!.index),
        end: at(controls.at(-1)!.index + 1)
      })
    }
    const first = content.indexOf('\uFFFD')
    if (first !== -1) {
      report(file, 'invalid-encoding', 'Unexpected bytes that are not UTF-8 (shown as U+FFFD), expected UTF-8 text', {start: at(first), end: at(content.lastIndexOf('\uFFFD') + 1)})
    }
    const text = normalizeLine(controls.length > 0 ? content.replace(controlCharacters, '') : content)
    if (text === '') {
      run++
      return
    }
    // Every non-blank line lies in some mdast block; keep a line safe even if it does not.
    const owner = blockOf.get(line) ?? {block: orphanBlock++, type: 'unknown'}
    lines.push({
      line,
      column: at(content.length - content.trimStart().length).column,
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

function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}

/** Whitespace (tabs, no-break spaces) collapsed, ATX heading marks and Markdown escapes removed. */
export function normalizeLine(value: string): string {
  return value
    .replace(/[\t\u00A0\u2007\u202F]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(/^#{1,6} +/, '')
    .replace(/ +#+$/, '')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
}
