// Which regular expressions of laws/corpus.json can backtrack without bound (src/safe-pattern.ts).
// Static: the verdict comes from the pattern, never from a run on a sample line.
import {expect, test} from 'vitest'
import {unboundedBacktracking} from '../src/safe-pattern.ts'
import {config} from './helpers/corpus.ts'

test.each([
  ['^(a+)+$', '`(a+)+` can divide a run of `a` among the rounds of `a+` in more than one way'],
  ['(\\w+\\s?)*$', '`(\\w+\\s?)*` can divide a run of `A` among the rounds of `\\w+` in more than one way'],
  ['^a*a*$', '`a*` and `a*` can divide a run of `a` between them in more than one way'],
  ['^(a|a)*$', '`(a|a)*` can read the same text in more than one way, which the engine tries one by one'],
  ['^(ab|ab)*$', '`(ab|ab)*` can read the same text in more than one way, which the engine tries one by one'],
  ['^(?:a|aa){2,40}$', '`(?:a|aa){2,40}` can read the same text in more than one way, which the engine tries one by one'],
  ['x+y', '`x+` is tried again from every place in a run of `x`, which takes time that grows with the square of its length (anchor the expression with `^`)']
])('/%s/ is refused', (source, problem) => {
  expect(unboundedBacktracking(new RegExp(source, 'u'))).toBe(`which can backtrack without bound: ${problem}`)
})

test.each(['^(a|ab)*c$', '^(?:\\w+ )*$', '^\\d+[a-z]?$', 'a/b', '^(?<article>\\d+[a-z]?)-?(?<lid>(?<!-)[A-Z]|(?<=-)\\d{1,2})$'])('/%s/ passes', (source) => {
  expect(unboundedBacktracking(new RegExp(source, 'u'))).toBeNull()
})

test('every pattern of the real laws/corpus.json passes, with the flags it runs with', () => {
  const patterns = [
    new RegExp(config.headerPattern, 'd'),
    ...config.noise.filter((entry) => entry.startsWith('/')).map((entry) => new RegExp(entry.slice(1, -1), 'u')),
    ...Object.values(config.pages ?? {}).map((source) => new RegExp(source, 'u')),
    ...(config.language?.pointers ?? []).filter((entry) => entry.startsWith('/')).map((entry) => new RegExp(entry.slice(1, -1), 'iu'))
  ]
  expect(patterns.length).toBeGreaterThan(4)
  expect(patterns.map((pattern) => [pattern.source, unboundedBacktracking(pattern)])).toEqual(patterns.map((pattern) => [pattern.source, null]))
})
