// parse → align → diff → export: the stages the data stage and `npm run check` run, each a function
// of the one before, with all diagnostics on the files they concern. The diff stage's comparisons
// are data; `compare` gives each as published (src/export/comparison-json.ts), made once per
// comparison, since the comparison files and the lineage files both read it.
import path from 'node:path'
import {VFile} from 'vfile'
import {alignCorpus, type AlignOptions, type Alignment} from './align/align-corpus.ts'
import {registryFileName} from './align/lineage-registry.ts'
import {urlListFileName} from './align/published-urls.ts'
import {noConfig} from './corpus-config.ts'
import {loadCorpus, articlesOf, type Corpus, type LoadOptions} from './corpus.ts'
import {readMaintainerFile, readMaintainerFileFrom, reportUnreadable, type MaintainerFile} from './maintainer-files.ts'
import {compareCorpus} from './diff/compare-corpus.ts'
import {correspondingHeadings} from './align/headings.ts'
import {compareHeadings, type HeadingComparison} from './diff/headings.ts'
import {pairKey} from './ids.ts'
import {languageWords} from './language.ts'
import {compareMoves, type ArticleComparison, type Compare, type compareArticles, type PairComparison} from './diff/compare.ts'
import {articleComparisonJson, type CompareJson} from './export/comparison-json.ts'
import type {ArticleComparisonJson} from './schema.ts'
import type {WordDiffOptions} from './diff/words.ts'
import type {Article} from './types.ts'

export {confirmationHeld} from './align/align-corpus.ts'

export interface PipelineOptions extends AlignOptions {
  /** The bound on each word diff's work (jsdiff's `maxEditLength`; no time limit, so results never depend on the machine's load). */
  diff?: WordDiffOptions
  /** Compares two articles: `compareArticles`, or a memo around it (`npm run dev`). */
  compareArticles?: typeof compareArticles
  /** The lineage registry (`laws/lineages.txt`); an empty one when not given. */
  registryFile?: VFile
  /** The published URL list (`laws/urls.txt`); when not given, it is made from the pages (`rebuildUrlList`). */
  urlListFile?: VFile
}

export interface Pipeline extends Alignment {
  corpus: Corpus
  /** The comparison of an article with its predecessor in a lineage, as data (all made by the diff stage). */
  comparison: Compare
  /** The same comparison as published: with its sentences, in the shape of the JSON contract. */
  compare: CompareJson
  /** The moves across articles of an edition pair, compared. */
  moves: (from: string, to: string) => PairComparison[]
  /** The corresponding chapter and section headings of an edition pair, compared. */
  headings: (from: string, to: string) => HeadingComparison[]
  /** An article of the corpus by id. */
  article: (id: string) => Article | undefined
  /** All files with diagnostics: sources, the concordance, the lineage registry and the URL list. */
  files: VFile[]
}

/** The pipeline over `lawsDir`, with the milliseconds each stage took. */
export function runPipeline(lawsDir: string, options: Omit<PipelineOptions, 'registryFile' | 'urlListFile'> & LoadOptions = {}): Pipeline & {timings: {parse: number; align: number; diff: number}} {
  const {cwd = process.cwd(), buildEdition} = options
  let start = performance.now()
  const corpus = loadCorpus(lawsDir, {cwd, buildEdition})
  const parse = performance.now() - start
  // Without a usable laws/corpus.json no source was read: the maintainer's files are not checked against nothing,
  // and the URL list is made from the pages, with nothing written.
  const usable = corpus.config !== noConfig
  const read = (name: string) => (usable ? readMaintainerFile(lawsDir, name, {cwd}) : new VFile({path: path.relative(cwd, path.join(lawsDir, name)), value: ''}))
  start = performance.now()
  const urls: MaintainerFile = usable ? readMaintainerFileFrom(lawsDir, urlListFileName, {cwd}) : {file: read(urlListFileName)}
  const registry = usable ? readRegistry(lawsDir, registryFileName, cwd) : {file: read(registryFileName)}
  const alignment = alignCorpus(
    corpus,
    {concordance: read('concordance.txt'), registry: registry.file, registryUnreadable: registry.unreadable, urlList: urls.file, urlListUnreadable: urls.unreadable},
    {...options, rebuildUrlList: options.rebuildUrlList === true || !usable}
  )
  const aligned = performance.now() - start
  start = performance.now()
  const pipeline = withComparisons(corpus, alignment, options)
  return {...pipeline, timings: {parse, align: aligned, diff: performance.now() - start}}
}

/**
 * The lineage registry as read: a folder or an unreadable file is reported here as for every
 * maintainer's file; a registry that is not there is the align stage's to report (unless it is
 * started afresh).
 */
function readRegistry(lawsDir: string, name: string, cwd: string): MaintainerFile {
  const read = readMaintainerFileFrom(lawsDir, name, {cwd})
  if (read.unreadable?.kind === 'folder' || read.unreadable?.kind === 'unreadable') {
    reportUnreadable(read.file, name, read.unreadable)
    return {file: read.file}
  }
  return read
}

/** Align and compare a parsed corpus (for tests and tools that build a corpus in memory). */
export function align(corpus: Corpus, concordanceFile: VFile, options: PipelineOptions = {}): Pipeline {
  const alignment = alignCorpus(corpus, {concordance: concordanceFile, registry: options.registryFile, urlList: options.urlListFile}, options)
  return withComparisons(corpus, alignment, options)
}

// A comparison as published is a function of the comparison alone: made once per comparison, also
// across runs of `npm run dev`, whose memo hands back the comparisons a save did not change.
const published = new WeakMap<ArticleComparison, ArticleComparisonJson>()

function withComparisons(corpus: Corpus, alignment: Alignment, {diff, compareArticles}: PipelineOptions): Pipeline {
  const filesByPath = new Map(corpus.files.map((file) => [file.path, file]))
  const language = languageWords(corpus.config)
  const {compare: comparison} = compareCorpus(alignment, {diff, compareArticles, language, fileOf: (article) => filesByPath.get(article.source)!})
  const compare: CompareJson = (lineage, from, to) => {
    const made = comparison(lineage, from, to)
    let json = published.get(made)
    if (!json) published.set(made, (json = articleComparisonJson(made)))
    return json
  }
  const byId = new Map(corpus.editions.flatMap((edition) => articlesOf(edition).map((article) => [article.id, article] as const)))
  const editionOf = new Map(corpus.editions.map((edition) => [edition.edition, edition]))
  const headings = new Map(alignment.pairs.map((pair) => [pairKey(pair.from, pair.to), correspondingHeadings(editionOf.get(pair.from)!, editionOf.get(pair.to)!, pair).map((link) => compareHeadings(link, diff))] as const))
  return {
    ...alignment,
    corpus,
    comparison,
    compare,
    moves: (from, to) => compareMoves(alignment.correspondenceOf(from, to), diff, language),
    headings: (from, to) => headings.get(pairKey(from, to)) ?? [],
    article: (id) => byId.get(id),
    files: [...corpus.files, alignment.concordance, alignment.registry.file, alignment.urlList.file]
  }
}
