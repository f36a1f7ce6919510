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
  /** The length the weights were divided by. */
  norm: number
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
  for (let index = 0; index < source.length;) {
    const code = source.codePointAt(index)!
    const width = code > 0xffff ? 2 : 1
    const inWord = code < 128 ? isAsciiLetterOrDigit(code) : isLetterOrNumber(code)
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

/**
 * Whether `text` holds at least `count` words as `words` reads them, without making them: text
 * counted as it stands while it is ASCII (lower-casing and NFC change no ASCII character, and no
 * later character can join two words already counted), read by `words` from its first other character.
 */
export function hasWords(text: string, count: number): boolean {
  let found = 0
  let inWord = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 128) return words(text).length >= count
    const letter = isAsciiLetterOrDigit(code)
    if (letter && !inWord && ++found >= count) return true
    inWord = letter
  }
  return found >= count
}

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90)
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
  private readonly idfs = new InverseFrequencies((documents, frequency) => inverseFrequency(1 + documents, 1 + frequency))

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

  /** How many documents hold the feature of hash `id` (0: never counted). */
  countOf(id: number): number {
    const number = this.numbering.find(id)
    return number === -1 ? 0 : this.counts[number]!
  }

  /** The dense numbers of feature hashes (-1: never counted). */
  numbers(ids: Int32Array): Int32Array {
    return ids.map((id) => this.numbering.find(id))
  }

  /**
   * A unit-length TF-IDF vector: (1 + log tf) x (log((1 + N) / (1 + df)) + 1). `dense` as `add`
   * returned it; without it the features are looked up, and one in no document counts as such.
   */
  vectorize(features: FeatureCounts, dense: Int32Array = this.numbers(features.ids)): Vector {
    const {weights, norm} = weigh(
      features,
      (k) => (dense[k] === -1 ? 0 : this.counts[dense[k]!]!),
      (frequency) => this.idfs.of(this.documents, frequency)
    )
    return {ids: features.ids, dense, weights, norm}
  }
}

/**
 * Inverse document frequencies (`idf(documents, frequency)`) worked out once per frequency: a
 * weight is asked for every feature of every vector, and its logarithms were a tenth of weighing. Forgotten when the number of documents changes.
 */
class InverseFrequencies {
  private readonly idf: (documents: number, frequency: number) => number
  private documents = -1
  private values = new Float64Array(0)

  constructor(idf: (documents: number, frequency: number) => number) {
    this.idf = idf
  }

  of(documents: number, frequency: number): number {
    if (documents !== this.documents) {
      this.documents = documents
      this.values = new Float64Array(Math.min(documents, 1 << 16) + 1)
    }
    if (frequency < 0 || frequency >= this.values.length) return this.idf(documents, frequency)
    // An idf is at least 1 (a frequency is at most the number of documents): 0 means not known yet.
    return this.values[frequency] || (this.values[frequency] = this.idf(documents, frequency))
  }
}

/** log((1 + N) / (1 + df)) + 1, given 1 + N and 1 + df. */
function inverseFrequency(documents: number, frequency: number): number {
  return Math.log(documents / frequency) + 1
}

/** (1 + log tf): a term's weight by its count in the document. */
function termWeight(count: number): number {
  return 1 + Math.log(count)
}

/** Unit-length TF-IDF weights: (1 + log tf) x idf(df), in the features' order, and the length they were divided by. */
function weigh(features: FeatureCounts, frequencyOf: (k: number) => number, idf: (frequency: number) => number): {weights: Float64Array; norm: number} {
  const weights = new Float64Array(features.ids.length)
  let norm = 0
  for (let k = 0; k < weights.length; k++) {
    const weight = termWeight(features.counts[k]!) * idf(frequencyOf(k))
    weights[k] = weight
    norm += weight * weight
  }
  norm = Math.sqrt(norm)
  if (norm > 0) for (let k = 0; k < weights.length; k++) weights[k]! /= norm
  return {weights, norm}
}

/**
 * How much of `part` `whole` holds: the share of `part`'s weight (its squared unit weights) on
 * features `whole` has too. A text found whole inside a longer one scores 1, where the cosine
 * would fall with the length of the longer text.
 */
export function containment(part: Pick<Vector, 'ids' | 'weights'>, whole: Pick<Vector, 'ids'>): number {
  return sharedSum(part, whole, (k) => part.weights[k]! * part.weights[k]!)
}

export function cosine(a: Pick<Vector, 'ids' | 'weights'>, b: Pick<Vector, 'ids' | 'weights'>): number {
  return sharedSum(a, b, (k, l) => a.weights[k]! * b.weights[l]!)
}

/** The sum of `term` over the features two sorted vectors share (their indexes in `a` and `b`), clamped to 0..1. */
function sharedSum(a: Pick<Vector, 'ids'>, b: Pick<Vector, 'ids'>, term: (k: number, l: number) => number): number {
  let sum = 0
  let i = 0
  let j = 0
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!
    const y = b.ids[j]!
    if (x === y) sum += term(i++, j++)
    else if (x < y) i++
    else j++
  }
  return Math.min(1, Math.max(0, sum))
}
