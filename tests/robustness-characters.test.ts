// Robustness of the parser on any Unicode text (issue 28): what a line is (LF, CR, CRLF; not
// U+2028 or U+2029, which JavaScript's regular expressions take for line ends), the characters that
// do not show what they are and the one policy of each kind (src/parse/characters.ts), and a U+FFFD
// of the file told apart from bytes that are not UTF-8 (src/parse/encoding.ts). Exact messages and
// texts; every parse here also passes the invariants of tests/helpers/fuzz.ts (no throw, every
// message inside its file, nothing lost, every such character reported by its rule).
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {articlesOf, buildCorpus, type Corpus} from '../src/corpus.ts'
import {classifyLine, splitRange} from '../src/parse/classify.ts'
import {decodeSource, replacedOffsets} from '../src/parse/encoding.ts'
import {parseSource} from '../src/parse/parse.ts'
import {characterName, plainLine, specialCharacters} from '../src/characters.ts'
import {quote} from '../src/rules.ts'
import type {Provision} from '../src/types.ts'
import {config, messageLines} from './helpers/corpus.ts'
import {fuzzParameters, lawLine, parseChecked, positionProblems, unreportedCharacters, type Input} from './helpers/fuzz.ts'

const header = 'Sjabloon:2001:X\n'
const path = 'laws/2001/X.md'
const bytes = (text: string) => [...new TextEncoder().encode(text)]

function parseBody(body: string): Corpus {
  return parseChecked([{path, value: header + body}])
}

/** The articles as `[id, title, provisions]`, a provision as `[id, title, text]`. */
function outline(corpus: Corpus): unknown[] {
  const provision = (node: Provision): unknown[] => [node.id, node.title, node.text, ...(node.children.length > 0 ? [node.children.map(provision)] : [])]
  return corpus.editions.flatMap(articlesOf).map((article) => [article.id, article.title, article.children.map(provision)])
}

/** `parseSource` on a file, as the data stage calls it; the messages as `line:column-line:column rule reason`. */
function parseFile(file: VFile): {articles: unknown[]; messages: string[]} {
  const source = parseSource(file, {provenance: {edition: '2001', page: 'X', path, wiki: config.wiki, site: config.site, title: 'Sjabloon:2001:X', url: null, revision: null, oldid: null, retrieved: null}, headerLines: 1})
  const corpus = {editions: [{children: [source]}]} as unknown as Corpus
  const messages = file.messages.map((message) => {
    const {start, end} = message.place as {start: {line: number; column: number}; end: {line: number; column: number}}
    return `${start.line}:${start.column}-${end.line}:${end.column} ${message.ruleId} ${message.reason}`
  })
  return {articles: outline(corpus), messages}
}

describe('a line ends at LF, CR or CRLF only', () => {
  test('U+2028 and U+2029 in a heading, a lid title and a text are spaces of the text, each reported at its place on its line', () => {
    const corpus = parseBody('\nArtikel 1 Een\u2028twee\n\nA. Lid\u2029titel\n\nTekst\u2028met ¹⁾ marker\u2029en\u2028\u2028meer.\n')
    const separator = (name: string) => `warning line-separator Unexpected ${name} inside a line, expected a line ending as LF, CR or CRLF (read as a space)`
    expect(messageLines(corpus)).toEqual([
      `laws/2001/X.md:3:14-3:15 ${separator('U+2028 (line separator)')}`,
      `laws/2001/X.md:5:7-5:8 ${separator('U+2029 (paragraph separator)')}`,
      `laws/2001/X.md:7:6-7:7 ${separator('U+2028 (line separator)')}`,
      `laws/2001/X.md:7:20-7:21 ${separator('U+2029 (paragraph separator)')}`,
      `laws/2001/X.md:7:23-7:25 ${separator('U+2028 (line separator)')}`,
      // The marker's column counts U+2028 as one character of line 7.
      'laws/2001/X.md:7:11-7:13 warning footnote-missing Unexpected marker `¹⁾` in artikel 1 without footnote 1) on the page, expected a `1) ...` line after a `---` rule or at the end of the lid'
    ])
    expect(outline(corpus)).toEqual([['2001/1', 'Een twee', [['2001/1/A', 'Lid titel', 'Tekst met marker en meer.']]]])
  })

  test('a line shape reads past U+2028 and U+2029 as past any other character', () => {
    expect(classifyLine('Artikel 1 Een\u2028twee')).toEqual({kind: 'article', number: '1', title: 'Een\u2028twee', sentenceLike: false})
    expect(classifyLine('1) Voetnoot\u2029tekst')).toEqual({kind: 'footnote', number: '1', text: 'Voetnoot\u2029tekst'})
    expect(splitRange('Het bieden\u2028en passen Art. 9 t/m 12')).toEqual({title: 'Het bieden\u2028en passen', range: {from: '9', to: '12'}})
    expect(splitRange('\u2029')).toEqual({title: '', range: null})
  })
})

describe('bidirectional controls: removed, each reported', () => {
  const controls: Array<[string, string]> = [
    ['061C', 'Arabic letter mark'],
    ['200E', 'left-to-right mark'],
    ['200F', 'right-to-left mark'],
    ['202A', 'left-to-right embedding'],
    ['202B', 'right-to-left embedding'],
    ['202C', 'pop directional formatting'],
    ['202D', 'left-to-right override'],
    ['202E', 'right-to-left override'],
    ['2066', 'left-to-right isolate'],
    ['2067', 'right-to-left isolate'],
    ['2068', 'first strong isolate'],
    ['2069', 'pop directional isolate']
  ]
  test.each(controls)('U+%s (%s) is removed from the text, reported at its column', (hex, name) => {
    const corpus = parseBody(`\nArtikel 1 Een\n\nVoor ${String.fromCharCode(Number.parseInt(hex, 16))}de beurt.\n`)
    expect(messageLines(corpus)).toEqual([`laws/2001/X.md:5:6-5:7 warning bidi-control Unexpected bidirectional control U+${hex} (${name}), expected text that reads in the order it is stored (removed)`])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, 'Voor de beurt.']]]])
  })
})

describe('zero-width characters: kept, each reported', () => {
  const invisible: Array<[string, string]> = [
    ['200B', 'zero-width space'],
    ['200C', 'zero-width non-joiner'],
    ['200D', 'zero-width joiner'],
    ['2060', 'word joiner'],
    ['FEFF', 'zero-width no-break space']
  ]
  test.each(invisible)('U+%s (%s) stays in the text, reported at its column', (hex, name) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16))
    const corpus = parseBody(`\nArtikel 1 Een\n\nVoor de${character} beurt.\n`)
    expect(messageLines(corpus)).toEqual([`laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected zero-width character U+${hex} (${name}), expected visible text (kept)`])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, `Voor de${character} beurt.`]]]])
  })

  test('a byte order mark that starts the file is no text; U+FEFF anywhere after it is kept and reported, also at the start or end of a line', () => {
    const body = '\nArtikel 1 Een\n\n\uFEFFTekst.\uFEFF\n'
    const expected = [
      'laws/2001/X.md:5:1-5:2 warning invisible-character Unexpected zero-width character U+FEFF (zero-width no-break space), expected visible text (kept)',
      'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected zero-width character U+FEFF (zero-width no-break space), expected visible text (kept)'
    ]
    for (const value of [`\uFEFF${header}${body}`, new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(header + body)])]) {
      const corpus = parseChecked([{path, value}])
      expect(messageLines(corpus)).toEqual(expected)
      expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, '\uFEFFTekst.\uFEFF']]]])
    }
  })

  test('a file of bytes that starts with two byte order marks: the second is a zero-width character of its first line', () => {
    const {messages} = parseFile(new VFile({path, value: new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, ...bytes(`${header}\nArtikel 1 Een\n\nTekst.\n`)])}))
    expect(messages).toEqual(['1:1-1:2 invisible-character Unexpected zero-width character U+FEFF (zero-width no-break space), expected visible text (kept)'])
  })
})

describe('one message per run of adjacent characters of a kind', () => {
  test('controls of one kind next to each other are one message naming each; past ten runs on a line, one message covers the rest', () => {
    const corpus = parseBody(`\nArtikel 1 Een\n\nA\u200B\u200D\u2060B.${'w\u200B'.repeat(11)}.\n`)
    const invisible = 'warning invisible-character Unexpected zero-width character'
    const runs = Array.from({length: 9}, (_, k) => `laws/2001/X.md:5:${8 + 2 * k}-5:${9 + 2 * k} ${invisible} U+200B (zero-width space), expected visible text (kept)`)
    expect(messageLines(corpus)).toEqual([
      `laws/2001/X.md:5:2-5:5 ${invisible} U+200B (zero-width space), U+200D (zero-width joiner), U+2060 (word joiner), expected visible text (kept)`,
      ...runs.slice(0, 8),
      // The ninth run of the 0x200B kind on the line is the tenth run: it and the two after it.
      `laws/2001/X.md:5:24-5:29 ${invisible} U+200B (zero-width space) (3 places from here to column 29), expected visible text (kept)`
    ])
    expect(unreportedCharacters(corpus, corpus.files[0]!)).toEqual([])
  })
})

describe('messages quote text with every such character written as an escape', () => {
  test('quote writes controls, bidirectional controls, zero-width characters, separators and lone surrogates as escapes; U+FFFD shows', () => {
    expect(quote('a\u0007b\u061Cc\u200Bd\uFEFFe\u2028f\uD800g\uFFFDh\u{1F600}')).toBe('a\\u{7}b\\u{61C}c\\u{200B}d\\u{FEFF}e\\u{2028}f\\u{D800}g\uFFFDh\u{1F600}')
  })

  test('a line quoted in a message keeps its zero-width space, written as an escape', () => {
    const corpus = parseBody('\nDit\u200B is tekst zonder artikel.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:3:4-3:5 warning invisible-character Unexpected zero-width character U+200B (zero-width space), expected visible text (kept)',
      'laws/2001/X.md:3:1-3:30 error unrecognized-line Unexpected text `Dit\\u{200B} is tekst zonder artikel.` before any article, expected a chapter, section or `Artikel` heading',
      'laws/2001/X.md:1:1-1:1 error empty-source Unexpected source without articles, expected at least one `Artikel <nummer> <titel>` heading'
    ])
  })
})

describe('U+FFFD: a character of the file, or bytes that are not UTF-8', () => {
  const valid = '\nArtikel 1 Een\n\nTekst '
  // `Tekst �(EF BF BD) en �(FF).`: one U+FFFD as UTF-8, one for a byte that is not UTF-8.
  const mixed = new Uint8Array([...bytes(header + valid), 0xef, 0xbf, 0xbd, ...bytes(' en '), 0xff, ...bytes('.\n')])
  const messages = [
    '5:7-5:8 replacement-character Unexpected replacement character U+FFFD in UTF-8 text, expected the character it stands for (kept)',
    '5:12-5:13 invalid-encoding Unexpected bytes that are not UTF-8 (shown as U+FFFD), expected UTF-8 text'
  ]
  const articles = [['2001/1', 'Een', [['2001/1/p1', null, 'Tekst \uFFFD en \uFFFD.']]]]

  test('the decoder records which U+FFFD stands for bytes that are not UTF-8, as TextDecoder decodes them', () => {
    // a, U+FFFD as UTF-8, FF, E2 82 cut short, b, ED A0 80 (a surrogate: three), then 😀 whole.
    const file = new VFile({path})
    const text = decodeSource(file, new Uint8Array([0x61, 0xef, 0xbf, 0xbd, 0xff, 0xe2, 0x82, 0x62, 0xed, 0xa0, 0x80, 0xf0, 0x9f, 0x98, 0x80]))
    expect(text).toBe('a\uFFFD\uFFFD\uFFFDb\uFFFD\uFFFD\uFFFD\u{1F600}')
    expect(file.data.notUtf8).toEqual([2, 3, 5, 6, 7])
    const valid = new VFile({path})
    expect(decodeSource(valid, new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbf, 0xbd]))).toBe('\uFFFD')
    expect(valid.data.notUtf8).toEqual([])
  })

  test('the bytes of a file given to parseSource: a U+FFFD of the file is a replacement-character warning, bytes that are not UTF-8 an invalid-encoding error', () => {
    expect(parseFile(new VFile({path, value: mixed}))).toEqual({articles, messages})
  })

  test('a file decoded by decodeSource, through the corpus: the same messages', () => {
    const file = new VFile({path})
    file.value = decodeSource(file, mixed)
    const corpus = buildCorpus([file], config)
    expect(messageLines(corpus)).toEqual(messages.map((message) => `laws/2001/X.md:${message.replace(/^(\S+) (\S+) /, (_, place: string, rule: string) => `${place} ${rule === 'invalid-encoding' ? 'error' : 'warning'} ${rule} `)}`))
    expect(outline(corpus)).toEqual(articles)
  })

  test('bytes that are not UTF-8 in twelve places on a line: nine messages, then one for the last three', () => {
    const line = new Uint8Array([...bytes(header + valid), ...Array.from({length: 12}, () => [0x77, 0xff]).flat(), 0x2e, 0x0a])
    const invalid = 'invalid-encoding Unexpected bytes that are not UTF-8 (shown as U+FFFD'
    expect(parseFile(new VFile({path, value: line})).messages).toEqual([
      ...Array.from({length: 9}, (_, k) => `5:${8 + 2 * k}-5:${9 + 2 * k} ${invalid}), expected UTF-8 text`),
      `5:26-5:31 ${invalid} (3 places from here to column 31)), expected UTF-8 text`
    ])
  })

  test('a text without a record of its decoding cannot tell them apart: every U+FFFD in it is an invalid-encoding error', () => {
    expect(parseFile(new VFile({path, value: header + valid + '\uFFFD en \uFFFD.\n'})).messages).toEqual([
      '5:7-5:8 invalid-encoding Unexpected bytes that are not UTF-8 (shown as U+FFFD), expected UTF-8 text',
      '5:12-5:13 invalid-encoding Unexpected bytes that are not UTF-8 (shown as U+FFFD), expected UTF-8 text'
    ])
  })

  test('a lone surrogate in a text given as a string is an invalid-encoding error and U+FFFD in the text; a pair is a character', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nTekst \uD800 en \uDC00\uD83D\uDE00.\n')
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:5:7-5:8 error invalid-encoding Unexpected lone surrogate U+D800, expected Unicode text (shown as U+FFFD)',
      'laws/2001/X.md:5:12-5:13 error invalid-encoding Unexpected lone surrogate U+DC00, expected Unicode text (shown as U+FFFD)'
    ])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, 'Tekst \uFFFD en \uFFFD\u{1F600}.']]]])
  })

  test('on random bytes, the decoder gives the text TextDecoder gives and marks exactly the U+FFFD that stand for bytes', () => {
    // Valid text (with U+FFFD in it) and sequences that are not UTF-8; none of these starts with a
    // continuation byte, so each decodes as it would alone.
    const part = fc.oneof(
      fc.string({unit: fc.constantFrom('a', 'é', '\uFFFD', '\u{1F600}', '\u2028', '\n')}).map((text) => ({bytes: bytes(text), replaced: 0})),
      fc
        .constantFrom([0xff], [0xc3], [0xe2, 0x82], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xf0, 0x9f, 0x98], [0xf4, 0x90, 0x80, 0x80])
        .map((invalid) => ({bytes: invalid, replaced: new TextDecoder().decode(new Uint8Array(invalid)).length}))
    )
    fc.assert(
      fc.property(fc.array(part, {maxLength: 12}), (parts) => {
        const expected: number[] = []
        let text = ''
        for (const {bytes: chunk, replaced} of parts) {
          for (let k = 0; k < replaced; k++) expected.push(text.length + k)
          text += new TextDecoder().decode(new Uint8Array(chunk))
        }
        const all = new Uint8Array(parts.flatMap((entry) => entry.bytes))
        expect(new TextDecoder().decode(all)).toBe(text)
        expect(replacedOffsets(all)).toEqual(expected)
      }),
      fuzzParameters(300)
    )
  })
})

describe('any Unicode text', () => {
  // Every code point, the characters of the catalogue, lone surrogates, line ends and line shapes.
  const special = fc.constantFrom(
    '\u2028',
    '\u2029',
    '\u061C',
    '\u200E',
    '\u200F',
    '\u202A',
    '\u202E',
    '\u2066',
    '\u2069',
    '\u200B',
    '\u200C',
    '\u200D',
    '\u2060',
    '\uFEFF',
    '\u0000',
    '\u0007',
    '\u000B',
    '\u000C',
    '\u001B',
    '\u007F',
    '\u0085',
    '\u009F',
    '\uFFFD',
    '\uD800',
    '\uDBFF',
    '\uDC00',
    '\uDFFF',
    '\t',
    ' ',
    '\u00A0',
    '\u3000'
  )
  const part = fc.oneof(
    {arbitrary: fc.string({unit: 'binary', maxLength: 12}), weight: 4},
    {arbitrary: special, weight: 4},
    {arbitrary: fc.integer({min: 0xd800, max: 0xdfff}).map((code) => String.fromCharCode(code)), weight: 1},
    {arbitrary: fc.constantFrom('\n', '\r', '\r\n', '\n\n'), weight: 3},
    {arbitrary: fc.constantFrom('Artikel 1 Een', 'A. ', '1. ', '(a) ', '1) ', '- ', '> ', '---', '¹⁾', '# '), weight: 2},
    {arbitrary: lawLine, weight: 2}
  )
  const source: fc.Arbitrary<Input> = fc.record({article: fc.boolean(), parts: fc.array(part, {maxLength: 40}), asBytes: fc.boolean()}).map(({article, parts, asBytes}) => {
    const text = header + (article ? '\nArtikel 1 Een\n\n' : '') + parts.join('')
    return {path, value: asBytes ? new TextEncoder().encode(text) : text}
  })

  test('arbitrary code points with separators, lone surrogates and controls mixed in: no throw, every message inside the file, nothing lost, every character reported', () => {
    fc.assert(
      fc.property(source, (input) => {
        const corpus = parseChecked([input])
        expect(corpus.files.flatMap((file) => positionProblems(file))).toEqual([])
      }),
      fuzzParameters(400)
    )
  })
})

describe('every character that does not show what it is, drawn from Unicode properties', () => {
  /** Every code point (surrogates apart) whose one-character string `pattern` matches. */
  const codePoints = (pattern: RegExp) => {
    const found: string[] = []
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue
      const character = String.fromCodePoint(code)
      if (pattern.test(character)) found.push(character)
    }
    return found
  }
  const hex = (character: string) => character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
  // The rules' own words for the kinds that have theirs: bidirectional controls, zero-width characters, separators.
  const bidi = /^[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]$/u
  const zeroWidth = /^[\u200B-\u200D\u2060\uFEFF]$/u

  test('format characters, default-ignorable code points and the fillers: kept, each reported at its place', () => {
    // The fillers and the combining grapheme joiner are listed as well: the property must hold them.
    const characters = codePoints(/^[\p{Cf}\p{Default_Ignorable_Code_Point}\u034F\u115F\u1160\u3164\uFFA0\u2800]$/u).filter((character) => !/^[\p{Zl}\p{Zp}]$/u.test(character))
    expect(characters.length).toBeGreaterThan(4000)
    const body = characters.map((character) => `Voor de${character} beurt.`).join('\n\n')
    const corpus = parseBody(`\nArtikel 1 Een\n\n${body}\n`)
    const expected = characters.map((character, k) => {
      const line = 5 + 2 * k
      const place = `laws/2001/X.md:${line}:8-${line}:${8 + character.length}`
      const words = bidi.test(character) ? 'bidi-control Unexpected bidirectional control' : `invisible-character Unexpected ${zeroWidth.test(character) ? 'zero-width' : 'invisible'} character`
      return `${place} ${words} U+${hex(character)}`
    })
    // Each message up to the character it names: the place, the rule and the kind in words.
    expect(messageLines(corpus).map((line) => /^(\S+) warning (\S+ Unexpected .*? U\+[0-9A-F]+)/.exec(line)?.slice(1).join(' '))).toEqual(expected)
    const texts = outline(corpus)[0] as [string, string, Array<[string, null, string]>]
    // Kept, but the bidirectional controls, which are removed.
    expect(texts[2].map(([, , text]) => text)).toEqual(characters.map((character) => (bidi.test(character) ? 'Voor de beurt.' : `Voor de${character} beurt.`)))
  })

  test('space separators but the space and the no-break spaces: read as spaces, each reported at its place', () => {
    const characters = codePoints(/^\p{Zs}$/u).filter((character) => !/^[\u0020\u00A0\u2007\u202F]$/u.test(character))
    expect(characters.map(hex)).toEqual(['1680', '2000', '2001', '2002', '2003', '2004', '2005', '2006', '2008', '2009', '200A', '205F', '3000'])
    const corpus = parseBody(`\nArtikel 1 Een\n\n${characters.map((character) => `Voor${character}de beurt.`).join('\n\n')}\n`)
    expect(messageLines(corpus)).toEqual(
      characters.map((character, k) => `laws/2001/X.md:${5 + 2 * k}:5-${5 + 2 * k}:6 warning invisible-character Unexpected space character ${characterName(character)}, expected a plain space (read as a space)`)
    )
    expect(outline(corpus)).toEqual([['2001/1', 'Een', characters.map((_, k) => [`2001/1/p${k + 1}`, null, 'Voor de beurt.'])]])
  })

  test('the no-break spaces are spaces of the text without a message, as before', () => {
    const corpus = parseBody('\nArtikel 1 Een\n\nVoor\u00A0de\u2007beurt\u202Fbieden.\n')
    expect(messageLines(corpus)).toEqual([])
    expect(outline(corpus)).toEqual([['2001/1', 'Een', [['2001/1/p1', null, 'Voor de beurt bieden.']]]])
  })

  const probes: Array<[string, string]> = [
    ['\u00AD', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected invisible character U+00AD (soft hyphen), expected visible text (kept)'],
    ['\u2061', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected invisible character U+2061 (function application), expected visible text (kept)'],
    ['\u180E', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected invisible character U+180E (Mongolian vowel separator), expected visible text (kept)'],
    ['\u3164', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected invisible character U+3164 (Hangul filler), expected visible text (kept)'],
    ['\u034F', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected invisible character U+034F (combining grapheme joiner), expected visible text (kept)'],
    ['\u115F', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected invisible character U+115F (Hangul choseong filler), expected visible text (kept)'],
    ['\u2800', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected invisible character U+2800 (braille pattern blank), expected visible text (kept)'],
    ['\u{E0041}', 'laws/2001/X.md:5:8-5:10 warning invisible-character Unexpected invisible character U+E0041, expected visible text (kept)'],
    ['\u3000', 'laws/2001/X.md:5:8-5:9 warning invisible-character Unexpected space character U+3000 (ideographic space), expected a plain space (read as a space)']
  ]
  test.each(probes.map(([character, message]) => [character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'), character, message]))('U+%s is reported at its column', (_, character, message) => {
    const corpus = parseBody(`\nArtikel 1 Een\n\nVoor de${character} beurt.\n`)
    expect(messageLines(corpus)).toEqual([message])
  })

  test('quote writes them as escapes', () => {
    expect(quote('a\u00ADb\u3164c\u3000d\u{E0041}e\u00A0f')).toBe('a\\u{AD}b\\u{3164}c\\u{3000}d\\u{E0041}e\u00A0f')
  })
})

describe('byte order marks', () => {
  const bom = [0xef, 0xbb, 0xbf]
  const body = Buffer.from('Sjabloon:2001:X\n\nArtikel 1 Een\n\nTekst.\n')
  const parsed = (bytes: number[]) => buildCorpus([new VFile({path: 'laws/2001/X.md', value: new Uint8Array([...bytes, ...body])})], config)

  test('one leading byte order mark is left out without a word; a second one is text, reported at its place', () => {
    expect(messageLines(parsed(bom))).toEqual([])
    expect(messageLines(parsed([...bom, ...bom]))).toEqual(['laws/2001/X.md:1:1-1:2 warning invisible-character Unexpected zero-width character U+FEFF (zero-width no-break space), expected visible text (kept)'])
    expect(articlesOf(parsed([...bom, ...bom]).editions[0]!).map((article) => article.id)).toEqual(['2001/1'])
  })
})

test('a plain line holds no character the special-character rules match: the fast path never skips a finding', () => {
  const plain = Array.from({length: 0x10000}, (_, code) => String.fromCharCode(code)).filter((character) => plainLine.test(character))
  // Tab, printable ASCII, printable Latin-1 without U+00A0 and U+00AD.
  expect(plain.length).toBe(1 + 95 + 94)
  expect(plain.filter((character) => character.match(new RegExp(specialCharacters.source, 'u')) !== null)).toEqual([])
})
