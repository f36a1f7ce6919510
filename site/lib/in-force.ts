// What is in force: for an edition, when it applied, which edition preceded and which replaced it,
// and which later editions this collection lacks; for the collection, which editions it holds of
// those known. Read from the known editions of editions.json (laws/corpus.json, `editions`), oldest
// first; a date not known is said to be unknown, never guessed. A replaced edition is history, shown
// as such on every page of it, and its text stays readable.
import type {CitationJson, KnownEditionJson} from '../../src/schema.ts'
import {capital, dutchDate, dutchList} from '../../src/vocabulary.ts'
import type {Segment} from './segments.ts'
import type {SiteUrls} from './urls.ts'

export interface InForceView {
  /** Replaced by a later known edition, or ended on a known day: history. */
  history: boolean
  /** The words that say so at a glance: `Historische tekst`, `Nieuwste bekende editie`. */
  label: string
  /** Sentences after the label (the first starts lower case, after `label: `). */
  sentences: Segment[][]
  /**
   * On a page of an edition, what stays in sight while the sentences are folded away, so that the
   * note takes at most two lines of a phone's first screen: `vervangen door editie 1982`. Null:
   * nothing folded (the home page).
   */
  folded: {summary: string; sentences: Segment[][]} | null
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

/** A date in words, linked to the source that gives it: the source is one tap away wherever a date is shown. */
function sourcedDate(date: string, source: CitationJson | null): Segment {
  const words = partialDateWords(date)
  return source ? {type: 'link', href: source.url, children: [text(words)]} : text(words)
}

/**
 * When an edition applied, as far as known: "De editie 1987 gold van september 1987 tot 1997.", "De editie 1987 gold vanaf
 * 1987; tot wanneer, is onbekend.", "Wanneer de editie 1987 gold, is onbekend."; for the newest edition, after
 * its label, "deze editie geldt vanaf 1 september 2017." or "sinds wanneer deze editie geldt, is onbekend."
 * Each date links to its source.
 */
export function datesSentence({edition, from, until, fromSource, untilSource}: KnownEditionJson, history: boolean): Segment[] {
  const start = from === null ? null : sourcedDate(from, fromSource)
  const end = until === null ? null : sourcedDate(until, untilSource)
  if (!history) return start ? [text('deze editie geldt vanaf '), start, text('.')] : [text(`sinds wanneer deze editie geldt, is ${unknownDate}.`)]
  // Named, not "zij": the sentence before ends in the edition that replaced this one.
  const subject = `de editie ${edition}`
  if (start && end) return [text(`${capital(subject)} gold van `), start, text(' tot '), end, text('.')]
  if (start) return [text(`${capital(subject)} gold vanaf `), start, text(`; tot wanneer, is ${unknownDate}.`)]
  if (end) return [text(`${capital(subject)} gold tot `), end, text(`; sinds wanneer, is ${unknownDate}.`)]
  return [text(`Wanneer ${subject} gold, is ${unknownDate}.`)]
}

/** What the edition was, where a source says (`Zij was een Nederlandse versie, niet uitgebracht door de WBF.`), the words linked to it. */
function aboutSentence({about}: KnownEditionJson): Segment[] | null {
  return about ? [text('Zij was '), {type: 'link', href: about.source.url, children: [text(about.text)]}, text('.')] : null
}

/**
 * When an edition applied, for the list of all editions: `geldig van 1 september 1997 tot 1 september
 * 2008`, `onbekend` for each date no source gives, and for the newest edition without an end
 * `geldig vanaf …; een latere editie is niet bekend`. Each date links to its source.
 */
export function validitySentence(entry: KnownEditionJson, newest: boolean): Segment[] {
  const date = (value: string | null, source: CitationJson | null) => (value === null ? text(unknownDate) : sourcedDate(value, source))
  if (newest && entry.until === null)
    return entry.from === null ? [text(`Sinds wanneer deze editie geldt, is ${unknownDate}; een latere editie is niet bekend.`)] : [text('Geldig vanaf '), date(entry.from, entry.fromSource), text('; een latere editie is niet bekend.')]
  if (entry.from === null && entry.until === null) return [text(`Wanneer deze editie gold, is ${unknownDate}.`)]
  if (entry.until === null) return [text('Geldig vanaf '), date(entry.from, entry.fromSource), text(`; tot wanneer, is ${unknownDate}.`)]
  if (entry.from === null) return [text('Geldig tot '), date(entry.until, entry.untilSource), text(`; sinds wanneer, is ${unknownDate}.`)]
  return [text('Geldig van '), date(entry.from, entry.fromSource), text(' tot '), date(entry.until, entry.untilSource), text('.')]
}

/** The distinct sources of what is said of an edition: its dates and what it was. */
export function editionSources({fromSource, untilSource, about}: KnownEditionJson): CitationJson[] {
  const all = [fromSource, untilSource, about?.source ?? null].filter((source) => source !== null)
  return all.filter((source, index) => all.findIndex((other) => other.url === source.url && other.quote === source.quote) === index)
}

/** What `edition` was in force and how it stands among the known editions; null when the edition is not known. */
export function inForceView(edition: string, known: KnownEditionJson[], urls: SiteUrls): InForceView | null {
  const index = known.findIndex((entry) => entry.edition === edition)
  if (index === -1) return null
  const entry = known[index]!
  const previous = known[index - 1]
  const next = known[index + 1]
  const history = next !== undefined || entry.until !== null
  const first: Segment[] = !history ? datesSentence(entry, false) : next ? [text('deze editie is vervangen door '), ...editionPhrase(next, urls), text('.')] : [text('door welke editie deze editie werd vervangen, is niet bekend.')]
  const about = aboutSentence(entry)
  const sentences = [first, ...(history ? [datesSentence(entry, true)] : []), ...(about ? [about] : []), previous ? [text('Voorafgegaan door '), ...editionPhrase(previous, urls), text('.')] : [text('Een eerdere editie is niet bekend.')]]
  // The later editions not here, past the one that replaced it (said above).
  const later = known.slice(index + 1).filter((other) => !other.transcribed)
  const rest = later.filter((other) => other !== next)
  if (rest.length > 0) {
    const labels = dutchList.format(rest.map((other) => other.edition))
    const noun = rest.length === 1 ? `latere editie ${labels} staat` : `latere edities ${labels} staan`
    sentences.push([text(next && !next.transcribed ? `Ook de ${noun} niet in deze verzameling.` : `De ${noun} niet in deze verzameling.`)])
  }
  return {history, label: history ? 'Historische tekst' : 'Nieuwste bekende editie', sentences, folded: {summary: summaryWords(entry, history, next), sentences: capitalized(sentences)}}
}

/** A date in figures, as far as known: `1-9-1997`, `9-1997`, `1997`. */
function shortDate(date: string): string {
  return date
    .split('-')
    .reverse()
    .map((part, k, all) => (k < all.length - 1 ? String(Number(part)) : part))
    .join('-')
}

/**
 * The gist of `inForceView`'s sentences in a few words, two lines on a 320-pixel screen, the period
 * first (its dates, linked to their sources, open below it: a link inside the summary would be a
 * control inside a control): `1-9-1997 tot 1-9-2008, daarna editie 2007`, `tot 1-9-1997, daarna
 * editie 1997` (what is not known, in the sentences below), `geldt vanaf 1-9-2017`.
 */
function summaryWords(entry: KnownEditionJson, history: boolean, next: KnownEditionJson | undefined): string {
  if (!history) return entry.from === null ? `sinds wanneer, is ${unknownDate}` : `geldt vanaf ${shortDate(entry.from)}`
  const {from, until} = entry
  const period = from !== null && until !== null ? `${shortDate(from)} tot ${shortDate(until)}` : until !== null ? `tot ${shortDate(until)}` : from !== null ? `vanaf ${shortDate(from)}` : `periode ${unknownDate}`
  return next ? `${period}, daarna editie ${next.edition}` : period
}

/** The sentences as they read on their own, without the label before them: the first starts with a capital. */
function capitalized([first, ...rest]: Segment[][]): Segment[][] {
  const [lead, ...tail] = first ?? []
  if (lead?.type !== 'text') return first ? [first, ...rest] : rest
  return [[text(capital(lead.text)), ...tail], ...rest]
}

/** The collection among the known editions, for the home page: which it holds, and whether the newest known is one of them. */
export function collectionView(known: KnownEditionJson[]): InForceView | null {
  const newest = known.at(-1)
  if (!newest) return null
  const held = known.filter((entry) => entry.transcribed).map((entry) => entry.edition)
  const all = dutchList.format(known.map((entry) => entry.edition))
  const holds = held.length === 0 ? 'er geen' : held.length === 1 ? `artikelen uit de editie ${held[0]}` : `artikelen uit ${dutchList.format(held)}`
  const sentences: Segment[][] = [[text(`${known.length === 1 ? 'bekend is de editie' : 'bekend zijn de edities'} ${all}; deze verzameling bevat ${holds}.`)]]
  const current = newest.transcribed && newest.until === null
  const historical = held.length === 1 ? 'de tekst hier is historisch' : 'elke tekst hier is historisch'
  if (current) sentences.push([text(`De nieuwste bekende editie, ${newest.edition}, staat in deze verzameling${held.length === 1 ? '' : '; de andere zijn historisch'}.`)])
  else if (newest.transcribed && newest.until !== null) sentences.push([text(`De nieuwste bekende editie, ${newest.edition}, gold tot `), sourcedDate(newest.until, newest.untilSource), text(`: ${historical}.`)])
  else if (held.length > 0) sentences.push([text(`De nieuwste bekende editie, ${newest.edition}, staat niet in deze verzameling: ${historical}.`)])
  return {history: !current, label: current ? 'Edities' : 'Historische teksten', sentences, folded: null}
}
