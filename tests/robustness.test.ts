// Robustness of the parser (issue 6): bad input gets a clear diagnostic at its place, nothing is
// lost, and law text stays text all the way into the JSON export. Named cases with exact messages
// and trees (every parse here also passes the invariants of tests/helpers/fuzz.ts), the hostile
// fixture tests/fixtures/hostile/laws/1999/XSS.md, and the diagnostics page. Random input:
// robustness-fuzz.test.ts; a 10 MB source and 200 kB pathological lines: large-input.test.ts.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {articlesOf, type Corpus} from '../src/corpus.ts'
import {articleJson} from '../src/export/corpus-json.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {report, rules} from '../src/rules.ts'
import type {Provision} from '../src/types.ts'
import {messageLines, root} from './helpers/corpus.ts'
import {parseChecked, piecesProblems, roundTripProblems} from './helpers/fuzz.ts'
import {provisionsIn} from '../support/tree.ts'

const header = 'Sjabloon:2001:X\n'

/** Parse `{path: text}` and check the invariants (no throw, places inside the file, nothing lost). */
function parse(sources: Record<string, string | Uint8Array>): Corpus {
  return parseChecked(Object.entries(sources).map(([file, value]) => ({path: file, value})))
}

/** One source `laws/2001/X.md` with `body` after its header line. */
function parseBody(body: string | Uint8Array): Corpus {
  return parse({'laws/2001/X.md': typeof body === 'string' ? header + body : new Uint8Array([...new TextEncoder().encode(header), ...body])})
}

/** The articles as `[id, title, provisions, footnotes]`, a provision as `[id, title, text, children?]`. */
function outline(corpus: Corpus): unknown[] {
  const provision = (node: Provision): unknown[] => [node.id, node.title, node.text, ...(node.children.length > 0 ? [node.children.map(provision)] : [])]
  return corpus.editions.flatMap(articlesOf).map((article) => [article.id, article.title, article.children.map(provision), article.footnotes.map((footnote) => [footnote.number, footnote.provision])])
}

const bytes = (text: string) => [...new TextEncoder().encode(text)]

describe('empty and blank input', () => {
  test('an empty file is a header error at 1:1', () => {
    const corpus = parse({'laws/2001/X.md': ''})
    expect(messageLines(corpus)).toEqual(['laws/2001/X.md:1:1-1:1 error source-header Unexpected first line ``, expected `Sjabloon:2001:X`'])
    expect(corpus.editions).toEqual([])
  })

  test('a file of only whitespace is a header error', () => {
    const corpus = parse({'laws/2001/X.md': '  \n\t\n \u00A0 \n'})
    expect(messageLines(corpus)).toEqual(['laws/2001/X.md:1:3-1:3 error source-header Unexpected first line ``, expected `Sjabloon:2001:X`'])
    expect(corpus.editions).toEqual([])
  })

  test('a header and blank lines only is an empty source', () => {
    const corpus = parseBody('\n   \n\t\n')
    expect(messageLines(corpus)).toEqual(['laws/2001/X.md:1:1-1:1 error empty-source Unexpected source without articles, expected at least one `Artikel <nummer> <titel>` heading'])
    expect(outline(corpus)).toEqual([])
  })

  test('a file with no article heading: a text line above every heading is an error, a short heading-like line a section, the text under it that section’s own (kept, with a warning: never an empty source)', () => {
    const corpus = parseBody('\nDit staat boven alles.\n\nVoor de beurt bieden\n\nDit is een zin zonder artikel.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:3:1-3:23 error unrecognized-line Unexpected text `Dit staat boven alles.` before any article, expected a chapter, section or `Artikel` heading',
      "laws/2001/X.md:5:1-7:31 warning text-without-articles Unexpected law text under `Voor de beurt bieden` without any article on the page, expected a numbered chapter or section heading, or `Artikel` headings; the text is kept and published as that heading's own text"
    ])
    expect(corpus.editions[0]!.children[0]!.children.map((node) => [node.type, node.type === 'section' && node.title, node.type === 'section' && node.text?.map((paragraph) => paragraph.text)])).toEqual([
      ['section', 'Voor de beurt bieden', ['Dit is een zin zonder artikel.']]
    ])
  })

  test('a chapter page of a numbered heading and its own text alone is no empty source: the text is law text', () => {
    const corpus = parseBody('\nVIERDE TIJDVAK ~ HET SPELEN.\n\nHet tijdvak begint, wanneer drie passen zijn gevolgd.\n')
    expect(messageLines(corpus)).toEqual([])
    expect(corpus.editions[0]!.children[0]!.children.map((node) => [node.type, node.type === 'chapter' && node.text?.map((paragraph) => paragraph.text)])).toEqual([['chapter', ['Het tijdvak begint, wanneer drie passen zijn gevolgd.']]])
  })
})

describe('bytes, line ends and whitespace', () => {
  const body = '\nArtikel 1 Een\n\nA. Lid met marker ¹⁾\nen een tweede regel ²⁾.\n\n---\n\n1) Voetnoot.\n\nArtikel 2 Twee\n\n- Een opsomming\n- met twee regels.\n'
  const lf = parseBody(body)

  test('the LF version: one warning, at the marker', () => {
    expect(messageLines(lf)).toEqual(['laws/2001/X.md:6:21-6:23 warning footnote-missing Unexpected marker `²⁾` in artikel 1 without footnote 2) on the page, expected a `2) ...` line after a `---` rule or at the end of the lid'])
    expect(outline(lf)).toEqual([
      ['2001/1', 'Een', [['2001/1/A', 'Lid met marker', 'en een tweede regel.']], [['1', '2001/1/A']]],
      [
        '2001/2',
        'Twee',
        [
          ['2001/2/li1', null, 'Een opsomming'],
          ['2001/2/li2', null, 'met twee regels.']
        ],
        []
      ]
    ])
  })

  test.each([
    ['CRLF', '\r\n'],
    ['lone CR', '\r'],
    ['mixed CR, LF and CRLF', null]
  ])('%s line ends give the same tree and the same messages, positions included', (_, ending) => {
    // Mixed: a CR is never followed by an LF, which would make the two one CRLF.
    let count = 0
    const corpus = parseBody(body.replace(/\n/g, () => ending ?? ['\n', '\r', '\r\n'][count++ % 3]!))
    expect(messageLines(corpus)).toEqual(messageLines(lf))
    expect(corpus.editions).toEqual(lf.editions)
  })

  test('a byte order mark changes nothing, as text or as bytes', () => {
    const text = parse({'laws/2001/X.md': `\uFEFF${header}${body}`})
    const encoded = parse({'laws/2001/X.md': new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(header + body)])})
    for (const corpus of [text, encoded]) {
      expect(messageLines(corpus)).toEqual(messageLines(lf))
      expect(corpus.editions).toEqual(lf.editions)
    }
  })

  test('tabs count as spaces; positions are columns of the line as written', () => {
    const corpus = parseBody('\n\tArtikel 1 Een\n\n\tA.\tLid\tmet\ttabs\n\n\t\tTekst\tmet\ttabs.\n')
    expect(messageLines(corpus)).toEqual([])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/A', 'Lid met tabs', 'Tekst met tabs.']], []]])
    const lid = articlesOf(corpus.editions[0]!)[0]!.children[0]!
    expect(lid.position).toEqual({start: {line: 5, column: 2}, end: {line: 7, column: 18}})
  })

  test('no-break spaces (U+00A0, U+2007, U+202F) count as spaces, also in headings and labels', () => {
    const corpus = parseBody('\nArtikel\u00A01\u00A0Een\n\nA.\u00A0Lid\n\n\u00A0Tekst\u00A0met\u202Fsmalle\u2007spaties.\n')
    expect(messageLines(corpus)).toEqual([])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/A', 'Lid', 'Tekst met smalle spaties.']], []]])
  })

  test('NUL, ESC, DEL and bidirectional overrides are removed, each reported at its place', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nTe\u0000kst met \u001B[31m kleur\u007F en \u202Eomgekeerd\u202C.\n\u0000\n')
    const control = (name: string) => `warning control-character Unexpected control character ${name}, expected printable text (removed)`
    const bidi = (name: string) => `warning bidi-control Unexpected bidirectional control ${name}, expected text that reads in the order it is stored (removed)`
    expect(messageLines(corpus)).toEqual([
      `laws/2001/X.md:5:3-5:4 ${control('U+0000')}`,
      `laws/2001/X.md:5:12-5:13 ${control('U+001B')}`,
      `laws/2001/X.md:5:23-5:24 ${control('U+007F')}`,
      `laws/2001/X.md:5:28-5:29 ${bidi('U+202E (right-to-left override)')}`,
      `laws/2001/X.md:5:38-5:39 ${bidi('U+202C (pop directional formatting)')}`,
      `laws/2001/X.md:6:1-6:2 ${control('U+0000')}`
    ])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, 'Tekst met [31m kleur en omgekeerd.']], []]])
  })

  test('bytes that are not UTF-8 are an invalid-encoding error at each run of them, shown as U+FFFD', () => {
    const corpus = parseBody(new Uint8Array([...bytes('\nArtikel 1 Een\n\nTekst '), 0xff, 0xfe, ...bytes(' en '), 0xc3, ...bytes('.\n')]))
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:5:7-5:9 error invalid-encoding Unexpected bytes that are not UTF-8 (shown as U+FFFD), expected UTF-8 text',
      'laws/2001/X.md:5:13-5:14 error invalid-encoding Unexpected bytes that are not UTF-8 (shown as U+FFFD), expected UTF-8 text'
    ])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, 'Tekst \uFFFD\uFFFD en \uFFFD.']], []]])
  })

  test('bytes that are not UTF-8 in the header make it unreadable', () => {
    const corpus = parse({'laws/2001/X.md': new Uint8Array([...bytes('Sjabloon:2001:X'), 0xc0, 0x80, 0x0a])})
    expect(messageLines(corpus)).toEqual(['laws/2001/X.md:1:1-1:18 error source-header Unexpected first line `Sjabloon:2001:X\uFFFD\uFFFD`, expected `Sjabloon:2001:X`'])
  })

  test('control characters in a quoted header are written as escapes, not passed to the terminal', () => {
    const corpus = parse({'laws/2001/X.md': 'Sjabloon:2001:X\u001B[2J\u202E\n'})
    expect(messageLines(corpus)).toEqual(['laws/2001/X.md:1:1-1:21 error source-header Unexpected first line `Sjabloon:2001:X\\u{1B}[2J\\u{202E}`, expected `Sjabloon:2001:X`'])
  })
})

describe('lines that nest deeper than micromark reads', () => {
  const reason = 'warning markdown-nesting-too-deep Unexpected list or quote markers nested past column 64, expected Markdown nesting within 64 columns; Markdown reads them as text, the law text is kept'
  const footnote = 'warning footnote-outside-rule Unexpected footnote `1)` in artikel 1 with no marker of its number above it, expected a `---` rule, or two blank lines at the end of the lid, before footnotes; kept as text'
  test.each([
    ['nested list markers', '- ', [`6:65-6:81 ${reason}`, `9:65-9:81 ${reason}`]],
    ['block quotes', '> ', [`6:65-6:81 ${reason}`, `9:65-9:81 ${reason}`]],
    // The 22nd marker ends past column 64: the cut starts at the space after it.
    ['ordered list markers', '1) ', [`6:66-6:121 ${reason}`, `9:66-9:121 ${reason}`, `6:1-6:122 ${footnote}`, `9:1-9:121 ${footnote}`]]
  ])('a line of 40 %s gives the tree of one remark-parse run, though micromark reads only the markers within 64 columns, reported', (_, unit, messages) => {
    const value = `${header}\nArtikel 1 Een\n\nTekst.\n${unit.repeat(40)}x\nvervolg\n\n${unit.repeat(40)}\nvervolg.\n`
    expect(piecesProblems({path: 'laws/2001/X.md', value})).toEqual([])
    expect(messageLines(parse({'laws/2001/X.md': value}))).toEqual(messages.map((message) => `laws/2001/X.md:${message}`))
  })
})

describe('articles and their numbers', () => {
  test('an article heading without a title, with and without a period', () => {
    const corpus = parseBody('\nArtikel 12\n\nTekst.\n\nArtikel 13.\n\nTekst.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:3:1-3:11 warning article-without-title Unexpected heading of artikel 12 without a title, expected `Artikel 12 <titel>`',
      'laws/2001/X.md:7:1-7:12 warning article-without-title Unexpected heading of artikel 13 without a title, expected `Artikel 13 <titel>`'
    ])
    expect(outline(corpus)).toEqual([
      ['2001/12', null, [['2001/12/p1', null, 'Tekst.']], []],
      ['2001/13', null, [['2001/13/p1', null, 'Tekst.']], []]
    ])
  })

  test('a repeated article number in one file: an error each, pointing at the first; every id stays unique', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nA. Lid\n\nTekst.\n\nArtikel 1 Een\n\nA. Lid\n\nTekst.\n\nArtikel 1 Nog eens\n\nTekst.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:9:1-13:7 error duplicate-article Unexpected second artikel 1 in edition 2001, expected each article once (first in laws/2001/X.md)',
      'laws/2001/X.md:15:1-17:7 error duplicate-article Unexpected second artikel 1 in edition 2001, expected each article once (first in laws/2001/X.md)'
    ])
    expect(outline(corpus)).toEqual([
      ['2001/1', 'Een', [['2001/1/A', 'Lid', 'Tekst.']], []],
      ['2001/1~laws-2001-X-md', 'Een', [['2001/1~laws-2001-X-md/A', 'Lid', 'Tekst.']], []],
      ['2001/1~laws-2001-X-md-2', 'Nog eens', [['2001/1~laws-2001-X-md-2/p1', null, 'Tekst.']], []]
    ])
  })

  test('a repeated article number in two files: the cause names the other file', () => {
    const corpus = parse({
      'laws/2001/A.md': 'Sjabloon:2001:A\n\nArtikel 2 Eerder\n\nZie artikel 2 A.\n\nA. Lid\n',
      'laws/2001/B.md': 'Sjabloon:2001:B\n\nArtikel 2 Nogmaals\n\nZie artikel 2 A.\n'
    })
    const [message] = corpus.files[1]!.messages
    expect((message!.cause as {reason: string; file: string}).reason).toBe('First artikel is here, in laws/2001/A.md')
    expect((message!.cause as {file: string}).file).toBe('laws/2001/A.md')
    // The copy's references resolve against the first article of that number.
    expect(articlesOf(corpus.editions[0]!).map((article) => [article.id, article.children[0]!.refs.map((ref) => ref.resolved)])).toEqual([
      ['2001/2', ['2001/2/A']],
      ['2001/2~laws-2001-B-md', ['2001/2/A']]
    ])
  })

  test('gaps and reversals: a gap in an announced range, a reversal, no message for 12a or for a gap without range', () => {
    const corpus = parseBody(
      '\nDeel II Onregelmatigheden Art. 10 t/m 16\n\nArtikel 10 Een\n\nTekst.\n\nArtikel 12 Twee\n\nTekst.\n\nArtikel 12a Twee a\n\nTekst.\n\n' +
        'Artikel 15 Drie\n\nTekst.\n\nArtikel 11 Terug\n\nTekst.\n\nDeel III Zonder bereik\n\nArtikel 20 Vier\n\nTekst.\n\nArtikel 25 Vijf\n\nTekst.\n'
    )
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:21:1-21:17 warning article-out-of-order Unexpected artikel 11 after artikel 15, expected a higher number',
      'laws/2001/X.md:3:1-3:41 warning article-gap Unexpected gap in `Deel II Onregelmatigheden Art. 10 t/m 16`: no artikel 13 t/m 14, 16 in edition 2001, expected every article of art. 10 t/m 16'
    ])
    expect(articlesOf(corpus.editions[0]!).map((article) => article.id)).toEqual(['2001/10', '2001/12', '2001/12a', '2001/15', '2001/11', '2001/20', '2001/25'])
  })

  test('a chapter leaves the ranges of its sections to them: each gap is reported once', () => {
    const corpus = parseBody('\nDeel II Onregelmatigheden Art. 10 t/m 14\n\n§ I Eerst Art. 10 t/m 11\n\nArtikel 10 Een\n\nTekst.\n\n§ II Dan Art. 12 t/m 14\n\nArtikel 12 Twee\n\nTekst.\n\nArtikel 14 Vier\n\nTekst.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:5:1-5:25 warning article-gap Unexpected gap in `§ I Eerst Art. 10 t/m 11`: no artikel 11 in edition 2001, expected every article of art. 10 t/m 11',
      'laws/2001/X.md:11:1-11:24 warning article-gap Unexpected gap in `§ II Dan Art. 12 t/m 14`: no artikel 13 in edition 2001, expected every article of art. 12 t/m 14'
    ])
  })

  test('a range may continue in the next source file of the edition', () => {
    const corpus = parse({
      'laws/2001/A.md': 'Sjabloon:2001:A\n\nDeel I Begin Art. 1 t/m 3\n\nArtikel 1 Een\n\nTekst.\n',
      'laws/2001/B.md': 'Sjabloon:2001:B\n\nArtikel 2 Twee\n\nTekst.\n\nArtikel 3 Drie\n\nTekst.\n'
    })
    expect(messageLines(corpus)).toEqual([])
  })
})

describe('lids, footnotes and references', () => {
  test('a lid label out of sequence (A, C), a reversal (C, B) and a repeat (C again)', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nA. Eerste\n\nTekst.\n\nC. Derde\n\nTekst.\n\nB. Tweede\n\nTekst.\n\nC. Nogmaals derde\n\nTekst.\n')
    expect(messageLines(corpus)).toEqual([
      // The lid sequence is checked on the assembled article, after the parse of the page.
      'laws/2001/X.md:17:1-17:18 warning duplicate-label Unexpected second `C.` in artikel 1, expected each label once',
      'laws/2001/X.md:9:1-9:9 warning label-out-of-sequence Unexpected `C.` in artikel 1, expected `B`',
      'laws/2001/X.md:13:1-13:10 warning label-out-of-sequence Unexpected `B.` in artikel 1, expected `D`'
    ])
    expect(outline(corpus)).toEqual([
      [
        '2001/1',
        'Een',
        [
          ['2001/1/A', 'Eerste', 'Tekst.'],
          ['2001/1/C', 'Derde', 'Tekst.'],
          ['2001/1/B', 'Tweede', 'Tekst.'],
          ['2001/1/C~2', 'Nogmaals derde', 'Tekst.']
        ],
        []
      ]
    ])
  })

  test('nesting beyond (1): every deeper label shape is reported and kept as text', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nA. Lid\n\n1. Punt\n\n(a) Onderdeel\n\n(1) Subonderdeel\n\n(i) Nog dieper;\n\n(ii) en nog een.\n\na) ander soort;\n\n(A) hoofdletter.\n')
    const reason = (label: string) => `Unexpected label \`${label}\` below \`(1)\`, expected at most four levels (A. → 1. → (a) → (1)); kept as text`
    expect(messageLines(corpus)).toEqual([
      `laws/2001/X.md:13:1-13:16 warning nesting-too-deep ${reason('(i)')}`,
      `laws/2001/X.md:15:1-15:17 warning nesting-too-deep ${reason('(ii)')}`,
      `laws/2001/X.md:17:1-17:16 warning nesting-too-deep ${reason('a)')}`,
      `laws/2001/X.md:19:1-19:17 warning nesting-too-deep ${reason('(A)')}`
    ])
    expect(outline(corpus)).toEqual([
      ['2001/1', 'Een', [['2001/1/A', 'Lid', null, [['2001/1/A/1', 'Punt', null, [['2001/1/A/1/a', 'Onderdeel', null, [['2001/1/A/1/a/1', 'Subonderdeel', '(i) Nog dieper;\n(ii) en nog een.\na) ander soort;\n(A) hoofdletter.']]]]]]]], []]
    ])
  })

  test('a marker without footnote, a footnote without marker, a footnote without a rule under its marker, and a `1)` line with neither', () => {
    const corpus = parseBody(
      '\nArtikel 1 Een\n\nA. Lid\n\nTekst met marker ¹⁾ en nog een ²⁾.\n\n---\n\n1) Eerste voetnoot.\n3) Voetnoot zonder marker.\n\nArtikel 2 Twee\n\nTekst met marker ¹⁾.\n\n1) Voetnoot zonder regel.\n\nArtikel 3 Drie\n\nTekst zonder marker.\n\n1) Geen voetnoot.\n'
    )
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:24:1-24:18 warning footnote-outside-rule Unexpected footnote `1)` in artikel 3 with no marker of its number above it, expected a `---` rule, or two blank lines at the end of the lid, before footnotes; kept as text',
      'laws/2001/X.md:12:1-12:27 warning footnote-without-marker Unexpected footnote 3) in artikel 1 without marker, expected a `3⁾` marker in the article',
      'laws/2001/X.md:7:32-7:34 warning footnote-missing Unexpected marker `²⁾` in artikel 1 without footnote 2) on the page, expected a `2) ...` line after a `---` rule or at the end of the lid'
    ])
    expect(outline(corpus)).toEqual([
      [
        '2001/1',
        'Een',
        [['2001/1/A', 'Lid', 'Tekst met marker en nog een.']],
        [
          ['1', '2001/1/A'],
          ['3', null]
        ]
      ],
      ['2001/2', 'Twee', [['2001/2/p1', null, 'Tekst met marker.']], [['1', '2001/2/p1']]],
      [
        '2001/3',
        'Drie',
        [
          ['2001/3/p1', null, 'Tekst zonder marker.'],
          ['2001/3/p2', null, '1) Geen voetnoot.']
        ],
        []
      ]
    ])
  })

  test('in an article with a `---` rule, a `1)` line before it is text even under its marker; the canonical Markdown keeps that reading', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nTekst met marker ¹⁾.\n1) Geen voetnoot: de regel staat verderop.\n\n---\n\n1) Voetnoot.\n\nArtikel 2 Twee\n\nVoor ¹⁾ de beurt bieden\n1)\n(a) Voor de beurt bieden\n1)\n1) Een bieding.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:6:1-6:43 warning footnote-outside-rule Unexpected footnote `1)` in artikel 1 outside the footnotes after its `---` rule, expected footnotes right after the rule; kept as text',
      'laws/2001/X.md:17:1-17:3 warning footnote-outside-rule Unexpected footnote `1)` in artikel 2 with no marker of its number above it, expected a `---` rule, or two blank lines at the end of the lid, before footnotes; kept as text',
      'laws/2001/X.md:18:1-18:16 warning footnote-outside-rule Unexpected footnote `1)` in artikel 2 with no marker of its number above it, expected a `---` rule, or two blank lines at the end of the lid, before footnotes; kept as text'
    ])
    expect(outline(corpus)).toEqual([
      [
        '2001/1',
        'Een',
        [
          ['2001/1/p1', null, 'Tekst met marker.'],
          ['2001/1/p2', null, '1) Geen voetnoot: de regel staat verderop.']
        ],
        [['1', '2001/1/p1']]
      ],
      // The footnote without rule (line 15) comes before the `1)` lines: in the canonical Markdown it stands after a rule, below them.
      [
        '2001/2',
        'Twee',
        [
          ['2001/2/p1', null, 'Voor de beurt bieden'],
          ['2001/2/a', 'Voor de beurt bieden', '1)', [['2001/2/a/p1', null, '1) Een bieding.']]]
        ],
        [['1', '2001/2/p1']]
      ]
    ])
    expect(roundTripProblems(corpus)).toEqual([])
  })

  test('lid pages merged: a second lid under a label goes after the first whatever the order of the article, a note goes with it; parts of the same page are not marked as merged', () => {
    const corpus = parse({
      'laws/2001/7.md': 'Sjabloon:2001:7\nB. Schadeveroorzakende pas\nA. RT is verplicht te passen\n',
      'laws/2001/7A.md': 'Sjabloon:2001:7A\n1) Een bieding.\nM.i.v. 1 januari 1970 is lid A: toegevoegd\n',
      'laws/2001/8A.md': 'Sjabloon:2001:8A\nVoor de beurt bieden\nArtikel 8\n'
    })
    // B heads nothing on page 7: a title whose text is not transcribed; A's words hold a finite verb: a sentence, its text.
    expect(outline(corpus)).toEqual([
      [
        '2001/7',
        null,
        [
          ['2001/7/B', 'Schadeveroorzakende pas', null],
          ['2001/7/A', null, 'RT is verplicht te passen'],
          ['2001/7/A~2', null, '1) Een bieding.']
        ],
        []
      ],
      ['2001/8', null, [['2001/8/A', null, 'Voor de beurt bieden']], []]
    ])
    const [seven, eight] = corpus.editions.flatMap(articlesOf)
    expect(seven!.notes.map((note) => note.appliesTo)).toEqual(['2001/7/A~2'])
    expect(eight!.children[0]!.source).toBeUndefined()
  })

  test('a reference to a missing article stays unlinked without a message; a missing lid links to what exists, with a warning', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nA. Lid\n\nZie artikel 1 A, artikel 1 B, artikel 1 A2, artikel 99 en artikel 99 C.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:7:18-7:29 warning reference-target-missing Unexpected reference `artikel 1 B` to lid B of artikel 1, expected a lid that exists; linked to 2001/1',
      'laws/2001/X.md:7:31-7:43 warning reference-target-missing Unexpected reference `artikel 1 A2` to lid A2 of artikel 1, expected a lid that exists; linked to 2001/1/A'
    ])
    const [lid] = articlesOf(corpus.editions[0]!)[0]!.children
    expect(lid!.refs.map((ref) => [ref.text, ref.target, ref.resolved])).toEqual([
      ['artikel 1 A', '2001/1/A', '2001/1/A'],
      ['artikel 1 B', '2001/1/B', '2001/1'],
      ['artikel 1 A2', '2001/1/A/2', '2001/1/A'],
      ['artikel 99', '2001/99', null],
      ['artikel 99 C', '2001/99/C', null]
    ])
  })
})

describe('paths and headers', () => {
  test('a source outside an edition folder is refused, whatever its header', () => {
    const corpus = parse({'laws/nieuw/X.md': `${header}\nArtikel 1 Een\n\nTekst.\n`, 'X.md': header, 'laws/2001/sub/X.md': header})
    expect(messageLines(corpus)).toEqual([
      'laws/nieuw/X.md:1:1-1:16 error unknown-edition-folder Unexpected folder `nieuw`, expected an edition as the header pattern declares it (`\\d{4}`), such as `laws/1987/`',
      'X.md:1:1-1:16 error unknown-edition-folder Unexpected folder ``, expected an edition as the header pattern declares it (`\\d{4}`), such as `laws/1987/`',
      'laws/2001/sub/X.md:1:1-1:16 error unknown-edition-folder Unexpected folder `sub`, expected an edition as the header pattern declares it (`\\d{4}`), such as `laws/1987/`'
    ])
    expect(corpus.editions).toEqual([])
  })

  test('a first line that disagrees with the path is refused; surrounding spaces are allowed', () => {
    const corpus = parse({
      'laws/2001/Y.md': `${header}\nArtikel 1 Een\n\nTekst.\n`,
      'laws/2002/X.md': header,
      'laws/2001/Z.md': 'sjabloon:2001:Z\n',
      'laws/2001/W.md': '  Sjabloon:2001:W  \n\nArtikel 1 Een\n\nTekst.\n'
    })
    expect(messageLines(corpus)).toEqual([
      'laws/2001/Y.md:1:1-1:16 error source-path-mismatch Unexpected path `2001/Y.md` for `Sjabloon:2001:X`, expected `2001/X.md`',
      'laws/2002/X.md:1:1-1:16 error source-path-mismatch Unexpected path `2002/X.md` for `Sjabloon:2001:X`, expected `2001/X.md`',
      'laws/2001/Z.md:1:1-1:16 error source-header Unexpected first line `sjabloon:2001:Z`, expected `Sjabloon:2001:Z`'
    ])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, 'Tekst.']], []]])
  })
})

describe('law text is text: the hostile fixture', () => {
  const fixture = 'tests/fixtures/hostile/laws/1999/XSS.md'
  const corpus = parse({[fixture]: readFileSync(path.join(root, fixture), 'utf8')})
  const edition = corpus.editions[0]!
  const json = articlesOf(edition).map((article) => articleJson(article, edition))
  const provision = (id: string) => [...provisionsIn(json.find((article) => id.startsWith(`${article.id}/`))!.provisions)].find((p) => p.id === id)!

  test('parses without a message', () => {
    expect(messageLines(corpus)).toEqual([])
    expect(json.map((article) => article.id)).toEqual(['1999/1', '1999/2', '1999/3'])
  })

  test('HTML, Markdown links and images, entities and braces reach the article JSON exactly as written', () => {
    // Each line of the wiki's text is a paragraph, unless it continues the sentence of the line
    // before it (wrapped, read with a space): a provision's text, then its unlabeled paragraphs.
    const lines = (id: string) => {
      const own = provision(id)
      return [own.text, ...own.children.filter((child) => child.kind === 'paragraph').map((child) => child.text)].join('\n')
    }
    expect(json.map((article) => article.title)).toEqual(['Tekst met <script>alert(1)</script> in de titel', 'Tekens & {accolades}', 'Verwijzingen <b>en</b> &amp; meer'])
    expect(provision('1999/1/p1').text).toBe('Een speler die <script>alert(1)</script> typt, doet geen bieding.')
    expect([provision('1999/1/A').title, provision('1999/1/A').text]).toEqual(['Afbeelding <img src=x onerror=alert(1)>', 'De leider toont <img src=x onerror=alert(1)> niet; zie artikel 2 B.'])
    expect([provision('1999/1/B').title, lines('1999/1/B')]).toEqual([
      'Koppelingen [link](javascript:alert(1)) en ![img](x)',
      'De wedstrijdleider volgt [link](javascript:alert(1)) niet en toont ![img](x) niet.\n<a href="javascript:alert(1)">hier</a> is een vervolgregel van dezelfde alinea.'
    ])
    expect([provision('1999/2/A').title, lines('1999/2/A')]).toEqual(['Entiteiten &amp; &lt;b&gt; &#123; in de titel', 'Tekst met &amp; en &lt;b&gt; en &#123; en &#x26; blijft letterlijk staan.\n&amp; aan het begin van een regel.'])
    expect([provision('1999/2/B').title, lines('1999/2/B')]).toEqual(['Accolades { en }', '{ Een alinea die met een accolade begint } en een vervolgregel met } en {{Sjabloon:x}}.'])
    expect([provision('1999/2/B/1').title, lines('1999/2/B/1')]).toEqual([
      'Sterren *geen nadruk* en _geen nadruk_',
      '*geen nadruk* aan het begin, _ook niet_ en **niet vet**.\n[x](y) aan het begin, ![img](x) midden in de regel, <b>vet</b> aan het eind.\n<script>alert(2)</script> aan het begin van een regel.'
    ])
    // A Markdown escape is removed (`\#` → `#`); every other backslash stays.
    expect(lines('1999/2/B/2')).toBe('#5 is geen kop en # ook niet.\n> geen citaat maar tekst.\n`geen code` en ``ook geen code``.\nEen pad C:\\map\\bestand en een slash \\ aan het eind \\')
    expect([provision('1999/2/B/2/li1').text, provision('1999/2/B/2/li2').text]).toEqual(['<img src=x onerror=alert(2)> als opsomming', '[link](javascript:alert(2)) als opsomming'])
    expect(json.flatMap((article) => article.footnotes.map((footnote) => footnote.text))).toEqual([
      'Een voetnoot met &amp; en { accolades } en <b>vet</b>.',
      'Zie <a href="javascript:alert(1)">artikel 3</a> &amp; {x}.',
      '<script>alert(4)</script>',
      'Voetnoot bij de titel met [link](javascript:alert(5)).'
    ])
    expect(json[1]!.notes.map((note) => [note.text, note.appliesTo])).toEqual([['M.i.v. 1 januari 1999 is lid B: <script>alert(3)</script> toegevoegd.', '1999/2/B']])
  })

  test('references inside hostile text resolve like any other', () => {
    expect(provision('1999/3/p1').refs.map((ref) => [ref.text, ref.resolved])).toEqual([
      ['artikel 1 A', '1999/1/A'],
      ['artikel 2 B1', '1999/2/B/1'],
      ['1', '1999/1'],
      ['2', '1999/2'],
      ['3', '1999/3'],
      ['artikel 9', null]
    ])
  })

  test('every article round-trips: canonical Markdown escapes the text, parsing it gives the same tree', () => {
    expect(roundTripProblems(corpus)).toEqual([])
    const markdown = articleToMarkdown(articlesOf(edition)[1]!)
    for (const escaped of ['\\<script>alert(2)\\</script>', '\\[x]\\(y)', '\\*geen nadruk\\*', '\\_ook niet\\_', '\\&amp;', '\\> geen citaat', '\\`geen code\\`', '1\\. Sterren']) {
      expect(markdown).toContain(escaped)
    }
  })
})

describe('docs/diagnostics.md', () => {
  const docs = readFileSync(path.join(root, 'docs', 'diagnostics.md'), 'utf8')

  test('explains every rule id of src/rules.ts, with its severity, and no other', () => {
    const documented = [...docs.matchAll(/^### `([a-z-]+)` \((error|warning)\b/gm)].map((match) => [match[1], match[2]])
    expect(documented.toSorted()).toEqual(
      Object.entries(rules)
        .map(([id, rule]) => [id, rule.severity])
        .toSorted()
    )
  })

  test('has an anchor for every rule, right above its section, which each message links to', () => {
    const anchored = [...docs.matchAll(/^<a id="([a-z-]+)"><\/a>\n\n### `([a-z-]+)` /gm)].map((match) => [match[1], match[2]])
    expect(anchored.toSorted()).toEqual(
      Object.keys(rules)
        .map((id) => [id, id])
        .toSorted()
    )
    const file = new VFile({path: 'laws/1987/X.md', value: ''})
    report(file, 'Unexpected block', {ruleId: 'duplicate-block', place: undefined, cause: {reason: 'Kept copy is here', place: {start: {line: 1, column: 1}, end: {line: 1, column: 2}}}})
    expect(file.messages.map((message) => [message.url, (message.cause as VFileMessage).url])).toEqual([['docs/diagnostics.md#duplicate-block', 'docs/diagnostics.md#duplicate-block']])
  })

  test('marks exactly the rules that drop text', () => {
    const marked = [...docs.matchAll(/^### `([a-z-]+)` \((?:error|warning), drops (lines|the file)\)/gm)].map((match) => [match[1], match[2] === 'lines' ? 'lines' : 'file'])
    expect(marked.toSorted()).toEqual(
      Object.entries(rules)
        .flatMap(([id, rule]) => ('drops' in rule ? [[id, rule.drops]] : []))
        .toSorted()
    )
  })
})
