import {describe, expect, it} from 'vitest'
import type {ArticleComparisonJson, ComparisonJson} from '../../src/export/schema.ts'
import {articleComparisonView, changeAmount, comparisonLinks, comparisonOverview, comparisonSlugs, redline, sides} from '../../site/lib/diff-view.ts'
import {dutchDate, percentage} from '../../site/lib/dates.ts'
import {siteUrls} from '../../site/lib/urls.ts'

const urls = siteUrls('/')
const ops = [
  {op: 'equal', text: 'Als de '},
  {op: 'delete', text: 'RT'},
  {op: 'insert', text: 'LT\nnu'},
  {op: 'equal', text: ' past'}
] as const

const ref = (edition: string, number: string) => ({id: `${edition}/${number}`, edition, number, title: `Titel ${number}`})

function articleComparison(from: string, to: string, share: number): ArticleComparisonJson {
  return {
    lineage: `1987-${from}`,
    from: ref('1987', from),
    to: ref('1997', to),
    status: share === 0 ? 'unchanged' : 'changed',
    renumbered: from !== to,
    titleDiff: [{op: 'equal', text: `Titel ${to}`}],
    changeShare: share,
    explanation: 'uitleg',
    pairs: [
      {status: 'unchanged', from: [`1987/${from}/A`], to: [`1997/${to}/A`], fromLabel: 'A', toLabel: 'A', changeShare: 0, explanation: 'Lid A is ongewijzigd.', diff: [{op: 'equal', text: 'x'}], replacedWhole: false},
      {status: 'added', from: [], to: [`1997/${to}/B`], fromLabel: null, toLabel: 'B', changeShare: 1, explanation: 'Lid B is toegevoegd.', diff: [{op: 'insert', text: 'nieuw'}], replacedWhole: false}
    ]
  }
}

describe('diff rendering', () => {
  it('renders a redline with insertions and deletions as marked segments and line breaks kept', () => {
    expect(redline([...ops])).toEqual([
      {type: 'text', text: 'Als de '},
      {type: 'del', children: [{type: 'abbr', text: 'RT', title: 'rechtertegenstander'}]},
      {type: 'ins', children: [{type: 'abbr', text: 'LT', title: 'linkertegenstander'}, {type: 'break'}, {type: 'text', text: 'nu'}]},
      {type: 'text', text: ' past'}
    ])
  })

  it('splits the diff into the old text with deletions and the new text with insertions', () => {
    const {from, to} = sides([...ops])
    expect(from.map((s) => s.type)).toEqual(['text', 'del', 'text'])
    expect(to.map((s) => s.type)).toEqual(['text', 'ins', 'text'])
  })

  it('says how much changed in words and a percentage, never 0% for a small change', () => {
    expect([0, 0.003, 0.1, 0.11, 0.4, 0.75].map(changeAmount)).toEqual([
      {level: 'none', words: 'ongewijzigd', percent: '0%', value: 0},
      {level: 'small', words: 'licht gewijzigd', percent: '<1%', value: 0},
      {level: 'small', words: 'licht gewijzigd', percent: '10%', value: 10},
      {level: 'medium', words: 'gewijzigd', percent: '11%', value: 11},
      {level: 'medium', words: 'gewijzigd', percent: '40%', value: 40},
      {level: 'large', words: 'sterk gewijzigd', percent: '75%', value: 75}
    ])
    expect(percentage(1)).toBe('100%')
    expect(dutchDate('1984-01-01')).toBe('1 januari 1984')
    expect(dutchDate('1997-12-31')).toBe('31 december 1997')
    expect(() => dutchDate('1984-13-01')).toThrow('Unexpected date `1984-13-01`, expected YYYY-MM-DD')
    expect(() => dutchDate('1984-02-30')).toThrow('Unexpected date `1984-02-30`, expected YYYY-MM-DD')
  })

  it('names compared articles by their old number, adding the new one only when an old article was split', () => {
    expect(comparisonSlugs([articleComparison('25', '25', 0.1), articleComparison('26', '26', 0), articleComparison('26', '27', 0.5)])).toEqual([
      'artikel-25',
      'artikel-26-26',
      'artikel-26-27'
    ])
  })
})

describe('comparison views', () => {
  it('shapes an article comparison with status words, links to both texts and a count of changes', () => {
    const view = articleComparisonView(articleComparison('34', '35', 0.6), urls)
    expect(view.from.href).toBe('/1987/artikel-34/')
    expect(view.to.href).toBe('/1997/artikel-35/')
    expect(view.lineageHref).toBe('/geschiedenis/1987-34/')
    expect(view.renumbered).toBe(true)
    expect(view.pairs.map((p) => [p.statusWords, p.changed, p.to.map((t) => t.href)])).toEqual([
      ['ongewijzigd', false, ['/1997/artikel-35/#A']],
      ['toegevoegd', true, ['/1997/artikel-35/#B']]
    ])
    expect(view.changes).toBe(1)
  })

  it('links to the comparisons an article takes part in', () => {
    const comparison = (from: string, to: string, articles: ArticleComparisonJson[]): ComparisonJson => ({
      from,
      to,
      summary: {articles: {compared: 0, unchanged: 0, changed: 0}, provisions: {unchanged: 0, reworded: 0, relabeled: 0, split: 0, merged: 0, moved: 0, added: 0, removed: 0}, changeShare: 0},
      articles
    })
    const later = {...articleComparison('25', '25', 0.1), from: {id: '1997/25', edition: '1997', number: '25', title: null}, to: {id: '2007/25', edition: '2007', number: '25', title: null}}
    const links = comparisonLinks([comparison('1987', '1997', [articleComparison('25', '25', 0.1), articleComparison('26', '26', 0)]), comparison('1997', '2007', [later])], urls, (a) => a.from.id === '1997/25' || a.to.id === '1997/25')
    expect(links).toEqual([
      {href: '/vergelijk/1987/1997/artikel-25/', from: {edition: '1987', number: '25'}, to: {edition: '1997', number: '25'}},
      {href: '/vergelijk/1997/2007/artikel-25/', from: {edition: '1997', number: '25'}, to: {edition: '2007', number: '25'}}
    ])
  })

  it('summarises an edition pair and ranks articles by amount of change', () => {
    const comparison: ComparisonJson = {
      from: '1987',
      to: '1997',
      summary: {articles: {compared: 3, unchanged: 1, changed: 2}, provisions: {unchanged: 3, reworded: 2, relabeled: 0, split: 0, merged: 0, moved: 0, added: 1, removed: 0}, changeShare: 0.2},
      articles: [articleComparison('25', '25', 0.1), articleComparison('26', '26', 0), articleComparison('27', '27', 0.5)]
    }
    const overview = comparisonOverview(comparison, urls)
    expect(overview.rows.map((r) => [r.href, r.amount.percent])).toEqual([
      ['/vergelijk/1987/1997/artikel-27/', '50%'],
      ['/vergelijk/1987/1997/artikel-25/', '10%'],
      ['/vergelijk/1987/1997/artikel-26/', '0%']
    ])
    expect(overview.provisions).toEqual([
      {status: 'unchanged', words: 'ongewijzigd', count: 3},
      {status: 'reworded', words: 'tekst gewijzigd', count: 2},
      {status: 'added', words: 'toegevoegd', count: 1}
    ])
  })
})
