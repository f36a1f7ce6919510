// Content similarity: TF-IDF weighted word unigrams and bigrams (`featureCounts`), compared by
// cosine. Document frequencies come from the texts being compared, so common words ("de", "van")
// weigh little and the words that make a provision distinctive weigh much. Vectors are sorted by
// feature hash, so a cosine is a merge, not a hash lookup per feature.
import type {FeatureCounts} from './features.ts'
import {DenseNumbering} from './tables.ts'

/** A unit-length TF-IDF vector. */
export interface Vector {
  /** Feature hashes, ascending (what `cosine` merges on). */
  ids: Int32Array
  /** Dense feature numbers from `DocumentFrequencies` (-1: in no document), parallel to `ids`. */
  dense: Int32Array
  /** Unit-length TF-IDF weights, parallel to `ids`. */
  weights: Float64Array
}

/**
 * Runs of letters and digits (Unicode `\p{L}`, `\p{N}`), lower-cased and NFC-normalised: the same
 * as `text.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu)`, by a scan that settles ASCII
 * by its code and asks the Unicode-aware pattern only about other characters (once each).
 */
export function words(text: string): string[] {
  const source = text.toLowerCase().normalize('NFC')
  const result: string[] = []
  let start = -1
  for (let index = 0; index < source.length; ) {
    const code = source.codePointAt(index)!
    const width = code > 0xffff ? 2 : 1
    const inWord = code < 128 ? (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) : isLetterOrNumber(code)
    if (inWord && start === -1) start = index
    else if (!inWord && start !== -1) {
      result.push(source.slice(start, index))
      start = -1
    }
    index += width
  }
  if (start !== -1) result.push(source.slice(start))
  return result
}

const letterOrNumber = /^[\p{L}\p{N}]$/u
const known = new Map<number, boolean>()

function isLetterOrNumber(code: number): boolean {
  let answer = known.get(code)
  if (answer === undefined) known.set(code, (answer = letterOrNumber.test(String.fromCodePoint(code))))
  return answer
}

/**
 * How many documents hold each feature. Features are numbered densely (first seen, first
 * numbered), so a frequency, or a posting list, is an array lookup.
 */
export class DocumentFrequencies {
  documents = 0
  counts = new Int32Array(1024)
  private readonly numbering: DenseNumbering

  constructor(expectedFeatures?: number) {
    this.numbering = new DenseNumbering(expectedFeatures)
  }

  /** Counts one document; returns the dense numbers of its features. */
  add(features: FeatureCounts): Int32Array {
    this.documents++
    const dense = new Int32Array(features.ids.length)
    for (let k = 0; k < dense.length; k++) {
      const number = this.numbering.number(features.ids[k]!)
      if (number === this.counts.length) {
        const grown = new Int32Array(this.counts.length * 2)
        grown.set(this.counts)
        this.counts = grown
      }
      dense[k] = number
      this.counts[number]!++
    }
    return dense
  }

  /**
   * A unit-length TF-IDF vector: (1 + log tf) x (log((1 + N) / (1 + df)) + 1). `dense` as `add`
   * returned it; without it the features are looked up, and one in no document counts as such.
   */
  vectorize(features: FeatureCounts, dense: Int32Array = Int32Array.from(features.ids, (id) => this.numbering.find(id))): Vector {
    const weights = new Float64Array(features.ids.length)
    let norm = 0
    for (let k = 0; k < weights.length; k++) {
      const frequency = dense[k] === -1 ? 0 : this.counts[dense[k]!]!
      const weight = (1 + Math.log(features.counts[k]!)) * (Math.log((1 + this.documents) / (1 + frequency)) + 1)
      weights[k] = weight
      norm += weight * weight
    }
    norm = Math.sqrt(norm)
    if (norm > 0) for (let k = 0; k < weights.length; k++) weights[k]! /= norm
    return {ids: features.ids, dense, weights}
  }
}

export function cosine(a: Pick<Vector, 'ids' | 'weights'>, b: Pick<Vector, 'ids' | 'weights'>): number {
  let sum = 0
  let i = 0
  let j = 0
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!
    const y = b.ids[j]!
    if (x === y) sum += a.weights[i++]! * b.weights[j++]!
    else if (x < y) i++
    else j++
  }
  return Math.min(1, Math.max(0, sum))
}
