// Where a text was transcribed from, for a reader who wants to check it: the wiki page by its name,
// linked where laws/corpus.json gives the wiki's address, and the revision the source was saved
// from when the source printed it. A revision not known is not mentioned: nothing false is said.
import type {SourceJson} from '../../src/schema.ts'
import {dutchDate} from '../../src/vocabulary.ts'

export interface SourceView {
  /** The page's name on the wiki: `Sjabloon:1987:HV2`. */
  title: string
  /** Its address on the wiki (the revision's, when known); null: no address to give. */
  href: string | null
  /** `versie van 12 maart 2010 door Kees`; null when the source does not say. */
  revision: string | null
}

export function sourceView(source: Pick<SourceJson, 'title' | 'url' | 'revision'>): SourceView {
  return {title: source.title, href: source.url, revision: revisionWords(source.revision)}
}

/** `versie van 12 maart 2010 door Kees`; `versie door Kees` when its printed date is no real date. */
export function revisionWords(revision: SourceJson['revision']): string | null {
  if (!revision) return null
  return revision.date ? `versie van ${dutchDate(revision.date)} door ${revision.author}` : `versie door ${revision.author}`
}
