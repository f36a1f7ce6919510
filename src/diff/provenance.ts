// Where each link of a published pair comes from: the aligner, or the editors' concordance
// (`laws/concordance.txt`), and whether it is doubtful. A reader must be able to tell a computed
// link from one the editors set, and both from one they doubt.
import {defaultCorrespondenceOptions, type Correspondence, type UnitLink} from '../align/correspondence.ts'
import type {ProvisionGroup} from '../align/groups.ts'
import type {TextUnit} from '../align/units.ts'
import type {UnitLinkJson} from '../schema.ts'
import {doubtWords} from '../vocabulary.ts'

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

/** A link as published: its score, who set it and why, and why it is doubtful (null when it is not). */
export function unitLinkJson(link: UnitLink, minLink = defaultCorrespondenceOptions.minLink): UnitLinkJson {
  const provenance = link.decision?.effect ?? 'computed'
  const note = link.decision?.note ?? null
  const doubt = note !== null && doubted.test(note) ? doubtWords.editors : provenance === 'computed' && link.score < minLink ? doubtWords.weak : null
  return {from: link.from.id, to: link.to.id, score: link.score, provenance, note, line: link.decision?.line ?? null, doubt}
}
