// Both texts intact: the equal and delete operations of a word diff spell the old text, the equal
// and insert operations the new text, byte for byte, whatever the whitespace; whitespace alone is
// never counted as a change.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {diffWords, type DiffOp} from '../src/diff/words.ts'
import {fuzzParameters} from './helpers/fuzz.ts'

/** The old text (equal + delete operations) and the new text (equal + insert) a diff shows. */
const sides = (ops: DiffOp[]) => [spell(ops, 'insert'), spell(ops, 'delete')]
const spell = (ops: DiffOp[], skip: DiffOp['op']) =>
  ops
    .filter((op) => op.op !== skip)
    .map((op) => op.text)
    .join('')

describe('word diffs keep the spacing of each side', () => {
  test('a hyphen that joins two words: the deleted space stays in the old text (1987 art. 25 B 2 (b) (1))', () => {
    const result = diffWords('ingeval de pas de niet overtredende partij benadeelt).', 'ingeval de pas de niet-overtredende partij benadeelt),')
    expect(result.ops).toEqual([
      {op: 'equal', text: 'ingeval de pas de niet'},
      {op: 'delete', text: ' '},
      {op: 'insert', text: '-'},
      {op: 'equal', text: 'overtredende partij benadeelt)'},
      {op: 'delete', text: '.'},
      {op: 'insert', text: ','}
    ])
    expect([result.changedWords, result.totalWords]).toEqual([0, 16])
  })

  test('a slash replaced by words: the old text keeps no space after the slash (1987 art. 26 A)', () => {
    const result = diffWords('duidde op een bepaalde kleur/kleuren, en:', 'duidde op een bepaalde kleur of bepaalde kleuren, en:')
    expect(result.ops).toEqual([
      {op: 'equal', text: 'duidde op een bepaalde kleur'},
      {op: 'delete', text: '/'},
      {op: 'insert', text: ' of bepaalde '},
      {op: 'equal', text: 'kleuren, en:'}
    ])
    expect([result.changedWords, result.totalWords]).toEqual([2, 16])
  })

  test('a space before punctuation that one side lacks is deleted, not counted', () => {
    const result = diffWords('de speler , die past', 'de speler, die past')
    expect(result.ops).toEqual([
      {op: 'equal', text: 'de speler'},
      {op: 'delete', text: ' '},
      {op: 'equal', text: ', die past'}
    ])
    expect(result.changedWords).toBe(0)
  })

  test('a removed punctuation mark takes its own space along, the next word keeps its own', () => {
    expect(diffWords('kaart ,die', 'kaart die').ops).toEqual([
      {op: 'equal', text: 'kaart'},
      {op: 'delete', text: ' ,'},
      {op: 'insert', text: ' '},
      {op: 'equal', text: 'die'}
    ])
  })

  test('a removed title does not run into the body', () => {
    expect(diffWords('Strafbepaling\nDe partner moet passen.', 'De partner moet passen.').ops).toEqual([
      {op: 'delete', text: 'Strafbepaling\n'},
      {op: 'equal', text: 'De partner moet passen.'}
    ])
  })

  test('an added title brings its line break along', () => {
    expect(diffWords('De partner moet passen.', 'Strafbepaling\nDe partner moet passen.').ops).toEqual([
      {op: 'insert', text: 'Strafbepaling\n'},
      {op: 'equal', text: 'De partner moet passen.'}
    ])
  })

  test('a line break between title and body that became a space is deleted and inserted, not counted', () => {
    const result = diffWords('Strafbepaling\nDe partner past.', 'Strafbepaling De partner past.')
    expect(result.ops).toEqual([
      {op: 'equal', text: 'Strafbepaling'},
      {op: 'delete', text: '\n'},
      {op: 'insert', text: ' '},
      {op: 'equal', text: 'De partner past.'}
    ])
    expect([result.changeShare, result.changedWords]).toEqual([0, 0])
  })

  test('a double space stays double on its side, also next to a changed word', () => {
    expect(diffWords('de  speler mag', 'de speler moet').ops).toEqual([
      {op: 'equal', text: 'de'},
      {op: 'delete', text: '  '},
      {op: 'insert', text: ' '},
      {op: 'equal', text: 'speler'},
      {op: 'delete', text: ' mag'},
      {op: 'insert', text: ' moet'}
    ])
  })

  test('leading and trailing whitespace is kept on its side', () => {
    expect(diffWords(' Tekst.', 'Tekst. ').ops).toEqual([
      {op: 'delete', text: ' '},
      {op: 'equal', text: 'Tekst.'},
      {op: 'insert', text: ' '}
    ])
    expect(diffWords('Een speler\n', ' De speler').ops).toEqual([
      {op: 'delete', text: 'Een'},
      {op: 'insert', text: ' De'},
      {op: 'equal', text: ' speler'},
      {op: 'delete', text: '\n'}
    ])
  })

  test('a word added at the start or the end carries the space between it and the rest', () => {
    expect(diffWords('speler past', 'Elke speler past').ops).toEqual([
      {op: 'insert', text: 'Elke '},
      {op: 'equal', text: 'speler past'}
    ])
    expect(diffWords('Elke speler past', 'speler past').ops).toEqual([
      {op: 'delete', text: 'Elke '},
      {op: 'equal', text: 'speler past'}
    ])
    expect(diffWords('speler past', 'speler past nu').ops).toEqual([
      {op: 'equal', text: 'speler past'},
      {op: 'insert', text: ' nu'}
    ])
  })

  test('equal texts are one equal operation holding the text as it is', () => {
    expect(diffWords('Als  de pas\nvoor de beurt ', 'Als  de pas\nvoor de beurt ').ops).toEqual([{op: 'equal', text: 'Als  de pas\nvoor de beurt '}])
  })

  test('a text replaced as a whole is deleted and inserted as it is', () => {
    const result = diffWords('a  b\nc ', ' u v\tw', {maxEditLength: 1})
    expect(result.ops).toEqual([
      {op: 'delete', text: 'a  b\nc '},
      {op: 'insert', text: ' u v\tw'}
    ])
    expect(result.replacedWhole).toBe(true)
  })
})

// --- Properties over arbitrary texts ---------------------------------------------------------

/** Pieces of law-like text: words with diacritics and case, punctuation, slashes, hyphens and every kind of space. */
const piece = fc.oneof(
  {weight: 6, arbitrary: fc.constantFrom('de', 'De', 'speler', 'bieding', 'één', 'ÉÉN', 'naïef', 'vóórdat', 'e\u0301', 'ß', '𝒜', '1987', '25', 'B', 'b', 'overtredende', 'niet', 'kleur', 'kleuren')},
  {weight: 3, arbitrary: fc.constantFrom(',', '.', ';', ':', '/', '-', '(', ')', '(a)', '1.', '¹⁾', '…', '§', '"', "'")},
  {weight: 5, arbitrary: fc.constantFrom(' ', ' ', ' ', '  ', '   ', '\n', ' \n', '\n ', '\n\n', '\t', '\u00a0', '\u2003', '\r\n')},
  {weight: 1, arbitrary: fc.string({unit: 'grapheme', maxLength: 4})}
)
const text = fc.array(piece, {maxLength: 24}).map((pieces) => pieces.join(''))

/** A text and an edit of it (pieces inserted, removed, replaced), so most of it is equal. */
const editedPair = fc.tuple(fc.array(piece, {maxLength: 24}), fc.array(fc.tuple(fc.nat(), fc.nat({max: 2}), fc.array(piece, {maxLength: 3})), {maxLength: 4})).map(([pieces, edits]): [string, string] => {
  const next = [...pieces]
  for (const [at, remove, insert] of edits) next.splice(at % (next.length + 1), remove, ...insert)
  return [pieces.join(''), next.join('')]
})

const pair = fc.oneof(editedPair, fc.tuple(text, text))

/** Whitespace runs of `value` replaced, one by one, by other whitespace. */
const respaced = fc.tuple(text, fc.infiniteStream(fc.constantFrom('', ' ', '  ', '\n', ' \n ', '\t'))).map(([value, spaces]): [string, string] => {
  // Between two non-space characters a run may change but not vanish, or two words would join.
  const next = value.replace(/\s+/g, (run, offset: number) => {
    const inside = offset > 0 && offset + run.length < value.length
    const space = spaces.next().value
    return inside && space === '' ? ' ' : space
  })
  return [value, next]
})

describe('word diffs of arbitrary texts', () => {
  test('equal + delete spells the old text and equal + insert the new text, byte for byte', () => {
    fc.assert(
      fc.property(pair, ([before, after]) => {
        expect(sides(diffWords(before, after).ops)).toEqual([before, after])
      }),
      fuzzParameters(3000)
    )
  })

  test('a text replaced as a whole spells both texts too', () => {
    fc.assert(
      fc.property(pair, ([before, after]) => {
        const result = diffWords(before, after, {maxEditLength: 0})
        expect(sides(result.ops)).toEqual([before, after])
      }),
      fuzzParameters(500)
    )
  })

  test('operations are never empty, and between two equal runs stand one delete, one insert, or a delete then an insert', () => {
    fc.assert(
      fc.property(pair, ([before, after]) => {
        const kinds = diffWords(before, after).ops.map((op) => {
          expect(op.text).not.toBe('')
          return op.op === 'equal' ? '=' : op.op === 'delete' ? '-' : '+'
        })
        expect(kinds.join('')).not.toMatch(/==|--|\+\+|\+-/)
      }),
      fuzzParameters(2000)
    )
  })

  test('texts that differ only in whitespace have no changed words', () => {
    fc.assert(
      fc.property(respaced, ([before, after]) => {
        const result = diffWords(before, after)
        expect([result.changedWords, result.changeShare]).toEqual([0, 0])
        expect(sides(result.ops)).toEqual([before, after])
      }),
      fuzzParameters(2000)
    )
  })
})
