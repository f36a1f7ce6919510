// Article features for matching: word unigrams and bigrams as 32-bit hashes with their counts.
// A feature's number depends on its words only, not on the other articles or the order they are
// read in. Two features sharing a hash (about one pair in 2^32) count as one; a similarity score
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
