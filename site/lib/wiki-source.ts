// Where a text was transcribed from, for a reader who wants to check it: the wiki page by its name,
// linked where laws/corpus.json gives the wiki's address (the revision's when its number is known),
// the revision the source was saved from when the source printed it, and the day the text was
// taken (laws/corpus.json `sources`). What is not known is not mentioned: nothing false is said.
import type {SourceJson} from '../../src/schema.ts'
import {dutchDate} from '../../src/vocabulary.ts'
import {citationWithSourceWords} from './lid-reference.ts'

type SourceFacts = Pick<SourceJson, 'title' | 'wiki' | 'url' | 'revision' | 'oldid' | 'retrieved'>

export interface SourceView {
  /** The page's name on the wiki: `Sjabloon:1987:HV2`. */
  title: string
  /** Its address on the wiki (the revision's, when its number is known); null: no address to give. */
  href: string | null
  /** `versie van 12 maart 2010 door Kees`; null when the source does not say. */
  revision: string | null
  /** `geraadpleegd op 29 november 2026`; null when laws/corpus.json does not say. */
  retrieved: string | null
  /** The revision and the day together, as a page names its sources: `versie van 12 maart 2010 door Kees, geraadpleegd op 29 november 2026`; null when neither is known. */
  pinned: string | null
}

export function sourceView(source: SourceFacts): SourceView {
  const revision = revisionWords(source.revision)
  const retrieved = retrievedWords(source.retrieved)
  const known = [revision, retrieved].filter((part) => part !== null)
  return {title: source.title, href: source.url, revision, retrieved, pinned: known.length === 0 ? null : known.join(', ')}
}

/** `versie van 12 maart 2010 door Kees`; `versie door Kees` when its printed date is no real date. */
export function revisionWords(revision: SourceJson['revision']): string | null {
  if (!revision) return null
  return revision.date ? `versie van ${dutchDate(revision.date)} door ${revision.author}` : `versie door ${revision.author}`
}

/** `geraadpleegd op 29 november 2026`. */
export function retrievedWords(retrieved: string | null): string | null {
  return retrieved ? `geraadpleegd op ${dutchDate(retrieved)}` : null
}

/**
 * A formal citation with the page its text was taken from, found again without this site: "Spelregels
 * voor wedstrijdbridge 1987, art. 27 B 1 (bron: wikipagina Sjabloon:1987:HV2 van de wiki Spelregels
 * voor tafelarbiters, https://keesboek.com/index.php?oldid=4003&title=Sjabloon%3A1987%3AHV2, versie
 * 4003, geraadpleegd op 29 november 2026)". The revision by its number, else by the day the page
 * printed; the wiki's address where laws/corpus.json gives it (the revision's when its number is
 * known); the citation alone when nothing pins the text.
 */
export function citationWithSource(citation: string, source: SourceFacts): string {
  return citationWithSourceWords(citation, sourceWords(source))
}

/**
 * What a citation says of its source: the page, the wiki and its address, and what pins the text
 * (`versie 4003`, `geraadpleegd op 29 november 2026`); null when nothing pins it, as a citation of
 * a text that may have changed since says nothing it cannot stand by.
 */
export function sourceWords(source: SourceFacts): string | null {
  const version = source.oldid ? `versie ${source.oldid}` : source.revision?.date ? `versie van ${dutchDate(source.revision.date)}` : null
  const pinned = [version, retrievedWords(source.retrieved)].filter((part) => part !== null)
  if (pinned.length === 0) return null
  return [`bron: wikipagina ${source.title} van de wiki ${source.wiki}`, ...(source.url ? [source.url] : []), ...pinned].join(', ')
}
