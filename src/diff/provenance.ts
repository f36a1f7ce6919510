// Where each link of a published pair comes from: the aligner (from the words, from the article's
// structure, or from a reference), or the editors' concordance (`laws/concordance.txt`), and whether
// it is doubtful. A reader must be able to tell a computed link from one the editors set, and both
// from one they doubt, and see the reason for a doubt in the texts themselves.
import {defaultCorrespondenceOptions, type Correspondence, type UnitLink} from '../align/correspondence.ts'
import type {ProvisionGroup} from '../align/groups.ts'
import type {TextUnit} from '../align/units.ts'
import type {UnitLinkJson} from '../schema.ts'
import {doubtWords} from '../vocabulary.ts'
import {unitName} from './explain.ts'
import {countWords, diffWords} from './words.ts'

const byUnit = new WeakMap<Correspondence, Map<TextUnit, UnitLink[]>>()

/** The links of a group, in the correspondence's order. */
export function groupLinks(group: ProvisionGroup, correspondence: Correspondence): UnitLink[] {
  let index = byUnit.get(correspondence)
  if (!index) byUnit.set(correspondence, (index = Map.groupBy(correspondence.links, (link) => link.from)))
  const to = new Set(group.to)
  return group.from.flatMap((unit) => (index.get(unit) ?? []).filter((link) => to.has(link.to)))
}

// Editors mark a decision they doubt in its note (`# ... (twijfelachtig)`).
const doubted = /twijfel/i

/**
 * A link as published: its ends by id and by the names the explanations print, its score, who made
 * it and why, and why it is doubtful (null when it is not).
 */
export function unitLinkJson(link: UnitLink, minLink = defaultCorrespondenceOptions.minLink): UnitLinkJson {
  const provenance = link.decision?.effect ?? 'computed'
  const note = link.decision?.note ?? null
  // A link across articles names the article of each end: the page shows only one of them.
  const name = (unit: TextUnit) => (link.kind === 'move' ? `${unitName(unit)} van artikel ${unit.article.number}` : unitName(unit))
  const weak = provenance === 'computed' && link.basis === 'text' && link.score < minLink && sharesLittle(link.from, link.to)
  const doubt = note !== null && doubted.test(note) ? doubtWords.editors : weak ? doubtWords.weak : null
  return {from: link.from.id, to: link.to.id, fromName: name(link.from), toName: name(link.to), score: link.score, provenance, basis: link.basis, note, line: link.decision?.line ?? null, doubt}
}

/**
 * Whether two texts have little in common as a reader sees them: the words their word diff keeps
 * are fewer than half of the shorter text's. The score weighs words by how rare they are, so two
 * sentences that differ in one phrase may still score low ("Een bieding, die wordt gedaan nadat het
 * bieden is gesloten, wordt geannuleerd en:" and "Een bieding na de afsluitende pas wordt
 * geannuleerd en:"): that is no doubt a reader can see.
 */
function sharesLittle(from: TextUnit, to: TextUnit): boolean {
  const kept = diffWords(from.body, to.body)
    .ops.filter((op) => op.op === 'equal')
    .reduce((sum, op) => sum + countWords(op.text), 0)
  return kept * 2 < Math.min(countWords(from.body), countWords(to.body))
}
