// Benchmark: the full build on the real corpus and on synthetic corpora M (8 editions x 100
// articles) and L (16 x 400), each in its own copy of the project. Prints a table and the
// targets as measured / target with PASS or FAIL, and writes docs/benchmarks.md.
//   npm run bench [-- --quick] [-- --runs 3]
// `--quick` (real and M only, one build each unless `--runs` says otherwise, one Lighthouse run per
// page, the dev loop at M only) is for a look during work; the full run is what docs/ records.
import {execFileSync, spawnSync} from 'node:child_process'
import {cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {articleGroups} from '../src/align/groups.ts'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
import {runPipeline} from '../src/pipeline.ts'
import {listTree} from '../src/listing.ts'
import {matchArticles} from '../src/align/articles.ts'
import {linkQuality, type LinkQuality} from '../support/alignment-quality.ts'
import {compareEngines} from '../support/diff-engines.ts'
import {generateCorpus} from '../support/generate-corpus.ts'
import {measureDevLatency, type DevLatency} from '../support/dev-latency.ts'
import {measureImport, type ImportSpeed} from '../support/import-speed.ts'
import {measureLighthouse, type PageScores} from '../support/lighthouse.ts'
import {editionPairCase, goldQuality, syntheticQuality} from '../support/provision-quality.ts'
import {measureParseDepth} from '../support/parse-depth.ts'
import {measureReaderWeight, type ReaderWeight} from '../support/reader-weight.ts'
import {evaluate, formatReport, goldNote, type CorpusResult, type Run} from '../support/report.ts'
import {realRuleVerdicts} from '../support/rule-verdicts.ts'

const root = path.resolve(import.meta.dirname, '..')
const {values} = parseArgs({options: {quick: {type: 'boolean', default: false}, runs: {type: 'string'}}})
const runs = Number(values.runs ?? (values.quick ? 1 : 3))
const work = path.join(os.tmpdir(), 'spelregels-bench')
const trash = path.join(work, 'set-aside')
let asideCount = 0
rmSync(trash, {recursive: true, force: true})
const started = new Date()
/** A progress line with the seconds since the start: where a run spends its time. */
const log = (message: string) => console.error(`[bench ${(performance.now() / 1000).toFixed(0)} s] ${message}`)

const templates = loadCorpus(path.join(root, 'laws'), {cwd: root}).editions.flatMap(articlesOf)
const truths = new Map<string, Map<string, string>>()
const corpora: Array<{name: string; editions: number; articles: number; runs: number}> = [
  {name: 'real', editions: 4, articles: 0, runs},
  {name: 'M', editions: 8, articles: 100, runs},
  ...(values.quick ? [] : [{name: 'L', editions: 16, articles: 400, runs}])
]

const results: CorpusResult[] = []
const quality = new Map<string, LinkQuality>()
for (const corpus of corpora) {
  const project = prepareProject(corpus.name, corpus.editions, corpus.articles)
  if (corpus.name !== 'real') {
    // How well the lineages are found at this size, against the generator's truth.
    const editions = loadCorpus(path.join(project, 'laws'), {cwd: project}).editions.map(articlesOf)
    quality.set(corpus.name, linkQuality(editions, matchArticles(editions).links, truths.get(corpus.name)!))
  }
  const measured: Run[] = []
  for (let run = 0; run < corpus.runs; run++) {
    log(`${corpus.name}: build ${run + 1} of ${corpus.runs}`)
    // A generated corpus has published nothing: its build makes its URL list (`--rebuild-url-list`).
    measured.push(build(project, corpus.name === 'real' ? [] : ['--rebuild-url-list']))
  }
  results.push({name: corpus.name, runs: measured})
}

log('M: diff engines')
const engines = diffEngines(path.join(work, 'M'))
const devLatency: {M?: DevLatency | string; L?: DevLatency | string} = {}
for (const name of values.quick ? ['M'] : ['M', 'L']) {
  log(`${name}: a changed word on its page under npm run dev`)
  try {
    devLatency[name as 'M' | 'L'] = await measureDevLatency(path.join(work, name))
  } catch (error) {
    devLatency[name as 'M' | 'L'] = error instanceof Error ? error.message : String(error)
  }
}
log('real: reader weight in Chromium')
let reader: ReaderWeight | string
try {
  reader = await measureReaderWeight(path.join(work, 'real', 'dist'), path.join(work, 'real', '.data', 'public', 'api'))
} catch (error) {
  reader = error instanceof Error ? error.message : String(error)
}

log('real: Lighthouse in Chromium')
let lighthouse: PageScores[] | string
try {
  lighthouse = await measureLighthouse(path.join(work, 'real', 'dist'), undefined, values.quick ? 1 : 3)
} catch (error) {
  lighthouse = error instanceof Error ? error.message : String(error)
}

log('import: an edition of L size from a MediaWiki on loopback, twice')
let importSpeed: ImportSpeed | string
try {
  importSpeed = await measureImport(root)
} catch (error) {
  importSpeed = error instanceof Error ? error.message : String(error)
}

log('provision links: gold standard and synthetic edition pairs')
const gold = goldQuality(loadCorpus(path.join(root, 'laws'), {cwd: root}), root)
const synthetic = syntheticQuality(Array.from({length: 200}, (_, seed) => editionPairCase(seed, templates)))
log('rule changes: verdicts and quotes against the gold standard')
const ruleVerdicts = await realRuleVerdicts(root)
const targets = evaluate({results, engines, reader, provisions: {gold, synthetic}, lighthouse, devLatency, importSpeed, ruleVerdicts})
log('parser: time per MB of nested lists')
const depths = measureParseDepth({megabytes: values.quick ? 1 : 4, runs: values.quick ? 1 : 3})
const parseNote = `Parser on nested Markdown lists (${depths[0] ? mbText(depths[0].bytes) : ''} each, median of ${values.quick ? 1 : 3} runs): ${depths.map((row) => `depth ${row.depth}: ${(row.millisecondsPerMegabyte / 1000).toFixed(2)} s per MB`).join(', ')}.`
const report = formatReport({results, engines, reader, targets, quality, quick: values.quick, runs, started, machine: machine(), notes: [goldNote(gold), parseNote]})
console.log(report.console)
if (!values.quick) writeFileSync(path.join(root, 'docs', 'benchmarks.md'), report.markdown)
else log('--quick: docs/benchmarks.md not rewritten (it holds the full run).')
rmSync(trash, {recursive: true, force: true})

/** A copy of the project (tracked files, shared node_modules) with the corpus's sources in laws/. */
function prepareProject(name: string, editions: number, articles: number): string {
  const project = path.join(work, name)
  setAside(project)
  mkdirSync(project, {recursive: true})
  const tracked = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean)
  for (const file of tracked) {
    if (file.startsWith('tests/') || file.startsWith('docs/')) continue
    if (name !== 'real' && file.startsWith('laws/') && file !== 'laws/corpus.json') continue
    if (!existsSync(path.join(root, file))) continue
    mkdirSync(path.dirname(path.join(project, file)), {recursive: true})
    cpSync(path.join(root, file), path.join(project, file))
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'))
  if (name !== 'real') {
    const generated = generateCorpus(templates, {editions, articles, seed: editions * 1000 + articles})
    truths.set(name, generated.lineageOf)
    for (const [file, text] of generated.files) {
      mkdirSync(path.dirname(path.join(project, 'laws', file)), {recursive: true})
      writeFileSync(path.join(project, 'laws', file), text)
    }
  }
  return project
}

function build(project: string, args: string[]): Run {
  setAside(path.join(project, '.data'), path.join(project, '.cache'), path.join(project, 'dist'))
  quiesce()
  const start = performance.now()
  // GNU time reports the peak resident set of the build and its children.
  const child = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, 'scripts/build.ts', ...args], {cwd: project, encoding: 'utf8', maxBuffer: 1 << 28})
  const wall = performance.now() - start
  if (child.status !== 0) throw new Error(`build failed in ${project}:\n${child.stderr.slice(-4000)}`)
  const peakKb = Number(child.stderr.trim().split('\n').at(-1))
  const data = JSON.parse(readFileSync(path.join(project, '.data', 'timings.json'), 'utf8'))
  const stages = JSON.parse(readFileSync(path.join(project, '.data', 'build-timings.json'), 'utf8'))
  const {pages, bytes} = walk(path.join(project, 'dist'))
  return {
    wall,
    parse: data.parse,
    align: data.align,
    diff: data.diff,
    export: data.export,
    astro: stages.astro,
    pagefind: stages.pagefind,
    serviceWorker: stages['service worker'],
    offline: stages.precache.bytes,
    firstVisit: stages.precache.firstVisit,
    articles: data.articles,
    pages,
    bytes,
    peakRss: peakKb * 1024
  }
}

function walk(dir: string): {pages: number; bytes: number} {
  let pages = 0
  let bytes = 0
  for (const file of listTree(dir)) {
    const stat = statSync(path.join(dir, file.path))
    if (stat.isDirectory()) continue
    bytes += stat.size
    if (file.path.endsWith('.html')) pages++
  }
  return {pages, bytes}
}

function diffEngines(project: string) {
  const pipeline = runPipeline(path.join(project, 'laws'), {cwd: project})
  const pairs: Array<[string, string]> = []
  for (const lineage of pipeline.lineages) {
    for (const link of lineage.links) {
      for (const group of articleGroups(link.from, link.to, pipeline.correspondenceOf(link.from.edition, link.to.edition))) {
        pairs.push([group.from.map((unit) => unit.body).join('\n'), group.to.map((unit) => unit.body).join('\n')])
      }
    }
  }
  return compareEngines(pairs)
}

/**
 * Moves a previous run's output out of the way instead of deleting it. Deleting tens of thousands
 * of files just before a timed run slows the run's own writes (by half in the data stage at L);
 * the moved folders are deleted when the benchmark ends.
 */
function setAside(...folders: string[]): void {
  mkdirSync(trash, {recursive: true})
  for (const folder of folders) if (existsSync(folder)) renameSync(folder, path.join(trash, `${asideCount++}`))
}

/**
 * Flush the file system before a timed run: the removal of the previous run's tens of thousands
 * of files otherwise drains in the background and lands on whichever stage writes next.
 */
function quiesce(): void {
  execFileSync('sync')
}

function mbText(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MB`
}

function machine(): string {
  const cpus = os.cpus()
  return `${cpus.length} x ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
}
