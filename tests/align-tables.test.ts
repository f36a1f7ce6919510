// The alignment's typed hash tables: dense numbering in order of first appearance (across growth),
// and dot products that equal the merge-based cosine to the last bit.
import fc from 'fast-check'
import {expect, test} from 'vitest'
import {cosine} from '../src/align/similarity.ts'
import {DenseNumbering, WeightLookup} from '../src/align/tables.ts'
import {fuzzParameters} from './helpers/fuzz.ts'

test('numbers keys 0, 1, 2, ... in order of first appearance, also after the table grows', () => {
  const numbering = new DenseNumbering(2)
  const keys = [7, -3, 7, 0, 2 ** 31 - 1, -(2 ** 31), -3, ...Array.from({length: 100}, (_, index) => index * 65_537)]
  const expected = new Map<number, number>()
  for (const key of keys) if (!expected.has(key)) expected.set(key, expected.size)
  expect(keys.map((key) => numbering.number(key))).toEqual(keys.map((key) => expected.get(key)))
  expect(numbering.size).toBe(expected.size)
  // Looking up never numbers: a key without a number stays without one.
  expect([numbering.find(-3), numbering.find(2 ** 31 - 1), numbering.find(12_345)]).toEqual([1, 3, -1])
  expect(numbering.size).toBe(expected.size)
})

/** A sparse vector as the aligner builds them: distinct keys ascending, weights parallel, and each key's dense number. */
const numbering = new DenseNumbering()
const vector = fc.uniqueArray(fc.tuple(fc.integer({min: -50, max: 50}), fc.double({min: 0.001, max: 1, noNaN: true})), {selector: ([key]) => key, maxLength: 40}).map((entries) => {
  const sorted = entries.sort(([a], [b]) => a - b)
  const ids = Int32Array.from(sorted, ([key]) => key)
  return {ids, dense: ids.map((id) => numbering.number(id)), weights: Float64Array.from(sorted, ([, weight]) => weight)}
})

test('a dot product through the lookup is bit for bit the merge of the two vectors', () => {
  // Room for the 101 keys the vectors draw from.
  const lookup = new WeightLookup(101)
  fc.assert(
    fc.property(vector, fc.array(vector, {maxLength: 5}), (loaded, others) => {
      lookup.load(loaded.dense, loaded.weights)
      for (const other of others) {
        const merged = cosine(other, loaded)
        expect(Math.min(1, Math.max(0, lookup.dot(other.dense, other.weights)))).toBe(merged)
      }
    }),
    fuzzParameters(300)
  )
})
