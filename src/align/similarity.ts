// Content similarity: TF-IDF weighted word unigrams and bigrams, compared by cosine.
// Document frequencies come from the texts being compared, so common words ("de", "van") weigh
// little and the words that make a provision distinctive weigh much.

export type Vector = Map<string, number>

export function words(text: string): string[] {
  return text.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []
}

export function features(text: string): string[] {
  const list = words(text)
  const grams = [...list]
  for (let index = 1; index < list.length; index++) grams.push(`${list[index - 1]} ${list[index]}`)
  return grams
}

export class DocumentFrequencies {
  readonly counts = new Map<string, number>()
  documents = 0

  add(featureList: string[]): void {
    this.documents++
    for (const feature of new Set(featureList)) this.counts.set(feature, (this.counts.get(feature) ?? 0) + 1)
  }

  idf(feature: string): number {
    return Math.log((1 + this.documents) / (1 + (this.counts.get(feature) ?? 0))) + 1
  }
}

/** A unit-length TF-IDF vector. */
export function vectorize(featureList: string[], frequencies: DocumentFrequencies): Vector {
  const vector: Vector = new Map()
  for (const feature of featureList) vector.set(feature, (vector.get(feature) ?? 0) + 1)
  let norm = 0
  for (const [feature, count] of vector) {
    const weight = (1 + Math.log(count)) * frequencies.idf(feature)
    vector.set(feature, weight)
    norm += weight * weight
  }
  norm = Math.sqrt(norm)
  if (norm > 0) for (const [feature, weight] of vector) vector.set(feature, weight / norm)
  return vector
}

export function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  let sum = 0
  for (const [feature, weight] of small) {
    const other = large.get(feature)
    if (other !== undefined) sum += weight * other
  }
  return Math.min(1, Math.max(0, sum))
}
