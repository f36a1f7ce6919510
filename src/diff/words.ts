// Word diff of two law texts with jsdiff's `diffArrays`. Tokens are words and punctuation marks;
// whitespace and line breaks never count as a change; case and diacritics do count. Tokens are
// compared as they read: in one Unicode form (NFC) and without invisible format characters (soft
// hyphen, zero-width space), so `vóór` composed or decomposed is one word. Both texts
// are kept byte for byte: equal + delete operations give the old text, equal + insert the new one
// (where only the space before a word, or the invisible form of a token, differs, it is deleted and
// inserted, uncounted).
// A pathological pair is cut off by `maxEditLength` and shown as replaced as a whole. The bound is
// on work only, never on time: jsdiff's `timeout` would make a hard pair come out diffed on an idle
// machine and replaced as a whole on a busy one, so two builds of the same sources could differ.
import {diffArrays} from 'diff'
import {readable, sameTitleText} from '../align/text.ts'

export interface DiffOp {
  op: 'equal' | 'insert' | 'delete'
  text: string
}

export interface WordDiff {
  ops: DiffOp[]
  /** Changed words (inserted + deleted) over all words of both texts; 0 for two empty texts. */
  changeShare: number
  /** True when jsdiff gave up within the limits and the texts are shown replaced as a whole. */
  replacedWhole: boolean
  changedWords: number
  totalWords: number
  /** The texts read the same: they differ at most in whitespace, Unicode form or invisible characters. */
  same: boolean
  /** Where each changed word starts, in the old and in the new text. */
  changedAt: {old: number[]; new: number[]}
}

export interface Token {
  text: string
  /** The text as compared: NFC, without invisible format characters. */
  key: string
  /** The whitespace (and stray invisible characters) before the token, exactly as in the text. */
  space: string
  word: boolean
  /** Where the token's text starts in the text. */
  at: number
}

export interface WordDiffOptions {
  /** The most tokens inserted and deleted that jsdiff searches for (`maxEditLength`); beyond it the texts are replaced as a whole. */
  maxEditLength?: number
}

/**
 * The default bound on the word diff's work: edit scripts of at most this many tokens are searched
 * for. At this bound one pathological pair (unrelated texts of 5000 words or more each) takes about
 * 2 s on the benchmark machine before it is given up (measured 2026-12-02), the real corpus none.
 */
export const defaultMaxEditLength = 5000

/**
 * The tokens of `text`; their spaces and texts, followed by `trailingSpace(text)`, are `text` again.
 * A token is a word (a letter, digit or mark, then letters, digits, marks and invisible format
 * characters \p{Cf} such as the soft hyphen) or one other character that is no space; before it
 * stand the spaces and stray invisible characters since the last token. The same tokens as
 * matching `([\s\p{Cf}]*)([\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}\p{Cf}]*|[^\s\p{L}\p{N}\p{M}\p{Cf}])`
 * all along the text, by a scan that settles ASCII by its code (a test proves them equal): the
 * diff of a large corpus reads every changed provision's words.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  scanTokens(text, (spaceStart, start, end) => {
    const token = text.slice(start, end)
    const ascii = isAscii(token)
    tokens.push({text: token, key: ascii ? token : readable(token), space: text.slice(spaceStart, start), word: ascii ? isAsciiWordStart(token.charCodeAt(0)) : /[\p{L}\p{N}]/u.test(token), at: start})
  })
  return tokens
}

/** How many of `tokenize(text)`'s tokens are words, without making the tokens. */
export function countWords(text: string): number {
  let words = 0
  scanTokens(text, (_, start, end) => {
    // A token that starts with an ASCII character is a word when that is a letter or digit (no
    // longer token starts with another); any other when it holds a letter or digit.
    const first = text.charCodeAt(start)
    if (first < 128 ? isAsciiWordStart(first) : /[\p{L}\p{N}]/u.test(text.slice(start, end))) words++
  })
  return words
}

/** Each token of `text`: where the space before it starts, where it starts and ends (see `tokenize`). */
function scanTokens(text: string, visit: (spaceStart: number, start: number, end: number) => void): void {
  const length = text.length
  let index = 0
  while (index < length) {
    const spaceStart = index
    let code = text.codePointAt(index)!
    while (classOf(code) & spaceOrFormat) {
      index += code > 0xffff ? 2 : 1
      if (index >= length) return
      code = text.codePointAt(index)!
    }
    const start = index
    index += code > 0xffff ? 2 : 1
    if (classOf(code) & letterOrMark) {
      while (index < length) {
        const next = text.codePointAt(index)!
        if (!(classOf(next) & (letterOrMark | format))) break
        index += next > 0xffff ? 2 : 1
      }
    }
    visit(spaceStart, start, index)
  }
}

/** Character classes as bits: a space or invisible format character; a letter, digit or mark; an invisible format character (\p{Cf}). */
const spaceOrFormat = 1
const letterOrMark = 2
const format = 4
const asciiClasses = Uint8Array.from({length: 128}, (_, code) => (code === 32 || (code >= 9 && code <= 13) ? spaceOrFormat : isAsciiWordStart(code) ? letterOrMark : 0))
const otherClasses = new Map<number, number>()

function classOf(code: number): number {
  if (code < 128) return asciiClasses[code]!
  let found = otherClasses.get(code)
  if (found === undefined) {
    const character = String.fromCodePoint(code)
    found = (/[\s\p{Cf}]/u.test(character) ? spaceOrFormat : 0) | (/[\p{L}\p{N}\p{M}]/u.test(character) ? letterOrMark : 0) | (/\p{Cf}/u.test(character) ? format : 0)
    otherClasses.set(code, found)
  }
  return found
}

// Most tokens are ASCII: they read as written, and are words when they start with a letter or digit.
function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 127) return false
  return true
}

function isAsciiWordStart(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}

/**
 * Two texts read the same: equal up to whitespace, Unicode form and invisible characters. What
 * differs between them is no change of wording.
 */
export function readsTheSame(a: string, b: string): boolean {
  if (a === b) return true
  const before = tokenize(a)
  const after = tokenize(b)
  return sameKeys(before, after)
}

/**
 * Two titles read the same: as texts (`readsTheSame`), or in another typography only
 * (`sameTitleText`: a final period, or one printed in capitals). Mixed-case titles that differ in
 * case still differ.
 */
export function titlesReadTheSame(a: string, b: string): boolean {
  return readsTheSame(a, b) || sameTitleText(a, b)
}

function sameKeys(before: Token[], after: Token[]): boolean {
  return before.length === after.length && before.every((token, index) => token.key === after[index]!.key)
}

export function diffWords(oldText: string, newText: string, options: WordDiffOptions = {}): WordDiff {
  // Most provisions do not change: equal texts need no tokens and no search.
  if (oldText === newText) {
    return {ops: oldText === '' ? [] : [{op: 'equal', text: oldText}], changeShare: 0, replacedWhole: false, changedWords: 0, totalWords: countWords(oldText) * 2, same: true, changedAt: {old: [], new: []}}
  }
  const before = tokenize(oldText)
  const after = tokenize(newText)
  const ends: Ends = [trailingSpace(oldText, before), trailingSpace(newText, after)]
  // Every token reads the same, only spacing or invisible form differs, and that is no change.
  if (sameKeys(before, after)) {
    return {ops: operations(before, after, [{op: 'equal', count: before.length}], ends).ops, changeShare: 0, replacedWhole: false, changedWords: 0, totalWords: count(before) * 2, same: true, changedAt: {old: [], new: []}}
  }
  const words = count(before) + count(after)
  const all = {old: wordStarts(before), new: wordStarts(after)}
  // A text added or removed as a whole needs no search, and is no diff that gave up.
  if (oldText === '' || newText === '') {
    return {ops: [{op: oldText === '' ? 'insert' : 'delete', text: oldText || newText}], changeShare: words === 0 ? 0 : 1, replacedWhole: false, changedWords: words, totalWords: words, same: false, changedAt: all}
  }
  const spans = tokenSpans(before, after, options)
  if (!spans) {
    const ops: DiffOp[] = []
    if (oldText !== '') ops.push({op: 'delete', text: oldText})
    if (newText !== '') ops.push({op: 'insert', text: newText})
    return {ops, changeShare: words === 0 ? 0 : 1, replacedWhole: true, changedWords: words, totalWords: words, same: false, changedAt: all}
  }
  const {ops, changed, changedAt} = operations(before, after, spans, ends)
  return {ops, changeShare: words === 0 ? 0 : changed / words, replacedWhole: false, changedWords: changed, totalWords: words, same: false, changedAt}
}

function wordStarts(tokens: Token[]): number[] {
  return tokens.filter((token) => token.word).map((token) => token.at)
}

/** A run of `count` tokens that are equal on both sides, or only in the old (delete) or new (insert) text. */
interface Span {
  op: DiffOp['op']
  count: number
}

/** The whitespace after the last token of the old and of the new text. */
type Ends = [string, string]

/** What jsdiff is given: a bound on work (`maxEditLength`), never a `timeout`. */
export function jsdiffOptions(options: WordDiffOptions): {maxEditLength: number} {
  return {maxEditLength: options.maxEditLength ?? defaultMaxEditLength}
}

/** The token alignment, compared by how tokens read; undefined when jsdiff gives up within the limits. */
function tokenSpans(before: Token[], after: Token[], options: WordDiffOptions): Span[] | undefined {
  // Common head and tail need no search; jsdiff only sees the middle.
  let head = 0
  while (head < before.length && head < after.length && before[head]!.key === after[head]!.key) head++
  let tail = 0
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail]!.key === after[after.length - 1 - tail]!.key) tail++
  const middle = diffArrays(
    before.slice(head, before.length - tail).map((token) => token.key),
    after.slice(head, after.length - tail).map((token) => token.key),
    jsdiffOptions(options)
  )
  if (!middle) return undefined
  return [{op: 'equal', count: head}, ...middle.map((change): Span => ({op: change.added ? 'insert' : change.removed ? 'delete' : 'equal', count: change.value.length})), {op: 'equal', count: tail}]
}

/**
 * The operations of a token alignment, each side with its own whitespace: a token carries the
 * space before it, and an equal token whose space differs between the sides has that space
 * deleted and inserted (no word changed, so nothing counted). Returns the operations and the
 * number of changed words.
 */
function operations(before: Token[], after: Token[], spans: Span[], [oldEnd, newEnd]: Ends): {ops: DiffOp[]; changed: number; changedAt: WordDiff['changedAt']} {
  const pieces: DiffOp[] = []
  let changed = 0
  const changedAt: WordDiff['changedAt'] = {old: [], new: []}
  let oldIndex = 0
  let newIndex = 0
  for (const {op, count: size} of spans) {
    if (op === 'delete') {
      const tokens = before.slice(oldIndex, (oldIndex += size))
      pieces.push({op, text: spelled(tokens)})
      changed += count(tokens)
      changedAt.old.push(...wordStarts(tokens))
    } else if (op === 'insert') {
      const tokens = after.slice(newIndex, (newIndex += size))
      pieces.push({op, text: spelled(tokens)})
      changed += count(tokens)
      changedAt.new.push(...wordStarts(tokens))
    } else {
      pieces.push(...equalRun(before.slice(oldIndex, (oldIndex += size)), after.slice(newIndex, (newIndex += size))))
    }
  }
  pieces.push(...spaceOps(oldEnd, newEnd))
  return {ops: coalesce(pieces), changed, changedAt}
}

/**
 * Tokens that read the same on both sides (`old[i].key === next[i].key`), each side keeping its own
 * spaces and its own form of the token.
 */
function equalRun(old: Token[], next: Token[]): DiffOp[] {
  const pieces: DiffOp[] = []
  let text = ''
  old.forEach((token, index) => {
    const {space, text: form} = next[index]!
    if (token.space !== space) {
      pieces.push({op: 'equal', text}, ...spaceOps(token.space, space))
      text = ''
    } else text += token.space
    if (token.text === form) text += token.text
    else {
      pieces.push({op: 'equal', text}, ...spaceOps(token.text, form))
      text = ''
    }
  })
  pieces.push({op: 'equal', text})
  return pieces
}

/** The space before a token (or after the last), or a token's form, equal or deleted and inserted. */
function spaceOps(old: string, next: string): DiffOp[] {
  return old === next
    ? [{op: 'equal', text: old}]
    : [
        {op: 'delete', text: old},
        {op: 'insert', text: next}
      ]
}

/**
 * Operations as the reader sees them: empty ones dropped, adjacent equal text joined, and the
 * changes between two equal runs joined into one delete followed by one insert.
 */
export function coalesce(pieces: DiffOp[]): DiffOp[] {
  const ops: DiffOp[] = []
  let deleted = ''
  let inserted = ''
  const flushChanges = () => {
    if (deleted !== '') ops.push({op: 'delete', text: deleted})
    if (inserted !== '') ops.push({op: 'insert', text: inserted})
    deleted = inserted = ''
  }
  for (const {op, text} of pieces) {
    if (op === 'delete') deleted += text
    else if (op === 'insert') inserted += text
    else if (text !== '') {
      flushChanges()
      const last = ops.at(-1)
      if (last?.op === 'equal') last.text += text
      else ops.push({op, text})
    }
  }
  flushChanges()
  return ops
}

/**
 * Whitespace runs collapsed to one space, or a line break if they hold one: two texts equal under
 * it differ only in spacing, which the diff shows but does not count.
 */
export function normalizeSpace(text: string): string {
  // Two passes without a callback: runs holding a line break first, then the other runs.
  return text
    .trim()
    .replace(/\s*\n\s*/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
}

/** The text of one side of a diff: the old text (equal + delete) or the new text (equal + insert). */
export function sideText(ops: DiffOp[], side: 'old' | 'new'): string {
  const skip = side === 'old' ? 'insert' : 'delete'
  return ops
    .filter((op) => op.op !== skip)
    .map((op) => op.text)
    .join('')
}

/** Tokens as they stand in their text, each with the space before it. */
function spelled(tokens: Token[]): string {
  return tokens.map((token) => token.space + token.text).join('')
}

/** What follows the last token of `text`: whitespace and stray invisible characters. */
function trailingSpace(text: string, tokens: Token[]): string {
  const last = tokens.at(-1)
  return last ? text.slice(last.at + last.text.length) : text
}

function count(tokens: Token[]): number {
  return tokens.filter((token) => token.word).length
}
