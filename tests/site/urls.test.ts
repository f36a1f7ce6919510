import {describe, expect, it} from 'vitest'
import {anchorOf, articleSlug, isFootnoteId, lineageSlug, parseId, siteUrls} from '../../site/lib/urls.ts'

describe('site URLs', () => {
  it('builds Dutch, readable paths under the root', () => {
    const urls = siteUrls('/')
    expect(urls.home()).toBe('/')
    expect(urls.edition('1987')).toBe('/1987/')
    expect(urls.article('1987', '25')).toBe('/1987/artikel-25/')
    expect(urls.node('1987/25/B/2/b/1')).toBe('/1987/artikel-25/#B-2-b-1')
    expect(urls.node('1987/25')).toBe('/1987/artikel-25/')
    expect(urls.lineage('1987-25')).toBe('/geschiedenis/1987-25/')
    expect(urls.compare('1987', '1997')).toBe('/vergelijk/1987/1997/')
    expect(urls.compareArticle('1987', '1997', 'artikel-25')).toBe('/vergelijk/1987/1997/artikel-25/')
    expect(urls.search()).toBe('/zoeken/')
    expect(urls.glossary()).toBe('/begrippen/')
    expect(urls.api('1987/25.md')).toBe('/api/1987/25.md')
    expect([urls.manifest(), urls.serviceWorker(), urls.icon('svg'), urls.icon(192)]).toEqual(['/manifest.webmanifest', '/sw.js', '/icons/icon.svg', '/icons/icon-192.png'])
  })

  it('puts every path under a base path, with or without its trailing slash', () => {
    for (const base of ['/spelregels/', '/spelregels']) {
      const urls = siteUrls(base)
      expect(urls.home()).toBe('/spelregels/')
      expect(urls.node('1997/25/B/1/li2')).toBe('/spelregels/1997/artikel-25/#B-1-li2')
      expect(urls.api('editions.json')).toBe('/spelregels/api/editions.json')
      // The worker's scope is the folder it is served from: the base path.
      expect([urls.manifest(), urls.serviceWorker(), urls.icon(512)]).toEqual(['/spelregels/manifest.webmanifest', '/spelregels/sw.js', '/spelregels/icons/icon-512.png'])
    }
  })

  it('derives the anchor from the id after edition and number', () => {
    expect(anchorOf('1987/25/B/2/b/1')).toBe('B-2-b-1')
    expect(anchorOf('1987/25/B/1/p1')).toBe('B-1-p1')
    expect(anchorOf('1975/30/note1')).toBe('note1')
    expect(anchorOf('1987/31/fn2')).toBe('fn-2')
    expect(siteUrls('/').node('1987/31/fn2')).toBe('/1987/artikel-31/#fn-2')
    expect(() => anchorOf('1987/25')).toThrow('Unexpected article id `1987/25`, expected a provision id')
  })

  it('tells footnote ids from provision ids', () => {
    expect(['1987/31/fn2', '1987/31/A', '1987/31/A/fn1', '1987/31'].map(isFootnoteId)).toEqual([true, false, false, false])
  })

  it('splits ids and rejects ids without an article number', () => {
    expect(parseId('1987/25/B/2')).toEqual({edition: '1987', number: '25', path: ['B', '2']})
    expect(() => parseId('1987')).toThrow('Unexpected id `1987`, expected `<edition>/<number>[/…]`')
  })

  it('keeps article and lineage slugs plain', () => {
    expect(articleSlug('25')).toBe('artikel-25')
    expect(articleSlug('16A~2')).toBe('artikel-16a-2')
    expect(lineageSlug('1987-25')).toBe('1987-25')
    expect(lineageSlug('1987/25 B')).toBe('1987-25-b')
  })
})
