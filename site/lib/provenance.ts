// Where the links of a comparison pair come from, in words: computed from the text, derived from
// the article's structure or a reference, confirmed by the editors, or set by them; and whether a
// link is doubtful. A short phrase shows, true of every link it speaks of; the full reasons are one
// step away (a <details> on the page). Provisions are named as the explanations name them (the
// link's `fromName`, `toName`), never by an id.
import type {UnitLinkJson} from '../../src/schema.ts'
import {capital, percent, doubtWords, linkProvenanceWords, withoutDoubtMark} from '../../src/vocabulary.ts'

export interface ProvenanceView {
  /**
   * `Koppeling berekend uit de tekst`, `Twijfelachtige koppeling, door de redactie vastgesteld`, or
   * for links of different origins `Koppelingen: 3 berekend uit de tekst, 1 door de redactie
   * vastgesteld (twijfelachtig)`.
   */
  summary: string
  doubtful: boolean
  /** Per link: which provisions, who made it and why, how similar, the editors' reason, and the doubt. */
  details: string[]
}

export function provenanceView(links: UnitLinkJson[]): ProvenanceView | null {
  if (links.length === 0) return null
  const doubtful = links.some((link) => link.doubt !== null)
  const kinds = Map.groupBy(links, (link) => `${linkProvenanceWords(link.provenance, link.basis)}${link.doubt ? ` (${doubtWords.doubtful})` : ''}`)
  const words = linkProvenanceWords(links[0]!.provenance, links[0]!.basis)
  const noun = links.length > 1 ? 'koppelingen' : 'koppeling'
  // A tally, so commas only: an origin may itself hold an `en` (`… en door de redactie bevestigd`).
  const summary = kinds.size > 1 ? `Koppelingen: ${[...kinds].map(([kind, members]) => `${members.length} ${kind}`).join(', ')}` : doubtful ? `Twijfelachtige ${noun}, ${words}` : `${capital(noun)} ${words}`
  return {summary, doubtful, details: links.map(linkDetail)}
}

/** `Onderdeel c 1 → lid B: door de redactie vastgesteld; overeenkomst 12%; redactionele aantekening: „…”; twijfel: …`. */
function linkDetail(link: UnitLinkJson): string {
  const parts = [`${capital(link.fromName)} → ${link.toName}: ${linkProvenanceWords(link.provenance, link.basis)}`, `overeenkomst ${percent(link.score)}`]
  // The editors' doubt is said apart; their note keeps its reason, said once: with the doubt where it gives the doubt's reason.
  const note = link.note ? withoutDoubtMark(link.note) : ''
  if (note && !link.doubt?.endsWith(note)) parts.push(`redactionele aantekening: „${note}”`)
  if (link.doubt) parts.push(`twijfel: ${link.doubt}`)
  return `${parts.join('; ')}.`
}
