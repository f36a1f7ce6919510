// The search in changes: Pagefind records for the changed provision pairs of every article
// comparison, added by scripts/build.ts next to the article pages. A record is one change: one
// changed pair, at its place on its comparison page (`…/artikel-27/#wijziging-2`), labelled and
// filtered by the pair's own status as the comparison says it (`anders geformuleerd`, `verplaatst`,
// `toegevoegd`, …, from src/vocabulary.ts) and by its edition pair (`1982 met 1987`). What it is
// found by:
//   - the words the pair inserts and deletes (text and title), so "where did 'onopzettelijk'
//     change?" finds the pairs that added or dropped it, not those that merely kept it;
//   - for a pair whose words stayed (moved, renumbered, split, merged, regrouped, footnote changed),
//     its text as it reads in the newer edition (the older one for a provision that went), so such a
//     change can be found by what it is about.
// A move across articles shows on the comparisons of both articles when both are compared in the
// edition pair; it is one change, recorded where it leaves (as the comparison's `moves` and summary
// count it). Each record carries a sort key in reading order (edition pair, article, change), so a
// listing by filters alone (no query) comes in the order of the comparison pages.
// Article pages are `soort: spelregels`, these records `soort: wijzigingen`: the search page shows
// one or the other.
import type {ComparisonJson} from '../../src/schema.ts'
import {pairStatuses, statusWords, type PairStatus} from '../../src/vocabulary.ts'
import {articleComparisonView, type PairView} from './diff-view.ts'
import {changeContent} from './change-snippet.ts'
import {segmentsText} from './segments.ts'
import {comparisonSlugs, type SiteUrls} from './urls.ts'

/** The `soort` filter: what a search looks in. */
export const searchKinds = {laws: 'spelregels', changes: 'wijzigingen'} as const

/** The sort key of change records: their reading order (`volgorde` ascending). */
export const changeOrder = 'volgorde'

/** Statuses the search page offers first, in this order; any other status of a change follows. */
const offeredFirst: PairStatus[] = ['added', 'removed', 'amended', 'reworded', 'respelled', 'retitled', 'moved', 'split', 'merged', 'regrouped', 'relabeled', 'footnoted', 'incorporated', 'annotated']
/** Never a change: nothing happened, or the counterpart is not in the collection. */
const neverChanges: PairStatus[] = ['unchanged', 'absent']

/** The values of the `wijziging` filter (each a status label), in the order the search page offers them. */
export const changeKinds: readonly string[] = [...new Set([...offeredFirst, ...pairStatuses.filter((status) => !neverChanges.includes(status))].map((status) => statusWords[status].label))]

/** An edition pair as the `vergelijking` filter names it: `1982 met 1987`. */
export const editionPairWords = (from: string, to: string) => `${from} met ${to}`

/** What `index.addCustomRecord` of Pagefind's Node API takes. */
export interface ChangeRecord {
  url: string
  content: string
  language: 'nl'
  /** `delen`: for a change of words, how many it inserted and deleted (site/lib/change-snippet.ts). */
  meta: {title: string; vergelijking: string; wijziging: string; delen?: string}
  filters: {soort: string[]; vergelijking: string[]; wijziging: string[]}
  sort: {[changeOrder]: string}
}

/**
 * The records of one edition pair's comparison, one per change, in reading order: articles by
 * their number in the older edition, changes in page order. `urls` are built for base `/`:
 * Pagefind's `baseUrl` (set by the search page) puts the base path in front.
 */
export function changeRecords(comparison: ComparisonJson, urls: SiteUrls): ChangeRecord[] {
  const slugs = comparisonSlugs(comparison.articles)
  const pairWords = editionPairWords(comparison.from, comparison.to)
  const views = comparison.articles.map((article, k) => ({view: articleComparisonView(article, urls), page: urls.compareArticle(comparison.from, comparison.to, slugs[k]!)}))
  // Provisions whose move is recorded where they leave.
  const leaving = new Set(views.flatMap(({view}) => view.pairs.filter((pair) => pair.elsewhere[0]?.direction === 'to').flatMap((pair) => pair.from.map((link) => link.id))))
  const seenFromLeaving = (pair: PairView) => pair.status === 'moved' && pair.elsewhere[0]?.direction === 'from' && pair.from.every((link) => leaving.has(link.id))
  const records = views
    .sort((a, b) => articleOrder(a.view.from.number, b.view.from.number) || articleOrder(a.view.to.number, b.view.to.number))
    .flatMap(({view, page}) =>
      [...view.pairs, ...view.footnotes]
        .filter((pair) => pair.anchor !== null && !seenFromLeaving(pair))
        .flatMap((pair) => {
          const {content, delen} = recordContent(pair)
          // Pagefind drops a record without words (a pair that only inserted a `/`).
          if (!hasWords(content)) return []
          return [
            {
              url: `${page}#${pair.anchor}`,
              content,
              language: 'nl' as const,
              meta: {title: `Artikel ${view.from.number}${view.renumbered ? ` (${view.to.number})` : ''}, ${pair.heading}`, vergelijking: pairWords, wijziging: pair.statusWords, ...(delen ? {delen} : {})},
              filters: {soort: [searchKinds.changes], vergelijking: [pairWords], wijziging: [pair.statusWords]}
            }
          ]
        })
    )
  return records.map((record, k) => ({...record, sort: {[changeOrder]: `${comparison.from}-${comparison.to}-${String(k).padStart(6, '0')}`}}))
}

/** What a change is found by: the words it inserts and deletes (and how many of each), or, when it changed none, its text. */
function recordContent(pair: PairView): {content: string; delen: string | null} {
  const changed = changeContent(pair.words.inserted, pair.words.deleted)
  if (changed.content) return changed
  return {content: segmentsText(pair.sides.to) || segmentsText(pair.sides.from), delen: null}
}

/** Article numbers by value (`9` before `10`), then as text (`16` before `16a`). */
function articleOrder(a: string, b: string): number {
  return Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b)
}

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text)
