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
  // Minimal cost is maximal weight; a pair without an edge costs nothing and is dropped below.
  const costs = weights.map((row) => row.map((weight) => -weight))
  return munkres(costs)
    .filter(([row, column]) => weights[row]![column]! > 0)
    .sort((a, b) => a[0] - b[0])
    .map(([row, column]) => [row, column])
}
