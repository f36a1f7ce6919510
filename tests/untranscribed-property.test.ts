// Untranscribed is never removed: a page of the corpus copied into another edition word for word,
// then cut short at any character (inside a heading, a lid title, a word) or reduced to its headings
// (chapter, section and article headings, lid titles), never makes a provision "vervallen" (or, the
// older side cut, "toegevoegd") that the whole copy does not, and the build never stops. The pages:
// every page of `laws/` and two real wiki pages saved cut short (tests/fixtures/wiki-pages/).
import {readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {buildCorpus} from '../src/corpus.ts'
import {lineClassifier} from '../src/parse/classify.ts'
import {align, type Pipeline} from '../src/pipeline.ts'
import type {ArticleComparisonJson} from '../src/schema.ts'
import {config, lawsDir, root} from './helpers/corpus.ts'

interface Page {
  path: string
  value: string
}

const wikiPages = path.join(root, 'tests', 'fixtures', 'wiki-pages')
const laws: Page[] = readdirSync(lawsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({path: path.join('laws', file), value: readFileSync(path.join(lawsDir, file), 'utf8')}))
// The real wiki pages saved cut short, as `laws/<edition>/<page>.md` (`2007_HV2.txt` is page 2007:HV2).
const saved: Page[] = readdirSync(wikiPages)
  .filter((file) => file.endsWith('.txt'))
  .sort()
  .map((file) => {
    const [edition, page] = file.replace(/\.txt$/, '').split('_')
    return {path: `laws/${edition}/${page}.md`, value: readFileSync(path.join(wikiPages, file), 'utf8')}
  })
const sources = [...laws, ...saved]
const concordance = readFileSync(path.join(lawsDir, 'concordance.txt'), 'utf8')

function pipeline(extra: Page[]): Pipeline {
  return align(
    buildCorpus(
      [...sources, ...extra].map((file) => new VFile({path: file.path, value: file.value})),
      config
    ),
    new VFile({path: 'laws/concordance.txt', value: concordance})
  )
}

/** Every article comparison of the build, by `<from id> → <to id>`. */
function comparisons(run: Pipeline): Map<string, ArticleComparisonJson> {
  const all = new Map<string, ArticleComparisonJson>()
  for (const lineage of run.lineages) for (const link of lineage.links) all.set(`${link.from.id} → ${link.to.id}`, run.compare(lineage, link.from, link.to))
  return all
}

// The copy's edition: after the newest (its provisions' older counterparts must not be removed) or before the oldest (the newer ones must not be added).
const copyEditions = {newer: '2017', older: '1963'} as const
type Direction = keyof typeof copyEditions

/** Page `page` as edition `edition` prints it: its header line renamed, every other line kept. */
function copyOf(page: Page, edition: string): Page {
  const name = path.basename(page.path, '.md')
  const [, ...rest] = page.value.split('\n')
  return {path: `laws/${edition}/${name}.md`, value: [`Sjabloon:${edition}:${name}`, ...rest].join('\n')}
}

const classify = lineClassifier()
/** Only the page's headings: chapter, section and article headings, and lid titles (a label and its title, without text). */
function headingsOnly(page: Page): Page {
  const [header, ...rest] = page.value.split('\n')
  const kept = rest.filter((line) => {
    const shape = classify(line.trim())
    return shape.kind === 'chapter' || shape.kind === 'section' || shape.kind === 'article' || (shape.kind === 'label' && shape.labelKind === 'letter' && shape.rest.length > 0 && shape.rest.length < 80 && !/[.;:,]$/.test(shape.rest))
  })
  return {path: page.path, value: [header, '', ...kept.flatMap((line) => [line, ''])].join('\n')}
}

/** The page cut after `share` of what follows its header line, at any character. */
function cutAt(page: Page, share: number): Page {
  const start = page.value.indexOf('\n') + 1
  return {path: page.path, value: page.value.slice(0, start + Math.floor((page.value.length - start) * share))}
}

// The end of a sentence (`.`, `!`, `?`, closing quotes or brackets after it), then only white space.
const wholeEnding = /[.!?]["'’”)\]]*\s*$/u

// The comparisons with the whole copy, by the page copied and the copy's edition.
const baselines = new Map<string, Map<string, ArticleComparisonJson>>()
function baseline(source: string, page: Page): Map<string, ArticleComparisonJson> {
  const key = `${source} → ${page.path}`
  let found = baselines.get(key)
  if (!found) baselines.set(key, (found = comparisons(pipeline([page]))))
  return found
}

/** The provisions a comparison says were removed (the older side's) or added (the newer side's). */
function verdicts(comparison: ArticleComparisonJson | undefined, status: 'removed' | 'added'): string[] {
  return (comparison?.pairs ?? []).filter((pair) => pair.status === status).flatMap((pair) => (status === 'removed' ? pair.from : pair.to))
}

// RUNS and SEED widen the search during work (RUNS=300 SEED=7); the suite runs 40 of the fixed seed.
const runs = Number(process.env.RUNS ?? 40)

describe('a page cut short or reduced to its headings', () => {
  test(
    'never makes a provision removed (or added) that the whole page does not, and the build never stops',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...sources.map((source) => source.path)),
          fc.constantFrom<Direction>('newer', 'older'),
          fc.oneof(fc.record({kind: fc.constant('cut' as const), share: fc.double({min: 0, max: 1, noNaN: true})}), fc.record({kind: fc.constant('headings' as const)})),
          (file, direction, shape) => {
            const page = sources.find((source) => source.path === file)!
            const edition = copyEditions[direction]
            const whole = copyOf(page, edition)
            const copy = shape.kind === 'cut' ? cutAt(whole, shape.share) : headingsOnly(whole)
            // A page that stops where a sentence ends reads as whole: nothing tells it was cut.
            fc.pre(shape.kind === 'headings' || !wholeEnding.test(copy.value))
            const before = baseline(file, whole)
            const after = comparisons(pipeline([copy]))
            const status = direction === 'newer' ? 'removed' : 'added'
            for (const [key, comparison] of after) {
              if (!key.split(' → ').some((id) => id.startsWith(`${edition}/`))) continue
              const known = new Set(verdicts(before.get(key), status))
              const stray = verdicts(comparison, status).filter((id) => !known.has(id))
              expect({key, stray}).toEqual({key, stray: []})
            }
          }
        ),
        {numRuns: runs, seed: Number(process.env.SEED ?? 20261204)}
      )
    },
    runs * 2000
  )
})
