// The shape of one line on its own (src/parse/classify.ts); what a shape means in context is in
// the parser fixtures (tests/fixtures/parse).
import {describe, expect, test} from 'vitest'
import {classifyLine, labelStyleOf, labeledLineForm, lineClassifier, namedLids, readsAsTitle, splitRange} from '../src/parse/classify.ts'
import {numberedPageHeading, pageShape} from '../src/parse/pages.ts'

describe('classifyLine', () => {
  test('an `Artikel` line whose first word is a finite verb is a sentence: text with a period, without one sentence-like for the parser (a heading only where no article is open)', () => {
    expect(classifyLine('Artikel 11 is van toepassing.').kind).toBe('text')
    expect(classifyLine('Artikel 26 kan van toepassing zijn (zie ook artikel 16)')).toMatchObject({kind: 'article', sentenceLike: 'verb'})
    expect(classifyLine('Artikel 11 is van toepassing')).toMatchObject({kind: 'article', sentenceLike: 'verb'})
  })

  test('an `Artikel` heading that does not read like a title is marked sentence-like for the parser to weigh', () => {
    const sentenceLike = (line: string) => {
      const shape = classifyLine(line)
      return shape.kind === 'article' ? shape.sentenceLike : null
    }
    expect(sentenceLike('Artikel 25 wijzigen van biedingen, al dan niet reglementair')).toBe('likely')
    expect(sentenceLike('Artikel 12 Zie ook artikel 13.')).toBe('likely')
    expect(sentenceLike('Artikel 9-12 zijn ook van toepassing')).toBe('likely')
    expect(sentenceLike('Artikel 9 Gang van zaken na een onregelmatigheid')).toBe(false)
    expect(sentenceLike('Artikel 71. Opeisen van slagen.')).toBe(false)
    expect(sentenceLike('Artikel 13.')).toBe(false)
  })

  test('a separator after the article number is no part of the title', () => {
    for (const line of ['Artikel 30: Voor de beurt passen', 'Artikel 30 – Voor de beurt passen', 'Artikel 30 - Voor de beurt passen', 'Artikel 30 — Voor de beurt passen']) {
      expect(classifyLine(line)).toMatchObject({kind: 'article', number: '30', title: 'Voor de beurt passen'})
    }
  })

  test('a period, chapter or section numbered by an ordinal before its keyword is a heading; a sentence starting so is not', () => {
    expect(classifyLine('VIERDE TIJDVAK ~ HET SPELEN.')).toEqual({kind: 'chapter', keyword: 'TIJDVAK', number: 'VIERDE', title: 'HET SPELEN', range: null})
    expect(classifyLine('Derde hoofdstuk: Het bieden')).toEqual({kind: 'chapter', keyword: 'hoofdstuk', number: 'Derde', title: 'Het bieden', range: null})
    expect(classifyLine('TWEEDE PARAGRAAF')).toEqual({kind: 'section', keyword: 'PARAGRAAF', number: 'TWEEDE', title: '', range: null})
    // Every ordinal the collection names parts by, past the fifteenth too.
    expect(classifyLine('ZESTIENDE HOOFDSTUK ~ DE AFREKENING.')).toEqual({kind: 'chapter', keyword: 'HOOFDSTUK', number: 'ZESTIENDE', title: 'DE AFREKENING', range: null})
    expect(classifyLine('Twintigste paragraaf')).toEqual({kind: 'section', keyword: 'paragraaf', number: 'Twintigste', title: '', range: null})
    expect(classifyLine('TIJDVAK 4 ~ Het spelen')).toEqual({kind: 'chapter', keyword: 'TIJDVAK', number: '4', title: 'Het spelen', range: null})
    expect(classifyLine('Tweede deel van het bod is geldig.')).toEqual({kind: 'text', text: 'Tweede deel van het bod is geldig.'})
  })

  test('a range with a final period belongs to the range, not the title', () => {
    expect(classifyLine('HOOFDSTUK IV. ALGEMENE BEPALINGEN Art. 9 t/m 10.')).toMatchObject({kind: 'chapter', title: 'ALGEMENE BEPALINGEN', range: {from: '9', to: '10'}})
    expect(classifyLine('PARAGRAAF I. Het bieden Art. 9.')).toMatchObject({kind: 'section', title: 'Het bieden', range: {from: '9', to: '9'}})
    expect(splitRange('Het wijzigen van een bieding Art. 25 t/m 26.')).toEqual({title: 'Het wijzigen van een bieding', range: {from: '25', to: '26'}})
    expect(splitRange('Het bieden')).toEqual({title: 'Het bieden', range: null})
  })

  test('`(van kracht vanaf <datum>)` is an editorial note with its date', () => {
    expect(classifyLine('(van kracht vanaf 1 januari 1984)')).toEqual({kind: 'note', inForceFrom: '1984-01-01', text: '(van kracht vanaf 1 januari 1984)'})
  })
})

describe('labeledLineForm', () => {
  test('a lid title in capitals is a title, also with a final period; a sentence is text; a label alone takes its text from the next line', () => {
    expect(labeledLineForm('ONMIDDELLIJKE VERBETERING.')).toBe('title')
    expect(labeledLineForm('ONMIDDELLIJKE VERBETERING')).toBe('title')
    expect(labeledLineForm('Een speler past.')).toBe('text')
    expect(labeledLineForm('N.B.')).toBe('text')
    expect(labeledLineForm('Zin. (Zin tussen haakjes.)')).toBe('text')
    expect(labeledLineForm('')).toBe('title')
  })

  test('words that read as a title: short, a capital first, no sentence punctuation inside or at the end', () => {
    for (const rest of [
      'Gedwongen pas die schade toebrengt',
      'Verbetering die niet onmiddellijk, óf doelbewust plaatsvindt',
      'Op welk moment?',
      'De blinde (de beperkte rechten van de blinde zijn omschreven in de artikelen 42 en 43)',
      'Incomplete hand - geconstateerd voordat het spelen begint',
      'Bieding na art. 9 van de regels',
      'Entiteiten &amp; &lt;b&gt; in de titel'
    ]) {
      expect(readsAsTitle(rest), rest).toBe(true)
    }
  })

  test('a sentence never reads as a title, whatever its last character', () => {
    for (const rest of [
      'Zin. (Zin tussen haakjes.)',
      'Zin (zin tussen haakjes.)',
      'Eerste zin. Tweede zin zonder punt',
      'Op welk moment? Zodra de kaart ligt',
      'De leider beslist; de partner zwijgt',
      'Keuze: de leider beslist',
      'als zij is gedaan zonder dat is gewacht',
      'Zie artikel 12 C.',
      `Een regel ${'zonder leestekens '.repeat(7)}die te lang is voor een titel`
    ]) {
      expect(readsAsTitle(rest), rest).toBe(false)
    }
  })
})

describe('typography', () => {
  test('a declared article heading form is an article heading, its title as printed without the final period', () => {
    const classify = lineClassifier({articleHeadings: [String.raw`^(?<number>\d+[a-z]?)\. (?<title>\p{Lu}[\p{Lu} ]+)\.$`]})
    expect(classify('5. BIEDEN VOOR DE BEURT.')).toEqual({kind: 'article', number: '5', title: 'BIEDEN VOOR DE BEURT', sentenceLike: false})
    expect(classify('5. Een bieding voor de beurt.')).toMatchObject({kind: 'label', labelKind: 'number', label: '5'})
    expect(classifyLine('5. BIEDEN VOOR DE BEURT.')).toMatchObject({kind: 'label', labelKind: 'number'})
  })

  test('`a)` is a label of its own kind where the edition declares the style, else a deep label kept as text', () => {
    expect(lineClassifier({labelStyles: ['letter-paren']})('a) voordat iemand heeft geboden;')).toEqual({kind: 'label', labelKind: 'letter-paren', label: 'a', printed: 'a)', rest: 'voordat iemand heeft geboden;', bullet: false})
    expect(classifyLine('a) voordat iemand heeft geboden;')).toEqual({kind: 'deep-label', printed: 'a)', rest: 'voordat iemand heeft geboden;', bullet: false})
    expect(labelStyleOf('a)')).toBe('letter-paren')
    expect(labelStyleOf('(A)')).toBeNull()
  })

  test('page names: `31B` and `28-3` are lid pages, lettered and numbered; `283` is an article page', () => {
    expect(pageShape('31B')).toEqual({kind: 'lid', article: '31', lid: 'B'})
    expect(pageShape('28-3')).toEqual({kind: 'lid', article: '28', lid: '3'})
    expect(pageShape('12a-3')).toEqual({kind: 'lid', article: '12a', lid: '3'})
    expect(pageShape('283')).toEqual({kind: 'article', article: '283'})
    expect(pageShape('28-B')).toEqual({kind: 'chapter'})
  })

  test("on a per-article page, `<number>. TITEL IN HOOFDLETTERS.` of the page's number is its heading", () => {
    const page = pageShape('5')
    expect(numberedPageHeading(page, classifyLine('5. BIEDEN VOOR DE BEURT.'))).toEqual({kind: 'article', number: '5', title: 'BIEDEN VOOR DE BEURT', sentenceLike: false})
    expect(numberedPageHeading(page, classifyLine('6. BIEDEN VOOR DE BEURT.'))).toBeNull()
    expect(numberedPageHeading(page, classifyLine('5. Een bieding voor de beurt.'))).toBeNull()
    expect(numberedPageHeading(pageShape('HV2'), classifyLine('5. BIEDEN VOOR DE BEURT.'))).toBeNull()
  })
})

describe('namedLids', () => {
  test('the lids an editorial note names: one, a list, or a span', () => {
    expect(namedLids('M.i.v. 1 januari 1984 is lid C: toegevoegd')).toEqual(['C'])
    expect(namedLids('Per 1 januari 1984 zijn de leden b en c toegevoegd.')).toEqual(['b', 'c'])
    expect(namedLids('Per 1 januari 1984 zijn de leden A, B en C gewijzigd.')).toEqual(['A', 'B', 'C'])
    expect(namedLids('Per 1 januari 1984 zijn de leden a t/m c gewijzigd.')).toEqual(['a', 'b', 'c'])
    expect(namedLids('Per 1 januari 1984 is het artikel gewijzigd.')).toEqual([])
  })
})
