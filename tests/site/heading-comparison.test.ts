// The headings of an edition pair on its overview page: names as printed, links to the heading's
// text where its edition page shows one, and redlines only of what changed.
import {describe, expect, test} from 'vitest'
import {headingComparisonViews} from '../../site/lib/heading-comparison.ts'
import {siteUrls} from '../../site/lib/urls.ts'
import type {HeadingComparisonJson} from '../../src/schema.ts'

const urls = siteUrls('/')
const side = (edition: string, id: string, number: string | null, title: string): HeadingComparisonJson['from'] => ({id, edition, type: 'chapter', heading: `${number ?? ''} ${title}`.trim(), number, title})
/** The editions' headings (editions.json) as `[edition, [[id, heading as printed, own text]]]`; `''` is no text. */
const editions = (...entries: Array<[string, Array<[string, string, string]>]>) =>
  new Map(entries.map(([edition, headings]) => [edition, {headings: headings.map(([id, heading, text]) => ({id, heading, text: text === '' ? [] : [{text}]}))}]))
const comparison = (from: HeadingComparisonJson['from'], to: HeadingComparisonJson['to'], textStatus: HeadingComparisonJson['textStatus'], textDiff: HeadingComparisonJson['textDiff']): HeadingComparisonJson => ({
  from,
  to,
  basis: 'articles',
  articles: 3,
  status: 'changed',
  renumbered: false,
  retitled: false,
  titleDiff: [{op: 'equal', text: from.title}],
  textStatus,
  textDiff,
  explanation: 'Uitleg.'
})

describe('heading comparison views', () => {
  test('link each side to its text where it has one, and redline a changed title and text', () => {
    const [view] = headingComparisonViews(
      [
        {
          from: side('1936', 'kop-1', 'VIERDE TIJDVAK', 'HET SPELEN'),
          to: side('1963', 'kop-2', 'HOOFDSTUK VI', 'SPELEN'),
          basis: 'articles',
          articles: 2,
          status: 'changed',
          renumbered: true,
          retitled: true,
          titleDiff: [
            {op: 'delete', text: 'HET '},
            {op: 'equal', text: 'SPELEN'}
          ],
          textStatus: 'removed',
          textDiff: [{op: 'delete', text: 'Het tijdvak begint.'}],
          explanation: 'Uitleg.'
        }
      ],
      editions(['1936', [['kop-1', 'VIERDE TIJDVAK HET SPELEN', 'Het tijdvak begint.']]], ['1963', [['kop-2', 'HOOFDSTUK VI SPELEN', '']]]),
      urls
    )
    expect(view).toEqual({
      from: {name: 'VIERDE TIJDVAK HET SPELEN (1936)', href: '/1936/#kop-1'},
      to: {name: 'HOOFDSTUK VI SPELEN (1963)', href: '/1963/'},
      title: [
        {
          type: 'del',
          children: [
            {type: 'hidden', text: 'geschrapt:\u00a0'},
            {type: 'text', text: 'HET '}
          ]
        },
        {type: 'text', text: 'SPELEN'}
      ],
      text: [
        {
          type: 'del',
          children: [
            {type: 'hidden', text: 'geschrapt:\u00a0'},
            {type: 'text', text: 'Het tijdvak begint.'}
          ]
        }
      ],
      explanation: 'Uitleg.'
    })
  })

  test('show no redline of a title that did not change, nor of a text not compared', () => {
    const [view] = headingComparisonViews(
      [
        {
          from: side('1975', 'kop-1', null, 'Voor de beurt bieden'),
          to: side('1987', 'kop-6', '§ IV', 'Voor de beurt bieden'),
          basis: 'articles',
          articles: 8,
          status: 'changed',
          renumbered: true,
          retitled: false,
          titleDiff: [{op: 'equal', text: 'Voor de beurt bieden'}],
          textStatus: 'uncompared',
          textDiff: [],
          explanation: 'Uitleg.'
        }
      ],
      editions(['1975', [['kop-1', 'Voor de beurt bieden', '']]], ['1987', [['kop-6', '§ IV Voor de beurt bieden', '']]]),
      urls
    )
    expect(view).toEqual({from: {name: 'Voor de beurt bieden (1975)', href: '/1975/'}, to: {name: '§ IV Voor de beurt bieden (1987)', href: '/1987/'}, title: null, text: null, explanation: 'Uitleg.'})
  })

  test('link a newer side whose text was extended to the anchor its edition page shows that text under, a heading printed twice to the copy holding the text', () => {
    const [view] = headingComparisonViews(
      [
        comparison(side('1975', 'kop-2', 'HOOFDSTUK II', 'HET BIEDEN'), side('1987', 'kop-7', 'HOOFDSTUK II', 'HET BIEDEN'), 'changed', [
          {op: 'equal', text: 'Het bieden begint.'},
          {op: 'insert', text: ' Bij de gever.'}
        ])
      ],
      editions(
        ['1975', [['kop-2', 'HOOFDSTUK II HET BIEDEN', 'Het bieden begint.']]],
        [
          '1987',
          [
            ['kop-3', 'HOOFDSTUK II HET BIEDEN', 'Het bieden begint.'],
            ['kop-7', 'HOOFDSTUK II HET BIEDEN', 'Bij de gever.']
          ]
        ]
      ),
      urls
    )
    expect([view!.from, view!.to]).toEqual([
      {name: 'HOOFDSTUK II HET BIEDEN (1975)', href: '/1975/#kop-2'},
      {name: 'HOOFDSTUK II HET BIEDEN (1987)', href: '/1987/#kop-3'}
    ])
  })

  test('link a newer side with a new text to its text, also when that heading is printed first without text', () => {
    const [view] = headingComparisonViews(
      [comparison(side('1975', 'kop-1', null, 'Spelen'), side('1987', 'kop-4', null, 'Spelen'), 'added', [{op: 'insert', text: 'Het spelen begint.'}])],
      editions(
        ['1975', [['kop-1', 'Spelen', '']]],
        [
          '1987',
          [
            ['kop-4', 'Spelen', ''],
            ['kop-9', 'Spelen', 'Het spelen begint.']
          ]
        ]
      ),
      urls
    )
    expect([view!.from, view!.to]).toEqual([
      {name: 'Spelen (1975)', href: '/1975/'},
      {name: 'Spelen (1987)', href: '/1987/#kop-9'}
    ])
  })

  test('link each side of uncompared texts to its text where its edition page shows one', () => {
    const [view] = headingComparisonViews(
      [comparison(side('1975', 'kop-1', 'HOOFDSTUK I', 'ALGEMEEN'), side('1987', 'kop-1', 'HOOFDSTUK I', 'ALGEMEEN'), 'uncompared', [])],
      editions(['1975', [['kop-1', 'HOOFDSTUK I ALGEMEEN', 'Oud.']]], ['1987', [['kop-1', 'HOOFDSTUK I ALGEMEEN', 'Nieuw.']]]),
      urls
    )
    expect(view).toEqual({
      from: {name: 'HOOFDSTUK I ALGEMEEN (1975)', href: '/1975/#kop-1'},
      to: {name: 'HOOFDSTUK I ALGEMEEN (1987)', href: '/1987/#kop-1'},
      title: null,
      text: null,
      explanation: 'Uitleg.'
    })
  })
})
