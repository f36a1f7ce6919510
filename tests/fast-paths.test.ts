// Hand-tuned text routines against their plain definitions, on arbitrary Unicode text.
import fc from 'fast-check'
import {expect, test} from 'vitest'
import {hasWords, words} from '../src/align/similarity.ts'
import {countWords, normalizeSpace, tokenize} from '../src/diff/words.ts'
import {fuzzParameters} from './helpers/fuzz.ts'

/** Law-like text: Dutch letters and diacritics, digits, punctuation, every kind of space, astral letters and stray surrogates. */
const text = fc.oneof(
  fc.string({unit: 'binary', maxLength: 60}),
  fc
    .array(
      fc.constantFrom(
        'de',
        'Bieding',
        'één',
        'ÉÉN',
        'naïef',
        ' ',
        '  ',
        '\n',
        ' \n ',
        '\t',
        '\u00a0',
        '\u2003',
        ',',
        '.',
        '1.',
        '(a)',
        '¹⁾',
        '𝒜',
        'ǅ',
        '\ud800',
        'İ',
        'ß',
        'e\u0301',
        '\u00ad',
        '\u200b',
        '\ufeff',
        '\u2028',
        '\u0301',
        '\udc00',
        'A9',
        '-',
        '_'
      ),
      {maxLength: 30}
    )
    .map((parts) => parts.join(''))
)

test('words are the runs of letters and digits of the lower-cased NFC text', () => {
  fc.assert(
    fc.property(text, (value) => {
      expect(words(value)).toEqual(
        value
          .toLowerCase()
          .normalize('NFC')
          .match(/[\p{L}\p{N}]+/gu) ?? []
      )
    }),
    fuzzParameters(2000)
  )
})

test('a text has at least n words exactly when `words` finds n or more', () => {
  fc.assert(
    fc.property(text, fc.nat(8), (value, count) => {
      expect(hasWords(value, count)).toBe(words(value).length >= count)
    }),
    fuzzParameters(2000)
  )
})

test('space runs become one space, or one line break when they hold one', () => {
  fc.assert(
    fc.property(text, (value) => {
      expect(normalizeSpace(value)).toBe(value.trim().replace(/\s+/g, (space) => (space.includes('\n') ? '\n' : ' ')))
    }),
    fuzzParameters(2000)
  )
})

test('tokens are the matches of the token pattern all along the text', () => {
  const pattern = /([\s\p{Cf}]*)([\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}\p{Cf}]*|[^\s\p{L}\p{N}\p{M}\p{Cf}])/gu
  fc.assert(
    fc.property(text, (value) => {
      expect(tokenize(value).map(({space, text, at}) => [space, text, at])).toEqual([...value.matchAll(pattern)].map((match) => [match[1], match[2], match.index + match[1]!.length]))
    }),
    fuzzParameters(2000)
  )
})

test('a token reads as its NFC form without invisible characters, and is a word when it holds a letter or digit', () => {
  fc.assert(
    fc.property(text, (value) => {
      expect(tokenize(value).map(({key, word}) => [key, word])).toEqual(tokenize(value).map(({text}) => [text.normalize('NFC').replace(/\p{Cf}/gu, ''), /[\p{L}\p{N}]/u.test(text)]))
    }),
    fuzzParameters(2000)
  )
})

test('the words counted without tokens are the word tokens', () => {
  fc.assert(
    fc.property(text, (value) => {
      expect(countWords(value)).toBe(tokenize(value).filter((token) => token.word).length)
    }),
    fuzzParameters(2000)
  )
})
