// What the collection holds of an article that is only partly in it: another edition's lid is
// looked for whatever case that edition letters it in.
import {expect, test} from 'vitest'
import {holds} from '../src/align/coverage.ts'
import {articlesOf} from '../src/corpus.ts'
import {parseSources} from './helpers/corpus.ts'

test('an article whose page stops in lid B holds lid A, as `A` or as another edition’s `a`, and not lid B', () => {
  const corpus = parseSources({
    'laws/1987/HV2.md': 'Sjabloon:1987:HV2\n\nArtikel 30 Voor de beurt passen\n\nA. De speler die voor zijn beurt past, wordt gestraft.\n\nB. Wanneer de speler daarna opnieuw bij zijn beurt aan de\n'
  })
  const [article] = articlesOf(corpus.editions[0]!)
  expect(article!.coverage).toEqual({
    whole: false,
    cutShort: {part: 'B'},
    lids: [
      {label: 'A', transcribed: true},
      {label: 'B', transcribed: true}
    ],
    footnotes: []
  })
  expect(['', 'A', 'a', 'B', 'b', 'C'].map((lid) => [lid, holds(article!, lid)])).toEqual([
    ['', true],
    ['A', true],
    ['a', true],
    ['B', false],
    ['b', false],
    ['C', false]
  ])
})
