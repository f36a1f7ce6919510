// Honest search in Chromium: the words a reader typed as the texts spell them come first, results
// found only by related words (words of the same family: lib/word-family.ts) follow under their own heading, a
// word in no text is said to be in none; a change's snippet says whether the word found was added,
// removed or kept. And what the search offers and indexes: every filter value has a record, and no
// text hidden from sight is in the index.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {parseHTML} from 'linkedom'
import type {Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {pagefindRecords} from '../../scripts/pagefind-records.ts'
import {snippetParts} from '../../site/lib/change-snippet.ts'
import {wordsOf, type SearchWords} from '../../site/lib/search-words.ts'
import {wordFamilies} from '../../site/lib/word-family.ts'
import {sitePaths} from '../../src/ids.ts'
import {listTree} from '../../src/listing.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'
import {useChromium} from './helpers/browser.ts'

describe('honest search', () => {
  const chromium = useChromium()
  let server: StaticServer
  let dir: string
  let index: SearchWords
  let records: ReturnType<typeof pagefindRecords>
  const isArticle = (url: string) => /^\/\d{4}\/artikel-[^/]+\/$/.test(url)

  beforeAll(async () => {
    dir = inject('sites').root
    server = await serveStatic(dir)
    index = JSON.parse(readFileSync(path.join(dir, sitePaths.searchWords().slice(1)), 'utf8')) as SearchWords
    records = pagefindRecords(path.join(dir, 'pagefind'))
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  async function search(address: string): Promise<Page> {
    const page = await (await chromium.browser.newContext()).newPage()
    await page.goto(server.origin + address)
    await expect.poll(() => page.locator('[data-search-status]').textContent(), {timeout: 15_000}).toMatch(/gevonden|voor\b|Niets|letterlijk/)
    return page
  }
  const items = (page: Page) =>
    page.locator('.results > li').evaluateAll((lis) => lis.map((li) => (li.classList.contains('result-group') ? `group: ${li.textContent}` : new URL(li.querySelector('a.result-title')!.getAttribute('href')!, location.href).pathname)))

  it('holds every word of every record Pagefind indexed, spelled as in the texts, under the ids its results carry', () => {
    expect(index.ids).toEqual(records.map((record) => record.id))
    for (const [k, record] of records.entries()) for (const word of wordsOf(record.text)) expect(index.words[word], `${record.url} ${word}`).toContain(k)
  })

  it('says a word in no text is in none, and lists the words of its family as related words, never as hits', async () => {
    const word = 'biedkaart'
    expect(Object.hasOwn(index.words, word)).toBe(false)
    const page = await search(`/zoeken/?q=${word}`)
    const status = (await page.locator('[data-search-status]').textContent())!
    const listed = await items(page)
    expect(listed[0]).toBe(`group: Met verwante woorden („${word}” komt in geen tekst van deze verzameling voor):`)
    const shown = listed.length - 1
    const related = /^„biedkaart” komt in geen tekst van deze verzameling voor; verwante woorden: (.+) \((\d+) artikelen\)\.$/.exec(status)
    expect(related, status).not.toBeNull()
    expect(Number(related![2])).toBeGreaterThanOrEqual(shown)
    // Each related word is one the texts hold, of the word's family (its lemma's key, bied, begins the word's), never a mere prefix such as "bi".
    const families = wordFamilies(Object.keys(index.words))
    for (const other of related![1]!.split(', ')) {
      expect(Object.hasOwn(index.words, other), other).toBe(true)
      expect([other, families.lemma(other)], other).toEqual([other, 'bied'])
    }
    await page.context().close()
  })

  it('lists the articles holding the word as spelled first, then those with related words only, under a heading', async () => {
    const word = 'bieding'
    // Its forms: the plural too.
    const holding = new Set(records.filter((record) => isArticle(record.url) && wordsOf(record.text).some((w) => w === word || w === 'biedingen')).map((record) => record.url))
    const page = await search(`/zoeken/?q=${word}`)
    const status = (await page.locator('[data-search-status]').textContent())!
    const counts = /^(\d+) artikelen gevonden voor „bieding” \(ook: biedingen\), daarna (\d+) artikelen met verwante woorden \((.+)\)\.$/.exec(status)
    expect(counts, status).not.toBeNull()
    expect(Number(counts![1])).toBe(holding.size)
    // Every page of results, then: the exact ones, the heading, the related ones.
    const total = Number(counts![1]) + Number(counts![2])
    const shown = () => page.locator('.results > li:not(.result-group)').count()
    while ((await shown()) < total) {
      const before = await shown()
      await page.locator('[data-search-more] button').click()
      await expect.poll(shown, {timeout: 15_000}).toBeGreaterThan(before)
    }
    expect(await shown()).toBe(total)
    const listed = await items(page)
    const at = listed.indexOf(`group: Met verwante woorden (${counts![3]}):`)
    expect(at).toBe(holding.size)
    expect(new Set(listed.slice(0, at))).toEqual(holding)
    for (const url of listed.slice(at + 1)) expect(holding.has(url), url).toBe(false)
    await page.context().close()
  })

  it('says on the search page how to search for words side by side, in quotes, and names a quoted phrase in the status without them', async () => {
    const page = await search('/zoeken/?q=%22onvoldoende+bod%22')
    expect(await page.locator('#zoek-letterlijk').textContent()).toContain('tussen aanhalingstekens: "onvoldoende bod"')
    expect(await page.getByLabel('Zoekterm').getAttribute('aria-describedby')).toContain('zoek-letterlijk')
    expect(await page.locator('[data-search-status]').textContent()).toMatch(/^\d+ artikel(en)? gevonden voor „onvoldoende bod”/)
    await page.context().close()
  })

  describe('in the changes', () => {
    const changes = () => records.filter((record) => record.meta.vergelijking)
    /** A word of the part `part` of a change record that its other part lacks, the rarest one in the index. */
    function wordIn(part: 'toegevoegd' | 'geschrapt' | 'behouden') {
      const candidates = changes().flatMap((record) => {
        const every = record.content
          .split(/\s+/)
          .filter(Boolean)
          .map((_, k) => k)
        const parts = snippetParts(record.content, record.meta.delen ?? null, every, Infinity)
        const mine = parts.find((p) => p.part === part)
        if (!mine) return []
        const others = new Set(parts.filter((p) => p !== mine).flatMap((p) => p.words.flatMap((w) => wordsOf(w.text))))
        const words = mine.words.flatMap((w) => wordsOf(w.text)).filter((w) => w.length >= 5 && !others.has(w))
        return words.map((word) => ({record, word, spread: index.words[word]!.length}))
      })
      return candidates.sort((a, b) => a.spread - b.spread || (a.word < b.word ? -1 : 1))[0]!
    }

    for (const part of ['toegevoegd', 'geschrapt', 'behouden'] as const) {
      it(`marks a word found in what a change ${part === 'behouden' ? 'kept' : part === 'toegevoegd' ? 'added' : 'removed'} as ${part}`, async () => {
        const {record, word} = wordIn(part)
        const page = await search(`/zoeken/?${new URLSearchParams({q: word, soort: 'wijzigingen', vergelijking: record.meta.vergelijking!})}`)
        const item = page.locator('.results > li').filter({has: page.locator(`a.result-title[href="${record.url}"]`)})
        await expect.poll(() => item.count(), {timeout: 15_000}).toBe(1)
        expect(await item.locator('.change-part').evaluateAll((ps) => ps.map((p) => p.className))).toEqual([`change-part ${part}`])
        expect(await item.locator(`.change-part strong`).textContent()).toBe(`${part}: `)
        expect((await item.locator('.change-part mark').allTextContents()).flatMap(wordsOf)).toContain(word)
        const tag = {toegevoegd: 'ins', geschrapt: 'del', behouden: 'span'}[part]
        expect(await item.locator(`.change-part > ${tag} mark`).count()).toBeGreaterThan(0)
        await page.context().close()
      })
    }
  })

  it('offers only filter values that some record has', async () => {
    const page = await (await chromium.browser.newContext()).newPage()
    await page.goto(`${server.origin}/zoeken/`)
    const offered = await page.locator('select[data-filter]').evaluateAll((selects) => selects.flatMap((s) => Array.from((s as HTMLSelectElement).options, (o) => [s.getAttribute('data-filter')!, o.value]).filter(([, value]) => value)))
    expect(offered.length).toBeGreaterThan(10)
    const empty = (await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/pagefind.js')
      const empty = []
      for (const [name, value] of ${JSON.stringify(offered)}) {
        const {results} = await pagefind.search(null, {filters: {[name]: value}})
        if (results.length === 0) empty.push(name + ': ' + value)
      }
      return empty
    })()`)) as string[]
    expect(empty).toEqual([])
    await page.context().close()
  })

  it('keeps text hidden from sight out of the index', () => {
    const byUrl = new Map(records.map((record) => [record.url, record]))
    let pages = 0
    for (const {path: file, entry} of listTree(dir)) {
      if (!entry.isFile() || !file.endsWith('.html')) continue
      const {document} = parseHTML(readFileSync(path.join(dir, file), 'utf8'))
      const body = document.querySelector('[data-pagefind-body]')
      if (!body) continue
      pages++
      const hidden = Array.from(body.querySelectorAll('.vh, [aria-hidden="true"], [hidden]'))
      // Every such element is one Pagefind leaves out.
      expect(
        hidden.filter((element) => !element.closest('[data-pagefind-ignore]')).map((element) => element.outerHTML),
        file
      ).toEqual([])
      // And the index has no hidden words the page does not show: here the words before a footnote's number.
      const record = byUrl.get(`/${file.replace(/index\.html$/, '')}`)!
      for (const element of hidden) element.remove()
      const shown = (body.textContent ?? '').replace(/\s+/g, ' ')
      for (const ref of Array.from(body.querySelectorAll('.fn-ref'))) expect(record.content.includes(`voetnoot ${ref.textContent!.trim()}`) && !shown.includes(`voetnoot ${ref.textContent!.trim()}`), file).toBe(false)
    }
    expect(pages).toBe(records.filter((record) => isArticle(record.url)).length)
  })
})
