// A line that does not end its sentence, continued by the next line in lower case, is the wiki's
// line wrap: one paragraph, read with a space, and the canonical Markdown writes the break back.
import {describe, expect, test} from 'vitest'
import {articlesOf} from '../src/corpus.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {parseSources} from './helpers/corpus.ts'
import {lostLines, roundTripProblems} from './helpers/fuzz.ts'

const page = ['Sjabloon:2017:6B', 'B. Schudden', 'Elke hand wordt daarna met de beeldzijde ¹⁾ naar beneden in een', 'vak van het bord gelegd.', 'Dan begint', 'Het spelen.', '---', '1) Of boven.', ''].join('\n')

describe('wrapped lines', () => {
  const corpus = parseSources({'laws/2017/6B.md': page})
  const [article] = corpus.editions.flatMap(articlesOf)
  const lid = article!.children[0]!

  test('a line continued in lower case joins the text before it with a space, its place recorded in `joins`', () => {
    expect(lid.text).toBe('Elke hand wordt daarna met de beeldzijde naar beneden in een vak van het bord gelegd.')
    expect(lid.joins).toEqual([60])
    expect(lid.markers.text).toEqual([{number: '1', offset: 40, glued: false}])
  })

  test('a next line in capitals starts a paragraph of its own', () => {
    expect(lid.children.map((child) => [child.id, child.text, child.joins])).toEqual([
      ['2017/6/B/p1', 'Dan begint', undefined],
      ['2017/6/B/p2', 'Het spelen.', undefined]
    ])
  })

  test('the canonical Markdown writes the break where the source had it, and reads back as the same tree', () => {
    expect(articleToMarkdown(article!)).toBe(
      ['### Artikel 6', '', 'B. Schudden', '', 'Elke hand wordt daarna met de beeldzijde ¹⁾ naar beneden in een', 'vak van het bord gelegd.', '', 'Dan begint', '', 'Het spelen.', '', '---', '', '1\\) Of boven.', ''].join('\n')
    )
    expect(roundTripProblems(corpus)).toEqual([])
    expect(corpus.files.flatMap((file) => lostLines(corpus, file))).toEqual([])
  })
})
