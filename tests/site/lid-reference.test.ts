import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import type {ArticleJson, ProvisionJson} from '../../src/schema.ts'
import {
  citationWithUrl,
  formalCitation,
  parseLidReference,
  printedLabelPath,
  referenceExamples,
  referenceIndex,
  referenceKey,
  searchPlaceholder,
  resolveLidReference,
  targetCitation,
  type ReferenceIndex
} from '../../site/lib/lid-reference.ts'
import {sourceWords} from '../../site/lib/wiki-source.ts'
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
    ['art 9', {edition: null, number: '9', path: []}],
    ['art. 27 lid B sub 1', {edition: null, number: '27', path: ['B', '1']}],
    ['artikel 27, lid B, onder 1', {edition: null, number: '27', path: ['B', '1']}],
    ['27-B-1', {edition: null, number: '27', path: ['B', '1']}],
    ['Art 27 B1', {edition: null, number: '27', path: ['B', '1']}],
    ['ART. 25 LID B, SUB 2, ONDER (B), PUNT (1)', {edition: null, number: '25', path: ['B', '2', 'B', '1']}],
    ['art. 25 B 2 b) 1)', {edition: null, number: '25', path: ['B', '2', 'b', '1']}],
    ['art. 27 lid B sub 1 van 1987', {edition: '1987', number: '27', path: ['B', '1']}],
    ['editie 1997: art. 27b', {edition: '1997', number: '27', path: ['b']}],
    ['27 B 1 [1987]', {edition: '1987', number: '27', path: ['B', '1']}]
  ]
  for (const [query, expected] of cases) {
    it(`reads “${query}”`, () => expect(parseLidReference(query)).toEqual(expected))
  }

  it('leaves text searches alone', () => {
    for (const query of ['onvoldoende bod', 'bieding', '4 kaarten', '1987', 'artikel', 'art. B 1', '27 lid', '27 lid sub', '27 B 1 extra', '27 punt', '1234 B', 'B1', 'lid B', '']) {
      expect(parseLidReference(query), query).toBeNull()
    }
  })
})

describe('parseLidReference on generated citations', () => {
  // A label path as the laws number their units: a capital, a number, a small letter, a number.
  const levels = [fc.constantFrom(...'ABCDEFGHJK'), fc.integer({min: 1, max: 12}).map(String), fc.constantFrom(...'abcdefgh'), fc.integer({min: 1, max: 9}).map(String)]
  const path = fc.integer({min: 0, max: 4}).chain((depth) => fc.tuple(...levels.slice(0, depth)))
  const articleWords = ['', 'art', 'art.', 'Art', 'Art.', 'ART.', 'artikel', 'Artikel', 'ARTIKEL']
  const unitWords = ['lid', 'sub', 'onder', 'punt', 'letter', 'alinea', 'Lid', 'SUB', 'Onder']
  const separators = [' ', '  ', ', ', ',', '.', '. ', '-', ' - ', '/', ': ']
  const isDigit = (text: string) => /^\d/.test(text)
  /** The parts of a citation and how each is written. */
  const citation = fc.record({
    number: fc.integer({min: 1, max: 120}).map(String),
    path,
    edition: fc.constantFrom(null, '1975', '1987', '1997'),
    editionAt: fc.constantFrom('first', 'last', 'bracketed', 'van'),
    articleWord: fc.constantFrom(...articleWords),
    spacing: fc.constantFrom('', ' '),
    // Per label: a unit word before it (or none), brackets, a trailing dot, the separator before it, glued.
    labels: fc.array(fc.record({unit: fc.constantFrom(null, ...unitWords), brackets: fc.constantFrom('none', 'round', 'close'), dot: fc.boolean(), separator: fc.constantFrom(...separators), glued: fc.boolean()}), {
      minLength: 4,
      maxLength: 4
    })
  })
  const spell = (c: typeof citation extends fc.Arbitrary<infer T> ? T : never) => {
    let text = `${c.articleWord}${c.articleWord ? c.spacing || (c.articleWord.endsWith('.') ? '' : ' ') : ''}${c.number}`
    let previous = c.number
    c.path.forEach((label, index) => {
      const form = c.labels[index]!
      const bracketed = form.brackets === 'round' ? `(${label})` : form.brackets === 'close' ? `${label})` : label
      const written = `${bracketed}${form.dot && form.brackets === 'none' ? '.' : ''}`
      // Glued only where the boundary is still visible: a letter against a digit, without unit word.
      const glue = form.glued && !form.unit && form.brackets === 'none' && isDigit(previous) !== isDigit(label) && !text.endsWith('.')
      text += glue ? written : `${form.separator}${form.unit ? `${form.unit} ` : ''}${written}`
      previous = label
    })
    if (c.edition === null) return text
    if (c.editionAt === 'first') return `${c.edition} ${text}`
    if (c.editionAt === 'bracketed') return `${text} (${c.edition})`
    if (c.editionAt === 'van') return `${text} van ${c.edition}`
    return `${text} ${c.edition}`
  }

  it('reads every spelling of a label path as that path', () => {
    fc.assert(
      fc.property(citation, (c) => {
        const parsed = parseLidReference(spell(c))
        expect(parsed, spell(c)).toEqual({edition: c.edition, number: c.number, path: c.path})
      }),
      {numRuns: 2000}
    )
  })

  it('reads a citation in any case as the same reference', () => {
    fc.assert(
      fc.property(citation, fc.constantFrom('upper', 'lower'), (c, casing) => {
        const text = spell(c)
        const parsed = parseLidReference(casing === 'upper' ? text.toUpperCase() : text.toLowerCase())
        expect(parsed && referenceKey(parsed.number, parsed.path), text).toBe(referenceKey(c.number, c.path))
      }),
      {numRuns: 500}
    )
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
    source: {path: `laws/${edition}/H.md`, page: 'H', wiki: 'Wiki', site: 'example.org', title: `Sjabloon:${edition}:H`, url: null, revision: null, oldid: null, retrieved: null, lines: [1, 2]},
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
// The 1987 sources say when they were taken; the others say nothing that pins their text.
const index: ReferenceIndex = referenceIndex(articles, ['1975', '1982', '1987', '1997'], 'Spelregels voor wedstrijdbridge', siteUrls('/spelregels/'), (article) =>
  article.edition === '1987' ? sourceWords({...article.source, retrieved: '2026-11-29'}) : sourceWords(article.source)
)

describe('referenceIndex', () => {
  it('maps article numbers and labels to each edition’s provision, oldest edition first', () => {
    expect(index.targets['25/b/2/b/1']).toEqual([
      {edition: '1987', id: '1987/25/B/2/b/1', href: '/spelregels/1987/artikel-25/#B-2-b-1', label: 'B 2 (b) (1)', title: 'Eerste bieding handhaven', source: 0},
      {edition: '1997', id: '1997/25/B/2/b/1', href: '/spelregels/1997/artikel-25/#B-2-b-1', label: 'B 2 (b) (1)', title: null, source: null}
    ])
    expect(index.targets['27']!.map((t) => [t.id, t.href, t.label, t.title])).toEqual([
      ['1975/27', '/spelregels/1975/artikel-27/', '', 'Titel 27'],
      ['1987/27', '/spelregels/1987/artikel-27/', '', 'Titel 27']
    ])
  })

  it('cites a provision with its source where one pins its text, as the article page does, and without where none does', () => {
    // Each source's words once, for every provision of its articles.
    expect(index.sources).toEqual(['bron: wikipagina Sjabloon:1987:H van de wiki Wiki, geraadpleegd op 29 november 2026'])
    const [older, newer] = index.targets['25/b/2/b/1']!
    expect(targetCitation(index, older!, '25')).toBe('Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1) (bron: wikipagina Sjabloon:1987:H van de wiki Wiki, geraadpleegd op 29 november 2026)')
    expect(targetCitation(index, newer!, '25')).toBe('Spelregels voor wedstrijdbridge 1997, art. 25 B 2 (b) (1)')
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
    expect(found.message).toBe('Artikel 25 B 2 (b) (1) staat in 2 edities: 1987 en 1997.')
    expect(found.target).toBeNull()
  })

  it('names the one provision to open at once: in the edition asked for, or the only edition that has it', () => {
    expect(resolve('art. 27 lid B sub 1').target?.href).toBe('/spelregels/1987/artikel-27/#B-1')
    expect(resolve('art. 25 lid B sub 2 onder b punt 1', '1997').target?.href).toBe('/spelregels/1997/artikel-25/#B-2-b-1')
    expect(resolve('1987 25B2b1').target?.id).toBe('1987/25/B/2/b/1')
    expect(resolve('27 B 9').target).toBeNull()
  })

  it('counts the provisions listed when two differ only in the case of a label', () => {
    const twoInOne = referenceIndex([article('1987', '8', [labelled('1987/8/B', 'B.'), labelled('1987/8/b', 'b.')])], ['1987'], 'Spelregels', siteUrls('/'))
    const resolution = resolveLidReference(parseLidReference('8b')!, twoInOne)
    expect(resolution.found.map((t) => t.id)).toEqual(['1987/8/b', '1987/8/B'])
    expect(resolution.message).toBe('Artikel 8 b staat in de editie 1987 (2 bepalingen).')
    expect(resolution.target).toBeNull()
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
    expect(resolve('99 B 1').message).toBe('Deze verzameling bevat artikel 99 uit geen enkele editie.')
    expect(resolve('1982 27 B 1')).toMatchObject({message: 'Deze verzameling bevat artikel 27 niet uit de editie 1982.', suggestionsAre: 'elsewhere'})
    expect(resolve('1997 27').message).toBe('Deze verzameling bevat artikel 27 niet uit de editie 1997.')
  })

  it('finds labels regardless of case, the exact case first', () => {
    expect(resolve('27b').found.map((t) => t.id)).toEqual(['1975/27/p1/b', '1987/27/B'])
    expect(resolve('27 B 1').found.map((t) => t.label)).toEqual(['B 1'])
  })
})

describe('referenceExamples', () => {
  it('writes the first lid two labels deep in the forms the search box reads, reading no further article', () => {
    let read = 0
    const counted = (function* () {
      for (const a of articles) {
        read++
        yield a
      }
    })()
    // 1997 art. 25 has B 2 as its first two-label path; the articles after it are not read.
    expect(referenceExamples(counted)).toEqual(['25 B 2', 'art. 25 lid B sub 2', '25B2'])
    expect(read).toBe(1)
    expect(searchPlaceholder(referenceExamples(articles))).toBe('Zoek, of ga naar 25 B 2')
  })

  it('gives only forms that read back as the example, one label where no lid has two, an article alone where nothing is labelled', () => {
    // `1212` would read as article 121 with label 2: left out.
    expect(referenceExamples([article('1987', '12', [labelled('1987/12/1', '1.', [labelled('1987/12/1/2', '2.')])])])).toEqual(['12 1 2', 'art. 12 lid 1 sub 2'])
    expect(referenceExamples([article('1987', '3', [labelled('1987/3/A', 'A.')])])).toEqual(['3 A', 'art. 3 lid A', '3A'])
    expect(referenceExamples([article('1987', '7', [provision('1987/7/p1', {kind: 'paragraph'})])])).toEqual(['7', 'art. 7'])
    expect(searchPlaceholder(referenceExamples([]))).toBe('Zoek in de spelregels')
  })
})

describe('formal citation', () => {
  it('cites a provision by corpus, edition, article and printed labels', () => {
    expect(printedLabelPath(['B.', '2.', '(b)', '(1)'])).toBe('B 2 (b) (1)')
    expect(formalCitation({corpusTitle: 'Spelregels voor wedstrijdbridge', edition: '1987', number: '25', label: 'B 2 (b) (1)'})).toBe('Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1)')
    expect(formalCitation({corpusTitle: 'Spelregels voor wedstrijdbridge', edition: '1987', number: '31', label: '', unit: 'eerste alinea'})).toBe('Spelregels voor wedstrijdbridge 1987, art. 31, eerste alinea')
    expect(citationWithUrl('Spelregels voor wedstrijdbridge 1987, art. 27 B 1', 'https://example.org/1987/artikel-27/#B-1')).toBe('Spelregels voor wedstrijdbridge 1987, art. 27 B 1, https://example.org/1987/artikel-27/#B-1')
  })
})
