// A clause's words as one number (`clauseKey`): what shared clauses are found and cached by.
import fc from 'fast-check'
import {expect, test} from 'vitest'
import {clauseKey} from '../src/align/correspondence.ts'

/** The same hashes over the words joined by spaces, written plainly. */
function reference(text: string): number {
  let a = 0x811c9dc5
  let b = 0x9747b28c
  for (let k = 0; k < text.length; k++) {
    a = Math.imul(a ^ text.charCodeAt(k), 0x01000193)
    b = Math.imul(b ^ text.charCodeAt(k), 0x5bd1e995)
    b ^= b >>> 15
  }
  return (a >>> 0) * 2 ** 21 + ((b >>> 0) >>> 11)
}

test('a clause key is the hash of the words joined by spaces, an exact integer below 2^53', () => {
  fc.assert(
    fc.property(fc.array(fc.string({minLength: 1, maxLength: 8, unit: 'grapheme'}), {maxLength: 12}), (words) => {
      const key = clauseKey(words)
      expect(key).toBe(reference(words.join(' ')))
      expect(Number.isSafeInteger(key) && key >= 0).toBe(true)
      expect(JSON.parse(JSON.stringify(key))).toBe(key)
    })
  )
  expect(clauseKey([])).toBe(reference(''))
})

test('clause keys tell apart the words of 20,000 different clauses, and where a clause is cut into words', () => {
  const vocabulary = ['de', 'speler', 'bieding', 'pas', 'beurt', 'tegenstander', 'lid', 'artikel', 'wordt', 'geannuleerd', 'één', 'vóór']
  const clauses = new Set<string>()
  const random = fc.sample(fc.array(fc.constantFrom(...vocabulary), {minLength: 1, maxLength: 9}), {numRuns: 30_000, seed: 7})
  for (const words of random) clauses.add(words.join(' '))
  const keys = new Set([...clauses].map((clause) => clauseKey(clause.split(' '))))
  expect(clauses.size).toBeGreaterThan(20_000)
  expect(keys.size).toBe(clauses.size)
  expect(clauseKey(['ab', 'c'])).not.toBe(clauseKey(['a', 'bc']))
})
