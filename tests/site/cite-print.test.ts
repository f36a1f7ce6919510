// "Citeer" in one tap and the print of a page: every provision of the built site has an anchor and a
// Citeer control that copies its citation with its absolute stable address (Chromium, with the
// clipboard granted, refused, and without JavaScript), print carries the page's citation, address
// and date of printing on every page with folded sections open, and the page script stays within
// its byte budget.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {BrowserContextOptions, Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import type {ProvisionJson} from '../../src/schema.ts'
import {anchorOf, editionAnchor, siteUrls} from '../../site/lib/urls.ts'
import {useChromium} from './helpers/browser.ts'
import {attr, readPage, textOf} from './helpers/html.ts'
import {articlePath, readSite, type BuiltSite} from './helpers/site.ts'
import {baseSiteOrigin, olderArticlesAddress} from './helpers/sites.ts'
import {pinnedSource, retrievedDay} from './helpers/citation.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'

/** The page script's budget: at most 1 KB minified, for everything every page loads. */
const pageScriptBudget = 1024

const corpusTitle = 'Spelregels voor wedstrijdbridge'

/** Of artikel 25, 27 and 31 of 1987, the pinned words of their page. */
const hv2 = pinnedSource('laws/1987/HV2.md', 'Sjabloon:1987:HV2')

function allProvisions(provisions: ProvisionJson[]): ProvisionJson[] {
  return provisions.flatMap((p) => [p, ...allProvisions(p.children)])
}

describe('Citeer and print in the built site', () => {
  let site: BuiltSite
  beforeAll(() => {
    site = readSite(inject('sites').root)
  })

  it('gives every provision on article pages and on the whole edition page an anchor and a Citeer control with its stable address', () => {
    const urls = siteUrls('/')
    const missing: string[] = []
    for (const edition of site.editions.editions) {
      const whole = site.pages.get(urls.wholeEdition(edition.edition))!
      for (const article of site.articles.filter((a) => a.edition === edition.edition)) {
        const page = site.pages.get(articlePath(article))!
        for (const provision of allProvisions(article.provisions)) {
          const address = urls.node(provision.id)
          // On the article page a button with its own popover; on the whole edition's page a link to the provision on its article page.
          for (const [where, anchor, control] of [
            [page, anchorOf(provision.id), `button.cite[popovertarget="citeer-${anchorOf(provision.id)}"]`],
            [whole, editionAnchor(article.number, anchorOf(provision.id)), `a.cite[href="${address}"]`]
          ] as const) {
            const button = where.one(control)
            if (!where.ids.includes(anchor) || !button || attr(button, 'data-href') !== address || !attr(button, 'data-cite')?.startsWith(`${corpusTitle} ${article.edition}, art. ${article.number}`)) {
              missing.push(`${where.path}#${anchor}`)
            }
          }
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('shows beside every article the day its text was taken from the wiki, and cites every provision with that day, as laws/corpus.json declares it', () => {
    const urls = siteUrls('/')
    const wrong: string[] = []
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      const shown = textOf(page.one('.source .source-retrieved')!)
      if (shown !== `geraadpleegd op ${retrievedDay(article.source.path)}`) wrong.push(`${page.path}: ${shown}`)
      const suffix = pinnedSource(article.source.path, article.source.title)
      for (const provision of allProvisions(article.provisions)) {
        const cite = attr(page.one(`button.cite[popovertarget="citeer-${anchorOf(provision.id)}"]`)!, 'data-cite')!
        if (!cite.endsWith(suffix) || attr(page.one(`button.cite[popovertarget="citeer-${anchorOf(provision.id)}"]`)!, 'data-href') !== urls.node(provision.id)) wrong.push(`${page.path}#${anchorOf(provision.id)}: ${cite}`)
      }
    }
    expect(wrong).toEqual([])
    expect(textOf(readPage(site.dir, '/1987/artikel-27/').one('.source')!)).toBe(
      `Bron: wikipagina Sjabloon:1987:HV2 van Spelregels voor tafelarbiters (keesboek.com), geraadpleegd op ${retrievedDay('laws/1987/HV2.md')}, bronregels ${site.articles.find((a) => a.id === '1987/27')!.source.lines.join('–')}.`
    )
  })

  it('renders one citation popover on the whole edition page, empty until a Citeer fills it, and none per provision', () => {
    for (const edition of site.editions.editions) {
      const whole = site.pages.get(siteUrls('/').wholeEdition(edition.edition))!
      expect(
        whole.all('.cite-pop').map((popover) => [attr(popover, 'id'), textOf(popover.querySelector('.cite-text')!)]),
        whole.path
      ).toEqual([['citeer', '']])
      expect(
        whole.all('[popovertarget]').map((control) => attr(control, 'popovertarget')),
        whole.path
      ).toEqual(['citeer'])
    }
  })

  it('loads one page script on every page, a deferred module at the end of the body, within the byte budget and importing nothing', () => {
    const sources = new Set<string>()
    for (const page of site.pages.values()) {
      const last = page.all('body > *').at(-1)!
      expect([last.tagName, attr(last, 'type'), attr(last, 'async')], page.path).toEqual(['SCRIPT', 'module', undefined])
      sources.add(attr(last, 'src')!)
    }
    expect(sources.size).toBe(1)
    const code = readFileSync(path.join(site.dir, [...sources][0]!), 'utf8')
    expect(code.length).toBeLessThanOrEqual(pageScriptBudget)
    expect(code).not.toMatch(/\bimport\b/)
  })

  it('holds the citation and its address as selectable text in the popover, for a reader without script', () => {
    const page = readPage(site.dir, '/1987/artikel-27/')
    expect(textOf(page.one('[id="citeer-B-1"] .cite-text')!)).toBe(`Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, /1987/artikel-27/#B-1`)
    expect(page.all('.cite-pop a')).toEqual([])
  })

  it('gives that address in full when the build knows where the site is served (`--site`)', () => {
    const page = readPage(inject('sites').base, '/1987/artikel-27/')
    expect(textOf(page.one('[id="citeer-B-1"] .cite-text')!)).toBe(`Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, ${baseSiteOrigin}/spelregels/1987/artikel-27/#B-1`)
  })

  it("gives that address in full from laws/corpus.json's `address` when the build has no `--site`", () => {
    const page = readPage(inject('sites').olderArticles, '/1987/artikel-27/')
    expect(textOf(page.one('[id="citeer-B-1"] .cite-text')!)).toBe(`Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, ${olderArticlesAddress}/1987/artikel-27/#B-1`)
  })

  it('links "Citeer" on the whole edition page to the provision within the site it is served from, also when the build knows its production address', () => {
    const whole = readPage(inject('sites').base, '/1987/volledig/')
    expect(
      whole
        .all('a.cite')
        .filter((link) => textOf(link) === 'Citeer artikel 27 B 1')
        .map((link) => [attr(link, 'href'), attr(link, 'data-href')])
    ).toEqual([['/spelregels/1987/artikel-27/#B-1', '/spelregels/1987/artikel-27/#B-1']])
  })
})

describe('Citeer and print in Chromium', () => {
  const chromium = useChromium()
  let server: StaticServer
  let baseServer: StaticServer

  beforeAll(async () => {
    server = await serveStatic(inject('sites').root)
    baseServer = await serveStatic(inject('sites').base, {base: '/spelregels/'})
  }, 60_000)

  afterAll(async () => {
    await server?.close()
    await baseServer?.close()
  })

  async function open(url: string, options: BrowserContextOptions & {clipboard?: boolean; refuse?: boolean} = {}, on = server): Promise<Page> {
    const {clipboard = true, refuse = false, ...contextOptions} = options
    const context = await chromium.browser.newContext({viewport: {width: 1200, height: 800}, ...contextOptions})
    if (clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: on.origin})
    if (refuse) await context.addInitScript(() => (navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'))))
    const page = await context.newPage()
    await page.goto(on.origin + url)
    return page
  }

  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

  it('copies the citation of a labelled lid with its absolute stable address in one tap, and says so', async () => {
    const page = await open('/1987/artikel-27/')
    await page.getByRole('button', {name: 'Citeer artikel 27 B 1', exact: true}).click()
    const expected = `Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, ${server.origin}/1987/artikel-27/#B-1`
    await expect.poll(() => page.locator('.cite-status').textContent()).toBe(`Gekopieerd: ${expected}`)
    expect(await clipboard(page)).toBe(expected)
    expect(await page.locator('.cite-status').isVisible()).toBe(true)
    expect(await page.locator('[id="citeer-B-1"]').isVisible()).toBe(false)
    await page.context().close()
  })

  it('copies the citation of unlabelled paragraphs by their place: a punt, and the aanhef of an article', async () => {
    const page = await open('/1987/artikel-25/')
    await page.getByRole('button', {name: 'Citeer artikel 25 B 1, tweede punt', exact: true}).click()
    await expect.poll(() => clipboard(page)).toBe(`Spelregels voor wedstrijdbridge 1987, art. 25 B 1, tweede punt${hv2}, ${server.origin}/1987/artikel-25/#B-1-li2`)
    await page.goto(`${server.origin}/1987/artikel-31/`)
    await page.getByRole('button', {name: 'Citeer artikel 31, aanhef', exact: true}).click()
    await expect.poll(() => clipboard(page)).toBe(`Spelregels voor wedstrijdbridge 1987, art. 31, aanhef${hv2}, ${server.origin}/1987/artikel-31/#p1`)
    await page.context().close()
  })

  it('copies from the whole edition page the address on the article page, and under a base path with it', async () => {
    const whole = await open('/1987/volledig/')
    await whole.getByRole('link', {name: 'Citeer artikel 27 B 1', exact: true}).click()
    await expect.poll(() => clipboard(whole)).toBe(`Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, ${server.origin}/1987/artikel-27/#B-1`)
    await whole.context().close()
    const based = await open('/spelregels/1987/artikel-27/', {}, baseServer)
    await based.getByRole('button', {name: 'Citeer artikel 27 B 1', exact: true}).click()
    await expect.poll(() => clipboard(based)).toBe(`Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, ${baseServer.origin}/spelregels/1987/artikel-27/#B-1`)
    await based.context().close()
  })

  it('opens the popover with the absolute address to select when the clipboard is refused', async () => {
    const page = await open('/1987/artikel-27/', {clipboard: false, refuse: true})
    await page.getByRole('button', {name: 'Citeer artikel 27 B 1', exact: true}).click()
    const popover = page.locator('[id="citeer-B-1"]')
    await expect.poll(() => popover.isVisible()).toBe(true)
    const expected = `Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, ${server.origin}/1987/artikel-27/#B-1`
    expect(await popover.locator('.cite-text').textContent()).toBe(expected)
    await popover.locator('.cite-text').click()
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(expected)
    expect(await page.locator('.cite-status').textContent()).toBe('')
    await page.context().close()
  })

  it("fills the whole edition page's one popover with the provision cited when the clipboard is refused, reached with the keyboard", async () => {
    const page = await open('/1987/volledig/', {clipboard: false, refuse: true})
    const popover = page.locator('[id="citeer"]')
    for (const [name, citation, address] of [
      ['Citeer artikel 27 B 1', 'art. 27 B 1', '/1987/artikel-27/#B-1'],
      ['Citeer artikel 25 B 1, tweede punt', 'art. 25 B 1, tweede punt', '/1987/artikel-25/#B-1-li2']
    ] as const) {
      const control = page.getByRole('link', {name, exact: true})
      await control.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => popover.isVisible()).toBe(true)
      expect(page.url()).toBe(`${server.origin}/1987/volledig/`)
      expect(await popover.locator('.cite-text').textContent()).toBe(`Spelregels voor wedstrijdbridge 1987, ${citation}${hv2}, ${server.origin}${address}`)
      await popover.getByRole('button', {name: 'Sluiten'}).click()
      await expect.poll(() => popover.isVisible()).toBe(false)
    }
    await page.context().close()
  })

  it('leads from the whole edition page without JavaScript to the provision on its article page, whose popover has the citation', async () => {
    const page = await open('/1987/volledig/', {clipboard: false, javaScriptEnabled: false})
    await page.getByRole('link', {name: 'Citeer artikel 27 B 1', exact: true}).click()
    await page.waitForURL(`${server.origin}/1987/artikel-27/#B-1`)
    await page.getByRole('button', {name: 'Citeer artikel 27 B 1', exact: true}).click()
    await page.locator('[id="citeer-B-1"] .cite-text').click()
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(`Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, /1987/artikel-27/#B-1`)
    await page.context().close()
  })

  it('shows the citation and its address as text selected with one click without JavaScript', async () => {
    const page = await open('/1987/artikel-27/', {clipboard: false, javaScriptEnabled: false})
    await page.getByRole('button', {name: 'Citeer artikel 27 B 1', exact: true}).click()
    const popover = page.locator('[id="citeer-B-1"]')
    expect(await popover.isVisible()).toBe(true)
    await popover.locator('.cite-text').click()
    expect(await page.evaluate(() => getSelection()?.toString())).toBe(`Spelregels voor wedstrijdbridge 1987, art. 27 B 1${hv2}, /1987/artikel-27/#B-1`)
    await page.context().close()
  })

  const printHead = (page: Page) => page.locator('.print-head').evaluate((head) => ({position: getComputedStyle(head).position, text: (head as HTMLElement).innerText.replace(/\s+/g, ' ').trim()}))

  it('prints the citation and the absolute address of the page at the top of every page, and no chrome', async () => {
    const page = await open('/1987/artikel-27/')
    expect(await page.locator('.print-head').isVisible()).toBe(false)
    await page.emulateMedia({media: 'print'})
    expect(await printHead(page)).toEqual({position: 'fixed', text: `Spelregels voor wedstrijdbridge 1987, art. 27 ${server.origin}/1987/artikel-27/`})
    for (const chrome of ['.site-header', '.cite', '.permalink', '.cite-status']) expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false)
    await page.goto(`${server.origin}/1987/volledig/`)
    expect(await printHead(page)).toEqual({position: 'fixed', text: `Spelregels voor wedstrijdbridge 1987 ${server.origin}/1987/volledig/`})
    await page.context().close()
  })

  it('prints the citation and the path of the page without JavaScript', async () => {
    const page = await open('/1987/artikel-27/', {clipboard: false, javaScriptEnabled: false})
    await page.emulateMedia({media: 'print'})
    expect(await printHead(page)).toEqual({position: 'fixed', text: 'Spelregels voor wedstrijdbridge 1987, art. 27 /1987/artikel-27/'})
    await page.context().close()
  })

  it('prints folded sections open, also without JavaScript', async () => {
    const site = readSite(inject('sites').root)
    const folded = [...site.pages.values()].find((p) => p.path.startsWith('/vergelijk/') && p.one('details:not([open]) > :not(summary)'))!
    for (const javaScriptEnabled of [true, false]) {
      const page = await open(folded.path, {clipboard: false, javaScriptEnabled})
      const inside = page.locator('details:not([open]) > :not(summary)').first()
      expect(await inside.isVisible()).toBe(false)
      await page.emulateMedia({media: 'print'})
      expect(await inside.isVisible(), `JavaScript ${javaScriptEnabled}`).toBe(true)
      await page.context().close()
    }
  })

  it('prints changes marked without colour: deletions struck through in [- -], insertions underlined in {+ +}', async () => {
    const page = await open('/vergelijk/1975/1987/artikel-34/', {clipboard: false})
    const marks = () =>
      page.evaluate(() =>
        ['del', 'ins'].map((tag) => {
          const mark = document.querySelector(`.comparison > p ${tag}`)!
          const style = getComputedStyle(mark)
          return {tag, line: style.textDecorationLine, before: getComputedStyle(mark, '::before').content, after: getComputedStyle(mark, '::after').content, colour: style.color === getComputedStyle(mark.parentElement!).color}
        })
      )
    expect((await marks()).map((mark) => [mark.before, mark.after])).toEqual([
      ['none', 'none'],
      ['none', 'none']
    ])
    await page.emulateMedia({media: 'print'})
    expect(await marks()).toEqual([
      {tag: 'del', line: 'line-through', before: '"[-"', after: '"-]"', colour: true},
      {tag: 'ins', line: 'underline', before: '"{+"', after: '"+}"', colour: true}
    ])
    await page.context().close()
  })

  it('prints a legend for paper: the marks as printed, without colours and without "Vorige" or "Volgende"', async () => {
    const page = await open('/vergelijk/1975/1987/artikel-34/', {clipboard: false})
    const legend = () => page.locator('.diff-legend li:visible').evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText))
    expect(await legend()).toEqual([
      'groen, onderstreept: toegevoegd in 1987',
      'rood, doorgestreept: geschrapt (stond in 1975)',
      'in een kader: wat er met de bepaling gebeurde',
      'rode streep: de oude tekst in zijn geheel, waar 60% of meer van de woorden gewijzigd is',
      'groene streep: de nieuwe tekst in zijn geheel',
      'blauwe streep: verplaatst naar of uit een ander artikel',
      'oranje streep: de wijziging waar „Vorige” of „Volgende” u heen bracht'
    ])
    await page.emulateMedia({media: 'print'})
    // innerText leaves out generated content: the marks {+ +} and [- -] around the samples are the stylesheet's (tested above).
    expect(await legend()).toEqual([
      'onderstreept: toegevoegd in 1987',
      'doorgestreept: geschrapt (stond in 1975)',
      'in een kader: wat er met de bepaling gebeurde',
      'streep: de oude en de nieuwe tekst in zijn geheel, waar 60% of meer van de woorden gewijzigd is, elk onder het jaar van de editie',
      'stippellijn: verplaatst naar of uit een ander artikel'
    ])
    expect(await page.locator('.diff-legend li:visible > ins').evaluate((mark) => [getComputedStyle(mark, '::before').content, getComputedStyle(mark, '::after').content])).toEqual(['"{+"', '"+}"'])
    // Every stripe of a move, and the legend's sample, dotted.
    const stripes = await page.locator('.moved, .moved-fold, .legend-moved').evaluateAll((notes) => notes.filter((note) => parseFloat(getComputedStyle(note).borderLeftWidth) > 0).map((note) => getComputedStyle(note).borderLeftStyle))
    expect(stripes.length).toBeGreaterThan(1)
    expect(new Set(stripes)).toEqual(new Set(['dotted']))
    await page.context().close()
  })

  it("prints the address of the article's wiki page after its name", async () => {
    const page = await open('/1987/artikel-27/', {clipboard: false})
    const source = page.locator('.source .source-link')
    const after = () => source.evaluate((link) => getComputedStyle(link, '::after').content)
    expect(await after()).toBe('none')
    await page.emulateMedia({media: 'print'})
    expect(await source.isVisible()).toBe(true)
    expect([await source.textContent(), await after()]).toEqual(['Sjabloon:1987:HV2', '" (https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHV2)"'])
    await page.context().close()
  })

  it('opens folded sections for the print where the stylesheet cannot, and folds them again after it', async () => {
    const site = readSite(inject('sites').root)
    const folded = [...site.pages.values()].find((p) => p.path.startsWith('/vergelijk/') && p.one('details:not([open])'))!
    const page = await open(folded.path, {clipboard: false})
    const closed = await page.locator('details:not([open])').count()
    const openDuring = await page.evaluate(() => {
      dispatchEvent(new Event('beforeprint'))
      const during = document.querySelectorAll('details:not([open])').length
      dispatchEvent(new Event('afterprint'))
      return during
    })
    expect([closed > 0, openDuring, await page.locator('details:not([open])').count()]).toEqual([true, 0, closed])
    await page.context().close()
  })

  it('prints an article to PDF with the date of printing filled in', async () => {
    const page = await open('/1987/artikel-27/', {clipboard: false})
    const pdf = await page.pdf({format: 'A4'})
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const today = await page.evaluate(() => new Intl.DateTimeFormat('nl', {dateStyle: 'long'}).format(new Date()))
    expect(await page.locator('.print-date').textContent()).toBe(`Afgedrukt op ${today}`)
    await page.context().close()
  })
})
