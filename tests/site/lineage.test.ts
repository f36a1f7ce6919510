import {describe, expect, it} from 'vitest'
import type {ComparisonJson} from '../../src/export/schema.ts'
import {articleChanges, coverageMatrix, lineageHeading, lineageView, linkNotes, otherEditions, sortLineages, type LineageData} from '../../site/lib/lineage.ts'
import {tableOfContents} from '../../site/lib/toc.ts'
import {siteUrls} from '../../site/lib/urls.ts'

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
        {provisions: ['1975/34/p1'], label: 'alinea 1', title: null, text: 'Een RT bieding', status: null, explanation: null, diff: null},
        {
          provisions: ['1987/35/A'],
          label: 'A',
          title: 'Titel',
          text: 'Titel\nEen LT bieding',
          status: 'reworded',
          explanation: 'Lid A is anders geformuleerd.',
          diff: [
            {op: 'insert', text: 'Titel\n'},
            {op: 'equal', text: 'Een '},
            {op: 'delete', text: 'RT'},
            {op: 'insert', text: 'LT'},
            {op: 'equal', text: ' bieding'}
          ]
        }
      ]
    },
    {cells: [null, {provisions: ['1987/35/B'], label: 'B', title: 'Nieuw', text: 'Tekst', status: 'added', explanation: 'Lid B is toegevoegd.', diff: [{op: 'insert', text: 'Tekst'}]}]}
  ]
}
const single: LineageData = {id: '1987-9', title: 'Gang van zaken', articles: [article('1987', '9')], links: [], rows: null}
const unchanged: LineageData = {id: '1987-25', title: 'Wijzigen', articles: [article('1987', '25'), article('1997', '25')], links: [], rows: []}

const comparison = (from: string, to: string, pairs: [string, string, number][]): ComparisonJson => ({
  from,
  to,
  summary: {articles: {compared: pairs.length, unchanged: 0, changed: pairs.length}, provisions: {unchanged: 0, reworded: pairs.length, relabeled: 0, split: 0, merged: 0, moved: 0, added: 0, removed: 0}, changeShare: 0.5},
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
  }))
})

describe('lineages', () => {
  it('names a lineage after its newest number and title, with earlier numbers', () => {
    expect(lineageHeading(renumbered)).toBe('Artikel 35 Ontoelaatbare bieding blijft ongestraft (eerder 34)')
    expect(lineageHeading(single)).toBe('Artikel 9 Gang van zaken')
    expect(lineageHeading({title: null, articles: [article('1987', '25'), article('1997', '25')]})).toBe('Artikel 25')
  })

  it('orders lineages by their newest article number', () => {
    expect(sortLineages([unchanged, renumbered, single]).map((l) => l.id)).toEqual(['1987-9', '1987-25', '1975-34'])
  })

  it('shapes aligned rows into cells marked against the previous edition', () => {
    const view = lineageView(renumbered, urls)
    expect(view.columns.map((c) => c.href)).toEqual(['/1975/artikel-34/', '/1987/artikel-35/'])
    const [first, second] = view.rows[0]!
    expect(first).toMatchObject({status: null, statusWords: null, marked: false, title: null, body: [{type: 'text', text: 'Een '}, {type: 'abbr', text: 'RT', title: 'rechtertegenstander'}, {type: 'text', text: ' bieding'}]})
    expect(second).toMatchObject({status: 'reworded', statusWords: 'tekst gewijzigd', marked: true, title: null, links: [{text: 'A', href: '/1987/artikel-35/#A'}]})
    expect(second!.body.map((s) => s.type)).toEqual(['ins', 'text', 'del', 'ins', 'text'])
    expect(view.rows[1]![0]).toBeNull()
    expect(view.rows[1]![1]).toMatchObject({statusWords: 'toegevoegd', title: [{type: 'text', text: 'Nieuw'}]})
  })

  it('says in words how the articles were linked, flagging an unconfirmed link', () => {
    expect(linkNotes(renumbered)).toEqual([
      {from: '1975/34', to: '1987/35', confirmed: false, text: '1975 art. 34 → 1987 art. 35: automatisch gekoppeld, niet bevestigd (tekst 31% gelijk, titel 11%)'}
    ])
    const confirmed = {...renumbered, links: [{...renumbered.links[0]!, confirmed: true, evidence: {...renumbered.links[0]!.evidence, concordance: 'confirm' as const}}]}
    expect(linkNotes(confirmed).map((n) => n.text)).toEqual(['1975 art. 34 → 1987 art. 35: bevestigd in de concordantie (tekst 31% gelijk, titel 11%)'])
  })

  it('has no rows for a lineage of one article', () => {
    expect(lineageView(single, urls).rows).toEqual([])
  })

  it('lists the other editions of an article with links', () => {
    expect(otherEditions('1987/35', [renumbered, single], urls)).toEqual([
      {lineage: {id: '1975-34', href: '/geschiedenis/1975-34/'}, articles: [{edition: '1975', number: '34', title: null, href: '/1975/artikel-34/'}]}
    ])
    expect(otherEditions('1987/40', [renumbered], urls)).toEqual([])
  })
})

describe('coverage matrix', () => {
  const comparisons = [comparison('1975', '1987', [['34', '35', 0.76]])]

  it('tells per article whether it is the first version, compared, or not compared', () => {
    const changes = articleChanges([renumbered, single, unchanged], comparisons, urls)
    expect(Object.fromEntries([...changes].map(([id, c]) => [id, [c.kind, c.words, c.href]]))).toEqual({
      '1975/34': ['first', 'eerste versie', null],
      '1987/35': ['compared', 'sterk gewijzigd t.o.v. 1975 (76%; koppeling onzeker)', '/vergelijk/1975/1987/artikel-34/'],
      '1987/9': ['first', 'eerste versie', null],
      '1987/25': ['first', 'eerste versie', null],
      '1997/25': ['unknown', 'niet vergeleken', null]
    })
  })

  it('has a row per lineage and a cell per edition listing the lineage articles there', () => {
    const rows = coverageMatrix(['1975', '1982', '1987'], [renumbered], comparisons, urls)
    expect(rows.map((r) => [r.href, r.cells.map((c) => c.articles.map((a) => `${a.href} ${a.change.amount?.level ?? a.change.kind}`))])).toEqual([
      ['/geschiedenis/1975-34/', [['/1975/artikel-34/ first'], [], ['/1987/artikel-35/ large']]]
    ])
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
