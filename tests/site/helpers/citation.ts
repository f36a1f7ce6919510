// What a citation says of the wiki page its provision was taken from, with the day laws/corpus.json
// `sources` declares (never read from the built site, which would agree with itself).
import {wikiPageUrl} from '../../../src/ids.ts'
import {dutchDate} from '../../../src/vocabulary.ts'
import {config} from '../../helpers/corpus.ts'

/** The day laws/corpus.json declares `source` (`laws/1987/HV2.md`) was taken, as the site says it: `29 november 2026`. */
export const retrievedDay = (source: string) => dutchDate(config.sources![source.replace(/^laws\//, '')]!.retrieved)

/** The page's address on the wiki as laws/corpus.json builds it: the revision's when `sources` declares its number. */
const pageUrl = (source: string, title: string) => {
  const oldid = config.sources?.[source.replace(/^laws\//, '')]?.oldid ?? null
  return oldid && config.revisionUrl ? wikiPageUrl(config.revisionUrl, title, oldid) : wikiPageUrl(config.sourceUrl!, title)
}

/** What a citation of a provision of `source` (`laws/1987/HV2.md`) adds: ` (bron: wikipagina Sjabloon:1987:HV2 van de wiki Spelregels voor tafelarbiters, https://…, geraadpleegd op 29 november 2026)`. */
export const pinnedSource = (source: string, title: string) => ` (bron: wikipagina ${title} van de wiki ${config.wiki}, ${pageUrl(source, title)}, geraadpleegd op ${retrievedDay(source)})`
