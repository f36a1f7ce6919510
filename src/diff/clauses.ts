// A provision read as clauses: sentences, the pieces between `;` and `:`, asides in parentheses,
// and the subordinate clauses opened by the corpus's openers ("indien", "tenzij", "tot", ...;
// `language.clauseOpeners` in laws/corpus.json). Each clause is read for what it says: its content
// words (through the corpus's equivalents, a stemmer of its language and its participle prefixes,
// so "gestraft" and "bestraft", "geannuleerd" and "annulering" meet), its rule words by kind, its
// numbers and the references it makes. Pure functions of the text and the language: no verdicts
// here (rule-change.ts weighs the clauses of a pair).
import {stemmer as dutchStemmer} from '@orama/stemmers/dutch'
import {refsOf, type TextUnit} from '../align/units.ts'
import {termNormalizer} from '../align/terms.ts'
import {labelPathKey} from '../ids.ts'
import type {LanguageWords} from '../language.ts'

/** One clause of a side: where it stands in its unit's body, its text and what it says. */
export interface ReadClause {
  /** Index of the source (a unit with some of its spans) the clause belongs to. */
  source: number
  unit: TextUnit
  start: number
  end: number
  text: string
  /** Content words as compared (stemmed, equivalents read as one), in text order. */
  keys: string[]
  /** The kinds of rule word (`obligation`, `negation`, ...) its content words say: a clause that has one its counterpart lacks changed its rule. */
  kinds: Set<string>
  /** The kinds of rule word any of its words say, its opener and function words (`na`) too: what a counterpart needs to keep a kind. */
  holds: Set<string>
  /** Its words, folded. */
  words: Set<string>
  /** The content keys of its rule words (`strafbepal`, `moet`). */
  ruleKeys: Set<string>
  /** The numbers it names (digits and number words). */
  numbers: string[]
  /** The references it makes, by their key (`→23/A`), with the words as printed and the id they name where known. */
  refs: Array<{key: string; text: string; id: string | null; article: string}>
  /** It points to another provision in place of stating a rule (`zie artikel 29`, `artikel 26 is van toepassing`). */
  pointer: boolean
  /** The opener the clause begins with (`tot`, `tenzij`), folded; null when none. */
  opener: string | null
  /** Content words that follow an alternative's coordinator (`of ontkent`): what the clause offers as an alternative. */
  alternatives: string[]
}

/** A word as compared: lower case, accents off (`alléén` is `alleen`). */
export function foldWord(word: string): string {
  const lower = word.toLowerCase()
  // Only a word with a character beyond printable ASCII can carry an accent.
  return /[^ -~]/.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower
}

const wordPattern = /[\p{L}\p{N}]+/gu

/** How a language's words are read: what the corpus declares, made ready for use once. */
export interface ClauseReading {
  openers: Set<string>
  functionWords: Set<string>
  coordinators: Set<string>
  /** The kinds of rule word a word is of (none for most). */
  kindsOf: (word: string) => string[]
  numberWords: Set<string>
  normalize: (text: string) => string
  key: (word: string) => string
}

const readings = new WeakMap<LanguageWords, ClauseReading>()

export function clauseReading(language: LanguageWords): ClauseReading {
  let reading = readings.get(language)
  if (!reading) readings.set(language, (reading = makeReading(language)))
  return reading
}

function makeReading(language: LanguageWords): ClauseReading {
  const stem = language.code === 'nl' ? dutchStemmer : (word: string) => word
  const prefixes = (language.participlePrefixes ?? []).map(foldWord)
  const cache = new Map<string, string>()
  const key = (word: string): string => {
    let known = cache.get(word)
    if (known === undefined) cache.set(word, (known = contentKey(word, stem, prefixes)))
    return known
  }
  // A word is of a kind when its key meets a rule word's: `bestraffing` is a penalty word as `straf` is.
  const kindKeys: Array<[string, string]> = []
  for (const [kind, words] of Object.entries(language.ruleWords)) if (kind !== 'number') for (const word of words.map(foldWord)) kindKeys.push([key(word), kind])
  const ruleKinds = new Map<string, string[]>()
  const kindsOf = (word: string): string[] => {
    let known = ruleKinds.get(word)
    if (known === undefined) {
      const own = key(word)
      ruleKinds.set(word, (known = [...new Set(kindKeys.filter(([candidate]) => keysMeet(own, candidate)).map(([, kind]) => kind))]))
    }
    return known
  }
  return {
    openers: new Set((language.clauseOpeners ?? []).map(foldWord)),
    functionWords: new Set((language.functionWords ?? []).map(foldWord)),
    coordinators: new Set((language.alternatives ?? []).map(foldWord)),
    kindsOf,
    numberWords: new Set((language.ruleWords.number ?? []).map(foldWord)),
    normalize: termNormalizer(language.equivalents ?? []),
    key
  }
}

/**
 * A content word as compared: stemmed, its participle prefix off (`gestraft`, `bestraft` → `straf`),
 * doubled vowels single and a final `d`/`t` off (`geannuleerd` → `annuler`, as `annulering`).
 */
function contentKey(word: string, stem: (word: string) => string, prefixes: string[]): string {
  let key = stem(word)
  for (const prefix of prefixes) {
    if (key.startsWith(prefix) && key.length - prefix.length >= 4) {
      key = key.slice(prefix.length)
      break
    }
  }
  key = key.replace(/([aeiou])\1/g, '$1').replace(/([^aeiou])\1$/, '$1')
  return key.length > 4 ? key.replace(/[dt]$/, '') : key
}

/**
 * Two content keys meet: the same, or the shorter, of five letters or more, begins the longer
 * (`straf`, `strafbepaling`) or ends it as the head of a compound, three letters or more longer
 * (`straf`, `voorspeelstraf`; not `erder`, `verder`).
 */
export function keysMeet(x: string, y: string): boolean {
  if (x === y) return true
  const [short, long] = x.length <= y.length ? [x, y] : [y, x]
  return short.length >= 5 && (long.startsWith(short) || (long.length - short.length >= 3 && long.endsWith(short)))
}

/** A piece of a text: `[start, end)`. */
type Span = [number, number]

/**
 * The clauses of a text, as spans: sentences; pieces between `;` and `:`; an aside in parentheses
 * of three words or more; a subordinate clause from its opener (after a comma, or where a clause
 * begins) to the comma that closes it.
 */
export function clauseSpans(text: string, openers: Set<string>): Span[] {
  const cuts = new Set<number>([0, text.length])
  for (const match of text.matchAll(/[;:]\s*|\.\s+(?=[\p{Lu}(„"])/gu)) cuts.add(match.index + match[0].length)
  for (const match of text.matchAll(/\(([^()]*)\)/g)) {
    if ((match[1]!.match(wordPattern) ?? []).length < 3) continue
    cuts.add(match.index)
    cuts.add(match.index + match[0].length)
  }
  // Inside an aside, a comma or an opener belongs to the aside.
  const depth = depths(text)
  if (openers.size > 0) {
    for (const match of text.matchAll(/,\s*([\p{L}]+)/gu)) if (depth[match.index] === 0 && openers.has(foldWord(match[1]!))) cuts.add(match.index + match[0].length - match[1]!.length)
  }
  let spans = pieces(
    text,
    [...cuts].sort((x, y) => x - y)
  )
  // A clause that begins with an opener ends at the first comma after five words or more (`Indien
  // het bod, dat …, wordt` runs on past a relative clause's comma): the main clause follows.
  if (openers.size > 0) {
    spans = spans.flatMap(([start, end]) => {
      const first = /^[\s(„"]*([\p{L}]+)/u.exec(text.slice(start, end))
      if (!first || !openers.has(foldWord(first[1]!))) return [[start, end] as Span]
      for (const comma of text.slice(start, end).matchAll(/,/g)) {
        const at = start + comma.index
        if (depth[at] === depth[start] && (text.slice(start, at).match(wordPattern) ?? []).length >= 5) return pieces(text, [start, at + 1, end])
      }
      return [[start, end] as Span]
    })
  }
  return spans
}

/** How many parentheses are open at each character of `text`. */
function depths(text: string): number[] {
  const open: number[] = []
  let depth = 0
  for (const character of text) {
    if (character === ')') depth = Math.max(0, depth - 1)
    for (let k = 0; k < character.length; k++) open.push(depth)
    if (character === '(') depth++
  }
  return open
}

/** The spans between cuts that hold a letter or a digit, without the space around them. */
function pieces(text: string, cuts: number[]): Span[] {
  const spans: Span[] = []
  for (let k = 0; k + 1 < cuts.length; k++) {
    let [start, end] = [cuts[k]!, cuts[k + 1]!]
    while (start < end && /\s/.test(text[start]!)) start++
    while (end > start && /\s/.test(text[end - 1]!)) end--
    if (/[\p{L}\p{N}]/u.test(text.slice(start, end))) spans.push([start, end])
  }
  return spans
}

/** A unit with the spans of its body a side holds (all of it, or some clauses of a part). */
export interface ClauseSource {
  unit: TextUnit
  spans: Array<[number, number]>
}

/** Every clause of the sources, read. */
export function readClauses(sources: ClauseSource[], language: LanguageWords): ReadClause[] {
  const reading = clauseReading(language)
  return sources.flatMap(({unit, spans}, source) => {
    const refs = refsOf(unit).filter((ref) => ref.field === 'text')
    return spans.flatMap(([from, to]) =>
      clauseSpans(unit.body.slice(from, to), reading.openers).map(([start, end]) => {
        const [at, until] = [from + start, from + end]
        const own = refs
          .filter((ref) => ref.offset >= at && ref.offset < until)
          .map((ref) => ({key: `→${labelPathKey([ref.scope === 'edition' ? ref.article : '', ...ref.path])}`, text: ref.text, id: ref.resolved ?? ref.target, article: ref.article}))
        const text = unit.body.slice(at, until)
        const pointer = language.pointers.some((pattern) => pattern.test(text.trim())) && !language.notPointers.some((pattern) => pattern.test(text))
        return readClause(text, reading, {source, unit, start: at, end: until, refs: own, pointer}, language.pointers)
      })
    )
  })
}

function readClause(text: string, reading: ClauseReading, place: Pick<ReadClause, 'source' | 'unit' | 'start' | 'end' | 'refs' | 'pointer'>, pointers: RegExp[]): ReadClause {
  // The words of a reference and of a pointer phrase (`zie`, `van toepassing`) are weighed as references, not as content.
  let said = text
  for (const ref of place.refs) said = said.replace(ref.text, ' ')
  for (const pattern of pointers) said = said.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), ' ')
  const words = [...reading.normalize(said).matchAll(wordPattern)].map((match) => foldWord(match[0]))
  const kinds = new Set<string>()
  const holds = new Set<string>()
  const numbers: string[] = []
  const keys: string[] = []
  const alternatives: string[] = []
  const ruleKeys = new Set<string>()
  const first = words[0]
  const opener = first !== undefined && reading.openers.has(first) ? first : null
  // The numbers of its references (`artikel 26`) are references, not numbers of the rule.
  const referenced = place.refs.flatMap((ref) => ref.text.match(/\d+/g) ?? [])
  words.forEach((word, index) => {
    const wordKinds = reading.kindsOf(word)
    for (const kind of wordKinds) holds.add(kind)
    // The opener's own kind (`tenzij`: a condition) is the clause's shape, weighed apart (rule-change.ts);
    // a function word (`na`) is too weak to say a new rule, but enough to keep one.
    const weak = (index === 0 && opener !== null) || reading.functionWords.has(word)
    if (!weak) for (const kind of wordKinds) kinds.add(kind)
    if (/^\d+$/.test(word) || reading.numberWords.has(word)) {
      const at = referenced.indexOf(word)
      if (at >= 0) referenced.splice(at, 1)
      else numbers.push(word)
    }
    if (reading.functionWords.has(word) || reading.openers.has(word) || /^\d+$/.test(word)) return
    const key = reading.key(word)
    keys.push(key)
    if (wordKinds.length > 0) ruleKeys.add(key)
    if (index > 0 && reading.coordinators.has(words[index - 1]!)) alternatives.push(key)
  })
  return {...place, text, keys, kinds, holds, words: new Set(words), ruleKeys, numbers, alternatives, opener}
}

/** The share of `keys` that meet a key of `other`: how much of what a clause says the other says too. */
export function coverage(keys: string[], other: string[]): number {
  if (keys.length === 0) return 0
  return keys.filter((key) => other.some((candidate) => keysMeet(key, candidate))).length / keys.length
}
