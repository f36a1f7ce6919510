// The records of the search in changes (site/lib/change-records.ts): one per change, labelled with
// the pair's own status, in reading order.
import {describe, expect, it} from 'vitest'
import type {ArticleComparisonJson, ComparisonJson, ProvisionPairJson} from '../../src/schema.ts'
import {pairStatuses, statusWords} from '../../src/vocabulary.ts'
import {changeKinds, changeOrder, changeRecords, searchKinds} from '../../site/lib/change-records.ts'
import {siteUrls} from '../../site/lib/urls.ts'
import {pair} from './helpers/pairs.ts'

const urls = siteUrls('/')
const ref = (edition: string, number: string) => ({id: `${edition}/${number}`, edition, number, title: null})
const counts = Object.fromEntries(pairStatuses.map((status) => [status, {from: 0, to: 0}])) as ComparisonJson['summary']['provisions']

function article(from: string, to: string, pairs: ProvisionPairJson[], share = 0.5): ArticleComparisonJson {
  return {lineage: `1982-${from}`, from: ref('1982', from), to: ref('1987', to), status: 'changed', renumbered: from !== to, titleDiff: [], changeShare: share, explanation: '', pairs}
}
const comparison = (articles: ArticleComparisonJson[], moves: ProvisionPairJson[] = []): ComparisonJson => ({
  from: '1982',
  to: '1987',
  summary: {articles: {compared: articles.length, unchanged: 0, changed: articles.length, uncompared: 0}, provisions: counts, changeShare: 0.5},
  articles,
  moves,
  headings: []
})

const reworded = pair({
  status: 'reworded',
  from: ['1982/39/li1'],
  to: ['1987/39/p1'],
  fromLabel: 'eerste punt',
  toLabel: 'eerste alinea',
  changeShare: 0.55,
  diff: [
    {op: 'equal', text: 'Een bieding'},
    {op: 'delete', text: ', die wordt gedaan nadat het bieden is gesloten,'},
    {op: 'insert', text: ' na de afsluitende pas'},
    {op: 'equal', text: ' wordt geannuleerd en:'}
  ]
})
// 1982 art. 37 tweede punt went to 1987 art. 35 B: its article's comparison says so, and so does that of
// art. 35 when both are compared in the same edition pair.
const leaving = pair({
  status: 'moved',
  from: ['1982/37/li2'],
  to: ['1987/35/B'],
  fromLabel: 'tweede punt',
  toLabel: 'B',
  changeShare: 0.6,
  elsewhere: {direction: 'to', article: ref('1987', '35')},
  diff: [
    {op: 'delete', text: 'Indien voor'},
    {op: 'insert', text: 'Wanneer na'},
    {op: 'equal', text: ' een ontoelaatbare bieding'}
  ]
})
const reaching = {...leaving, elsewhere: {direction: 'from' as const, article: ref('1982', '37')}}

describe('the records of the search in changes', () => {
  it('makes one record per changed pair, labelled and filtered by its own status, found by the words it changed', () => {
    const unchanged = pair({status: 'unchanged', from: ['1982/39/a'], to: ['1987/39/A'], fromLabel: 'a', toLabel: 'A', diff: [{op: 'equal', text: 'Pas van tegenspeler'}]})
    expect(changeRecords(comparison([article('39', '39', [reworded, unchanged])]), urls)).toEqual([
      {
        url: '/vergelijk/1982/1987/artikel-39/#wijziging-1',
        content: 'na de afsluitende pas … , die wordt gedaan nadat het bieden is gesloten,',
        language: 'nl',
        // 4 words inserted, then ` … `, then 9 deleted: where each word found sits (site/lib/change-snippet.ts).
        meta: {title: 'Artikel 39, eerste punt → eerste alinea', vergelijking: '1982 met 1987', wijziging: 'anders geformuleerd', delen: '4 9'},
        filters: {soort: [searchKinds.changes], vergelijking: ['1982 met 1987'], wijziging: ['anders geformuleerd']},
        sort: {[changeOrder]: '1982-1987-000000'}
      }
    ])
  })

  it('labels a move `verplaatst`, never by the words it inserted or deleted', () => {
    const records = changeRecords(comparison([article('37', '37', [leaving])], [leaving]), urls)
    expect(records.map((record) => [record.url, record.meta.wijziging, record.filters.wijziging])).toEqual([['/vergelijk/1982/1987/artikel-37/#wijziging-1', 'verplaatst', ['verplaatst']]])
    expect(records[0]!.content).toBe('Wanneer na … Indien voor')
  })

  it('records a move across articles once, where it leaves, when both articles are compared', () => {
    const records = changeRecords(comparison([article('37', '37', [leaving]), article('34', '35', [reaching])], [leaving]), urls)
    expect(records.map((record) => record.url)).toEqual(['/vergelijk/1982/1987/artikel-37/#wijziging-1'])
    // Where the article it left is not compared in this pair, the article it reached records it.
    expect(changeRecords(comparison([article('34', '35', [reaching])]), urls).map((record) => record.url)).toEqual(['/vergelijk/1982/1987/artikel-34/#wijziging-1'])
    // A merge that took in a provision from elsewhere along with its own is a change of its own.
    const merged = {...reaching, status: 'merged' as const, from: ['1982/34/a', '1982/37/li2']}
    expect(changeRecords(comparison([article('37', '37', [leaving]), article('34', '35', [merged])]), urls).map((record) => record.meta.wijziging)).toEqual(['samengevoegd', 'verplaatst'])
  })

  it('finds a change whose words stayed by its text, and drops a change without words', () => {
    const relabeled = pair({status: 'relabeled', from: ['1982/39/b'], to: ['1987/39/C'], fromLabel: 'b', toLabel: 'C', diff: [{op: 'equal', text: 'Andere bieding van tegenspeler'}]})
    const slash = pair({
      status: 'respelled',
      from: ['1982/39/c'],
      to: ['1987/39/D'],
      fromLabel: 'c',
      toLabel: 'D',
      diff: [
        {op: 'equal', text: 'pas'},
        {op: 'insert', text: '/'},
        {op: 'equal', text: 'doublet'}
      ]
    })
    expect(changeRecords(comparison([article('39', '39', [relabeled, slash])]), urls).map((record) => [record.content, record.meta.wijziging])).toEqual([['Andere bieding van tegenspeler', 'vernummerd']])
    // Its words were all kept: no count of inserted and deleted words.
    expect(changeRecords(comparison([article('39', '39', [relabeled])]), urls)[0]!.meta.delen).toBeUndefined()
  })

  it('orders the records as a reader reads the comparisons: articles by number, changes in page order', () => {
    const records = changeRecords(comparison([article('39', '39', [reworded, {...reworded, from: ['1982/39/li3'], to: ['1987/39/p3']}], 0.9), article('9', '9', [{...reworded, from: ['1982/9/a'], to: ['1987/9/A']}], 0.1)]), urls)
    expect(records.map((record) => record.url)).toEqual(['/vergelijk/1982/1987/artikel-9/#wijziging-1', '/vergelijk/1982/1987/artikel-39/#wijziging-1', '/vergelijk/1982/1987/artikel-39/#wijziging-2'])
    const keys = records.map((record) => record.sort[changeOrder])
    expect(keys).toEqual([...keys].sort())
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('offers every status that is a change as a kind of change, once', () => {
    const changes = pairStatuses.filter((status) => status !== 'unchanged' && status !== 'absent').map((status) => statusWords[status].label)
    expect([...changeKinds].sort()).toEqual([...new Set(changes)].sort())
    expect(new Set(changeKinds).size).toBe(changeKinds.length)
    expect(changeKinds.slice(0, 4)).toEqual(['toegevoegd', 'vervallen', 'inhoudelijk gewijzigd', 'anders geformuleerd'])
  })
})
