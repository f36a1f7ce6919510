// The site's data, read from the JSON API (api.ts) in the order pages need it. Only queries here;
// shaping for display lives in the other `lib/` modules. What every page needs (the editions, the
// lineages without their rows, the lookups of `siteIndex()`) is small and read once per build; what
// one page shows (an article, a lineage's rows, an edition pair's comparison) is read by that page.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {root} from 'astro:config/server'
import {articleId, linkKey, pairKey, parseId} from '../../src/ids.ts'
import {FileMemo, listComparisons, readArticle, readComparison, readEditions, readFromComparison, readKnownEditions, readLineageFile, readRights, readLineageIndex, readRedirects, type EditionEntry, type LineageEntry} from './api.ts'
import {collectionView, inForceView, type InForceView} from './in-force.ts'
import {comparisonLinks, comparisonOutline, type ComparisonLink, type ComparisonOutline} from './diff-view.ts'
import {comparisonSummary, sortLineages, type ComparisonSummary, type LineageData} from './lineage.ts'
import {referenceExamples} from './lid-reference.ts'
import {mergeMoves, pairMoves, type MoveIndex, type PairMoves} from './moves.ts'
import {comparisonSlugs, siteUrls} from './urls.ts'
import {collectionWords} from '../../src/vocabulary.ts'
import type {ComparisonJson} from '../../src/schema.ts'

export const urls = siteUrls(import.meta.env.BASE_URL)

/** The data stage writes the API into `.data/public/api/`; the build publishes its declared files as `dist/api/`. */
const api = path.join(fileURLToPath(root), '.data', 'public', 'api')

/**
 * What is read once and kept (the editions, the lineages, the site index, the last comparison) is
 * kept for one run of the data stage: `npm run dev` serves many runs from one process, and every
 * page must show the last one. The data stage writes `.data/data-version` after each complete run.
 */
const versionFile = path.join(fileURLToPath(root), '.data', 'data-version')
let kept: {
  version: string
  editions?: EditionEntry[]
  known?: ReturnType<typeof readKnownEditions>
  rights?: ReturnType<typeof readRights>
  lineages?: LineageEntry[]
  index?: SiteIndex
  comparison?: {key: string; comparison: ReturnType<typeof readComparison>}
  footnoteHolders?: Map<string, Map<string, string>>
  searchExamples?: string[]
} = {version: ''}

/**
 * What was made from each file, kept across runs of the data stage while the file's bytes stay the
 * same: a save in `npm run dev` changes a few files, and the first page after it would otherwise
 * parse, validate and shape every comparison again to make the site index (each file is still read
 * and hashed).
 */
const files = new FileMemo()

function current(): typeof kept {
  let version = ''
  try {
    version = readFileSync(versionFile, 'utf8')
  } catch {
    // No data stage has run yet: the readers say so when they find no file.
  }
  if (version !== kept.version) kept = {version}
  return kept
}

export function loadEditions(): EditionEntry[] {
  const state = current()
  state.editions ??= readEditions(api, files)
  return state.editions
}

/** Every edition the maintainer knows of, oldest first, with its dates and their sources (editions.json `known`). */
export function loadKnownEditions(): ReturnType<typeof readKnownEditions> {
  const state = current()
  state.known ??= readKnownEditions(api, files)
  return state.known
}

/** Whose the texts are and the terms of the project's data (editions.json `rights`). */
export function loadRights(): ReturnType<typeof readRights> {
  const state = current()
  state.rights ??= readRights(api, files)
  return state.rights
}

/** What was in force when, for an edition's pages (`edition`) or the home page (null): the banner's view. */
export function editionStatus(edition: string | null): InForceView | null {
  const known = loadKnownEditions()
  return edition === null ? collectionView(known) : inForceView(edition, known, urls)
}

/**
 * What the collection holds, edition by edition (`Een selectie uit de spelregels voor wedstrijdbridge:
 * artikel 28 t/m 35 van de editie 1975, …`): said wherever the site names its editions as a whole.
 */
export function loadCollectionWords(): string {
  return collectionWords(
    loadSiteTitle(),
    loadEditions().map((edition) => ({edition: edition.edition, numbers: edition.articles.map((article) => article.number)}))
  )
}

/** The corpus's title, the site's name. */
export function loadSiteTitle(): string {
  return loadEditions()[0]?.corpusTitle ?? 'Spelregels voor wedstrijdbridge'
}

/** Every lineage's entry of `lineages.json` (no rows), sorted; none before the alignment has run. */
export function loadLineages(): LineageEntry[] {
  const state = current()
  state.lineages ??= sortLineages(readLineageIndex(api, files) ?? [])
  return state.lineages
}

/** A lineage with its rows. */
export function loadLineage(entry: LineageEntry): LineageData {
  const file = readLineageFile(api, entry)
  return {...entry, rows: file?.rows ?? null, bases: file?.bases ?? null, partial: file?.partial ?? null}
}

export function loadArticle(edition: string, number: string) {
  return readArticle(api, edition, number)
}

/** Pages that moved (`redirects.json`, from laws/urls.txt), by their old path. */
export function loadRedirects() {
  return readRedirects(api)
}

/** The compared edition pairs, ordered by `from`, then `to`. */
export function comparisonPairs() {
  return listComparisons(api)
}

// The comparison last read: an edition pair's article pages are rendered one after another, and
// each would otherwise read and validate the whole pair's file again. Only one pair is kept.
export function loadComparison(from: string, to: string) {
  const state = current()
  const key = pairKey(from, to)
  if (state.comparison?.key !== key) state.comparison = {key, comparison: readComparison(api, from, to)}
  return state.comparison.comparison
}

/**
 * Lookups that per-item pages need, built once per build rather than once per page: a page that
 * scanned every article, lineage and comparison would make the build quadratic in the corpus. They
 * hold ids, links and short texts only; each comparison and article is read once to build them and
 * not kept.
 */
export interface SiteIndex {
  editions: Map<string, EditionEntry>
  lineages: Map<string, LineageEntry>
  /** Lineages an article belongs to, by article id. */
  lineagesOf: Map<string, LineageEntry[]>
  /** Every edition pair's comparison without its diffs, ordered by `from`, then `to`. */
  comparisons: ComparisonOutline[]
  /** Links to the article comparisons an article takes part in, by article id. */
  comparisonLinksOf: Map<string, ComparisonLink[]>
  /** Each article comparison without its diffs, and its page, by `<older article id>><newer article id>`. */
  articleComparisons: Map<string, {comparison: ComparisonSummary; href: string}>
  /** The page of each article in each edition pair, by `<from>/<to>` and then article id (either side). */
  comparisonPages: Map<string, Map<string, string>>
  /** Provisions moved to or from another article, in any edition pair, by provision id. */
  moves: MoveIndex
}

/**
 * The provision holding a footnote's marker (by footnote id), read from the footnote's own article
 * when first asked for: a comparison page asks only of the footnotes it shows.
 */
export function footnoteHolder(id: string): string | null {
  const state = current()
  const {edition, number} = parseId(id)
  const article = articleId(edition, number)
  state.footnoteHolders ??= new Map()
  let holders = state.footnoteHolders.get(article)
  if (!holders) {
    holders = new Map(loadArticle(edition, number).footnotes.flatMap((footnote) => (footnote.provision ? [[footnote.id, footnote.provision] as const] : [])))
    state.footnoteHolders.set(article, holders)
  }
  return holders.get(id) ?? null
}

export function siteIndex(): SiteIndex {
  const state = current()
  state.index ??= buildIndex()
  return state.index
}

function buildIndex(): SiteIndex {
  const lineages = loadLineages()
  const lineagesOf = new Map<string, LineageEntry[]>()
  for (const lineage of lineages) for (const article of lineage.articles) lineagesOf.set(article.id, [...(lineagesOf.get(article.id) ?? []), lineage])
  // What the index takes from each comparison, not the comparison itself: one comparison is in
  // memory at a time, and a comparison whose file did not change since the last run is read and
  // hashed but not parsed, validated or shaped again.
  const comparisons: ComparisonOutline[] = []
  const articleComparisons = new Map<string, {comparison: ComparisonSummary; href: string}>()
  const comparisonPages = new Map<string, Map<string, string>>()
  const moves: PairMoves[] = []
  for (const {from, to} of comparisonPairs()) {
    const part = readFromComparison(api, from, to, files, 'site index', comparisonPart)
    comparisons.push(part.outline)
    for (const [key, value] of part.articleComparisons) articleComparisons.set(key, value)
    comparisonPages.set(pairKey(from, to), part.pages)
    moves.push(part.moves)
  }
  const comparisonLinksOf = new Map<string, ComparisonLink[]>()
  for (const link of comparisonLinks(comparisons, urls, () => true)) {
    for (const side of [link.from, link.to]) {
      const id = articleId(side.edition, side.number)
      comparisonLinksOf.set(id, [...(comparisonLinksOf.get(id) ?? []), link])
    }
  }
  return {
    editions: new Map(loadEditions().map((edition) => [edition.edition, edition])),
    lineages: new Map(lineages.map((lineage) => [lineage.id, lineage])),
    lineagesOf,
    comparisons,
    comparisonLinksOf,
    articleComparisons,
    comparisonPages,
    moves: mergeMoves(moves)
  }
}

/** What the site index takes from one edition pair's comparison. */
function comparisonPart(comparison: ComparisonJson) {
  const {from, to} = comparison
  const slugs = comparisonSlugs(comparison.articles)
  const articleComparisons: Array<[string, {comparison: ComparisonSummary; href: string}]> = []
  const pages = new Map<string, string>()
  comparison.articles.forEach((article, k) => {
    const href = urls.compareArticle(from, to, slugs[k]!)
    articleComparisons.push([linkKey(article.from.id, article.to.id), {comparison: comparisonSummary(article), href}])
    for (const side of [article.from.id, article.to.id]) if (!pages.has(side)) pages.set(side, href)
  })
  return {outline: comparisonOutline(comparison), articleComparisons, pages, moves: pairMoves(comparison, urls)}
}

/** Ways to write a provision of the newest edition, for the search boxes; its articles are read only until one serves. */
export function loadSearchExamples(): string[] {
  const state = current()
  const newest = loadEditions().at(-1)
  state.searchExamples ??= referenceExamples(
    (function* () {
      for (const article of newest?.articles ?? []) yield loadArticle(newest!.edition, article.number)
    })()
  )
  return state.searchExamples
}
