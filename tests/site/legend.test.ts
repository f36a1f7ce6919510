// The legends of the comparison pages (site/lib/legend.ts): every mark a page uses, in words.
import {describe, expect, it} from 'vitest'
import type {ArticleComparisonJson, ComparisonJson, ProvisionPairJson} from '../../src/schema.ts'
import {pairStatuses} from '../../src/vocabulary.ts'
import {articleComparisonView, comparisonOverview} from '../../site/lib/diff-view.ts'
import {comparisonLegend, overviewLegend} from '../../site/lib/legend.ts'
import {mergeMoves, pairMoves} from '../../site/lib/moves.ts'
import {siteUrls} from '../../site/lib/urls.ts'
import {pair} from './helpers/pairs.ts'

const urls = siteUrls('/')
const ref = (edition: string, number: string) => ({id: `${edition}/${number}`, edition, number, title: null})
const article = (pairs: ProvisionPairJson[]): ArticleComparisonJson => ({lineage: '1975-32', from: ref('1975', '32'), to: ref('1987', '32'), status: 'changed', renumbered: false, titleDiff: [], changeShare: 0.3, explanation: '', pairs})
const reworded = (share: number) =>
  pair({
    status: 'reworded',
    from: ['1975/32/a'],
    to: ['1987/32/A'],
    fromLabel: 'a',
    toLabel: 'A',
    changeShare: share,
    diff: [
      {op: 'delete', text: 'indien het'},
      {op: 'insert', text: 'Als een speler'},
      {op: 'equal', text: ' de beurt'}
    ]
  })
const unchanged = pair({status: 'unchanged', from: ['1975/32/b'], to: ['1987/32/B'], fromLabel: 'b', toLabel: 'B', diff: [{op: 'equal', text: 'tekst'}]})
const counts = Object.fromEntries(pairStatuses.map((status) => [status, {from: 0, to: 0}])) as ComparisonJson['summary']['provisions']
const comparison = (from: string, to: string, articles: ArticleComparisonJson[], moves: ProvisionPairJson[] = []): ComparisonJson => ({
  from,
  to,
  summary: {articles: {compared: articles.length, unchanged: 0, changed: articles.length, uncompared: 0}, provisions: counts, changeShare: 0.3},
  articles,
  moves,
  headings: []
})
/** The marks of the legend on the screen. */
const marks = (a: ArticleComparisonJson) =>
  comparisonLegend(articleComparisonView(a, urls))
    .filter((item) => item.medium !== 'print')
    .map((item) => item.mark)

describe('the legend of an article comparison', () => {
  it('always says what inserted and deleted words and the status label are, naming the editions', () => {
    const items = comparisonLegend(articleComparisonView(article([reworded(0.2)]), urls))
    expect(items).toEqual([
      {mark: 'ins', sample: 'groen, onderstreept', words: 'toegevoegd in 1987', medium: 'screen'},
      {mark: 'ins', sample: 'onderstreept', words: 'toegevoegd in 1987', medium: 'print'},
      {mark: 'del', sample: 'rood, doorgestreept', words: 'geschrapt (stond in 1975)', medium: 'screen'},
      {mark: 'del', sample: 'doorgestreept', words: 'geschrapt (stond in 1975)', medium: 'print'},
      {mark: 'status', sample: 'in een kader', words: 'wat er met de bepaling gebeurde', medium: 'all'},
      // "Vorige" and "Volgende" are on the screen only.
      {mark: 'current', sample: 'oranje streep', words: 'de wijziging waar „Vorige” of „Volgende” u heen bracht', medium: 'screen'}
    ])
    // Also on a page without any change: its marks are still on the page (ongewijzigd in a dashed box).
    expect(marks(article([unchanged]))).toEqual(['ins', 'del', 'status', 'status-unchanged'])
  })

  it('explains the two whole texts of a rewrite only where the page shows one, with the threshold', () => {
    expect(marks(article([reworded(0.2)]))).toEqual(['ins', 'del', 'status', 'current'])
    const items = comparisonLegend(articleComparisonView(article([reworded(0.65), unchanged]), urls))
    expect(items.filter((item) => item.medium !== 'print').map((item) => item.mark)).toEqual(['ins', 'del', 'status', 'status-unchanged', 'rewrite-from', 'rewrite-to', 'current'])
    expect(items.filter((item) => item.mark === 'rewrite-from').map((item) => [item.medium, item.sample, item.words])).toEqual([
      ['screen', 'rode streep', 'de oude tekst in zijn geheel, waar 60% of meer van de woorden gewijzigd is'],
      // On paper the two stripes differ in no colour: one item says both.
      ['print', 'streep', 'de oude en de nieuwe tekst in zijn geheel, waar 60% of meer van de woorden gewijzigd is, elk onder het jaar van de editie']
    ])
  })

  it('explains the stripe of a move only where the page has one', () => {
    const moved = pair({status: 'moved', from: ['1982/37/li2'], to: ['1987/35/B'], fromLabel: 'tweede punt', toLabel: 'B', changeShare: 0.2, elsewhere: {direction: 'to', article: ref('1987', '35')}})
    expect(marks(article([moved]))).toContain('moved')
    // A move of the pair's provision in another edition pair.
    const added = pair({status: 'added', from: [], to: ['1987/35/B'], toLabel: 'B', changeShare: 1, diff: [{op: 'insert', text: 'nieuw'}]})
    const moves = mergeMoves([pairMoves(comparison('1982', '1987', [], [moved]), urls)])
    expect(comparisonLegend(articleComparisonView(article([added]), urls, {moves})).map((item) => item.mark)).toContain('moved')
    expect(marks(article([added]))).not.toContain('moved')
  })
})

describe('the legend of an edition pair overview', () => {
  const overview = (articles: ArticleComparisonJson[]) => comparisonOverview(comparison('1975', '1987', articles), urls)

  it('says what the bars and the shaded amounts are', () => {
    expect(overviewLegend(overview([article([reworded(0.2)])])).map((item) => [item.mark, item.medium, item.words])).toEqual([
      ['bar', 'all', 'het deel van de woorden van het artikel dat gewijzigd is; een volle balk is alles'],
      ['amount', 'screen', 'hoeveel er gewijzigd is, in woorden; hoe donkerder het vak, hoe meer'],
      // A printer leaves the shade out.
      ['amount', 'print', 'hoeveel er gewijzigd is, in woorden']
    ])
    expect(overviewLegend(overview([]))).toEqual([])
  })
})
