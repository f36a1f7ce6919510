// The words of the search index as the texts spell them, and what a query finds in them. The
// build writes every word of every record Pagefind indexed (its fragments: the text it shows
// excerpts of) with the records that hold it (`sitePaths.searchWords()`), keyed by Pagefind's own
// record ids, and the corpus's equivalents (`laws/corpus.json`); the search page fetches it with
// the first search and decides here which records a query finds, so that index and query are read
// by one stemmer (lib/word-family.ts) and a quoted phrase is exact: Pagefind's own stemmer keeps
// `biedt` from `bieden`, and its phrases ignore accents (`voor` finds `vóór`). Pagefind then
// only gives the records' texts and filters.
import {quotedList} from '../../src/vocabulary.ts'
import {wordFamilies, type WordFamilies} from './word-family.ts'

/** What the build writes: Pagefind's record ids, for each word the positions in `ids` of the records holding it, and the groups of words that mean the same. */
export interface SearchWords {
  ids: string[]
  words: Record<string, number[]>
  equivalents: string[][]
}

/** The words of a text or query, lower case: runs of letters and digits (`onvoldoende bod.` → onvoldoende, bod). */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase('nl').match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The index of the given records (Pagefind's id, and the text it indexed), in the order given. */
export function searchWords(records: {id: string; text: string}[], equivalents: string[][] = []): SearchWords {
  const words: Record<string, number[]> = {}
  records.forEach((record, k) => {
    for (const word of new Set(wordsOf(record.text))) (words[word] ??= []).push(k)
  })
  return {ids: records.map((record) => record.id), words: Object.fromEntries(Object.entries(words).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), equivalents: equivalents.map((group) => group.map((form) => wordsOf(form).join(' ')))}
}

/** What a query's words are in the texts: those in no record, and the records holding every word. */
export function literalMatches(index: SearchWords, query: string): {missing: string[]; records: Set<string>} {
  const words = [...new Set(wordsOf(query))]
  const missing = words.filter((word) => !Object.hasOwn(index.words, word))
  if (missing.length > 0 || words.length === 0) return {missing, records: new Set()}
  const holding = words.map((word) => new Set(index.words[word]))
  const records = [...holding[0]!].filter((k) => holding.every((set) => set.has(k))).map((k) => index.ids[k]!)
  return {missing, records: new Set(records)}
}

/** Words no record holds, said of the collection (the editions themselves may have them): `„biedkaart” komt in geen tekst van deze verzameling voor`. */
export const missingWords = (words: string[]) => `${quotedList(words)} ${words.length === 1 ? 'komt' : 'komen'} in geen tekst van deze verzameling voor`

/** One term of a query: a word, or words side by side (a quoted phrase, or a phrase of the equivalents). */
export interface QueryTerm {
  /** As typed, lower case: `biedt`, `voor de beurt`. */
  text: string
  /** Quoted: found only as typed. */
  exact: boolean
  /** What finds it, each a word or words side by side: the term itself; its forms and equivalents; words of its family. */
  literal: string[][]
  forms: string[][]
  related: string[][]
}

export type MatchLevel = 'literal' | 'forms' | 'related'

/** A matcher over one index: the terms of a query, and the records they find at each level. */
export interface QueryMatcher {
  families: WordFamilies
  terms(query: string): QueryTerm[]
  /**
   * The records (positions in `ids`) that hold, for every term, one of its alternatives of `level`
   * (`related`: of any level): `sure` by words alone, `check` where some term is held only by
   * words of a phrase that must stand side by side (`holds` decides, on the record's text).
   */
  records(terms: QueryTerm[], level: MatchLevel): {sure: Set<number>; check: Set<number>}
}

const levels: Record<MatchLevel, Array<'literal' | 'forms' | 'related'>> = {literal: ['literal'], forms: ['literal', 'forms'], related: ['literal', 'forms', 'related']}

/** The alternatives of `term` at `level`, without repeats. */
export function alternatives(term: QueryTerm, level: MatchLevel): string[][] {
  const seen = new Set<string>()
  return levels[level].flatMap((kind) => term[kind]).filter((words) => !seen.has(words.join(' ')) && (seen.add(words.join(' ')), true))
}

export function queryMatcher(index: SearchWords): QueryMatcher {
  const families = wordFamilies(Object.keys(index.words))
  const holding = (word: string) => index.words[word] ?? []
  const groupsOf = (words: string[]) => index.equivalents.filter((group) => group.some((form) => form === words.join(' ') || (words.length === 1 && !form.includes(' ') && families.lemma(form) === families.lemma(words[0]!))))
  const phrases = index.equivalents.flat().filter((form) => form.includes(' '))

  const term = (words: string[], exact: boolean): QueryTerm => {
    const literal = [words]
    if (exact) return {text: words.join(' '), exact, literal, forms: [], related: []}
    const single = words.length === 1 ? words[0]! : null
    const equivalent = groupsOf(words).flatMap((group) => group.map((form) => form.split(' ')))
    const forms = [...(single ? families.forms(single).map((w) => [w]) : []), ...equivalent.flatMap((form) => (form.length === 1 ? families.forms(form[0]!).map((w) => [w]) : [form]))]
    const related = [single, ...equivalent.filter((form) => form.length === 1).map((form) => form[0]!)].flatMap((w) => (w === null ? [] : families.related(w).map((r) => [r])))
    return {text: words.join(' '), exact, literal, forms, related}
  }

  return {
    families,
    terms(query) {
      const terms: QueryTerm[] = []
      for (const [, quoted, plain] of query.matchAll(/"([^"]*)"?|([^"]+)/g)) {
        if (quoted !== undefined) {
          const words = wordsOf(quoted)
          if (words.length > 0) terms.push(term(words, true))
          continue
        }
        // Outside quotes a phrase of the equivalents is one term (`linker tegenstander`), the rest words.
        const words = wordsOf(plain ?? '')
        for (let k = 0; k < words.length;) {
          const phrase = phrases.map((form) => form.split(' ')).find((form) => form.every((w, j) => words[k + j] === w))
          terms.push(phrase ? term(phrase, false) : term([words[k]!], false))
          k += phrase ? phrase.length : 1
        }
      }
      return terms
    },
    records(terms, level) {
      let sure: Set<number> | null = null
      let check: Set<number> | null = null
      for (const t of terms) {
        const bySure = new Set<number>()
        const byCheck = new Set<number>()
        for (const words of alternatives(t, level)) {
          const sets = words.map((w) => new Set(holding(w)))
          const all = [...sets[0]!].filter((k) => sets.every((set) => set.has(k)))
          for (const k of all) (words.length === 1 ? bySure : byCheck).add(k)
        }
        const nextSure: Set<number> = new Set([...bySure].filter((k) => sure === null || sure.has(k)))
        const nextCheck: Set<number> = new Set([...bySure, ...byCheck].filter((k) => !nextSure.has(k) && (sure === null || sure.has(k) || check!.has(k))))
        sure = nextSure
        check = nextCheck
      }
      return {sure: sure ?? new Set(), check: check ?? new Set()}
    }
  }
}

/**
 * Where the terms stand in a text at `level`: for each term, the positions (in words between
 * white space, as Pagefind counts them) of the words of its first alternative found there, or null
 * when a term is not in the text. A phrase's words must stand side by side.
 */
export function termPositions(text: string, terms: QueryTerm[], level: MatchLevel): number[][] | null {
  const stream = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token, at) => wordsOf(token).map((word) => ({word, at})))
  const found: number[][] = []
  for (const t of terms) {
    const positions = new Set<number>()
    for (const words of alternatives(t, level)) {
      for (let k = 0; k + words.length <= stream.length; k++) {
        if (words.every((w, j) => stream[k + j]!.word === w)) for (let j = 0; j < words.length; j++) positions.add(stream[k + j]!.at)
      }
    }
    if (positions.size === 0) return null
    found.push([...positions].sort((a, b) => a - b))
  }
  return found
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * An excerpt of `content` as Pagefind writes one (escaped text, the words found in `<mark>`): the
 * `length` words from a few before the first of `positions` (in words between white space).
 */
export function excerptAt(content: string, positions: number[], length = 30): string {
  const tokens = content.split(/\s+/).filter(Boolean)
  const marked = new Set(positions)
  const start = Math.max(0, Math.min((positions[0] ?? 0) - 8, tokens.length - length))
  const end = Math.min(tokens.length, start + length)
  const words = tokens.slice(start, end).map((token, k) => (marked.has(start + k) ? `<mark>${escaped(token)}</mark>` : escaped(token)))
  return `${start > 0 ? '… ' : ''}${words.join(' ')}${end < tokens.length ? ' …' : ''}`
}

/** The anchored parts (a lid's heading and what follows it up to the next) that hold the words found, each with its excerpt, at most `limit`. */
export function anchoredParts(
  content: string,
  anchors: {element: string; id?: string; text?: string; location: number}[],
  positions: number[],
  url: string,
  limit = 3
): {title: string; url: string; excerpt: string; anchor: {element: string}}[] {
  const named = anchors.filter((anchor) => anchor.id).sort((a, b) => a.location - b.location)
  return named
    .map((anchor, k) => ({anchor, inside: positions.filter((p) => p >= anchor.location && (k + 1 === named.length || p < named[k + 1]!.location))}))
    .filter(({inside}) => inside.length > 0)
    .slice(0, limit)
    .map(({anchor, inside}) => ({title: anchor.text ?? anchor.id!, url: `${url.replace(/#.*$/, '')}#${anchor.id}`, excerpt: excerptAt(content, inside, 16), anchor: {element: anchor.element}}))
}
