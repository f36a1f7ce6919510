// parse → align → diff: everything the data stage and `npm run check` need, with all diagnostics
// on the files they concern.
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {matchArticles, type ArticleLink, type Lineage} from './align/articles.ts'
import {Concordance, parseConcordance, parseProvisionDecisions} from './align/concordance.ts'
import {correspond, defaultCorrespondenceOptions, restoreCorrespondence, severalClauses, sharedAmong, unitFeatures, unitFrequencies, type Correspondence} from './align/correspondence.ts'
import {restoreFeatures, storeFeatures, type FeatureCounts} from './align/features.ts'
import {DocumentFrequencies} from './align/similarity.ts'
import {termNormalizer} from './align/terms.ts'
import {textUnits, type TextUnit} from './align/units.ts'
import type {DataCache} from './cache.ts'
import {cacheKeys, contentDigest, editionSlot, type CacheEntries, type CacheKey, type PairSummary} from './cache-keys.ts'
import {articleSources, articlesOf, loadCorpus, type Corpus, type LoadOptions} from './corpus.ts'
import {compareArticles, comparisonSummary, editionPairs, type Compare, type ComparisonSource} from './export/compare-json.ts'
import {editionBacklinks} from './export/backlinks.ts'
import {articleFile} from './export/corpus-json.ts'
import type {WordDiffOptions} from './diff/words.ts'
import type {ArticleComparisonJson} from './export/schema.ts'
import {recordToMessage, reportedDuring, type DiagnosticRecord} from './diagnostic-records.ts'
import {assignLineageIds, formatRegistry, parseRegistry, registryFileName} from './lineage-registry.ts'
import {checkPublishedUrls, movedPageTarget, sitePagePaths, urlListFileName, type Redirect} from './published-urls.ts'
import {diagnosticRecord, report} from './rules.ts'
import type {Article} from './types.ts'

export interface PipelineOptions {
  /** Score under which an unconfirmed match is reported; 0.5 when not given. */
  confidence?: number
  /** Limits of each word diff (jsdiff's `maxEditLength`, `timeout`). */
  diff?: WordDiffOptions
  /** The data-stage cache; without one, everything is computed. */
  cache?: DataCache
  /** The lineage registry (`laws/lineages.txt`); an empty one when not given. */
  registryFile?: VFile
  /** The published URL list (`laws/urls.txt`); an empty one when not given. */
  urlListFile?: VFile
  /** Drop published URLs that are neither pages nor redirected any more, instead of reporting them. */
  acceptUrlRemovals?: boolean
}

export interface Pipeline {
  corpus: Corpus
  lineages: Lineage[]
  /** Memoised (and cached) article comparison: lineage pages and edition pairs share them. */
  compare: Compare
  /** Each comparison's summary and JSON text, as cached: an edition pair's file is put together from them without parsing a comparison. */
  comparisonSource: ComparisonSource
  /**
   * Reports the diagnostics of every comparison (a diff that gave up), reading only a summary of
   * each cached comparison; comparisons themselves are read when asked for.
   */
  compareAll: () => void
  /** The cache key of a comparison (`cacheKeys.compare`). */
  compareKey: (lineage: Lineage, from: Article, to: Article) => CacheKey<'compare'>
  /** An article of the corpus by id. */
  article: (id: string) => Article | undefined
  /** The provision links of an edition pair (older, newer), computed once per run. */
  correspondenceOf: (from: string, to: string) => Correspondence
  /** A digest of an edition pair's moves across articles (with the articles' digests): it keys the pair's file. */
  movesDigest: (from: string, to: string) => string
  /** All files with diagnostics: sources, the concordance, the lineage registry and the URL list. */
  files: VFile[]
  /** The lineage registry as it should now be (src/lineage-registry.ts). */
  registry: {file: VFile; text: string}
  /** The published URL list as it should now be, and its redirects (src/published-urls.ts). */
  urlList: {file: VFile; text: string; redirects: Redirect[]}
  /** Per article, the digest of its JSON file (`articleFile`): it keys the caches and output files. */
  digests: Map<Article, string>
  /** The JSON files of the articles this run had to serialise (those of changed sources). */
  serialized: Map<Article, string>
  /** How many newer articles looked for article candidates: all, unless the matcher's state of the last run spared some. */
  articlesSearched: number
}

/** The pipeline over `lawsDir`, with the milliseconds spent parsing and aligning. */
export function runPipeline(lawsDir: string, options: PipelineOptions & LoadOptions = {}): Pipeline & {timings: {parse: number; align: number}} {
  const {cwd = process.cwd(), cache} = options
  let start = performance.now()
  const corpus = loadCorpus(lawsDir, {cwd, cache})
  const parse = performance.now() - start
  const read = (name: string) => {
    const file = path.join(lawsDir, name)
    return new VFile({path: path.relative(cwd, file), value: existsSync(file) ? readFileSync(file, 'utf8') : ''})
  }
  const concordanceFile = read('concordance.txt')
  start = performance.now()
  const pipeline = align(corpus, concordanceFile, {registryFile: read(registryFileName), urlListFile: read(urlListFileName), ...options})
  return {...pipeline, timings: {parse, align: performance.now() - start}}
}

export function align(corpus: Corpus, concordanceFile: VFile, options: PipelineOptions = {}): Pipeline {
  const {confidence = 0.5, diff, cache, registryFile = new VFile({path: registryFileName, value: ''}), urlListFile = new VFile({path: urlListFileName, value: ''})} = options
  const entries = parseConcordance(concordanceFile)
  const editions = corpus.editions.map((edition) => articlesOf(edition))
  const known = new Set(editions.flat().map((article) => article.id))
  for (const entry of entries) {
    for (const id of [entry.from, entry.to]) {
      if (!known.has(id)) report(concordanceFile, 'concordance-unknown-article', `Unexpected article \`${id}\`, expected an article of the corpus`, {start: {line: entry.line, column: 1}, end: {line: entry.line, column: 1}})
    }
  }
  const {digests, serialized} = editionArticles(corpus, cache)
  const digestOf = (article: Article) => digests.get(article)!
  // The last run's matcher state holds every article's features: only a changed article is read again.
  const matched = matchArticles(editions, {concordance: new Concordance(entries), versionOf: digestOf, previous: cache?.state('matcher')})
  if (matched.state) cache?.setState('matcher', matched.state)
  const {links} = matched
  const {lineages, registryText, urls} = lineageIds(corpus, matched.lineages, {registryFile, urlListFile, acceptRemovals: options.acceptUrlRemovals === true, cache})
  const urlList = {file: urlListFile, ...urls}
  const filesByPath = new Map(corpus.files.map((file) => [file.path, file]))
  const fileOf = (article: Article) => filesByPath.get(article.source)!

  for (const entry of entries.filter((candidate) => candidate.action === 'confirm')) {
    if (known.has(entry.from) && known.has(entry.to) && !confirmationHeld(entry, lineages)) {
      report(concordanceFile, 'concordance-not-matched', `Unexpected: confirmed ${entry.from} → ${entry.to} is not a match, expected the aligner to find it (use \`force\` to impose it)`, {
        start: {line: entry.line, column: 1},
        end: {line: entry.line, column: 1}
      })
    }
  }
  for (const link of links) {
    if (link.confirmed || link.score >= confidence) continue
    const {content, title, number} = link.evidence
    report(
      fileOf(link.to),
      'unconfirmed-match',
      `Unconfirmed match ${link.from.id} → ${link.to.id} (score ${link.score}: content ${content}, title ${title}, number ${number}), expected a \`confirm\` or \`forbid\` line in laws/concordance.txt`,
      {start: link.to.position.start, end: link.to.position.start}
    )
  }

  // Provision links per edition pair: an article's comparison also shows what moved in from, or out
  // to, other articles of the pair, so it depends on the pair's links, not only on its two articles.
  const decisions = parseProvisionDecisions(concordanceFile)
  const pairs = new Map(editionPairs(lineages).map((pair) => [`${pair.from}/${pair.to}`, pair]))
  const articlesByEdition = new Map(corpus.editions.map((edition) => [edition.edition, articlesOf(edition)]))
  const correspondences = new Map<string, Correspondence>()
  // Where each article's lineage continues: a pair that skips editions leaves out, in its search
  // for moves, the older articles that continue in an edition in between.
  const successorEdition = new Map(lineages.flatMap((lineage) => lineage.links.map((link) => [link.from.id, link.to.edition] as const)))
  // The features of an article's units depend on its own words only: cached by its digest, an
  // edition pair recomputed after a change counts the words of its changed articles only.
  const normalize = termNormalizer(corpus.config.equivalents)
  const unitFeaturesKey = (article: Article) => cacheKeys['unit-features']({digest: digestOf(article), equivalents: corpus.config.equivalents})
  const unitFeaturesByArticle = new Map<Article, FeatureCounts[]>()
  const unitFeaturesOf = (unit: TextUnit): FeatureCounts => {
    let list = unitFeaturesByArticle.get(unit.article)
    if (!list) {
      const key = unitFeaturesKey(unit.article)
      const stored = cache?.get('unit-features', key)
      list = stored ? stored.map(restoreFeatures) : textUnits(unit.article).map((own) => unitFeatures(own, normalize))
      if (!stored) cache?.set('unit-features', key, list.map(storeFeatures))
      unitFeaturesByArticle.set(unit.article, list)
    }
    return list[unit.index]!
  }
  // What follows from one edition's articles alone (the document frequencies of its units, their
  // clauses, the clauses they share): made once a run and cached by their digests, so a pair linked
  // again after a change recounts the changed edition only. `update` makes it from the entry the
  // last run had for the edition instead (its state, by `editionSlot`), when it can (null: made afresh).
  const perEdition = <Kind extends 'unit-frequencies' | 'clause-keys' | 'shared-clauses', Value>(
    kind: Kind,
    {make, store, restore, update}: {make: (articles: Article[]) => Value; store: (value: Value, articles: Article[]) => CacheEntries[Kind]; restore: (stored: CacheEntries[Kind]) => Value; update?: (articles: Article[], previous: CacheEntries[Kind]) => Value | null}
  ) => {
    const made = new Map<string, Value>()
    const slotOf = (articles: Article[]) => editionSlot(articles[0]!.edition, corpus.config.equivalents)
    const keyOf = (articles: Article[]) => cacheKeys[kind]({digests: articles.map(digestOf), equivalents: corpus.config.equivalents}) as CacheKey<Kind>
    // Per edition the key of the last run's entry, for the kinds that are updated from it.
    const last = update && kind !== 'shared-clauses' ? (cache?.state(kind as 'unit-frequencies' | 'clause-keys') as Record<string, CacheKey<Kind>> | undefined) : undefined
    const previousOf = (articles: Article[]) => {
      const key = articles.length > 0 ? last?.[slotOf(articles)] : undefined
      return key === undefined ? undefined : cache?.get(kind, key)
    }
    const of = (articles: Article[]): Value => {
      const key = keyOf(articles)
      let value = made.get(key)
      if (value === undefined) {
        const stored = cache?.get(kind, key)
        const previous = stored === undefined && update ? previousOf(articles) : undefined
        value = stored === undefined ? ((previous !== undefined && update!(articles, previous)) || make(articles)) : restore(stored)
        if (stored === undefined) cache?.set(kind, key, store(value, articles))
        made.set(key, value)
      }
      return value
    }
    /** Keep the edition's entry for the next run, and where it is for the next run's `update`. */
    const slots: Record<string, CacheKey<Kind>> = {}
    const keep = (articles: Article[]) => {
      const key = keyOf(articles)
      cache?.keep(kind, key)
      if (articles.length > 0) slots[slotOf(articles)] = key
    }
    return {of, keep, slots}
  }
  const restoreFrequencies = (stored: CacheEntries['unit-frequencies']) => {
    const {ids, counts} = restoreFeatures(stored.counts)
    return DocumentFrequencies.restore({documents: stored.documents, keys: ids, counts})
  }
  const unitFrequenciesOf = perEdition('unit-frequencies', {
    make: (articles) => unitFrequencies(articles.flatMap(textUnits), unitFeaturesOf),
    store: (frequencies, articles) => {
      const {documents, keys, counts} = frequencies.snapshot()
      return {documents, counts: storeFeatures(heldFeatures(keys, counts)), digests: articles.map(digestOf)}
    },
    restore: restoreFrequencies,
    // The last run's counts of the edition, less the units of its articles that are gone (read from
    // their cached features) and plus those of its new articles: the same counts as a recount.
    update: (articles, previous) => {
      const frequencies = restoreFrequencies(previous)
      const now = new Set(articles.map(digestOf))
      const before = new Set(previous.digests)
      for (const digest of before) {
        if (now.has(digest)) continue
        const gone = cache?.get('unit-features', cacheKeys['unit-features']({digest, equivalents: corpus.config.equivalents}))
        if (!gone) return null
        for (const features of gone) {
          const dense = frequencies.numbers(restoreFeatures(features).ids)
          if (dense.includes(-1)) return null
          frequencies.remove(dense)
        }
      }
      for (const article of articles) if (!before.has(digestOf(article))) for (const unit of textUnits(article)) frequencies.add(unitFeaturesOf(unit))
      return frequencies
    }
  })
  // An edition's clauses, per article: a changed edition takes its unchanged articles' from the last
  // run's entry and cuts only its new articles' text into clauses.
  const clausesOf = (articles: Article[], previous: ReadonlyMap<string, number[][]>): CacheEntries['clause-keys'] =>
    articles.map((article) => [digestOf(article), previous.get(digestOf(article)) ?? severalClauses(textUnits(article), normalize)])
  const clauseKeysOf = perEdition('clause-keys', {
    make: (articles) => clausesOf(articles, new Map()),
    store: (clauses) => clauses,
    restore: (stored) => stored,
    update: (articles, previous) => clausesOf(articles, new Map(previous))
  })
  const sharedClausesOf = perEdition('shared-clauses', {
    make: (articles): ReadonlySet<number> => sharedAmong(clauseKeysOf.of(articles).flatMap(([, units]) => units)),
    store: (shared) => [...shared],
    restore: (stored) => new Set(stored)
  })
  /**
   * An edition pair's links: computed, or read from the cache. What the pair's comparison keys and
   * its file's key take from them (`PairSummary`) is stored with them, so a pair read from the cache
   * is restored (its links made into objects) only when one of its comparisons is made again.
   */
  const inputsByPair = new Map<string, ReturnType<typeof pairInputsOf>>()
  const pairInputs = (name: string) => {
    let inputs = inputsByPair.get(name)
    if (!inputs) inputsByPair.set(name, (inputs = pairInputsOf(name)))
    return inputs
  }
  const pairInputsOf = (name: string) => {
    const [from, to] = name.split('/') as [string, string]
    const pair = pairs.get(name)
    const older = articlesByEdition.get(from) ?? []
    const continuesElsewhere = new Set(older.filter((article) => (successorEdition.get(article.id) ?? to) !== to).map((article) => article.id))
    const input = {from: older, to: articlesByEdition.get(to) ?? [], links: pair ? pair.links.map(({link}) => link) : [], continuesElsewhere}
    const own = decisions.filter((decision) => decision.from[0]!.startsWith(`${from}/`) && decision.to[0]!.startsWith(`${to}/`))
    const key = cacheKeys.correspondence({
      from: input.from.map(digestOf),
      to: input.to.map(digestOf),
      matches: input.links.map((link) => `${link.from.id}>${link.to.id}`),
      elsewhere: [...continuesElsewhere],
      decisions: JSON.stringify(own),
      equivalents: corpus.config.equivalents,
      options: JSON.stringify(defaultCorrespondenceOptions)
    })
    return {input, own, key}
  }
  // The pairs whose summary this run read (and whose diagnostics it reported from it).
  const summarized = new Set<string>()
  const summaries = new Map<string, PairSummary>()
  const correspondenceOf = (from: string, to: string): Correspondence => {
    const name = `${from}/${to}`
    let correspondence = correspondences.get(name)
    if (correspondence) return correspondence
    const {input, own, key} = pairInputs(name)
    const entry = summarized.has(name) ? cache?.get('correspondence', key) : undefined
    if (entry) {
      correspondence = restoreCorrespondence(entry, input, corpus.config.equivalents)
      correspondences.set(name, correspondence)
      return correspondence
    }
    // What the decisions report is kept with the summary; when that was read (and its links were
    // not), it was reported already and what linking the pair again reports goes to a copy.
    const concordance = summarized.has(name) ? new VFile({path: concordanceFile.path, value: concordanceFile.value}) : concordanceFile
    const {result, records} = reportedDuring([concordance], () =>
      correspond({...input, equivalents: corpus.config.equivalents, decisions: own, concordance, featuresOf: unitFeaturesOf, frequenciesOf: unitFrequenciesOf.of, sharedClausesOf: sharedClausesOf.of})
    )
    correspondence = result
    correspondences.set(name, correspondence)
    const summary = summarize(name, input.links)
    summaries.set(name, summary)
    cache?.set('correspondence', key, {links: correspondence.links.map((link) => [link.from.id, link.to.id, link.score, link.kind, link.confirmed])})
    cache?.set('pair-summary', cacheKeys['pair-summary']({correspondence: key}), {diagnostics: records[0]!, summary})
    return correspondence
  }
  const summarize = (name: string, matches: ArticleLink[]): PairSummary => {
    const [from, to] = name.split('/') as [string, string]
    const correspondence = correspondenceOf(from, to)
    const equivalents = corpus.config.equivalents ?? []
    const moves = correspondence.links.filter((link) => link.kind === 'move').map((link) => [link.from.id, link.to.id, link.confirmed, digestOf(link.from.article), digestOf(link.to.article)])
    return {links: matches.map((link) => [`${link.from.id}>${link.to.id}`, linksDigestOf(link.from, link.to)]), moves: contentDigest(JSON.stringify([moves, equivalents]))}
  }
  /** What an article comparison's key reads of its pair's links: the links it shows, and the equivalent words. */
  const linksDigestOf = (from: Article, to: Article) => contentDigest(JSON.stringify([linksOf(from, to), corpus.config.equivalents ?? []]))
  /** `linksDigestOf`, from the pair's summary when it has one (a pair read from the cache is not restored for it). */
  const linkDigests = new Map<string, Map<string, string>>()
  const linksDigest = (from: Article, to: Article): string => {
    const name = `${from.edition}/${to.edition}`
    let digests = linkDigests.get(name)
    if (!digests) linkDigests.set(name, (digests = new Map(summaries.get(name)?.links)))
    return digests.get(`${from.id}>${to.id}`) ?? linksDigestOf(from, to)
  }
  /** The links an article comparison shows: those leaving its older article or reaching its newer one. */
  // Positions of each article's links in its edition pair's list, indexed once per pair.
  const linkIndex = new Map<Correspondence, Map<Article, number[]>>()
  const positionsOf = (correspondence: Correspondence, article: Article) => {
    let index = linkIndex.get(correspondence)
    if (!index) {
      index = new Map()
      correspondence.links.forEach((link, position) => {
        for (const end of new Set([link.from.article, link.to.article])) {
          const positions = index!.get(end)
          if (positions) positions.push(position)
          else index!.set(end, [position])
        }
      })
      linkIndex.set(correspondence, index)
    }
    return index.get(article) ?? []
  }
  const linksOf = (from: Article, to: Article) => {
    const correspondence = correspondenceOf(from.edition, to.edition)
    const positions = [...new Set([...positionsOf(correspondence, from), ...positionsOf(correspondence, to)])].sort((a, b) => a - b)
    return positions.map((position) => {
      const link = correspondence.links[position]!
      return [link.from.id, link.to.id, link.score, link.kind, link.confirmed, digestOf(link.from.article), digestOf(link.to.article)]
    })
  }

  // The pairs read from the cache read no unit features: keep those for a later change in their editions.
  for (const article of editions.flat()) cache?.keep('unit-features', unitFeaturesKey(article))
  for (const perEditionKind of [unitFrequenciesOf, clauseKeysOf, sharedClausesOf]) for (const articles of editions) perEditionKind.keep(articles)
  cache?.setState('unit-frequencies', unitFrequenciesOf.slots)
  cache?.setState('clause-keys', clauseKeysOf.slots)
  for (const name of pairs.keys()) {
    const {key} = pairInputs(name)
    // A pair's links are kept unread: only a pair whose comparisons are made again needs them.
    const entry = cache?.keep('correspondence', key) ? cache.get('pair-summary', cacheKeys['pair-summary']({correspondence: key})) : undefined
    if (entry) {
      summarized.add(name)
      summaries.set(name, entry.summary)
      for (const record of entry.diagnostics) recordToMessage(concordanceFile, record)
    } else correspondenceOf(...(name.split('/') as [string, string]))
  }
  for (const decision of decisions) {
    const name = `${decision.from[0]!.slice(0, 4)}/${decision.to[0]!.slice(0, 4)}`
    if (!pairs.has(name)) report(concordanceFile, 'concordance-unknown-article', `Unexpected provisions of editions ${name.replace('/', ' and ')}, expected provisions of two editions that are compared`, {start: {line: decision.line, column: 1}, end: {line: decision.line, column: 1}})
  }
  const memo = new Map<string, ArticleComparisonJson>()
  const texts = new WeakMap<ArticleComparisonJson, string>()
  const reported = new Set<string>()
  // Each comparison's key is asked for while diffing and again while exporting: made once per run.
  const compareKeys = new Map<string, CacheKey<'compare'>>()
  const compareKey = (lineage: Lineage, from: Article, to: Article) => {
    const name = `${lineage.id}\0${from.id}\0${to.id}`
    let key = compareKeys.get(name)
    if (key === undefined) {
      key = cacheKeys.compare({lineage: lineage.id, diff, from: digestOf(from), to: digestOf(to), links: linksDigest(from, to)})
      compareKeys.set(name, key)
    }
    return key
  }
  /** A comparison's diagnostics: each provision pair whose diff gave up (`replacedWhole`). */
  const gaveUpOf = (comparison: ArticleComparisonJson, to: Article): DiagnosticRecord[] =>
    comparison.pairs
      .filter((pair) => pair.replacedWhole)
      .map((pair) => diagnosticRecord(fileOf(to), 'diff-gave-up', `Unexpected diff of ${pair.fromLabel ?? 'text'} → ${pair.toLabel ?? 'text'} beyond the edit limits, expected a smaller change; shown as replaced as a whole`, to.position))
  const gaveUpKey = (key: CacheKey<'compare'>, to: Article) => cacheKeys['gave-up']({comparison: key, place: to.position})
  /** Each comparison's diagnostics, reported once per run. */
  const reportGaveUp = (key: string, to: Article, gaveUp: DiagnosticRecord[]) => {
    if (reported.has(key)) return
    reported.add(key)
    for (const record of gaveUp) recordToMessage(fileOf(to), record)
  }
  const compare = (lineage: Lineage, from: Article, to: Article) => {
    const key = compareKey(lineage, from, to)
    let comparison = memo.get(key)
    if (!comparison) {
      // Stored as JSON text: a run parses only the comparisons it uses.
      const stored = cache?.getText('compare', key)
      comparison = stored === undefined ? compareArticles(lineage.id, from, to, correspondenceOf(from.edition, to.edition), diff) : (JSON.parse(stored) as ArticleComparisonJson)
      const text = stored ?? JSON.stringify(comparison)
      if (stored === undefined) {
        cache?.setText('compare', key, text)
        cache?.set('compare-summary', cacheKeys['compare-summary']({comparison: key}), comparisonSummary(comparison))
      }
      texts.set(comparison, text)
      const gaveUp = gaveUpOf(comparison, to)
      if (cache && !cache.keep('gave-up', gaveUpKey(key, to))) cache.set('gave-up', gaveUpKey(key, to), gaveUp)
      memo.set(key, comparison)
      reportGaveUp(key, to, gaveUp)
    }
    return comparison
  }
  const compareAll = () => {
    for (const lineage of lineages) {
      for (const {from, to} of lineage.links) {
        const key = compareKey(lineage, from, to)
        // A cached comparison is kept for the next run but not read: its summary has the diagnostics.
        cache?.keep('compare-summary', cacheKeys['compare-summary']({comparison: key}))
        const summary = cache?.keep('compare', key) ? cache.get('gave-up', gaveUpKey(key, to)) : undefined
        if (summary) reportGaveUp(key, to, summary)
        else compare(lineage, from, to)
      }
    }
  }
  const comparisonSource: ComparisonSource = {
    summaryOf: (lineage, from, to) => {
      const key = compareKey(lineage, from, to)
      const made = memo.get(key)
      return made ? comparisonSummary(made) : (cache?.get('compare-summary', cacheKeys['compare-summary']({comparison: key})) ?? comparisonSummary(compare(lineage, from, to)))
    },
    textOf: (lineage, from, to) => {
      const key = compareKey(lineage, from, to)
      const made = memo.get(key)
      return made ? texts.get(made)! : (cache?.getText('compare', key) ?? texts.get(compare(lineage, from, to))!)
    }
  }
  const byId = new Map(editions.flat().map((article) => [article.id, article]))
  return {
    corpus,
    lineages,
    compare,
    comparisonSource,
    compareAll,
    compareKey,
    correspondenceOf,
    movesDigest: (from, to) => summaries.get(`${from}/${to}`)?.moves ?? summarize(`${from}/${to}`, []).moves,
    article: (id) => byId.get(id),
    files: [...corpus.files, concordanceFile, registryFile, urlListFile],
    registry: {file: registryFile, text: registryText},
    urlList,
    digests,
    serialized,
    articlesSearched: matched.searched
  }
}

/** Features with their counts, without those no document holds any more (after updates; a count made afresh has none). */
function heldFeatures(keys: Int32Array, counts: Int32Array): FeatureCounts {
  let held = 0
  for (let number = 0; number < counts.length; number++) if (counts[number]! > 0) held++
  if (held === counts.length) return {ids: keys, counts}
  const features = {ids: new Int32Array(held), counts: new Int32Array(held)}
  for (let number = 0, k = 0; number < counts.length; number++) {
    if (counts[number]! === 0) continue
    features.ids[k] = keys[number]!
    features.counts[k++] = counts[number]!
  }
  return features
}

/**
 * Registered ids for the matcher's lineages (ids that do not change when an older or newer article
 * joins a lineage), the registry and the published URL list as they should now be, with their
 * diagnostics. They follow from the lineages, the editions' articles and the two files: an
 * unchanged set is read from the cache, with what checking it reported.
 */
function lineageIds(corpus: Corpus, matched: Lineage[], {registryFile, urlListFile, acceptRemovals, cache}: {registryFile: VFile; urlListFile: VFile; acceptRemovals: boolean; cache?: DataCache}): {lineages: Lineage[]; registryText: string; urls: {text: string; redirects: Redirect[]}} {
  const key = cacheKeys['lineage-ids']({
    lineages: matched.map((lineage) => lineage.articles.map((article): [string, string] => [article.id, article.number])),
    editions: corpus.editions.map((edition) => articlesOf(edition).map((article): [string, string] => [article.id, article.number])),
    registry: String(registryFile.value),
    urls: String(urlListFile.value),
    acceptRemovals
  })
  const stored = cache?.get('lineage-ids', key)
  if (stored && stored.ids.length === matched.length) {
    for (const record of stored.diagnostics.registry) recordToMessage(registryFile, record)
    for (const record of stored.diagnostics.urls) recordToMessage(urlListFile, record)
    return {lineages: matched.map((lineage, k) => ({...lineage, id: stored.ids[k]!})), registryText: stored.registry, urls: stored.urls}
  }
  const {result, records} = reportedDuring([registryFile, urlListFile], () => {
    const registered = parseRegistry(registryFile)
    const assigned = assignLineageIds(matched, registered, registryFile)
    const pages = sitePagePaths(corpus.editions.map((edition) => ({edition: edition.edition, articles: articlesOf(edition)})), assigned.lineages)
    const urls = checkPublishedUrls(urlListFile, pages, {targetOf: movedPageTarget(assigned.lineages, assigned.registry, registered), acceptRemovals})
    return {lineages: assigned.lineages, registryText: formatRegistry(assigned.registry), urls}
  })
  cache?.set('lineage-ids', key, {ids: result.lineages.map((lineage) => lineage.id), registry: result.registryText, urls: result.urls, diagnostics: {registry: records[0]!, urls: records[1]!}})
  return result
}

/**
 * Per article, the digest of its public JSON file, cached under what that file is made from
 * (`cacheKeys.digest`): only the articles of changed sources are serialised, and an article whose
 * own text did not change keeps its digest. An unchanged edition gives all its articles' digests
 * in one entry (`edition-articles`), without the edition's backlinks or a key per article.
 */
function editionArticles(corpus: Corpus, cache?: DataCache): {digests: Map<Article, string>; serialized: Map<Article, string>} {
  const digests = new Map<Article, string>()
  const serialized = new Map<Article, string>()
  for (const edition of corpus.editions) {
    const articles = articlesOf(edition)
    const key = cacheKeys['edition-articles']({edition: edition.edition, sources: edition.sources.map((source) => corpus.sourceKeys.get(source.path)!)})
    const stored = cache?.get('edition-articles', key)
    if (stored) {
      articles.forEach((article, index) => {
        const [digestKey, digest] = stored.digests[index]!
        // Kept for the run that finds this edition changed: its unchanged articles are hits then.
        cache!.keep('digest', digestKey)
        digests.set(article, digest)
      })
      continue
    }
    const inbound = editionBacklinks(edition)
    const entries = articles.map((article): [CacheKey<'digest'>, string] => {
      const inputs = cacheKeys.digest({sources: articleSources(article).map((source) => corpus.sourceKeys.get(source)!), article, inbound})
      let digest = cache?.get('digest', inputs)
      if (digest === undefined) {
        const text = articleFile(article, edition)
        serialized.set(article, text)
        digest = contentDigest(text)
        cache?.set('digest', inputs, digest)
      }
      digests.set(article, digest)
      return [inputs, digest]
    })
    cache?.set('edition-articles', key, {digests: entries})
  }
  return {digests, serialized}
}

/**
 * Whether the aligner holds a confirmed pair: both articles in one lineage, the older first. Editions
 * in between may continue the lineage (`1975/34 → 1982/34 → 1987/35` holds `confirm 1975/34
 * 1987/35`): an edition added later must not turn a confirmation into a warning.
 */
export function confirmationHeld(entry: {from: string; to: string}, lineages: readonly {articles: readonly {id: string}[]}[]): boolean {
  return lineages.some((lineage) => {
    const ids = lineage.articles.map((article) => article.id)
    const from = ids.indexOf(entry.from)
    return from >= 0 && ids.indexOf(entry.to) > from
  })
}
