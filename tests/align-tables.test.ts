// The alignment's typed hash tables: dense numbering in order of first appearance (across growth),
// and dot products that equal the merge-based cosine to the last bit. Document frequencies: split
// over parts, restored from a snapshot, or updated document by document, they weigh to the last bit
// as counted at once.
import fc from 'fast-check'
import {expect, test} from 'vitest'
import type {FeatureCounts} from '../src/align/features.ts'
import {DocumentFrequencies, JointFrequencies, cosine} from '../src/align/similarity.ts'
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

/** A sparse vector as the aligner builds them: distinct keys ascending, weights parallel. */
const vector = fc
  .uniqueArray(fc.tuple(fc.integer({min: -50, max: 50}), fc.double({min: 0.001, max: 1, noNaN: true})), {selector: ([key]) => key, maxLength: 40})
  .map((entries) => {
    const sorted = entries.sort(([a], [b]) => a - b)
    return {ids: Int32Array.from(sorted, ([key]) => key), weights: Float64Array.from(sorted, ([, weight]) => weight)}
  })

test('a dot product through the lookup is bit for bit the merge of the two vectors', () => {
  const lookup = new WeightLookup()
  fc.assert(
    fc.property(vector, fc.array(vector, {maxLength: 5}), (loaded, others) => {
      lookup.load(loaded.ids, loaded.weights)
      for (const other of others) {
        const merged = cosine(other, loaded)
        expect(Math.min(1, Math.max(0, lookup.dot(other.ids, other.weights)))).toBe(merged)
      }
    }),
    fuzzParameters(300)
  )
})

test('a dot product weighed only where the keys meet is bit for bit the dot product of the whole vector', () => {
  const lookup = new WeightLookup()
  fc.assert(
    fc.property(vector, vector, (loaded, other) => {
      lookup.load(loaded.ids, loaded.weights)
      // The other vector as dense numbers into a key table (in another order than the keys).
      const keyOf = Int32Array.from(other.ids).reverse()
      const dense = Int32Array.from(other.ids, (_, k) => other.ids.length - 1 - k)
      const asked: number[] = []
      const sum = lookup.dotWeighed(dense, keyOf, (k) => (asked.push(k), other.weights[k]!))
      expect(sum).toBe(lookup.dot(other.ids, other.weights))
      expect(asked).toEqual([...other.ids.keys()].filter((k) => loaded.ids.includes(other.ids[k]!)))
    }),
    fuzzParameters(300)
  )
})

/** Documents as feature counts: distinct ascending ids from a small range (so that documents share features). */
const documents = fc.array(
  fc.uniqueArray(fc.integer({min: -40, max: 40}), {minLength: 1, maxLength: 12}).chain((ids) =>
    fc.array(fc.integer({min: 1, max: 5}), {minLength: ids.length, maxLength: ids.length}).map((counts): FeatureCounts => ({ids: Int32Array.from(ids.toSorted((a, b) => a - b)), counts: Int32Array.from(counts)}))
  ),
  {minLength: 1, maxLength: 20}
)

const counted = (list: FeatureCounts[], options?: {bucketsPerDoubling?: number}) => {
  const frequencies = new DocumentFrequencies(undefined, options)
  for (const features of list) frequencies.add(features)
  return frequencies
}

test('frequencies of two parts read jointly, or restored from a snapshot, weigh as those counted at once', () => {
  fc.assert(
    fc.property(documents, documents, (first, second) => {
      const whole = counted([...first, ...second])
      const joint = new JointFrequencies([counted(first), DocumentFrequencies.restore(counted(second).snapshot())])
      for (const features of [...first, ...second, {ids: Int32Array.of(99), counts: Int32Array.of(1)}]) {
        expect(joint.vectorize(features).weights).toEqual(whole.vectorize(features).weights)
      }
    }),
    fuzzParameters(100)
  )
})

test('removing a document and adding another leaves the weights of a count made afresh, and the journal names the counts that changed', () => {
  fc.assert(
    fc.property(documents, fc.nat(), documents, (list, gone, added) => {
      const index = gone % list.length
      const updated = DocumentFrequencies.restore(counted(list, {bucketsPerDoubling: 2}).snapshot(), {bucketsPerDoubling: 2})
      // Weighed before the update too: what was worked out for the old number of documents must not stand.
      for (const features of list) updated.vectorize(features)
      updated.startJournal()
      updated.remove(updated.numbers(list[index]!.ids))
      for (const features of added) updated.add(features)
      const rest = [...list.slice(0, index), ...list.slice(index + 1), ...added]
      const fresh = counted(rest, {bucketsPerDoubling: 2})
      for (const features of rest) expect(updated.vectorize(features).weights).toEqual(fresh.vectorize(features).weights)
      const keys = updated.keys()
      const changed = [...updated.journal()].filter(([number, before]) => updated.counts[number] !== before).map(([number]) => keys[number]!)
      const before = counted(list)
      const count = (frequencies: DocumentFrequencies, id: number) => frequencies.counts[frequencies.numbers(Int32Array.of(id))[0]!] ?? 0
      const differing = [...new Set([...list, ...added].flatMap((features) => [...features.ids]))].filter((id) => count(before, id) !== count(fresh, id))
      expect(changed.toSorted((a, b) => a - b)).toEqual(differing.toSorted((a, b) => a - b))
    }),
    fuzzParameters(100)
  )
})

test('a feature weighed alone by its vector length is the weight the whole vector gives it, to the bit', () => {
  fc.assert(
    fc.property(documents, fc.boolean(), (list, bucketed) => {
      const frequencies = counted(list, {bucketsPerDoubling: bucketed ? 2 : 0})
      for (const features of list) {
        const dense = frequencies.numbers(features.ids)
        const vector = frequencies.vectorize(features, dense)
        const alone = Array.from(dense, (number, k) => frequencies.weightOf(features.counts[k]!, number, vector.norm))
        expect(alone).toEqual(Array.from(vector.weights))
      }
    }),
    fuzzParameters(100)
  )
})
