// The article matcher carried over from the last run (src/align/article-profiles.ts): after any
// sequence of edits, a run from the previous run's state gives exactly what a run from nothing
// gives, and an edit that reaches few articles has few look for candidates again.
import {createHash} from 'node:crypto'
import fc from 'fast-check'
import {expect, test} from 'vitest'
import {matchArticles, type ArticleMatches} from '../src/align/articles.ts'
import {Concordance} from '../src/align/concordance.ts'
import {articlesOf, buildCorpus} from '../src/corpus.ts'
import {VFile} from 'vfile'
import type {Article, Provision} from '../src/types.ts'
import {generateCorpus} from '../scripts/bench/generate-corpus.ts'
import {config, realCorpus} from './helpers/corpus.ts'

const templates = realCorpus().editions.flatMap(articlesOf)
const generated = generateCorpus(templates, {editions: 5, articles: 40, seed: 7, perFile: 10})
const start = buildCorpus([...generated.files].map(([file, value]) => new VFile({path: `laws/${file}`, value})), config).editions.map(articlesOf)

const versionOf = (article: Article) => createHash('sha256').update(JSON.stringify(article)).digest('hex')
// A curated line of each kind, so that the carried-over run must honour them as a fresh one does.
const concordance = new Concordance([
  {from: start[0]![1]!.id, to: start[1]![2]!.id, action: 'force', note: null, line: 1},
  {from: start[1]![3]!.id, to: start[2]![3]!.id, action: 'forbid', note: null, line: 2},
  {from: start[2]![4]!.id, to: start[3]![4]!.id, action: 'confirm', note: null, line: 3}
])

/** What a run gives: every link with its score and evidence, and every lineage. */
function outcome(result: ArticleMatches) {
  return {
    links: result.links.map((link) => `${link.from.id} → ${link.to.id} ${link.score} ${link.confirmed} ${JSON.stringify(link.evidence)}`),
    lineages: result.lineages.map((lineage) => `${lineage.id}: ${lineage.articles.map((article) => article.id).join(' ')}`)
  }
}

function textProvisions(article: Article): Provision[] {
  const found: Provision[] = []
  const visit = (provision: Provision) => {
    if (provision.text) found.push(provision)
    provision.children.forEach(visit)
  }
  article.children.forEach(visit)
  return found
}

type Edit = {kind: 'reword' | 'retitle' | 'remove' | 'add' | 'copy-text'; edition: number; article: number; other: number}

/** Applies an edit to a copy of `editions` (the articles touched are copied, the others shared). */
function applyEdit(editions: Article[][], {kind, edition, article, other}: Edit): Article[][] {
  const next = editions.map((articles) => [...articles])
  const list = next[edition % next.length]!
  if (list.length === 0) return next
  const index = article % list.length
  const copy = structuredClone(list[index]!)
  const provisions = textProvisions(copy)
  if (kind === 'reword' && provisions.length > 0) {
    const provision = provisions[other % provisions.length]!
    provision.text = provision.text!.replace(/ (\p{L}+)/u, ' $1e')
  } else if (kind === 'retitle') copy.title = `${copy.title ?? ''} herzien`
  else if (kind === 'remove') return (list.splice(index, 1), next)
  else if (kind === 'add') {
    const source = structuredClone(editions.flat()[other % editions.flat().length]!)
    const number = `${900 + list.length}`
    list.push({...source, id: `${copy.edition}/${number}`, edition: copy.edition, number})
    return next
  } else if (kind === 'copy-text' && provisions.length > 0) {
    const donor = textProvisions(editions.flat()[other % editions.flat().length]!)
    if (donor.length > 0) provisions[0]!.text = donor[0]!.text
  }
  list[index] = copy
  return next
}

const edit = fc.record({
  kind: fc.constantFrom<Edit['kind']>('reword', 'retitle', 'remove', 'add', 'copy-text'),
  edition: fc.nat(),
  article: fc.nat(),
  other: fc.nat()
})

// The defaults, and limits so tight that posting lists come and go and a candidate of the same
// number is often one the index does not propose.
const limits = fc.constantFrom({}, {maxPosting: 3, probe: 6, candidates: 2})

test('after any sequence of edits, a run from the last run’s state equals a run from nothing', () => {
  fc.assert(
    fc.property(limits, fc.array(edit, {minLength: 1, maxLength: 6}), (options, edits) => {
      let editions = start
      let state = matchArticles(editions, {...options, concordance, versionOf}).state
      for (const change of edits) {
        editions = applyEdit(editions, change)
        const carried = matchArticles(editions, {...options, concordance, versionOf, previous: state})
        expect(outcome(carried)).toEqual(outcome(matchArticles(editions, {...options, concordance})))
        state = carried.state
      }
    }),
    {numRuns: 20, seed: 20261130}
  )
})

test('with nothing changed no article looks for candidates again; one changed word reaches few', () => {
  const first = matchArticles(start, {concordance, versionOf})
  expect(first.searched).toBe(start.flat().length - 1)
  const again = matchArticles(start, {concordance, versionOf, previous: first.state})
  expect(again.searched).toBe(0)
  expect(outcome(again)).toEqual(outcome(first))

  const changed = applyEdit(start, {kind: 'reword', edition: 2, article: 5, other: 0})
  const carried = matchArticles(changed, {concordance, versionOf, previous: first.state})
  expect(outcome(carried)).toEqual(outcome(matchArticles(changed, {concordance})))
  // The changed article, and the newer articles that may propose it: a small share of all.
  expect(carried.searched).toBeGreaterThan(0)
  expect(carried.searched).toBeLessThan(start.flat().length / 5)
})

test('a state made with other options or curated lines is not used', () => {
  const first = matchArticles(start, {concordance, versionOf})
  const other = new Concordance([...concordance.entries, {from: start[3]![0]!.id, to: start[4]![0]!.id, action: 'forbid', note: null, line: 4}])
  const carried = matchArticles(start, {concordance: other, versionOf, previous: first.state})
  expect(carried.searched).toBe(start.flat().length - 1)
  expect(outcome(carried)).toEqual(outcome(matchArticles(start, {concordance: other})))
  expect(matchArticles(start, {concordance, versionOf, previous: first.state, minScore: 0.3}).searched).toBe(start.flat().length - 1)
})
