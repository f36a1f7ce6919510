// Maximum-weight bipartite assignment (Hungarian algorithm, O(n³) on a dense matrix). Callers keep
// matrices small by splitting the candidate graph into connected components first.

/**
 * Rows and columns of `weights` (rows × columns, 0 = no edge) paired so that the sum of weights is
 * maximal. Returns `[row, column]` pairs with a positive weight.
 */
export function maxWeightAssignment(weights: number[][]): Array<[number, number]> {
  const rows = weights.length
  const columns = rows === 0 ? 0 : weights[0]!.length
  if (rows === 0 || columns === 0) return []
  const size = Math.max(rows, columns)
  let top = 0
  for (const row of weights) for (const weight of row) top = Math.max(top, weight)
  // Square cost matrix: minimise (top - weight); padding costs `top` (no edge).
  const cost = (row: number, column: number) => (row < rows && column < columns ? top - weights[row]![column]! : top)

  // Jonker-Volgenant style potentials, 1-based as in the classic formulation.
  const u = new Float64Array(size + 1)
  const v = new Float64Array(size + 1)
  const match = new Int32Array(size + 1) // match[column] = row
  const way = new Int32Array(size + 1)
  for (let row = 1; row <= size; row++) {
    match[0] = row
    let column0 = 0
    const minimum = new Float64Array(size + 1).fill(Number.POSITIVE_INFINITY)
    const used = new Uint8Array(size + 1)
    do {
      used[column0] = 1
      const row0 = match[column0]!
      let delta = Number.POSITIVE_INFINITY
      let column1 = 0
      for (let column = 1; column <= size; column++) {
        if (used[column]) continue
        const current = cost(row0 - 1, column - 1) - u[row0]! - v[column]!
        if (current < minimum[column]!) {
          minimum[column] = current
          way[column] = column0
        }
        if (minimum[column]! < delta) {
          delta = minimum[column]!
          column1 = column
        }
      }
      for (let column = 0; column <= size; column++) {
        if (used[column]) {
          u[match[column]!]! += delta
          v[column]! -= delta
        } else {
          minimum[column]! -= delta
        }
      }
      column0 = column1
    } while (match[column0] !== 0)
    do {
      const column1 = way[column0]!
      match[column0] = match[column1]!
      column0 = column1
    } while (column0 !== 0)
  }

  const pairs: Array<[number, number]> = []
  for (let column = 1; column <= size; column++) {
    const row = match[column]! - 1
    if (row < rows && column - 1 < columns && weights[row]![column - 1]! > 0) pairs.push([row, column - 1])
  }
  return pairs.sort((a, b) => a[0] - b[0])
}
