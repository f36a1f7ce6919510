// The word diff is bounded by its work only, never by time: jsdiff gets `maxEditLength` and no
// `timeout`, so a hard pair gives the same operations on an idle and on a busy machine (here: a
// clock that jumps an hour at every look), and only a pair beyond the bound is replaced as a whole.
import {diffArrays} from 'diff'
import {afterEach, expect, test, vi} from 'vitest'
import {defaultMaxEditLength, diffWords, jsdiffOptions, tokenize} from '../src/diff/words.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A clock that moves an hour every time it is read, as on a machine far too busy for any time limit. */
function slowClock(): void {
  let now = Date.now()
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 3_600_000))
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 3_600_000))
}

/** Seeded pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const vocabulary = ['de', 'speler', 'partner', 'kaart', 'bieding', 'wedstrijdleider', 'mag', 'moet', 'niet', 'passen', 'doubleren', 'straf', 'slag', 'leider', 'tafel', 'beurt', 'artikel', 'lid', 'na', 'voor']

/** A hard pair: 1500 words, and the same words with every fifth or so replaced, dropped or doubled. */
function hardPair(): [string, string] {
  const next = random(7)
  const word = () => vocabulary[Math.floor(next() * vocabulary.length)]!
  const before = Array.from({length: 1500}, word)
  const after = before.flatMap((token) => {
    const roll = next()
    return roll < 0.07 ? [word()] : roll < 0.14 ? [] : roll < 0.2 ? [token, word()] : [token]
  })
  return [`${before.join(' ')}.`, `${after.join(' ')}.`]
}

test('jsdiff is given a bound on work and no timeout', () => {
  expect(jsdiffOptions({})).toEqual({maxEditLength: defaultMaxEditLength})
  expect(jsdiffOptions({maxEditLength: 3})).toEqual({maxEditLength: 3})
  expect(Object.keys(jsdiffOptions({maxEditLength: 3}))).not.toContain('timeout')
})

test('a hard pair gives the same operations however slow the clock runs', () => {
  const [before, after] = hardPair()
  const idle = diffWords(before, after)
  expect(idle.replacedWhole).toBe(false)
  expect(idle.changedWords).toBeGreaterThan(300)

  slowClock()
  // The clock is slow enough that any time limit would give up: jsdiff with a timeout does.
  expect(
    diffArrays(
      tokenize(before).map((token) => token.key),
      tokenize(after).map((token) => token.key),
      {maxEditLength: defaultMaxEditLength, timeout: 1000}
    )
  ).toBeUndefined()
  expect(diffWords(before, after)).toEqual(idle)
})

test('beyond the bound on work the pair is replaced as a whole, on any clock', () => {
  const [before, after] = hardPair()
  const bounded = diffWords(before, after, {maxEditLength: 50})
  expect(bounded.replacedWhole).toBe(true)
  slowClock()
  expect(diffWords(before, after, {maxEditLength: 50})).toEqual(bounded)
})
