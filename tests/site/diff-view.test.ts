import {describe, expect, it} from 'vitest'
import type {ArticleComparisonJson, ComparisonJson, ProvisionPairJson} from '../../src/schema.ts'
import {dutchList, pairStatuses} from '../../src/vocabulary.ts'
import {articleComparisonView, changeAmount, emptySideWords, comparisonLinks, comparisonOverview, gaveUpNotice, hiddenSpace, redline, sides, skippedEditions, skippedWords, wholeTexts} from '../../site/lib/diff-view.ts'
import {dutchDate} from '../../site/lib/dates.ts'
import {percent} from '../../src/vocabulary.ts'
import {mergeMoves, pairMoves} from '../../site/lib/moves.ts'
import {segmentsText, type Segment} from '../../site/lib/segments.ts'
import {comparisonSlugs, siteUrls} from '../../site/lib/urls.ts'
import {pair} from './helpers/pairs.ts'

const urls = siteUrls('/')
const ops = [
  {op: 'equal', text: 'Als de '},
  {op: 'delete', text: 'RT'},
  {op: 'insert', text: 'LT\nnu'},
  {op: 'equal', text: ' past'}
] as const

const ref = (edition: string, number: string, title: string | null = `Titel ${number}`) => ({id: `${edition}/${number}`, edition, number, title})

function articleComparison(from: string, to: string, share: number, pairs?: ProvisionPairJson[]): ArticleComparisonJson {
  return {
    lineage: `1987-${from}`,
    from: ref('1987', from),
    to: ref('1997', to),
    status: share === 0 ? 'unchanged' : 'changed',
    renumbered: from !== to,
    titleDiff: [{op: 'equal', text: `Titel ${to}`}],
    changeShare: share,
    explanation: 'uitleg',
    pairs: pairs ?? [
      pair({status: 'unchanged', from: [`1987/${from}/A`], to: [`1997/${to}/A`], fromLabel: 'A', toLabel: 'A', explanation: 'Lid A is ongewijzigd.', diff: [{op: 'equal', text: 'x'}]}),
      pair({status: 'added', from: [], to: [`1997/${to}/B`], toLabel: 'B', changeShare: 1, explanation: 'Lid B is toegevoegd.', addedSubject: 'Lid B', diff: [{op: 'insert', text: 'nieuw'}]})
    ]
  }
}

const counts = (values: Partial<Record<(typeof pairStatuses)[number], {from: number; to: number}>> = {}) =>
  Object.fromEntries(pairStatuses.map((status) => [status, values[status] ?? {from: 0, to: 0}])) as ComparisonJson['summary']['provisions']

function comparison(from: string, to: string, articles: ArticleComparisonJson[], fields: Partial<ComparisonJson> = {}): ComparisonJson {
  return {from, to, summary: {articles: {compared: articles.length, unchanged: 0, changed: articles.length, uncompared: 0}, provisions: counts(), changeShare: 0}, articles, moves: [], headings: [], ...fields}
}

describe('diff rendering', () => {
  it('renders a redline with insertions and deletions as marked segments and line breaks kept', () => {
    expect(redline([...ops])).toEqual([
      {type: 'text', text: 'Als de '},
      {
        type: 'del',
        children: [
          {type: 'hidden', text: 'geschrapt:\u00a0'},
          {type: 'abbr', text: 'RT', title: 'rechtertegenstander'}
        ]
      },
      {type: 'ins', children: [{type: 'hidden', text: '\u00a0nieuw:\u00a0'}, {type: 'abbr', text: 'LT', title: 'linkertegenstander'}, {type: 'break'}, {type: 'text', text: 'nu'}]},
      {type: 'text', text: ' past'}
    ])
  })

  it('keeps deleted and inserted words apart without colour: hidden words, and the space before a change outside it', () => {
    // What a screen reader or copied text reads: the text as the page holds it, hidden words included
    // (their no-break spaces copied as spaces; tests/site/copy-text.test.ts reads a real selection).
    const read = (segments: Segment[]): string =>
      segments.map((s) => (s.type === 'hidden' ? s.text.replaceAll(hiddenSpace, ' ') : s.type === 'text' || s.type === 'abbr' ? s.text : s.type === 'break' ? '\n' : 'children' in s ? read(s.children) : s.number)).join('')
    const title = redline([
      {op: 'delete', text: 'Op de beurt bieden na een onjuiste'},
      {op: 'insert', text: 'Ontoelaatbare bieding blijft ongestraft'}
    ])
    expect(read(title)).toBe('geschrapt: Op de beurt bieden na een onjuiste nieuw: Ontoelaatbare bieding blijft ongestraft')
    const text = redline([
      {op: 'delete', text: 'Een'},
      {op: 'insert', text: 'Wanneer'},
      {op: 'equal', text: ' speler van de'},
      {op: 'delete', text: ' niet-overtredende partij'},
      {op: 'insert', text: ' overtreder'},
      {op: 'equal', text: ' biedt'},
      {op: 'insert', text: ')'},
      {op: 'equal', text: '.'}
    ])
    expect(read(text)).toBe('geschrapt: Een nieuw: Wanneer speler van de geschrapt: niet-overtredende partij nieuw: overtreder biedt nieuw: ).')
    // The visible text is the diff's, character for character, each change's space inside it.
    expect(segmentsText(text)).toBe('EenWanneer speler van de niet-overtredende partij overtreder biedt).')
    expect(text[3]).toEqual({
      type: 'del',
      children: [
        {type: 'text', text: ' '},
        {type: 'hidden', text: 'geschrapt:\u00a0'},
        {type: 'text', text: 'niet-overtredende partij'}
      ]
    })
    // After a line break (a `<br>`, no space in the text) a change starts with a hidden space too.
    expect(
      read(
        redline([
          {op: 'equal', text: 'de artikelen 35'},
          {op: 'insert', text: '\nAls'}
        ])
      )
    ).toBe('de artikelen 35\n nieuw: Als')
    expect(
      read(
        redline([
          {op: 'equal', text: 'de artikelen 35'},
          {op: 'delete', text: '.'},
          {op: 'insert', text: '\nAls'}
        ])
      )
    ).toBe('de artikelen 35 geschrapt: .\n nieuw: Als')
    // A change of whitespace alone has no words to name; a change after it is apart.
    expect(
      redline([
        {op: 'equal', text: 'a'},
        {op: 'insert', text: ' '}
      ])
    ).toEqual([
      {type: 'text', text: 'a'},
      {type: 'ins', children: [{type: 'text', text: ' '}]}
    ])
    expect(
      read(
        redline([
          {op: 'delete', text: '\n'},
          {op: 'insert', text: 'RT is aan de beurt'}
        ])
      )
    ).toBe('\n nieuw: RT is aan de beurt')
  })

  it('splits the diff into the old text with deletions and the new text with insertions', () => {
    const {from, to} = sides([...ops])
    expect(from.map((s) => s.type)).toEqual(['text', 'del', 'text'])
    expect(to.map((s) => s.type)).toEqual(['text', 'ins', 'text'])
  })

  it('gives both whole texts of a diff unmarked', () => {
    const {from, to} = wholeTexts([...ops])
    expect([segmentsText(from), segmentsText(to)]).toEqual(['Als de RT past', 'Als de LT\nnu past'])
    expect([...from, ...to].filter((s) => s.type === 'ins' || s.type === 'del')).toEqual([])
  })

  it('says how much of the words changed, never 0% for a small change, and "tekst ongewijzigd" for an article changed otherwise', () => {
    expect([0, 0.003, 0.1, 0.11, 0.4, 0.75].map((share) => changeAmount(share))).toEqual([
      {level: 'none', words: 'ongewijzigd', percent: '0%', value: 0},
      {level: 'small', words: 'licht gewijzigd', percent: 'minder dan 1%', value: 0},
      {level: 'small', words: 'licht gewijzigd', percent: '10%', value: 10},
      {level: 'medium', words: 'gewijzigd', percent: '11%', value: 11},
      {level: 'medium', words: 'gewijzigd', percent: '40%', value: 40},
      {level: 'large', words: 'sterk gewijzigd', percent: '75%', value: 75}
    ])
    expect(changeAmount(0, 'changed')).toEqual({level: 'none', words: 'tekst ongewijzigd', percent: '0%', value: 0})
    expect(changeAmount(0, 'uncompared')).toEqual({level: 'none', words: 'niet vergeleken', percent: 'niet vergeleken', value: 0})
    expect(percent(1)).toBe('100%')
    expect(dutchDate('1984-01-01')).toBe('1 januari 1984')
    expect(dutchDate('1997-12-31')).toBe('31 december 1997')
    expect(() => dutchDate('1984-13-01')).toThrow('Unexpected date `1984-13-01`, expected YYYY-MM-DD')
    expect(() => dutchDate('1984-02-30')).toThrow('Unexpected date `1984-02-30`, expected YYYY-MM-DD')
  })

  it('names compared articles by their old number, adding the new one only when an old article was split', () => {
    expect(comparisonSlugs([articleComparison('25', '25', 0.1), articleComparison('26', '26', 0), articleComparison('26', '27', 0.5)])).toEqual(['artikel-25', 'artikel-26-26', 'artikel-26-27'])
  })
})

describe('article comparison view', () => {
  it('shapes an article comparison with the vocabulary status labels, links to both texts and a count of changes', () => {
    const view = articleComparisonView(articleComparison('34', '35', 0.6), urls)
    expect(view.from.href).toBe('/1987/artikel-34/')
    expect(view.to.href).toBe('/1997/artikel-35/')
    expect(view.lineageHref).toBe('/geschiedenis/1987-34/')
    expect(view.renumbered).toBe(true)
    expect(view.amount.words).toBe('sterk gewijzigd')
    expect(view.pairs.map((p) => [p.statusWords, p.changed, p.anchor, p.ariaLabel, p.to.map((t) => [t.text, t.hidden, t.href])])).toEqual([
      ['ongewijzigd', false, null, 'A: ongewijzigd', [['naar lid A', ' van 1997', '/1997/artikel-35/#A']]],
      ['toegevoegd', true, 'wijziging-1', 'B: toegevoegd', [['naar lid B', ' van 1997', '/1997/artikel-35/#B']]]
    ])
    expect(view.changes).toBe(1)
  })

  it('shows the title diff apart from the text diff', () => {
    const reworded = pair({
      status: 'reworded',
      from: ['1975/30/c'],
      to: ['1987/30/C'],
      fromLabel: 'c',
      toLabel: 'C',
      titleDiff: [{op: 'insert', text: 'Als de pas conventioneel is'}],
      diff: [
        {op: 'delete', text: 'Indien'},
        {op: 'insert', text: 'Als'},
        {op: 'equal', text: ' de pas'}
      ]
    })
    const [view] = articleComparisonView(articleComparison('30', '30', 0.3, [reworded]), urls).pairs
    expect(view!.heading).toBe('c → C')
    expect(segmentsText(view!.title!.redline!)).toBe('Als de pas conventioneel is')
    expect(view!.title!.redline!.map((s) => s.type)).toEqual(['ins'])
    expect(view!.title!.from).toEqual([])
    expect(view!.title!.to.map((t) => [t.label, segmentsText(t.title)])).toEqual([['C', 'Als de pas conventioneel is']])
    // The text's redline holds the text only.
    expect(segmentsText(view!.redline)).toBe('IndienAls de pas')
    expect(segmentsText(view!.sides.to)).toBe('Als de pas')
  })

  it('shows a provision whose counterpart the collection lacks unmarked, on its own side, as no change', () => {
    const absent = pair({status: 'absent', from: ['1987/30/C'], to: [], fromLabel: 'C', explanation: 'Lid C heeft geen tegenhanger: van artikel 30 (1997) staat alleen lid A in deze verzameling.', diff: [{op: 'delete', text: 'Als de pas'}]})
    const [view] = articleComparisonView(articleComparison('30', '30', 0, [absent]), urls).pairs
    expect([view!.statusWords, view!.changed, view!.anchor, view!.words]).toEqual(['niet in deze verzameling', false, null, {inserted: '', deleted: ''}])
    expect(view!.redline.map((s) => s.type)).toEqual(['text'])
    expect([segmentsText(view!.sides.from), segmentsText(view!.sides.to)]).toEqual(['Als de pas', ''])
  })

  it('gives each part of a split its own diff, named "A ← tweede alinea", and lists each side\'s titles by provision', () => {
    const split = pair({
      status: 'split',
      from: ['1975/34/p2'],
      to: ['1987/35/A', '1987/35/C'],
      fromLabel: 'tweede alinea',
      toLabel: 'A + C',
      titleDiff: [{op: 'insert', text: 'Doublet of redoublet\nBod van meer dan zeven trekken'}],
      diff: [{op: 'equal', text: 'één twee'}],
      parts: [
        {kind: 'continued', from: [{id: '1975/34/p2', spans: [[0, 3]]}], to: [{id: '1987/35/A', spans: [[0, 3]]}], changeShare: 0.582, ruleChange: null, evidence: 'words', lines: [], diff: [{op: 'equal', text: 'één'}]},
        {kind: 'added', from: [], to: [{id: '1987/35/C', spans: [[0, 4]]}], changeShare: null, ruleChange: null, evidence: 'words', lines: [], diff: [{op: 'insert', text: 'twee'}]}
      ]
    })
    const [view] = articleComparisonView(articleComparison('34', '35', 0.6, [split]), urls).pairs
    expect(view!.heading).toBe('tweede alinea → A + C')
    // Text on one side only says new or gone in words, never as a share of words changed.
    expect(view!.parts.map((part) => [part.kind, part.toLabel, part.fromLabel, part.change, part.to.map((link) => link.href), segmentsText(part.sides.from), segmentsText(part.sides.to)])).toEqual([
      ['continued', 'A', 'tweede alinea', '58% van de woorden gewijzigd', ['/1987/artikel-35/#A'], 'één', 'één'],
      ['added', 'C', '', 'toegevoegd', ['/1987/artikel-35/#C'], '', 'twee']
    ])
    // Titles of several provisions are not run together in one redline.
    expect(view!.title!.redline).toBeNull()
    expect(view!.title!.to.map((t) => [t.label, segmentsText(t.title)])).toEqual([
      ['A', 'Doublet of redoublet'],
      ['C', 'Bod van meer dan zeven trekken']
    ])
  })

  it('says when a side came into force after its edition appeared', () => {
    const c = pair({status: 'reworded', from: ['1975/30/c'], to: ['1987/30/C'], fromLabel: 'c', toLabel: 'C', inForceFrom: {from: '1984-01-01', to: null}})
    const [view] = articleComparisonView(articleComparison('30', '30', 0.3, [c]), urls).pairs
    expect(view!.inForce).toEqual({from: {iso: '1984-01-01', text: '1 januari 1984'}, to: null})
  })

  it('shows a diff that gave up as both whole texts, unmarked, with a notice', () => {
    const whole = pair({
      status: 'reworded',
      from: ['1987/25/A'],
      to: ['1997/25/A'],
      fromLabel: 'A',
      toLabel: 'A',
      replacedWhole: true,
      titleDiff: [
        {op: 'delete', text: 'Oud'},
        {op: 'insert', text: 'Nieuw'}
      ],
      diff: [
        {op: 'delete', text: 'oude tekst'},
        {op: 'insert', text: 'nieuwe tekst'}
      ]
    })
    const [view] = articleComparisonView(articleComparison('25', '25', 1, [whole]), urls).pairs
    expect(gaveUpNotice).toBe('De verschillen zijn te groot om woord voor woord te tonen; beide teksten staan hieronder in hun geheel.')
    expect(view!.gaveUp).toBe(true)
    expect(view!.redline).toEqual([])
    expect(view!.sides).toEqual({from: [{type: 'text', text: 'oude tekst'}], to: [{type: 'text', text: 'nieuwe tekst'}]})
    expect(view!.title).toEqual({redline: null, from: [{label: 'A', title: [{type: 'text', text: 'Oud'}]}], to: [{label: 'A', title: [{type: 'text', text: 'Nieuw'}]}]})
    // An added text is whole anyway: no notice, whatever the diff says.
    const added = pair({status: 'added', from: [], to: ['1997/25/fn1'], toLabel: 'voetnoot 1', replacedWhole: true, diff: [{op: 'insert', text: 'nieuw'}]})
    const [footnote] = articleComparisonView(articleComparison('25', '25', 1, [added]), urls).footnotes
    expect([footnote!.gaveUp, footnote!.redline]).toEqual([
      false,
      [
        {
          type: 'ins',
          children: [
            {type: 'hidden', text: 'nieuw:\u00a0'},
            {type: 'text', text: 'nieuw'}
          ]
        }
      ]
    ])
  })

  it('puts pairs of footnotes after the provisions and numbers the changes in that order', () => {
    const pairs = [
      pair({status: 'added', from: [], to: ['1997/25/fn1'], toLabel: 'voetnoot 1'}),
      pair({status: 'annotated', from: ['1987/25/B/1'], to: ['1997/25/B/1'], fromLabel: 'B 1', toLabel: 'B 1'}),
      pair({status: 'reworded', from: ['1987/25/fn2'], to: ['1997/25/fn2'], fromLabel: 'voetnoot 2', toLabel: 'voetnoot 2'})
    ]
    const view = articleComparisonView(articleComparison('25', '25', 0.1, pairs), urls)
    expect(view.pairs.map((p) => [p.anchor, p.ariaLabel])).toEqual([['wijziging-1', 'B 1: voetnoot gewijzigd']])
    expect(view.footnotes.map((p) => [p.anchor, p.ariaLabel, p.to[0]!.href])).toEqual([
      ['wijziging-2', 'voetnoot 1: toegevoegd', '/1997/artikel-25/#fn-1'],
      ['wijziging-3', 'voetnoot 2: anders geformuleerd', '/1997/artikel-25/#fn-2']
    ])
    expect(view.changes).toBe(3)
  })

  it('points a provision whose footnote changed at that footnote, listed under the footnotes', () => {
    const pairs = [
      pair({status: 'annotated', from: ['1987/25/B/1'], to: ['1997/25/B/1'], fromLabel: 'B 1', toLabel: 'B 1'}),
      pair({status: 'unchanged', from: ['1987/25/B/2'], to: ['1997/25/B/2'], fromLabel: 'B 2', toLabel: 'B 2'}),
      pair({status: 'added', from: [], to: ['1997/25/fn1'], toLabel: 'voetnoot 1'})
    ]
    const holders = new Map([['1997/25/fn1', '1997/25/B/1']])
    const view = articleComparisonView(articleComparison('25', '25', 0.1, pairs), urls, {footnoteHolder: (id) => holders.get(id) ?? null})
    expect(view.pairs.map((p) => p.footnoteLinks)).toEqual([[{text: 'voetnoot 1', status: 'toegevoegd', href: '#wijziging-2'}], []])
  })

  it('says in words where a provision moved to, and where one came from, with links to the other article and its comparison', () => {
    const out = pair({
      status: 'moved',
      from: ['1982/37/li2'],
      to: ['1987/35/B'],
      fromLabel: 'tweede punt',
      toLabel: 'B',
      elsewhere: {direction: 'to', article: ref('1987', '35')}
    })
    const into = pair({...out, elsewhere: {direction: 'from', article: ref('1982', '37')}})
    const pages = new Map([['1982/37', '/vergelijk/1982/1987/artikel-37/']])
    const context = {comparisonPage: (id: string) => pages.get(id) ?? null}
    const [left] = articleComparisonView({...articleComparison('37', '37', 0.6, [out]), from: ref('1982', '37'), to: ref('1987', '37')}, urls, context).pairs
    expect(left!.heading).toBe('tweede punt → artikel 35 B (1987)')
    expect(left!.elsewhere).toEqual([{direction: 'to', words: 'Verplaatst naar', citation: 'artikel 35 B (1987)', other: '1987/35/B', href: '/1987/artikel-35/#B', compare: null, editions: {from: '1982', to: '1987'}}])
    expect(left!.to.map((t) => [t.text, t.hidden])).toEqual([['naar artikel 35 B (1987)', '']])
    const [right] = articleComparisonView({...articleComparison('34', '35', 0.6, [into]), from: ref('1975', '34'), to: ref('1987', '35')}, urls, context).pairs
    expect(right!.heading).toBe('artikel 37 (1982), tweede punt → B')
    expect(right!.elsewhere).toEqual([
      {
        direction: 'from',
        words: 'Afkomstig uit',
        citation: 'artikel 37 (1982), tweede punt',
        other: '1982/37/li2',
        href: '/1982/artikel-37/#li2',
        compare: {href: '/vergelijk/1982/1987/artikel-37/', text: 'vergelijking van artikel 37'},
        editions: {from: '1975', to: '1987'}
      }
    ])
  })

  it('notes on an added lid that it came from another article in another edition pair', () => {
    const moved = comparison('1982', '1987', [], {
      moves: [pair({status: 'moved', from: ['1982/37/li2'], to: ['1987/35/B'], fromLabel: 'tweede punt', toLabel: 'B', elsewhere: {direction: 'to', article: ref('1987', '35')}})]
    })
    const added = pair({status: 'added', from: [], to: ['1987/35/B'], toLabel: 'B', explanation: 'Lid B is toegevoegd.', addedSubject: 'Lid B'})
    const [view] = articleComparisonView({...articleComparison('34', '35', 0.7, [added]), from: ref('1975', '34'), to: ref('1987', '35')}, urls, {moves: mergeMoves([pairMoves(moved, urls)])}).pairs
    // Folded: the move belongs to 1982-1987, and the page says why it shows on a comparison of 1975 with 1987.
    expect(view!.moves).toEqual([])
    expect(view!.folds.map((fold) => [fold.summary, fold.why, fold.notes.map((note) => `${note.words} ${note.citation}`)])).toEqual([
      ['1 bepaling kwam in 1987 uit een ander artikel van 1982', 'De editie 1982, tussen 1975 en 1987, wordt hier overgeslagen. De verplaatsing hieronder gebeurde van 1982 naar 1987.', ['Afkomstig uit artikel 37 (1982), tweede punt']]
    ])
    // One statement: added to this article, its text from another one; not "toegevoegd" and then "afkomstig uit".
    expect(view!.explanation).toBe('Lid B is toegevoegd; de tekst komt uit artikel 37 (1982), tweede punt, in 1987 naar dit artikel verplaatst.')
  })
})

describe('comparison overview', () => {
  it('links to the comparisons an article takes part in', () => {
    const later = {...articleComparison('25', '25', 0.1), from: ref('1997', '25', null), to: ref('2007', '25', null)}
    const links = comparisonLinks([comparison('1987', '1997', [articleComparison('25', '25', 0.1), articleComparison('26', '26', 0)]), comparison('1997', '2007', [later])], urls, (a) => a.from.id === '1997/25' || a.to.id === '1997/25')
    expect(links).toEqual([
      {href: '/vergelijk/1987/1997/artikel-25/', from: {edition: '1987', number: '25'}, to: {edition: '1997', number: '25'}},
      {href: '/vergelijk/1997/2007/artikel-25/', from: {edition: '1997', number: '25'}, to: {edition: '2007', number: '25'}}
    ])
  })

  it("ranks articles by amount of change and counts provisions with a noun, in the vocabulary's order", () => {
    const c = comparison('1987', '1997', [articleComparison('25', '25', 0.1), articleComparison('26', '26', 0), articleComparison('27', '27', 0.5)], {
      summary: {
        articles: {compared: 3, unchanged: 1, changed: 2, uncompared: 0},
        provisions: counts({unchanged: {from: 3, to: 3}, reworded: {from: 4, to: 4}, annotated: {from: 1, to: 1}, added: {from: 0, to: 1}, merged: {from: 6, to: 3}}),
        changeShare: 0.2
      }
    })
    const overview = comparisonOverview(c, urls)
    expect(overview.rows.map((r) => [r.href, r.amount.words])).toEqual([
      ['/vergelijk/1987/1997/artikel-27/', 'sterk gewijzigd'],
      ['/vergelijk/1987/1997/artikel-25/', 'licht gewijzigd'],
      ['/vergelijk/1987/1997/artikel-26/', 'ongewijzigd']
    ])
    expect(overview.provisions.map((p) => p.words)).toEqual(['3 bepalingen ongewijzigd', '1 bepaling met gewijzigde voetnoot', '4 bepalingen anders geformuleerd', '6 bepalingen samengevoegd tot 3', '1 bepaling toegevoegd'])
  })

  it("counts the compared articles with the vocabulary's noun, one article in the singular", () => {
    const one = comparison('1987', '1997', [articleComparison('25', '25', 0.1)], {summary: {articles: {compared: 1, unchanged: 0, changed: 1, uncompared: 0}, provisions: counts({reworded: {from: 1, to: 1}}), changeShare: 0.1}})
    const three = comparison('1987', '1997', [articleComparison('25', '25', 0.1)], {summary: {articles: {compared: 3, unchanged: 1, changed: 2, uncompared: 0}, provisions: counts({reworded: {from: 1, to: 1}}), changeShare: 0.1}})
    expect([comparisonOverview(one, urls).comparedWords, comparisonOverview(three, urls).comparedWords]).toEqual(['1 artikel vergeleken', '3 artikelen vergeleken'])
  })

  it('counts articles of which nothing could be compared apart, never as unchanged', () => {
    const summary = (uncompared: number) => ({summary: {articles: {compared: 2 + uncompared, unchanged: 1, changed: 1, uncompared}, provisions: counts({reworded: {from: 1, to: 1}}), changeShare: 0.1}})
    expect([0, 1].map((uncompared) => comparisonOverview(comparison('1987', '2007', [articleComparison('25', '25', 0.1)], summary(uncompared)), urls).articleWords)).toEqual([
      '1 gewijzigd, 1 ongewijzigd',
      '1 gewijzigd, 1 ongewijzigd, 1 niet vergeleken'
    ])
  })

  it('says a side without provisions is not in the collection when the pair was not compared, else not in its edition', () => {
    expect([emptySideWords('absent', '2007'), emptySideWords('removed', '2007')]).toEqual(['niet in deze verzameling', 'niet in 2007'])
  })

  it('says the mean change per article in a sentence, the participle once', () => {
    const mean = (share: number) =>
      comparisonOverview(
        comparison('1987', '1997', [articleComparison('25', '25', share)], {summary: {articles: {compared: 1, unchanged: 0, changed: 1, uncompared: 0}, provisions: counts({reworded: {from: 1, to: 1}}), changeShare: share}}),
        urls
      ).average
    expect([0.04, 0.11, 0.45, 0].map(mean)).toEqual([
      'Per artikel is gemiddeld 4% van de woorden gewijzigd, een lichte wijziging.',
      'Per artikel is gemiddeld 11% van de woorden gewijzigd.',
      'Per artikel is gemiddeld 45% van de woorden gewijzigd, een sterke wijziging.',
      'Per artikel is gemiddeld 0% van de woorden gewijzigd.'
    ])
  })

  it('lists the provisions moved to another article, cited on both sides', () => {
    const c = comparison('1982', '1987', [{...articleComparison('37', '37', 0.6), from: ref('1982', '37'), to: ref('1987', '37')}], {
      moves: [
        pair({
          status: 'moved',
          from: ['1982/37/li2'],
          to: ['1987/35/B'],
          fromLabel: 'tweede punt',
          toLabel: 'B',
          explanation: 'Het tweede punt is verplaatst naar artikel 35: lid B.',
          elsewhere: {direction: 'to', article: ref('1987', '35')}
        })
      ]
    })
    expect(comparisonOverview(c, urls).moves).toEqual([
      {
        from: {citation: 'artikel 37 (1982), tweede punt', href: '/1982/artikel-37/#li2'},
        to: [{citation: 'artikel 35 B (1987)', href: '/1987/artikel-35/#B'}],
        explanation: 'Het tweede punt is verplaatst naar artikel 35: lid B.',
        href: '/vergelijk/1982/1987/artikel-37/'
      }
    ])
  })
})

describe('the editions a comparison passes over', () => {
  const urls = siteUrls('/')
  const editions = ['1975', '1982', '1987', '1997']

  it('names each edition of the collection between the two, with its page, in the order they applied', () => {
    expect(skippedEditions('1975', '1987', editions, urls)).toEqual([{edition: '1982', href: '/1982/'}])
    expect(skippedEditions('1975', '1997', editions, urls).map((e) => e.edition)).toEqual(['1982', '1987'])
    expect(skippedEditions('1987', '1997', editions, urls)).toEqual([])
    expect(skippedEditions('1975', '2017', editions, urls)).toEqual([])
  })

  it('says that the comparison goes straight from one to the other, in one sentence', () => {
    const sentence = (from: string, to: string, skipped: string[]) => {
      const words = skippedWords(from, to, skipped.length)
      return `${words.before}${dutchList.format(skipped)}${words.after}`
    }
    expect(sentence('1975', '1987', ['1982'])).toBe('Deze vergelijking gaat van 1975 rechtstreeks naar 1987; de editie 1982, die ertussen ligt, slaat zij over.')
    expect(sentence('1975', '1997', ['1982', '1987'])).toBe('Deze vergelijking gaat van 1975 rechtstreeks naar 1997; de edities 1982 en 1987, die ertussen liggen, slaat zij over.')
  })
})
