// Open-addressing hash tables over 32-bit feature hashes, and a vector's weights by dense feature
// number, in typed arrays. The article alignment looks features up millions of times; a Map of
// numbers costs several times more per lookup.

function capacityFor(entries: number): number {
  let capacity = 16
  while (capacity < entries * 2) capacity *= 2
  return capacity
}

/** Fibonacci hashing: the top bits of the key times 2^32 / phi. */
function slotOf(key: number, shift: number): number {
  return Math.imul(key, 0x9e3779b1) >>> shift
}

/** Numbers distinct keys densely (0, 1, 2, ...) in order of first appearance. */
export class DenseNumbering {
  size = 0
  private keys: Int32Array
  private numbers: Int32Array
  private shift: number

  constructor(expected = 1024) {
    const capacity = capacityFor(expected)
    this.keys = new Int32Array(capacity)
    this.numbers = new Int32Array(capacity).fill(-1)
    this.shift = 32 - Math.log2(capacity)
  }

  number(key: number): number {
    const mask = this.keys.length - 1
    for (let slot = slotOf(key, this.shift); ; slot = (slot + 1) & mask) {
      const number = this.numbers[slot]!
      if (number === -1) {
        this.keys[slot] = key
        this.numbers[slot] = this.size
        if (++this.size * 2 > this.keys.length) this.grow()
        return this.size - 1
      }
      if (this.keys[slot] === key) return number
    }
  }

  /** The keys by number: `inOrder()[n]` is the key numbered n. */
  inOrder(): Int32Array {
    const keys = new Int32Array(this.size)
    for (let slot = 0; slot < this.numbers.length; slot++) if (this.numbers[slot] !== -1) keys[this.numbers[slot]!] = this.keys[slot]!
    return keys
  }

  /** The number of `key`, or -1 when it has none. */
  find(key: number): number {
    const mask = this.keys.length - 1
    for (let slot = slotOf(key, this.shift); ; slot = (slot + 1) & mask) {
      const number = this.numbers[slot]!
      if (number === -1 || this.keys[slot] === key) return number
    }
  }

  private grow(): void {
    const {keys, numbers} = this
    const capacity = keys.length * 2
    this.keys = new Int32Array(capacity)
    this.numbers = new Int32Array(capacity).fill(-1)
    this.shift = 32 - Math.log2(capacity)
    for (let slot = 0; slot < keys.length; slot++) {
      if (numbers[slot] === -1) continue
      let target = slotOf(keys[slot]!, this.shift)
      while (this.numbers[target] !== -1) target = (target + 1) & (capacity - 1)
      this.keys[target] = keys[slot]!
      this.numbers[target] = numbers[slot]!
    }
  }
}

/**
 * One sparse vector's weights by dense feature number (`DenseNumbering`), for dot products with
 * many others: one read by index per feature instead of a hash lookup. A dot product walks the
 * other vector in its own order and adds a term for each of its features, 0 for one the loaded
 * vector lacks (adding 0 changes no sum), so it sums the same terms in the same order as a merge
 * of two ascending vectors (and gives the same bits).
 */
export class WeightLookup {
  private readonly weights: Float64Array
  private loaded: Int32Array = new Int32Array(0)

  /** `features`: more than the highest feature number a vector holds. */
  constructor(features: number) {
    this.weights = new Float64Array(features)
  }

  load(dense: Int32Array, weights: Float64Array): void {
    for (const feature of this.loaded) this.weights[feature] = 0
    for (let k = 0; k < dense.length; k++) this.weights[dense[k]!] = weights[k]!
    this.loaded = dense
  }

  /** Sum of `weights[k]` times the loaded weight of feature `dense[k]`, over the features both have. */
  dot(dense: Int32Array, weights: Float64Array): number {
    let sum = 0
    for (let k = 0; k < dense.length; k++) sum += weights[k]! * this.weights[dense[k]!]!
    return sum
  }
}
