// The search in changes: Pagefind records for the changed provision pairs of every article
// comparison, added by scripts/build.ts next to the article pages. A record is one kind of change of
// one pair and opens that pair on its comparison page (`…/artikel-27/#wijziging-2`):
//   - the words a pair inserts (text and title), as `toegevoegd`; only inserted words count, so
//     "where was 'onopzettelijk' added?" finds the pairs that added it, not those that kept it;
//   - the words it deletes, as `vervallen`, at `…/artikel-27/?vervallen#wijziging-2` (Pagefind keeps
//     one record per URL; the page ignores the query);
//   - for a pair whose words stayed (moved, renumbered, split, merged, regrouped, footnote changed),
//     its text as it reads in the newer edition (the older one for a provision that went), so such a
//     change can be found by what it is about.
// Each record is also filtered by the pair's own status word (`tekst gewijzigd`, `verplaatst`,
// `gesplitst`, …, from src/vocabulary.ts) and by its edition pair (`1982 met 1987`). Article pages
// are `soort: wetteksten`, these records `soort: wijzigingen`: the search page shows one or the other.
import type {ComparisonJson} from '../../src/schema.ts'
import {statusWords, type PairStatus} from '../../src/vocabulary.ts'
import {articleComparisonView, type PairView} from './diff-view.ts'
import {segmentsText} from './segments.ts'
import {comparisonSlugs, type SiteUrls} from './urls.ts'

/** The `soort` filter: what a search looks in. */
export const searchKinds = {laws: 'wetteksten', changes: 'wijzigingen'} as const

/** The values of the `wijziging` filter, in the order the search page offers them. */
export const changeKinds: readonly string[] = [
  ...new Set(
    (['added', 'removed', 'reworded', 'respelled', 'retitled', 'moved', 'split', 'merged', 'regrouped', 'relabeled', 'footnoted', 'incorporated', 'annotated', 'replaced'] satisfies PairStatus[]).map((status) => statusWords[status].label)
  )
]

/** An edition pair as the `vergelijking` filter names it: `1982 met 1987`. */
export const editionPairWords = (from: string, to: string) => `${from} met ${to}`

/** What `index.addCustomRecord` of Pagefind's Node API takes. */
export interface ChangeRecord {
  url: string
  content: string
  language: 'nl'
  meta: {title: string; vergelijking: string; wijziging: string}
  filters: {soort: string[]; vergelijking: string[]; wijziging: string[]}
}

/**
 * The records of one edition pair's comparison. `urls` are built for base `/`: Pagefind's `baseUrl`
 * (set by the search page) puts the base path in front.
 */
export function changeRecords(comparison: ComparisonJson, urls: SiteUrls): ChangeRecord[] {
  const slugs = comparisonSlugs(comparison.articles)
  const pairWords = editionPairWords(comparison.from, comparison.to)
  return comparison.articles.flatMap((article, k) => {
    const view = articleComparisonView(article, urls)
    const page = urls.compareArticle(comparison.from, comparison.to, slugs[k]!)
    const record = (pair: PairView, kind: string, content: string): ChangeRecord => ({
      url: `${page}${kind === statusWords.removed.label && pair.status !== 'removed' ? `?${kind}` : ''}#${pair.anchor}`,
      content,
      language: 'nl',
      meta: {title: `Artikel ${view.from.number}${view.renumbered ? ` (${view.to.number})` : ''}, ${pair.heading}`, vergelijking: pairWords, wijziging: kind},
      filters: {soort: [searchKinds.changes], vergelijking: [pairWords], wijziging: [...new Set([kind, pair.statusWords])]}
    })
    return [...view.pairs, ...view.footnotes]
      .filter((pair) => pair.anchor !== null)
      .flatMap((pair) => {
        const {inserted, deleted} = pair.words
        if (inserted || deleted) {
          // Pagefind drops a record without words (an inserted `/`).
          return [...(hasWords(inserted) ? [record(pair, statusWords.added.label, inserted)] : []), ...(hasWords(deleted) ? [record(pair, statusWords.removed.label, deleted)] : [])]
        }
        const text = segmentsText(pair.sides.to) || segmentsText(pair.sides.from)
        return hasWords(text) ? [record(pair, pair.statusWords, text)] : []
      })
  })
}

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text)
