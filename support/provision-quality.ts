// How well the provision correspondence finds what a known edit script did: synthetic edition pairs
// made of real articles, each edited (reword, relabel, split at a clause, merge, move inside the
// article, insert, delete) and one provision moved to another article; and the real corpus against
// the gold standard read from the sources, with the concordance's decisions left out.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {correspond} from '../src/align/correspondence.ts'
import {agreement, parseGold, type Agreement} from './gold.ts'
import {alignCorpus} from '../src/align/align-corpus.ts'
import type {Corpus} from '../src/corpus.ts'
import {VFile} from 'vfile'
import {articleOf, childId, linkKey} from '../src/ids.ts'
import type {Article, Provision} from '../src/types.ts'
import {provisionCase} from './synthetic.ts'
import {random} from './generate-corpus.ts'

export interface Quality {
  precision: number
  recall: number
  predicted: number
  truth: number
}

export interface SyntheticQuality extends Quality {
  /** Of the true links into a provision moved to another article: how many were found. */
  moves: {found: number; truth: number}
}

export interface EditionPairCase {
  before: Article[]
  after: Article[]
  /** Truth: (provision of `before`, provision of `after`) that correspond, moves across articles included. */
  truth: Array<[Provision, Provision]>
  script: string[]
  /** The provision moved to another article, if the case has one. */
  moved: Provision | null
}

/** Three edited articles of the pool, and one provision moved from the first to the second. */
export function editionPairCase(seed: number, pool: Article[]): EditionPairCase {
  const rng = random(seed)
  const cases = []
  const seen = new Set<string>()
  for (let attempt = 0; cases.length < 3 && attempt < 20; attempt++) {
    const edited = provisionCase(seed * 31 + attempt, pool)
    if (seen.has(edited.before.id)) continue
    seen.add(edited.before.id)
    cases.push(edited)
  }
  const truth = cases.flatMap((edited) => edited.truth)
  const script = cases.flatMap((edited) => edited.script.map((line) => `${edited.before.id}: ${line}`))
  const [source, target] = [cases[0]!.after, cases[1]!.after]
  let moved: Provision | null = null
  // Move a provision with a known origin out of the first article, to the end of the second.
  const movable = source.children.filter((provision) => provision.text && provision.children.length === 0 && truth.some(([, to]) => to === provision))
  if (movable.length > 0 && source.children.length > 1) {
    moved = movable[Math.floor(rng() * movable.length)]!
    source.children.splice(source.children.indexOf(moved), 1)
    target.children.push(moved)
    moved.id = childId(articleOf(target.children[0]!.id), `moved${seed}`)
    script.push(`move ${moved.id} from article ${source.number} to ${target.number}`)
  }
  return {before: cases.map((edited) => edited.before), after: cases.map((edited) => edited.after), truth, script, moved}
}

/** Precision and recall of the links `correspond` makes on `cases`, counted on provisions. */
export function syntheticQuality(cases: EditionPairCase[]): SyntheticQuality {
  let hits = 0
  let predicted = 0
  let truth = 0
  const moves = {found: 0, truth: 0}
  for (const {before, after, truth: pairs, moved} of cases) {
    const {links} = correspond({from: before, to: after, links: before.map((article, index) => ({from: article, to: after[index]!}))})
    if (moved) {
      const sources = pairs.filter(([, to]) => to === moved).map(([from]) => from)
      moves.truth += sources.length
      moves.found += sources.filter((source) => links.some((link) => link.from.provision === source && link.to.provision === moved)).length
    }
    const found = new Set(links.filter((link) => link.from.kind === 'provision' && link.to.kind === 'provision').map((link) => linkKey(String(key(link.from.provision!)), String(key(link.to.provision!)))))
    // Only provisions with words of their own are units; the truth speaks of those.
    const expected = new Set(pairs.filter(([from, to]) => (from.text || from.title) && (to.text || to.title)).map(([from, to]) => linkKey(String(key(from)), String(key(to)))))
    for (const link of found) if (expected.has(link)) hits++
    predicted += found.size
    truth += expected.size
  }
  return {precision: predicted === 0 ? 1 : hits / predicted, recall: truth === 0 ? 1 : hits / truth, predicted, truth, moves}
}

/** Provisions by identity: a derived article keeps the ids of its template. */
const keys = new WeakMap<Provision, number>()
let nextKey = 0
function key(provision: Provision): number {
  let value = keys.get(provision)
  if (value === undefined) keys.set(provision, (value = nextKey++))
  return value
}

/** Gold agreement summed over the edition pairs: sure links for recall, sure and doubtful for precision. */
export interface GoldQuality extends Quality {
  /** Doubtful links counted as required too. */
  strict: {recall: number; truth: number}
  /** Each edition pair the gold has, oldest first: its counts, figures and false pairs (`extra`, `missing`). */
  perPair: Agreement[]
}

/**
 * The aligner alone against tests/gold/provisions.txt: the align stage run on the corpus with an
 * empty concordance, so neither its article lines nor its provision lines count.
 */
export function goldQuality(corpus: Corpus, root: string): GoldQuality {
  const gold = parseGold(readFileSync(path.join(root, 'tests', 'gold', 'provisions.txt'), 'utf8'))
  const alignment = alignCorpus(corpus, {concordance: new VFile({path: 'laws/concordance.txt', value: ''})})
  const perPair = alignment.pairs.flatMap((pair) => {
    const section = gold.sections.find((candidate) => candidate.from === pair.from && candidate.to === pair.to)
    if (!section) return []
    const {links} = alignment.correspondenceOf(pair.from, pair.to)
    return [
      agreement(
        section,
        gold,
        links.map((link) => `${link.from.id} -> ${link.to.id}`)
      )
    ]
  })
  const sum = (count: (result: Agreement) => number) => perPair.reduce((total, result) => total + count(result), 0)
  const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole)
  return {
    precision: ratio(
      sum((result) => result.correct),
      sum((result) => result.predicted)
    ),
    recall: ratio(
      sum((result) => result.truePositives),
      sum((result) => result.expected)
    ),
    predicted: sum((result) => result.predicted),
    truth: sum((result) => result.expected),
    strict: {
      recall: ratio(
        sum((result) => result.strict.truePositives),
        sum((result) => result.strict.expected)
      ),
      truth: sum((result) => result.strict.expected)
    },
    perPair
  }
}

/** `1975 -> 1987: precision 0.950 (38 of 40 links right), recall 0.974 (37 of 38 sure links found)`. */
export function pairFigures(result: Agreement): string {
  return `${result.pair}: precision ${result.precision.toFixed(3)} (${result.correct} of ${result.predicted} links right), recall ${result.recall.toFixed(3)} (${result.truePositives} of ${result.expected} sure links found)`
}
