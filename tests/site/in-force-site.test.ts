// The built site says on every page of an edition whether its text is history, and links each text
// to the wiki page it was transcribed from. Expected values come from the published JSON of the
// same build (editions.json `known`, each article's `source`).
import path from 'node:path'
import {beforeAll, describe, expect, inject, it} from 'vitest'
import {readConfig} from '../../src/corpus.ts'
import {inForceView, partialDateWords, type InForceView} from '../../site/lib/in-force.ts'
import type {Segment} from '../../site/lib/segments.ts'
import {siteUrls} from '../../site/lib/urls.ts'
import {root} from './helpers/build.ts'
import {attr, textOf, type Page} from './helpers/html.ts'
import {articlePath, readSite, type BuiltSite} from './helpers/site.ts'

const words = (segments: Segment[]): string => segments.map((s) => (s.type === 'text' ? s.text : s.type === 'link' ? words(s.children) : '')).join('')
/** The note's text: on an edition's pages the label and its gist (the `<summary>`), then the sentences folded below them. */
const bannerText = (view: InForceView) => (view.folded ? `${view.label}: ${view.folded.summary}${view.folded.sentences.map(words).join(' ')}` : `${view.label}: ${view.sentences.map(words).join(' ')}`)
const links = (segments: Segment[][]): string[] => segments.flat().flatMap((s) => (s.type === 'link' ? [s.href] : []))

describe('what is in force, and where each text comes from, on the built site', () => {
  let site: BuiltSite
  beforeAll(() => {
    site = readSite(inject('sites').root, '/')
  })
  const page = (path: string): Page => site.pages.get(path)!

  it('shows each edition page, its whole text and every article page the banner of its edition, in words and with links to the editions here', () => {
    const urls = siteUrls('/')
    for (const edition of site.editions.editions) {
      const view = inForceView(edition.edition, site.editions.known, urls)!
      const paths = [`/${edition.edition}/`, `/${edition.edition}/volledig/`, ...edition.articles.map((article) => articlePath({edition: edition.edition, number: article.number}))]
      for (const path of paths) {
        const banners = page(path).all('.edition-status')
        expect(banners.map(textOf), path).toEqual([bannerText(view)])
        expect(banners[0]!.getAttribute('role'), path).toBe('note')
        expect(banners[0]!.classList.contains('history'), path).toBe(view.history)
        expect(banners[0]!.querySelectorAll('a').length === 0 ? [] : Array.from(banners[0]!.querySelectorAll('a'), (a) => attr(a, 'href')), path).toEqual(links(view.sentences))
      }
    }
  })

  it('calls every edition followed by a later known edition history, and names a replacing edition this collection lacks', () => {
    const {known} = site.editions
    for (const edition of site.editions.editions) {
      const index = known.findIndex((entry) => entry.edition === edition.edition)
      const next = known[index + 1]
      const note = page(`/${edition.edition}/`).one('.edition-status')!
      if (!next) continue
      // The period first, as far as the sources give it, and what followed.
      const period = {
        '1975': 'periode onbekend',
        '1982': 'periode onbekend',
        '1987': 'tot 1-9-1997',
        '1997': '1-9-1997 tot 1-9-2008'
      }[edition.edition]
      expect(textOf(note.querySelector('summary')!)).toBe(`Historische tekst: ${period ?? '?'}, daarna editie ${next.edition}`)

      const text = textOf(note.querySelector('details > p')!)
      expect(text.startsWith(next.transcribed ? `Deze editie is vervangen door de editie ${next.edition}. ` : `Deze editie is vervangen door de editie ${next.edition}, die niet in deze verzameling staat. `)).toBe(true)
    }
  })

  it('links each article page to its source page on the wiki, and each edition page to all of its sources', () => {
    for (const article of site.articles) {
      const source = page(articlePath(article)).one('.source')!
      const link = source.querySelector('a.source-link')
      expect(link ? [attr(link, 'href'), textOf(link)] : null, article.id).toEqual(article.source.url ? [article.source.url, article.source.title] : null)
      expect(textOf(source).startsWith(`Bron: wikipagina ${article.source.title} van ${article.source.wiki} (${article.source.site})`), article.id).toBe(true)
    }
    for (const edition of site.editions.editions) {
      const hrefs = page(`/${edition.edition}/`)
        .all('a.source-link')
        .map((a) => attr(a, 'href'))
      expect(hrefs).toEqual(edition.sources.flatMap((source) => (source.url ? [source.url] : [])))
    }
  })

  it('builds the wiki address from laws/corpus.json and the page name', () => {
    const {sourceUrl} = readConfig(path.join(root, 'laws'))
    for (const source of site.editions.editions.flatMap((edition) => edition.sources)) {
      if (source.revision?.oldid) continue
      expect(source.url).toBe(sourceUrl!.replace('{page}', encodeURIComponent(source.title)))
    }
  })

  it('says on the home page which known editions the collection holds', () => {
    const home = page('/')
    const banner = textOf(home.one('.edition-status')!)
    expect(banner).toContain(`deze verzameling bevat `)
    for (const entry of site.editions.known) expect(banner).toContain(entry.edition)
  })
  it('derives from the recorded dates what they imply, with their sources, and no more: an edition ends where the next one is recorded to begin', () => {
    const config = readConfig(path.join(root, 'laws')).editions!
    const recorded = Object.fromEntries(config.map(({edition, from, until}) => [edition, [from?.date ?? null, until?.date ?? null]]))
    const derived = Object.fromEntries(site.editions.known.map(({edition, from, until}) => [edition, [from, until]]))
    // 1987 has no dates of its own; 1997 is recorded to begin on 1 September 1997, so 1987 ended then.
    expect([recorded['1987'], derived['1987'], derived['1982'], derived['2017']]).toEqual([
      [null, null],
      [null, '1997-09-01'],
      [null, null],
      ['2017-09-01', null]
    ])
    expect(site.editions.known.find((entry) => entry.edition === '1987')!.untilSource).toEqual(config.find((entry) => entry.edition === '1997')!.from!.source)
  })

  /** Each date of an edition (laws/corpus.json's, and those its dates imply), in the words the site writes it, with the address of its source. */
  const sourcedDates = () =>
    site.editions.known.flatMap(({edition, from, until, fromSource, untilSource}) =>
      [
        [from, fromSource],
        [until, untilSource]
      ]
        .filter((fact): fact is [string, {url: string; quote: string}] => fact[0] !== null)
        .map(([date, source]) => ({edition, words: partialDateWords(date), url: source.url, quote: source.quote}))
    )
  /** Links whose words are a date, as the site writes one (`1 september 1997`, `september 1997`, `1997`). */
  const dateLinks = (element: Element) => Array.from(element.querySelectorAll('a'), (a) => ({words: textOf(a), url: attr(a, 'href')})).filter((link) => /^(?:(?:\d{1,2} )?\p{L}+ )?\d{4}$/u.test(link.words))

  it('shows every date of an edition with a link to the source laws/corpus.json gives it, on the list of editions and in the banner of every page of the edition', () => {
    const dates = sourcedDates()
    expect(dates.length).toBeGreaterThan(0)
    const list = page('/edities/')
    for (const entry of site.editions.known) {
      const item = list.one(`#editie-${entry.edition}`)!
      const own = dates.filter((date) => date.edition === entry.edition)
      expect(dateLinks(item.querySelector('.known-edition-dates')!), entry.edition).toEqual(own.map(({words, url}) => ({words, url})))
      // The source's own words stand beside it.
      const quotes = Array.from(item.querySelectorAll('blockquote'), (quote) => [attr(quote, 'cite'), textOf(quote.querySelector('p')!)])
      for (const date of own) expect(quotes, entry.edition).toContainEqual([date.url, `„${date.quote}”`])
      if (!entry.transcribed) continue
      const held = site.editions.editions.find((edition) => edition.edition === entry.edition)!
      for (const path of [`/${entry.edition}/`, `/${entry.edition}/volledig/`, ...held.articles.map((article) => articlePath({edition: entry.edition, number: article.number}))]) {
        expect(dateLinks(page(path).one('.edition-status')!), path).toEqual(own.map(({words, url}) => ({words, url})))
      }
    }
  })

  it('lists every known edition, says which have no text here, says what an edition was with its source, and "onbekend" exactly where no source gives a date, in one sentence when neither date is known', () => {
    const config = site.editions.known.map((entry) => ({
      ...entry,
      from: entry.from === null ? null : {date: entry.from},
      until: entry.until === null ? null : {date: entry.until}
    }))
    const list = page('/edities/')
    expect(list.all('[data-known-edition]').map((item) => attr(item, 'data-known-edition'))).toEqual(config.map((entry) => entry.edition))
    for (const entry of config) {
      const item = list.one(`#editie-${entry.edition}`)!
      const transcribed = site.editions.editions.some((edition) => edition.edition === entry.edition)
      expect(textOf(item).includes('Van deze editie staat geen tekst in deze verzameling.'), entry.edition).toBe(!transcribed)
      const dates = textOf(item.querySelector('.known-edition-dates')!)
      // One "onbekend" wherever a date is unknown, both unknown in one sentence, never "van onbekend tot onbekend".
      const unknown = [entry.from, entry.until].filter((fact, index) => fact === null && !(index === 1 && entry === config.at(-1))).length
      expect(dates.match(/onbekend/g)?.length ?? 0, entry.edition).toBe(Math.min(unknown, 1))
      if (unknown === 2) expect(dates, entry.edition).toBe('Wanneer deze editie gold, is onbekend.')
      expect([attr(item, 'data-from'), attr(item, 'data-until')]).toEqual([entry.from?.date ?? '', entry.until?.date ?? ''])
      const about = Array.from(item.querySelectorAll('p'), (p) => textOf(p)).find((text) => text.startsWith('Zij was '))
      expect(about ?? null, entry.edition).toBe(entry.about ? `Zij was ${entry.about.text}.` : null)
    }
  })
})
