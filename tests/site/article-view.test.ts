import {describe, expect, it} from 'vitest'
import type {ArticleJson, ProvisionJson} from '../../src/schema.ts'
import {articleView, neighbours, type BlockView} from '../../site/lib/article-view.ts'
import type {MoveIndex} from '../../site/lib/moves.ts'
import {siteUrls} from '../../site/lib/urls.ts'

const urls = siteUrls('/')

function provision(id: string, fields: Partial<ProvisionJson> = {}): ProvisionJson {
  return {
    id,
    kind: 'labeled',
    label: null,
    printedLabel: null,
    form: null,
    bullet: false,
    title: null,
    text: null,
    markers: {title: [], text: []},
    refs: [],
    inbound: [],
    lines: [1, 1],
    children: [],
    ...fields
  }
}

const article: ArticleJson = {
  id: '1987/31',
  edition: '1987',
  number: '31',
  title: 'Bod voor de beurt',
  chapter: 'Deel II Onregelmatigheden Art. 23 t/m 40',
  section: null,
  source: {path: 'laws/1987/HV2.md', page: 'HV2', wiki: 'Wiki', site: 'example.org', title: 'Sjabloon:1987:HV2', url: null, revision: null, oldid: null, retrieved: null, lines: [1, 20]},
  inbound: [{from: '1987/13/fn2', label: 'voetnoot 2', article: '13'}],
  provisions: [
    provision('1987/31/p1', {kind: 'paragraph', text: 'Inleiding (zie lid A).', refs: [{text: 'lid A', offset: 15, field: 'text', target: '1987/31/A', resolved: '1987/31/A'}]}),
    provision('1987/31/A', {
      label: 'A',
      printedLabel: 'A.',
      form: 'title',
      title: 'RT is aan de beurt',
      inbound: [
        {from: '1987/31/p1', label: 'eerste alinea', article: '31'},
        {from: '1987/29/A', label: 'A', article: '29'},
        {from: '1987/32/B/1/b', label: 'B 1 (b)', article: '32'}
      ],
      text: 'Wanneer de overtreder een bod doet, dan:',
      markers: {title: [], text: [{number: '1', offset: 33, glued: false}]},
      children: [
        provision('1987/31/A/li1', {kind: 'item', bullet: true, text: 'eerste punt'}),
        provision('1987/31/A/li2', {kind: 'item', bullet: true, text: 'tweede punt', markers: {title: [], text: [{number: '1', offset: 6, glued: false}]}}),
        provision('1987/31/A/p1', {kind: 'paragraph', text: 'slot'}),
        provision('1987/31/A/1', {label: '1', printedLabel: '(1)', form: 'text', text: 'zie artikel 29', inForceFrom: '1984-01-01', refs: [{text: 'artikel 29', offset: 4, field: 'text', target: '1987/29', resolved: '1987/29'}]})
      ]
    })
  ],
  footnotes: [{id: '1987/31/fn1', number: '1', text: 'Zie ook de LT.', refs: [], provision: '1987/31/A', lines: [19, 19]}],
  notes: [
    {id: '1987/31/note1', text: 'M.i.v. 1 januari 1984 toegevoegd.', appliesTo: '1987/31/A/1', inForceFrom: '1984-01-01', lines: [18, 18]},
    {id: '1987/31/note2', text: 'Algemeen.', appliesTo: null, inForceFrom: null, lines: [17, 17]}
  ]
}

const provisions = (blocks: BlockView[]) => blocks.flatMap((b) => (b.type === 'list' ? b.items : [b.provision]))

describe('article view', () => {
  const view = articleView(article, urls)
  const [intro, lidA] = provisions(view.blocks)

  it('says of an article only partly in the collection which lids it holds, which exist without being transcribed and what nothing is known of, and nothing of a whole article', () => {
    const lids = (held: string[], missing: string[]) => [...held.map((label) => ({label, transcribed: true})), ...missing.map((label) => ({label, transcribed: false}))]
    expect(articleView({...article, title: null, coverage: {whole: false, lids: lids(['A', 'C'], ['B']), footnotes: []}}, urls).partial).toBe(
      'Van dit artikel staan alleen de leden A en C in deze verzameling; lid B bestaat wel, maar staat er niet in; van de titel, de tekst vóór het eerste lid en eventuele latere leden is niets bekend.'
    )
    expect(articleView({...article, title: null, coverage: {whole: false, lids: lids(['A'], []), footnotes: []}}, urls).partial).toBe(
      'Van dit artikel staat alleen lid A in deze verzameling; van de titel, de tekst vóór het eerste lid en eventuele latere leden is niets bekend.'
    )
    expect(
      articleView(
        {
          ...article,
          coverage: {
            whole: true,
            lids: [],
            footnotes: [
              {number: '1', transcribed: true},
              {number: '2', transcribed: false}
            ]
          }
        },
        urls
      ).partial
    ).toBe('Voetnoot 2 van dit artikel staat niet in deze verzameling.')
    expect(view.partial).toBeNull()
  })

  it('says of a second copy of a lid from another page that it is that page’s reading and that comparisons use the first, and nothing of the first', () => {
    const copy = provision('1987/31/A~2', {label: 'A', printedLabel: 'A.', form: 'text', text: 'Wanneer de overtreder een bod deed.', source: 'laws/1987/31A.md', variantOf: '1987/31/A'})
    const variant = provisions(articleView({...article, provisions: [...article.provisions, copy]}, urls).blocks).at(-1)
    expect(variant!.id).toBe('1987/31/A~2')
    expect(variant!.variant).toBe('Zo staat lid A op de wikipagina 31A, met andere woorden dan hierboven; de vergelijkingen gaan uit van de eerste tekst.')
    expect(lidA!.variant).toBeNull()
  })

  it('shows a footnote marker printed in the article heading as its first reference, and the heading without markers stays plain text', () => {
    const marked = articleView({...article, title: 'Bod voor de beurt', titleMarkers: [{number: '1', offset: 17, glued: false}]}, urls)
    expect([marked.heading, marked.headingSegments]).toEqual([
      'Artikel 31 Bod voor de beurt',
      [
        {type: 'text', text: 'Artikel 31 '},
        {type: 'text', text: 'Bod voor de beurt'},
        {type: 'footnote', number: '1', id: 'fnref-1', href: '#fn-1'}
      ]
    ])
    expect(marked.footnotes[0]!.backrefs.map((ref) => ref.id)).toEqual(['fnref-1', 'fnref-1-2', 'fnref-1-3'])
    expect(view.headingSegments).toBeNull()
  })

  it('shows a footnote printed with a symbol by its symbol, at the marker and before the footnote, as the edition printed it', () => {
    const starred = articleView(
      {
        ...article,
        provisions: [provision('1987/31/p1', {kind: 'paragraph', text: 'Een bieding.', markers: {title: [], text: [{number: '1', offset: 12, glued: false, symbol: '*)'}]}})],
        footnotes: [{id: '1987/31/fn1', number: '1', symbol: '*)', text: 'Zie ook de LT.', refs: [], provision: '1987/31/p1', lines: [19, 19]}]
      },
      urls
    )
    expect(provisions(starred.blocks)[0]!.lines[0]).toEqual([
      {type: 'text', text: 'Een bieding.'},
      {type: 'footnote', number: '1', id: 'fnref-1', href: '#fn-1', symbol: '*)'}
    ])
    expect(starred.footnotes.map((footnote) => footnote.mark)).toEqual(['*)'])
    expect(view.footnotes.map((footnote) => footnote.mark)).toEqual(['1)'])
  })

  it('gives titled provisions a heading level by depth and untitled ones none', () => {
    expect(lidA!.headingLevel).toBe(2)
    expect(intro!.headingLevel).toBeNull()
    expect(provisions(lidA!.blocks).map((p) => [p.anchor, p.headingLevel])).toEqual([
      ['A-li1', null],
      ['A-li2', null],
      ['A-p1', null],
      ['A-1', null]
    ])
  })

  it('groups consecutive bullet items into one list and keeps other children in order', () => {
    expect(lidA!.blocks.map((b) => (b.type === 'list' ? `list:${b.items.map((i) => i.anchor).join(',')}` : b.provision.anchor))).toEqual(['list:A-li1,A-li2', 'A-p1', 'A-1'])
  })

  it('names each provision the way a reader cites it, with the labels as printed, as the formal citation does', () => {
    expect([intro, lidA, ...provisions(lidA!.blocks)].map((p) => p!.citation)).toEqual(['artikel 31, aanhef', 'artikel 31 A', 'artikel 31 A, eerste punt', 'artikel 31 A, tweede punt', 'artikel 31 A, eerste alinea', 'artikel 31 A (1)'])
  })

  it('cites each provision formally, with its printed labels or its place, and its stable address on the article page', () => {
    const cited = articleView(article, urls, {corpusTitle: 'Spelregels voor wedstrijdbridge'})
    const [first, a] = provisions(cited.blocks)
    expect([first, a, ...provisions(a!.blocks)].map((p) => p!.cite)).toEqual([
      {id: 'citeer-p1', text: 'Spelregels voor wedstrijdbridge 1987, art. 31, aanhef', href: '/1987/artikel-31/#p1'},
      {id: 'citeer-A', text: 'Spelregels voor wedstrijdbridge 1987, art. 31 A', href: '/1987/artikel-31/#A'},
      {id: 'citeer-A-li1', text: 'Spelregels voor wedstrijdbridge 1987, art. 31 A, eerste punt', href: '/1987/artikel-31/#A-li1'},
      {id: 'citeer-A-li2', text: 'Spelregels voor wedstrijdbridge 1987, art. 31 A, tweede punt', href: '/1987/artikel-31/#A-li2'},
      {id: 'citeer-A-p1', text: 'Spelregels voor wedstrijdbridge 1987, art. 31 A, eerste alinea', href: '/1987/artikel-31/#A-p1'},
      {id: 'citeer-A-1', text: 'Spelregels voor wedstrijdbridge 1987, art. 31 A (1)', href: '/1987/artikel-31/#A-1'}
    ])
    expect(cited.citation).toBe('Spelregels voor wedstrijdbridge 1987, art. 31')
  })

  it('cites each provision with the day its text was taken from the wiki', () => {
    const dated = articleView({...article, source: {...article.source, retrieved: '2026-11-03'}}, urls, {corpusTitle: 'Spelregels voor wedstrijdbridge'})
    expect(provisions(dated.blocks).map((p) => p.cite.text)).toEqual([
      'Spelregels voor wedstrijdbridge 1987, art. 31, aanhef (bron: wikipagina Sjabloon:1987:HV2 van de wiki Wiki, geraadpleegd op 3 november 2026)',
      'Spelregels voor wedstrijdbridge 1987, art. 31 A (bron: wikipagina Sjabloon:1987:HV2 van de wiki Wiki, geraadpleegd op 3 november 2026)'
    ])
  })

  it('cites from the whole edition page with the stable address on the article page, under the base path', () => {
    const onEditionPage = articleView(article, siteUrls('/spelregels/'), {onEditionPage: true})
    expect(provisions(onEditionPage.blocks).map((p) => [p.anchor, p.cite.id, p.cite.href])).toEqual([
      ['artikel-31-p1', null, '/spelregels/1987/artikel-31/#p1'],
      ['artikel-31-A', null, '/spelregels/1987/artikel-31/#A']
    ])
  })

  it('cites an unlabelled paragraph before the first lid as the aanhef only when it is the only one, else by its number', () => {
    const [intro] = article.provisions
    const second = {...intro!, id: '1987/31/p2', text: 'Nog een alinea.', refs: [], inbound: []}
    const twoParagraphs = articleView({...article, provisions: [intro!, second, ...article.provisions.slice(1)]}, urls)
    expect(provisions(twoParagraphs.blocks).map((p) => p.cite.text)).toEqual([
      'Spelregels voor wedstrijdbridge 1987, art. 31, eerste alinea',
      'Spelregels voor wedstrijdbridge 1987, art. 31, tweede alinea',
      'Spelregels voor wedstrijdbridge 1987, art. 31 A'
    ])
    const withoutLids = articleView({...article, provisions: [intro!]}, urls)
    expect(provisions(withoutLids.blocks).map((p) => p.cite.text)).toEqual(['Spelregels voor wedstrijdbridge 1987, art. 31, eerste alinea'])
  })

  it('gives each provision its full citation with its edition and printed labels, to show when a link lands on it', () => {
    const inView = (view: ReturnType<typeof articleView>) => {
      const [first, a] = provisions(view.blocks)
      return [first, a, ...provisions(a!.blocks)].map((p) => p!.inView)
    }
    const expected = ['1987, art. 31, aanhef', '1987, art. 31 A', '1987, art. 31 A, eerste punt', '1987, art. 31 A, tweede punt', '1987, art. 31 A, eerste alinea', '1987, art. 31 A (1)']
    expect(inView(articleView(article, urls))).toEqual(expected)
    // The same on the whole edition's page, where anchors carry the article's prefix.
    expect(inView(articleView(article, urls, {onEditionPage: true}))).toEqual(expected)
  })

  it('links a reference within the article by fragment and one to another article by path', () => {
    expect(intro!.lines[0]![1]).toEqual({type: 'link', href: '#A', children: [{type: 'text', text: 'lid A'}]})
    expect(provisions(lidA!.blocks)[3]!.lines[0]![1]).toEqual({type: 'link', href: '/1987/artikel-29/', children: [{type: 'text', text: 'artikel 29'}]})
  })

  it('says which provisions refer to a provision and to the article, linked by fragment or path', () => {
    expect(lidA!.inbound).toEqual([
      {text: 'artikel 31, eerste alinea', href: '#p1'},
      {text: 'artikel 29 A', href: '/1987/artikel-29/#A'},
      {text: 'artikel 32 B 1 (b)', href: '/1987/artikel-32/#B-1-b'}
    ])
    expect(intro!.inbound).toEqual([])
    expect(view.inbound).toEqual([{text: 'artikel 13, voetnoot 2', href: '/1987/artikel-13/#fn-2'}])
  })

  it('links the references in a footnote', () => {
    const cited = structuredClone(article)
    cited.footnotes[0] = {
      ...cited.footnotes[0]!,
      text: 'Zie artikel 29 en lid A.',
      refs: [
        {text: 'artikel 29', offset: 4, field: 'text', target: '1987/29', resolved: '1987/29'},
        {text: 'lid A', offset: 18, field: 'text', target: '1987/31/A', resolved: '1987/31/A'}
      ]
    }
    expect(articleView(cited, urls).footnotes[0]!.lines).toEqual([
      [
        {type: 'text', text: 'Zie '},
        {type: 'link', href: '/1987/artikel-29/', children: [{type: 'text', text: 'artikel 29'}]},
        {type: 'text', text: ' en '},
        {type: 'link', href: '#A', children: [{type: 'text', text: 'lid A'}]},
        {type: 'text', text: '.'}
      ]
    ])
  })

  it('numbers footnote back-references in reading order and lists them on the footnote', () => {
    expect(lidA!.lines[0]![1]).toEqual({type: 'footnote', number: '1', id: 'fnref-1', href: '#fn-1'})
    expect(view.footnotes).toEqual([
      {
        number: '1',
        mark: '1)',
        anchor: 'fn-1',
        lines: [
          [
            {type: 'text', text: 'Zie ook de '},
            {type: 'abbr', text: 'LT', title: 'linkertegenstander'},
            {type: 'text', text: '.'}
          ]
        ],
        backrefs: [
          {id: 'fnref-1', href: '#fnref-1'},
          {id: 'fnref-1-2', href: '#fnref-1-2'}
        ],
        moves: []
      }
    ])
  })

  it('attaches editorial notes to the provision they apply to, others to the article', () => {
    const lid1 = provisions(lidA!.blocks)[3]!
    expect(lid1.notes.map((n) => [n.anchor, n.inForceFrom?.text])).toEqual([['note1', '1 januari 1984']])
    expect(lid1.inForceFrom).toEqual({iso: '1984-01-01', text: '1 januari 1984'})
    expect(view.notes.map((n) => n.anchor)).toEqual(['note2'])
  })

  it('says next to a provision and a footnote where it came from or went to, with links', () => {
    const moves: MoveIndex = new Map([
      [
        '1987/31/A/1',
        [
          {
            direction: 'from',
            words: 'Afkomstig uit',
            citation: 'artikel 38 (1982), tweede punt',
            other: '1982/38/li2',
            href: '/1982/artikel-38/#li2',
            compare: {href: '/vergelijk/1982/1987/artikel-38/', text: 'vergelijking 1982 met 1987'},
            editions: {from: '1982', to: '1987'}
          }
        ]
      ],
      ['1987/31/fn1', [{direction: 'to', words: 'Verplaatst naar', citation: 'artikel 35 C (1997)', other: '1997/35/C', href: '/1997/artikel-35/#C', compare: null, editions: {from: '1987', to: '1997'}}]]
    ])
    const moved = articleView(article, urls, {moves})
    const lid1 = provisions(provisions(moved.blocks)[1]!.blocks)[3]!
    expect(lid1.moves.map((note) => `${note.words} ${note.citation}`)).toEqual(['Afkomstig uit artikel 38 (1982), tweede punt'])
    expect(provisions(moved.blocks)[1]!.moves).toEqual([])
    expect(moved.footnotes[0]!.moves.map((note) => `${note.words} ${note.citation}`)).toEqual(['Verplaatst naar artikel 35 C (1997)'])
  })

  it('heads the article with its number and title and marks abbreviations in its chapter', () => {
    expect(view.heading).toBe('Artikel 31 Bod voor de beurt')
    expect(view.chapter!.filter((s) => s.type === 'abbr').map((s) => (s as {text: string}).text)).toEqual(['Art.', 't/m'])
    expect(view.section).toBeNull()
  })
})

describe('previous and next article', () => {
  const list = [
    {id: '1987/9', number: '9', title: 'Negen'},
    {id: '1987/10', number: '10', title: 'Tien'},
    {id: '1987/23', number: '23', title: null}
  ]

  it('follows the order of the table of contents', () => {
    expect(neighbours(list, '1987/10', '1987', urls)).toEqual({
      previous: {edition: '1987', number: '9', title: 'Negen', href: '/1987/artikel-9/'},
      next: {edition: '1987', number: '23', title: null, href: '/1987/artikel-23/'}
    })
  })

  it('has no previous article at the start and no next one at the end', () => {
    expect(neighbours(list, '1987/9', '1987', urls).previous).toBeNull()
    expect(neighbours(list, '1987/23', '1987', urls).next).toBeNull()
  })
})
