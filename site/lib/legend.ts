import {percent} from '../../src/vocabulary.ts'
// The legends of the comparison pages: every colour and mark a page uses, said in words (Dutch),
// so that nothing depends on colour alone. An article comparison always has the inserted and
// deleted words and the status label, the other marks only where the page has them; an edition
// pair's overview has its bars and shaded amounts.
import type {ArticleComparisonView, ComparisonOverview} from './diff-view.ts'
import {rewriteShare} from './rewrite.ts'

/** How the sample of a legend item is drawn: the same element or class as on the page. */
export type LegendMark = 'ins' | 'del' | 'status' | 'status-unchanged' | 'rewrite-from' | 'rewrite-to' | 'moved' | 'current' | 'bar' | 'amount'

export interface LegendItem {
  mark: LegendMark
  /** The sample, drawn as the mark: `groen, onderstreept`. */
  sample: string
  /** What it means: `toegevoegd in 1987`. */
  words: string
}

/** The legend of an article comparison page. */
export function comparisonLegend(view: ArticleComparisonView): LegendItem[] {
  const pairs = [...view.pairs, ...view.footnotes]
  const from = view.from.edition
  const to = view.to.edition
  const items: LegendItem[] = [
    {mark: 'ins', sample: 'groen, onderstreept', words: `toegevoegd in ${to}`},
    {mark: 'del', sample: 'rood, doorgestreept', words: `geschrapt (stond in ${from})`},
    {mark: 'status', sample: 'in een kader', words: 'wat er met de bepaling gebeurde'}
  ]
  if (pairs.some((pair) => pair.status === 'unchanged')) items.push({mark: 'status-unchanged', sample: 'gestreept kader', words: 'ongewijzigd'})
  if (pairs.some((pair) => pair.rewrite)) {
    items.push(
      {mark: 'rewrite-from', sample: 'rode streep', words: `de oude tekst in zijn geheel, waar ${percent(rewriteShare)} of meer van de woorden gewijzigd is`},
      {mark: 'rewrite-to', sample: 'groene streep', words: 'de nieuwe tekst in zijn geheel'}
    )
  }
  if (pairs.some((pair) => pair.elsewhere.length > 0 || pair.moves.length > 0 || pair.folds.length > 0)) items.push({mark: 'moved', sample: 'blauwe streep', words: 'verplaatst naar of uit een ander artikel'})
  if (view.changes > 0) items.push({mark: 'current', sample: 'oranje streep', words: 'de wijziging waar „Vorige” of „Volgende” u heen bracht'})
  return items
}

/** The legend of an edition pair's overview: the bars and the shaded amounts of its ranked articles. */
export function overviewLegend(overview: ComparisonOverview): LegendItem[] {
  if (overview.rows.length === 0) return []
  return [
    {mark: 'bar', sample: 'balk', words: 'het deel van de woorden van het artikel dat gewijzigd is; een volle balk is alles'},
    {mark: 'amount', sample: 'sterk gewijzigd', words: 'hoeveel er gewijzigd is, in woorden; hoe donkerder het vak, hoe meer'}
  ]
}
