// Open-addressing hash tables over 32-bit feature hashes, in typed arrays. The article alignment
// looks features up millions of times; a Map of numbers costs several times more per lookup.

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
 * One sparse vector's weights by key, for dot products with many others. A dot product walks the
 * other vector in its own order, adding only shared keys, so it sums the same terms in the same
 * order as a merge of two ascending vectors (and gives the same bits).
 */
export class WeightLookup {
  private keys = new Int32Array(0)
  private weights = new Float64Array(0)
  private used = new Uint8Array(0)
  private filled: number[] = []
  private shift = 32

  load(keys: Int32Array, weights: Float64Array): void {
    for (const slot of this.filled) this.used[slot] = 0
    this.filled.length = 0
    if (this.keys.length < keys.length * 2) {
      const capacity = capacityFor(keys.length)
      this.keys = new Int32Array(capacity)
      this.weights = new Float64Array(capacity)
      this.used = new Uint8Array(capacity)
      this.shift = 32 - Math.log2(capacity)
    }
    const mask = this.keys.length - 1
    for (let k = 0; k < keys.length; k++) {
      let slot = slotOf(keys[k]!, this.shift)
      while (this.used[slot]) slot = (slot + 1) & mask
      this.used[slot] = 1
      this.keys[slot] = keys[k]!
      this.weights[slot] = weights[k]!
      this.filled.push(slot)
    }
  }

  /** Sum of `weights[k]` times the loaded weight of `keys[k]`, over the keys both have. */
  dot(keys: Int32Array, weights: Float64Array): number {
    let sum = 0
    for (let k = 0; k < keys.length; k++) {
      const slot = this.find(keys[k]!)
      if (slot !== -1) sum += weights[k]! * this.weights[slot]!
    }
    return sum
  }

  /** Where `key` is loaded, or -1. */
  private find(key: number): number {
    const mask = this.keys.length - 1
    for (let slot = slotOf(key, this.shift); this.used[slot]; slot = (slot + 1) & mask) if (this.keys[slot] === key) return slot
    return -1
  }
}
