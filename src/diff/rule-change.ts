// Whether a change of words changes the rule. A rule lives in a few kinds of words: what it
// requires, allows or forbids (modal verbs, negation), its penalties, its conditions, its numbers
// and the articles it points to. Where the words of those kinds are the same on both sides, the
// provision says the same in other words ("anders geformuleerd"); where they differ, the rule
// changed, and the clauses that hold the words that went or came say how. The words are the
// corpus's, declared per language in `laws/corpus.json` (`language.ruleWords`).
import {phrases, refsOf, type Clause, type TextUnit} from '../align/units.ts'
import {hasWords} from '../align/similarity.ts'
import {labelPathKey} from '../ids.ts'
import type {RuleWords} from '../language.ts'
import type {DiffOp} from '../schema.ts'

/** The clauses that carry a changed rule: those of the older text whose rule words went, those of the newer text whose rule words came. */
export interface RuleChange {
  lapsed: string[]
  added: string[]
}

/** A word as rule words are compared: lower case, accents off (`alléén` is `alleen`). */
export function foldWord(word: string): string {
  const lower = word.toLowerCase()
  // Only a word with a character beyond printable ASCII can carry an accent.
  return /[^ -~]/.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower
}

/** A word of a text with where it stands; a reference is one token (`artikel 23 A` is `→23/A`). */
interface Token {
  key: string
  start: number
  end: number
}

const wordPattern = /[\p{L}\p{N}]+/gu

/** Quotes longer than this many words are cut, with `…`. */
const maxQuoteWords = 30

/**
 * Text of a side that a diff runs over: some clauses of a unit (`[start, end]` into its body), or
 * all of it. Within a unit its spans are joined by a space, units by a line break, as the diff's
 * texts are.
 */
export interface RuleSource {
  unit: TextUnit
  spans: Array<[number, number]>
}

/** Each unit whole. */
export function wholeUnits(units: TextUnit[]): RuleSource[] {
  return units.map((unit) => ({unit, spans: [[0, unit.body.length]]}))
}

/** The spans of the sources in the joined text: where each starts there, and where in its unit. */
function layout(sources: RuleSource[]): Array<{unit: TextUnit; start: number; end: number; at: number}> {
  const placed: Array<{unit: TextUnit; start: number; end: number; at: number}> = []
  let at = 0
  sources.forEach(({unit, spans}, k) => {
    if (k > 0) at += 1
    spans.forEach(([start, end], j) => {
      if (j > 0) at += 1
      placed.push({unit, start, end, at})
      at += end - start
    })
  })
  return placed
}

/** The rule tokens of a side's text: its rule words, its numbers and the references it makes. */
function ruleTokens(sources: RuleSource[], words: Set<string>): Token[] {
  const tokens: Token[] = []
  for (const {unit, start, end, at} of layout(sources)) {
    const shift = at - start
    for (const match of unit.body.slice(start, end).matchAll(wordPattern)) {
      const key = foldWord(match[0])
      if (words.has(key) || /^\d+$/.test(key)) tokens.push({key, start: at + match.index, end: at + match.index + match[0].length})
    }
    for (const ref of refsOf(unit).filter((candidate) => candidate.field === 'text' && candidate.offset >= start && candidate.offset < end)) {
      tokens.push({key: `→${labelPathKey([ref.scope === 'edition' ? ref.article : '', ...ref.path])}`, start: ref.offset + shift, end: ref.offset + ref.text.length + shift})
    }
  }
  return tokens
}

/** Token keys with how often each occurs. */
function counted(tokens: Token[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const token of tokens) counts.set(token.key, (counts.get(token.key) ?? 0) + 1)
  return counts
}

/**
 * Where the diff deleted (`delete`) or inserted (`insert`) text, as ranges of the side's text. The
 * diff runs over the units' bodies joined by line breaks, as `ruleTokens` joins them.
 */
function changedRanges(ops: DiffOp[], side: 'delete' | 'insert'): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  let at = 0
  for (const op of ops) {
    if (op.op === 'equal' || op.op === side) {
      if (op.op === side) ranges.push([at, at + op.text.length])
      at += op.text.length
    }
  }
  return ranges
}

/**
 * The rule change between the older and the newer units of a pair, or null when every rule word,
 * number and reference is kept (as many times on each side). The clauses quoted hold the changed
 * tokens the diff marks as deleted or inserted (or, where it marks none, the first of them).
 */
export function ruleChange(from: RuleSource[], to: RuleSource[], ops: DiffOp[], ruleWords: RuleWords = {}): RuleChange | null {
  // Texts the diff keeps whole keep every rule word: nothing to weigh (most pairs of a large corpus).
  if (from.length === 0 || to.length === 0 || ops.every((op) => op.op === 'equal')) return null
  const words = new Set(Object.values(ruleWords).flat().map(foldWord))
  const older = ruleTokens(from, words)
  const newer = ruleTokens(to, words)
  const [before, after] = [counted(older), counted(newer)]
  const gone = (key: string) => (before.get(key) ?? 0) > (after.get(key) ?? 0)
  const come = (key: string) => (after.get(key) ?? 0) > (before.get(key) ?? 0)
  if (!older.some((token) => gone(token.key)) && !newer.some((token) => come(token.key))) return null
  return {
    lapsed: quotes(
      from,
      older.filter((token) => gone(token.key)),
      changedRanges(ops, 'delete')
    ),
    added: quotes(
      to,
      newer.filter((token) => come(token.key)),
      changedRanges(ops, 'insert')
    )
  }
}

/** The phrases of the side that hold the tokens, in text order, each once; tokens the diff changed first. */
function quotes(sources: RuleSource[], tokens: Token[], changed: Array<[number, number]>): string[] {
  if (tokens.length === 0) return []
  const inChange = tokens.filter((token) => changed.some(([start, end]) => token.start < end && token.end > start))
  // One per key where the diff marks none: the rule word still went or came, somewhere.
  const chosen = inChange.length > 0 ? inChange : [...new Map(tokens.map((token) => [token.key, token])).values()]
  const found = new Map<number, string>()
  for (const {unit, start, end, at} of layout(sources)) {
    for (const phrase of phrases(unit.body.slice(start, end)).flatMap(asides)) {
      const [from, to] = [at + phrase.start, at + phrase.end]
      if (chosen.some((token) => token.start < to && token.end > from)) found.set(from, quoted(phrase.text))
    }
  }
  return [...new Set([...found.entries()].sort((x, y) => x[0] - y[0]).map(([, text]) => text))]
}

/**
 * A phrase cut around its asides: `(zie artikel 23 A ingeval ...)` is quoted on its own, so a
 * changed reference is not quoted with the whole sentence around it. An aside of fewer than three
 * words (`(strafbepaling)`) stays with the text around it.
 */
function asides(phrase: Clause): Clause[] {
  const pieces: Array<{start: number; end: number}> = []
  let start = 0
  for (const match of phrase.text.matchAll(/\([^()]*\)/g)) {
    if (!hasWords(match[0], 3)) continue
    pieces.push({start: start, end: match.index}, {start: match.index, end: match.index + match[0].length})
    start = match.index + match[0].length
  }
  pieces.push({start, end: phrase.text.length})
  return pieces.filter(({start: from, end: to}) => hasWords(phrase.text.slice(from, to), 1)).map(({start: from, end: to}) => ({start: phrase.start + from, end: phrase.start + to, text: phrase.text.slice(from, to)}))
}

/** A clause as quoted: without the punctuation that ends it, and at most `maxQuoteWords` words. */
function quoted(text: string): string {
  const trimmed = text
    .trim()
    .replace(/^\((.*)\)$/su, '$1')
    .replace(/[,;:.]+$/u, '')
    .trim()
  const words = trimmed.split(/\s+/)
  return words.length > maxQuoteWords ? `${words.slice(0, maxQuoteWords).join(' ')} …` : trimmed
}
