// The provision a page breaks off in (coverage.ts, `isCutUnit`) holds the start of its text: its
// title and its first words. It is compared by no score over its whole text (the rest is missing),
// so the aligner would leave it, and its counterpart, without a pair: the counterpart then reads
// as removed or as not compared. Paired here by what it does hold: the same title, and words that
// start the counterpart's text in the same order.
import {sameTitleText} from './text.ts'
import {isCutUnit} from './coverage.ts'
import type {TextUnit} from './units.ts'

/** Share of a cut unit's words that start a counterpart's text, in order, for a pair without a shared title. */
export const minCutPrefix = 0.8
/** The same with a shared title (`B. Ongeoorloofde informatie van de partner` over a rewording). */
export const minCutPrefixTitled = 0.5

export interface CutPairInput {
  before: TextUnit[]
  after: TextUnit[]
  /** The units of the other side's matched articles. */
  home: (unit: TextUnit) => TextUnit[]
  linked: (unit: TextUnit) => boolean
  add: (from: TextUnit, to: TextUnit, score: number) => void
}

/**
 * Pair each unit a page breaks off in that has no link with the one unit of its matched article
 * that its words start (and its title names), itself without a link; none when two fit as well.
 */
export function pairCutUnits({before, after, home, linked, add}: CutPairInput): void {
  const older = new Set(before)
  for (const unit of [...before, ...after]) {
    if (!isCutUnit(unit) || linked(unit)) continue
    const scored = home(unit)
      .filter((other) => other.kind === 'provision' && !linked(other) && !isCutUnit(other))
      .map((other) => ({other, value: startAgreement(unit, other)}))
      .filter(({value}) => value > 0)
      .sort((x, y) => y.value - x.value)
    const [best, second] = scored
    if (!best || (second && second.value === best.value)) continue
    if (older.has(unit)) add(unit, best.other, best.value)
    else add(best.other, unit, best.value)
  }
}

/**
 * How well `cut` is the start of `other`: the share of its words (the last one aside, which the cut
 * may have broken) found in order at the start of `other`'s text; 0 below the threshold, which a
 * shared title lowers. A cut unit of fewer than three whole words pairs by its title alone, one of
 * no words (a title with nothing under it) not at all.
 */
export function startAgreement(cut: TextUnit, other: TextUnit): number {
  const titled = cut.title !== null && other.title !== null && sameTitleText(cut.title, other.title)
  // A title alone is no text: the lid is not transcribed (coverage.ts), there is nothing to compare.
  if (wordsOf(cut.body).length === 0) return 0
  const words = wordsOf(cut.body).slice(0, -1)
  if (words.length < 3) return titled ? 1 : 0
  const start = wordsOf(other.body).slice(0, Math.ceil(words.length * 1.25))
  const share = commonInOrder(words, start) / words.length
  return share >= (titled ? minCutPrefixTitled : minCutPrefix) ? share : 0
}

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.normalize('NFC'))
}

/** The length of the longest common subsequence of two word lists. */
function commonInOrder(a: string[], b: string[]): number {
  let row = new Array<number>(b.length + 1).fill(0)
  for (const word of a) {
    const next = [0]
    for (let j = 0; j < b.length; j++) next.push(word === b[j] ? row[j]! + 1 : Math.max(row[j + 1]!, next[j]!))
    row = next
  }
  return row[b.length]!
}
