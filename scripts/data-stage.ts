// Data stage: parse `laws/`, align the editions, diff the matched provisions, and write the public
// JSON into `.data/public/api/` (Astro copies it to `dist/api/`). Prints the diagnostics and stops
// before writing anything on errors, so a broken corpus never reaches the site. Parse results,
// article features and comparisons are cached by content hash in `.cache/data/` (`noCache` to
// bypass), and output files whose inputs did not change are kept; stage timings go to
// `.data/timings.json`. A function, not a script, so that `npm run dev` runs it again and again in
// one worker (scripts/dev.ts); `scripts/build-data.ts` is its command line.
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import {reporter} from 'vfile-reporter'
import {z} from 'zod'
import {acknowledge, acknowledgementsFile} from '../src/acknowledgements.ts'
import {DataCache} from '../src/cache.ts'
import {codeVersion, outputKeys} from '../src/cache-keys.ts'
import {articlesOf} from '../src/corpus.ts'
import {apiFiles} from '../src/ids.ts'
import type {ArticleLink, Lineage} from '../src/align/articles.ts'
import {comparisonFile, editionPairs, lineageRowsJson, lineagesJson} from '../src/export/compare-json.ts'
import {articleFile, corpusFile, corpusFrame, editionMarkdownFile, editionsJson} from '../src/export/corpus-json.ts'
import {articleSchema, comparisonSchema, corpusSchema, editionsSchema, lineageRowsSchema, lineagesSchema, redirectsSchema, type RedirectsJson} from '../src/export/schema.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'
import {OutputWriter} from '../src/export/writer.ts'
import type {Article, Edition} from '../src/types.ts'

export interface DataStageOptions {
  /** The project: `laws/` is read, `.data/` and `.cache/` are written here. */
  root: string
  /** Compute everything and write the output folder afresh (`--no-cache`). */
  noCache?: boolean
  /** Print errors in full and only count the warnings (`--quiet`, the type check's run). */
  quiet?: boolean
  /** Drop published URLs that are neither pages nor redirected any more (`--accept-url-removals`). */
  acceptUrlRemovals?: boolean
  /**
   * The run has its process to itself (the command line, not `npm run dev`'s worker beside Astro):
   * V8's young generation is then sized to the run (`sizeYoungGeneration`), a setting of the whole process.
   */
  ownProcess?: boolean
}

/** What `.data/timings.json` holds: milliseconds per stage, and what the run wrote and reused. */
export interface DataStageTimings {
  parse: number
  align: number
  diff: number
  export: number
  articles: number
  bytes: number
  written: number
  reused: number
  cache: {hits: number; misses: number}
  maxRSS: number
}

/** Errors stop the stage before it writes anything: the output of the last good run stays. */
export type DataStageResult = {ok: true; timings: DataStageTimings} | {ok: false; errors: number}

/**
 * One run of the data stage over `root`. Everything a run keeps (the cache, the output writer) is
 * made afresh by each call, so a run in a long-lived process writes what a fresh process would.
 */
export async function runDataStage({root, noCache = false, quiet = false, acceptUrlRemovals = false, ownProcess = false}: DataStageOptions): Promise<DataStageResult> {
  const out = path.join(root, '.data', 'public', 'api')
  const version = codeVersion(path.join(root, 'src'))
  const cache = new DataCache(noCache ? null : path.join(root, '.cache', 'data'), version)
  // Other code versions' caches and half-written segments are of no use to this run.
  cache.prune()
  if (ownProcess) sizeYoungGeneration(cache.filled)

  const {corpus, lineages, compare, comparisonSource, compareAll, compareKey, correspondenceOf, movesDigest, article: articleById, files, digests, serialized, registry, urlList, timings} = runPipeline(path.join(root, 'laws'), {
    cwd: root,
    cache,
    acceptUrlRemovals
  })
  let start = performance.now()
  // Every comparison reports its diagnostics, even when its output files can be kept.
  compareAll()
  const diff = performance.now() - start

  // Warnings listed in laws/acknowledged.txt were read and accepted: counted, not printed.
  const {files: reported, acknowledged} = acknowledge(files, path.join(root, 'laws'), root)
  // `quiet` (the type check's run, which only needs the data to exist): errors in full, the rest counted.
  const report = reporter(reported, {quiet: true, silent: quiet})
  if (report) console.error(report)
  const warnings = reported.reduce((sum, file) => sum + file.messages.filter((message) => message.fatal !== true).length, 0)
  console.error(`Data stage: ${countWords(warnings, 'warning')}${quiet && warnings > 0 ? ' (`npm run check` lists them)' : ''}, ${acknowledged.length} acknowledged in laws/${acknowledgementsFile}`)
  if (hasErrors(reported)) {
    console.error('Data stage stopped: the corpus has errors (see above).')
    return {ok: false, errors: reported.reduce((sum, file) => sum + file.messages.filter((message) => message.fatal === true).length, 0)}
  }

  // The lineage registry and the published URL list are kept here (written only when they change).
  for (const {file, text} of [registry, urlList]) {
    const full = path.join(root, file.path)
    if (!existsSync(full) || readFileSync(full, 'utf8') !== text) writeFileSync(full, text)
  }

  start = performance.now()
  // The manifest describes the folder, so it lives beside it. Without the cache nothing earlier is
  // trusted: start from an empty folder, and leave a manifest for the next run.
  const manifest = path.join(root, '.data', 'api-manifest.json')
  if (!cache.dir) rmSync(out, {recursive: true, force: true})
  if (!cache.dir) rmSync(manifest, {force: true})
  const output = new OutputWriter(out, {manifest, version})
  const articleDigests = (list: typeof corpus.editions) => list.flatMap((edition) => articlesOf(edition).map((article) => digests.get(article)!))
  // What editions.json lists of each article (id, number, title, chapter, section) is in its file.
  const editionsKey = outputKeys.download(apiFiles.editions(), corpusFrame(corpus.config.title, corpus.editions), articleDigests(corpus.editions))
  if (!output.reuse(apiFiles.editions(), editionsKey)) output.json(apiFiles.editions(), editionsJson(corpus.config.title, corpus.editions), {key: editionsKey})
  // Each article's files are made once: the downloads take them from here, or from the folder when
  // kept (never from a file of this run, whose write may not have finished).
  const jsonMade = new Map<Article, string>()
  const markdownMade = new Map<Article, string>()
  for (const edition of corpus.editions) {
    for (const article of articlesOf(edition)) {
      // Both files follow from the article's digest; Markdown is the slow part of the export.
      const digest = digests.get(article)!
      const key = outputKeys.article(digest)
      const json = apiFiles.article(article.edition, article.number, 'json')
      if (!output.reuse(json, key)) {
        const text = serialized.get(article) ?? articleFile(article, edition)
        jsonMade.set(article, text)
        output.text(json, text, {digest, key})
      }
      const markdown = apiFiles.article(article.edition, article.number, 'md')
      if (!output.reuse(markdown, key)) {
        const text = articleToMarkdown(article)
        markdownMade.set(article, text)
        output.text(markdown, text, {key})
      }
      // Awaited only when full: a run keeps most files, and each await costs a turn.
      if (output.full) await output.drain()
    }
  }
  // The downloads: the whole corpus as one JSON file, and each edition's Markdown.
  // The title and the editions' sources are in the file too: a source that adds no article (a lid
  // page that only repeats its article) is listed, and changes no digest.
  const corpusKey = outputKeys.download(apiFiles.corpus(), corpusFrame(corpus.config.title, corpus.editions), articleDigests(corpus.editions))
  if (!output.reuse(apiFiles.corpus(), corpusKey)) {
    // An unchanged article's bytes are where the last corpus.json has them (its parts are named by
    // the articles' digests): one read of that file instead of one per article file.
    const last = output.lastParts(apiFiles.corpus())
    const articleBytes = (article: Article, edition: Edition) => {
      const made = jsonMade.get(article)
      if (made !== undefined) return Buffer.from(made)
      const place = last?.parts[digests.get(article)!]
      if (place) return last!.data.subarray(place[0], place[1])
      return readOutput(apiFiles.article(article.edition, article.number, 'json')) ?? Buffer.from(articleFile(article, edition))
    }
    const {pieces, places} = corpusFile(corpus.config.title, corpus.editions, articleBytes)
    const parts = Object.fromEntries([...places].map(([article, place]) => [digests.get(article)!, place]))
    output.binary(apiFiles.corpus(), pieces, {key: corpusKey, parts})
  }
  for (const edition of corpus.editions) {
    const file = apiFiles.editionMarkdown(edition.edition)
    const key = outputKeys.download(file, corpus.config.title, articleDigests([edition]))
    if (output.reuse(file, key)) continue
    // Spliced as corpus.json is: an unchanged article's Markdown from where the last edition file has it.
    const last = output.lastParts(file)
    const markdownBytes = (article: Article) => {
      const place = markdownMade.has(article) ? undefined : last?.parts[digests.get(article)!]
      if (place) return last!.data.subarray(place[0], place[1])
      const text = markdownMade.get(article) ?? readOutput(apiFiles.article(article.edition, article.number, 'md'))?.toString('utf8') ?? articleToMarkdown(article)
      return Buffer.from(text.trimEnd())
    }
    const {pieces, places} = editionMarkdownFile(corpus.config.title, edition, markdownBytes)
    output.binary(file, pieces, {key, parts: Object.fromEntries([...places].map(([article, place]) => [digests.get(article)!, place]))})
  }
  output.json(apiFiles.lineages(), lineagesJson(lineages))
  // Lineage rows and edition-pair comparisons follow from their comparisons' keys.
  const keysOf = (links: Array<{lineage: Lineage; link: ArticleLink}>) => links.map(({lineage, link}) => compareKey(lineage, link.from, link.to))
  for (const lineage of lineages.filter((candidate) => candidate.links.length > 0)) {
    const file = apiFiles.lineage(lineage.id)
    const key = outputKeys.lineage({lineage: lineage.id, first: digests.get(lineage.articles[0]!)!, comparisons: keysOf(lineage.links.map((link) => ({lineage, link})))})
    if (!output.reuse(file, key)) output.json(file, lineageRowsJson(lineage, compare, articleById), {key})
    if (output.full) await output.drain()
  }
  for (const pair of editionPairs(lineages)) {
    const file = apiFiles.comparison(pair.from, pair.to)
    const key = outputKeys.comparison({from: pair.from, to: pair.to, comparisons: keysOf(pair.links), moves: movesDigest(pair.from, pair.to)})
    if (!output.reuse(file, key)) output.text(file, comparisonFile(pair, comparisonSource, correspondenceOf(pair.from, pair.to)), {key})
  }
  const redirects: RedirectsJson = {redirects: urlList.redirects}
  const redirectsKey = outputKeys.redirects(JSON.stringify(redirects))
  if (!output.reuse(apiFiles.redirects(), redirectsKey)) output.json(apiFiles.redirects(), redirects, {key: redirectsKey})
  const schemas = {article: articleSchema, corpus: corpusSchema, editions: editionsSchema, lineages: lineagesSchema, lineage: lineageRowsSchema, comparison: comparisonSchema, redirects: redirectsSchema}
  for (const [name, schema] of Object.entries(schemas)) {
    const file = apiFiles.schema(name)
    if (!output.reuse(file, outputKeys.schema())) output.json(file, z.toJSONSchema(schema), {key: outputKeys.schema()})
  }
  await output.finish()
  cache.flush()
  const exported = performance.now() - start

  const stageTimings: DataStageTimings = {
    parse: timings.parse,
    align: timings.align,
    diff,
    export: exported,
    articles: corpus.editions.reduce((sum, edition) => sum + articlesOf(edition).length, 0),
    bytes: output.bytes,
    written: output.written,
    reused: output.reused,
    cache: {hits: cache.hits, misses: cache.misses},
    maxRSS: process.resourceUsage().maxRSS * 1024
  }
  writeFileSync(path.join(root, '.data', 'timings.json'), JSON.stringify(stageTimings, null, 2))
  return {ok: true, timings: stageTimings}

  /** A file's bytes as the output folder holds them (reused files are not made again), or null. */
  function readOutput(file: string): Buffer | null {
    try {
      return readFileSync(path.join(out, file))
    } catch {
      return null
    }
  }
}

/**
 * Lets V8 grow the young generation in a full run and keeps it at its size in an incremental one
 * (`incremental`: the cache holds an earlier run's entries). A run after a small change allocates
 * tens of megabytes in half a second, and V8 grows the young generation as much of it survives
 * the first scavenges: every page of the grown space is fresh memory, which costs about 16 µs a
 * page on the machines we measure on, a sixth of that run at M. A full run allocates for seconds
 * and gains from the fewer scavenges. The flag is process-wide: it is set only for a run that has
 * its process to itself, and on every such run (a full run after an incremental one grows it again,
 * at V8's default factor). A long-lived process (`npm run dev`) touches its pages once anyway.
 */
export function sizeYoungGeneration(incremental: boolean): void {
  v8.setFlagsFromString(`--semi-space-growth-factor=${incremental ? 1 : 2}`)
}

function countWords(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
