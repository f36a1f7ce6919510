// References to a lid as a reader types them (`27B1`, `art. 27 B 1`, `1987 25 B 2 (b) (1)`), the
// index that resolves them (written at build time as `verwijzingen.json`, fetched by the search page
// only when a query looks like a reference), and the formal citation of a provision
// ("Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1)").
// Pure functions: the search page's script imports `parseLidReference` and `resolveLidReference`,
// the build `referenceIndex` and the article view `formalCitation`.
import type {ArticleJson, ProvisionJson} from '../../src/schema.ts'
import type {SiteUrls} from './urls.ts'
import {labelPathKey} from '../../src/ids.ts'
import {capital, countProvisions} from '../../src/vocabulary.ts'

export interface LidReference {
  /** The edition the reader named (`1987 27B1`, `27 B 1 (1987)`), or null for every edition. */
  edition: string | null
  number: string
  /** The labels after the article as typed, without brackets or dots: `27 B 2 (b)` → `['B', '2', 'b']`. */
  path: string[]
}

// The edition year first (`1987 27B1`, `editie 1987: …`) or last (`27 B 1 (1987)`, `… van 1987`).
const editionFirst = /^(?:(?:editie|ed\.?)\s*)?((?:19|20)\d\d)(?:[\s,:/]+|$)/i
const editionLast = /(?:^|[\s,]+)(?:(?:van|uit|in)\s+)?[([]?(?:(?:editie|ed\.?)\s*)?((?:19|20)\d\d)[)\]]?$/i
const articleWord = /^(?:art(?:ikel)?\.?\s*)?(\d{1,3})(?!\d)/i
// Between the parts of a citation: spaces, commas, dots, colons, slashes, hyphens and dashes.
const separator = /^[\s,.:/–—-]*/
// The Dutch words for a unit, which may stand before any label: `lid B, sub 1`, `onder (b)`, `punt 2`.
const unitWord = /^(?:lid|leden|sub|onder|onderdeel|punt|letter|alinea|paragraaf|par\.?)(?![\p{L}\p{N}])/iu
// One label: `(b)`, `b)`, `b` or `B` (a single letter, so words are not references), `2` or `(1)`.
const labelToken = /^[([]?(?:([a-z])(?![a-z])|(\d{1,2})(?!\d))[)\]]?\.?/i

/**
 * The reference a query names, or null when it is not one (then it is a text search). Accepts an
 * optional edition year first or last, `art`/`art.`/`artikel` in any case, the article number, and
 * labels written apart or glued (`27B1`, `25B2b1`), with or without brackets and dots, each
 * optionally after a unit word (`art. 27 lid B sub 1`, `artikel 27, lid B, onder 1`, `27-B-1`).
 */
export function parseLidReference(query: string): LidReference | null {
  let rest = query.trim()
  let edition: string | null = null
  const first = editionFirst.exec(rest)
  if (first) {
    edition = first[1]!
    rest = rest.slice(first[0].length)
  } else {
    const last = editionLast.exec(rest)
    if (last && last.index > 0) {
      edition = last[1]!
      rest = rest.slice(0, last.index)
    }
  }
  const article = articleWord.exec(rest)
  if (!article) return null
  rest = rest.slice(article[0].length)
  const path: string[] = []
  for (;;) {
    rest = rest.replace(separator, '')
    if (!rest) break
    const unit = unitWord.exec(rest)
    if (unit) rest = rest.slice(unit[0].length).replace(separator, '')
    const label = labelToken.exec(rest)
    if (!label) return null
    path.push(label[1] ?? label[2]!)
    rest = rest.slice(label[0].length)
  }
  return {edition, number: article[1]!.replace(/^0+(?=\d)/, ''), path}
}

/** Where a reference leads: one provision (or article) in one edition. */
export interface ReferenceTarget {
  edition: string
  id: string
  href: string
  /** The labels as printed, without trailing dots: `B 2 (b) (1)`; empty for an article. */
  label: string
  title: string | null
  /** What a citation says of the wiki page its text was taken from: an entry of the index's `sources`; null when nothing pins it. */
  source: number | null
}

/** `verwijzingen.json`: every labelled provision and every article, by `referenceKey`. */
export interface ReferenceIndex {
  corpusTitle: string
  /** In the site's order, oldest first. */
  editions: string[]
  /** What citations say of their sources, each once: `bron: wikipagina Sjabloon:1987:HV2 van de wiki Spelregels voor tafelarbiters, https://…, geraadpleegd op 29 november 2026`. */
  sources: string[]
  targets: Record<string, ReferenceTarget[]>
}

/** `27`, `['B', '1']` → `27/b/1`: labels are looked up regardless of case (`27b1` finds B 1). */
export const referenceKey = (number: string, path: string[]) => labelPathKey([number, ...path]).toLowerCase()

/** Printed labels of a provision and its labelled ancestors, as cited: `B.`, `2.`, `(b)`, `(1)` → `B 2 (b) (1)`. */
export const printedLabelPath = (printed: string[]) => printed.map((label) => label.replace(/\.$/, '')).join(' ')

/** The corpus title when the data has none (`editions.json` names it). */
export const fallbackCorpusTitle = 'Spelregels voor wedstrijdbridge'

export interface CitationParts {
  corpusTitle: string
  edition: string
  number: string
  /** Printed labels: `B 2 (b) (1)`; empty for an article or an unlabelled provision at its top. */
  label: string
  /** An unlabelled provision by position: `tweede punt`, `eerste alinea`. */
  unit?: string
}

/** "Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1)", "…, art. 31 A, tweede punt". */
export function formalCitation({corpusTitle, edition, ...within}: CitationParts): string {
  return `${corpusTitle} ${edition}, ${citationInEdition(within)}`
}

/** The citation within its edition: "art. 25 B 2 (b) (1)", "art. 31 A, tweede punt". */
export function citationInEdition({number, label, unit}: Omit<CitationParts, 'corpusTitle' | 'edition'>): string {
  return `art. ${number}${label ? ` ${label}` : ''}${unit ? `, ${unit}` : ''}`
}

/** A citation with what it says of its source in brackets; the citation alone when it says nothing (`words` null). */
export const citationWithSourceWords = (citation: string, words: string | null) => (words === null ? citation : `${citation} (${words})`)

/** What "Citeer" copies: the citation and the provision's stable URL. */
export const citationWithUrl = (citation: string, url: string) => `${citation}, ${url}`

/** `articles` in any order, one at a time (a build reads them one by one); each key's targets in edition order. */
export function referenceIndex(articles: Iterable<ArticleJson>, editions: string[], corpusTitle: string, urls: SiteUrls, sourceWords: (article: ArticleJson) => string | null = () => null): ReferenceIndex {
  const targets: Record<string, ReferenceTarget[]> = {}
  const sources: string[] = []
  const sourceIndex = new Map<string, number>()
  const add = (key: string, target: ReferenceTarget) => (targets[key] ??= []).push(target)
  const order = (edition: string) => editions.indexOf(edition)
  for (const article of articles) {
    const words = sourceWords(article)
    if (words !== null && !sourceIndex.has(words)) sourceIndex.set(words, sources.push(words) - 1)
    const source = words === null ? null : sourceIndex.get(words)!
    add(referenceKey(article.number, []), {edition: article.edition, id: article.id, href: urls.article(article.edition, article.number), label: '', title: article.title, source})
    const visit = (provision: ProvisionJson, path: string[], printed: string[]) => {
      const labelled = provision.kind === 'labeled' && provision.label !== null
      const here = labelled ? [...path, provision.label!] : path
      const printedHere = labelled ? [...printed, provision.printedLabel ?? provision.label!] : printed
      if (labelled) {
        add(referenceKey(article.number, here), {edition: article.edition, id: provision.id, href: urls.node(provision.id), label: printedLabelPath(printedHere), title: provision.title, source})
      }
      for (const child of provision.children) visit(child, here, printedHere)
    }
    for (const provision of article.provisions) visit(provision, [], [])
  }
  for (const list of Object.values(targets)) list.sort((a, b) => order(a.edition) - order(b.edition))
  return {corpusTitle, editions, sources, targets}
}

/** A target's formal citation with what it says of its source, as the article page's "Citeer" copies it. */
export function targetCitation(index: ReferenceIndex, target: ReferenceTarget, number: string): string {
  const citation = formalCitation({corpusTitle: index.corpusTitle, edition: target.edition, number, label: target.label})
  return citationWithSourceWords(citation, target.source === null ? null : index.sources[target.source]!)
}

export interface Resolution {
  /** The reference as asked, for messages: `artikel 27 B 9`. */
  asked: string
  /** The provision in each edition asked for that has it, oldest first. */
  found: ReferenceTarget[]
  /**
   * What was found ("Artikel 27 B 1 staat in de edities 1987 en 1997.") or why nothing was
   * ("Artikel 27 B 9 bestaat niet in de editie 1987.").
   */
  message: string
  /** When nothing was found: the same reference in other editions, or else the article itself. */
  suggestions: ReferenceTarget[]
  /** What the suggestions are, for their heading. */
  suggestionsAre: 'elsewhere' | 'article' | null
  /** The one provision found, when exactly one is (in the edition asked for, or the only edition that has it): opened at once. */
  target: ReferenceTarget | null
}

/** `['1975', '1982', '1987']` → `1975, 1982 en 1987` (as src/vocabulary.ts's `dutchList`, without bringing that module into the search page's script). */
const dutchList = new Intl.ListFormat('nl', {type: 'conjunction'})

/**
 * The targets of a reference, in the reference's edition or else in `edition` (the search form's
 * filter) or else in every edition. A lid that does not exist is said so, naming the editions that
 * have the article; an article outside the corpus is said to be not in this collection (the
 * edition itself may well have it).
 */
export function resolveLidReference(reference: LidReference, index: ReferenceIndex, edition: string | null = null): Resolution {
  const wanted = reference.edition ?? edition
  const asked = `artikel ${[reference.number, ...reference.path].join(' ')}`
  const exact = (target: ReferenceTarget) => labelPathKey(target.label.replace(/[().]/g, '').split(' ').filter(Boolean)) === labelPathKey(reference.path)
  const all = [...(index.targets[referenceKey(reference.number, reference.path)] ?? [])].sort((a, b) => index.editions.indexOf(a.edition) - index.editions.indexOf(b.edition) || Number(exact(b)) - Number(exact(a)))
  const found = wanted ? all.filter((target) => target.edition === wanted) : all
  const article = `Artikel ${reference.number}`
  if (found.length > 0) {
    const label = found[0]!.label
    const editions = [...new Set(found.map((target) => target.edition))]
    // The count is the list's: one line per provision found, which is one per edition unless labels differ only in case.
    const where = editions.length === 1 ? `de editie ${editions[0]}` : `${editions.length} edities: ${dutchList.format(editions)}`
    const extra = found.length > editions.length ? ` (${countProvisions(found.length)})` : ''
    const message = `${article}${label ? ` ${label}` : ''} staat in ${where}${extra}.`
    return {asked, found, message, suggestions: [], suggestionsAre: null, target: found.length === 1 ? found[0]! : null}
  }

  const articles = (index.targets[referenceKey(reference.number, [])] ?? []).filter((target) => !wanted || target.edition === wanted)
  const askedAtStart = capital(asked)
  let message: string
  if (articles.length === 0) {
    // Said of the collection, not of the edition: the edition itself may well have the article.
    message = wanted ? `Deze verzameling bevat artikel ${reference.number} niet uit de editie ${wanted}.` : `Deze verzameling bevat artikel ${reference.number} uit geen enkele editie.`
  } else {
    const where = articles.map((target) => target.edition)
    message = `${askedAtStart} bestaat niet in ${where.length === 1 ? 'de editie' : 'de edities'} ${dutchList.format(where)}.`
  }
  const suggestions = all.length > 0 ? all : articles
  return {asked, found, message, suggestions, suggestionsAre: suggestions.length === 0 ? null : all.length > 0 ? 'elsewhere' : 'article', target: null}
}

/**
 * Ways to write one provision, to show readers what the search box understands: `27 B 1`,
 * `art. 27 lid B sub 1`, `27B1`. The example is the first provision two labels deep (else one, else
 * deeper, else an article alone); `articles` is read only until one is found. Only forms that read
 * back as that provision are given.
 */
export function referenceExamples(articles: Iterable<ArticleJson>): string[] {
  // Two labels say most (`27 B 1`); then one, then deeper paths, then an article alone.
  const preference = (labels: string[]) => [0, 2, 3][labels.length] ?? 1
  const best = {number: '', labels: [] as string[], score: -1}
  for (const article of articles) {
    const paths: string[][] = [[]]
    const visit = (provision: ProvisionJson, path: string[]) => {
      const here = provision.kind === 'labeled' && provision.label !== null ? [...path, provision.label] : path
      if (here !== path) paths.push(here)
      for (const child of provision.children) visit(child, here)
    }
    for (const provision of article.provisions) visit(provision, [])
    for (const labels of paths) if (preference(labels) > best.score) Object.assign(best, {number: article.number, labels, score: preference(labels)})
    if (best.labels.length === 2) break
  }
  if (best.score < 0) return []
  const {number, labels} = best
  const [first, second] = labels
  const forms = [[number, ...labels].join(' '), first && second ? `art. ${number} lid ${first} sub ${second}` : first ? `art. ${number} lid ${first}` : `art. ${number}`, [number, ...labels].join('')]
  const key = referenceKey(number, labels)
  return [...new Set(forms)].filter((form) => {
    const parsed = parseLidReference(form)
    return parsed !== null && referenceKey(parsed.number, parsed.path) === key
  })
}

/** The search box's placeholder: it shows that a reference jumps ("Zoek, of ga naar 27 B 1"). */
export const searchPlaceholder = (examples: string[]) => (examples.length > 0 ? `Zoek, of ga naar ${examples[0]}` : 'Zoek in de spelregels')
