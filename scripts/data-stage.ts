// Data stage: parse `laws/`, align the editions, diff the matched provisions, and write the public
// JSON into `.data/public/api/`, with the manifest that declares each file and what made it
// (src/export/manifest.ts; the build publishes exactly those files in `dist/api/`). Prints the
// diagnostics and stops before writing anything on errors, so a broken corpus never reaches the
// site. Every run computes everything and writes a fresh folder that replaces the last one only
// when complete (src/export/writer.ts), holding the one lock of every writer of `.data/`
// (scripts/lock.ts), so a build's snapshot never changes under it. Stage timings go to
// `.data/timings.json`. A function, not a script, so that `npm run dev` runs it again and again in
// one worker (scripts/dev.ts); `scripts/build-data.ts` is its command line.
import {mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import type {VFile} from 'vfile'
import {reporter} from 'vfile-reporter'
import {z} from 'zod'
import {acknowledge, acknowledgementsFile} from '../src/acknowledgements.ts'
import {articlesOf} from '../src/corpus.ts'
import {comparisonJson, headingComparisonJson} from '../src/export/comparison-json.ts'
import {lineageRowsJson, lineagesJson} from '../src/export/lineage-json.ts'
import {articleFile, corpusFile, editionMarkdownFile, editionsJson} from '../src/export/corpus-json.ts'
import {Declarations} from '../src/export/manifest.ts'
import {redirectsJson} from '../src/export/redirects-json.ts'
import {jsonText, OutputFolder} from '../src/export/writer.ts'
import {apiFiles, articleId} from '../src/ids.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'
import {publishedSchemas} from '../src/export/schemas.ts'
import type {Article} from '../src/types.ts'
import {byteOrder} from '../src/listing.ts'
import {onDisk} from '../src/file-system.ts'
import type {StageMemo} from './dev-memo.ts'
import {acquireLock, acquireLockWhenFree, LockedError, LockUnusableError, type Writer} from './lock.ts'

export interface DataStageOptions {
  /** The project: `laws/` is read, `.data/` is written here. */
  root: string
  /** Print errors in full and only count the warnings (`--quiet`, the type check's run). */
  quiet?: boolean
  /** Drop published URLs that are neither pages nor redirected any more (`--accept-url-removals`). */
  acceptUrlRemovals?: boolean
  /** Write `laws/urls.txt` afresh from the pages the site makes now, whatever it held (`--rebuild-url-list`). */
  rebuildUrlList?: boolean
  /** What `npm run dev`'s worker keeps between runs (scripts/dev-memo.ts); none: everything is made afresh. */
  memo?: StageMemo
  /** Who runs the stage, for the lock (scripts/lock.ts): `dev` waits while another writer holds it, the others stop. */
  writer?: Writer
}

/** What `.data/timings.json` holds: milliseconds per stage, and what the run wrote. */
export interface DataStageTimings {
  parse: number
  align: number
  diff: number
  export: number
  articles: number
  bytes: number
  written: number
  maxRSS: number
}

/** Errors stop the stage before it writes anything: the output of the last good run stays. So does another writer's lock (`errors` 0). */
export type DataStageResult = {ok: true; timings: DataStageTimings} | {ok: false; errors: number}

/** The lock of every writer of the project's data (scripts/lock.ts). */
export const lockFile = (root: string) => path.join(root, '.data', 'build.lock')

/** One run of the data stage over `root`, holding the writers' lock (or, when a build started it, running under the build's). */
export async function runDataStage(options: DataStageOptions): Promise<DataStageResult> {
  const {root, writer = 'data'} = options
  let lock
  try {
    lock =
      writer === 'dev'
        ? await acquireLockWhenFree(lockFile(root), writer, ({pid, writer: holder}) => console.error(`Waiting for ${holder === 'build' ? 'the build' : '`npm run data`'} (pid ${pid}) to end before running the data stage.`))
        : acquireLock(lockFile(root), writer)
  } catch (error) {
    if (!(error instanceof LockedError || error instanceof LockUnusableError)) throw error
    console.error(error.message)
    return {ok: false, errors: 0}
  }
  if (lock.tookOver !== null) console.error(`Took over the lock of pid ${lock.tookOver}, which is no longer running.`)
  try {
    return await runLocked(options)
  } finally {
    lock.release()
  }
}

async function runLocked({root, quiet = false, acceptUrlRemovals = false, rebuildUrlList = false, memo}: DataStageOptions): Promise<DataStageResult> {
  memo?.nextRun()
  const {
    corpus,
    lineages,
    pairs,
    compare,
    comparison,
    moves,
    headings,
    correspondenceOf,
    article: articleById,
    files,
    registry,
    urlList,
    timings
  } = runPipeline(path.join(root, 'laws'), {
    cwd: root,
    acceptUrlRemovals,
    rebuildUrlList,
    buildEdition: memo?.buildEdition,
    correspond: memo?.correspond,
    featuresOf: memo?.featuresOf,
    compareArticles: memo?.compareArticles
  })
  const textOf: StageMemo['textOf'] = memo?.textOf ?? ((_owners, _kind, make) => make())

  // Warnings listed in laws/acknowledged.txt were read and accepted: counted, not printed.
  const {files: reported, acknowledged} = acknowledge(files, path.join(root, 'laws'), root)
  // `quiet` (the type check's run, which only needs the data to exist): errors in full, the rest counted.
  // Printed after the output is written when there are no errors: formatting a large corpus's
  // warnings takes a quarter of a second, which `npm run dev` would otherwise add to every save.
  const printReport = () => {
    // `npm run dev` prints, after its first run, only the files whose diagnostics a save changed (and every error).
    const shown = memo ? changedDiagnostics(reported, memo.diagnostics) : reported
    // A file shown because its diagnostics went away says so (`no issues found`).
    const report = reporter(shown, {quiet: shown === reported, silent: quiet})
    if (report) console.error(report)
    const warnings = reported.reduce((sum, file) => sum + file.messages.filter((message) => message.fatal !== true).length, 0)
    const listed =
      quiet || shown === reported
        ? ''
        : shown.length === 0
          ? ' (as at the last run; `npm run check` lists them)'
          : ` (above: the ${countWords(shown.length, 'file')} whose diagnostics changed since the last run; \`npm run check\` lists them all)`
    console.error(`Data stage: ${countWords(warnings, 'warning')}${quiet && warnings > 0 ? ' (`npm run check` lists them)' : listed}, ${acknowledged.length} acknowledged in laws/${acknowledgementsFile}`)
  }
  if (hasErrors(reported)) {
    printReport()
    console.error('Data stage stopped: the corpus has errors (see above).')
    return {ok: false, errors: reported.reduce((sum, file) => sum + file.messages.filter((message) => message.fatal === true).length, 0)}
  }

  // The lineage registry and the published URL list are kept here (written only when they change).
  // (A rebuilt URL list replaces a file that could not be read, or a link that led nowhere.)
  for (const {file, text} of [registry, urlList]) {
    const full = path.join(root, file.path)
    if (readOrNull(full) !== text) writeAtomically(full, text)
  }

  const start = performance.now()
  const output = new OutputFolder(path.join(root, '.data', 'public', 'api'), {last: memo?.written})
  const declarations = new Declarations(memo?.digests)
  /** Every published file goes through here: written, and declared with the serialiser that made it and its inputs. */
  const publish = (file: string, made: string, from: readonly string[], text: string) => {
    declarations.add(file, text, made, from)
    output.text(file, text)
  }
  const editionsOf = (editions: readonly {edition: string}[]) => editions.map(({edition}) => `edition ${edition}`)
  try {
    const {title} = corpus.config
    // The dev memo keeps a text while its owners are the same objects and its version (here the declared editions and rights) the same.
    const declared = JSON.stringify([corpus.config.editions ?? null, corpus.config.rights ?? null])
    // Each file's text is made afresh, or with the dev memo taken from the last run when made from the same objects.
    publish(
      apiFiles.editions(),
      'editionsJson',
      ['laws/corpus.json', ...editionsOf(corpus.editions)],
      textOf(corpus.editions, 'editions', () => jsonText(editionsJson(title, corpus.editions, corpus.config.editions, corpus.config.rights)), `${title} ${declared}`)
    )
    // Each article's files are made once: the downloads are put together from them.
    const json = new Map<Article, string>()
    const markdown = new Map<Article, string>()
    for (const edition of corpus.editions) {
      for (const article of articlesOf(edition)) {
        json.set(
          article,
          // Its backlinks come from the other articles of its edition.
          textOf([article, edition], 'json', () => articleFile(article, edition))
        )
        markdown.set(
          article,
          textOf([article], 'md', () => articleToMarkdown(article))
        )
        const from = [`article ${articleId(article.edition, article.number)}`, ...sourcesOf(article)]
        publish(apiFiles.article(article.edition, article.number, 'json'), 'articleFile', from, json.get(article)!)
        publish(apiFiles.article(article.edition, article.number, 'md'), 'articleToMarkdown', from, markdown.get(article)!)
        if (output.full) await output.drain()
      }
    }
    // The downloads: the whole corpus as one JSON file, and each edition's Markdown.
    publish(
      apiFiles.corpus(),
      'corpusFile',
      ['laws/corpus.json', ...editionsOf(corpus.editions)],
      textOf(corpus.editions, 'corpus', () => corpusFile(title, corpus.editions, (article) => json.get(article)!, corpus.config.editions, corpus.config.rights), `${title} ${declared}`)
    )
    for (const edition of corpus.editions)
      publish(
        apiFiles.editionMarkdown(edition.edition),
        'editionMarkdownFile',
        editionsOf([edition]),
        textOf([edition], 'markdown', () => editionMarkdownFile(title, edition, (article) => markdown.get(article)!), title)
      )
    publish(apiFiles.lineages(), 'lineagesJson', ['lineages', 'laws/lineages.txt'], jsonText(lineagesJson(lineages)))
    for (const lineage of lineages.filter((candidate) => candidate.links.length > 0)) {
      const comparisons = lineage.links.map((link) => comparison(lineage, link.from, link.to))
      publish(
        apiFiles.lineage(lineage.id),
        'lineageRowsJson',
        [`lineage ${lineage.id}`],
        textOf([lineage.articles[0]!, ...comparisons], `rows ${lineage.id}`, () => jsonText(lineageRowsJson(lineage, {compare, comparison}, articleById)))
      )
      if (output.full) await output.drain()
    }
    for (const pair of pairs) {
      const correspondence = correspondenceOf(pair.from, pair.to)
      const comparisons = pair.links.map(({lineage, link}) => comparison(lineage, link.from, link.to))
      publish(
        apiFiles.comparison(pair.from, pair.to),
        'comparisonJson',
        [`pair ${pair.from} ${pair.to}`, 'laws/concordance.txt'],
        // Headings are compared afresh each run (a few per pair): their published form, not their objects, says whether the file changed.
        textOf([correspondence, ...comparisons], `pair ${pair.from} ${pair.to}`, () => jsonText(comparisonJson(pair, {compare, moves, headings})), JSON.stringify(headings(pair.from, pair.to).map(headingComparisonJson)))
      )
    }
    publish(apiFiles.redirects(), 'redirectsJson', ['laws/urls.txt'], jsonText(redirectsJson(urlList.redirects)))
    for (const [name, schema] of Object.entries(publishedSchemas))
      publish(
        apiFiles.schema(name),
        'z.toJSONSchema',
        [`schema ${name}`],
        textOf([schema], `schema ${name}`, () => jsonText(z.toJSONSchema(schema)))
      )
    // Last, and in the folder it declares: swapped in with the files, never without them.
    output.json(apiFiles.manifest(), declarations.manifest())
    await output.commit()
  } catch (error) {
    await output.abandon()
    throw error
  }
  const exported = performance.now() - start

  const stageTimings: DataStageTimings = {
    parse: timings.parse,
    align: timings.align,
    diff: timings.diff,
    export: exported,
    articles: corpus.editions.reduce((sum, edition) => sum + articlesOf(edition).length, 0),
    bytes: output.bytes,
    written: output.written,
    maxRSS: process.resourceUsage().maxRSS * 1024
  }
  onDisk('create', path.join(root, '.data'), () => mkdirSync(path.join(root, '.data'), {recursive: true}))
  writeAtomically(path.join(root, '.data', 'timings.json'), JSON.stringify(stageTimings, null, 2))
  // What the site keeps in memory is kept for one version of the data (site/lib/site.ts).
  writeAtomically(path.join(root, '.data', 'data-version'), `${process.pid}-${Date.now()}-${++runs}`)
  printReport()
  return {ok: true, timings: stageTimings}
}

/**
 * The files whose diagnostics are not those of the last run (`last`, by path, updated here), and every
 * file with an error; all files on a first run.
 */
function changedDiagnostics(files: VFile[], last: Map<string, string>): VFile[] {
  const first = last.size === 0
  const now = new Map(files.map((file) => [file.path, file.messages.map((message) => `${message.fatal}${message.ruleId}${message.place ? JSON.stringify(message.place) : ''}${message.reason}`).join('\n')] as const))
  const changed = first ? files : files.filter((file) => last.get(file.path) !== now.get(file.path) || hasErrors([file]))
  last.clear()
  for (const [file, text] of now) last.set(file, text)
  return changed
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

/** Runs of this process, so that two runs in one millisecond still give two data versions. */
let runs = 0

/** A file's text, or null when it cannot be read (not there, a link that leads nowhere, no permission). */
function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/** Write a file whole or not at all: a run killed while writing leaves the old file. */
function writeAtomically(file: string, text: string): void {
  const partial = `${file}.partial-${process.pid}`
  try {
    onDisk('write', file, () => {
      writeFileSync(partial, text)
      renameSync(partial, file)
    })
  } catch (error) {
    rmSync(partial, {force: true})
    throw error
  }
}

function countWords(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}
