import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import type {ComparisonJson} from '../../src/schema.ts'
import {pairStatuses} from '../../src/vocabulary.ts'
import {
  articleChanges,
  coverageMatrix,
  editionSwitchId,
  editionSwitchStyles,
  lineageHeading,
  lineageView,
  lineageWords,
  linkNotes,
  narrowScreen,
  onlyHereWords,
  otherEditions,
  sortLineages,
  type LineageCell,
  type LineageData
} from '../../site/lib/lineage.ts'
import {mergeMoves, pairMoves} from '../../site/lib/moves.ts'
import {segmentsText, type Segment} from '../../site/lib/segments.ts'
import {tableOfContents, textsBefore} from '../../site/lib/toc.ts'
import {siteUrls} from '../../site/lib/urls.ts'
import {root} from './helpers/build.ts'
import {pair} from './helpers/pairs.ts'

const urls = siteUrls('/')
const article = (edition: string, number: string, title: string | null = null) => ({id: `${edition}/${number}`, edition, number, title})

const renumbered: LineageData = {
  id: '1975-34',
  title: 'Ontoelaatbare bieding blijft ongestraft',
  articles: [article('1975', '34'), article('1987', '35')],
  links: [{from: '1975/34', to: '1987/35', score: 0.309, confirmed: false, evidence: {content: 0.311, title: 0.106, number: 0.5, concordance: null}}],
  rows: [
    {
      cells: [
        {kind: 'text', provisions: ['1975/34/p1'], label: 'eerste alinea', title: null, text: 'Een RT bieding', status: null, explanation: null, addedSubject: null, titleDiff: null, diff: null, inForceFrom: null, from: null},
        {
          kind: 'text',
          provisions: ['1987/35/A'],
          label: 'A',
          title: 'Titel',
          text: 'Een LT bieding',
          status: 'reworded',
          explanation: 'Lid A is anders geformuleerd.',
          addedSubject: null,
          titleDiff: [{op: 'insert', text: 'Titel'}],
          diff: [
            {op: 'equal', text: 'Een '},
            {op: 'delete', text: 'RT'},
            {op: 'insert', text: 'LT'},
            {op: 'equal', text: ' bieding'}
          ],
          inForceFrom: null,
          from: [{id: '1975/34/p1', spans: [[0, 14]], row: 0}]
        }
      ]
    },
    {
      cells: [
        null,
        {
          kind: 'text',
          provisions: ['1987/35/B'],
          label: 'B',
          title: 'Nieuw',
          text: 'Tekst',
          status: 'added',
          explanation: 'Lid B is toegevoegd.',
          addedSubject: 'Lid B',
          titleDiff: [{op: 'insert', text: 'Nieuw'}],
          diff: [{op: 'insert', text: 'Tekst'}],
          inForceFrom: null,
          from: []
        }
      ]
    }
  ]
}
const single: LineageData = {id: '1987-9', title: 'Gang van zaken', articles: [article('1987', '9')], links: [], rows: null}
const unchanged: LineageData = {id: '1987-25', title: 'Wijzigen', articles: [article('1987', '25'), article('1997', '25')], links: [], rows: []}

const counts = Object.fromEntries(pairStatuses.map((status) => [status, {from: 0, to: 0}])) as ComparisonJson['summary']['provisions']

const comparison = (from: string, to: string, pairs: [string, string, number][], moves: ComparisonJson['moves'] = []): ComparisonJson => ({
  from,
  to,
  summary: {articles: {compared: pairs.length, unchanged: 0, changed: pairs.length, uncompared: 0}, provisions: counts, changeShare: 0.5},
  articles: pairs.map(([a, b, share]) => ({
    lineage: 'x',
    from: article(from, a),
    to: article(to, b),
    status: 'changed',
    renumbered: a !== b,
    titleDiff: [],
    changeShare: share,
    explanation: '',
    pairs: []
  })),
  moves,
  headings: []
})

/** Lineage 1975-30 in short: lid c came into force in 1984; a and b were regrouped; b 1 was removed. */
const regrouped: LineageData = {
  id: '1975-30',
  title: 'Voor de beurt passen',
  articles: [article('1975', '30'), article('1987', '30')],
  links: [{from: '1975/30', to: '1987/30', score: 0.585, confirmed: true, evidence: {content: 0.481, title: 1, number: 1, concordance: 'confirm'}}],
  rows: [
    {
      cells: [
        {kind: 'text', provisions: ['1975/30/a'], label: 'a', title: null, text: 'voordat', status: null, explanation: null, addedSubject: null, titleDiff: null, diff: null, inForceFrom: null, from: null},
        {
          kind: 'text',
          provisions: ['1987/30/B/1', '1987/30/B/2/a'],
          label: 'B 1 + B 2 (a)',
          title: null,
          text: 'Nadat\nNadat',
          status: 'regrouped',
          explanation: 'Lid a en lid b zijn anders ingedeeld.',
          addedSubject: null,
          titleDiff: [{op: 'insert', text: 'RT is aan de beurt\nVerplichting'}],
          diff: [],
          inForceFrom: null,
          from: [
            {id: '1975/30/a', spans: [[0, 7]], row: 0},
            {id: '1975/30/b', spans: [[0, 5]], row: 1}
          ]
        }
      ]
    },
    {
      cells: [
        {kind: 'text', provisions: ['1975/30/b'], label: 'b', title: null, text: 'nadat', status: null, explanation: null, addedSubject: null, titleDiff: null, diff: null, inForceFrom: null, from: null},
        {kind: 'continued', status: 'regrouped', explanation: 'Lid a en lid b zijn anders ingedeeld.', continuedIn: [{row: 0, provisions: ['1987/30/B/1', '1987/30/B/2/a']}]}
      ]
    },
    {
      cells: [
        {kind: 'text', provisions: ['1975/30/b/1'], label: 'b 1', title: null, text: 'vorderen', status: null, explanation: null, addedSubject: null, titleDiff: null, diff: null, inForceFrom: null, from: null},
        {kind: 'ended', status: 'removed', explanation: 'Onderdeel b 1 is vervallen.'}
      ]
    },
    {
      cells: [
        {kind: 'text', provisions: ['1975/30/c'], label: 'c', title: null, text: 'Indien', status: null, explanation: null, addedSubject: null, titleDiff: null, diff: null, inForceFrom: '1984-01-01', from: null},
        {
          kind: 'text',
          provisions: ['1987/30/C'],
          label: 'C',
          title: 'Als de pas conventioneel is',
          text: 'Als',
          status: 'reworded',
          explanation: '',
          addedSubject: null,
          titleDiff: [{op: 'insert', text: 'Als de pas conventioneel is'}],
          diff: [
            {op: 'delete', text: 'Indien'},
            {op: 'insert', text: 'Als'}
          ],
          inForceFrom: null,
          from: [{id: '1975/30/c', spans: [[0, 6]], row: 3}]
        }
      ]
    }
  ]
}
const regroupedContext = {
  comparisonOf: (from: string, to: string) => (from === '1975/30' && to === '1987/30' ? {comparison: comparison('1975', '1987', [['30', '30', 0.543]]).articles[0]!, href: '/vergelijk/1975/1987/artikel-30/'} : undefined)
}

/** Lineage 1982-37 in short: tweede punt moved to artikel 35 B of 1987. */
const movedOut: LineageData = {
  id: '1982-37',
  title: 'Overtreding van de verplichting om te passen',
  articles: [article('1982', '37'), article('1987', '37')],
  links: [],
  rows: [
    {
      cells: [
        {kind: 'text', provisions: ['1982/37/li2'], label: 'tweede punt', title: null, text: 'Indien', status: null, explanation: null, addedSubject: null, titleDiff: null, diff: null, inForceFrom: null, from: null},
        {
          kind: 'text',
          provisions: ['1987/35/B'],
          label: 'artikel 35: B',
          title: 'Bieden',
          text: 'Als',
          status: 'moved',
          explanation: 'Het tweede punt is verplaatst naar artikel 35: lid B.',
          addedSubject: null,
          titleDiff: [{op: 'insert', text: 'Bieden'}],
          diff: [
            {op: 'delete', text: 'Indien'},
            {op: 'insert', text: 'Als'}
          ],
          inForceFrom: null,
          from: [{id: '1982/37/li2', spans: [[0, 6]], row: 0}]
        }
      ]
    }
  ]
}
const move = pair({status: 'moved', from: ['1982/37/li2'], to: ['1987/35/B'], fromLabel: 'tweede punt', toLabel: 'B', elsewhere: {direction: 'to', article: article('1987', '35')}})
const moves = mergeMoves([pairMoves(comparison('1982', '1987', [['37', '37', 0.603]], [move]), urls)])

describe('lineages', () => {
  it('names a lineage after its newest number and title, with earlier numbers', () => {
    // The title in parentheses, so that "… van editie tot editie" after it is no part of it.
    expect(lineageHeading(renumbered)).toBe('Artikel 35 (Ontoelaatbare bieding blijft ongestraft; eerder 34)')
    expect(lineageHeading(regrouped)).toBe('Artikel 30 (Voor de beurt passen)')
    expect(lineageHeading(single)).toBe('Artikel 9 (Gang van zaken)')
    expect(lineageHeading({title: null, articles: [article('1987', '25'), article('1997', '25')]})).toBe('Artikel 25')
    expect(lineageHeading({title: null, articles: [article('1987', '25'), article('1997', '26')]})).toBe('Artikel 26 (eerder 25)')
  })

  it('orders lineages by their newest article number', () => {
    expect(sortLineages([unchanged, renumbered, single]).map((l) => l.id)).toEqual(['1987-9', '1987-25', '1975-34'])
  })

  it('marks a whole article against the whole one before a partial column, says so, and names what the partial one holds', () => {
    const [older, later] = renumbered.rows!.map((row) => row.cells)
    const ended = {kind: 'ended' as const, status: 'absent' as const, explanation: 'De eerste alinea is niet vergeleken: van artikel 34 (1982) staat alleen lid B in deze verzameling.'}
    const past: LineageData = {
      ...renumbered,
      articles: [article('1975', '34'), article('1982', '34'), article('1987', '35')],
      rows: [{cells: [older![0]!, ended, older![1]!]}, {cells: [null, null, later![1]!]}],
      bases: [null, 0, 0],
      partial: [null, ['B'], null]
    }
    const view = lineageView(past, urls)
    expect(view.columns.map((c) => c.partial ?? null)).toEqual([null, 'Van dit artikel staat alleen lid B in deze verzameling.', null])
    expect(view.comparedPast).toEqual(['Artikel 35 (1987) is vergeleken met artikel 34 (1975): van artikel 34 (1982) staat alleen lid B in deze verzameling.'])
    const [, gap, cell] = view.rows[0]! as [LineageCell, {words: string}, LineageCell]
    expect(gap.words).toBe('niet in deze verzameling')
    expect([cell.status, cell.marked, cell.comparedWith]).toEqual(['reworded', true, 'vergeleken met de eerste alinea uit 1975'])
    expect(lineageView(renumbered, urls).comparedPast).toEqual([])
  })

  it('shapes aligned rows into cells marked against the previous edition, the title apart from the text', () => {
    const view = lineageView(renumbered, urls)
    expect(view.columns.map((c) => c.href)).toEqual(['/1975/artikel-34/', '/1987/artikel-35/'])
    const [first, second] = view.rows[0]! as LineageCell[]
    expect(first).toMatchObject({
      status: null,
      statusWords: null,
      marked: false,
      titles: [],
      body: [
        {type: 'text', text: 'Een '},
        {type: 'abbr', text: 'RT', title: 'rechtertegenstander'},
        {type: 'text', text: ' bieding'}
      ]
    })
    expect(second).toMatchObject({status: 'reworded', statusWords: 'anders geformuleerd', marked: true, links: [{text: 'naar de tekst', hidden: ' van 1987, A', href: '/1987/artikel-35/#A'}]})
    expect(second!.titles).toEqual([
      {
        label: null,
        title: [
          {
            type: 'ins',
            children: [
              {type: 'hidden', text: 'nieuw:\u00a0'},
              {type: 'text', text: 'Titel'}
            ]
          }
        ]
      }
    ])
    expect(second!.body.map((s) => s.type)).toEqual(['text', 'del', 'ins', 'text'])
    // No counterpart in 1975 (the article of 1975 is there; this provision is not).
    expect(view.rows[1]![0]).toEqual({type: 'gap', words: 'geen tegenhanger in 1975', reason: 'none'})
    expect(view.rows[1]![1]).toMatchObject({statusWords: 'toegevoegd'})
  })

  it("names each provision's title in a cell of several provisions, and says when a text came into force later", () => {
    const view = lineageView(regrouped, urls, regroupedContext)
    const cell = view.rows[0]![1] as LineageCell
    expect(cell.titles.map((t) => [t.label, segmentsText(t.title)])).toEqual([
      ['B 1', 'RT is aan de beurt'],
      ['B 2 (a)', 'Verplichting']
    ])
    expect((view.rows[3]![0] as LineageCell).inForce).toEqual({iso: '1984-01-01', text: '1 januari 1984'})
    expect((view.rows[3]![1] as LineageCell).inForce).toBeNull()
  })

  it('says why a later cell is empty: removed, or regrouped into another row (named by the rows file itself)', () => {
    const view = lineageView(regrouped, urls)
    expect(view.rows.map((row) => row.map((cell) => (cell.type === 'gap' ? cell.words : cell.label)))).toEqual([
      ['a', 'B 1 + B 2 (a)'],
      ['b', 'opnieuw ingedeeld: zie B 1 en B 2 (a)'],
      ['b 1', 'vervallen'],
      ['c', 'C']
    ])
    // A phone's stack keeps the gaps that say something about the provision.
    expect(view.rows.map((row) => row.map((cell) => (cell.type === 'gap' ? cell.reason : 'text')))).toEqual([
      ['text', 'text'],
      ['text', 'continued'],
      ['text', 'status'],
      ['text', 'text']
    ])
    // The rows file says it alone: the comparisons change nothing.
    expect(lineageView(regrouped, urls, regroupedContext).rows).toEqual(view.rows)
    // Not compared: the later article is only partly in the collection.
    const absent: LineageData = {...regrouped, rows: [{cells: [regrouped.rows![2]!.cells[0]!, {kind: 'ended', status: 'absent', explanation: 'Onderdeel b 1 is niet vergeleken: …'}]}]}
    expect(lineageView(absent, urls).rows[0]![1]).toEqual({type: 'gap', words: 'niet in deze verzameling', reason: 'status'})
  })

  it("says what a cell is compared with where that is not the whole of its row's previous cell", () => {
    expect((lineageView(renumbered, urls).rows[0]![1] as LineageCell).comparedWith).toBeNull()
    expect((lineageView(renumbered, urls).rows[1]![1] as LineageCell).comparedWith).toBeNull()
    expect((lineageView(regrouped, urls).rows[0]![1] as LineageCell).comparedWith).toBe('vergeleken met lid a en lid b uit 1975')
    const text = (id: string, label: string, body: string, from: Array<{id: string; spans: Array<[number, number]>; row: number | null}> | null) => ({
      kind: 'text' as const,
      provisions: [id],
      label,
      title: null,
      text: body,
      status: from ? ('split' as const) : null,
      explanation: null,
      addedSubject: null,
      titleDiff: null,
      diff: null,
      inForceFrom: null,
      from
    })
    const split: LineageData = {
      ...regrouped,
      id: '1975-29',
      articles: [article('1975', '29'), article('1987', '29')],
      rows: [
        {cells: [text('1975/29/p1', 'eerste alinea', 'Een. Twee.', null), text('1987/29/A', 'A', 'Een.', [{id: '1975/29/p1', spans: [[0, 4]], row: 0}])]},
        {cells: [null, text('1987/29/B', 'B', 'Twee.', [{id: '1975/29/p1', spans: [[5, 10]], row: 0}])]}
      ]
    }
    expect(lineageView(split, urls).rows.map((row) => (row[1] as LineageCell).comparedWith)).toEqual(['vergeleken met een deel van de eerste alinea uit 1975', 'vergeleken met een deel van de eerste alinea uit 1975'])
  })

  it('shows a provision moved to another article in its row, linked and cited in full', () => {
    const view = lineageView(movedOut, urls, {moves})
    const cell = view.rows[0]![1] as LineageCell
    expect(cell).toMatchObject({label: 'artikel 35: B', statusWords: 'verplaatst', links: [{text: 'naar artikel 35 B (1987)', hidden: '', href: '/1987/artikel-35/#B'}]})
    // Both ends of the move are in this lineage's rows: no note needed.
    expect(cell.moves).toEqual([])
    expect((view.rows[0]![0] as LineageCell).moves).toEqual([])
  })

  it('notes on a cell that its provision came from an article outside the lineage', () => {
    const cell = lineageView(renumbered, urls, {moves}).rows[1]![1] as LineageCell
    // The move happened from 1982 to 1987, an edition pair this lineage skips: folded, with why.
    expect(cell.moves).toEqual([])
    expect(cell.folds.map((fold) => [fold.summary, fold.why, fold.notes.map((note) => [note.words, note.citation, note.href])])).toEqual([
      [
        '1 bepaling kwam in 1987 uit een ander artikel van 1982',
        'De editie 1982, tussen 1975 en 1987, wordt hier overgeslagen. De verplaatsing hieronder gebeurde van 1982 naar 1987.',
        [['Afkomstig uit', 'artikel 37 (1982), tweede punt', '/1982/artikel-37/#li2']]
      ]
    ])
    // Added against 1975, its text from another article: one statement, not "toegevoegd" next to "afkomstig uit".
    expect(cell.explanation).toBe('Lid B is toegevoegd; de tekst komt uit artikel 37 (1982), tweede punt, in 1987 naar dit artikel verplaatst.')
    // In a lineage that has 1982, the move is the columns' own: a note as it is.
    const through = lineageView({...renumbered, articles: [article('1982', '34'), article('1987', '35')]}, urls, {moves}).rows[1]![1] as LineageCell
    expect([through.moves.map((note) => note.citation), through.folds, through.explanation]).toEqual([['artikel 37 (1982), tweede punt'], [], 'Lid B is toegevoegd.'])
  })

  it("says the lineage page's key in the vocabulary's words", () => {
    expect(lineageWords).toEqual({units: 'lid, onderdeel, aanhef, alinea, punt of voetnoot', statuses: 'toegevoegd, vervallen, vervangen door een verwijzing, verplaatst, gesplitst, samengevoegd of opnieuw ingedeeld'})
  })

  it("states change with the comparison's measure and gives link evidence as scores, not percentages", () => {
    const context = {comparisonOf: (from: string, to: string) => (from === '1975/34' && to === '1987/35' ? {comparison: comparison('1975', '1987', [['34', '35', 0.727]]).articles[0]!, href: '/vergelijk/1975/1987/artikel-34/'} : undefined)}
    expect(linkNotes(renumbered, context)).toEqual([
      {
        from: '1975/34',
        to: '1987/35',
        confirmed: false,
        articles: '1975 art. 34 → 1987 art. 35',
        change: {text: '73% van de woorden gewijzigd', href: '/vergelijk/1975/1987/artikel-34/'},
        how: 'berekend uit de tekst, overeenkomst in woordgebruik 31%, overeenkomst in titel 11%'
      }
    ])
    const confirmed = {...renumbered, links: [{...renumbered.links[0]!, confirmed: true, evidence: {...renumbered.links[0]!.evidence, concordance: 'confirm' as const}}]}
    expect(linkNotes(confirmed).map((n) => [n.change, n.how])).toEqual([[null, 'berekend uit de tekst en door de redactie bevestigd, overeenkomst in woordgebruik 31%, overeenkomst in titel 11%']])
  })

  it('has no rows for a lineage of one article', () => {
    expect(lineageView(single, urls).rows).toEqual([])
  })

  it('lists the other editions of an article with links', () => {
    expect(otherEditions('1987/35', [renumbered, single], urls)).toEqual([{lineage: {id: '1975-34', href: '/geschiedenis/1975-34/'}, articles: [{edition: '1975', number: '34', title: null, href: '/1975/artikel-34/'}]}])
    expect(otherEditions('1987/40', [renumbered], urls)).toEqual([])
  })

  it('never claims an article exists in one edition only: the corpus may lack the others', () => {
    expect(onlyHereWords).toBe('Niet in andere edities van deze verzameling.')
    expect(otherEditions('1987/9', [single], urls)).toEqual([{lineage: {id: '1987-9', href: '/geschiedenis/1987-9/'}, articles: []}])
  })
})

describe('coverage matrix', () => {
  const comparisons = [comparison('1975', '1987', [['34', '35', 0.76]])]

  it('tells per article whether it is the first in the corpus, compared, or not compared', () => {
    const changes = articleChanges([renumbered, single, unchanged], comparisons, urls)
    expect(Object.fromEntries([...changes].map(([id, c]) => [id, [c.kind, c.words, c.href]]))).toEqual({
      '1975/34': ['first', 'eerste in deze verzameling', null],
      '1987/35': ['compared', 'sterk gewijzigd t.o.v. 1975 (76%; koppeling onzeker)', '/vergelijk/1975/1987/artikel-34/'],
      '1987/9': ['first', 'eerste in deze verzameling', null],
      '1987/25': ['first', 'eerste in deze verzameling', null],
      '1997/25': ['unknown', 'niet vergeleken', null]
    })
  })

  it('says an article compared with one of which nothing could be compared is not compared, without a share, and prefers a comparison that compared something', () => {
    const uncompared = (from: string, to: string) => ({...comparison(from, to, [['34', '35', 0]]).articles[0]!, status: 'uncompared' as const})
    const only = articleChanges([renumbered], [{...comparison('1975', '1987', []), articles: [uncompared('1975', '1987')]}], urls)
    expect([only.get('1987/35')!.words, only.get('1987/35')!.amount]).toEqual(['niet vergeleken met 1975; koppeling onzeker', {level: 'none', words: 'niet vergeleken', percent: 'niet vergeleken', value: 0}])
    const both = articleChanges([renumbered], [...comparisons, {...comparison('1982', '1987', []), articles: [{...uncompared('1982', '1987'), from: {...uncompared('1982', '1987').from, id: '1982/34', edition: '1982'}}]}], urls)
    expect(both.get('1987/35')!.words).toBe('sterk gewijzigd t.o.v. 1975 (76%; koppeling onzeker)')
  })

  it('says a whole article past a partial one changed against the whole one before it, not against the nearer partial one', () => {
    const link = renumbered.links[0]!
    const past = {
      ...renumbered,
      articles: [article('1975', '34'), article('1982', '34'), article('1987', '35')],
      links: [{...link, to: '1982/34'}, link, {...link, from: '1982/34'}]
    }
    const fromPartial = {...comparison('1982', '1987', [['34', '35', 0.1]])}
    const changes = articleChanges([past], [...comparisons, fromPartial], urls)
    expect(changes.get('1987/35')!.words).toBe('sterk gewijzigd t.o.v. 1975 (76%; koppeling onzeker)')
  })

  it('has a row per lineage and a cell per edition listing the lineage articles there', () => {
    const rows = coverageMatrix(['1975', '1982', '1987'], [renumbered], comparisons, urls)
    expect(rows.map((r) => [r.href, r.cells.map((c) => c.articles.map((a) => `${a.href} ${a.change.amount?.level ?? a.change.kind}`))])).toEqual([['/geschiedenis/1975-34/', [['/1975/artikel-34/ first'], [], ['/1987/artikel-35/ large']]]])
  })
})

describe('table of contents', () => {
  it('groups articles by chapter, then section, in source order', () => {
    const toc = tableOfContents(
      '1987',
      [
        {number: '9', title: 'Negen', chapter: 'H IV', section: null},
        {number: '23', title: 'Drieëntwintig', chapter: 'Deel II', section: null},
        {number: '24', title: 'Vierentwintig', chapter: 'Deel II', section: '§ I'},
        {number: '25', title: 'Vijfentwintig', chapter: 'Deel II', section: '§ II'},
        {number: '26', title: null, chapter: 'Deel II', section: '§ II'}
      ],
      urls
    )
    expect(toc.map((c) => [c.title?.map((s) => (s as {text: string}).text).join(''), c.sections.map((s) => [s.title?.map((t) => (t as {text: string}).text).join('') ?? null, s.articles.map((a) => a.href)])])).toEqual([
      ['H IV', [[null, ['/1987/artikel-9/']]]],
      [
        'Deel II',
        [
          [null, ['/1987/artikel-23/']],
          ['§ I', ['/1987/artikel-24/']],
          ['§ II', ['/1987/artikel-25/', '/1987/artikel-26/']]
        ]
      ]
    ])
  })
})

describe('chapter and section texts on the edition pages', () => {
  const articles = [
    {number: '43', title: 'Drieënveertig', chapter: 'DERDE TIJDVAK', section: null},
    {number: '44', title: 'Voorspelen', chapter: 'VIERDE TIJDVAK ~ HET SPELEN.', section: null},
    {number: '45', title: 'De blinde', chapter: 'VIERDE TIJDVAK ~ HET SPELEN.', section: 'PARAGRAAF II Het spelen van den blinde'},
    {number: '46', title: null, chapter: 'VIERDE TIJDVAK ~ HET SPELEN.', section: 'PARAGRAAF II Het spelen van den blinde'}
  ]
  const headings = [
    {id: 'kop-1', heading: 'DERDE TIJDVAK', text: []},
    {id: 'kop-2', heading: 'VIERDE TIJDVAK ~ HET SPELEN.', text: [{text: 'Het tijdvak begint, wanneer ...'}, {text: 'De leider speelt.'}]},
    {id: 'kop-3', heading: 'PARAGRAAF II Het spelen van den blinde', text: [{text: 'Wanneer de blinde ...'}]}
  ]
  const plain = (segments: Segment[] | null) => segments?.map((segment) => (segment as {text: string}).text).join('') ?? null

  it('puts each text under its heading in the table of contents, with its anchor and its search filter', () => {
    const toc = tableOfContents('1936', articles, urls, headings)
    expect(toc.map((chapter) => [plain(chapter.title), chapter.text ?? null, chapter.sections.map((section) => [plain(section.title), section.text ?? null])])).toEqual([
      ['DERDE TIJDVAK', null, [[null, null]]],
      [
        'VIERDE TIJDVAK ~ HET SPELEN.',
        {anchor: 'kop-2', paragraphs: ['Het tijdvak begint, wanneer ...', 'De leider speelt.'], filter: 'Vierde tijdvak ~ het spelen', filterName: 'hoofdstuk'},
        [
          [null, null],
          ['PARAGRAAF II Het spelen van den blinde', {anchor: 'kop-3', paragraphs: ['Wanneer de blinde ...'], filter: 'Het spelen van den blinde', filterName: 'paragraaf'}]
        ]
      ]
    ])
  })

  it('puts each text before the first article of its chapter or section on the whole-edition page, once', () => {
    expect(textsBefore(articles, headings).map((opened) => opened.map(({text, level}) => `${text.anchor} h${level}`))).toEqual([[], ['kop-2 h2'], ['kop-3 h3'], []])
  })
})

describe('the edition switcher of the phone view', () => {
  it('has a rule per column for any number of columns, each hiding every other column while its radio button is checked', () => {
    const css = editionSwitchStyles(12)
    const rule = (column: number) => `  .lineage-view:has(#kolom-${column}:checked) td[data-col]:not([data-col='${column}'])`
    expect(css).toBe(`@media (max-width: 40rem) {\n${Array.from({length: 12}, (_, column) => rule(column)).join(',\n')} {\n    display: none;\n  }\n}\n`)
    expect(css).toContain(`  .lineage-view:has(#kolom-11:checked) td[data-col]:not([data-col='11']) {\n`)
    expect([editionSwitchId(11), editionSwitchId('alle')]).toEqual(['kolom-11', 'kolom-alle'])
  })

  it('has no rules, and no empty selector, when no lineage has columns', () => {
    expect(editionSwitchStyles(0)).toBe('')
    expect(editionSwitchStyles(1)).toBe(`@media (max-width: 40rem) {\n  .lineage-view:has(#kolom-0:checked) td[data-col]:not([data-col='0']) {\n    display: none;\n  }\n}\n`)
  })

  it('applies below the width at which the stylesheet stacks the lineage table', () => {
    const css = readFileSync(path.join(root, 'site', 'styles', 'site.css'), 'utf8')
    const narrow = css.slice(css.indexOf(`@media ${narrowScreen} {`))
    expect(narrow.indexOf('.lineage thead {')).toBeGreaterThan(0)
    // No rule per column is left in the stylesheet, which would stop at a fixed number of editions.
    expect(css.match(/#kolom-\d/g)).toBeNull()
  })
})
