// Footnote markers in every printed form (src/parse/markers.ts), one line at a time; what a marker
// does in an article (footnotes linked, `footnote-missing`) is in the parser fixtures
// (tests/fixtures/parse/paren-marker-*, superscript-digits-glued-to-words*).
import {describe, expect, test} from 'vitest'
import {extractMarkers, findMarkers, insertMarkers} from '../src/parse/markers.ts'
import {articlesOf} from '../src/corpus.ts'
import {config, parseSources} from './helpers/corpus.ts'
import {roundTripProblems} from './helpers/fuzz.ts'

const declared = {superscriptDigits: true}

describe('a `1)` after a word', () => {
  test('is a marker, taken out with the space before it, in the middle of a sentence and before punctuation', () => {
    expect(extractMarkers('terwijl zijn RT aan de beurt is 1), geldt als straf')).toEqual({text: 'terwijl zijn RT aan de beurt is, geldt als straf', markers: [{number: '1', offset: 31, glued: false}]})
    expect(extractMarkers('alle 12) voorafgaande biedingen')).toEqual({text: 'alle voorafgaande biedingen', markers: [{number: '12', offset: 4, glued: false}]})
    expect(extractMarkers('verder passen 3).')).toEqual({text: 'verder passen.', markers: [{number: '3', offset: 13, glued: false}]})
  })

  test('stays text inside an open parenthesis, after a word that names or joins numbered parts, after a one-letter word, and at the start of a line', () => {
    for (const line of [
      'de gevallen (zie 1) hieronder)',
      'zoals onder 1) en 2) bepaald',
      'zie punt 3) van dit lid',
      'artikel 23 A 1) is van toepassing',
      '1) Een voetnoot.',
      'a) een label',
      'een nummer 123) of 0) is geen voetnoot',
      'het woord 1)a telt niet'
    ]) {
      expect(extractMarkers(line)).toEqual({text: line, markers: []})
    }
  })

  test('after a parenthesis closed by an enumeration, a later `1)` after a word is a marker again', () => {
    expect(extractMarkers('de gevallen (zie 1) hieronder) waarin hij past 2), zijn uitgezonderd').markers).toEqual([{number: '2', offset: 46, glued: false}])
  })

  test('a `1)` is found in the raw line as in its text, after more spaces or with its `)` escaped, at the column of its digits', () => {
    expect(findMarkers('Hij is  1\\), geldt').map((marker) => marker.at)).toEqual([8])
    expect(extractMarkers('Hij is 1), geldt').markers).toHaveLength(1)
  })
})

describe('digits glued to a word', () => {
  test('are markers where the edition declares superscript digits: after a lower-case word of two or more letters, then a space, punctuation or the end', () => {
    expect(extractMarkers('geen speelruimte1 meer; ook zijn partner2, niet de tegenpartij12', declared)).toEqual({
      text: 'geen speelruimte meer; ook zijn partner, niet de tegenpartij',
      markers: [
        {number: '1', offset: 16, glued: true},
        {number: '2', offset: 39, glued: true},
        {number: '12', offset: 60, glued: true}
      ]
    })
  })

  test('references, numbers, ordinals, capitals, unit words and three digits stay text, declared or not', () => {
    for (const line of ['zie artikel 16C2 en artikel 23 A2, lid B1', 'het reglement van 1997', 'de 2e ronde en de 3de', 'Speelruimte1 aan het begin', 'zie artikel23', 'een getal als woord123', 'x2 en mp3a']) {
      expect(extractMarkers(line, declared)).toEqual({text: line, markers: []})
    }
  })

  test('are text where the edition does not declare them', () => {
    expect(extractMarkers('geen speelruimte1 meer')).toEqual({text: 'geen speelruimte1 meer', markers: []})
  })
})

describe('superscripts', () => {
  test('are markers in every edition, with or without a space before them, next to the other forms', () => {
    expect(extractMarkers('reglementair ¹⁾ bod, toekent²⁾ en is 3) verder', declared).markers).toEqual([
      {number: '1', offset: 12, glued: false},
      {number: '2', offset: 25, glued: true},
      {number: '3', offset: 31, glued: false}
    ])
  })

  test('are how every marker is written back, where it stood', () => {
    const {text, markers} = extractMarkers('zijn RT aan de beurt is 1), geldt; ook zijn partner2, niet', declared)
    expect(insertMarkers(text, markers)).toBe('zijn RT aan de beurt is ¹⁾, geldt; ook zijn partner²⁾, niet')
  })
})

test('an article with `1)` and glued markers and footnotes without a rule: its canonical Markdown parses back to the same tree', () => {
  const source = 'Sjabloon:1963:X\n\nArtikel 1 Een\n\nA. Lid\n\nTekst waarin hij aan de beurt is 1), en zijn partner2 past.\n\n\n1) Eerste voetnoot.\n2) Tweede voetnoot.\n\nB. Ander lid\n\nZie onder 1) en (zie 1) hieronder).\n'
  const corpus = parseSources({'laws/1963/X.md': source}, {...config, typography: {'1963': declared}})
  // `onder 1)` is a reference (to a lid 1 the article lacks), no marker.
  expect(corpus.files.flatMap((file) => file.messages.map((message) => message.ruleId))).toEqual(['reference-target-missing'])
  const [article] = articlesOf(corpus.editions[0]!)
  expect(article!.footnotes.map((footnote) => [footnote.number, footnote.provision])).toEqual([
    ['1', '1963/1/A'],
    ['2', '1963/1/A']
  ])
  expect(roundTripProblems(corpus)).toEqual([])
})

describe('a symbol after a word or punctuation (`*)`, `**)`, `†`)', () => {
  test('is a marker known by its symbols, taken out with the space before it, glued or not', () => {
    expect(extractMarkers('vier personen *), twee tegen twee')).toEqual({text: 'vier personen, twee tegen twee', markers: [{number: '*', offset: 13, glued: false, symbol: '*)'}]})
    expect(extractMarkers('dertien kaarten**).')).toEqual({text: 'dertien kaarten.', markers: [{number: '**', offset: 15, glued: true, symbol: '**)'}]})
    expect(extractMarkers('één voor één uit †. Dan ‡)')).toEqual({
      text: 'één voor één uit. Dan',
      markers: [
        {number: '†', offset: 16, glued: false, symbol: '†'},
        {number: '‡', offset: 21, glued: false, symbol: '‡)'}
      ]
    })
  })

  test('stays text where no word stands before it: arithmetic, a lone star, the start of a line', () => {
    for (const line of ['3 * 4 is twaalf', 'een ster * en een ( *) haakje', '*) Een voetnoot.', '† Een voetnoot.']) expect(extractMarkers(line)).toEqual({text: line, markers: []})
  })

  test('goes back as printed', () => {
    const {text, markers} = extractMarkers('vier personen *), dertien kaarten**) en uit †.')
    expect(insertMarkers(text, markers)).toBe('vier personen *), dertien kaarten**) en uit †.')
  })
})
