// Which units of one edition continue in which units of the next: n:m links by content, for a whole
// edition pair at once. Content is the evidence; the article lineages are the prior (a unit looks
// for its continuation in the article its own article became first, and elsewhere in the edition
// only when nothing there takes it up); labels count only as a small bonus.
//
// Units are compared whole and clause by clause (see `clauses`): a lid split over two lids shares a
// clause with each, two lids merged into one each share clauses with it, and a stem repeated in
// every lid below it shares its clause with all of them.
import type {ClauseDecision} from './concordance.ts'
import {featureCounts, type FeatureCounts} from './features.ts'
import {firstBy} from './first-by.ts'
import {comparable, isPartial} from './coverage.ts'
import {pairCutUnits} from './cut-units.ts'
import {adoptOrphans} from './orphans.ts'
import {Boilerplate} from './boilerplate.ts'
import {depthOf, lidsOf, stemAbove} from './structure.ts'
import {DocumentFrequencies, cosine, words, type Vector} from './similarity.ts'
import {termNormalizer} from './terms.ts'
import {clauses, textUnits, wordsAt, type Clause, type TextUnit} from './units.ts'
import type {VFile} from 'vfile'
import {quote, report} from '../rules.ts'
import type {Article} from '../types.ts'
import type {PartDecision, ProvisionDecision} from './concordance.ts'
import type {PartPin} from './parts.ts'
import {compositeKey, editionOf} from '../ids.ts'

export interface CorrespondenceOptions {
  /** Minimal score of a link inside matched articles. */
  minLink: number
  /** Minimal score of a link between two units that are each other's best partner. */
  minMutual: number
  /** A move must beat both units' best partner in their matched articles by this much. */
  moveMargin: number
  /** A unit links to every partner scoring at least this share of its best one. */
  nearBest: number
  /** Minimal score of a link into another article (a move across articles). */
  minMove: number
  /** Weight of the best clause pair against the whole units' similarity. */
  clauseWeight: number
  /** Added to the score when the labels (paths) are the same. */
  sameLabel: number
  /** Candidates examined per unit for a move across articles. */
  moveCandidates: number
  /** Minimal score of a pair of an alinea (no lid label) with a lid of an article of lid pages only, which holds no lid of its name (coverage.ts). */
  minAcrossLids: number
  /** Minimal score of an orphan's best partner in its matched article (see orphans.ts). */
  minOrphan: number
  /** A provision cited from more articles is a general reference, not the trace of a move. */
  maxPointerCiters: number
}

export const defaultCorrespondenceOptions: CorrespondenceOptions = {
  minLink: 0.25,
  minMutual: 0.1,
  moveMargin: 0.1,
  nearBest: 0.75,
  minMove: 0.45,
  clauseWeight: 0.85,
  sameLabel: 0.05,
  moveCandidates: 20,
  minOrphan: 0.2,
  minAcrossLids: 0.5,
  maxPointerCiters: 2
}

/**
 * Why the aligner made a link: `text`, the two texts share words (whole or clause by clause);
 * `structure`, the article's build says so whatever the words share (a stem follows its lids, an
 * introduction its sub-items; orphans.ts rules 4 and 5); `reference`, a cross-reference says so (a
 * new pointer, a provision applied by reference, a reference that changed places; rules 3, 6, 7).
 */
export type LinkBasis = 'text' | 'structure' | 'reference'

export interface UnitLink {
  from: TextUnit
  to: TextUnit
  score: number
  /** `home`: inside a pair of matched articles; `move`: into another article. */
  kind: 'home' | 'move'
  /** Why the aligner made it; null for a link only a concordance line makes (`decision.effect` `imposed`). */
  basis: LinkBasis | null
  /** A concordance line confirms or imposes it. */
  confirmed: boolean
  /**
   * The concordance line behind it: `confirmed`, a link the aligner made that the line confirms (or
   * imposes too); `imposed`, one that exists only because the line sets it.
   */
  decision?: {line: number; note: string | null; effect: 'confirmed' | 'imposed'}
}

export interface EditionPairInput {
  /** Curated decisions of the concordance (those of other edition pairs are ignored). */
  decisions?: ProvisionDecision[]
  /** The concordance's part lines (those of other edition pairs are ignored). */
  parts?: PartDecision[]
  /** Words without content of their own, for dividing a group's text into parts. */
  functionWords?: string[]
  /** The concordance file, for diagnostics about its decisions. */
  concordance?: VFile
  from: Article[]
  to: Article[]
  /** The article matches of the pair (older → newer). */
  links: Array<{from: Article; to: Article}>
  /**
   * Older articles whose lineage continues in another edition (a pair that skips editions meets
   * them): what left them is looked for in the pair with that edition, not here.
   */
  continuesElsewhere?: Set<string>
  /** Words that mean the same (the corpus's `equivalents`). */
  equivalents?: string[][]
}

export interface Profile {
  unit: TextUnit
  readonly vector: Vector
  /** `common`: the clause stands in other units of the same edition as well (see `sharedClauses`). */
  readonly clauses: Array<{clause: Clause; vector: Vector; common: boolean}>
  /** A vector for any piece of text, weighted as the profiles' own. */
  vectorOf: (text: string) => Vector
}

export interface Correspondence {
  links: UnitLink[]
  /** Words that mean the same, as the links were made with (to divide a split's text among its parts). */
  equivalents?: string[][]
  /** The editors' part lines of this edition pair whose provisions are linked and hold the words quoted (parts.ts). */
  partPins?: PartPin[]
  /** Words without content of their own (the corpus's `language.functionWords`), left out when parts pair pieces. */
  functionWords?: string[]
  /** The editors' clause verdicts (laws/concordance.txt `clause` lines) of this edition pair's provisions. */
  clauseVerdicts?: ClauseDecision[]
}

/**
 * An older stem and a newer lid (or a part of one) under a stem of its own, at the stem's level.
 * Drafting lifts text out of lids into a stem (factoring out) and copies a stem's condition down
 * into lids (restating). Where the newer lids have a stem, that stem is the older stem's place, and
 * a newer lid that shares the older stem's words restates its condition while its rule comes from
 * an older lid: the two are no pair. Only an older stem over newer lids without a stem continues
 * in them (a stem repeated in every lid; rule 4 of orphans.ts). The other way stays open: a newer
 * stem may take up text factored out of older lids.
 */
function restated(older: TextUnit, newer: TextUnit): boolean {
  // A stem is unlabelled: most units are settled without looking at their siblings.
  if (older.provision?.kind === 'labeled' || lidsOf(older) === null || lidsOf(newer) !== null) return false
  const stem = stemAbove(newer)
  return stem !== null && depthOf(stem) === depthOf(older)
}

export function correspond(input: EditionPairInput, options: CorrespondenceOptions = defaultCorrespondenceOptions): Correspondence {
  const before = input.from.flatMap(textUnits)
  const after = input.to.flatMap(textUnits)
  const normalize = termNormalizer(input.equivalents)
  const profiles = profile([...before, ...after], normalize)
  const of = (unit: TextUnit) => profiles.get(unit)!
  // A unit that returns verbatim in exactly one unit of the other edition continues there: it
  // neither took up nor gave off text elsewhere, however many words it shares with other units.
  const twin = twins(before, after)
  const apart = (x: TextUnit, y: TextUnit) => (twin.get(x) ?? y) !== y || (twin.get(y) ?? x) !== x
  const successors = new Map<string, Set<string>>()
  const predecessors = new Map<string, Set<string>>()
  for (const {from, to} of input.links) {
    successors.set(from.id, (successors.get(from.id) ?? new Set()).add(to.id))
    predecessors.set(to.id, (predecessors.get(to.id) ?? new Set()).add(from.id))
  }
  // Inside matched articles, a pair must rest on what both sides hold (coverage.ts).
  const similarity = contentScorer(profiles, options)
  const blind = (x: TextUnit, y: TextUnit) => successors.get(x.article.id)?.has(y.article.id) === true && !comparable(x, y, () => similarity(x, y) >= options.minAcrossLids)
  const ruledOut = (x: TextUnit, y: TextUnit) => apart(x, y) || blind(x, y) || restated(x, y)
  const content = (x: TextUnit, y: TextUnit) => (ruledOut(x, y) ? 0 : similarity(x, y))
  const score = (x: TextUnit, y: TextUnit) => (ruledOut(x, y) ? 0 : withLabel(similarity(x, y), x, y, options))
  const byArticle = new Map<string, TextUnit[]>()
  for (const unit of [...before, ...after]) {
    const list = byArticle.get(unit.article.id)
    if (list) list.push(unit)
    else byArticle.set(unit.article.id, [unit])
  }
  const home = (unit: TextUnit, across: Map<string, Set<string>>) => [...(across.get(unit.article.id) ?? [])].flatMap((id) => byArticle.get(id) ?? [])

  const links = new Map<string, UnitLink>()
  const linked = new Set<TextUnit>()
  const add = (from: TextUnit, to: TextUnit, value: number, kind: UnitLink['kind'], basis: LinkBasis = 'text') => {
    const key = compositeKey(from.id, to.id)
    if (links.has(key)) return
    links.set(key, {from, to, score: round(value), kind, basis, confirmed: false})
    linked.add(from).add(to)
  }
  // Inside matched articles, scored from both sides: every partner near a unit's best one, and
  // a unit and its partner that are each other's best even when the words changed much.
  const older = new Set(before)
  const homeScores = new Map<TextUnit, Array<{other: TextUnit; value: number}>>()
  // Most articles do not change: the same units in the same order pair up one to one, unscored.
  for (const {from, to} of input.links) {
    const [x, y] = [byArticle.get(from.id) ?? [], byArticle.get(to.id) ?? []]
    if (x.length !== y.length || !x.every((unit, k) => unit.path === y[k]!.path && unit.body === y[k]!.body && unit.title === y[k]!.title)) continue
    x.forEach((unit, k) => {
      homeScores.set(unit, [{other: y[k]!, value: 1}])
      homeScores.set(y[k]!, [{other: unit, value: 1}])
    })
  }
  // The provision a page breaks off in pairs by the start of its text, first (cut-units.ts): its
  // counterpart is then no one else's, as the same label or shared words would make it.
  const cutPaired = new Set<TextUnit>()
  pairCutUnits({
    before,
    after,
    home: (unit) => (older.has(unit) ? home(unit, successors) : home(unit, predecessors)),
    linked: (unit) => cutPaired.has(unit) || twin.has(unit),
    add: (from, to, value) => {
      add(from, to, value, 'home')
      cutPaired.add(from).add(to)
    }
  })
  const uncut = (units: TextUnit[]) => units.filter((unit) => !cutPaired.has(unit))
  for (const unit of uncut(before))
    if (!homeScores.has(unit))
      homeScores.set(
        unit,
        uncut(home(unit, successors)).map((other) => ({other, value: score(unit, other)}))
      )
  for (const unit of uncut(after))
    if (!homeScores.has(unit))
      homeScores.set(
        unit,
        uncut(home(unit, predecessors)).map((other) => ({other, value: score(other, unit)}))
      )
  const bestHome = new Map([...homeScores].map(([unit, scored]) => [unit, scored.reduce<{other: TextUnit; value: number} | null>((best, entry) => (!best || entry.value > best.value ? entry : best), null)]))
  for (const [unit, scored] of homeScores) {
    const best = bestHome.get(unit)?.value ?? 0
    for (const {other, value} of scored) {
      // Each side's best partner; a second partner of a split or merge must have this unit as its best.
      const ownBest = bestHome.get(unit)?.other === other
      const theirBest = bestHome.get(other)?.other === unit
      const near = value >= options.minLink && value >= options.nearBest * best
      // Each other's best by their words: the same label alone does not make a pair (a struck-out
      // lid and a new one that took its letter). A best partner chosen among the units of a partial
      // article (lid pages only) may be second to one in the lids not transcribed: it counts only
      // when mutual.
      const mutual = ownBest && theirBest && (older.has(unit) ? content(unit, other) : content(other, unit)) >= options.minMutual
      const ownTrusted = !isPartial(other.article)
      const theirTrusted = !isPartial(unit.article)
      if (value > 0 && (mutual || (theirBest && theirTrusted && near) || (ownBest && ownTrusted && value >= options.minLink))) {
        if (older.has(unit)) add(unit, other, value, 'home')
        else add(other, unit, value, 'home')
      }
    }
  }

  // Across articles: content that its matched article does not take up as well may have moved.
  const homeBest = (unit: TextUnit) => bestHome.get(unit)?.value ?? 0
  // A unit that its matched article takes up nearly whole cannot beat that by the margin: it is
  // neither searched from nor indexed as a target.
  const settled = 1 - options.moveMargin
  // Taken up whole, not through one clause: a unit of several clauses whose best home partner has
  // only one of them may still have taken up (or given off) another clause across articles.
  const wholeHome = (unit: TextUnit) => {
    const best = bestHome.get(unit)
    return best && best.value > 0 ? cosine(of(unit).vector, of(best.other).vector) : 0
  }
  const open = (unit: TextUnit) => {
    if (homeBest(unit) < settled) return true
    // Most units are the same in the next edition: settled without reading their clauses.
    const partner = bestHome.get(unit)!.other
    if (partner.body === unit.body && partner.title === unit.title) return false
    return of(unit).clauses.length > 1 && wholeHome(unit) < settled
  }
  // A unit's home partner and a unit of another article that match different clauses of it do
  // not compete: the unit was merged from both (or split over both).
  const besideHome = (unit: TextUnit, mover: TextUnit) => {
    const partner = bestHome.get(unit)?.other
    const own = of(unit).clauses
    if (!partner || own.length < 2) return false
    const closest = (other: TextUnit) => own.reduce((best, clause, k) => (clauseAffinity(clause, of(other)) > clauseAffinity(own[best]!, of(other)) ? k : best), 0)
    return closest(mover) !== closest(partner)
  }
  const targets = after.filter(open)
  const index = new CandidateIndex(targets.map(of))
  const moves: UnitLink[] = []
  for (const unit of before.filter((candidate) => open(candidate) && !input.continuesElsewhere?.has(candidate.article.id))) {
    for (const other of index.candidates(of(unit), options.moveCandidates)) {
      if (successors.get(unit.article.id)?.has(other.article.id)) continue
      const value = score(unit, other)
      if (value >= options.minMove && (value >= homeBest(unit) + options.moveMargin || besideHome(unit, other)) && (value >= homeBest(other) + options.moveMargin || besideHome(other, unit)))
        moves.push({from: unit, to: other, score: value, kind: 'move', basis: 'text', confirmed: false})
    }
  }
  // A provision moves from one place to one place. Text that units of several articles share with
  // one target, or one unit with targets in several articles, is common wording, not a move.
  const otherArticles = new Map<TextUnit, Set<string>>()
  for (const move of moves) {
    otherArticles.set(move.from, (otherArticles.get(move.from) ?? new Set()).add(move.to.article.id))
    otherArticles.set(move.to, (otherArticles.get(move.to) ?? new Set()).add(move.from.article.id))
  }
  for (const move of moves) {
    if (otherArticles.get(move.to)!.size === 1 && otherArticles.get(move.from)!.size === 1) add(move.from, move.to, move.score, 'move')
  }
  adoptOrphans({before, after, successors, predecessors, byArticle, score, content, ruledOut, linked: (unit) => linked.has(unit), links: () => [...links.values()], add}, options)
  applyDecisions(links, input, [...before, ...after], successors, score)
  const partPins = pinsOf(input, links, [...before, ...after])
  return {
    links: [...links.values()].sort((x, y) => order(x.from) - order(y.from) || order(x.to) - order(y.to)),
    equivalents: input.equivalents,
    ...(partPins.length > 0 ? {partPins} : {}),
    ...(input.functionWords ? {functionWords: input.functionWords} : {})
  }
}

/** Units whose text (title and body) stands once in the older units and once in the newer: each to the other. */
function twins(before: TextUnit[], after: TextUnit[]): Map<TextUnit, TextUnit> {
  // Of any kind: a footnote that returns verbatim as a lid became that lid.
  const key = (unit: TextUnit) => compositeKey(unit.title ?? '', unit.body)
  const count = (units: TextUnit[]) =>
    Map.groupBy(
      units.filter((unit) => unit.body !== ''),
      key
    )
  const [older, newer] = [count(before), count(after)]
  const twin = new Map<TextUnit, TextUnit>()
  for (const [text, units] of older) {
    const others = newer.get(text)
    if (units.length === 1 && others?.length === 1) twin.set(units[0]!, others[0]!).set(others[0]!, units[0]!)
  }
  return twin
}

/**
 * The concordance's part lines of this edition pair that can hold: both provisions in the corpus,
 * linked, and each holding the words quoted. Any other is reported at its line and left out.
 */
function pinsOf(input: EditionPairInput, links: Map<string, UnitLink>, units: TextUnit[]): PartPin[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]))
  const [from, to] = [input.from[0]?.edition, input.to[0]?.edition]
  return (input.parts ?? []).flatMap((decision) => {
    if (editionOf(decision.from.unit) !== from || editionOf(decision.to.unit) !== to) return []
    const place = {start: {line: decision.line, column: 1}, end: {line: decision.line, column: 1}}
    const problem = (reason: string, ruleId: 'concordance-unknown-article' | 'concordance-not-matched') => {
      if (input.concordance) report(input.concordance, reason, {ruleId, place})
      return []
    }
    const unknown = [decision.from.unit, decision.to.unit].filter((id) => !byId.has(id))
    if (unknown.length > 0) return problem(`Unexpected ${unknown.map((id) => `\`${id}\``).join(', ')}, expected a provision or footnote of the corpus`, 'concordance-unknown-article')
    for (const end of [decision.from, decision.to]) {
      if (wordsAt(byId.get(end.unit)!.body, end.words) === null) return problem(`Unexpected words \`${quote(end.words)}\` for ${end.unit}, expected words its text holds as printed`, 'concordance-unknown-article')
    }
    if (!links.has(compositeKey(decision.from.unit, decision.to.unit)))
      return problem(`Unexpected part of ${decision.from.unit} → ${decision.to.unit}, which are not linked, expected a link (a provision line can set it)`, 'concordance-not-matched')
    return [{from: decision.from, to: decision.to, line: decision.line}]
  })
}

/**
 * The concordance's provision lines of this edition pair: `forbid` removes links, `force`, `split`,
 * `merge` and `move` impose them, `confirm` marks a computed link (and warns when there is none).
 */
function applyDecisions(links: Map<string, UnitLink>, input: EditionPairInput, units: TextUnit[], successors: Map<string, Set<string>>, score: (x: TextUnit, y: TextUnit) => number): void {
  const from = input.from[0]?.edition
  const to = input.to[0]?.edition
  const byId = new Map(units.map((unit) => [unit.id, unit]))
  // What the aligner found itself, before any line: a line that sets one of these confirms it.
  const computed = new Map([...links].map(([key, link]) => [key, link.basis]))
  for (const decision of input.decisions ?? []) {
    if (editionOf(decision.from[0]!) !== from || editionOf(decision.to[0]!) !== to) continue
    const place = {start: {line: decision.line, column: 1}, end: {line: decision.line, column: 1}}
    const unknown = [...decision.from, ...decision.to].filter((id) => !byId.has(id))
    if (unknown.length > 0) {
      if (input.concordance) report(input.concordance, `Unexpected ${unknown.map((id) => `\`${id}\``).join(', ')}, expected a provision or footnote of the corpus`, {ruleId: 'concordance-unknown-article', place})
      continue
    }
    for (const x of decision.from) {
      for (const y of decision.to) {
        const key = compositeKey(x, y)
        const [older, newer] = [byId.get(x)!, byId.get(y)!]
        if (decision.action === 'forbid') links.delete(key)
        else if (decision.action === 'confirm') {
          const link = links.get(key)
          if (link) {
            link.confirmed = true
            link.decision = {line: decision.line, note: decision.note, effect: 'confirmed'}
          } else if (input.concordance) report(input.concordance, `Unexpected: confirmed ${x} → ${y} is not a link, expected the aligner to find it (use \`force\` to impose it)`, {ruleId: 'concordance-not-matched', place})
        } else {
          const kind = successors.get(older.article.id)?.has(newer.article.id) ? 'home' : 'move'
          const effect = computed.has(key) ? 'confirmed' : 'imposed'
          // A link the aligner made keeps why it made it; one only the line makes has no such reason.
          const basis = computed.get(key) ?? null
          links.set(key, {from: older, to: newer, score: round(score(older, newer)), kind, basis, confirmed: true, decision: {line: decision.line, note: decision.note, effect}})
        }
      }
    }
  }
}

/** How much a clause of one unit has in common with another unit: its best clause, or the whole. */
export function clauseAffinity(clause: {vector: Vector}, other: Profile): number {
  let best = cosine(clause.vector, other.vector)
  for (const candidate of other.clauses) best = Math.max(best, cosine(clause.vector, candidate.vector))
  return best
}

/** The similarity of two units of `units` (older first), as the links are made from it. */
export function unitScorer(units: TextUnit[], equivalents: string[][] | undefined, options = defaultCorrespondenceOptions): (x: TextUnit, y: TextUnit) => number {
  const content = contentScorer(profileUnits(units, equivalents), options)
  return (x, y) => withLabel(content(x, y), x, y, options)
}

/** Vectors of `units`, whole and per clause, weighted by how rare each word is among them. */
export function profileUnits(units: TextUnit[], equivalents?: string[][]): Map<TextUnit, Profile> {
  return profile(units, termNormalizer(equivalents))
}

/** The score of a pair: its content similarity, and a small bonus when the labels are the same. */
function withLabel(content: number, x: TextUnit, y: TextUnit, options: CorrespondenceOptions): number {
  return Math.min(1, content + (x.path === y.path ? options.sameLabel : 0))
}

/** Content similarity of two units (no label bonus), each pair computed once. */
function contentScorer(profiles: Map<TextUnit, Profile>, options: CorrespondenceOptions): (x: TextUnit, y: TextUnit) => number {
  // Each pair once: both sides of a matched article pair score it, and the orphan rules again.
  const scores = new Map<TextUnit, Map<TextUnit, number>>()
  return (x, y) => {
    let row = scores.get(x)
    if (!row) scores.set(x, (row = new Map()))
    let value = row.get(y)
    if (value === undefined) row.set(y, (value = pairScore(profiles.get(x)!, profiles.get(y)!, options)))
    return value
  }
}

/** A unit's word features as its profile counts them; `normalize` is the corpus's `termNormalizer`. */
export function unitFeatures(unit: TextUnit, normalize: (text: string) => string): FeatureCounts {
  return featureCounts(normalize(textOf(unit)))
}

/**
 * Profiles of `units`, weighted by document frequencies over all of them (each unit a document);
 * a clause is `common` when it stands in several units of its own edition (`sharedClauses`).
 */
function profile(units: TextUnit[], normalize: (text: string) => string): Map<TextUnit, Profile> {
  const featuresOf = (unit: TextUnit) => ownFeatures(unit, normalize)
  const weights = new DocumentFrequencies()
  const dense = units.map((unit) => weights.add(featuresOf(unit)))
  const shared = new Map([...Map.groupBy(units, (unit) => unit.article.edition)].map(([edition, own]) => [edition, sharedClauses(own, normalize)]))
  const boilerplate = new Boilerplate(units, dense, weights.counts, featuresOf)
  const context: ProfileContext = {weights, normalize, featuresOf, shared, boilerplate}
  return new Map(units.map((unit, k) => [unit, new UnitProfile(unit, context, dense[k]!)]))
}

interface ProfileContext {
  weights: Pick<DocumentFrequencies, 'vectorize'>
  normalize: (text: string) => string
  featuresOf: (unit: TextUnit) => FeatureCounts
  shared: Map<string, ReadonlySet<number>>
  /** Clauses that stand nearly whole in another unit of their edition. */
  boilerplate: Boilerplate
}

/**
 * Vectors only when a comparison needs them: most units are equal to their partner. The document
 * frequencies count every unit all the same.
 */
class UnitProfile implements Profile {
  readonly unit: TextUnit
  readonly #context: ProfileContext
  /** The unit's feature numbers, as counting it gave them (no lookup again). */
  readonly #dense: Int32Array
  #vector: Vector | undefined
  #clauses: Profile['clauses'] | undefined

  constructor(unit: TextUnit, context: ProfileContext, dense: Int32Array) {
    this.unit = unit
    this.#context = context
    this.#dense = dense
  }

  get vector(): Vector {
    return (this.#vector ??= this.#context.weights.vectorize(this.#context.featuresOf(this.unit), this.#dense))
  }

  get clauses(): Profile['clauses'] {
    if (this.#clauses === undefined) {
      const {weights, normalize, shared, boilerplate} = this.#context
      const keys = clauseKeys(this.unit, normalize)
      const common = shared.get(this.unit.article.edition)
      const list = clauseFeatures(this.unit, normalize)
      const unit = this.unit
      this.#clauses = list.map(({clause, counts}, k) => {
        const vector = weights.vectorize(counts)
        let repeated: boolean | undefined
        return {
          clause,
          vector,
          // Asked only when a clause pair is scored (dividing a group's text never asks). A unit
          // of one clause is compared whole: its clause is never boilerplate.
          get common() {
            return (repeated ??= list.length > 1 && (common?.has(keys[k]!) === true || boilerplate.has(unit, vector)))
          }
        }
      })
    }
    return this.#clauses
  }

  vectorOf(text: string): Vector {
    const {weights, normalize} = this.#context
    return weights.vectorize(featureCounts(normalize(text)))
  }
}

const unitCounts = new WeakMap<(text: string) => string, WeakMap<TextUnit, FeatureCounts>>()

/** `unitFeatures`, made once per unit (the groups of every article pair profile their units again). */
function ownFeatures(unit: TextUnit, normalize: (text: string) => string): FeatureCounts {
  let byUnit = unitCounts.get(normalize)
  if (!byUnit) unitCounts.set(normalize, (byUnit = new WeakMap()))
  let counts = byUnit.get(unit)
  if (!counts) byUnit.set(unit, (counts = unitFeatures(unit, normalize)))
  return counts
}

const normalizedClauses = new WeakMap<(text: string) => string, WeakMap<TextUnit, Array<{clause: Clause; text: string}>>>()

/** A unit's clauses with their text as `normalize` reads it, made once per unit (its keys and features both start here). */
function readClauses(unit: TextUnit, normalize: (text: string) => string): Array<{clause: Clause; text: string}> {
  let byUnit = normalizedClauses.get(normalize)
  if (!byUnit) normalizedClauses.set(normalize, (byUnit = new WeakMap()))
  let list = byUnit.get(unit)
  if (!list) byUnit.set(unit, (list = clauses(unit.body).map((clause) => ({clause, text: normalize(clause.text)}))))
  return list
}

const clauseCounts = new WeakMap<(text: string) => string, WeakMap<TextUnit, Array<{clause: Clause; counts: FeatureCounts}>>>()

/** A unit's clauses and their word features, made once per unit (it is in two edition pairs). */
function clauseFeatures(unit: TextUnit, normalize: (text: string) => string): Array<{clause: Clause; counts: FeatureCounts}> {
  let byUnit = clauseCounts.get(normalize)
  if (!byUnit) clauseCounts.set(normalize, (byUnit = new WeakMap()))
  let list = byUnit.get(unit)
  if (!list) byUnit.set(unit, (list = readClauses(unit, normalize).map(({clause, text}) => ({clause, counts: featureCounts(text)}))))
  return list
}

const clauseWords = new WeakMap<(text: string) => string, WeakMap<TextUnit, number[]>>()

/** A unit's clauses as their words (`clauseKey`), made once per unit: cheaper than their features, which most units never need. */
function clauseKeys(unit: TextUnit, normalize: (text: string) => string): number[] {
  let byUnit = clauseWords.get(normalize)
  if (!byUnit) clauseWords.set(normalize, (byUnit = new WeakMap()))
  let list = byUnit.get(unit)
  if (!list) byUnit.set(unit, (list = readClauses(unit, normalize).map(({text}) => clauseKey(words(text)))))
  return list
}

/**
 * A clause's words as one number: two 32-bit hashes of the words and the spaces between them
 * (FNV-1a, and a multiply-xorshift of other constants), 53 bits of them kept, so that it is an
 * exact integer in JSON. Two different clauses of an edition sharing one (about one pair in 2^53)
 * count as one, as features sharing a hash do.
 */
export function clauseKey(words: readonly string[]): number {
  let a = 0x811c9dc5
  let b = 0x9747b28c
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!
    for (let k = w > 0 ? -1 : 0; k < word.length; k++) {
      const code = k < 0 ? 32 : word.charCodeAt(k)
      a = Math.imul(a ^ code, 0x01000193)
      b = Math.imul(b ^ code, 0x5bd1e995)
      b ^= b >>> 15
    }
  }
  return (a >>> 0) * 0x200000 + ((b >>> 0) >>> 11)
}

/**
 * Clauses (as their words) that stand in two or more of `units`, the units of one edition:
 * boilerplate such as "De voorspeelstraffen van artikel 26 kunnen van toepassing zijn." closing
 * several lids. Two units that share such a clause share it with others too: it tells nothing about
 * which continues in which. Only units of several clauses are read (a unit of one clause is
 * compared whole). `normalize` is the corpus's `termNormalizer`.
 */
export function sharedClauses(units: TextUnit[], normalize: (text: string) => string): Set<number> {
  const seen = new Set<number>()
  const shared = new Set<number>()
  for (const unit of units) {
    const own = clauseKeys(unit, normalize)
    if (own.length < 2) continue
    for (const key of new Set(own)) {
      if (seen.has(key)) shared.add(key)
      else seen.add(key)
    }
  }
  return shared
}

function textOf(unit: TextUnit): string {
  return unit.title ? `${unit.title}\n${unit.body}` : unit.body
}

/** Content similarity of two units: whole, or through their most similar clauses, whichever is higher. */
function pairScore(x: Profile, y: Profile, options: CorrespondenceOptions): number {
  // Most provisions do not change between editions.
  if (x.unit.body === y.unit.body && x.unit.title === y.unit.title && x.unit.body !== '') return 1
  let best = cosine(x.vector, y.vector)
  if (x.clauses.length > 1 || y.clauses.length > 1) {
    // A clause that both editions repeat in several units (boilerplate) links none of them.
    for (const a of x.clauses) for (const b of y.clauses) if (!(a.common && b.common)) best = Math.max(best, options.clauseWeight * cosine(a.vector, b.vector))
  }
  return best
}

/**
 * Candidates for a move: the units sharing one of a unit's most distinctive features, most shared
 * weight first, at most `limit`. Keeps the search across an edition pair linear in its units.
 */
class CandidateIndex {
  private readonly units: TextUnit[]
  private readonly postings = new Map<number, number[]>()
  /** Per unit, how many of the probed features it shares (zero between calls). */
  private readonly shared: Int32Array

  constructor(profiles: Profile[]) {
    this.units = profiles.map((profile) => profile.unit)
    this.shared = new Int32Array(profiles.length)
    profiles.forEach((profile, number) => {
      for (const id of strongest(profile.vector)) {
        const list = this.postings.get(id)
        if (list) list.push(number)
        else this.postings.set(id, [number])
      }
    })
  }

  candidates(profile: Profile, limit: number): TextUnit[] {
    const {shared, units} = this
    // Units in the order first touched: ties keep it, as a stable sort would.
    const touched: number[] = []
    for (const id of strongest(profile.vector)) {
      for (const number of this.postings.get(id) ?? []) if (shared[number]!++ === 0) touched.push(number)
    }
    // The `limit` best by shared features, then reading order.
    const best = firstBy(touched, limit, (x, y) => shared[x]! > shared[y]! || (shared[x] === shared[y] && order(units[x]!) < order(units[y]!)))
    for (const number of touched) shared[number] = 0
    return best.map((number) => units[number]!)
  }
}

/** The hashes of a vector's heaviest features, heaviest first (of equal weights, the lower hash first). */
function strongest(vector: Vector, count = 32): number[] {
  const {ids, weights} = vector
  return firstBy(ids.keys(), count, (a, b) => weights[a]! > weights[b]! || (weights[a] === weights[b] && ids[a]! < ids[b]!)).map((k) => ids[k]!)
}

function order(unit: TextUnit): number {
  return Number.parseInt(unit.article.number, 10) * 10_000 + unit.index
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
