// Alignment + word diffs → article comparisons, as data: per article pair, its groups of
// provisions with their published status, word diffs (titles apart from texts, a diff per part),
// the links that make them and what of their rule changed. No sentences and no JSON: the export
// stage says them (src/export/explain.ts) and shapes the published files (src/export/comparison-json.ts).
import type {Correspondence, UnitLink} from '../align/correspondence.ts'
import {groupLinks} from './provenance.ts'
import {withReplacements, type ReplacedGroup} from './replaced.ts'
import {articleGroups, movedOutGroups, type Part, type PartSide, type ProvisionGroup} from '../align/groups.ts'
import type {TextUnit} from '../align/units.ts'
import {statusOf, type ArticleSide, type GroupFacts} from './status.ts'
import {cutSide, heldStart} from './cut-start.ts'
import {holds, isPartial, lidOf, reaches, whole} from '../align/coverage.ts'
import {countWords, diffWords, titlesReadTheSame, type WordDiff, type WordDiffOptions} from './words.ts'
import type {Article} from '../types.ts'
import {pairStatuses, type PairStatus, type ProvisionCount} from '../vocabulary.ts'
import {noLanguageWords, type LanguageWords} from '../language.ts'
import {pairCells, type CellComparison} from './cells.ts'
import {ruleChange, wholeUnits, type RuleChange, type RuleContext, type RuleSource} from './rule-change.ts'

/** What an article comparison is made from: the lineage, the two articles, their edition pair's links, and the limits of each word diff. */
export interface ArticlePair {
  lineage: string
  from: Article
  to: Article
  correspondence: Correspondence
  diff?: WordDiffOptions
  /** The corpus's rule words and pointer phrases (laws/corpus.json, `language`). */
  language?: LanguageWords
}

/** A part of a group (a split, merge or regrouping): its text on each side, their diff, and what of the rule changed. */
export interface PartComparison {
  part: Part
  /** `continued`: text on both sides; `added`/`removed`: one side empty. */
  kind: 'continued' | 'added' | 'removed'
  diff: WordDiff
  ruleChange: RuleChange | null
}

/** One group of provisions compared: the published status and the facts behind it, its diffs and its links. */
export interface PairComparison {
  group: ReplacedGroup
  status: PairStatus
  facts: GroupFacts
  /** The texts' diff (each side's texts on lines of their own), the titles' (null when neither side has one). */
  body: WordDiff
  title: WordDiff | null
  parts: PartComparison[]
  links: UnitLink[]
  /** Every provision is a heading over sub-lids, without text of its own: structure, not content. */
  structural: boolean
  /** The newer provisions as a lineage shows them: each with only the text its parts pair with it (cells.ts). */
  cells: CellComparison[]
}

/** Two articles of a lineage compared. */
export interface ArticleComparison {
  lineage: string
  from: Article
  to: Article
  changed: boolean
  /**
   * Something of the two articles was compared: false when every provision of either side has its
   * counterpart only in what the collection lacks (lid pages only), and no title changed.
   */
  compared: boolean
  /** The article titles' diff; null when a side is known only from lid pages without its title. */
  title: WordDiff | null
  titleChanged: boolean
  /** Share of the compared provisions' words that changed, each provision counted once. */
  changeShare: number
  /** Provisions per status, each side counted. */
  counts: Record<PairStatus, ProvisionCount>
  pairs: PairComparison[]
}

export type Compare = (lineage: {id: string}, from: Article, to: Article) => ArticleComparison

export function compareArticles({lineage, from, to, correspondence, diff: options = {}, language = noLanguageWords}: ArticlePair): ArticleComparison {
  // What a group not compared is said against: the other article when it lacks something, else its own.
  const lacking = (group: ProvisionGroup) => {
    const [own, other] = group.from.length > 0 ? [from, to] : [to, from]
    return articleSide(other.coverage ? other : own)
  }
  const pairs = withReplacements(untranscribed(articleGroups(from, to, correspondence), from, to), language).map((group) =>
    comparePair(group, correspondence, options, language, group.status === 'absent' ? {untranscribed: lacking(group)} : {})
  )
  // A partial article (lid pages only) has no title in the collection, and one whose page stops at its heading may have only part of it: no title to compare, not a changed one.
  const titleUnknown = [from, to].some((side) => (isPartial(side) && side.title === null) || side.coverage?.cutShort?.inHeading === true)
  const title = titleUnknown ? null : diffWords(from.title ?? '', to.title ?? '', options)
  // A move across articles changes both articles: it counts in the comparison of each. What has
  // no counterpart in the collection is not compared.
  const changeShare = round(articleShare(pairs.filter((pair) => pair.group.status !== 'absent')))
  const titleChanged = !titleUnknown && !titlesReadTheSame(from.title ?? '', to.title ?? '')
  const changed = titleChanged || pairs.some((pair) => pair.status !== 'unchanged' && pair.status !== 'absent')
  const compared = changed || pairs.some((pair) => pair.status !== 'absent')
  return {lineage, from, to, changed, compared, title, titleChanged, changeShare, counts: statusCounts(pairs.map(countedPair)), pairs}
}

/** Every move across articles of an edition pair, one group per provision that left. */
export function compareMoves(correspondence: Correspondence, options: WordDiffOptions = {}, language: LanguageWords = noLanguageWords): PairComparison[] {
  const moves = correspondence.links.filter((link) => link.kind === 'move')
  return movedOutGroups(moves, correspondence).map((group) => comparePair(group, correspondence, options, language))
}

/** What a pair counts as in a summary: its status, its provisions on each side, and whether it is only structure. */
export interface CountedPair {
  status: PairStatus
  from: readonly unknown[]
  to: readonly unknown[]
  structural: boolean
}

export function countedPair(pair: PairComparison): CountedPair {
  return {status: pair.status, from: pair.group.from, to: pair.group.to, structural: pair.structural}
}

/**
 * Provisions per status, each side counted (6 merged into 3 is `{from: 6, to: 3}`), never groups;
 * a heading over sub-lids that came or went is structure, not content: its sub-lids count.
 */
export function statusCounts(pairs: CountedPair[]): Record<PairStatus, ProvisionCount> {
  const counted = pairs.filter((pair) => !(pair.structural && (pair.status === 'added' || pair.status === 'removed')))
  const count = (status: PairStatus): ProvisionCount => {
    const own = counted.filter((pair) => pair.status === status)
    return {from: own.reduce((sum, pair) => sum + pair.from.length, 0), to: own.reduce((sum, pair) => sum + pair.to.length, 0)}
  }
  return Object.fromEntries(pairStatuses.map((status) => [status, count(status)])) as Record<PairStatus, ProvisionCount>
}

export function articleSide(article: Article): ArticleSide {
  return {number: article.number, edition: article.edition, ...(article.coverage ? {coverage: article.coverage} : {})}
}

/**
 * A provision that finds no counterpart where an article is only partly in the collection is not
 * removed or added: its counterpart may be in what is missing, on either side, since pairs rest
 * only on what both sides hold (src/align/coverage.ts). That is so for a lid of which nothing found
 * its counterpart; a lid of which some part did was transcribed on both sides, and what else of it
 * is missing changed. An alinea whose words continue in a lid of a partial article is no such lid:
 * what else of it has no counterpart may be in the lids not transcribed. A footnote without counterpart is not compared either when the other side
 * names a footnote the collection lacks, or its page is cut short.
 */
function untranscribed(groups: ProvisionGroup[], from: Article, to: Article): ProvisionGroup[] {
  // A page cut short may have lost the footnotes printed below the text: any footnote, whichever lid its marker stands in.
  const lacksFootnote = (article: Article) => article.coverage?.cutShort !== undefined || (article.coverage?.footnotes.some((footnote) => !footnote.transcribed) ?? false)
  const partial = isPartial(from) || isPartial(to)
  if (!partial && !lacksFootnote(from) && !lacksFootnote(to)) return groups
  const home = groups.filter((group) => group.elsewhere === null && group.from.length > 0 && group.to.length > 0)
  const reached = {from: new Set(home.flatMap((group) => group.from.map(lidOf))), to: new Set(home.flatMap((group) => group.to.map(lidOf)))}
  // A part the other side does not hold as such (an alinea paired into a lid of a partial article)
  // may have the rest of its text, its items and footnotes, in the lids that are not transcribed.
  const held = (side: 'from' | 'to', unit: TextUnit) => reached[side].has(lidOf(unit)) && holds(side === 'from' ? to : from, lidOf(unit))
  // The unit the page breaks off in is not whole: with its counterpart unknown, it is not compared either.
  const unknown = (side: 'from' | 'to', unit: TextUnit) => (unit.kind === 'footnote' && lacksFootnote(side === 'from' ? to : from)) || (partial && (!held(side, unit) || !whole(unit)))
  return groups.map((group) => {
    const side = group.status === 'removed' ? 'from' : group.status === 'added' ? 'to' : null
    return side && group[side].every((unit) => unknown(side, unit)) ? {...group, status: 'absent'} : group
  })
}

/** One group compared: its diffs (titles apart from texts), a diff per part, what of its rule changed, and its status. */
export function comparePair(group: ReplacedGroup, correspondence: Correspondence, options: WordDiffOptions = {}, language: LanguageWords = noLanguageWords, context: Pick<GroupFacts, 'untranscribed'> = {}): PairComparison {
  const bodies = (units: TextUnit[]) => units.map((unit) => unit.body).join('\n')
  const titles = (units: TextUnit[]) => units.map((unit) => unit.title ?? '').join('\n')
  const hasTitle = [...group.from, ...group.to].some((unit) => unit.title)
  // One side is the provision a page breaks off in: only the start of the other's text is compared.
  const cut = cutSide(group)
  const olderBody = cut === 'to' ? heldStart(bodies(group.from), bodies(group.to)) : bodies(group.from)
  const newerBody = cut === 'from' ? heldStart(bodies(group.to), bodies(group.from)) : bodies(group.to)
  const body = diffWords(olderBody, newerBody, options)
  const held = (units: TextUnit[], text: string): RuleSource[] => (cut === null ? wholeUnits(units) : [{unit: units[0]!, spans: [[0, text.length]]}])
  const title = hasTitle ? diffWords(titles(group.from), titles(group.to), options) : null
  const titleChanged = hasTitle && group.from.length > 0 && group.to.length > 0 && !titlesReadTheSame(titles(group.from), titles(group.to))
  // Not compared, or gone for a reference: no rule of theirs to weigh.
  const linked = linkedElsewhere(group, correspondence)
  const found = group.status === 'absent' || group.status === 'replaced' ? null : ruleChange(held(group.from, olderBody), held(group.to, newerBody), body.ops, language, linked)
  // An alinea paired with a lid of an article of lid pages only (coverage.ts): what of it is not in
  // that lid may be in the lids not transcribed, so it is not said to have lapsed (nor, the other
  // way round, to be new).
  const beyond = beyondHeldLids(group)
  const rules = found && beyond ? keptRuleChange(found, beyond) : found
  const facts: GroupFacts = {
    changeShare: body.changeShare,
    same: body.same,
    titleChanged,
    ruleChange: rules,
    ...context,
    ...(group.replacedBy ? {replacedBy: group.replacedBy} : {}),
    ...(beyond ? {partlyCompared: beyond} : {}),
    ...(cut ? {cutShort: cut} : {})
  }
  // A part's clauses may continue anywhere in the group, or in what its units are linked to elsewhere.
  const partContext: RuleContext = {...linked, fromElsewhere: [...wholeUnits(group.from), ...(linked.fromElsewhere ?? [])], toElsewhere: [...wholeUnits(group.to), ...(linked.toElsewhere ?? [])]}
  const parts = group.parts.map((part) => comparePart(part, options, language, partContext))
  return {
    group,
    status: statusOf(group, facts),
    facts,
    body,
    title,
    parts,
    links: groupLinks(group, correspondence),
    structural: isHeadingOnly(group),
    cells: group.to.length === 0 ? [] : pairCells({from: group.from, to: group.to, body, title, parts, leftForAnother: group.elsewhere?.direction === 'to'}, options)
  }
}

/**
 * The side of a group whose units stand in parts the other article does not hold as such (an
 * alinea paired with a lid of an article of lid pages only), with that other article; null when
 * every unit's lid is held on the other side.
 */
function beyondHeldLids(group: ProvisionGroup): GroupFacts['partlyCompared'] | null {
  const [older, newer] = [group.from[0]?.article, group.to[0]?.article]
  if (!older || !newer) return null
  if (group.from.some((unit) => !reaches(newer, lidOf(unit)))) return {side: 'from', other: articleSide(newer)}
  if (group.to.some((unit) => !reaches(older, lidOf(unit)))) return {side: 'to', other: articleSide(older)}
  return null
}

/** What of a rule change can be said when the `side` units are compared with only part of what continues them. */
function keptRuleChange(found: RuleChange, {side}: NonNullable<GroupFacts['partlyCompared']>): RuleChange | null {
  const kept = side === 'from' ? {...found, lapsed: []} : {...found, added: []}
  return kept.lapsed.length + kept.added.length + kept.changed.length + kept.references.length + kept.doubts.length + kept.editors.length === 0 ? null : kept
}

/**
 * The text a group's units are linked to outside the group: where the older units' clauses may
 * continue (a split across articles, a condition restated in an aanhef), and where the newer ones'
 * may come from; with the clause verdicts the editors set.
 */
function linkedElsewhere(group: ProvisionGroup, correspondence: Correspondence): RuleContext {
  const own = new Set([...group.from, ...group.to].map((unit) => unit.id))
  const fromIds = new Set(group.from.map((unit) => unit.id))
  const toIds = new Set(group.to.map((unit) => unit.id))
  const distinct = (units: TextUnit[]) => [...new Map(units.filter((unit) => !own.has(unit.id)).map((unit) => [unit.id, unit])).values()]
  const toElsewhere = distinct(correspondence.links.filter((link) => fromIds.has(link.from.id)).map((link) => link.to))
  const fromElsewhere = distinct(correspondence.links.filter((link) => toIds.has(link.to.id)).map((link) => link.from))
  return {fromElsewhere: wholeUnits(fromElsewhere), toElsewhere: wholeUnits(toElsewhere), ...(correspondence.clauseVerdicts ? {editors: correspondence.clauseVerdicts} : {})}
}

/** Every unit of the group is a heading over sub-lids: a title, no text of its own, and parts below it. */
function isHeadingOnly(group: ProvisionGroup): boolean {
  const units = [...group.from, ...group.to]
  return units.length > 0 && units.every((unit) => unit.kind === 'provision' && unit.body === '' && unit.title !== null && (unit.provision?.children.length ?? 0) > 0)
}

/**
 * The share of the words of an article comparison's provisions that changed, each provision's words
 * counted once: a provision in two groups (merged from two articles, say) has a word changed only
 * where no group's diff keeps it. A group's diff is over its units' bodies joined by line breaks.
 */
function articleShare(pairs: PairComparison[]): number {
  const units = new Map<string, {words: number; changed: Set<number>}>()
  // `compared`: the text of the one unit compared, where only its start was (the other side's page breaks off).
  const visit = (list: TextUnit[], changedAt: number[], compared: string | null) => {
    let offset = 0
    for (const unit of list) {
      const text = compared ?? unit.body
      const end = offset + text.length
      const own = new Set(changedAt.filter((at) => at >= offset && at < end).map((at) => at - offset))
      const known = units.get(unit.id)
      // Changed only if changed in every group that holds it.
      if (known) known.changed = new Set([...known.changed].filter((at) => own.has(at)))
      else units.set(unit.id, {words: countWords(text), changed: own})
      offset = end + 1
    }
  }
  for (const {group, body, facts} of pairs) {
    const held = (whole: TextUnit[], cut: TextUnit[]) => heldStart(whole[0]!.body, cut[0]!.body)
    visit(group.from, body.changedAt.old, facts.cutShort === 'to' ? held(group.from, group.to) : null)
    visit(group.to, body.changedAt.new, facts.cutShort === 'from' ? held(group.to, group.from) : null)
  }
  let words = 0
  let changed = 0
  for (const unit of units.values()) {
    words += unit.words
    changed += unit.changed.size
  }
  return words === 0 ? 0 : changed / words
}

/** A part compared: the diff of its clauses on each side, and what of the rule changed where both sides hold text. */
function comparePart(part: Part, options: WordDiffOptions, language: LanguageWords, context: RuleContext): PartComparison {
  const diff = diffWords(sideText(part.from), sideText(part.to), options)
  const kind = part.from.length === 0 ? 'added' : part.to.length === 0 ? 'removed' : 'continued'
  return {part, kind, diff, ruleChange: kind === 'continued' ? ruleChange(part.from.map(ruleSource), part.to.map(ruleSource), diff.ops, language, context) : null}
}

/** The text a side of a part is over: each provision's clauses joined by a space, provisions on lines of their own. */
function sideText(side: PartSide[]): string {
  return side.map(({clauses}) => clauses.map((clause) => clause.text).join(' ')).join('\n')
}

function ruleSource({unit, clauses}: PartSide): RuleSource {
  return {unit, spans: clauses.map((clause) => [clause.start, clause.end])}
}

/** Shares as published: three decimals. */
export function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
