// Word diff of two law texts with jsdiff's `diffArrays`. Tokens are words and punctuation marks;
// whitespace and line breaks are kept for display but never count as a change; case and
// diacritics do count. A pathological pair is cut off by `maxEditLength`/`timeout` and shown as
// replaced as a whole.
import {diffArrays} from 'diff'

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
}

export interface Token {
  text: string
  /** Whitespace before the token: '', ' ' or '\n' (a line break wins). */
  space: string
  word: boolean
}

export interface WordDiffOptions {
  maxEditLength?: number
  timeout?: number
}

const tokenPattern = /(\s*)([\p{L}\p{N}\p{M}]+|[^\s\p{L}\p{N}\p{M}])/gu

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(tokenPattern)) {
    const space = match[1]!.includes('\n') ? '\n' : match[1] ? ' ' : ''
    tokens.push({text: match[2]!, space, word: /[\p{L}\p{N}]/u.test(match[2]!)})
  }
  return tokens
}

export function diffWords(oldText: string, newText: string, options: WordDiffOptions = {}): WordDiff {
  // Most provisions do not change: equal texts (up to whitespace) need no tokens and no search.
  const normalized = normalizeSpace(oldText)
  if (oldText === newText || normalized === normalizeSpace(newText)) {
    const words = (normalized.match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).length * 2
    return {ops: normalized === '' ? [] : [{op: 'equal', text: normalized}], changeShare: 0, replacedWhole: false, changedWords: 0, totalWords: words}
  }
  const before = tokenize(oldText)
  const after = tokenize(newText)
  // Common head and tail need no search; jsdiff only sees the middle.
  let head = 0
  while (head < before.length && head < after.length && before[head]!.text === after[head]!.text) head++
  let tail = 0
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail]!.text === after[after.length - 1 - tail]!.text) tail++
  const middle = diffArrays(
    before.slice(head, before.length - tail).map((token) => token.text),
    after.slice(head, after.length - tail).map((token) => token.text),
    {maxEditLength: options.maxEditLength ?? 5000, timeout: options.timeout ?? 1000}
  )
  const changes = middle && [
    ...(head > 0 ? [{value: after.slice(0, head).map((token) => token.text), added: false, removed: false, count: head}] : []),
    ...middle,
    ...(tail > 0 ? [{value: after.slice(after.length - tail).map((token) => token.text), added: false, removed: false, count: tail}] : [])
  ]
  const words = count(before) + count(after)
  if (!changes) {
    const ops: DiffOp[] = []
    if (before.length > 0) ops.push({op: 'delete', text: join(before)})
    if (after.length > 0) ops.push({op: 'insert', text: join(after)})
    return {ops, changeShare: words === 0 ? 0 : 1, replacedWhole: true, changedWords: words, totalWords: words}
  }

  const ops: DiffOp[] = []
  let changed = 0
  let oldIndex = 0
  let newIndex = 0
  for (const change of changes) {
    const size = change.value.length
    let tokens: Token[]
    let op: DiffOp['op']
    if (change.added) {
      tokens = after.slice(newIndex, newIndex + size)
      newIndex += size
      op = 'insert'
      changed += count(tokens)
    } else if (change.removed) {
      tokens = before.slice(oldIndex, oldIndex + size)
      oldIndex += size
      op = 'delete'
      changed += count(tokens)
    } else {
      tokens = after.slice(newIndex, newIndex + size)
      oldIndex += size
      newIndex += size
      op = 'equal'
    }
    const text = join(tokens, ops.length === 0)
    const last = ops.at(-1)
    if (last && last.op === op) last.text += text
    else ops.push({op, text})
  }
  return {ops, changeShare: words === 0 ? 0 : changed / words, replacedWhole: false, changedWords: changed, totalWords: words}
}

/** Whitespace as the diff shows it: runs collapsed to one space, or a line break if they hold one. */
export function normalizeSpace(text: string): string {
  // Two passes without a callback: runs holding a line break first, then the other runs.
  return text.trim().replace(/\s*\n\s*/g, '\n').replace(/[^\S\n]+/g, ' ')
}

/** The text of one side of a diff, as the reader sees it. */
export function sideText(ops: DiffOp[], side: 'old' | 'new'): string {
  const skip = side === 'old' ? 'insert' : 'delete'
  return ops.filter((op) => op.op !== skip).map((op) => op.text).join('').trim()
}

function join(tokens: Token[], first = true): string {
  return tokens.map((token, index) => (index === 0 && first ? '' : token.space) + token.text).join('')
}

function count(tokens: Token[]): number {
  return tokens.filter((token) => token.word).length
}
