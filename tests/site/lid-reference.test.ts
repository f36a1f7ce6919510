import {describe, expect, it} from 'vitest'
import type {ArticleJson, ProvisionJson} from '../../src/schema.ts'
import {citationWithUrl, formalCitation, parseLidReference, printedLabelPath, referenceIndex, resolveLidReference, type ReferenceIndex} from '../../site/lib/lid-reference.ts'
import {siteUrls} from '../../site/lib/urls.ts'

describe('parseLidReference', () => {
  const cases: Array<[string, {edition: string | null; number: string; path: string[]}]> = [
    ['27B1', {edition: null, number: '27', path: ['B', '1']}],
    ['27 B 1', {edition: null, number: '27', path: ['B', '1']}],
    ['art. 27 B 1', {edition: null, number: '27', path: ['B', '1']}],
    ['artikel 27, lid B 1', {edition: null, number: '27', path: ['B', '1']}],
    ['1987 27B1', {edition: '1987', number: '27', path: ['B', '1']}],
    ['25 B 2 b 1', {edition: null, number: '25', path: ['B', '2', 'b', '1']}],
    ['25B2b1', {edition: null, number: '25', path: ['B', '2', 'b', '1']}],
    ['art. 25 B 2 (b) (1)', {edition: null, number: '25', path: ['B', '2', 'b', '1']}],
    ['art. 25 B.2.(b).(1)', {edition: null, number: '25', path: ['B', '2', 'b', '1']}],
    ['1987, art. 25 B 2 (b) (1)', {edition: '1987', number: '25', path: ['B', '2', 'b', '1']}],
    ['27 B 1 (1987)', {edition: '1987', number: '27', path: ['B', '1']}],
    ['27b1 1997', {edition: '1997', number: '27', path: ['b', '1']}],
    ['1987/25/B/2/b/1', {edition: '1987', number: '25', path: ['B', '2', 'b', '1']}],
    ['  27  ', {edition: null, number: '27', path: []}],
    ['art 9', {edition: null, number: '9', path: []}]
  ]
  for (const [query, expected] of cases) {
    it(`reads “${query}”`, () => expect(parseLidReference(query)).toEqual(expected))
  }

  it('leaves text searches alone', () => {
    for (const query of ['onvoldoende bod', 'bieding', '4 kaarten', '1987', 'artikel', 'art. B 1', '27 lid', '27 B 1 extra', '1234 B', 'B1', '']) {
      expect(parseLidReference(query), query).toBeNull()
    }
  })
})

function provision(id: string, fields: Partial<ProvisionJson> = {}): ProvisionJson {
  return {id, kind: 'labeled', label: null, printedLabel: null, form: null, bullet: false, title: null, text: null, markers: {title: [], text: []}, refs: [], inbound: [], lines: [1, 1], children: [], ...fields}
}

function labelled(id: string, printedLabel: string, children: ProvisionJson[] = [], title: string | null = null): ProvisionJson {
  return provision(id, {label: id.split('/').at(-1)!, printedLabel, title, children})
}

function article(edition: string, number: string, provisions: ProvisionJson[]): ArticleJson {
  return {
    id: `${edition}/${number}`,
    edition,
    number,
    title: `Titel ${number}`,
    chapter: null,
    section: null,
    inbound: [],
    source: {path: `laws/${edition}/H.md`, page: 'H', wiki: 'Wiki', site: 'example.org', title: `Sjabloon:${edition}:H`, url: null, revision: null, lines: [1, 2]},
    provisions,
    footnotes: [],
    notes: []
  }
}

const articles = [
  article('1997', '25', [labelled('1997/25/B', 'B.', [labelled('1997/25/B/2', '2.', [labelled('1997/25/B/2/b', '(b)', [labelled('1997/25/B/2/b/1', '(1)')])])])]),
  article('1987', '25', [
    labelled('1987/25/A', 'A.'),
    labelled('1987/25/B', 'B.', [
      labelled('1987/25/B/1', '1.', [provision('1987/25/B/1/li1', {kind: 'item'})]),
      labelled('1987/25/B/2', '2.', [labelled('1987/25/B/2/b', '(b)', [labelled('1987/25/B/2/b/1', '(1)', [], 'Eerste bieding handhaven')])])
    ])
  ]),
  article('1987', '27', [labelled('1987/27/B', 'B.', [labelled('1987/27/B/1', '1.')])]),
  article('1975', '27', [provision('1975/27/p1', {kind: 'paragraph', children: [labelled('1975/27/p1/b', 'b.')]})])
]
const index: ReferenceIndex = referenceIndex(articles, ['1975', '1982', '1987', '1997'], 'Spelregels voor wedstrijdbridge', siteUrls('/spelregels/'))

describe('referenceIndex', () => {
  it('maps article numbers and labels to each edition’s provision, oldest edition first', () => {
    expect(index.targets['25/b/2/b/1']).toEqual([
      {edition: '1987', id: '1987/25/B/2/b/1', href: '/spelregels/1987/artikel-25/#B-2-b-1', label: 'B 2 (b) (1)', title: 'Eerste bieding handhaven'},
      {edition: '1997', id: '1997/25/B/2/b/1', href: '/spelregels/1997/artikel-25/#B-2-b-1', label: 'B 2 (b) (1)', title: null}
    ])
    expect(index.targets['27']!.map((t) => [t.id, t.href, t.label, t.title])).toEqual([
      ['1975/27', '/spelregels/1975/artikel-27/', '', 'Titel 27'],
      ['1987/27', '/spelregels/1987/artikel-27/', '', 'Titel 27']
    ])
  })

  it('keys a provision by its labels only, skipping unlabelled units in between', () => {
    expect(Object.keys(index.targets).sort()).toEqual(['25', '25/a', '25/b', '25/b/1', '25/b/2', '25/b/2/b', '25/b/2/b/1', '27', '27/b', '27/b/1'])
    expect(index.targets['27/b']!.map((t) => t.id)).toEqual(['1975/27/p1/b', '1987/27/B'])
  })
})

describe('resolveLidReference', () => {
  const resolve = (query: string, edition: string | null = null) => resolveLidReference(parseLidReference(query)!, index, edition)

  it('finds the lid in every edition that has it', () => {
    const found = resolve('25 B 2 b 1')
    expect(found.found.map((t) => t.id)).toEqual(['1987/25/B/2/b/1', '1997/25/B/2/b/1'])
    expect(found.message).toBe('Artikel 25 B 2 (b) (1) staat in de edities 1987 en 1997.')
  })

  it('limits to the edition the query names, or else the filter', () => {
    expect(resolve('1987 25B2b1').found.map((t) => t.id)).toEqual(['1987/25/B/2/b/1'])
    expect(resolve('25B2b1', '1997').found.map((t) => t.id)).toEqual(['1997/25/B/2/b/1'])
    expect(resolve('1987 25B2b1', '1997').message).toBe('Artikel 25 B 2 (b) (1) staat in de editie 1987.')
  })

  it('says a lid does not exist, naming the editions that have the article', () => {
    expect(resolve('27 B 9')).toMatchObject({found: [], message: 'Artikel 27 B 9 bestaat niet in de edities 1975 en 1987.', suggestionsAre: 'article'})
    expect(resolve('27 B 9').suggestions.map((t) => t.href)).toEqual(['/spelregels/1975/artikel-27/', '/spelregels/1987/artikel-27/'])
    expect(resolve('1997 25 A')).toMatchObject({message: 'Artikel 25 A bestaat niet in de editie 1997.', suggestionsAre: 'elsewhere'})
    expect(resolve('1997 25 A').suggestions.map((t) => t.id)).toEqual(['1987/25/A'])
  })

  it('says an article outside the corpus is not in this collection, never that it does not exist', () => {
    expect(resolve('99 B 1').message).toBe('Artikel 99 staat in geen enkele editie van deze verzameling.')
    expect(resolve('1982 27 B 1')).toMatchObject({message: 'Artikel 27 staat niet in de editie 1982 van deze verzameling.', suggestionsAre: 'elsewhere'})
    expect(resolve('1997 27').message).toBe('Artikel 27 staat niet in de editie 1997 van deze verzameling.')
  })

  it('finds labels regardless of case, the exact case first', () => {
    expect(resolve('27b').found.map((t) => t.id)).toEqual(['1975/27/p1/b', '1987/27/B'])
    expect(resolve('27 B 1').found.map((t) => t.label)).toEqual(['B 1'])
  })
})

describe('formal citation', () => {
  it('cites a provision by corpus, edition, article and printed labels', () => {
    expect(printedLabelPath(['B.', '2.', '(b)', '(1)'])).toBe('B 2 (b) (1)')
    expect(formalCitation({corpusTitle: 'Spelregels voor wedstrijdbridge', edition: '1987', number: '25', label: 'B 2 (b) (1)'})).toBe('Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1)')
    expect(formalCitation({corpusTitle: 'Spelregels voor wedstrijdbridge', edition: '1987', number: '31', label: '', unit: 'alinea 1'})).toBe('Spelregels voor wedstrijdbridge 1987, art. 31, alinea 1')
    expect(citationWithUrl('Spelregels voor wedstrijdbridge 1987, art. 27 B 1', 'https://example.org/1987/artikel-27/#B-1')).toBe('Spelregels voor wedstrijdbridge 1987, art. 27 B 1, https://example.org/1987/artikel-27/#B-1')
  })
})
