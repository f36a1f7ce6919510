// The words of the search index as the texts spell them. Pagefind matches stems and, where a word
// has none, near words: "biedkaart" finds bieden and bieding. To say honestly whether the word
// itself occurs, and to list the records that hold it first, the build writes every word of every
// record Pagefind indexed (its fragments: the text it shows excerpts of) with the records that
// hold it (`sitePaths.searchWords()`), keyed by Pagefind's own record ids; the search page fetches
// it with the first search.
import {quotedList} from '../../src/vocabulary.ts'

/** What the build writes: Pagefind's record ids, and for each word the positions in `ids` of the records holding it. */
export interface SearchWords {
  ids: string[]
  words: Record<string, number[]>
}

/** The words of a text or query, lower case: runs of letters and digits (`onvoldoende bod.` → onvoldoende, bod). */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase('nl').match(/[\p{L}\p{N}]+/gu) ?? []
}

/** The index of the given records (Pagefind's id, and the text it indexed), in the order given. */
export function searchWords(records: {id: string; text: string}[]): SearchWords {
  const words: Record<string, number[]> = {}
  records.forEach((record, k) => {
    for (const word of new Set(wordsOf(record.text))) (words[word] ??= []).push(k)
  })
  return {ids: records.map((record) => record.id), words: Object.fromEntries(Object.entries(words).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}
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
