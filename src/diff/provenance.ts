// Where each link of a published pair comes from: the aligner (from the words, from the article's
// structure, or from a reference), or the editors' concordance (`laws/concordance.txt`), and whether
// it is doubtful. A reader must be able to tell a computed link from one the editors set, and both
// from one they doubt, and see the reason for a doubt in the texts themselves.
import {defaultCorrespondenceOptions, type Correspondence, type UnitLink} from '../align/correspondence.ts'
import type {ProvisionGroup} from '../align/groups.ts'
import type {TextUnit} from '../align/units.ts'
import {countWords, diffWords} from './words.ts'

const byUnit = new WeakMap<Correspondence, Map<TextUnit, UnitLink[]>>()

/** The links of a group, in the correspondence's order. */
export function groupLinks(group: ProvisionGroup, correspondence: Correspondence): UnitLink[] {
  let index = byUnit.get(correspondence)
  if (!index) byUnit.set(correspondence, (index = Map.groupBy(correspondence.links, (link) => link.from)))
  const to = new Set(group.to)
  return group.from.flatMap((unit) => (index.get(unit) ?? []).filter((link) => to.has(link.to)))
}

/** Why a link is doubtful: the editors' note says so, or the texts share few words. */
export type LinkDoubt = 'editors' | 'weak'

// Editors mark a decision they doubt in its note (`# ... (twijfelachtig)`).
const doubted = /twijfel/i

/** Why a link is doubtful: the editors say so in their note, or a computed link rests on little shared text; null when it is not. */
export function linkDoubt(link: UnitLink, minLink = defaultCorrespondenceOptions.minLink): LinkDoubt | null {
  const provenance = link.decision?.effect ?? 'computed'
  const note = link.decision?.note ?? null
  if (note !== null && doubted.test(note)) return 'editors'
  return provenance === 'computed' && link.basis === 'text' && link.score < minLink && sharesLittle(link.from, link.to) ? 'weak' : null
}

/**
 * Whether two texts have little in common as a reader sees them: the words their word diff keeps
 * are fewer than half of the shorter text's. The score weighs words by how rare they are, so two
 * sentences that differ in one phrase may still score low ("Een bieding, die wordt gedaan nadat het
 * bieden is gesloten, wordt geannuleerd en:" and "Een bieding na de afsluitende pas wordt
 * geannuleerd en:"): that is no doubt a reader can see.
 */
function sharesLittle(from: TextUnit, to: TextUnit): boolean {
  return keptShare(from, to) < 0.5
}

/** The share of the shorter text's words that the word diff of two texts keeps: what a reader sees them share. */
export function keptShare(from: TextUnit, to: TextUnit): number {
  const kept = diffWords(from.body, to.body)
    .ops.filter((op) => op.op === 'equal')
    .reduce((sum, op) => sum + countWords(op.text), 0)
  const shorter = Math.min(countWords(from.body), countWords(to.body))
  return shorter === 0 ? 0 : kept / shorter
}
