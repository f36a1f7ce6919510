// Abbreviations and terms used in the law texts, and the articles that use them. The explanations are
// editorial, not law text. Wherever law text is rendered an abbreviation links to its entry on the
// glossary page (`/begrippen/`), which lists both, each with the articles whose text uses it.
import type {ArticleJson, ProvisionJson} from '../../src/schema.ts'
import type {Segment} from './segments.ts'
import type {SiteUrls} from './urls.ts'

export {glossaryAnchor} from './urls.ts'

export interface Abbreviation {
  /** The abbreviation as printed, e.g. `LT`. */
  abbr: string
  /** Other printed forms, e.g. a lower-case variant at the start of a clause. */
  variants?: string[]
  expansion: string
  explanation: string
}

export interface Term {
  term: string
  explanation: string
}

export const abbreviations: Abbreviation[] = [
  {abbr: 'LT', expansion: 'linkertegenstander', explanation: 'De tegenstander links van een speler; bij het bieden is hij direct na die speler aan de beurt.'},
  {abbr: 'RT', expansion: 'rechtertegenstander', explanation: 'De tegenstander rechts van een speler; bij het bieden is hij direct vóór die speler aan de beurt.'},
  {abbr: 'WL', expansion: 'wedstrijdleider', explanation: 'De arbiter die de wedstrijd leidt en de spelregels toepast.'},
  {abbr: 'M.i.v.', variants: ['m.i.v.'], expansion: 'met ingang van', explanation: 'Geeft aan vanaf welke datum een wijziging geldt.'},
  {abbr: 'Art.', variants: ['art.'], expansion: 'artikel', explanation: 'Verwijzing naar een artikel, vooral in de kopjes van hoofdstukken en paragrafen.'},
  {abbr: 't/m', expansion: 'tot en met', explanation: 'In kopjes: de reeks artikelen die een hoofdstuk of paragraaf omvat.'}
]

export const terms: Term[] = [
  {term: 'bieding', explanation: 'Elke handeling in de biedperiode: een bod, een pas, een doublet of een redoublet.'},
  {term: 'bod', explanation: 'Een bieding waarmee een speler een aantal trekken in een speelsoort noemt.'},
  {term: 'biedperiode', explanation: 'De periode waarin geboden wordt, tot en met de afsluitende pas.'},
  {term: 'biedverloop', explanation: 'De reeks biedingen van een spel.'},
  {term: 'blinde', explanation: 'De partner van de leider; zijn kaarten liggen open op tafel en worden door de leider gespeeld.'},
  {term: 'conventie', explanation: 'Een afspraak tussen partners die aan een bieding of een speelwijze een andere dan de natuurlijke betekenis geeft.'},
  {term: 'denkpauze', explanation: 'Een merkbaar moment van nadenken voordat een speler (opnieuw) biedt.'},
  {term: 'doublet', explanation: 'Een bieding op een bod van de tegenpartij die de score van dat bod verhoogt als het het eindbod wordt.'},
  {term: 'gemiddelde-min', explanation: 'Een arbitrale score die lager is dan het gemiddelde, toegekend aan een partij die schuld heeft.'},
  {term: 'honneur', explanation: 'Een aas, heer, vrouw, boer of tien.'},
  {term: 'leider', explanation: 'De speler die het contract speelt. Niet te verwarren met de wedstrijdleider.'},
  {term: 'niet-overtredende partij', explanation: 'De partij die de onregelmatigheid niet heeft begaan.'},
  {term: 'onregelmatigheid', explanation: 'Een afwijking van de juiste gang van zaken volgens de spelregels.'},
  {term: 'onvoldoende bod', explanation: 'Een bod dat niet hoger is dan het laatste voorafgaande bod.'},
  {term: 'overtreder', explanation: 'De speler die een onregelmatigheid begaat; zijn partij is de overtredende partij.'},
  {term: 'pas', explanation: 'Een bieding waarmee een speler geen bod, doublet of redoublet doet.'},
  {term: 'redoublet', explanation: 'Een bieding op een doublet van de tegenpartij die de score verder verhoogt.'},
  {term: 'speelsoort', explanation: 'De kleur of sans atout die in een bod genoemd wordt.'},
  {term: 'strafkaart', explanation: 'Een kaart van een tegenspeler die onreglementair getoond is en open op tafel blijft tot hij gespeeld kan worden.'},
  {term: 'tegenspeler', explanation: 'Een speler van de partij die tegen de leider speelt.'},
  {term: 'trek', explanation: 'Elke slag boven de eerste zes; een bod van vier trekken belooft tien slagen.'},
  {term: 'voor de beurt', explanation: 'Een bieding of gespeelde kaart terwijl een andere speler aan de beurt is.'},
  {term: 'voorspeelstraf', explanation: 'Een straf waarbij de leider de tegenspeler die moet uitkomen een kleur mag voorschrijven of verbieden.'},
  {term: 'wedstrijdleider', explanation: 'De arbiter die de wedstrijd leidt en de spelregels toepast (afgekort WL).'}
]

const byForm = new Map<string, Abbreviation>()
for (const entry of abbreviations) for (const form of [entry.abbr, ...(entry.variants ?? [])]) byForm.set(form, entry)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
// Longest forms first; an abbreviation only counts as a whole word (not inside `ALT` or `LTs`).
const pattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...byForm.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu'
)

/** The glossary entry of a printed form (`m.i.v.` → `M.i.v.`), if it is one. */
export const abbreviationOf = (form: string): Abbreviation | undefined => byForm.get(form)

/** Splits plain text into text and `abbr` segments. */
export function abbreviate(text: string): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const match of text.matchAll(pattern)) {
    const entry = byForm.get(match[0])
    if (!entry) continue
    if (match.index > at) segments.push({type: 'text', text: text.slice(at, match.index)})
    segments.push({type: 'abbr', text: match[0], title: entry.expansion})
    at = match.index + match[0].length
  }
  if (at < text.length) segments.push({type: 'text', text: text.slice(at)})
  return segments
}

// Abbreviations printed in capitals (`LT`, `WL`), by their lower-case form: a heading set in capitals
// or in sentence case still names them in capitals.
const capitals = new Map(abbreviations.filter((entry) => entry.abbr === entry.abbr.toLocaleUpperCase('nl')).map((entry) => [entry.abbr.toLocaleLowerCase('nl'), entry.abbr]))

/** The printed form of a capitals abbreviation the word spells in any case (`wl` → `WL`), else null. */
export function capitalsAbbreviation(word: string): string | null {
  return capitals.get(word.toLocaleLowerCase('nl')) ?? null
}

/** The articles of one edition that use a glossary entry. */
export interface GlossaryUse {
  edition: string
  articles: {number: string; href: string}[]
}

/** The law text of an article: the headings above it and its title, its provisions' titles and texts, its footnotes (not the editorial notes). */
function lawText(article: ArticleJson): string {
  const parts = [article.chapter ?? '', article.section ?? '', article.title ?? '']
  const visit = (provision: ProvisionJson) => {
    parts.push(provision.title ?? '', provision.text ?? '')
    provision.children.forEach(visit)
  }
  article.provisions.forEach(visit)
  for (const footnote of article.footnotes) parts.push(footnote.text)
  return parts.join('\n')
}

// A term as a whole word, its words apart by any white space, also inflected (`bieding`,
// `biedingen`, `trek`, `trekken`): a glossary points the way, it does not parse Dutch.
const termPattern = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(term).replace(/ /g, '\\s+')}(?:e|en|n|s|'s|${escape(term.at(-1)!)}en)?(?![\\p{L}\\p{N}])`, 'iu')

/**
 * For each glossary entry (abbreviations by `abbr`, terms by `term`), the articles whose law text
 * uses it, per edition in `editions` order, articles in the order given. An abbreviation counts in
 * any of its printed forms, exactly as the texts mark it up; a term in any case.
 */
export function glossaryUsage(articles: Iterable<ArticleJson>, editions: string[], urls: SiteUrls): Map<string, GlossaryUse[]> {
  const uses = new Map<string, Map<string, GlossaryUse['articles']>>()
  const add = (entry: string, article: ArticleJson) => {
    const byEdition = uses.get(entry) ?? new Map<string, GlossaryUse['articles']>()
    uses.set(entry, byEdition)
    const list = byEdition.get(article.edition) ?? []
    byEdition.set(article.edition, list)
    if (list.at(-1)?.number !== article.number) list.push({number: article.number, href: urls.article(article.edition, article.number)})
  }
  const patterns = terms.map((entry) => ({term: entry.term, pattern: termPattern(entry.term)}))
  for (const article of articles) {
    const text = lawText(article)
    const found = new Set<string>()
    for (const match of text.matchAll(pattern)) found.add(byForm.get(match[0])!.abbr)
    for (const {term, pattern} of patterns) if (pattern.test(text)) found.add(term)
    for (const entry of found) add(entry, article)
  }
  const order = (edition: string) => editions.indexOf(edition)
  return new Map([...uses].map(([entry, byEdition]) => [entry, [...byEdition].map(([edition, list]) => ({edition, articles: list})).sort((a, b) => order(a.edition) - order(b.edition))]))
}
