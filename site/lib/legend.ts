import {percent} from '../../src/vocabulary.ts'
// The legends of the comparison pages: every colour and mark a page uses, said in words (Dutch),
// so that nothing depends on colour alone; on paper, the marks as printed. An article comparison
// always has the inserted and deleted words and the status label, the other marks only where the
// page has them; an edition pair's overview has its bars and shaded amounts.
import type {ArticleComparisonView, ComparisonOverview} from './diff-view.ts'
import {rewriteShare} from './rewrite.ts'

/** How the sample of a legend item is drawn: the same element or class as on the page. */
export type LegendMark = 'ins' | 'del' | 'status' | 'status-unchanged' | 'rewrite-from' | 'rewrite-to' | 'moved' | 'current' | 'bar' | 'amount'

/**
 * Where an item is shown: on the screen, on paper, or both. On paper there is no colour (a change is
 * marked [- -] and {+ +}, site.css) and no "Vorige"/"Volgende", so the colours' items have a paper
 * version and the control's has none.
 */
export type LegendMedium = 'all' | 'screen' | 'print'

export interface LegendItem {
  mark: LegendMark
  /** The sample, drawn as the mark: `groen, onderstreept`. */
  sample: string
  /** What it means: `toegevoegd in 1987`. */
  words: string
  medium: LegendMedium
}

/** An item shown as `screen` on the screen and as `paper` (the same mark) on paper. */
const screenAndPaper = (mark: LegendMark, words: string, screen: string, paper: string): LegendItem[] => [
  {mark, sample: screen, words, medium: 'screen'},
  {mark, sample: paper, words, medium: 'print'}
]

/** The legend of an article comparison page. */
export function comparisonLegend(view: ArticleComparisonView): LegendItem[] {
  const pairs = [...view.pairs, ...view.footnotes]
  const from = view.from.edition
  const to = view.to.edition
  const items: LegendItem[] = [
    ...screenAndPaper('ins', `toegevoegd in ${to}`, 'groen, onderstreept', 'onderstreept'),
    ...screenAndPaper('del', `geschrapt (stond in ${from})`, 'rood, doorgestreept', 'doorgestreept'),
    {mark: 'status', sample: 'in een kader', words: 'wat er met de bepaling gebeurde', medium: 'all'}
  ]
  if (pairs.some((pair) => pair.status === 'unchanged')) items.push({mark: 'status-unchanged', sample: 'gestreept kader', words: 'ongewijzigd', medium: 'all'})
  if (pairs.some((pair) => pair.rewrite)) {
    const whole = `in zijn geheel, waar ${percent(rewriteShare)} of meer van de woorden gewijzigd is`
    items.push(
      {mark: 'rewrite-from', sample: 'rode streep', words: `de oude tekst ${whole}`, medium: 'screen'},
      {mark: 'rewrite-to', sample: 'groene streep', words: 'de nieuwe tekst in zijn geheel', medium: 'screen'},
      {mark: 'rewrite-from', sample: 'streep', words: `de oude en de nieuwe tekst ${whole}, elk onder het jaar van de editie`, medium: 'print'}
    )
  }
  if (pairs.some((pair) => pair.elsewhere.length > 0 || pair.moves.length > 0 || pair.folds.length > 0)) {
    items.push(...screenAndPaper('moved', 'verplaatst naar of uit een ander artikel', 'blauwe streep', 'stippellijn'))
  }
  if (view.changes > 0) items.push({mark: 'current', sample: 'oranje streep', words: 'de wijziging waar „Vorige” of „Volgende” u heen bracht', medium: 'screen'})
  return items
}

/** The legend of an edition pair's overview: the bars and the shaded amounts of its ranked articles. */
export function overviewLegend(overview: ComparisonOverview): LegendItem[] {
  if (overview.rows.length === 0) return []
  return [
    {mark: 'bar', sample: 'balk', words: 'het deel van de woorden van het artikel dat gewijzigd is; een volle balk is alles', medium: 'all'},
    // A printer leaves the box's shade out (no background graphics): on paper the words say it.
    {mark: 'amount', sample: 'sterk gewijzigd', words: 'hoeveel er gewijzigd is, in woorden; hoe donkerder het vak, hoe meer', medium: 'screen'},
    {mark: 'amount', sample: 'sterk gewijzigd', words: 'hoeveel er gewijzigd is, in woorden', medium: 'print'}
  ]
}
