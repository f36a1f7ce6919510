// Where the links of a comparison pair come from, in words: computed from the text, confirmed by
// the editors, or set by them; and whether a link is doubtful. A short phrase shows; the full
// reasons are one step away (a <details> on the page).
import type {UnitLinkJson} from '../../src/schema.ts'
import {provenanceWords} from '../../src/vocabulary.ts'
import {pathOf} from '../../src/ids.ts'

export interface ProvenanceView {
  /** `Koppeling berekend uit de tekst`, `Twijfelachtige koppeling, door de redactie vastgesteld`. */
  summary: string
  doubtful: boolean
  /** Per link: which provisions, who set it, how similar, the editors' reason, and the doubt. */
  details: string[]
}

export function provenanceView(links: UnitLinkJson[]): ProvenanceView | null {
  if (links.length === 0) return null
  const doubtful = links.some((link) => link.doubt !== null)
  // The strongest hand names the pair: one link the editors set makes the pair theirs.
  const kind = links.some((link) => link.provenance === 'imposed') ? 'imposed' : links.every((link) => link.provenance === 'confirmed') ? 'confirmed' : links.some((link) => link.provenance === 'confirmed') ? 'mixed' : 'computed'
  const words = kind === 'mixed' ? `${provenanceWords.computed}, deels door de redactie bevestigd` : provenanceWords[kind]
  const noun = links.length > 1 ? 'Koppelingen' : 'Koppeling'
  const summary = doubtful ? `Twijfelachtige ${noun.toLowerCase()}, ${words}` : `${noun} ${words}`
  return {summary, doubtful, details: links.map(linkDetail)}
}

/** `lid c 1 → lid B: door de redactie vastgesteld; overeenkomst 12%; toelichting: „…”; twijfel: …`. */
function linkDetail(link: UnitLinkJson): string {
  const parts = [`${name(link.from)} → ${name(link.to)}: ${provenanceWords[link.provenance]}`, `overeenkomst ${Math.round(link.score * 100)}%`]
  // The editors' doubt is said apart; their note keeps its reason.
  const note = link.note?.replace(/\s*\((?:[^()]*\b)?twijfel[^()]*\)\s*/gi, ' ').trim()
  if (note) parts.push(`toelichting van de redactie: „${note}”`)
  if (link.doubt) parts.push(`twijfel: ${link.doubt}`)
  return `${parts.join('; ')}.`
}

/** A provision or footnote id as a reader names it within its article: `c 1`, `B`, `voetnoot 1`. */
function name(id: string): string {
  const path = pathOf(id)
  const footnote = /^fn(\d+)$/.exec(path.at(-1) ?? '')
  if (footnote) return `voetnoot ${footnote[1]}`
  return path.length === 0 ? 'het artikel' : path.join(' ')
}
