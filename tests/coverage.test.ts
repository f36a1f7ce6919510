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

test('a chapter page whose last line ends an item of a list that goes on (`;`) is cut short there; a lid page ending so is not', () => {
  const lid = 'B. Wanneer de speler daarna opnieuw bij zijn beurt past, mag de leider:\n\n1. de partner verbieden uit te komen;\n'
  const chapter = parseSources({'laws/1987/HV2.md': `Sjabloon:1987:HV2\n\nArtikel 30 Voor de beurt passen\n\nA. De speler die voor zijn beurt past, wordt gestraft.\n\n${lid}`})
  const page = parseSources({'laws/1987/30B.md': `Sjabloon:1987:30B\n\n${lid}`})
  expect([chapter, page].map((corpus) => [articlesOf(corpus.editions[0]!)[0]!.coverage?.cutShort, corpus.files[0]!.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`)])).toEqual([
    [{part: 'B'}, ['9:1 page-cut-short']],
    [undefined, ['3:1 article-partial']]
  ])
})
