// The headings of an edition pair on its overview page: names as printed, links to the heading's
// text where its edition page shows one, and redlines only of what changed.
import {describe, expect, test} from 'vitest'
import {headingComparisonViews} from '../../site/lib/heading-comparison.ts'
import {siteUrls} from '../../site/lib/urls.ts'
import type {HeadingComparisonJson} from '../../src/schema.ts'

const urls = siteUrls('/')
const side = (edition: string, id: string, number: string | null, title: string): HeadingComparisonJson['from'] => ({id, edition, type: 'chapter', heading: `${number ?? ''} ${title}`.trim(), number, title})

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
      urls
    )
    expect(view).toEqual({
      from: {name: 'VIERDE TIJDVAK HET SPELEN (1936)', href: '/1936/#kop-1'},
      to: {name: 'HOOFDSTUK VI SPELEN (1963)', href: '/1963/'},
      title: [
        {
          type: 'del',
          children: [
            {type: 'hidden', text: 'geschrapt: '},
            {type: 'text', text: 'HET '}
          ]
        },
        {type: 'text', text: 'SPELEN'}
      ],
      text: [
        {
          type: 'del',
          children: [
            {type: 'hidden', text: 'geschrapt: '},
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
      urls
    )
    expect(view).toEqual({from: {name: 'Voor de beurt bieden (1975)', href: '/1975/'}, to: {name: '§ IV Voor de beurt bieden (1987)', href: '/1987/'}, title: null, text: null, explanation: 'Uitleg.'})
  })
})
