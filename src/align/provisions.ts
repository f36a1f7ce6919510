// Which provision of one article is which provision of its match in another edition. A monotone
// sequence alignment (dynamic programming over the provisions in document order) allows 1:1, 1:2
// (split), 2:1 (merge), insertions and deletions; a second pass pairs what is left over across the
// order as moves, as an assignment problem. Each pair gets a status.
import {maxWeightAssignment} from './assignment.ts'
import {featureCounts, type FeatureCounts} from './features.ts'
import {DocumentFrequencies, cosine} from './similarity.ts'
import type {Article, Provision} from '../types.ts'

export type PairStatus = 'unchanged' | 'reworded' | 'relabeled' | 'split' | 'merged' | 'moved' | 'added' | 'removed'

/** A provision as an alignment unit: its own words (title and text), not its children's. */
export interface Unit {
  provision: Provision
  /** Id without `<edition>/<article>/`, e.g. `B/2/b`; compared to tell a relabel. */
  path: string
  /** Printed labels from the article down, e.g. `B 2 (b)`, or `B 1, opsomming 2` for unlabeled text. */
  label: string
  text: string
  index: number
}

export interface ProvisionPair {
  status: PairStatus
  from: Unit[]
  to: Unit[]
  similarity: number
}

export interface AlignOptions {
  /** Minimal similarity for a 1:1 pair in order. */
  minPair: number
  /** Minimal similarity for a pair out of order (a move). */
  minMove: number
  /** Each part of a split or merge must reach this similarity with the other side. */
  minPart: number
  /** A split or merge must beat the best 1:1 pair by this much. */
  splitMargin: number
}

export const defaultAlignOptions: AlignOptions = {minPair: 0.2, minMove: 0.5, minPart: 0.15, splitMargin: 0.05}

export function units(article: Article): Unit[] {
  const list: Unit[] = []
  const visit = (provision: Provision, labels: string[]) => {
    const own = provision.printedLabel ? [...labels, provision.printedLabel.replace(/\.$/, '')] : labels
    list.push({
      provision,
      path: provision.id.split('/').slice(2).join('/'),
      label: provision.printedLabel ? own.join(' ') : unlabeledName(provision, labels),
      text: [provision.title, provision.text].filter(Boolean).join('\n'),
      index: list.length
    })
    provision.children.forEach((child) => visit(child, own))
  }
  article.children.forEach((provision) => visit(provision, []))
  return list
}

/** `alinea 1`, `B 1, opsomming 2`: the positional id said in words. */
function unlabeledName(provision: Provision, labels: string[]): string {
  const [, kind, number] = /(p|li)(\d+)$/.exec(provision.id) ?? []
  const own = `${kind === 'li' ? 'opsomming' : 'alinea'} ${number ?? ''}`.trim()
  return labels.length > 0 ? `${labels.join(' ')}, ${own}` : own
}

export function alignProvisions(before: Unit[], after: Unit[], options = defaultAlignOptions): ProvisionPair[] {
  // Most articles do not change between editions: the same provisions under the same labels need no search.
  if (before.length === after.length && before.every((unit, index) => unit.path === after[index]!.path && sameText(unit.text, after[index]!.text))) {
    return before.map((unit, index) => ({status: 'unchanged', from: [unit], to: [after[index]!], similarity: 1}))
  }
  const frequencies = new DocumentFrequencies()
  const featuresOf = new Map<Unit, FeatureCounts>()
  for (const unit of [...before, ...after]) {
    const features = featureCounts(unit.text)
    featuresOf.set(unit, features)
    frequencies.add(features)
  }
  const vector = (list: Unit[]) => frequencies.vectorize(list.length === 1 ? featuresOf.get(list[0]!)! : featureCounts(list.map((unit) => unit.text).join('\n')))
  const a = before.map((unit) => vector([unit]))
  const b = after.map((unit) => vector([unit]))
  const matrix = a.map((x) => b.map((y) => cosine(x, y)))
  const sim = (i: number, j: number) => matrix[i]![j]!
  // Adjacent pairs as one text, for splits and merges: pairB[j] joins after[j - 1] and after[j].
  const pairA = before.map((unit, i) => (i > 0 ? vector([before[i - 1]!, unit]) : null))
  const pairB = after.map((unit, j) => (j > 0 ? vector([after[j - 1]!, unit]) : null))

  // dp[i][j]: best score aligning before[0..i) with after[0..j).
  const n = before.length
  const m = after.length
  const dp = Array.from({length: n + 1}, () => new Float64Array(m + 1))
  const step = Array.from({length: n + 1}, () => new Uint8Array(m + 1)) // 0 del, 1 ins, 2 1:1, 3 1:2, 4 2:1
  const merged = new Map<string, number>()
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      if (i === 0 && j === 0) continue
      let best = Number.NEGATIVE_INFINITY
      let move = 0
      const consider = (score: number, kind: number) => {
        if (score > best) {
          best = score
          move = kind
        }
      }
      if (i > 0) consider(dp[i - 1]![j]!, 0)
      if (j > 0) consider(dp[i]![j - 1]!, 1)
      if (i > 0 && j > 0) {
        const s = sim(i - 1, j - 1)
        if (s >= options.minPair) consider(dp[i - 1]![j - 1]! + s, 2)
      }
      if (i > 0 && j > 1) {
        const s = cosine(a[i - 1]!, pairB[j - 1]!)
        if (splitOk(s, sim(i - 1, j - 2), sim(i - 1, j - 1), options)) {
          merged.set(`${i}:${j}:3`, s)
          consider(dp[i - 1]![j - 2]! + 1.5 * s, 3)
        }
      }
      if (i > 1 && j > 0) {
        const s = cosine(pairA[i - 1]!, b[j - 1]!)
        if (splitOk(s, sim(i - 2, j - 1), sim(i - 1, j - 1), options)) {
          merged.set(`${i}:${j}:4`, s)
          consider(dp[i - 2]![j - 1]! + 1.5 * s, 4)
        }
      }
      dp[i]![j] = best
      step[i]![j] = move
    }
  }

  const pairs: ProvisionPair[] = []
  const removed: Unit[] = []
  const added: Unit[] = []
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const move = step[i]![j]!
    if (move === 0) removed.push(before[--i]!)
    else if (move === 1) added.push(after[--j]!)
    else if (move === 2) {
      pairs.push(pair([before[i - 1]!], [after[j - 1]!], sim(i - 1, j - 1)))
      i--
      j--
    } else if (move === 3) {
      pairs.push({status: 'split', from: [before[i - 1]!], to: [after[j - 2]!, after[j - 1]!], similarity: merged.get(`${i}:${j}:3`)!})
      i--
      j -= 2
    } else {
      pairs.push({status: 'merged', from: [before[i - 2]!, before[i - 1]!], to: [after[j - 1]!], similarity: merged.get(`${i}:${j}:4`)!})
      i -= 2
      j--
    }
  }

  // Moves: what the ordered alignment left over, paired across the order.
  const weights = removed.map((x) => added.map((y) => {
    const s = sim(x.index, y.index)
    return s >= options.minMove ? s : 0
  }))
  const moved = new Set<Unit>()
  for (const [row, column] of maxWeightAssignment(weights)) {
    const from = removed[row]!
    const to = added[column]!
    moved.add(from).add(to)
    pairs.push({status: 'moved', from: [from], to: [to], similarity: sim(from.index, to.index)})
  }
  for (const unit of removed) if (!moved.has(unit)) pairs.push({status: 'removed', from: [unit], to: [], similarity: 0})
  for (const unit of added) if (!moved.has(unit)) pairs.push({status: 'added', from: [], to: [unit], similarity: 0})
  return pairs.sort((x, y) => order(x) - order(y))
}

function splitOk(whole: number, first: number, second: number, options: AlignOptions): boolean {
  return whole >= options.minPair && first >= options.minPart && second >= options.minPart && whole >= Math.max(first, second) + options.splitMargin
}

function pair(from: Unit[], to: Unit[], similarity: number): ProvisionPair {
  const same = sameText(from[0]!.text, to[0]!.text)
  const status: PairStatus = same ? (from[0]!.path === to[0]!.path ? 'unchanged' : 'relabeled') : 'reworded'
  return {status, from, to, similarity}
}

/** Text as compared: whitespace does not count. */
export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Equal up to whitespace; most provisions are equal as they stand. */
export function sameText(a: string, b: string): boolean {
  return a === b || normalize(a) === normalize(b)
}

/** Reading order: by position in the later article, removed units by their old position. */
function order(pairToSort: ProvisionPair): number {
  return pairToSort.to.length > 0 ? pairToSort.to[0]!.index : (pairToSort.from[0]!.index + 0.5)
}
