// The status a provision pair is published with: the alignment's, made exact by what the word
// diffs found (a rewording that kept its rule words, a change of rule, only spelling, only a title,
// only a label). Data, not words: src/export/explain.ts says it.
import type {ProvisionGroup} from '../align/groups.ts'
import type {TextUnit} from '../align/units.ts'
import {sameLabels} from '../ids.ts'
import type {Coverage} from '../types.ts'
import type {PairStatus} from '../vocabulary.ts'
import {changesRule, type RuleChange} from './rule-change.ts'

/** What a sentence names of an article: its number, and for one only partly in the collection, its edition and the lids it holds. */
export interface ArticleSide {
  number: string
  edition?: string
  coverage?: Coverage
}

export interface GroupFacts {
  /** Share of the body words that changed. */
  changeShare: number
  /** The body texts read the same (they differ at most in whitespace, Unicode form or invisible characters). */
  same: boolean
  /** The titles differ (one may be missing). */
  titleChanged: boolean
  /** For provisions `replaced` by a reference: the articles the newer text cites in their place. */
  replacedBy?: string[]
  /** For a provision `absent` from the comparison: the article only partly in the collection that may hold its counterpart. */
  untranscribed?: ArticleSide
  /**
   * The units of `side` stand in parts the `other` article does not hold as such (an alinea paired
   * with a lid of an article of lid pages only): only what continues in its lid was compared.
   */
  partlyCompared?: {side: 'from' | 'to'; other: ArticleSide}
  /** The unit of this side is the one its page breaks off in: only the start of the other side's text, as far as it reaches, was compared. */
  cutShort?: 'from' | 'to'
  /** The rule words, numbers or references that were not kept, with the clauses that held them (rule-change.ts); absent when all were. */
  ruleChange?: RuleChange | null
}

/** How the body texts of a group differ: not in reading, only in spelling or punctuation, or in words. */
export type TextChange = 'none' | 'spelling' | 'words'

export function textChange(facts: GroupFacts): TextChange {
  return facts.same ? 'none' : facts.changeShare === 0 ? 'spelling' : 'words'
}

/**
 * The status a group is published with: the alignment's status, made exact by what the diffs found.
 * One provision on each side whose text reads the same is not reworded: only its title changed, or
 * only its label; one whose text differs in no word has only its spelling or punctuation changed;
 * a provision that became a footnote, or a footnote taken into the text, says so whatever its text.
 */
export function statusOf(group: ProvisionGroup, facts: GroupFacts): PairStatus {
  const {status, from, to} = group
  if (from.length !== 1 || to.length !== 1 || !['unchanged', 'relabeled', 'reworded', 'amended'].includes(status)) return status
  if (from[0]!.kind !== to[0]!.kind) return to[0]!.kind === 'footnote' ? 'footnoted' : 'incorporated'
  const change = textChange(facts)
  if (change === 'words') return changesRule(facts.ruleChange) ? 'amended' : 'reworded'
  if (change === 'spelling') return 'respelled'
  if (facts.titleChanged) return 'retitled'
  return samePrintedLabels(from[0]!, to[0]!) ? 'unchanged' : 'relabeled'
}

/** Same printed labels, case aside: an unlabeled paragraph or item that only changed place or form was not renumbered. */
export function samePrintedLabels(x: TextUnit, y: TextUnit): boolean {
  return sameLabels(x.id, y.id, {ignoreCase: true})
}
