// The one id module (src/ids.ts) and the site's URLs made from it (site/lib/urls.ts).
import {describe, expect, it} from 'vitest'
import {siteUrls} from '../site/lib/urls.ts'
import {articlesOf} from '../src/corpus.ts'
import {headingAnchors} from '../src/walk.ts'
import {
  anchorOf,
  articleId,
  articleSlug,
  childId,
  comparisonSlugs,
  editionAnchor,
  footnoteAnchor,
  footnoteId,
  footnoteRefAnchor,
  isFootnoteId,
  lineageBaseId,
  lineageIdPattern,
  lineageSlug,
  noteId,
  parseId,
  positionalSegment,
  routeOf,
  sitePaths,
  compositeKey
} from '../src/ids.ts'
import type {Provision} from '../src/types.ts'
import {parseSources, realCorpus} from './helpers/corpus.ts'

describe('ids, anchors and site paths', () => {
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
    expect(urls.glossary('M.i.v.')).toBe('/begrippen/#m-i-v')
    expect(urls.glossary('voor de beurt')).toBe('/begrippen/#voor-de-beurt')
    expect(urls.api('1987/25.md')).toBe('/api/1987/25.md')
  })

  it('puts every path under a base path, with or without its trailing slash', () => {
    for (const base of ['/spelregels/', '/spelregels']) {
      const urls = siteUrls(base)
      expect(urls.home()).toBe('/spelregels/')
      expect(urls.node('1997/25/B/1/li2')).toBe('/spelregels/1997/artikel-25/#B-1-li2')
      expect(urls.api('editions.json')).toBe('/spelregels/api/editions.json')
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

  it('makes new lineage ids plain and never one that is taken', () => {
    expect(lineageBaseId('1987/10')).toBe('1987-10')
    const taken = new Set(['1987-10', '1987-10-2'])
    expect(lineageBaseId('1987/10', (id) => taken.has(id))).toBe('1987-10-3')
    expect(lineageIdPattern.test(lineageBaseId('1987/16A~2'))).toBe(true)
  })

  it('names anchors of footnote markers and changes', () => {
    expect([footnoteAnchor('1'), footnoteRefAnchor('1', 1), footnoteRefAnchor('1', 2)]).toEqual(['fn-1', 'fnref-1', 'fnref-1-2'])
    expect(
      comparisonSlugs([
        {from: {number: '30'}, to: {number: '30'}},
        {from: {number: '16'}, to: {number: '16'}},
        {from: {number: '16'}, to: {number: '17'}}
      ])
    ).toEqual(['artikel-30', 'artikel-16-16', 'artikel-16-17'])
  })

  it('reads every site path back as the page it is', () => {
    const paths = [
      sitePaths.home(),
      sitePaths.edition('1987'),
      sitePaths.article('1987', '25'),
      sitePaths.lineages(),
      sitePaths.lineage('1987-10'),
      sitePaths.compareIndex(),
      sitePaths.compare('1975', '1987'),
      sitePaths.compareArticle('1975', '1987', 'artikel-34'),
      sitePaths.search(),
      sitePaths.glossary(),
      sitePaths.editions()
    ]
    expect(paths.map((path) => routeOf(path)?.kind)).toEqual(['home', 'edition', 'article', 'lineages', 'lineage', 'compareIndex', 'compare', 'compareArticle', 'search', 'glossary', 'editions'])
    expect(routeOf('/vergelijk/1975/1987/artikel-34/')).toEqual({kind: 'compareArticle', from: '1975', to: '1987', slug: 'artikel-34'})
    expect(routeOf('/api/1987/25.json')).toBeNull()
  })

  it('says how the parser names every article, provision, footnote and note of the corpus', () => {
    // The parser (src/parse/from-mdast.ts) builds its ids itself; this holds it to the rules here.
    const positions = new Map<string, number>()
    const check = (parent: string, provision: Provision) => {
      const segment =
        provision.label ?? positionalSegment(provision.kind === 'item' ? 'li' : 'p', (positions.set(`${parent}:${provision.kind}`, (positions.get(`${parent}:${provision.kind}`) ?? 0) + 1), positions.get(`${parent}:${provision.kind}`)!))
      expect(provision.id.startsWith(`${childId(parent, segment)}`), provision.id).toBe(true)
      provision.children.forEach((child) => check(provision.id, child))
    }
    for (const edition of realCorpus().editions) {
      for (const article of articlesOf(edition)) {
        expect(article.id).toBe(articleId(edition.edition, article.number))
        article.children.forEach((provision) => check(article.id, provision))
        article.notes.forEach((note, index) => expect(note.id).toBe(noteId(article.id, index + 1)))
        for (const footnote of article.footnotes) expect(isFootnoteId(footnoteId(article.id, footnote.number))).toBe(true)
      }
    }
  })
})

describe('the whole edition on one page', () => {
  it('prefixes an article page anchor with the article, so lids of several articles stay apart', () => {
    expect([editionAnchor('25', anchorOf('1987/25/B/2/b/1')), editionAnchor('31', anchorOf('1987/31/fn2')), editionAnchor('25')]).toEqual(['artikel-25-B-2-b-1', 'artikel-31-fn-2', 'artikel-25'])
  })

  it('has its own path, read back by routeOf, under the base path', () => {
    expect([sitePaths.wholeEdition('1987'), siteUrls('/spelregels/').wholeEdition('1987'), routeOf('/1987/volledig/')]).toEqual(['/1987/volledig/', '/spelregels/1987/volledig/', {kind: 'wholeEdition', edition: '1987'}])
  })
})

describe('the offline files', () => {
  it('puts the manifest, the service worker and the icons at the root of the site, under the base path', () => {
    expect([siteUrls('/').manifest(), siteUrls('/').serviceWorker(), siteUrls('/').icon('svg'), siteUrls('/').icon(192)]).toEqual(['/manifest.webmanifest', '/sw.js', '/icons/icon.svg', '/icons/icon-192.png'])
    // The worker's scope is the folder it is served from: the base path.
    expect([siteUrls('/spelregels').manifest(), siteUrls('/spelregels/').serviceWorker(), siteUrls('/spelregels/').icon(512)]).toEqual(['/spelregels/manifest.webmanifest', '/spelregels/sw.js', '/spelregels/icons/icon-512.png'])
  })
})

describe('heading anchors', () => {
  const anchors = (pages: Record<string, string>) => [...headingAnchors(parseSources(pages).editions[0]!).entries()]

  it('come from what a heading prints, so a page added before it moves none', () => {
    const later = {'laws/1987/HV.md': 'Sjabloon:1987:HV\n\nHOOFDSTUK V Het bieden\n\n§ II Het wijzigen van een bieding\n\nVóór de beurt bieden\n\nArtikel 25 Wijziging\n\nTekst.\n'}
    expect(anchors(later)).toEqual([
      ['HOOFDSTUK V Het bieden', 'kop-hoofdstuk-v'],
      ['§ II Het wijzigen van een bieding', 'kop-hoofdstuk-v-paragraaf-ii'],
      ['Vóór de beurt bieden', 'kop-hoofdstuk-v-voor-de-beurt-bieden']
    ])
    expect(anchors({'laws/1975/HV3.md': 'Sjabloon:1975:HV3\n\nVóór de beurt bieden\n\nArtikel 28 Titel\n\nTekst.\n'})).toEqual([['Vóór de beurt bieden', 'kop-voor-de-beurt-bieden']])
    const earlier = {'laws/1987/HIV.md': 'Sjabloon:1987:HIV\n\nHOOFDSTUK IV Algemeen\n\nArtikel 9 Gang van zaken\n\nTekst.\n', ...later}
    expect(anchors(earlier).slice(1)).toEqual(anchors(later))
  })

  it('name a section after its chapter, and number what still repeats in reading order', () => {
    const page = (name: string, chapter: string, section: string, article: string) => `Sjabloon:1987:${name}\n\n${chapter}\n\n${section}\n\nArtikel ${article} Titel\n\nTekst.\n`
    expect(
      anchors({
        'laws/1987/H1.md': page('H1', 'Deel I Inleiding', '§ I Getoonde kaart', '1'),
        'laws/1987/H2.md': page('H2', 'Deel II Onregelmatigheden', '§ I Onvoldoende bod', '24'),
        'laws/1987/H3.md': page('H3', 'Deel II Onregelmatigheden (vervolg)', '§ I Onvoldoende bod (vervolg)', '30')
      })
    ).toEqual([
      ['Deel I Inleiding', 'kop-deel-i'],
      ['§ I Getoonde kaart', 'kop-deel-i-paragraaf-i'],
      ['Deel II Onregelmatigheden', 'kop-deel-ii'],
      ['§ I Onvoldoende bod', 'kop-deel-ii-paragraaf-i'],
      ['Deel II Onregelmatigheden (vervolg)', 'kop-deel-ii-2'],
      ['§ I Onvoldoende bod (vervolg)', 'kop-deel-ii-paragraaf-i-2']
    ])
  })
})

it('gives two lists of values one composite key only when they are the same lists, whatever their texts hold', () => {
  expect(compositeKey('1975/28', '1987/28')).toBe('1975/28\u00001987/28')
  // Values that would run together under a visible separator stay apart.
  expect(compositeKey('a/b', 'c')).not.toBe(compositeKey('a', 'b/c'))
})
