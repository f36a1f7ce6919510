// The benchmark's arithmetic: medians, ratios, the six targets and the report (console and
// Markdown). Pure functions, tested in tests/bench.test.ts.
import type {ImportSpeed} from './import-speed.ts'
import type {RuleVerdictQuality} from './rule-verdicts.ts'
import type {LinkQuality} from './alignment-quality.ts'
import type {DevLatency} from './dev-latency.ts'
import type {PageScores} from './lighthouse.ts'
import {pairFigures, type GoldQuality, type SyntheticQuality} from './provision-quality.ts'
import type {EngineResult} from './diff-engines.ts'
import {median} from './diff-engines.ts'
import type {ReaderWeight} from './reader-weight.ts'

export interface Run {
  wall: number
  parse: number
  align: number
  diff: number
  export: number
  astro: number
  pagefind: number
  serviceWorker: number
  /** Bytes of every pack of the offline copy: what storing the whole site costs. */
  offline: number
  /** The most one first visit stores without asking (the frame, search and the largest edition). */
  firstVisit: number
  articles: number
  pages: number
  bytes: number
  peakRss: number
}

export interface CorpusResult {
  name: string
  runs: Run[]
}

export interface Target {
  name: string
  measured: string
  target: string
  pass: boolean | null
}

const ours = (run: Run) => run.parse + run.align + run.diff + run.export
const total = (run: Run) => ours(run) + run.astro + run.pagefind + run.serviceWorker

/** Median of every field over the runs. */
export function summarize(result: CorpusResult): Run & {total: number; perArticle: number; ourShare: number} {
  const pick = (field: (run: Run) => number) => median(result.runs.map(field))
  return {
    wall: pick((run) => run.wall),
    parse: pick((run) => run.parse),
    align: pick((run) => run.align),
    diff: pick((run) => run.diff),
    export: pick((run) => run.export),
    astro: pick((run) => run.astro),
    pagefind: pick((run) => run.pagefind),
    serviceWorker: pick((run) => run.serviceWorker),
    offline: pick((run) => run.offline),
    firstVisit: pick((run) => run.firstVisit),
    articles: pick((run) => run.articles),
    pages: pick((run) => run.pages),
    bytes: pick((run) => run.bytes),
    peakRss: Math.max(...result.runs.map((run) => run.peakRss)),
    total: pick(total),
    perArticle: pick((run) => total(run) / run.articles),
    ourShare: pick((run) => ours(run) / total(run))
  }
}

/** How the Lighthouse scores were taken: the median of several runs, or one run (`--quick`). */
function lighthouseRuns(lighthouse: PageScores[] | string): string {
  const runs = typeof lighthouse === 'string' ? 3 : (lighthouse[0]?.runs ?? 3)
  return runs === 1 ? 'one run' : `median of ${runs} runs`
}

/** What a benchmark run measured; a string says why something was not measured. */
export interface Measured {
  results: CorpusResult[]
  engines: EngineResult
  reader: ReaderWeight | string
  provisions?: {gold: GoldQuality; synthetic: SyntheticQuality}
  lighthouse?: PageScores[] | string
  /** `npm run dev` from a save to the page that shows it, at M and at L (not measured with `--quick`). */
  devLatency?: {M?: DevLatency | string; L?: DevLatency | string}
  /** `npm run import` of an edition of L size from a MediaWiki on loopback, first and with nothing changed. */
  importSpeed?: ImportSpeed | string
  /** The rule verdicts of the real corpus against tests/gold/rule-changes.txt. */
  ruleVerdicts?: RuleVerdictQuality
}

export function evaluate({results, engines, reader, provisions, lighthouse, devLatency = {}, importSpeed, ruleVerdicts}: Measured): Target[] {
  const find = (name: string) => {
    const result = results.find((candidate) => candidate.name === name)
    return result ? summarize(result) : undefined
  }
  const m = find('M')
  const l = find('L')
  const targets: Target[] = []
  if (m && l) {
    const ratio = l.perArticle / m.perArticle
    targets.push({name: '1. time per article, L / M', measured: ratio.toFixed(2), target: '<= 1.30', pass: ratio <= 1.3})
    targets.push({name: '2. our stages share of the build at L', measured: percent(l.ourShare), target: '<= 20%', pass: l.ourShare <= 0.2})
    targets.push({name: '3. peak memory at L', measured: gib(l.peakRss), target: '<= 2.00 GiB', pass: l.peakRss <= 2 * 2 ** 30})
  } else {
    for (const name of ['1. time per article, L / M', '2. our stages share of the build at L', '3. peak memory at L']) {
      targets.push({name, measured: 'not run (--quick)', target: name.startsWith('1') ? '<= 1.30' : name.startsWith('2') ? '<= 20%' : '<= 2.00 GiB', pass: null})
    }
  }
  const speed = engines.oursMs / engines.dmpMs
  targets.push({
    name: `4. word diff vs diff-match-patch (${engines.pairs} pairs of M)`,
    measured: `${speed.toFixed(2)}x time, ${engines.oursLonger} longer scripts (${engines.oursEdits} vs ${engines.dmpEdits} tokens)`,
    target: '<= 1.00x, 0 longer',
    pass: speed <= 1 && engines.oursLonger === 0
  })
  targets.push(devTarget('5. npm run dev at L: a changed word shows on its page', devLatency.L, 5000))
  if (typeof reader === 'string') {
    targets.push({name: '6. reader weight (real corpus)', measured: `not measured: ${reader}`, target: 'see below', pass: null})
  } else {
    const budget = 1.5 * reader.textGzip + 8 * 1024
    const pass = reader.pageGzip <= budget && reader.scriptBytes <= 1024 && reader.blockingScripts === 0 && reader.searchBytes <= 150 * 1024
    targets.push({
      name: `6. reader weight, ${reader.page}`,
      measured: `HTML+CSS ${kb(reader.pageGzip)} gz (text ${kb(reader.textGzip)} gz), ${reader.scriptsBeforeSearch} script of ${reader.scriptBytes} bytes before search, ${reader.blockingScripts} blocking, first search ${kb(reader.searchBytes)}`,
      target: `<= ${kb(budget)}, script <= 1 KB after the page, none blocking, <= 150 KB`,
      pass
    })
  }
  if (provisions) {
    const {gold, synthetic} = provisions
    // Overall and per edition pair: a pair with few links cannot hide behind a large one.
    const perPair = gold.perPair.map((result) => `${result.pair} ${result.precision.toFixed(3)} / ${result.recall.toFixed(3)}`)
    targets.push({
      name: '7. provision links vs the gold standard (real corpus, no concordance): precision / recall, overall and per edition pair',
      measured: `precision ${gold.precision.toFixed(3)}, recall ${gold.recall.toFixed(3)} (${gold.predicted} links, ${gold.truth} sure; recall with the ${gold.strict.truth - gold.truth} doubtful links required: ${gold.strict.recall.toFixed(3)}); ${perPair.join('; ')}`,
      target: '>= 0.95 both, overall and per edition pair',
      pass: [gold, ...gold.perPair].every((result) => result.precision >= 0.95 && result.recall >= 0.95)
    })
    targets.push({
      name: `8. provision links vs the edit script (synthetic: splits, merges, moves across articles)`,
      measured: `precision ${synthetic.precision.toFixed(3)}, recall ${synthetic.recall.toFixed(3)} (${synthetic.predicted} links, ${synthetic.truth} true; moves across articles ${synthetic.moves.found} of ${synthetic.moves.truth})`,
      target: '>= 0.95 both',
      pass: synthetic.precision >= 0.95 && synthetic.recall >= 0.95
    })
  }
  if (lighthouse !== undefined) {
    const below =
      typeof lighthouse === 'string'
        ? []
        : lighthouse.flatMap(({page, scores}) =>
            Object.entries(scores)
              .filter(([, score]) => score < 100)
              .map(([category, score]) => `${page} ${category} ${score}`)
          )
    targets.push({
      name: `9. Lighthouse (mobile, ${lighthouseRuns(lighthouse)} per page), ${typeof lighthouse === 'string' ? 'home, article, comparison, lineage and search pages' : lighthouse.map(({page}) => page).join(', ')}`,
      measured: typeof lighthouse === 'string' ? `not measured: ${lighthouse}` : below.length === 0 ? '100 in all four categories on every page' : `below 100: ${below.join('; ')}`,
      target: '100 in performance, accessibility, best practices, SEO',
      pass: typeof lighthouse === 'string' ? false : below.length === 0
    })
  }
  if (devLatency.M !== undefined) targets.push(devTarget('10. npm run dev at M: a changed word shows on its page', devLatency.M, 2000))
  targets.push(firstVisitTarget(results))
  if (importSpeed !== undefined) targets.push(importTarget(importSpeed))
  if (ruleVerdicts) {
    const {precision, recall, truePositives, predicted, expected, spurious, missed, inDoubt, uncertain, pairs} = ruleVerdicts
    targets.push({
      name: `13. rule changes vs the gold standard (real corpus, ${pairs} provision pairs): precision / recall at pair level, spurious quotes`,
      measured: `precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${predicted} pairs changed, ${expected} in the gold, ${truePositives} both); ${spurious.length} spurious quotes; ${missed.length} named changes not quoted (${inDoubt.length} only as a doubt); ${uncertain} clauses the words cannot decide`,
      target: '>= 0.95 both, 0 spurious quotes',
      pass: precision >= 0.95 && recall >= 0.95 && spurious.length === 0
    })
  }
  return targets
}

/** What an import costs the wiki: at most 1.2 requests a page the first time, 1 per 50 pages when nothing changed. */
function importTarget(speed: ImportSpeed | string): Target {
  const name = '12. npm run import of an edition of L size from a MediaWiki on loopback: requests per page'
  const target = '<= 1.2 per page first, <= 1 per 50 pages unchanged'
  if (typeof speed === 'string') return {name, measured: `not measured: ${speed}`, target, pass: false}
  const first = speed.first.requests / speed.pages
  const again = speed.again.requests / speed.pages
  return {
    name,
    measured: `${speed.pages} pages: first ${speed.first.requests} requests (${first.toFixed(2)} per page, ${(speed.pages / speed.first.seconds).toFixed(0)} pages/s), again ${speed.again.requests} requests (1 per ${(speed.pages / speed.again.requests).toFixed(0)} pages, ${speed.again.seconds.toFixed(1)} s)`,
    target,
    pass: first <= 1.2 && again <= 1 / 50
  }
}

/** What a first visit stores without asking (the largest over every page) at L, with M beside it; at most 5 MB. */
function firstVisitTarget(results: CorpusResult[]): Target {
  const name = '11. offline: the most one first visit stores without asking, at L (M beside it)'
  const target = '<= 5.0 MB at L'
  const of = (corpus: string) => results.find((result) => result.name === corpus)
  const l = of('L')
  const measured = ['M', 'L'].flatMap((corpus) => {
    const result = of(corpus)
    return result ? [`${corpus} ${mb(summarize(result).firstVisit)} of ${mb(summarize(result).offline)}`] : []
  })
  return {name, measured: measured.length > 0 ? measured.join(', ') : 'not run', target, pass: l ? summarize(l).firstVisit <= 5 * 2 ** 20 : null}
}

/** A dev-loop target: the median of its runs at most `limit` ms; not run (`--quick` at L) counts as neither. */
function devTarget(name: string, latency: DevLatency | string | undefined, limit: number): Target {
  const target = `<= ${limit / 1000} s`
  if (latency === undefined) return {name, measured: 'not run (--quick)', target, pass: null}
  if (typeof latency === 'string') return {name, measured: `not measured: ${latency}`, target, pass: false}
  return {name, measured: `${(latency.median / 1000).toFixed(2)} s (median of ${latency.runs.map((run) => (run / 1000).toFixed(2)).join(', ')} s)`, target, pass: latency.median <= limit}
}

export function formatReport(input: {
  results: CorpusResult[]
  engines: EngineResult
  reader: ReaderWeight | string
  targets: Target[]
  quality: Map<string, LinkQuality>
  quick: boolean
  runs: number
  started: Date
  machine: string
  /** Further measurements, a paragraph each. */
  notes?: string[]
}): {console: string; markdown: string} {
  const header = ['corpus', 'articles', 'parse', 'align', 'diff', 'export', 'astro', 'pagefind', 'offline packs', 'total', 'per article', 'ours', 'pages', 'output', 'offline, all', 'offline, first visit', 'peak RSS']
  const rows = input.results.map((result) => {
    const s = summarize(result)
    return [
      result.name,
      String(s.articles),
      ms(s.parse),
      ms(s.align),
      ms(s.diff),
      ms(s.export),
      ms(s.astro),
      ms(s.pagefind),
      ms(s.serviceWorker),
      ms(s.total),
      `${s.perArticle.toFixed(1)} ms`,
      percent(s.ourShare),
      String(s.pages),
      mb(s.bytes),
      mb(s.offline),
      mb(s.firstVisit),
      gib(s.peakRss)
    ]
  })
  const targetRows = input.targets.map((target) => [target.name, target.measured, target.target, target.pass === null ? 'n/a' : target.pass ? 'PASS' : 'FAIL'])
  const table = (head: string[], body: string[][]) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((row) => `| ${row.join(' | ')} |`)].join('\n')
  const quality = [...input.quality].map(([name, q]) => `${name}: precision ${q.precision.toFixed(3)}, recall ${q.recall.toFixed(3)} (${q.links} links, ${q.truth} true)`).join('; ')
  const extra = [`Article lineages against the generator's truth: ${quality || 'not measured'}.`, ...(input.notes ?? []).flatMap((note) => ['', note])].join('\n')
  const markdown = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${input.quick ? ' -- --quick' : ''}\` (${input.runs} runs per corpus; medians; peak memory is the maximum) on ${input.started.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    `Machine: ${input.machine}. Timings on these machines are noisy: compare within one run.`,
    '',
    'Corpora: `real` is `laws/`; `M` = 8 editions x 100 articles and `L` = 16 editions x 400 articles, generated from the real articles by `support/generate-corpus.ts` (seeded), in the real source format.',
    '',
    table(header, rows),
    '',
    '## Targets',
    '',
    table(['target', 'measured', 'target', ''], targetRows),
    '',
    extra,
    ''
  ].join('\n')
  return {console: markdown, markdown}
}

/** The aligner alone against the gold, per edition pair, with the links it gets wrong (a paragraph of the report). */
export function goldNote(gold: GoldQuality): string {
  const pairs = gold.perPair.map((result) => {
    const wrong = [...result.extra.map((link) => `extra ${link}`), ...result.missing.map((link) => `missing ${link}`)]
    return `${pairFigures(result)}; ${wrong.length === 0 ? 'no false pairs' : `false pairs: ${wrong.join(', ')}`}`
  })
  return `Provision links of the aligner alone (no concordance) against tests/gold/provisions.txt, per edition pair: ${pairs.join('. ')}.`
}

function ms(value: number): string {
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`
}

function gib(value: number): string {
  return `${(value / 2 ** 30).toFixed(2)} GiB`
}

function mb(value: number): string {
  return `${(value / 2 ** 20).toFixed(1)} MB`
}

function kb(value: number): string {
  return `${(value / 1024).toFixed(1)} KB`
}
