// Content similarity: TF-IDF weighted word unigrams and bigrams, compared by cosine.
// Document frequencies come from the texts being compared, so common words ("de", "van") weigh
// little and the words that make a provision distinctive weigh much. Features are interned as
// numbers and vectors are sorted arrays, so a cosine is a merge, not a hash lookup per feature.

export interface Vector {
  /** Feature numbers, ascending. */
  ids: Int32Array
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

/** Interns features: the same word, or the same pair of words, always gets the same number. */
export class Vocabulary {
  readonly numbers = new Map<string, number>()
  private readonly pairs = new Map<number, number>()
  private size = 0

  number(word: string): number {
    let id = this.numbers.get(word)
    if (id === undefined) this.numbers.set(word, (id = this.size++))
    return id
  }

  /** The bigram of two word numbers (keyed by number, no string built). */
  pair(first: number, second: number): number {
    const key = first * 0x4000000 + second
    let id = this.pairs.get(key)
    if (id === undefined) this.pairs.set(key, (id = this.size++))
    return id
  }
}

/** Word unigrams and bigrams of `text`, as feature numbers (with repeats). */
export function features(text: string, vocabulary: Vocabulary): number[] {
  const unigrams = words(text).map((word) => vocabulary.number(word))
  const result = [...unigrams]
  for (let index = 1; index < unigrams.length; index++) result.push(vocabulary.pair(unigrams[index - 1]!, unigrams[index]!))
  return result
}

export class DocumentFrequencies {
  readonly counts: number[] = []
  documents = 0

  add(featureList: number[]): void {
    this.documents++
    for (const id of new Set(featureList)) this.counts[id] = (this.counts[id] ?? 0) + 1
  }

  idf(id: number): number {
    return Math.log((1 + this.documents) / (1 + (this.counts[id] ?? 0))) + 1
  }
}

/** A unit-length TF-IDF vector. */
export function vectorize(featureList: number[], frequencies: DocumentFrequencies): Vector {
  const sorted = Int32Array.from(featureList).sort()
  let distinct = 0
  for (let index = 0; index < sorted.length; index++) if (index === 0 || sorted[index] !== sorted[index - 1]) distinct++
  const ids = new Int32Array(distinct)
  const weights = new Float64Array(distinct)
  let norm = 0
  for (let index = 0, slot = -1; index < sorted.length; index++) {
    if (index === 0 || sorted[index] !== sorted[index - 1]) ids[++slot] = sorted[index]!
    weights[slot]!++
  }
  for (let slot = 0; slot < distinct; slot++) {
    const weight = (1 + Math.log(weights[slot]!)) * frequencies.idf(ids[slot]!)
    weights[slot] = weight
    norm += weight * weight
  }
  norm = Math.sqrt(norm)
  if (norm > 0) for (let slot = 0; slot < distinct; slot++) weights[slot]! /= norm
  return {ids, weights}
}

export function cosine(a: Vector, b: Vector): number {
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
