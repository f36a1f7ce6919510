// Search finds what a reader types, measured in Chromium on a fixed list of queries against a grep
// of the indexed texts: for each query the words (or words side by side) a reader means by it,
// written out here by hand from the texts; the records whose words hold one of them for every term
// of the query are what the search must list before its related words, no more (false hits) and
// no fewer (misses). Also: the related words are words of one family, the filters by heading keep
// their levels apart and a section together across editions, and only law text is indexed.
import path from 'node:path'
import type {Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {pagefindRecords} from '../../scripts/pagefind-records.ts'
import {wordsOf} from '../../site/lib/search-words.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'
import {useChromium} from './helpers/browser.ts'

/** A query, and per term the words a reader means by it (a form with a space: words side by side). */
const queries: {query: string; terms: string[][]}[] = [
  // One verb in each of its forms: present, infinitive, participle.
  {query: 'biedt', terms: [['bied', 'biedt', 'bieden', 'geboden']]},
  {query: 'bieden', terms: [['bied', 'biedt', 'bieden', 'geboden']]},
  {query: 'geboden', terms: [['bied', 'biedt', 'bieden', 'geboden']]},
  {query: 'passen', terms: [['pas', 'past', 'passen', 'gepast']]},
  {query: 'legt', terms: [['leggen', 'legt']]},
  // The corpus's equivalents, both ways, a phrase of them side by side.
  {query: 'linkertegenstander', terms: [['lt', 'linkertegenstander', 'linker tegenstander', 'opvolgende tegenstander']]},
  {query: 'LT', terms: [['lt', 'linkertegenstander', 'linker tegenstander', 'opvolgende tegenstander']]},
  {query: 'wedstrijdleider', terms: [['wedstrijdleider', 'wedstrijdleiders', 'wl']]},
  // Exact phrases, accents included; the same words unquoted, each anywhere.
  {query: '"voor de beurt"', terms: [['voor de beurt']]},
  {query: '"vóór de beurt"', terms: [['vóór de beurt']]},
  {query: 'onvoldoende bod', terms: [['onvoldoende'], ['bod']]},
  // Words of the site around the law text, in no law text.
  {query: 'editie', terms: [['editie', 'edities']]},
  {query: 'voetnoten', terms: [['voetnoot', 'voetnoten']]}
]

describe('search against a grep of the texts', () => {
  const chromium = useChromium()
  let server: StaticServer
  let records: ReturnType<typeof pagefindRecords>

  beforeAll(async () => {
    const dir = inject('sites').root
    server = await serveStatic(dir)
    records = pagefindRecords(path.join(dir, 'pagefind')).filter((record) => !record.meta.vergelijking)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  /** The records (their paths) whose words hold, for every term, one of its forms: the grep. */
  const grep = (terms: string[][]) =>
    new Set(
      records
        .filter((record) => {
          const text = ` ${wordsOf(record.text).join(' ')} `
          return terms.every((forms) => forms.some((form) => text.includes(` ${form} `)))
        })
        .map((record) => record.url)
    )

  /** Every result listed for `address`, "Meer resultaten" followed to the end: those found, and those listed under the related words' heading. */
  async function listed(address: string): Promise<{page: Page; status: string; found: string[]; related: string[]; heading: string | null}> {
    const page = await (await chromium.browser.newContext()).newPage()
    await page.goto(server.origin + address)
    await expect.poll(() => page.locator('[data-search-status]').textContent(), {timeout: 15_000}).toMatch(/gevonden|voor\.$|Niets|Geen tekst/)
    while ((await page.locator('[data-search-more] button').count()) > 0) {
      const before = await page.locator('.results > li').count()
      await page.locator('[data-search-more] button').click()
      await expect.poll(() => page.locator('.results > li').count(), {timeout: 15_000}).toBeGreaterThan(before)
    }
    const items = await page
      .locator('.results > li')
      .evaluateAll((lis) => lis.map((li) => (li.classList.contains('result-group') ? {group: li.textContent!} : {url: new URL(li.querySelector('a.result-title')!.getAttribute('href')!, location.href).pathname})))
    const at = items.findIndex((item) => 'group' in item)
    const urls = (list: typeof items) => list.map((item) => ('url' in item ? item.url! : ''))
    return {
      page,
      status: (await page.locator('[data-search-status]').textContent())!,
      found: urls(at < 0 ? items : items.slice(0, at)),
      related: urls(at < 0 ? [] : items.slice(at + 1)),
      heading: at < 0 ? null : (items[at] as {group: string}).group
    }
  }

  it('lists for every query of the list exactly the records a grep of the texts finds: 0 misses, 0 false hits', async () => {
    const measured: {query: string; expected: number; misses: string[]; falseHits: string[]}[] = []
    for (const {query, terms} of queries) {
      const expected = grep(terms)
      const {page, found} = await listed(`/zoeken/?${new URLSearchParams({q: query})}`)
      measured.push({query, expected: expected.size, misses: [...expected].filter((url) => !found.includes(url)), falseHits: found.filter((url) => !expected.has(url))})
      expect(new Set(found).size, query).toBe(found.length)
      await page.context().close()
    }
    console.log(measured.map(({query, expected, misses, falseHits}) => `${query}: ${expected} expected, ${misses.length} misses, ${falseHits.length} false hits`).join('\n'))
    expect(measured.filter((m) => m.misses.length + m.falseHits.length > 0)).toEqual([])
    // The list is no empty test: the forms and equivalents find more than the word as typed.
    expect(Object.fromEntries(measured.map(({query, expected}) => [query, expected]))).toEqual({
      biedt: 34,
      bieden: 34,
      geboden: 34,
      passen: 24,
      legt: 3,
      linkertegenstander: 15,
      LT: 15,
      wedstrijdleider: 14,
      '"voor de beurt"': 14,
      '"vóór de beurt"': 1,
      'onvoldoende bod': 2,
      editie: 0,
      voetnoten: 0
    })
  }, 300_000)

  it('names the forms it found besides the one typed, and lists words of the same family after them under their own heading', async () => {
    const {page, status, heading, related, found} = await listed('/zoeken/?q=biedt')
    // Of the family, the words that the articles listed after the heading hold (biedbeurt and biedperiode stand only beside a form of bieden).
    expect(status).toBe(`${found.length} artikelen gevonden voor „biedt” (ook: bied, bieden, geboden), daarna ${related.length} artikelen met verwante woorden (bieding, biedingen, biedverloop).`)
    expect(heading).toBe('Met verwante woorden (bieding, biedingen, biedverloop):')
    const family = grep([['biedbeurt', 'bieding', 'biedingen', 'biedperiode', 'biedverloop']])
    expect(new Set(related)).toEqual(new Set([...family].filter((url) => !found.includes(url))))
    // Every excerpt marks words found, as the texts spell them, and only those.
    const excerpts = page.locator('.results > li:not(.result-group) > p:not(.result-meta)')
    expect(await excerpts.evaluateAll((ps) => ps.filter((p) => !p.querySelector('mark')).length)).toBe(0)
    const marked = new Set((await excerpts.locator('mark').allTextContents()).flatMap(wordsOf))
    expect([...marked].filter((word) => !['bied', 'biedt', 'bieden', 'geboden', 'bieding', 'biedingen', 'biedverloop'].includes(word))).toEqual([])
    await page.context().close()
  }, 60_000)

  it('says a word of the site around the texts is in no text', async () => {
    const {page, status, found} = await listed('/zoeken/?q=editie')
    expect([status, found]).toEqual(['„editie” komt in geen tekst van deze verzameling voor.', []])
    await page.context().close()
  }, 60_000)

  it('filters by heading level: a chapter apart from a section, one section across editions', async () => {
    const page = await (await chromium.browser.newContext()).newPage()
    await page.goto(`${server.origin}/zoeken/`)
    const options = (name: string) => page.locator(`select[name="${name}"] option`).allTextContents()
    expect(await options('hoofdstuk')).toEqual(['Alle hoofdstukken', 'Hoofdstuk IV algemene bepalingen betreffende onregelmatigheden', 'Deel II onregelmatigheden'])
    expect(await options('paragraaf')).toEqual(['Alle paragrafen', 'Voor de beurt bieden', 'Ontoelaatbare biedingen', 'Getoonde kaart tijdens de biedperiode', 'Het wijzigen van een bieding', 'Onvoldoende bod', 'Conventies en afspraken'])
    await page.context().close()
    const {page: results, found} = await listed(`/zoeken/?${new URLSearchParams({q: 'bieden', paragraaf: 'Voor de beurt bieden'})}`)
    const editions = new Set(found.map((url) => url.split('/')[1]))
    expect(editions).toEqual(new Set(['1975', '1987']))
    const inSection = [...grep([['bied', 'biedt', 'bieden', 'geboden']])].filter((url) => /^\/(1975|1987)\/artikel-(2[89]|3[0-5])\/$/.test(url))
    expect(new Set(found)).toEqual(new Set(inSection))
    await results.context().close()
  }, 60_000)
})
