// Every file the data stage publishes, each declared once: its path, the serialiser that makes it
// and its inputs, typed. Each input says how it is named in the manifest's `from`
// (src/export/manifest.ts) and how `npm run dev`'s memo (scripts/dev-memo.ts) tells that the text it
// made last run still holds. A declaration `satisfies PublishedFile<Inputs>`, which asks for every
// field of its inputs: a field added to a serialiser's inputs fails to compile until it is declared.
import type {ArticleLink, Lineage} from '../align/articles.ts'
import type {Correspondence} from '../align/correspondence.ts'
import type {EditionPair} from '../align/edition-pairs.ts'
import type {Redirect} from '../align/published-urls.ts'
import type {CorpusConfig, EditionDeclaration} from '../corpus-config.ts'
import {articlesOf, type Corpus} from '../corpus.ts'
import type {ArticleComparison, Compare, PairComparison} from '../diff/compare.ts'
import type {HeadingComparison} from '../diff/headings.ts'
import {apiFiles, articleId} from '../ids.ts'
import {byteOrder} from '../listing.ts'
import {articleToMarkdown} from '../parse/canonical.ts'
import type {Article, Edition} from '../types.ts'
import {comparisonJson, type CompareJson, type PairSources} from './comparison-json.ts'
import {articleFile, corpusFile, editionMarkdownFile, editionsJson} from './corpus-json.ts'
import {lineageRowsJson, lineagesJson, type LineageComparisons} from './lineage-json.ts'
import {redirectsJson} from './redirects-json.ts'
import {publishedSchemas} from './schemas.ts'
import {jsonText} from './writer.ts'
import {z} from 'zod'

/**
 * How the memo of a long-lived process knows an input is as it was:
 * - `same`: the same object (an array: the same objects, in order). For the objects the pipeline's
 *   memoised steps hand back, which are the same object only for an input with the same digest.
 * - `digest`: a value with the same digest (scripts/digest.ts): every field it reaches.
 * - `lookup`: a function of this run's pipeline, not data; what it answers for this file is fixed
 *   by the file's other inputs (its comparisons, its correspondence, its articles' texts).
 */
export type Kept = 'same' | 'digest' | 'lookup'

/** One input of a published file. */
export interface Input<Value> {
  kept: Kept
  /** Its names in the manifest's `from` (none: it is named by another input). */
  names?: (value: Value) => readonly string[]
}

/** A published file: where it goes, what makes it, and every input that serialiser takes. */
export interface PublishedFile<Inputs> {
  /** The serialiser, by name (the manifest's `made`). */
  serialiser: string
  file: (inputs: Inputs) => string
  make: (inputs: Inputs) => string
  inputs: {[Key in keyof Inputs]-?: Input<Inputs[Key]>}
}

/** A declaration with its inputs: what the data stage publishes, and what the memo keys its text on. */
export interface PublishedEntry {
  file: string
  serialiser: string
  /** The inputs' names, each once, in the order declared. */
  from: string[]
  /** The inputs kept while they are the same objects. */
  same: object[]
  /** The inputs kept while their digest is the same, by name. */
  digested: Record<string, unknown>
  make: () => string
}

export function entry<Inputs>(declaration: PublishedFile<Inputs>, inputs: Inputs): PublishedEntry {
  const from = new Set<string>()
  const same: object[] = []
  const digested: Record<string, unknown> = {}
  for (const key of Object.keys(declaration.inputs) as Array<keyof Inputs & string>) {
    const {kept, names} = declaration.inputs[key]
    const value = inputs[key]
    for (const name of names?.(value) ?? []) from.add(name)
    if (kept === 'same') same.push(...(Array.isArray(value) ? (value as object[]) : [value as object]))
    else if (kept === 'digest') digested[key] = value
  }
  return {file: declaration.file(inputs), serialiser: declaration.serialiser, from: [...from], same, digested, make: () => declaration.make(inputs)}
}

const corpusConfig = () => ['laws/corpus.json']
const editionNames = (editions: readonly Edition[]) => editions.map(({edition}) => `edition ${edition}`)
const articleNames = (article: Article) => [`article ${articleId(article.edition, article.number)}`, ...sourcesOf(article)]

export const editionsFile = {
  serialiser: 'editionsJson',
  file: () => apiFiles.editions(),
  make: ({title, editions, declared, rights}) => jsonText(editionsJson(title, editions, declared, rights)),
  inputs: {title: {kept: 'digest', names: corpusConfig}, editions: {kept: 'same', names: editionNames}, declared: {kept: 'digest', names: corpusConfig}, rights: {kept: 'digest', names: corpusConfig}}
} satisfies PublishedFile<{title: string; editions: Edition[]; declared: EditionDeclaration[] | undefined; rights: CorpusConfig['rights']}>

export const articleJsonFile = {
  serialiser: 'articleFile',
  file: ({article}) => apiFiles.article(article.edition, article.number, 'json'),
  // Its backlinks come from the other articles of its edition.
  make: ({article, edition}) => articleFile(article, edition),
  inputs: {article: {kept: 'same', names: articleNames}, edition: {kept: 'same', names: (edition) => editionNames([edition])}}
} satisfies PublishedFile<{article: Article; edition: Edition}>

export const articleMarkdownFile = {
  serialiser: 'articleToMarkdown',
  file: ({article}) => apiFiles.article(article.edition, article.number, 'md'),
  make: ({article}) => articleToMarkdown(article),
  inputs: {article: {kept: 'same', names: articleNames}}
} satisfies PublishedFile<{article: Article}>

/** The whole corpus as one JSON file, put together from its articles' files (`articleText`). */
export const corpusDownload = {
  serialiser: 'corpusFile',
  file: () => apiFiles.corpus(),
  make: ({title, editions, articleText, declared, rights}) => corpusFile(title, editions, articleText, declared, rights),
  inputs: {title: {kept: 'digest', names: corpusConfig}, editions: {kept: 'same', names: editionNames}, articleText: {kept: 'lookup'}, declared: {kept: 'digest', names: corpusConfig}, rights: {kept: 'digest', names: corpusConfig}}
} satisfies PublishedFile<{title: string; editions: Edition[]; articleText: (article: Article) => string; declared: EditionDeclaration[] | undefined; rights: CorpusConfig['rights']}>

/** An edition's Markdown, put together from its articles' files (`markdownOf`). */
export const editionMarkdown = {
  serialiser: 'editionMarkdownFile',
  file: ({edition}) => apiFiles.editionMarkdown(edition.edition),
  make: ({title, edition, markdownOf}) => editionMarkdownFile(title, edition, markdownOf),
  inputs: {title: {kept: 'digest', names: corpusConfig}, edition: {kept: 'same', names: (edition) => editionNames([edition])}, markdownOf: {kept: 'lookup'}}
} satisfies PublishedFile<{title: string; edition: Edition; markdownOf: (article: Article) => string}>

export const lineagesFile = {
  serialiser: 'lineagesJson',
  file: () => apiFiles.lineages(),
  make: ({lineages}) => jsonText(lineagesJson(lineages)),
  inputs: {lineages: {kept: 'digest', names: () => ['lineages', 'laws/lineages.txt']}}
} satisfies PublishedFile<{lineages: Lineage[]}>

export const lineageRowsFile = {
  serialiser: 'lineageRowsJson',
  file: ({lineage}) => apiFiles.lineage(lineage.id),
  make: ({lineage, sources, article}) => jsonText(lineageRowsJson(lineage, sources, article)),
  inputs: {
    lineage: {kept: 'digest', names: (lineage) => [`lineage ${lineage.id}`]},
    comparisons: {kept: 'same'},
    sources: {kept: 'lookup'},
    article: {kept: 'lookup'}
  }
} satisfies PublishedFile<{lineage: Lineage; comparisons: ArticleComparison[]; sources: LineageComparisons; article: (id: string) => Article | undefined}>

export const comparisonFile = {
  serialiser: 'comparisonJson',
  file: ({pair}) => apiFiles.comparison(pair.from, pair.to),
  make: ({pair, sources}) => jsonText(comparisonJson(pair, sources)),
  inputs: {
    pair: {kept: 'digest', names: (pair) => [`pair ${pair.from} ${pair.to}`]},
    correspondence: {kept: 'same', names: () => ['laws/concordance.txt']},
    comparisons: {kept: 'same'},
    // Compared afresh each run (a few per pair): their content, not their objects, says whether the file changed.
    headings: {kept: 'digest'},
    sources: {kept: 'lookup'}
  }
} satisfies PublishedFile<{pair: EditionPair; correspondence: Correspondence; comparisons: ArticleComparison[]; headings: HeadingComparison[]; sources: PairSources}>

export const redirectsFile = {
  serialiser: 'redirectsJson',
  file: () => apiFiles.redirects(),
  make: ({redirects}) => jsonText(redirectsJson(redirects)),
  inputs: {redirects: {kept: 'digest', names: () => ['laws/urls.txt']}}
} satisfies PublishedFile<{redirects: Redirect[]}>

export const schemaFile = {
  serialiser: 'z.toJSONSchema',
  file: ({name}) => apiFiles.schema(name),
  make: ({schema}) => jsonText(z.toJSONSchema(schema)),
  inputs: {name: {kept: 'digest', names: (name) => [`schema ${name}`]}, schema: {kept: 'same'}}
} satisfies PublishedFile<{name: string; schema: z.ZodType}>

/** What the files are made from: the pipeline's results (src/pipeline.ts). */
export interface ExportSources {
  corpus: Corpus
  lineages: Lineage[]
  pairs: EditionPair[]
  correspondenceOf: (from: string, to: string) => Correspondence
  comparison: Compare
  compare: CompareJson
  moves: (from: string, to: string) => PairComparison[]
  headings: (from: string, to: string) => HeadingComparison[]
  article: (id: string) => Article | undefined
  urlList: {redirects: Redirect[]}
}

/**
 * Every file of one run, in the order they are written. Each `yield` is handed back the text made
 * for the file: the downloads are put together from their articles' texts.
 */
export function* publishedFiles(pipeline: ExportSources): Generator<PublishedEntry, void, string> {
  const {corpus, lineages, pairs, compare, comparison, moves, headings, correspondenceOf, urlList} = pipeline
  const {title, editions: declared, rights} = corpus.config
  yield entry(editionsFile, {title, editions: corpus.editions, declared, rights})
  const json = new Map<Article, string>()
  const markdown = new Map<Article, string>()
  for (const edition of corpus.editions) {
    for (const article of articlesOf(edition)) {
      json.set(article, yield entry(articleJsonFile, {article, edition}))
      markdown.set(article, yield entry(articleMarkdownFile, {article}))
    }
  }
  yield entry(corpusDownload, {title, editions: corpus.editions, articleText: (article) => json.get(article)!, declared, rights})
  for (const edition of corpus.editions) yield entry(editionMarkdown, {title, edition, markdownOf: (article) => markdown.get(article)!})
  yield entry(lineagesFile, {lineages})
  for (const lineage of lineages.filter((candidate) => candidate.links.length > 0)) {
    const comparisons = lineage.links.map((link: ArticleLink) => comparison(lineage, link.from, link.to))
    yield entry(lineageRowsFile, {lineage, comparisons, sources: {compare, comparison}, article: pipeline.article})
  }
  for (const pair of pairs) {
    const comparisons = pair.links.map(({lineage, link}) => comparison(lineage, link.from, link.to))
    yield entry(comparisonFile, {pair, correspondence: correspondenceOf(pair.from, pair.to), comparisons, headings: headings(pair.from, pair.to), sources: {compare, moves, headings}})
  }
  yield entry(redirectsFile, {redirects: urlList.redirects})
  for (const [name, schema] of Object.entries(publishedSchemas)) yield entry(schemaFile, {name, schema})
}

/** The source files an article was read from: its own, and those of the per-lid pages merged into it, in byte order. */
function sourcesOf(article: Article): string[] {
  const found = new Set<string>([article.source])
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return
    const {source, children} = node as {source?: unknown; children?: unknown}
    if (typeof source === 'string') found.add(source)
    if (Array.isArray(children)) for (const child of children) visit(child)
  }
  visit(article)
  return [...found].sort(byteOrder)
}
