// What a search engine or a reference manager reads of the site besides its text: a sitemap that
// lists every published page once and a robots.txt that names it, a canonical link and Open Graph
// tags per page, and schema.org `Legislation` as JSON-LD on every edition and article page, checked
// by a structured-data checker (helpers/structured-data.ts). With the site's address (`--site`, the
// site under /spelregels/) every address is absolute; without it (the site at /) none is given.
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, inject, it} from 'vitest'
import {articleSlug, robotsFile, sitemapFile} from '../../src/ids.ts'
import {attr, pagePaths, readPage, textOf} from './helpers/html.ts'
import {checkJsonLd, isIsoDate} from './helpers/structured-data.ts'
import {baseSiteOrigin} from './helpers/sites.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const baseAddress = `${baseSiteOrigin}/spelregels/`

/** The pages laws/urls.txt says the site publishes, redirects left out. */
const publishedPages = () =>
  readFileSync(path.join(root, 'laws', 'urls.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/') && !line.includes(' -> '))

const editionsOf = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'api', 'editions.json'), 'utf8')) as {editions: {edition: string; articles: {number: string}[]}[]}).editions

/** The edition and article pages, which carry `Legislation`. */
const legislationPages = (dir: string) => editionsOf(dir).flatMap(({edition, articles}) => [`/${edition}/`, ...articles.map((article) => `/${edition}/${articleSlug(article.number)}/`)])

/** Every JSON-LD block of every page, by page. */
const jsonLdOf = (dir: string) =>
  new Map(
    pagePaths(dir).map((page) => [
      page,
      readPage(dir, page)
        .all('script[type="application/ld+json"]')
        .map((script) => script.textContent ?? '')
    ])
  )

describe('the sitemap and robots.txt', () => {
  it('lists every published page exactly once, with its absolute address, when the site has an address', () => {
    const xml = readFileSync(path.join(inject('sites').base, sitemapFile), 'utf8')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true)
    const listed = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((match) => match[1]!)
    const pages = publishedPages()
    expect(pages.length).toBe(97)
    expect(listed.length).toBe(new Set(listed).size)
    expect([...listed].sort()).toEqual(pages.map((page) => baseAddress + page.slice(1)).sort())
  })

  it('robots.txt names the sitemap by its address', () => {
    expect(readFileSync(path.join(inject('sites').base, robotsFile), 'utf8')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${baseAddress}sitemap.xml\n`)
  })

  it('without the site address, robots.txt names no sitemap and there is none', () => {
    expect(readFileSync(path.join(inject('sites').root, robotsFile), 'utf8')).toBe('User-agent: *\nAllow: /\n')
    expect(existsSync(path.join(inject('sites').root, sitemapFile))).toBe(false)
  })
})

describe('canonical links and Open Graph', () => {
  it('every published page names its own absolute address as canonical and og:url, with the site address', () => {
    const dir = inject('sites').base
    for (const page of publishedPages()) {
      const html = readPage(dir, page)
      const address = baseAddress + page.slice(1)
      expect({page, canonical: html.all('link[rel="canonical"]').map((link) => attr(link, 'href')), url: html.all('meta[property="og:url"]').map((meta) => attr(meta, 'content'))}).toEqual({page, canonical: [address], url: [address]})
      expect({page, title: attr(html.one('meta[property="og:title"]')!, 'content')}).toEqual({page, title: html.one('title')!.textContent})
      expect({page, type: attr(html.one('meta[property="og:type"]')!, 'content')}).toEqual({page, type: 'website'})
    }
  })

  it('without the site address no page gives a canonical link or og:url, never a guessed address', () => {
    const dir = inject('sites').root
    for (const page of publishedPages()) {
      const html = readPage(dir, page)
      expect({page, canonical: html.all('link[rel="canonical"]').length, url: html.all('meta[property="og:url"]').length}).toEqual({page, canonical: 0, url: 0})
    }
  })
})

describe('structured data', () => {
  for (const name of ['base', 'root'] as const) {
    it(`every edition and article page carries one schema.org Legislation, and no other page any (${name})`, () => {
      const dir = inject('sites')[name]
      const blocks = jsonLdOf(dir)
      const expected = new Set(legislationPages(dir))
      const problems: string[] = []
      let checked = 0
      for (const [page, texts] of blocks) {
        expect({page, blocks: texts.length}).toEqual({page, blocks: expected.has(page) ? 1 : 0})
        for (const text of texts) {
          checked++
          problems.push(...checkJsonLd(text).map((problem) => `${page} ${problem}`))
          const data = JSON.parse(text) as {url?: string}
          if (name === 'root') expect({page, url: text.includes('"url"')}).toEqual({page, url: false})
          else expect({page, url: data.url}).toEqual({page, url: baseAddress + page.slice(1)})
        }
      }
      expect(problems).toEqual([])
      expect(checked).toBe(expected.size)
    })
  }

  it('an article names its edition, the wiki page it was taken from, the date its edition applied from and the article it replaces', () => {
    const [text] = jsonLdOf(inject('sites').base).get('/1997/artikel-25/')!
    expect(JSON.parse(text!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Legislation',
      legislationIdentifier: '1997/25',
      name: 'Spelregels voor wedstrijdbridge 1997, art. 25 Het wijzigen van biedingen, al dan niet reglementair',
      inLanguage: 'nl',
      url: `${baseAddress}1997/artikel-25/`,
      // laws/corpus.json: 1997 applied from 1 September 1997, with its source.
      legislationDateOfApplicability: '1997-09-01',
      isBasedOn: 'https://keesboek.com/index.php?title=Sjabloon%3A1997%3AHV2II',
      isPartOf: {'@type': 'Legislation', legislationIdentifier: '1997', name: 'Spelregels voor wedstrijdbridge 1997', url: `${baseAddress}1997/`},
      legislationChanges: [{'@type': 'Legislation', legislationIdentifier: '1987/25', name: 'Spelregels voor wedstrijdbridge 1987, art. 25', url: `${baseAddress}1987/artikel-25/`}]
    })
  })

  it('an edition names every wiki page it was taken from, and carries no date when laws/corpus.json knows none', () => {
    const [text] = jsonLdOf(inject('sites').base).get('/1987/')!
    expect(JSON.parse(text!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Legislation',
      legislationIdentifier: '1987',
      name: 'Spelregels voor wedstrijdbridge 1987',
      inLanguage: 'nl',
      url: `${baseAddress}1987/`,
      isBasedOn: ['https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHIV', 'https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHV2']
    })
  })
})

describe('the statement of rights', () => {
  it('the home page says whose the texts are, with its source, where they were transcribed, and that the data has no declared licence; every page links to it', () => {
    const dir = inject('sites').root
    const home = readPage(dir, '/')
    const heading = home.one('h2#rechten')!
    expect(textOf(heading)).toBe('Rechten')
    const paragraphs: string[] = []
    for (let next = heading.nextElementSibling; next && next.tagName === 'P'; next = next.nextElementSibling) paragraphs.push(textOf(next))
    expect(paragraphs).toEqual([
      'De spelregels worden uitgegeven door de Nederlandse Bridge Bond. De rechten op de teksten blijven bij de rechthebbende; deze verzameling geeft er geen licentie op. (Bron: https://libble.de/algemeen-bridge/p/830742/?page=0003: De Nederlandse Bridge Bond en de Vlaamse Bridge Liga hebben besloten de Spelregels 1997 met ingang van 1 september 1997 van kracht te laten zijn.)',
      'De teksten zijn overgenomen uit de wiki "Spelregels voor tafelarbiters" (keesboek.com).',
      'Voor de gegevens van dit project zelf (de indeling in artikelen en leden, de koppelingen tussen edities, de vergelijkingen en de JSON-API) is geen licentie verklaard.'
    ])
    for (const page of pagePaths(dir)) expect({page, links: readPage(dir, page).all('.site-footer a[href="/#rechten"]').length}).toEqual({page, links: 1})
  })

  it('the API says the same: editions.json and corpus.json carry the rights laws/corpus.json declares', () => {
    const dir = inject('sites').root
    for (const file of ['editions.json', 'corpus.json']) {
      const {rights} = JSON.parse(readFileSync(path.join(dir, 'api', file), 'utf8')) as {rights: unknown}
      expect({file, rights}).toEqual({
        file,
        rights: {
          publisher: {
            name: 'de Nederlandse Bridge Bond',
            source: {url: 'https://libble.de/algemeen-bridge/p/830742/?page=0003', quote: 'De Nederlandse Bridge Bond en de Vlaamse Bridge Liga hebben besloten de Spelregels 1997 met ingang van 1 september 1997 van kracht te laten zijn.'}
          },
          dataLicence: null
        }
      })
    }
  })
})

describe('the structured-data checker', () => {
  it('finds every kind of fault it looks for', () => {
    const good = {'@context': 'https://schema.org', '@type': 'Legislation', legislationIdentifier: '1987/27', name: 'Artikel 27'}
    expect(checkJsonLd(JSON.stringify(good))).toEqual([])
    expect(checkJsonLd('{')).toEqual(["not JSON: Expected property name or '}' in JSON at position 1 (line 1 column 2)"])
    expect(checkJsonLd(JSON.stringify({...good, '@context': 'http://schema.org/x'}))).toEqual(['$: expected @context "https://schema.org", found "http://schema.org/x"'])
    expect(checkJsonLd(JSON.stringify({'@context': 'https://schema.org', '@type': 'Legislation', name: 'x'}))).toEqual(['$: missing legislationIdentifier'])
    expect(checkJsonLd(JSON.stringify({...good, legislationDateOfApplicability: '2026-13-45', url: '/1987/', colour: 'red', isPartOf: {'@type': 'Book'}}))).toEqual([
      '$.legislationDateOfApplicability: expected Date (ISO 8601), found "2026-13-45"',
      '$.url: expected URL, found "/1987/"',
      '$: unexpected property colour',
      '$.isPartOf: missing legislationIdentifier',
      '$.isPartOf: missing name',
      '$.isPartOf.@type: expected "Legislation", found "Book"'
    ])
    expect([isIsoDate('1997-09-01'), isIsoDate('1997'), isIsoDate('1997-02-30'), isIsoDate('97-09-01')]).toEqual([true, true, false, false])
  })
})
