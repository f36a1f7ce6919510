// Every kind of data-stage cache entry with the type it stores, and every cache key: what a key is
// made of is written here and nowhere else. A key is a hash of all the inputs of what it keys, so
// a changed input is a miss, never a stale hit. The code version keys the whole cache and the
// output manifest's keys: nothing other code made is trusted.
import {createHash, hash as oneShotHash} from 'node:crypto'
import {readFileSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import type {MatchState} from './align/article-profiles.ts'
import type {StoredFeatures} from './align/features.ts'
import type {CorpusConfig} from './corpus.ts'
import type {DiagnosticRecord} from './diagnostic-records.ts'
import type {WordDiffOptions} from './diff/words.ts'
import type {Backlink} from './export/backlinks.ts'
import type {ComparisonSummary} from './export/compare-json.ts'
import type {Redirect} from './published-urls.ts'
import type {Article, Edition, Position, Provision, Reference, Source} from './types.ts'

/** What an entry of each kind stores, as JSON (each kind has its own pack, `<kind>.<n>.jsonl`). */
export interface CacheEntries {
  /** A source's parse. */
  parse: StoredParse
  /**
   * What parsing a source reported, and its edition (null when its header was rejected): a run
   * that finds the source unchanged reads this, and its tree only when the edition is read.
   */
  'parse-report': {edition: string | null; diagnostics: DiagnosticRecord[]}
  /**
   * An assembled edition without its articles' provisions, footnotes and notes (`Edition` with those
   * fields null), and what assembling it reported, per file: it stands in for the edition until an
   * article's text is read (src/corpus.ts). `checks` is the key of its checks; `articles`, per
   * article, the source it was parsed from, its place among that source's articles and how many
   * references it holds, or null when assembling changed more than references and notes (a lid
   * page merged, a duplicate renamed).
   */
  'edition-outline': {outline: Edition; diagnostics: Array<[string, DiagnosticRecord]>; checks: CacheKey<'edition-checks'>; articles: Array<[source: string, index: number, references: number]> | null}
  /** Per article of an assembled edition, in order: its digest, with the key it is kept under. */
  'edition-articles': StoredEditionArticles
  /**
   * What checking an assembled edition found (`assembleEdition`): where each reference resolved, in
   * reading order, and the diagnostics, with the file each is in.
   */
  'edition-checks': StoredEditionChecks
  /**
   * The lineages' registered ids (in the matcher's order), the registry and published URL list as
   * they should now be, the redirects, and what checking them reported on each file.
   */
  'lineage-ids': StoredLineageIds
  /** An article's digest: the `contentDigest` of its JSON file (`articleFile`). */
  digest: string
  /** The word features of an article's text units in reading order, as its provision links compare them (`unitFeatures`). */
  'unit-features': StoredFeatures[]
  /**
   * The document frequencies of an edition's units (`unitFrequencies`): the number of units, per
   * feature its count, and the digests of the articles counted (what a changed edition updates from).
   */
  'unit-frequencies': {documents: number; counts: StoredFeatures; digests: string[]}
  /** The clauses several units of an edition share (`sharedClauses`), as their words (`clauseKey`). */
  'shared-clauses': number[]
  /**
   * Per article of an edition (by digest, in order), the clauses of each of its units of several
   * clauses, as their words (`severalClauses`): what the shared clauses are counted from, and what a
   * changed edition counts them again from, reading only its new articles' text.
   */
  'clause-keys': Array<[digest: string, units: number[][]]>
  /** An article comparison (`ArticleComparisonJson`) as JSON text (`setText`), parsed only by the run that uses it. */
  compare: string
  /** A comparison's diagnostics (its diffs that gave up): a run reports them without reading it. */
  'gave-up': DiagnosticRecord[]
  /** What an edition pair's file reads of a comparison besides its text: a run that writes the file does not parse the comparison. */
  'compare-summary': ComparisonSummary
  /** An edition pair's provision links. */
  correspondence: StoredCorrespondence
  /**
   * What applying the concordance's decisions to an edition pair reported, and what keys read of its
   * links (`PairSummary`): a run reads this for every pair, and the links only for a pair whose
   * comparisons it makes again.
   */
  'pair-summary': {diagnostics: DiagnosticRecord[]; summary: PairSummary}
}

/**
 * What a run leaves for the next one, by name: not results keyed by their inputs, but a starting
 * point whose user finds what changed since (each records the inputs it was made from).
 */
export interface CacheStates {
  /** The article matcher's vectors, counts and candidates (`matchArticles`'s `previous`). */
  matcher: MatchState
  /** Per edition (`editionSlot`), the key of the last run's `unit-frequencies` entry: a changed edition's counts are updated from it. */
  'unit-frequencies': Record<string, CacheKey<'unit-frequencies'>>
  /** Per edition (`editionSlot`), the key of the last run's `clause-keys` entry: a changed edition's clauses are read again for its new articles only. */
  'clause-keys': Record<string, CacheKey<'clause-keys'>>
}

/**
 * Where a per-edition state keeps an edition's entry: the edition and the equivalent words it was
 * counted with. A run with other equivalents finds no entry to start from (the articles' digests do
 * not hold the equivalents, so the entry would look up to date).
 */
export function editionSlot(edition: string, equivalents: string[][] | undefined): string {
  return `${edition}.${equivalentsDigest(equivalents)}`
}

/** A reference as resolving left it: `[article, path, target, resolved]`. */
export interface StoredEditionChecks {
  refs: Array<[string, string[], string, string | null]>
  diagnostics: Array<[string, DiagnosticRecord]>
}

export interface StoredLineageIds {
  ids: string[]
  registry: string
  urls: {text: string; redirects: Redirect[]}
  diagnostics: {registry: DiagnosticRecord[]; urls: DiagnosticRecord[]}
}

/** Provision links as `[from id, to id, score, kind, confirmed]`. */
export interface StoredCorrespondence {
  links: Array<[string, string, number, 'home' | 'move', boolean]>
}

/**
 * What keys read of an edition pair's links: per matched article pair (`<from id>><to id>`) the
 * digest of the links its comparison shows, and the digest of the pair's moves across articles.
 */
export interface PairSummary {
  links: Array<[string, string]>
  moves: string
}

/**
 * A source's tree (null when its header was rejected) and what parsing it reported, taken before
 * the edition is assembled: assembly resolves references across files and reports on its own.
 */
export interface StoredParse {
  source: Source | null
  diagnostics: DiagnosticRecord[]
}

export interface StoredEditionArticles {
  digests: Array<[key: CacheKey<'digest'>, digest: string]>
}

export type CacheKind = keyof CacheEntries

declare const kindOfKey: unique symbol
/** The key of an entry of `Kind`; only the builders below make one. */
export type CacheKey<Kind extends string> = string & {readonly [kindOfKey]: Kind}

/** One key builder per kind, each made of everything its entries are made from. */
export const cacheKeys = {
  /** A source's path (its diagnostics name it), its text (or its UTF-8 bytes: the same key), and the corpus configuration (header pattern, noise lines). */
  parse: ({path, text, config}: {path: string; text: string | Uint8Array; config: CorpusConfig}) => hash(path, text, JSON.stringify(config)) as CacheKey<'parse'>,

  /** What parsing a source reported follows from what its parse does (its key). */
  'parse-report': ({parse}: {parse: CacheKey<'parse'>}) => parse as string as CacheKey<'parse-report'>,

  /** An edition's outline follows from the parses of its sources, as the edition's articles do. */
  'edition-outline': ({edition, sources}: {edition: string; sources: Array<CacheKey<'parse'>>}) => hash('edition-outline', edition, ...sources) as CacheKey<'edition-outline'>,

  /**
   * What the articles of an assembled edition give follows from the edition alone, which follows
   * from the parses of its sources (each key covers the source's path and text and the corpus
   * configuration) in the order assembled.
   */
  'edition-articles': ({edition, sources}: {edition: string; sources: Array<CacheKey<'parse'>>}) => hash('edition-articles', edition, ...sources) as CacheKey<'edition-articles'>,

  /**
   * The lineage ids and the published URLs follow from the lineages (their articles' ids and
   * numbers), every article of every edition, the registry and URL list files and whether removals
   * are accepted.
   */
  'lineage-ids': ({lineages, editions, registry, urls, acceptRemovals}: {lineages: Array<Array<[string, string]>>; editions: Array<Array<[string, string]>>; registry: string; urls: string; acceptRemovals: boolean}) =>
    hash('lineage-ids', JSON.stringify(lineages), JSON.stringify(editions), registry, urls, String(acceptRemovals)) as CacheKey<'lineage-ids'>,

  /** So do the checks of an assembled edition, and where its references resolve. */
  'edition-checks': ({edition, sources}: {edition: string; sources: Array<CacheKey<'parse'>>}) => hash('edition-checks', edition, ...sources) as CacheKey<'edition-checks'>,

  /**
   * An article's JSON file follows from the parses of the pages it is made of (`sources`: its own
   * page, and the lid pages merged into it) and from what assembling the edition changed: its id
   * (a duplicate is renamed), where each of its references (in provisions and footnotes) resolved,
   * and which units of the edition cite it and its provisions (`inbound`, the edition's `backlinks`).
   */
  digest: ({sources, article, inbound}: {sources: Array<CacheKey<'parse'>>; article: Article; inbound: Map<string, Backlink[]>}) => {
    const assembled: string[] = [JSON.stringify(inbound.get(article.id) ?? [])]
    const refs = (owner: string, list: Reference[]) => {
      for (const ref of list) assembled.push(`${owner}@${ref.offset}:${ref.target}:${ref.resolved ?? ''}`)
    }
    const visit = (provision: Provision) => {
      refs(provision.id, provision.refs)
      assembled.push(`${provision.id}<${JSON.stringify(inbound.get(provision.id) ?? [])}`)
      provision.children.forEach(visit)
    }
    article.children.forEach(visit)
    for (const footnote of article.footnotes) refs(`fn${footnote.number}`, footnote.refs)
    // Joined as `hash` would separate them: one update instead of two per provision.
    return hash(sources.join(','), article.id, assembled.join('\0')) as CacheKey<'digest'>
  },

  /**
   * An edition pair's links follow from every article of both editions (their digests), the
   * article matches between them, the concordance's provision lines, the corpus's equivalent words
   * and the options of the correspondence.
   */
  correspondence: ({from, to, matches, elsewhere, decisions, equivalents, options}: {from: string[]; to: string[]; matches: string[]; elsewhere: string[]; decisions: string; equivalents: string[][] | undefined; options: string}) =>
    hash('correspondence', ...from, '|', ...to, '|', ...matches, '|', ...elsewhere, '|', decisions, JSON.stringify(equivalents ?? []), options) as CacheKey<'correspondence'>,

  /** A pair's summary follows from what its links do (their key). */
  'pair-summary': ({correspondence}: {correspondence: CacheKey<'correspondence'>}) => correspondence as string as CacheKey<'pair-summary'>,

  /**
   * An article's text units and their words follow from its JSON file (its digest); the corpus's
   * equivalent words are read as one before counting.
   */
  'unit-features': ({digest, equivalents}: {digest: string; equivalents: string[][] | undefined}) => `${digest}.${equivalentsDigest(equivalents)}` as CacheKey<'unit-features'>,

  /** An edition's unit frequencies follow from its articles in order (their digests) and the equivalent words. */
  'unit-frequencies': ({digests, equivalents}: {digests: string[]; equivalents: string[][] | undefined}) => hash('unit-frequencies', ...digests, JSON.stringify(equivalents ?? [])) as CacheKey<'unit-frequencies'>,

  /**
   * The clauses an edition's units share follow from its articles' JSON files (their digests, in
   * order) and the corpus's equivalent words.
   */
  'shared-clauses': ({digests, equivalents}: {digests: string[]; equivalents: string[][] | undefined}) => hash('shared-clauses', JSON.stringify(equivalents ?? []), ...digests) as CacheKey<'shared-clauses'>,

  /** An edition's clauses follow from its articles' JSON files (their digests, in order) and the corpus's equivalent words. */
  'clause-keys': ({digests, equivalents}: {digests: string[]; equivalents: string[][] | undefined}) => hash('clause-keys', JSON.stringify(equivalents ?? []), ...digests) as CacheKey<'clause-keys'>,

  /**
   * The lineage (the comparison names it), the limits of the word diffs, the digests of both
   * articles, and a digest of the provision links it shows (moves across articles included).
   */
  compare: ({lineage, diff, from, to, links}: {lineage: string; diff: WordDiffOptions | undefined; from: string; to: string; links: string}) =>
    hash(lineage, JSON.stringify(diff ?? {}), from, to, links) as CacheKey<'compare'>,

  /**
   * The comparison and the place of the article compared to: the diagnostics point at it, and its
   * digest holds its lines but not its columns.
   */
  'gave-up': ({comparison, place}: {comparison: CacheKey<'compare'>; place: Position}) => hash(comparison, JSON.stringify(place)) as CacheKey<'gave-up'>,

  /** A comparison's summary follows from what the comparison does (its key). */
  'compare-summary': ({comparison}: {comparison: CacheKey<'compare'>}) => comparison as string as CacheKey<'compare-summary'>
} satisfies {[Kind in CacheKind]: (inputs: never) => CacheKey<Kind>}

/**
 * Keys of the output manifest (`OutputWriter.reuse`): what each file of the JSON API is made from.
 * The manifest holds them for one `codeVersion`.
 */
export const outputKeys = {
  /** An article's `.json` and `.md` files follow from its digest. */
  article: (digest: string) => digest,
  /** A lineage's rows: its first article and its comparisons (whose keys cover the other articles). */
  lineage: ({lineage, first, comparisons}: {lineage: string; first: string; comparisons: Array<CacheKey<'compare'>>}) => hash('rows', lineage, first, ...comparisons),
  /** The comparison of two editions: the editions and the comparisons of their linked articles. */
  comparison: ({from, to, comparisons, moves}: {from: string; to: string; comparisons: Array<CacheKey<'compare'>>; moves: string}) => hash('pair', from, to, moves, ...comparisons),
  /** The redirects follow from themselves (the published URL list and the pages made now): their JSON text. */
  redirects: (json: string) => hash('redirects', json),
  /**
   * A download of several articles (the whole corpus, one edition's Markdown) follows from their
   * digests and from what it holds besides them (`head`: the corpus title, the editions' sources).
   */
  download: (name: string, head: string, digests: string[]) => hash('download', name, head, ...digests),
  /** A JSON Schema follows from the code alone. */
  schema: () => 'code'
}

/** The version of the code under `dir` (`src/`): a hash of every file's path and contents. */
export function codeVersion(dir: string): string {
  const files: string[] = []
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name)
      if (statSync(full).isDirectory()) walk(full)
      else files.push(full)
    }
  }
  walk(dir)
  return hash(...files.flatMap((file) => [path.relative(dir, file), readFileSync(file)]))
}

/**
 * A text's digest: the output manifest's digest of a file, and an article's digest. Bytes given as
 * pieces that follow each other have the digest of the bytes joined.
 */
export function contentDigest(text: string | Uint8Array | readonly Uint8Array[]): string {
  // Hashing bytes is twice as fast as hashing a string (which is encoded piecewise).
  if (typeof text === 'string' || text instanceof Uint8Array) return hash(typeof text === 'string' ? Buffer.from(text) : text)
  const digest = createHash('sha256')
  for (const piece of text) digest.update(piece)
  return digest.update('\0').digest('hex').slice(0, 32)
}

const equivalentsDigests = new WeakMap<string[][], string>()

/**
 * The equivalent words' part of a key, made once per list: an article's unit features are keyed by
 * its digest (already a hash of its content) and this, so a run keeps every article's entry
 * without hashing anything per article.
 */
function equivalentsDigest(equivalents: string[][] | undefined): string {
  if (equivalents === undefined) return hash('unit-features', '[]')
  let digest = equivalentsDigests.get(equivalents)
  if (digest === undefined) equivalentsDigests.set(equivalents, (digest = hash('unit-features', JSON.stringify(equivalents))))
  return digest
}

function hash(...parts: Array<string | Uint8Array>): string {
  // Short text parts (most keys) joined into one call: the same bytes as the stream below, and a
  // fraction of its cost in a fresh process, which makes thousands of keys. A source's whole text
  // is streamed rather than copied into one string.
  let length = 0
  for (const part of parts) length += typeof part === 'string' ? part.length : Number.POSITIVE_INFINITY
  if (length < 1 << 14) return oneShotHash('sha256', `${(parts as string[]).join('\0')}\0`, 'hex').slice(0, 32)
  const digest = createHash('sha256')
  for (const part of parts) digest.update(part).update('\0')
  return digest.digest('hex').slice(0, 32)
}
