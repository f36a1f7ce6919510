// Boilerplate is rarely verbatim. A formula that closes several lids returns with another
// reference, a conjunction before it or a parenthesis after it, so equal clauses
// (`sharedClauses`) miss most of it. A clause whose words stand nearly whole in another unit of
// its own edition is boilerplate too: that it also stands in a unit of the other edition tells
// nothing about which unit continues in which.
import type {FeatureCounts} from './features.ts'
import {containment, type Vector} from './similarity.ts'
import type {TextUnit} from './units.ts'

export interface BoilerplateOptions {
  /** Share of a clause's weight another unit must hold for the clause to be boilerplate. */
  minContainment: number
  /** A feature held by more units of the pair than this names none: it is no trace of one formula. */
  maxHolders: number
}

export const defaultBoilerplateOptions: BoilerplateOptions = {minContainment: 0.8, maxHolders: 64}

/**
 * The units of an edition pair (each counted once in `frequencies`, its features numbered as
 * `dense` holds them), asked whether a clause of one of them stands nearly whole in another unit
 * of its edition.
 */
export class Boilerplate {
  readonly #units: TextUnit[]
  readonly #dense: Int32Array[]
  readonly #frequencies: Int32Array
  readonly #featuresOf: (unit: TextUnit) => FeatureCounts
  readonly #options: BoilerplateOptions
  /** Per feature number, the numbers of the units holding it (`units.slice(offsets[f], offsets[f + 1])`); made at the first question. */
  #holders: {offsets: Int32Array; units: Int32Array} | undefined

  constructor(units: TextUnit[], dense: Int32Array[], frequencies: Int32Array, featuresOf: (unit: TextUnit) => FeatureCounts, options: BoilerplateOptions = defaultBoilerplateOptions) {
    this.#units = units
    this.#dense = dense
    this.#frequencies = frequencies
    this.#featuresOf = featuresOf
    this.#options = options
  }

  /**
   * Whether another unit of `unit`'s edition holds at least `minContainment` of the clause's
   * weight. Only units that hold one of its heaviest features are asked, heaviest first until they
   * weigh more than the rest may lack (a unit without any of them holds too little), so a question
   * costs the few units that share its rarest words, not the edition.
   */
  has(unit: TextUnit, clause: Vector): boolean {
    const {offsets, units} = (this.#holders ??= this.#index())
    const asked = new Set<number>()
    for (const k of heaviest(clause, 1 - this.#options.minContainment)) {
      const feature = clause.dense[k]!
      if (feature < 0) continue
      for (let slot = offsets[feature]!; slot < offsets[feature + 1]!; slot++) {
        const number = units[slot]!
        const other = this.#units[number]!
        if (other === unit || other.article.edition !== unit.article.edition || asked.has(number)) continue
        asked.add(number)
        if (containment(clause, this.#featuresOf(other)) >= this.#options.minContainment) return true
      }
    }
    return false
  }

  /**
   * Holder lists for every feature at once, in two typed arrays: the frequencies give each list's
   * length. A feature of one unit names no other, and one held by more than `maxHolders` units
   * names none: their lists are left empty.
   */
  #index(): {offsets: Int32Array; units: Int32Array} {
    const frequencies = this.#frequencies
    const {maxHolders} = this.#options
    const offsets = new Int32Array(frequencies.length + 1)
    for (let feature = 0; feature < frequencies.length; feature++) {
      const count = frequencies[feature]!
      offsets[feature + 1] = offsets[feature]! + (count > 1 && count <= maxHolders ? count : 0)
    }
    const units = new Int32Array(offsets[frequencies.length]!)
    const next = offsets.slice(0, -1)
    for (let number = 0; number < this.#dense.length; number++) {
      const features = this.#dense[number]!
      for (let k = 0; k < features.length; k++) {
        const feature = features[k]!
        if (next[feature]! < offsets[feature + 1]!) units[next[feature]!++] = number
      }
    }
    return {offsets, units}
  }
}

/**
 * Positions in a unit-length vector of its heaviest features, heaviest first (of equal weights,
 * the lower hash), until their squared weights exceed `share`: a few, picked one by one.
 */
function heaviest(vector: Pick<Vector, 'ids' | 'weights'>, share: number): number[] {
  const {ids, weights} = vector
  const picked: number[] = []
  const taken = new Uint8Array(ids.length)
  for (let sum = 0; sum <= share && picked.length < ids.length;) {
    let best = -1
    for (let k = 0; k < ids.length; k++) if (!taken[k] && (best === -1 || weights[k]! > weights[best]! || (weights[k] === weights[best] && ids[k]! < ids[best]!))) best = k
    taken[best] = 1
    picked.push(best)
    sum += weights[best]! * weights[best]!
  }
  return picked
}
