// Rewrites shown whole. A provision whose words were mostly replaced makes a redline of short
// alternating <del>/<ins> runs that no one can read; such a pair shows the old and the new text as
// two blocks (stacked on a phone, side by side on a wide screen), each whole and unmarked, with the
// word-by-word redline one step away (folded under „Wijzigingen woord voor woord”, no script).
//
// The threshold, read off every changed pair of the real corpus (1975, 1982, 1987, 1997) that has
// text on both sides and no parts, by its share of changed words (`changeShare`):
//   shown whole (60% and more):
//     73%  1975 art. 34 alinea 1 → 1987 art. 35 alinea 1: nearly every clause replaced (13 runs)
//     69%  1975 art. 31 voetnoot 2 → 1987 voetnoot 1
//     65%  1975 art. 32 a → 1987 A: 10 runs of deleted and inserted words in 40 words
//     64%  1982 art. 36 punt 1 → 1987 alinea 1
//     62%  1975 art. 35 alinea 1 → 1987 art. 34 alinea 1
//     62%  1975 art. 32 b 1 → 1987 B 1
//     60%  1975 art. 32 b → 1987 B: a short lid with three clauses replaced
//   kept as a redline (less than 60%):
//     57%  1975 art. 31 alinea 1 → 1987: two one-word swaps and a long clause added at the end
//     57%  1987 art. 25 B 2 (b) (2) → 1997: the first half stands and carries the replaced rest
//     55%  1982 art. 39 punt 1 → 1987 alinea 1: one clause replaced
//     50%  1975 art. 30 alinea 1 → 1987: words added only
//     44%  1975 art. 31 voetnoot 1 → 1987 voetnoot 2, and everything below
// No pair lies between 57% and 60%. A text that only gained or only lost words reads well as a
// redline whatever its share, so a rewrite also both deletes and inserts words. A split, merge or
// regrouping has a diff per part instead, and a diff that gave up shows both texts whole already.
import type {DiffOp, ProvisionPairJson} from '../../src/schema.ts'
import {segmentsText, type Segment} from './segments.ts'

/** The share of changed words from which a pair is shown as two whole texts. */
export const rewriteShare = 0.6

/** A pair shown as two whole texts: most of its words changed, words deleted and inserted. */
export function isRewrite(pair: ProvisionPairJson): boolean {
  return (
    pair.from.length > 0 &&
    pair.to.length > 0 &&
    pair.status !== 'absent' &&
    pair.status !== 'unchanged' &&
    !pair.replacedWhole &&
    pair.parts.length === 0 &&
    pair.changeShare >= rewriteShare &&
    changesWords(pair.diff, 'insert') &&
    changesWords(pair.diff, 'delete')
  )
}

export interface RewriteSide {
  /** The side's title, unmarked; null without one. */
  title: Segment[] | null
  /** No title here while the other side has one: the page says `Geen titel` rather than nothing. */
  untitled: boolean
  text: Segment[]
}

/** The old and the new text of a rewrite, whole and unmarked. */
export interface RewriteView {
  from: RewriteSide
  to: RewriteSide
}

/**
 * The rewrite view of a pair, or null when the pair is not a rewrite. `whole` gives both texts of a
 * diff unmarked (`wholeTexts` of diff-view.ts).
 */
export function rewriteView(pair: ProvisionPairJson, whole: (ops: DiffOp[]) => {from: Segment[]; to: Segment[]}): RewriteView | null {
  if (!isRewrite(pair)) return null
  const text = whole(pair.diff)
  const title = pair.titleDiff ? whole(pair.titleDiff) : null
  // The titles of several provisions stand on lines of their own: a side whose lines are empty has none.
  const titleOf = (segments: Segment[] | undefined) => {
    const lines = (segments ?? []).filter((segment, k, all) => segment.type !== 'break' || (all.slice(0, k).some((s) => s.type !== 'break') && all.slice(k).some((s) => s.type !== 'break')))
    return segmentsText(lines).trim() !== '' ? lines : null
  }
  const [from, to] = [titleOf(title?.from), titleOf(title?.to)]
  return {from: {title: from, untitled: !from && to !== null, text: text.from}, to: {title: to, untitled: !to && from !== null, text: text.to}}
}

function changesWords(ops: DiffOp[], kind: 'insert' | 'delete'): boolean {
  return ops.some((op) => op.op === kind && /[\p{L}\p{N}]/u.test(op.text))
}
