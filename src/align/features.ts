// Article features for matching: word unigrams and bigrams as 32-bit hashes with their counts.
// A feature's number depends on its words only, not on the other articles or the order they are
// read in, so an article's features can be cached by its content and reused when another source
// changes. Two features sharing a hash (about one pair in 2^32) count as one; a similarity score
// tolerates that.
import {words} from './similarity.ts'

export interface FeatureCounts {
  /** Feature hashes, distinct and ascending. */
  ids: Int32Array
  /** How often each feature occurs, parallel to `ids`. */
  counts: Int32Array
}

/** Features of a text: every word, and every pair of adjacent words. */
export function featureCounts(text: string): FeatureCounts {
  const unigrams = words(text).map(hashWord)
  const all = new Int32Array(Math.max(0, unigrams.length * 2 - 1))
  for (let index = 0; index < unigrams.length; index++) {
    all[index] = unigrams[index]!
    if (index > 0) all[unigrams.length + index - 1] = hashPair(unigrams[index - 1]!, unigrams[index]!)
  }
  return countSorted(all.sort())
}

/** Only the words (for short texts such as titles). */
export function wordCounts(text: string): FeatureCounts {
  return countSorted(Int32Array.from(words(text), hashWord).sort())
}

function countSorted(sorted: Int32Array): FeatureCounts {
  let distinct = 0
  for (let index = 0; index < sorted.length; index++) if (index === 0 || sorted[index] !== sorted[index - 1]) distinct++
  const ids = new Int32Array(distinct)
  const counts = new Int32Array(distinct)
  for (let index = 0, slot = -1; index < sorted.length; index++) {
    if (index === 0 || sorted[index] !== sorted[index - 1]) ids[++slot] = sorted[index]!
    counts[slot]!++
  }
  return {ids, counts}
}

/** FNV-1a over the UTF-16 code units. */
function hashWord(word: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < word.length; index++) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193)
  return hash | 0
}

/** An ordered pair of word hashes, mixed (murmur3's finaliser) so it does not collide with words. */
function hashPair(first: number, second: number): number {
  let hash = Math.imul(first, 0x9e3779b1) ^ second
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b)
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35)
  return (hash ^ (hash >>> 16)) | 0
}

/** Compact, exact text form for a cache: the arrays' bytes in base64, counts in one byte each when they fit. */
export type StoredFeatures = {ids: string; counts: string} | {ids: string; smallCounts: string}

export function storeFeatures(features: FeatureCounts): StoredFeatures {
  const ids = base64(features.ids)
  return features.counts.every((count) => count < 256) ? {ids, smallCounts: base64(Uint8Array.from(features.counts))} : {ids, counts: base64(features.counts)}
}

export function restoreFeatures(stored: StoredFeatures): FeatureCounts {
  return {ids: int32(stored.ids), counts: 'smallCounts' in stored ? new Int32Array(Buffer.from(stored.smallCounts, 'base64')) : int32(stored.counts)}
}

function base64(array: Int32Array | Uint8Array): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64')
}

function int32(text: string): Int32Array {
  const bytes = Buffer.from(text, 'base64')
  // Copy into a fresh, aligned buffer: Buffer's pool gives no alignment guarantee.
  const array = new Int32Array(bytes.byteLength / 4)
  new Uint8Array(array.buffer).set(bytes)
  return array
}
