// The first few items in an order, kept while reading: the same as a stable sort, cut short.
import fc from 'fast-check'
import {expect, test} from 'vitest'
import {firstBy} from '../src/align/first-by.ts'

test('keeps what a stable sort puts first, ties in the order given', () => {
  const byRank = (x: {rank: number}, y: {rank: number}) => x.rank > y.rank
  fc.assert(
    fc.property(fc.array(fc.integer({min: 0, max: 5}), {maxLength: 40}), fc.integer({min: 0, max: 12}), (ranks, count) => {
      const items = ranks.map((rank, position) => ({rank, position}))
      const sorted = [...items].sort((x, y) => y.rank - x.rank)
      expect(firstBy(items, count, byRank)).toEqual(sorted.slice(0, count))
    })
  )
  expect(
    firstBy(
      [
        {rank: 1, position: 0},
        {rank: 2, position: 1},
        {rank: 1, position: 2}
      ],
      2,
      byRank
    )
  ).toEqual([
    {rank: 2, position: 1},
    {rank: 1, position: 0}
  ])
})
