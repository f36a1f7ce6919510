import {describe, expect, it} from 'vitest'
import type {ArticleComparisonJson, ComparisonJson, ProvisionPairJson} from '../../src/schema.ts'
import {pairStatuses} from '../../src/vocabulary.ts'
import {moveIndex, movesOf, provisionCitation, sideLabels} from '../../site/lib/moves.ts'
import {siteUrls} from '../../site/lib/urls.ts'

const urls = siteUrls('/')
const ref = (id: string) => ({id, edition: id.split('/')[0]!, number: id.split('/')[1]!, title: null})

function moved(from: string[], to: string[], labels: [string, string], direction: 'to' | 'from', parts: ProvisionPairJson['parts'] = []): ProvisionPairJson {
  const other = direction === 'to' ? to[0]! : from[0]!
  return {
    status: 'moved',
    from,
    to,
    fromLabel: labels[0],
    toLabel: labels[1],
    changeShare: 0.5,
    explanation: '',
    titleDiff: null,
    diff: [],
    parts,
    replacedWhole: false,
    ruleChange: null,
    elsewhere: {direction, article: ref(other.split('/').slice(0, 2).join('/'))},
    inForceFrom: {from: null, to: null},
    confirmed: false,
    links: [],
    structural: false
  }
}

function article(from: string, to: string, pairs: ProvisionPairJson[]): ArticleComparisonJson {
  return {lineage: from.replace('/', '-'), from: ref(from), to: ref(to), status: 'changed', renumbered: false, titleDiff: [], changeShare: 0.5, explanation: '', pairs}
}

function comparison(from: string, to: string, articles: ArticleComparisonJson[], moves: ProvisionPairJson[]): ComparisonJson {
  const provisions = Object.fromEntries(pairStatuses.map((status) => [status, {from: 0, to: 0}])) as ComparisonJson['summary']['provisions']
  return {from, to, summary: {articles: {compared: articles.length, unchanged: 0, changed: articles.length}, provisions, changeShare: 0.5}, articles, moves}
}

describe('citing a provision of another article', () => {
  it('puts a lettered label after the article number and an unlabelled unit after the edition', () => {
    expect(provisionCitation('1987/35/B', 'B')).toBe('artikel 35 B (1987)')
    expect(provisionCitation('1987/31/A/2/b', 'A 2 (b)')).toBe('artikel 31 A 2 (b) (1987)')
    expect(provisionCitation('1982/37/li2', 'punt 2')).toBe('artikel 37 (1982), punt 2')
    expect(provisionCitation('1975/34/p2', 'alinea 2')).toBe('artikel 34 (1975), alinea 2')
    expect(provisionCitation('1997/25/B/1/li2', 'B 1, punt 2')).toBe('artikel 25 B 1 (1997), punt 2')
    expect(provisionCitation('1987/31/fn1', 'voetnoot 1')).toBe('artikel 31 (1987), voetnoot 1')
    expect(provisionCitation('1987/35/B/2', null)).toBe('artikel 35 B 2 (1987)')
  })

  it('gives each id of a side its label, or none when the labels do not line up', () => {
    expect(sideLabels(['1987/35/A', '1987/35/C'], 'A + C')).toEqual(['A', 'C'])
    expect(sideLabels(['1987/35/A', '1987/35/C'], 'A')).toEqual([null, null])
    expect(sideLabels([], null)).toEqual([])
  })
})

describe('the index of moves across articles', () => {
  const move = moved(['1982/37/li2'], ['1987/35/B'], ['punt 2', 'B'], 'to')
  const c = comparison('1982', '1987', [article('1982/37', '1987/37', [move])], [move])
  const index = moveIndex([c], urls)

  it('says both sides of a move in words, once, with links to the other provision and to the comparison showing the move', () => {
    expect(Object.fromEntries(index)).toEqual({
      '1982/37/li2': [{direction: 'to', words: 'Verplaatst naar', citation: 'artikel 35 B (1987)', other: '1987/35/B', href: '/1987/artikel-35/#B', compare: {href: '/vergelijk/1982/1987/artikel-37/', text: 'vergelijking 1982 met 1987'}}],
      '1987/35/B': [
        {direction: 'from', words: 'Afkomstig uit', citation: 'artikel 37 (1982), punt 2', other: '1982/37/li2', href: '/1982/artikel-37/#li2', compare: {href: '/vergelijk/1982/1987/artikel-37/', text: 'vergelijking 1982 met 1987'}}
      ]
    })
  })

  it('reads moves from pairs with `elsewhere` too, and links a move to several provisions with each of them', () => {
    const parts: ProvisionPairJson['parts'] = [
      {kind: 'continued', from: [{id: '1975/30/b', spans: [[0, 10]]}], to: [{id: '1987/31/A', spans: [[0, 10]]}], changeShare: 0.2, ruleChange: null, evidence: 'words', lines: [], diff: []},
      {kind: 'added', from: [], to: [{id: '1987/31/B', spans: [[0, 10]]}], changeShare: null, ruleChange: null, evidence: 'words', lines: [], diff: []}
    ]
    const split = moved(['1975/30/b'], ['1987/31/A', '1987/31/B'], ['b', 'A + B'], 'to', parts)
    const index = moveIndex([comparison('1975', '1987', [article('1975/30', '1987/30', [split])], [])], urls)
    expect(index.get('1975/30/b')!.map((note) => note.citation)).toEqual(['artikel 31 A (1987)', 'artikel 31 B (1987)'])
    expect(index.get('1987/31/B')!.map((note) => `${note.words} ${note.citation}`)).toEqual(['Afkomstig uit artikel 30 b (1975)'])
  })

  it('leaves out notes about provisions a page already shows', () => {
    expect(movesOf(index, ['1987/35/B'], ['1982/37/li2'])).toEqual([])
    expect(movesOf(index, ['1987/35/B']).map((note) => note.other)).toEqual(['1982/37/li2'])
    expect(movesOf(undefined, ['1987/35/B'])).toEqual([])
  })
})
