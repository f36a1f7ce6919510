// Word diffs: exact operations, whitespace is never a change, case and diacritics are.
import {describe, expect, test} from 'vitest'
import fc from 'fast-check'
import {sameTitleText} from '../src/align/text.ts'
import {diffWords, sideText, titlesReadTheSame, tokenize} from '../src/diff/words.ts'

describe('diffWords', () => {
  test('a reworded phrase becomes one delete and one insert between equal runs', () => {
    const result = diffWords('Een speler mag een abusievelijk gedane bieding vervangen.', 'Een speler mag een onopzettelijk gedane bieding vervangen.')
    expect(result.ops).toEqual([
      {op: 'equal', text: 'Een speler mag een'},
      {op: 'delete', text: ' abusievelijk'},
      {op: 'insert', text: ' onopzettelijk'},
      {op: 'equal', text: ' gedane bieding vervangen.'}
    ])
    expect([result.changedWords, result.totalWords, result.changeShare]).toEqual([2, 16, 0.125])
  })

  test('whitespace-only and line-break differences are not changes, and each side keeps its own spacing', () => {
    const result = diffWords('Als  de pas\nvoor de beurt', 'Als de pas voor de   beurt')
    expect(result.ops).toEqual([
      {op: 'equal', text: 'Als'},
      {op: 'delete', text: '  '},
      {op: 'insert', text: ' '},
      {op: 'equal', text: 'de pas'},
      {op: 'delete', text: '\n'},
      {op: 'insert', text: ' '},
      {op: 'equal', text: 'voor de'},
      {op: 'delete', text: ' '},
      {op: 'insert', text: '   '},
      {op: 'equal', text: 'beurt'}
    ])
    expect([result.changeShare, result.changedWords, result.totalWords]).toEqual([0, 0, 12])
  })

  test('equal texts count their words as a diff of different texts does (a soft hyphen stays inside its word)', () => {
    const text = 'co\u00adöperatie en'
    expect(diffWords(text, text).totalWords).toBe(4)
    expect(diffWords(text, `${text} x`).totalWords).toBe(5)
  })

  test('a diacritics-only change is a change', () => {
    expect(diffWords('voordat een speler', 'vóórdat een speler').ops).toEqual([
      {op: 'delete', text: 'voordat'},
      {op: 'insert', text: 'vóórdat'},
      {op: 'equal', text: ' een speler'}
    ])
  })

  test('a case-only change is a change', () => {
    expect(diffWords('zie artikel 23 a', 'zie artikel 23 A').ops).toEqual([
      {op: 'equal', text: 'zie artikel 23'},
      {op: 'delete', text: ' a'},
      {op: 'insert', text: ' A'}
    ])
  })

  test('punctuation is a token of its own', () => {
    expect(diffWords('geen straf;', 'geen straf.').ops).toEqual([
      {op: 'equal', text: 'geen straf'},
      {op: 'delete', text: ';'},
      {op: 'insert', text: '.'}
    ])
    expect(tokenize('toekent, (a)').map((token) => [token.space, token.text, token.word])).toEqual([
      ['', 'toekent', true],
      ['', ',', false],
      [' ', '(', false],
      ['', 'a', true],
      ['', ')', false]
    ])
  })

  test('an added or removed text is one insert or one delete', () => {
    expect(diffWords('', 'Nieuwe tekst.').ops).toEqual([{op: 'insert', text: 'Nieuwe tekst.'}])
    expect(diffWords('Oude tekst.', '').ops).toEqual([{op: 'delete', text: 'Oude tekst.'}])
    expect(diffWords('', '')).toEqual({ops: [], changeShare: 0, replacedWhole: false, changedWords: 0, totalWords: 0, same: true, changedAt: {old: [], new: []}})
  })

  test('beyond maxEditLength the texts are replaced as a whole, and flagged', () => {
    const result = diffWords('a b c d e f', 'u v w x y z', {maxEditLength: 3})
    expect(result).toEqual({
      ops: [
        {op: 'delete', text: 'a b c d e f'},
        {op: 'insert', text: 'u v w x y z'}
      ],
      changeShare: 1,
      replacedWhole: true,
      changedWords: 12,
      totalWords: 12,
      same: false,
      changedAt: {old: [0, 2, 4, 6, 8, 10], new: [0, 2, 4, 6, 8, 10]}
    })
  })

  test('a word composed or decomposed (NFC, NFD) or with an invisible character reads the same: shown in its own form, not counted', () => {
    const composed = 'De pas vóór de beurt.'
    const decomposed = composed.normalize('NFD')
    const result = diffWords(composed, decomposed)
    expect(result.ops).toEqual([
      {op: 'equal', text: 'De pas '},
      {op: 'delete', text: 'vóór'},
      {op: 'insert', text: 'vóór'.normalize('NFD')},
      {op: 'equal', text: ' de beurt.'}
    ])
    expect([result.changedWords, result.changeShare, result.same]).toEqual([0, 0, true])
    const invisible = diffWords('een overtredende partij.', 'een over\u00ADtredende\u200B partij.\u200B')
    expect(invisible.ops).toEqual([
      {op: 'equal', text: 'een '},
      {op: 'delete', text: 'overtredende'},
      {op: 'insert', text: 'over\u00ADtredende\u200B'},
      {op: 'equal', text: ' partij.'},
      {op: 'insert', text: '\u200B'}
    ])
    expect([invisible.changedWords, invisible.same]).toEqual([0, true])
    for (const [a, b] of [
      [composed, decomposed],
      ['een niet overtredende partij', 'een niet\u00ADover\u200Btredende partij\u200B'],
      ['\u200B', 'a\u00AD']
    ] as const) {
      const {ops} = diffWords(a, b)
      expect([sideText(ops, 'old'), sideText(ops, 'new')]).toEqual([a, b])
    }
  })

  test('both sides can be read back from the operations', () => {
    const ops = diffWords('Een speler mag passen.', 'Elke speler mag passen of doubleren.').ops
    expect([sideText(ops, 'old'), sideText(ops, 'new')]).toEqual(['Een speler mag passen.', 'Elke speler mag passen of doubleren.'])
  })
})

describe('titles read the same', () => {
  test('in another typography only: a final period, or capitals on one side', () => {
    expect([titlesReadTheSame('HET BIEDEN.', 'Het bieden'), titlesReadTheSame('Overzicht van het bieden.', 'Overzicht van het bieden'), titlesReadTheSame('HET SPELEN', 'HET SPELEN')]).toEqual([true, true, true])
  })

  test('whenever headings are joined by their title: a heading matched on its title never has it changed', () => {
    // A title as a heading prints it (no space at either end), and the same title in another typography: capitals, a final period or colon.
    const title = fc.stringMatching(/^[A-Za-zÉé](?:[A-Za-zÉé ]{0,10}[A-Za-zÉé])?$/u)
    fc.assert(
      fc.property(title, fc.constantFrom('', '.', ':'), fc.boolean(), (a, end, capitals) => {
        const other = `${capitals ? a.toUpperCase() : a}${end}`
        expect([a, other, sameTitleText(a, other), titlesReadTheSame(a, other)]).toEqual([a, other, true, true])
      }),
      {seed: 20261202}
    )
    expect([sameTitleText('HET SPELEN', 'Het spelen:'), sameTitleText('Bod van de Leider', 'Bod van de leider'), sameTitleText('', '')]).toEqual([true, false, false])
  })

  test('not when their words differ, nor when mixed-case titles differ in case', () => {
    expect([titlesReadTheSame('HET BIEDEN', 'Het spelen'), titlesReadTheSame('Bod van de Leider', 'Bod van de leider'), titlesReadTheSame('Hoogere biedingen', 'Hogere biedingen')]).toEqual([false, false, false])
  })
})
