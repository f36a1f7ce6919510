// What a citation says of the wiki page its provision was taken from, with the day laws/corpus.json
// `sources` declares (never read from the built site, which would agree with itself).
import {dutchDate} from '../../../src/vocabulary.ts'
import {config} from '../../helpers/corpus.ts'

/** The day laws/corpus.json declares `source` (`laws/1987/HV2.md`) was taken, as the site says it: `29 november 2026`. */
export const retrievedDay = (source: string) => dutchDate(config.sources![source.replace(/^laws\//, '')]!.retrieved)

/** What a citation of a provision of `source` (`laws/1987/HV2.md`) adds: ` (bron: wikipagina Sjabloon:1987:HV2, geraadpleegd op 29 november 2026)`. */
export const pinnedSource = (source: string, title: string) => ` (bron: wikipagina ${title}, geraadpleegd op ${retrievedDay(source)})`
