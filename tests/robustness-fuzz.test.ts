// Property-based robustness of the parser (issue 6): on random sources built from the real line
// shapes and on random mutations of the real sources, the parser never throws, every diagnostic
// points inside its file, nothing is lost, every article round-trips through its canonical
// Markdown, and parsing in pieces gives the tree of the whole file (tests/helpers/fuzz.ts). Fixed seed; a failure prints the seed, path and shrunk
// counterexample; FC_SEED, FC_PATH and FC_RUNS (runs per property) override.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {footnoteLawLine, fuzzParameters, longArticle, mutatedSource, parseChecked, piecesProblems, randomArticle, randomSource, roundTripProblems, type Input} from './helpers/fuzz.ts'

function check(inputs: Input[]): void {
  const problems = roundTripProblems(parseChecked(inputs))
  if (problems.length > 0) throw new Error(problems.join('\n'))
}

function run<T>(name: string, arbitrary: fc.Arbitrary<T>, property: (value: T) => void, numRuns: number): void {
  const parameters = fuzzParameters(numRuns)
  const started = performance.now()
  let cases = 0
  fc.assert(
    fc.property(arbitrary, (value) => {
      cases++
      property(value)
    }),
    parameters
  )
  console.log(`${name}: ${parameters.numRuns} cases, seed ${parameters.seed}, ${Math.round(performance.now() - started)} ms`)
  expect(cases).toBe(parameters.numRuns)
}

describe('the parser on random input', () => {
  test('random sources from the real line shapes and junk: no throw, places inside, nothing lost, round trip', () => {
    run('random sources', randomSource(), (input) => check([input]), 1500)
  })

  test('random sources with footnotes in the forms without a rule (`1)` markers, footnote lines after blank lines): the same', () => {
    run('random sources with footnotes without a rule', randomSource('X', footnoteLawLine), (input) => check([input]), 800)
  })

  test('two random sources of one edition: the same, across files', () => {
    run('random source pairs', fc.tuple(randomSource('A'), randomSource('B')), check, 300)
  })

  test('an article page and per-lid pages of one article (and a chapter page): the same, across the merged pages', () => {
    run('article and lid pages', fc.tuple(randomSource('7'), randomSource('7A'), randomSource('7B'), randomSource('HV')), check, 300)
    run('lid pages only', fc.tuple(randomSource('7A'), randomSource('7B'), randomSource('7C')), check, 200)
  })

  test('real sources and windows of them, mutated (drop, duplicate, swap, move, join, split, blank, insert): the same', () => {
    run('mutated real sources', mutatedSource, (input) => check([input]), 600)
  })

  test('parsed in pieces, blocks only, a long real article or a random one gives the tree of one plain remark-parse run', () => {
    const same = (input: Input) => {
      const problems = piecesProblems(input)
      if (problems.length > 0) throw new Error(problems.join('\n'))
    }
    run('long real articles in pieces', longArticle, same, 40)
    run('random articles in pieces', randomArticle, same, 1000)
  })
})
