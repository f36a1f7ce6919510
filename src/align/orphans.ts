// Units that content alone left without any link. A lid rarely vanishes without a trace: a reader
// finds where it went through the structure around it. Four kinds of evidence, weakest content
// last, each only for units that are still orphans:
//
// 1. Left over together: in a pair of matched articles, the orphans of both sides that are each
//    other's best partner among the orphans (a footnote with a footnote, a provision with a provision).
// 2. Best home partner: an orphan whose best partner in the matched article scores at least
//    `minOrphan`, a weaker bar than a link between units that have other partners.
// 3. A new pointer: the newer article cites a provision of another article ("zie artikel 35 C")
//    that few articles cite and its older counterpart did not: a lid of the older article that
//    nothing took up moved there, if its words bear it out or other pointers into the same article
//    do. A sub-item under a linked parent went along with its parent.
// 4. A stem (the unlabelled alinea that introduces an article's lids) follows its lids: an older
//    stem with no stem on the other side, unlinked or linked only into some of its lids'
//    continuations, continues in all of them; a newer stem over lids gathered from other
//    articles takes up what they took up.
//
// Two more rules of structure complete the links of units that have some, inside matched articles:
//
// 5. An introduction follows its sub-items: a provision's own text over sub-items that all
//    continue one unit of the other side (that unit was divided over them, or they were joined
//    into it) goes along with them, when its words are there.
// 6. A provision that applies another provision of its own article by reference holds that
//    provision's rule: where it continues in a provision whose sub-items carry that rule, it
//    continues in those sub-items too.
// 7. A reference that changed places: the one older unit whose continuations no longer cite an
//    article, and the one newer unit that cites it while its sources did not. The words that
//    carried the reference went along.
import {isPartial} from './coverage.ts'
import {visit} from 'unist-util-visit'
import type {Article, Provision} from '../types.ts'
import {textUnits, type TextUnit} from './units.ts'
import {articleId, provisionId} from '../ids.ts'
import {isBelow, lidsOf, parentOf, stemOver, unitsBelow} from './structure.ts'
import type {LinkBasis} from './correspondence.ts'

export interface OrphanOptions {
  /** Minimal score of a pair of leftovers (rule 1). */
  minMutual: number
  /** Minimal score of an orphan's best home partner (rule 2). */
  minOrphan: number
  /** A provision cited from more articles than this is a general reference, not a trace of a move. */
  maxPointerCiters: number
}

export interface OrphanState {
  before: TextUnit[]
  after: TextUnit[]
  /** Article id → ids of its matched articles on the other side. */
  successors: Map<string, Set<string>>
  predecessors: Map<string, Set<string>>
  byArticle: Map<string, TextUnit[]>
  score: (older: TextUnit, newer: TextUnit) => number
  /** `score` without the bonus for the same label: what the words alone have in common. */
  content: (older: TextUnit, newer: TextUnit) => number
  /** Whether what the collection holds or the structure rules the pair out, whatever its words (then `score` is 0). */
  ruledOut: (older: TextUnit, newer: TextUnit) => boolean
  /** Whether a unit has a link so far. */
  linked: (unit: TextUnit) => boolean
  /** Every link so far. */
  links: () => Array<{from: TextUnit; to: TextUnit}>
  /** Adds a link unless there is one; `basis` says why (rules 1 and 2 rest on the words, the others on structure or references). */
  add: (older: TextUnit, newer: TextUnit, value: number, kind: 'home' | 'move', basis?: LinkBasis) => void
}

export function adoptOrphans(state: OrphanState, options: OrphanOptions): void {
  leftoversTogether(state, options)
  bestHomePartner(state, options)
  newPointers(state, options)
  stems(state, options)
  const partners = homePartners(state)
  introductions(state, options, partners)
  appliedByReference(state, partners)
  movedReferences(state, partners)
}

const hasBody = (unit: TextUnit) => unit.body.trim() !== ''

function orphans(state: OrphanState, units: TextUnit[]): TextUnit[] {
  return units.filter((unit) => hasBody(unit) && !state.linked(unit))
}

function homeUnits(state: OrphanState, unit: TextUnit, across: Map<string, Set<string>>): TextUnit[] {
  return [...(across.get(unit.article.id) ?? [])].flatMap((id) => state.byArticle.get(id) ?? [])
}

/** A unit of a partial article (lid pages only) is no home for an orphan: its home may be a lid not transcribed. */
const complete = (unit: TextUnit) => !isPartial(unit.article)

/** Rule 1: greedy on score, best first, each unit once. */
function leftoversTogether(state: OrphanState, options: OrphanOptions): void {
  const newer = new Set(orphans(state, state.after))
  const candidates: Array<{x: TextUnit; y: TextUnit; value: number}> = []
  for (const x of orphans(state, state.before)) {
    for (const y of homeUnits(state, x, state.successors)) {
      if (!newer.has(y) || y.kind !== x.kind) continue
      // The same label in the same place is no evidence by itself: a lid that was struck out and
      // a new lid that took its letter have nothing else in common. Two stems are: each is the
      // one text that introduces its article's lids.
      const value = state.score(x, y)
      const evidence = lidsOf(x) && lidsOf(y) ? value : state.content(x, y)
      if (evidence >= options.minMutual) candidates.push({x, y, value})
    }
  }
  const taken = new Set<TextUnit>()
  for (const {x, y, value} of candidates.sort((a, b) => b.value - a.value)) {
    if (taken.has(x) || taken.has(y)) continue
    taken.add(x).add(y)
    state.add(x, y, value, 'home')
  }
}

/** Rule 2, from both sides: the orphans as they are after rule 1. */
function bestHomePartner(state: OrphanState, options: OrphanOptions): void {
  const found: Array<[TextUnit, TextUnit, number]> = []
  for (const x of orphans(state, state.before)) {
    const best = bestOf(homeUnits(state, x, state.successors).filter(hasBody).filter(complete), (y) => state.score(x, y))
    if (best && best.value >= options.minOrphan) found.push([x, best.unit, best.value])
  }
  for (const y of orphans(state, state.after)) {
    const best = bestOf(homeUnits(state, y, state.predecessors).filter(hasBody).filter(complete), (x) => state.score(x, y))
    if (best && best.value >= options.minOrphan) found.push([best.unit, y, best.value])
  }
  for (const [x, y, value] of found) state.add(x, y, value, 'home')
}

/**
 * Rule 3. A pointer alone pairs nothing: the orphan must also share words with the lid it points
 * to (as much as rule 2 asks of an orphan's best home partner), or the pointer is one of several
 * from different older articles into the same newer article, a reorganisation that gathered their
 * lids there (then the pointers corroborate each other, however much the words were redrafted).
 */
function newPointers(state: OrphanState, options: OrphanOptions): void {
  const unitById = new Map(state.after.map((unit) => [unit.id, unit]))
  const citers = new Map<string, Set<string>>()
  for (const unit of state.after) {
    if (unit.kind !== 'provision') continue
    for (const ref of unit.provision?.refs ?? []) if (ref.resolved) citers.set(ref.resolved, (citers.get(ref.resolved) ?? new Set()).add(unit.article.id))
  }
  // Which older articles already reach each newer unit.
  const reached = new Map<TextUnit, Set<Article>>()
  for (const {from, to} of state.links()) reached.set(to, (reached.get(to) ?? new Set()).add(from.article))
  const olderArticles = new Map<string, Article>()
  for (const unit of state.before) olderArticles.set(unit.article.id, unit.article)
  const found: Array<{orphan: TextUnit; target: TextUnit; value: number}> = []
  for (const [articleId, article] of olderArticles) {
    const linkedIds = new Set((state.byArticle.get(articleId) ?? []).filter((unit) => state.linked(unit)).map((unit) => unit.id))
    // Sub-items under a linked parent went along with it (or were dropped inside it).
    const free = () => orphans(state, state.byArticle.get(articleId) ?? []).filter((unit) => unit.kind === 'provision' && !linkedIds.has(unit.id) && !hasLinkedAncestor(article, unit.id, linkedIds))
    if (free().length === 0) continue
    const citedBefore = new Set(allRefs(article).map((ref) => provisionId(ref.article, ref.path)))
    for (const successor of state.successors.get(articleId) ?? []) {
      for (const citing of state.byArticle.get(successor) ?? []) {
        for (const ref of citing.provision?.refs ?? []) {
          const target = ref.resolved ? unitById.get(ref.resolved) : undefined
          // A pointer to a provision (not a whole article) elsewhere, new in this edition.
          if (!target || ref.path.length === 0 || target.article.id === successor || state.successors.get(articleId)?.has(target.article.id)) continue
          if ((citers.get(target.id)?.size ?? 0) > options.maxPointerCiters || citedBefore.has(provisionId(ref.article, ref.path))) continue
          if (reached.get(target)?.has(article)) continue
          const best = bestOf(free(), (x) => state.score(x, target))
          if (best && best.value > 0) {
            found.push({orphan: best.unit, target, value: best.value})
            linkedIds.add(best.unit.id)
            reached.set(target, (reached.get(target) ?? new Set()).add(article))
          }
        }
      }
    }
  }
  const sources = new Map<string, Set<string>>()
  for (const {orphan, target} of found) sources.set(target.article.id, (sources.get(target.article.id) ?? new Set()).add(orphan.article.id))
  for (const {orphan, target, value} of found) {
    if (state.content(orphan, target) >= options.minOrphan || sources.get(target.article.id)!.size > 1) state.add(orphan, target, value, 'move', 'reference')
  }
}

/** Rule 4. */
function stems(state: OrphanState, options: OrphanOptions): void {
  const outgoing = new Map<TextUnit, TextUnit[]>()
  const incoming = new Map<TextUnit, TextUnit[]>()
  for (const {from, to} of state.links()) {
    outgoing.set(from, [...(outgoing.get(from) ?? []), to])
    incoming.set(to, [...(incoming.get(to) ?? []), from])
  }
  const linksFrom = (unit: TextUnit) => outgoing.get(unit) ?? []
  const linksTo = (unit: TextUnit) => incoming.get(unit) ?? []
  // An older stem may already have content links into some of its lids' continuations.
  const older = state.before.filter(hasBody).flatMap((unit) => {
    const lids = lidsOf(unit)
    return lids ? [{stem: unit, lids}] : []
  })
  const newer = orphans(state, state.after).flatMap((unit) => {
    const lids = lidsOf(unit)
    return lids ? [{stem: unit, lids}] : []
  })
  for (const {stem, lids} of older) {
    // A partial article lacks its opening words: the stem's continuation is not transcribed.
    const targets = [...new Set(lids.flatMap(linksFrom))].filter((target) => state.successors.get(stem.article.id)?.has(target.article.id) && complete(target))
    if (!linksFrom(stem).every((target) => targets.includes(target))) continue
    // Its words must be there: a stem that was struck out continues nowhere.
    const scores = targets.map((target) => state.score(stem, target))
    if (targets.length > 0 && !targets.some((target) => underStem(target)) && scores.every((value) => value >= options.minMutual)) {
      targets.forEach((target, k) => state.add(stem, target, scores[k]!, 'home', 'structure'))
    }
  }
  for (const {stem, lids} of newer) {
    // Only over lids gathered from other articles: the new stem states what they share. A stem
    // over lids of its own article's predecessor is new text (rule 1 and 2 pair it if it is not).
    const sources = [...new Set(lids.flatMap(linksTo))]
    const gathered = sources.every((source) => !state.successors.get(source.article.id)?.has(stem.article.id))
    if (sources.length > 0 && gathered && !sources.some((source) => underStem(source))) {
      for (const source of sources) state.add(source, stem, state.score(source, stem), 'move', 'structure')
    }
  }
}

/**
 * Rule 5, from both sides. Two or more sub-items, all linked to the same unit of the matched
 * article: their introduction (the own text of the provision above them) states what they share,
 * so it continues in that unit as well, when its words bear that out (>= `minMutual`). One
 * sub-item alone is no division.
 */
function introductions(state: OrphanState, options: OrphanOptions, partners: Partners): void {
  const found: Array<[TextUnit, TextUnit]> = []
  for (const [units, older] of [
    [state.after, false],
    [state.before, true]
  ] as const) {
    for (const intro of units) {
      if (!intro.provision?.children.length || !hasBody(intro) || !complete(intro)) continue
      const items = unitsBelow(intro).filter(hasBody)
      if (items.length < 2) continue
      const shared = items.map((item) => partners.get(item) ?? new Set<TextUnit>()).reduce((all, next) => new Set([...all].filter((unit) => next.has(unit))))
      // An introduction that continues in the provision above that unit went along there.
      const placed = (other: TextUnit) => [...(partners.get(intro) ?? [])].some((partner) => isBelow(other, partner))
      for (const other of shared) {
        if (partners.get(intro)?.has(other) || !complete(other) || placed(other)) continue
        const [x, y] = older ? [intro, other] : [other, intro]
        if (state.content(x, y) >= options.minMutual) found.push([x, y])
      }
    }
  }
  for (const [x, y] of found) addHome(state, partners, x, y, 'structure')
}

/**
 * Rule 6, from both sides. A reference to a provision of the unit's own article, outside the
 * unit's own part (a reference down into its own sub-items names an exception, not its rule),
 * makes the unit a second case of that provision's rule: where the unit continues in a provision
 * of the matched article and the referenced provision continues in sub-items of that provision,
 * the unit continues in those sub-items too. Words are no test here: the rule is in the other
 * provision's words, not in its own.
 */
function appliedByReference(state: OrphanState, partners: Partners): void {
  const found: Array<[TextUnit, TextUnit]> = []
  for (const [units, older] of [
    [state.before, true],
    [state.after, false]
  ] as const) {
    for (const unit of units) {
      if (unit.kind !== 'provision') continue
      const own = partners.get(unit)
      if (!own) continue
      for (const target of referencedInArticle(unit)) {
        for (const carrier of partners.get(target) ?? []) {
          if (own.has(carrier) || ![...own].some((partner) => isBelow(carrier, partner))) continue
          const [x, y] = older ? [unit, carrier] : [carrier, unit]
          if (!state.ruledOut(x, y)) found.push([x, y])
        }
      }
    }
  }
  for (const [x, y] of found) addHome(state, partners, x, y, 'reference')
}

/**
 * Rule 7, per pair of matched articles. A reference is the article it names (an older article
 * that continues in the newer edition by its successor's number, as renumbering goes); references
 * inside the unit's own article are rule 6's. Each side must have exactly one unit that lost or
 * gained the reference, so a reference common to several lids proves nothing, and a pair the
 * structure rules out (a restated stem, a partial article) stays out.
 */
function movedReferences(state: OrphanState, partners: Partners): void {
  const articles = new Map([...state.before, ...state.after].map((unit) => [unit.article.id, unit.article]))
  // An older article cited by number, as the newer edition numbers it: its successors' numbers.
  const renumbered = new Map<string, string[]>()
  const numbersOf = (edition: string, number: string) => {
    const id = articleId(edition, number)
    let numbers = renumbered.get(id)
    if (!numbers) {
      const successors = [...(state.successors.get(id) ?? [])].map((successor) => articles.get(successor)?.number ?? '')
      renumbered.set(id, (numbers = successors.length > 0 ? successors : [number]))
    }
    return numbers
  }
  const none = new Set<string>()
  const citedBy = new Map<TextUnit, Set<string>>()
  /** The other articles a unit cites, by their numbers in the newer edition. */
  const cited = (unit: TextUnit, older: boolean): Set<string> => {
    const refs = unit.kind === 'provision' ? (unit.provision?.refs ?? []) : []
    if (refs.length === 0) return none
    let numbers = citedBy.get(unit)
    if (!numbers) {
      numbers = new Set()
      for (const ref of refs) {
        if (ref.article === unit.article.number) continue
        if (older) for (const number of numbersOf(unit.article.edition, ref.article)) numbers.add(number)
        else numbers.add(ref.article)
      }
      citedBy.set(unit, numbers)
    }
    return numbers
  }
  const found: Array<[TextUnit, TextUnit]> = []
  for (const [olderId, newerIds] of state.successors) {
    for (const newerId of newerIds) {
      const lost = new Map<string, TextUnit[]>()
      const gained = new Map<string, TextUnit[]>()
      // Only units that continue in this pair: a unit that moved in brings its references along.
      for (const unit of state.byArticle.get(olderId) ?? []) {
        const references = cited(unit, true)
        if (references.size === 0) continue
        const kept = [...(partners.get(unit) ?? [])].filter((partner) => partner.article.id === newerId).map((partner) => cited(partner, false))
        if (kept.length === 0) continue
        for (const number of references) if (!kept.some((set) => set.has(number))) lost.set(number, [...(lost.get(number) ?? []), unit])
      }
      // Most article pairs keep every reference where it was.
      if (![...lost.values()].some((sources) => sources.length === 1)) continue
      for (const unit of (state.byArticle.get(newerId) ?? []).filter(complete)) {
        const had = [...(partners.get(unit) ?? [])].filter((partner) => partner.article.id === olderId).map((partner) => cited(partner, true))
        if (had.length === 0) continue
        for (const number of cited(unit, false)) if (!had.some((set) => set.has(number))) gained.set(number, [...(gained.get(number) ?? []), unit])
      }
      for (const [number, sources] of lost) {
        const targets = gained.get(number) ?? []
        if (sources.length === 1 && targets.length === 1 && !state.ruledOut(sources[0]!, targets[0]!)) found.push([sources[0]!, targets[0]!])
      }
    }
  }
  for (const [x, y] of found) addHome(state, partners, x, y, 'reference')
}

/** The units of its own article that `unit`'s references name, apart from itself, its parts and the parts it belongs to. */
function referencedInArticle(unit: TextUnit): TextUnit[] {
  const inArticle = (unit.provision?.refs ?? []).filter((ref) => ref.resolved !== null && (ref.scope !== 'edition' || ref.article === unit.article.number))
  if (inArticle.length === 0) return []
  const ids = new Set(inArticle.map((ref) => ref.resolved))
  return textUnits(unit.article).filter((other) => other.kind === 'provision' && ids.has(other.id) && other !== unit && !isBelow(other, unit) && !isBelow(unit, other))
}

/** Each unit's partners inside matched articles. */
type Partners = Map<TextUnit, Set<TextUnit>>

/** The partners as the links stand now (rules 5 to 7 keep them up to date with `addHome`). */
function homePartners(state: OrphanState): Partners {
  const partners: Partners = new Map()
  for (const {from, to} of state.links()) if (state.successors.get(from.article.id)?.has(to.article.id)) join(partners, from, to)
  return partners
}

function addHome(state: OrphanState, partners: Partners, older: TextUnit, newer: TextUnit, basis: LinkBasis): void {
  state.add(older, newer, state.score(older, newer), 'home', basis)
  join(partners, older, newer)
}

function join(partners: Partners, x: TextUnit, y: TextUnit): void {
  partners.set(x, (partners.get(x) ?? new Set()).add(y))
  partners.set(y, (partners.get(y) ?? new Set()).add(x))
}

/** Whether `unit` is one of the lids a stem introduces (then that stem has a counterpart of its own). */
function underStem(unit: TextUnit): boolean {
  return stemOver(unit) !== null
}

function hasLinkedAncestor(article: Article, id: string, linked: Set<string>): boolean {
  for (let parent = parentOf(article, id); parent && parent.type === 'provision'; parent = parentOf(article, parent.id)) if (linked.has(parent.id)) return true
  return false
}

function allRefs(article: Article): Provision['refs'] {
  const refs: Provision['refs'] = []
  visit(article, 'provision', (node) => void refs.push(...(node as Provision).refs))
  return refs
}

function bestOf<T>(items: T[], value: (item: T) => number): {unit: T; value: number} | null {
  let best: {unit: T; value: number} | null = null
  for (const item of items) {
    const v = value(item)
    if (!best || v > best.value) best = {unit: item, value: v}
  }
  return best
}
