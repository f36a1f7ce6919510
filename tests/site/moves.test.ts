import {describe, expect, it} from 'vitest'
import type {ArticleComparisonJson, ComparisonJson, ProvisionPairJson} from '../../src/schema.ts'
import {pairStatuses} from '../../src/vocabulary.ts'
import {foldMoves, mergeMoves, pairMoves, moveWords, movesOf, provisionCitation, sideLabels, type MoveNote} from '../../site/lib/moves.ts'
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
    addedSubject: null,
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
  return {from, to, summary: {articles: {compared: articles.length, unchanged: 0, changed: articles.length, uncompared: 0}, provisions, changeShare: 0.5}, articles, moves, headings: []}
}

describe('citing a provision of another article', () => {
  it('puts a lettered label after the article number and an unlabelled unit after the edition', () => {
    expect(provisionCitation('1987/35/B', 'B')).toBe('artikel 35 B (1987)')
    expect(provisionCitation('1987/31/A/2/b', 'A 2 (b)')).toBe('artikel 31 A 2 (b) (1987)')
    expect(provisionCitation('1982/37/li2', 'tweede punt')).toBe('artikel 37 (1982), tweede punt')
    expect(provisionCitation('1975/34/p2', 'tweede alinea')).toBe('artikel 34 (1975), tweede alinea')
    expect(provisionCitation('1997/25/B/1/li2', 'B 1, tweede punt')).toBe('artikel 25 B 1 (1997), tweede punt')
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
  const move = moved(['1982/37/li2'], ['1987/35/B'], ['tweede punt', 'B'], 'to')
  const c = comparison('1982', '1987', [article('1982/37', '1987/37', [move])], [move])
  const index = mergeMoves([pairMoves(c, urls)])

  it('says both sides of a move in words, once, with links to the other provision and to the comparison showing the move', () => {
    expect(Object.fromEntries(index)).toEqual({
      '1982/37/li2': [
        {
          direction: 'to',
          words: 'Verplaatst naar',
          citation: 'artikel 35 B (1987)',
          other: '1987/35/B',
          href: '/1987/artikel-35/#B',
          compare: {href: '/vergelijk/1982/1987/artikel-37/', text: 'vergelijking 1982 met 1987'},
          editions: {from: '1982', to: '1987'}
        }
      ],
      '1987/35/B': [
        {
          direction: 'from',
          words: 'Afkomstig uit',
          citation: 'artikel 37 (1982), tweede punt',
          other: '1982/37/li2',
          href: '/1982/artikel-37/#li2',
          compare: {href: '/vergelijk/1982/1987/artikel-37/', text: 'vergelijking 1982 met 1987'},
          editions: {from: '1982', to: '1987'}
        }
      ]
    })
  })

  it('reads moves from pairs with `elsewhere` too, and links a move to several provisions with each of them', () => {
    const parts: ProvisionPairJson['parts'] = [
      {kind: 'continued', from: [{id: '1975/30/b', spans: [[0, 10]]}], to: [{id: '1987/31/A', spans: [[0, 10]]}], changeShare: 0.2, ruleChange: null, evidence: 'words', lines: [], diff: []},
      {kind: 'added', from: [], to: [{id: '1987/31/B', spans: [[0, 10]]}], changeShare: null, ruleChange: null, evidence: 'words', lines: [], diff: []}
    ]
    const split = moved(['1975/30/b'], ['1987/31/A', '1987/31/B'], ['b', 'A + B'], 'to', parts)
    const index = mergeMoves([pairMoves(comparison('1975', '1987', [article('1975/30', '1987/30', [split])], []), urls)])
    expect(index.get('1975/30/b')!.map((note) => note.citation)).toEqual(['artikel 31 A (1987)', 'artikel 31 B (1987)'])
    expect(index.get('1987/31/B')!.map((note) => `${note.words} ${note.citation}`)).toEqual(['Afkomstig uit artikel 30 b (1975)'])
  })

  it('folds the moves of another edition pair than the page compares, saying why they show there', () => {
    const note = (direction: 'to' | 'from', other: string, from: string, to: string): MoveNote => ({direction, words: moveWords[direction], citation: other, other, href: '', compare: null, editions: {from, to}})
    const into = ['36', '37', '38', '39'].map((n) => note('from', `1982/${n}/li2`, '1982', '1987'))
    const own = note('to', '1987/40/A', '1975', '1987')
    const folded = foldMoves([own, ...into], '1975', '1987')
    expect(folded.notes).toEqual([own])
    expect(folded.folds.map((fold) => [fold.summary, fold.why, fold.notes.length])).toEqual([
      ['4 bepalingen kwamen in 1987 uit andere artikelen van 1982', 'De editie 1982, tussen 1975 en 1987, wordt hier overgeslagen. De verplaatsingen hieronder gebeurden van 1982 naar 1987.', 4]
    ])
    const outside = foldMoves([note('from', '1975/30/b', '1975', '1982'), note('to', '1997/35/C', '1987', '1997'), note('to', '1997/36/A', '1987', '1997')], '1982', '1987')
    expect(outside.folds.map((fold) => [fold.summary, fold.why])).toEqual([
      ['1 bepaling kwam in 1982 uit een ander artikel van 1975', 'De verplaatsing hieronder gebeurde vóór 1982, van 1975 naar 1982.'],
      ['Tekst ging in 1997 naar 2 andere artikelen', 'De verplaatsingen hieronder gebeurden na 1987, van 1987 naar 1997.']
    ])
    // A pair around the page's: no edition of it lies between.
    expect(foldMoves([note('from', '1975/36/li2', '1975', '1997')], '1982', '1987').folds.map((fold) => fold.why)).toEqual(['De verplaatsing hieronder gebeurde van 1975 naar 1997.'])
    expect(foldMoves([note('from', '1982/36/li2', '1982', '1985'), note('from', '1982/37/li2', '1982', '1985')], '1975', '1987').folds.map((fold) => fold.why)).toEqual([
      'De edities 1982 en 1985, tussen 1975 en 1987, worden hier overgeslagen. De verplaatsingen hieronder gebeurden van 1982 naar 1985.'
    ])
  })

  it('leaves out notes about provisions a page already shows', () => {
    expect(movesOf(index, ['1987/35/B'], ['1982/37/li2'])).toEqual([])
    expect(movesOf(index, ['1987/35/B']).map((note) => note.other)).toEqual(['1982/37/li2'])
    expect(movesOf(undefined, ['1987/35/B'])).toEqual([])
  })
})
