// The links of an edition pair, seen from one pair of matched articles: groups of provisions that
// correspond (1:1, a split, a merge, or a regrouping of several into several), provisions that
// left for another article or came from one, and what was added or removed. A group with several
// links is divided into parts (parts.ts): the clauses of its units that continue each other, so
// every part gets a diff of its own.
import type {Correspondence, UnitLink} from './correspondence.ts'
import {groupParts, type Part} from './parts.ts'
import {sameText} from './text.ts'
import {sameLabelText} from '../ids.ts'
import {textUnits, type TextUnit} from './units.ts'
import type {Article} from '../types.ts'
import type {PairStatus} from '../vocabulary.ts'

export type {Part, PartSide} from './parts.ts'

export interface ProvisionGroup {
  status: PairStatus
  from: TextUnit[]
  to: TextUnit[]
  parts: Part[]
  /** For a move across articles: the article on the other side. */
  elsewhere: {direction: 'to' | 'from'; article: Article} | null
  /** Every link of the group was confirmed or imposed by the concordance. */
  confirmed: boolean
}

export function articleGroups(from: Article, to: Article, correspondence: Correspondence): ProvisionGroup[] {
  const before = textUnits(from)
  const after = textUnits(to)
  const {leaving, reaching} = linksByArticle(correspondence)
  const inPair = (leaving.get(from.id) ?? []).filter((link) => link.to.article.id === to.id)
  // Moves across articles, seen from this article pair: out of the older article, into the newer.
  const movedOut = (leaving.get(from.id) ?? []).filter((link) => link.to.article.id !== to.id && link.kind === 'move')
  const arriving = (reaching.get(to.id) ?? []).filter((link) => link.from.article.id !== from.id && link.kind === 'move')
  // A move into a unit that also continues a unit of this article joins that group: text of
  // another article merged with text of this one is one merge, not a merge and a move.
  const continued = new Set(inPair.map((link) => link.to))
  const joining = arriving.filter((link) => continued.has(link.to))
  const movedIn = arriving.filter((link) => !continued.has(link.to))
  const home = [...inPair, ...joining]
  const groups: ProvisionGroup[] = []

  // Connected components of the links inside the article pair.
  const component = new Map<TextUnit, number>()
  const members: Array<{from: Set<TextUnit>; to: Set<TextUnit>; links: UnitLink[]}> = []
  for (const link of home) {
    const a = component.get(link.from)
    const b = component.get(link.to)
    let index = a ?? b
    if (index === undefined) {
      index = members.length
      members.push({from: new Set(), to: new Set(), links: []})
    } else if (a !== undefined && b !== undefined && a !== b) {
      // Join b's component into a's.
      for (const unit of [...members[b]!.from, ...members[b]!.to]) component.set(unit, a)
      members[a]!.from = new Set([...members[a]!.from, ...members[b]!.from])
      members[a]!.to = new Set([...members[a]!.to, ...members[b]!.to])
      members[a]!.links.push(...members[b]!.links)
      members[b] = {from: new Set(), to: new Set(), links: []}
      index = a
    }
    component.set(link.from, index)
    component.set(link.to, index)
    members[index]!.from.add(link.from)
    members[index]!.to.add(link.to)
    members[index]!.links.push(link)
  }
  // Units of this article pair in reading order, those joined from another article after them.
  const inOrder = (units: Set<TextUnit>) => [...units].sort((x, y) => Number(x.article.id !== from.id && x.article.id !== to.id) - Number(y.article.id !== from.id && y.article.id !== to.id) || x.index - y.index)
  for (const group of members) {
    if (group.links.length === 0) continue
    const fromUnits = inOrder(group.from)
    const toUnits = inOrder(group.to)
    const foreign = fromUnits.find((unit) => unit.article.id !== from.id)
    groups.push({
      status: fromUnits.length === 1 && toUnits.length === 1 ? oneToOne(fromUnits[0]!, toUnits[0]!) : fromUnits.length === 1 ? 'split' : toUnits.length === 1 ? 'merged' : 'regrouped',
      from: fromUnits,
      to: toUnits,
      parts: groupParts(group.links, correspondence),
      // The article the joined text came from (its move is counted where it leaves).
      elsewhere: foreign ? {direction: 'from', article: foreign.article} : null,
      confirmed: group.links.every((link) => link.confirmed)
    })
  }
  markReordered(groups)

  groups.push(...movedOutGroups(movedOut, correspondence))
  for (const [unit, links] of groupBy(movedIn, (link) => link.to)) {
    groups.push({
      status: 'moved',
      from: links.map((link) => link.from),
      to: [unit],
      parts: groupParts(links, correspondence),
      elsewhere: {direction: 'from', article: links[0]!.from.article},
      confirmed: links.every((link) => link.confirmed)
    })
  }

  // By id: the links were made from the same articles, read into units of their own.
  const linkedFrom = new Set(groups.flatMap((group) => group.from.map((unit) => unit.id)))
  const linkedTo = new Set(groups.flatMap((group) => group.to.map((unit) => unit.id)))
  for (const unit of before) if (!linkedFrom.has(unit.id)) groups.push({status: 'removed', from: [unit], to: [], parts: [], elsewhere: null, confirmed: false})
  for (const unit of after) if (!linkedTo.has(unit.id)) groups.push({status: 'added', from: [], to: [unit], parts: [], elsewhere: null, confirmed: false})
  annotate(groups)
  return inReadingOrder(groups, to)
}

const indexed = new WeakMap<Correspondence, {leaving: Map<string, UnitLink[]>; reaching: Map<string, UnitLink[]>}>()

/**
 * An edition pair's links by the article they leave and the article they reach, in the pair's
 * order; indexed once, since every article pair of the edition pair asks.
 */
function linksByArticle(correspondence: Correspondence): {leaving: Map<string, UnitLink[]>; reaching: Map<string, UnitLink[]>} {
  let index = indexed.get(correspondence)
  if (!index) {
    index = {leaving: Map.groupBy(correspondence.links, (link) => link.from.article.id), reaching: Map.groupBy(correspondence.links, (link) => link.to.article.id)}
    indexed.set(correspondence, index)
  }
  return index
}

/** Moves to other articles, one group per provision that left (with every place it went to). */
export function movedOutGroups(moves: UnitLink[], correspondence: Correspondence): ProvisionGroup[] {
  return [...groupBy(moves, (link) => link.from)].map(([unit, links]) => ({
    status: 'moved',
    from: [unit],
    to: links.map((link) => link.to),
    parts: groupParts(links, correspondence),
    elsewhere: {direction: 'to', article: links[0]!.to.article},
    confirmed: links.every((link) => link.confirmed)
  }))
}

function oneToOne(from: TextUnit, to: TextUnit): PairStatus {
  if (!sameText(from.body, to.body) || !sameText(from.title ?? '', to.title ?? '')) return 'reworded'
  // A label that differs only in case (lid a → lid A) is the same label in another edition's style.
  return sameLabelText(from.path, to.path) ? 'unchanged' : 'relabeled'
}

/**
 * A 1:1 group whose units stand in another order than the rest (outside the longest run that keeps
 * the order) has moved inside the article.
 */
function markReordered(groups: ProvisionGroup[]): void {
  // Footnotes stand apart from the order of the text, so only provisions take part.
  const single = groups.filter((group) => group.from.length === 1 && group.to.length === 1 && group.from[0]!.kind === 'provision' && group.to[0]!.kind === 'provision').sort((x, y) => x.from[0]!.index - y.from[0]!.index)
  const targets = single.map((group) => group.to[0]!.index)
  // Longest increasing subsequence, O(n log n), remembering predecessors.
  const tails: number[] = []
  const previous = new Array<number>(targets.length).fill(-1)
  targets.forEach((value, k) => {
    let low = 0
    let high = tails.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (targets[tails[middle]!]! < value) low = middle + 1
      else high = middle
    }
    previous[k] = low > 0 ? tails[low - 1]! : -1
    tails[low] = k
  })
  const kept = new Set<number>()
  for (let k = tails.at(-1) ?? -1; k !== -1; k = previous[k]!) kept.add(k)
  single.forEach((group, k) => {
    if (!kept.has(k)) group.status = 'moved'
  })
}

/**
 * A provision whose text stayed the same but whose footnote was added, removed or changed is not
 * unchanged: its footnote is part of what it says.
 */
function annotate(groups: ProvisionGroup[]): void {
  const changedFootnoteOf = new Set<string>()
  for (const group of groups) {
    if (group.status === 'unchanged') continue
    for (const unit of [...group.from, ...group.to]) if (unit.kind === 'footnote' && unit.provision) changedFootnoteOf.add(unit.provision.id)
  }
  for (const group of groups) {
    if ((group.status === 'unchanged' || group.status === 'relabeled') && [...group.from, ...group.to].some((unit) => changedFootnoteOf.has(unit.id))) group.status = 'annotated'
  }
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item])
  return map
}

/**
 * By position in the newer article. What has no place there (removed, or moved out) follows the
 * group of the old unit just before it, so a removed lid stands where it stood.
 */
function inReadingOrder(groups: ProvisionGroup[], to: Article): ProvisionGroup[] {
  const placeOf = new Map<ProvisionGroup, number>()
  for (const group of groups) {
    const own = group.to.filter((unit) => unit.article.id === to.id)
    if (own.length > 0) placeOf.set(group, Math.min(...own.map((unit) => unit.index)))
  }
  const placed = [...placeOf.keys()]
  for (const group of groups) {
    if (placeOf.has(group)) continue
    const index = Math.min(...group.from.map((unit) => unit.index))
    // The placed group holding the nearest old unit before this one.
    let anchor = -1
    let nearest = -1
    for (const other of placed) {
      for (const unit of other.from) if (unit.index < index && unit.index > nearest) [nearest, anchor] = [unit.index, placeOf.get(other)!]
    }
    placeOf.set(group, anchor + 0.001 * (index + 1))
  }
  return groups.sort((x, y) => placeOf.get(x)! - placeOf.get(y)!)
}
