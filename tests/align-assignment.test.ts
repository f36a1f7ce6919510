// The maximum-weight assignment (src/align/assignment.ts: the munkres solver, or each row its own
// best column when that settles it): named cases, and on random matrices up to 6 x 6, square and
// rectangular, zeros meaning "no edge", the same total weight as the best of all assignments found
// by brute force, and the same pairs where only one assignment reaches it.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {munkres} from 'munkres'
import {maxWeightAssignment} from '../src/align/assignment.ts'
import {fuzzParameters} from './helpers/fuzz.ts'

const orderings = new Map<number, number[][]>()
/** Every ordering of 0 .. n-1. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]]
  if (!orderings.has(n))
    orderings.set(
      n,
      permutations(n - 1).flatMap((rest) => Array.from({length: n}, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]))
    )
  return orderings.get(n)!
}

/** The largest total weight of any assignment: every way of giving rows distinct columns (padded square). */
function bruteForceMaximum(weights: number[][]): number {
  return bruteForce(weights).best
}

/** The largest total, and the distinct assignments (pairs over edges, by row) that reach it. */
function bruteForce(weights: number[][]): {best: number; optima: Set<string>} {
  const rows = weights.length
  const columns = weights[0]?.length ?? 0
  let best = 0
  let optima = new Set<string>()
  for (const columnOf of permutations(Math.max(rows, columns))) {
    let total = 0
    const pairs: Array<[number, number]> = []
    for (let row = 0; row < rows; row++) {
      const column = columnOf[row]!
      if (column >= columns || weights[row]![column]! <= 0) continue
      total += weights[row]![column]!
      pairs.push([row, column])
    }
    if (total > best) [best, optima] = [total, new Set()]
    if (total === best) optima.add(JSON.stringify(pairs))
  }
  return {best, optima}
}

/**
 * Matrices of 0 to 6 rows and columns, half the cells zero. The other weights are multiples of 1/1024
 * in (0, 1], like the aligner's scores but exact in binary, so that totals compare exactly, or small
 * integers, which make many ties.
 */
const cell = fc.oneof({weight: 2, arbitrary: fc.constant(0)}, {weight: 1, arbitrary: fc.integer({min: 1, max: 1024}).map((k) => k / 1024)}, {weight: 1, arbitrary: fc.integer({min: 1, max: 3})})
const matrices = fc.tuple(fc.integer({min: 0, max: 6}), fc.integer({min: 0, max: 6})).chain(([rows, columns]) => fc.array(fc.array(cell, {minLength: columns, maxLength: columns}), {minLength: rows, maxLength: rows}))

describe('maxWeightAssignment', () => {
  test('finds the optimum where a greedy pick of the best edge fails', () => {
    // Greedy takes 0.9 (row 0 → column 0) and leaves 0.1; the optimum is 0.8 + 0.8.
    expect(
      maxWeightAssignment([
        [0.9, 0.8],
        [0.8, 0.1]
      ])
    ).toEqual([
      [0, 1],
      [1, 0]
    ])
  })

  test('gives each row its own best column when no two rows share one', () => {
    expect(
      maxWeightAssignment([
        [0.9, 0.1, 0],
        [0.2, 0, 0.8]
      ])
    ).toEqual([
      [0, 0],
      [1, 2]
    ])
    // A tie in row 0 leaves it to the solver, which takes the column row 1 does not need.
    expect(
      maxWeightAssignment([
        [0.5, 0.5],
        [0.5, 0]
      ])
    ).toEqual([
      [0, 1],
      [1, 0]
    ])
  })

  test('leaves rows without a positive edge unassigned, also for non-square matrices', () => {
    expect(
      maxWeightAssignment([
        [0, 0.5, 0],
        [0, 0.6, 0]
      ])
    ).toEqual([[1, 1]])
    expect(maxWeightAssignment([])).toEqual([])
  })

  test('on random matrices up to 6 x 6 reaches the brute-force maximum with distinct rows and columns over edges only', () => {
    fc.assert(
      fc.property(matrices, (weights) => {
        const pairs = maxWeightAssignment(weights)
        expect(pairs.reduce((total, [row, column]) => total + weights[row]![column]!, 0)).toBe(bruteForceMaximum(weights))
        expect(pairs.every(([row, column]) => weights[row]![column]! > 0)).toBe(true)
        expect(new Set(pairs.map(([row]) => row)).size).toBe(pairs.length)
        expect(new Set(pairs.map(([, column]) => column)).size).toBe(pairs.length)
        expect(pairs.map(([row]) => row)).toEqual(pairs.map(([row]) => row).sort((a, b) => a - b))
      }),
      fuzzParameters(1000)
    )
  })

  test('on random matrices up to 6 x 6 returns the one maximal assignment where only one reaches the maximum', () => {
    fc.assert(
      fc.property(matrices, (weights) => {
        const {optima} = bruteForce(weights)
        if (optima.size === 1) expect(JSON.stringify(maxWeightAssignment(weights))).toBe([...optima][0])
      }),
      fuzzParameters(1000)
    )
  })

  test('on random matrices up to 6 x 6 returns the pairs the solver alone returns, ties included', () => {
    fc.assert(
      fc.property(matrices, (weights) => {
        const solved = weights.length === 0 || weights[0]!.length === 0 ? [] : munkres(weights.map((row) => row.map((weight) => -weight))).filter(([row, column]) => weights[row]![column]! > 0)
        expect(maxWeightAssignment(weights)).toEqual(solved.sort((a, b) => a[0] - b[0]))
      }),
      fuzzParameters(1000)
    )
  })
})
