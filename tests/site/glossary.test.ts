import {describe, expect, it} from 'vitest'
import type {ArticleJson, ProvisionJson} from '../../src/schema.ts'
import {abbreviationOf, glossaryUsage} from '../../site/lib/glossary.ts'
import {siteUrls} from '../../site/lib/urls.ts'

function provision(id: string, text: string, children: ProvisionJson[] = []): ProvisionJson {
  return {id, kind: 'labeled', label: id.split('/').at(-1)!, printedLabel: null, form: null, bullet: false, title: null, text, markers: {title: [], text: []}, refs: [], inbound: [], lines: [1, 1], children}
}

function article(edition: string, number: string, fields: {title?: string; chapter?: string; provisions?: ProvisionJson[]; footnote?: string; note?: string}): ArticleJson {
  return {
    id: `${edition}/${number}`,
    edition,
    number,
    title: fields.title ?? null,
    chapter: fields.chapter ?? null,
    section: null,
    inbound: [],
    source: {path: `laws/${edition}/H.md`, page: 'H', title: 'H', url: null, revision: null, oldid: null, retrieved: null, wiki: 'Wiki', site: 'example.org', lines: [1, 2]},
    provisions: fields.provisions ?? [],
    footnotes: fields.footnote ? [{id: `${edition}/${number}/fn1`, number: '1', text: fields.footnote, refs: [], provision: null, lines: [3, 3]}] : [],
    notes: fields.note ? [{id: `${edition}/${number}/note1`, text: fields.note, appliesTo: null, inForceFrom: null, lines: [4, 4]}] : []
  }
}

const urls = siteUrls('/spelregels/')
const usage = (articles: ArticleJson[], editions = ['1975', '1987', '1997']) => glossaryUsage(articles, editions, urls)

describe('glossaryUsage', () => {
  it('lists the articles whose law text uses an abbreviation, per edition in edition order, each article once', () => {
    const found = usage([
      article('1997', '9', {provisions: [provision('1997/9/A', 'De WL beslist.')]}),
      article('1987', '12', {provisions: [provision('1987/12/A', 'De WL roept', [provision('1987/12/A/1', 'en de WL beslist.')])]}),
      article('1987', '9', {footnote: 'Zie de WL.'})
    ])
    expect(found.get('WL')).toEqual([
      {
        edition: '1987',
        articles: [
          {number: '12', href: '/spelregels/1987/artikel-12/'},
          {number: '9', href: '/spelregels/1987/artikel-9/'}
        ]
      },
      {edition: '1997', articles: [{number: '9', href: '/spelregels/1997/artikel-9/'}]}
    ])
  })

  it('counts an abbreviation in any printed form under its entry, and only as a whole word', () => {
    const found = usage([article('1987', '1', {title: 'Geldt m.i.v. 1 mei'}), article('1987', '2', {provisions: [provision('1987/2/A', 'ALT en LTs en WLT')]})])
    expect(found.get('M.i.v.')?.map((use) => use.articles.map((a) => a.number))).toEqual([['1']])
    expect(found.has('LT')).toBe(false)
    expect(abbreviationOf('m.i.v.')?.abbr).toBe('M.i.v.')
  })

  it('finds a term in any case, inflected, across a line break, in headings, but not inside other words', () => {
    const found = usage([
      article('1975', '3', {chapter: 'Onvoldoende\nbod'}),
      article('1975', '4', {provisions: [provision('1975/4/A', 'Biedingen worden gedaan.')]}),
      article('1975', '5', {provisions: [provision('1975/5/A', 'Het bodem en de aanbieding.')]}),
      article('1975', '6', {provisions: [provision('1975/6/A', 'Vier trekken.')]})
    ])
    expect(found.get('trek')?.map((use) => use.articles.map((a) => a.number))).toEqual([['6']])
    expect(found.get('onvoldoende bod')?.map((use) => use.articles.map((a) => a.number))).toEqual([['3']])
    expect(found.get('bod')?.map((use) => use.articles.map((a) => a.number))).toEqual([['3']])
    expect(found.get('bieding')?.map((use) => use.articles.map((a) => a.number))).toEqual([['4']])
  })

  it('leaves editorial notes out: they are not law text', () => {
    expect(usage([article('1987', '7', {note: 'De WL kan hier een strafkaart geven.'})]).size).toBe(0)
  })
})
