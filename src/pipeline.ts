// parse → align → diff → export: the stages the data stage and `npm run check` run, each a function
// of the one before, with all diagnostics on the files they concern. The diff stage's comparisons
// are data; `compare` gives each as published (src/export/comparison-json.ts), made once per
// comparison, since the comparison files and the lineage files both read it.
import {lstatSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {alignCorpus, type AlignOptions, type Alignment} from './align/align-corpus.ts'
import {registryFileName} from './align/lineage-registry.ts'
import {urlListFileName, type UrlListUnreadable} from './align/published-urls.ts'
import {noConfig} from './corpus-config.ts'
import {loadCorpus, articlesOf, type Corpus, type LoadOptions} from './corpus.ts'
import {readMaintainerFile} from './maintainer-files.ts'
import {compareCorpus} from './diff/compare-corpus.ts'
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
  // Without a usable laws/corpus.json no source was read: the maintainer's files are not checked against nothing.
  const read = (name: string) => {
    return corpus.config === noConfig ? new VFile({path: path.relative(cwd, path.join(lawsDir, name)), value: ''}) : readMaintainerFile(lawsDir, name, {cwd})
  }
  start = performance.now()
  // Without a usable configuration the URL list is not checked either: it is made from the pages, and nothing is written.
  const usable = corpus.config !== noConfig
  const urls: ReturnType<typeof readUrlList> = usable ? readUrlList(path.join(lawsDir, urlListFileName), cwd) : {file: read(urlListFileName)}
  const alignment = alignCorpus(
    corpus,
    {concordance: read('concordance.txt'), registry: read(registryFileName), urlList: urls.file, urlListUnreadable: urls.unreadable},
    {...options, rebuildUrlList: options.rebuildUrlList === true || !usable}
  )
  const aligned = performance.now() - start
  start = performance.now()
  const pipeline = withComparisons(corpus, alignment, options)
  return {...pipeline, timings: {parse, align: aligned, diff: performance.now() - start}}
}

/**
 * `laws/urls.txt` as read, or empty with the reason it could not be read: not there, a link that
 * leads nowhere, a folder, or a file that may not be read. Unlike the other maintainer's files its
 * absence is never read as "empty": that would let every published page go without a word.
 */
function readUrlList(full: string, cwd: string): {file: VFile; unreadable?: UrlListUnreadable} {
  const file = new VFile({path: path.relative(cwd, full), value: ''})
  try {
    file.value = readFileSync(full, 'utf8')
    return {file}
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error'
    if (code === 'EISDIR') return {file, unreadable: {kind: 'folder'}}
    if (code !== 'ENOENT') return {file, unreadable: {kind: 'unreadable', code}}
    let link = false
    try {
      link = lstatSync(full).isSymbolicLink()
    } catch {
      // Nothing there at all.
    }
    return {file, unreadable: link ? {kind: 'dangling-link'} : {kind: 'missing'}}
  }
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
  return {
    ...alignment,
    corpus,
    comparison,
    compare,
    moves: (from, to) => compareMoves(alignment.correspondenceOf(from, to), diff, language),
    article: (id) => byId.get(id),
    files: [...corpus.files, alignment.concordance, alignment.registry.file, alignment.urlList.file]
  }
}
