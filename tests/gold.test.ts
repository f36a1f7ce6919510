// The gold standard (tests/gold/provisions.txt, read from the sources by a person) against the
// build: with the concordance's curated decisions, every provision correspondence of the real
// corpus is exactly the gold's. The aligner alone (no concordance: what a maintainer adding an
// edition starts with) is held to its counts per edition pair, so a regression fails here before
// the benchmark (`npm run bench`, target 7) reports it.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {agreement, parseGold} from '../support/gold.ts'
import {goldQuality} from '../support/provision-quality.ts'
import {textUnits} from '../src/align/units.ts'
import {articlesOf} from '../src/corpus.ts'
import {editionPairs} from '../src/align/edition-pairs.ts'
import {runPipeline} from '../src/pipeline.ts'
import {lawsDir, realCorpus, root} from './helpers/corpus.ts'

const gold = parseGold(readFileSync(path.join(root, 'tests', 'gold', 'provisions.txt'), 'utf8'))

describe('the gold standard of provision correspondences', () => {
  const pipeline = runPipeline(lawsDir, {cwd: root})
  const pairs = editionPairs(pipeline.lineages).map((pair) => `${pair.from} -> ${pair.to}`)

  test('covers every compared edition pair', () => {
    expect(gold.sections.map((section) => `${section.from} -> ${section.to}`)).toEqual(pairs)
  })

  test.each(gold.sections.map((section) => [`${section.from} -> ${section.to}`, section] as const))('agrees completely with the build for %s', (_, section) => {
    const links = pipeline.correspondenceOf(section.from, section.to).links.map((link) => `${link.from.id} -> ${link.to.id}`)
    const result = agreement(section, gold, links)
    expect({extra: result.extra, missing: result.missing}).toEqual({extra: [], missing: []})
    // Doubtful links too: the concordance settles them.
    expect(result.strict.truePositives).toBe(result.strict.expected)
  })

  test('names only units the corpus has', () => {
    const units = new Set(
      pipeline.corpus.editions
        .flatMap(articlesOf)
        .flatMap(textUnits)
        .map((unit) => unit.id)
    )
    const ids = gold.sections.flatMap((section) => [...section.pairs.flatMap((pair) => [...pair.from, ...pair.to]), ...section.removed, ...section.added])
    expect(ids.length).toBeGreaterThan(100)
    expect(ids.filter((id) => !units.has(id))).toEqual([])
  })
})

describe('the aligner alone against the gold standard', () => {
  const quality = goldQuality(realCorpus(), root)

  test('links per edition pair: right of computed, sure found of sure, and doubtful found too', () => {
    expect(quality.perPair.map(({pair, correct, predicted, truePositives, expected, strict}) => ({pair, correct, predicted, truePositives, expected, strictFound: strict.truePositives, strictExpected: strict.expected}))).toEqual([
      {pair: '1975 -> 1987', correct: 40, predicted: 40, truePositives: 40, expected: 40, strictFound: 40, strictExpected: 44},
      {pair: '1982 -> 1987', correct: 14, predicted: 14, truePositives: 14, expected: 14, strictFound: 14, strictExpected: 20},
      {pair: '1987 -> 1997', correct: 21, predicted: 21, truePositives: 21, expected: 21, strictFound: 21, strictExpected: 21}
    ])
  })

  test('reaches precision and recall 0.95, overall and in every edition pair', () => {
    const below = [quality, ...quality.perPair].filter((result) => result.precision < 0.95 || result.recall < 0.95)
    expect(below).toEqual([])
  })

  test('makes no false pair: every link it computes is in the gold, every sure link is computed', () => {
    // The doubtful links it leaves out are lead penalties replaced by a reference to another
    // article (tests/gold/README.md): their words are gone, and no structure points at them. The
    // gold does not require them, and the concordance settles them for the published build.
    expect(quality.perPair.flatMap((result) => [...result.extra.map((link) => `extra ${link}`), ...result.missing.map((link) => `missing ${link}`)])).toEqual([])
  })
})

describe('the gold file format', () => {
  test('reads sections, n:m links, doubtful links, removed, added and new articles', () => {
    const parsed = parseGold('[1975 -> 1987]\n1975/1/a -> 1987/1/A + 1987/1/B  # split\ndoubtful 1975/1/b -> 1987/1/C\nremoved 1975/1/c  # gone\nadded 1987/1/D\nnew-article 1987/9\n')
    expect(parsed).toEqual({
      sections: [
        {
          from: '1975',
          to: '1987',
          pairs: [
            {from: ['1975/1/a'], to: ['1987/1/A', '1987/1/B'], doubtful: false, line: 2},
            {from: ['1975/1/b'], to: ['1987/1/C'], doubtful: true, line: 3}
          ],
          removed: ['1975/1/c'],
          added: ['1987/1/D']
        }
      ],
      newArticles: ['1987/9']
    })
  })

  test('rejects a line it cannot read, with its number', () => {
    expect(() => parseGold('[1975 -> 1987]\n1975/1/a 1987/1/A\n')).toThrow('Unexpected gold line 2 `1975/1/a 1987/1/A`, expected `<ids> -> <ids>`, `removed <id>`, `added <id>` or `new-article <article>`')
  })

  test('counts computed links against the gold: precision, recall, extra and missing', () => {
    const parsed = parseGold('[1975 -> 1987]\n1975/1/a -> 1987/1/A + 1987/1/B\nremoved 1975/1/c\nnew-article 1987/9\n')
    const result = agreement(parsed.sections[0]!, parsed, ['1975/1/a -> 1987/1/A', '1975/1/c -> 1987/1/C', '1975/5/x -> 1987/9/A', '1975/7/y -> 1987/7/Y'])
    // 1975/7/y -> 1987/7/Y is outside what the gold judges; the link into new article 9 is judged.
    expect(result).toEqual({
      pair: '1975 -> 1987',
      correct: 1,
      truePositives: 1,
      predicted: 3,
      expected: 2,
      precision: 1 / 3,
      recall: 0.5,
      strict: {truePositives: 1, expected: 2, recall: 0.5},
      extra: ['1975/1/c -> 1987/1/C', '1975/5/x -> 1987/9/A'],
      missing: ['1975/1/a -> 1987/1/B']
    })
  })

  test('scores doubtful links as possible: not required for recall, not an error for precision', () => {
    const parsed = parseGold('[1975 -> 1987]\n1975/1/a -> 1987/1/A\ndoubtful 1975/1/b -> 1987/1/B\ndoubtful 1975/1/c -> 1987/1/C\n')
    const result = agreement(parsed.sections[0]!, parsed, ['1975/1/a -> 1987/1/A', '1975/1/b -> 1987/1/B'])
    expect(result).toEqual({
      pair: '1975 -> 1987',
      correct: 2,
      truePositives: 1,
      predicted: 2,
      expected: 1,
      precision: 1,
      recall: 1,
      strict: {truePositives: 2, expected: 3, recall: 2 / 3},
      extra: [],
      missing: []
    })
  })
})
