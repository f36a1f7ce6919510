// What is in force: for an edition, when it applied, which edition preceded and which replaced it,
// and which later editions this collection lacks; for the collection, which editions it holds of
// those known. Read from the known editions of editions.json (laws/corpus.json, `editions`), oldest
// first; a date not known is said to be unknown, never guessed. A replaced edition is history, shown
// as such on every page of it, and its text stays readable.
import type {KnownEditionJson} from '../../src/schema.ts'
import {dutchDate, dutchList} from '../../src/vocabulary.ts'
import type {Segment} from './segments.ts'
import type {SiteUrls} from './urls.ts'

export interface InForceView {
  /** Replaced by a later known edition, or ended on a known day: history. */
  history: boolean
  /** The words that say so at a glance: `Historische tekst`, `Nieuwste bekende editie`. */
  label: string
  /** Sentences after the label (the first starts lower case, after `label: `). */
  sentences: Segment[][]
}

/** Said where a date is not known. */
export const unknownDate = 'onbekend'

const monthYear = new Intl.DateTimeFormat('nl-NL', {month: 'long', year: 'numeric', timeZone: 'UTC'})

/** A date as far as known in words: `1987`, `september 1987`, `1 september 1987`; null: unknown. */
export function partialDateWords(date: string | null): string {
  if (date === null) return unknownDate
  if (/^\d{4}$/.test(date)) return date
  if (/^\d{4}-\d{2}$/.test(date)) return monthYear.format(new Date(`${date}-01T00:00:00Z`))
  return dutchDate(date)
}

const text = (value: string): Segment => ({type: 'text', text: value})

/** `de editie 1997` as a link to it when the collection holds it, with `, die niet in deze verzameling staat` when not. */
function editionPhrase(entry: KnownEditionJson, urls: SiteUrls): Segment[] {
  const words = `de editie ${entry.edition}`
  return entry.transcribed ? [{type: 'link', href: urls.edition(entry.edition), children: [text(words)]}] : [text(`${words}, die niet in deze verzameling staat`)]
}

/**
 * When an edition applied, as far as known: "Zij gold van september 1987 tot 1997.", "Zij gold vanaf
 * 1987; tot wanneer, is onbekend.", "Wanneer zij gold, is onbekend."; for the newest edition, after
 * its label, "deze editie geldt vanaf 1 september 2017." or "sinds wanneer deze editie geldt, is onbekend."
 */
function datesWords({from, until}: KnownEditionJson, history: boolean): string {
  const [start, end] = [from === null ? null : partialDateWords(from), until === null ? null : partialDateWords(until)]
  if (!history) return start ? `deze editie geldt vanaf ${start}.` : `sinds wanneer deze editie geldt, is ${unknownDate}.`
  if (start && end) return `Zij gold van ${start} tot ${end}.`
  if (start) return `Zij gold vanaf ${start}; tot wanneer, is ${unknownDate}.`
  if (end) return `Zij gold tot ${end}; sinds wanneer, is ${unknownDate}.`
  return `Wanneer zij gold, is ${unknownDate}.`
}

/** What `edition` was in force and how it stands among the known editions; null when the edition is not known. */
export function inForceView(edition: string, known: KnownEditionJson[], urls: SiteUrls): InForceView | null {
  const index = known.findIndex((entry) => entry.edition === edition)
  if (index === -1) return null
  const entry = known[index]!
  const previous = known[index - 1]
  const next = known[index + 1]
  const history = next !== undefined || entry.until !== null
  const first: Segment[] = !history ? [text(datesWords(entry, false)!)] : next ? [text('deze editie is vervangen door '), ...editionPhrase(next, urls), text('.')] : [text('door welke editie deze editie werd vervangen, is niet bekend.')]
  const sentences = [first, ...(history ? [[text(datesWords(entry, true)!)]] : []), previous ? [text('Voorafgegaan door '), ...editionPhrase(previous, urls), text('.')] : [text('Een eerdere editie is niet bekend.')]]
  // The later editions not here, past the one that replaced it (said above).
  const later = known.slice(index + 1).filter((other) => !other.transcribed)
  const rest = later.filter((other) => other !== next)
  if (rest.length > 0) {
    const labels = dutchList.format(rest.map((other) => other.edition))
    const noun = rest.length === 1 ? `latere editie ${labels} staat` : `latere edities ${labels} staan`
    sentences.push([text(next && !next.transcribed ? `Ook de ${noun} niet in deze verzameling.` : `De ${noun} niet in deze verzameling.`)])
  }
  return {history, label: history ? 'Historische tekst' : 'Nieuwste bekende editie', sentences}
}

/** The collection among the known editions, for the home page: which it holds, and whether the newest known is one of them. */
export function collectionView(known: KnownEditionJson[]): InForceView | null {
  const newest = known.at(-1)
  if (!newest) return null
  const held = known.filter((entry) => entry.transcribed).map((entry) => entry.edition)
  const all = dutchList.format(known.map((entry) => entry.edition))
  const holds = held.length === 0 ? 'er geen' : held.length === 1 ? `de editie ${held[0]}` : dutchList.format(held)
  const sentences: Segment[][] = [[text(`${known.length === 1 ? 'bekend is de editie' : 'bekend zijn de edities'} ${all}; deze verzameling bevat ${holds}.`)]]
  const current = newest.transcribed && newest.until === null
  const historical = held.length === 1 ? 'de tekst hier is historisch' : 'elke tekst hier is historisch'
  if (current) sentences.push([text(`De nieuwste bekende editie, ${newest.edition}, staat in deze verzameling${held.length === 1 ? '' : '; de andere zijn historisch'}.`)])
  else if (newest.transcribed) sentences.push([text(`De nieuwste bekende editie, ${newest.edition}, gold tot ${partialDateWords(newest.until)}: ${historical}.`)])
  else if (held.length > 0) sentences.push([text(`De nieuwste bekende editie, ${newest.edition}, staat niet in deze verzameling: ${historical}.`)])
  return {history: !current, label: current ? 'Edities' : 'Historische teksten', sentences}
}
