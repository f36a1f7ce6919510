// Maximum-weight bipartite assignment, solved by the `munkres` package (Munkres / Hungarian
// algorithm on a rectangular matrix; measured faster than the hand-written solver it replaced on
// the benchmark's largest components, with the same assignments). Callers keep matrices small by
// splitting the candidate graph into connected components first.
import {munkres} from 'munkres'

/**
 * Rows and columns of `weights` (rows × columns, 0 = no edge) paired so that the sum of weights is
 * maximal. Returns `[row, column]` pairs with a positive weight, by row.
 */
export function maxWeightAssignment(weights: number[][]): Array<[number, number]> {
  if (weights.length === 0 || weights[0]!.length === 0) return []
  const settled = ownBests(weights)
  if (settled) return settled
  // Minimal cost is maximal weight; a pair without an edge costs nothing and is dropped below.
  const costs = weights.map((row) => row.map((weight) => -weight))
  return munkres(costs)
    .filter(([row, column]) => weights[row]![column]! > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([row, column]) => [row, column])
}

/**
 * When every row has one heaviest column, above all its others, and no two rows share it, giving
 * each row that column reaches the sum of the row maxima, which no assignment can exceed: it is
 * the only maximal one, the one the solver would return. Most components of the candidate graph
 * are like this (each article's best candidate is its own); null when not.
 */
function ownBests(weights: number[][]): Array<[number, number]> | null {
  const taken = new Set<number>()
  const pairs: Array<[number, number]> = []
  for (let row = 0; row < weights.length; row++) {
    const values = weights[row]!
    let best = 0
    for (let column = 1; column < values.length; column++) if (values[column]! > values[best]!) best = column
    const top = values[best]!
    if (top <= 0 || taken.has(best)) return null
    for (let column = best + 1; column < values.length; column++) if (values[column] === top) return null
    taken.add(best)
    pairs.push([row, best])
  }
  return pairs
}
