// The built site in a real browser: Debian's Chromium driven by playwright-core (never a downloaded
// browser; without it these tests fail), serving the build from a plain static file server.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import type {ComparisonJson, LineageRowsJson} from '../../src/schema.ts'
import {abbreviations, glossaryAnchor, glossaryUsage} from '../../site/lib/glossary.ts'
import type {ReferenceIndex, ReferenceTarget} from '../../site/lib/lid-reference.ts'
import {wordsOf} from '../../site/lib/search-words.ts'
import {pagefindRecords} from '../../scripts/pagefind-records.ts'
import {countArticles, statusWords} from '../../src/vocabulary.ts'
import {comparisonSlugs, isFootnoteId, lineageSlug, siteUrls} from '../../site/lib/urls.ts'
import {useChromium} from './helpers/browser.ts'
import {pinnedSource} from './helpers/citation.ts'
import {root} from './helpers/build.ts'
import {manyEditions} from './helpers/many-editions.ts'
import {articlePath, readApi, type Api} from './helpers/site.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'

describe('the site in Chromium', () => {
  let api: Api
  let server: StaticServer
  const chromium = useChromium()

  beforeAll(async () => {
    const dir = inject('sites').root
    api = readApi(dir)
    server = await serveStatic(dir)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  /** `touch`: a phone's touch screen, no mouse and no hover. */
  async function open(url: string, options: {width?: number; height?: number; touch?: boolean; colorScheme?: 'light' | 'dark'} = {}): Promise<Page> {
    const context = await chromium.browser.newContext({viewport: {width: options.width ?? 1200, height: options.height ?? 800}, colorScheme: options.colorScheme ?? 'light', ...(options.touch ? {hasTouch: true, isMobile: true} : {})})
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(server.origin + url)
    ;(page as Page & {errors: string[]}).errors = errors
    return page
  }

  const resultLinks = (page: Page) => page.locator('.results > li > a.result-title').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  const inViewport = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const box = element.getBoundingClientRect()
      return box.top >= 0 && box.top < window.innerHeight
    })

  it('finds 1987 article 27 first for "onvoldoende bod", from the search box of an article page', async () => {
    const page = await open('/1997/artikel-25/')
    // The search box is a plain form: the article page loads only the page script (Citeer, print).
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(1)
    await page.getByRole('searchbox', {name: 'Zoek in de spelregels'}).fill('onvoldoende bod')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/zoeken\/\?q=onvoldoende\+bod$/)
    await page.locator('.results > li').first().waitFor()
    expect((await resultLinks(page))[0]).toBe('/1987/artikel-27/')
    expect(await page.locator('.results > li').first().locator('a.result-title').textContent()).toBe('Artikel 27 Onvoldoende bod')
    await page.context().close()
  })

  it('limits results to one edition with the edition filter', async () => {
    const page = await open('/zoeken/?q=bieding')
    await page.locator('.results > li').first().waitFor()
    // The 1975 articles holding the word or its plural (tests/site/search-queries.test.ts), by a grep of the indexed texts.
    const holding = pagefindRecords(path.join(inject('sites').root, 'pagefind'))
      .filter((record) => record.url.startsWith('/1975/artikel-') && wordsOf(record.text).some((word) => word === 'bieding' || word === 'biedingen'))
      .map((record) => record.url)
    expect(holding.length).toBeGreaterThan(0)
    await page.selectOption('#editie', '1975')
    await page.waitForURL(/editie=1975/)
    await expect.poll(async () => (await resultLinks(page)).filter((url) => !url.startsWith('/1975/'))).toEqual([])
    const links = await resultLinks(page)
    expect(new Set(links.slice(0, holding.length))).toEqual(new Set(holding))
    const related = links.length - holding.length
    expect(await page.locator('[data-search-status]').textContent()).toMatch(
      new RegExp(`^${countArticles(holding.length)} gevonden voor „bieding” \\(ook: biedingen\\)${related > 0 ? `, daarna ${countArticles(related)} met verwante woorden \\(.+\\)` : ''}\\.$`)
    )
    await page.context().close()
  })

  it('searches and links results under a base path too', async () => {
    const baseServer = await serveStatic(inject('sites').base, {base: '/spelregels/'})
    const context = await chromium.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${baseServer.origin}/spelregels/zoeken/?q=onvoldoende+bod`)
    await page.locator('.results > li').first().waitFor()
    expect((await resultLinks(page))[0]).toBe('/spelregels/1987/artikel-27/')
    const subLinks = await page.locator('.sub-results a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')))
    expect(subLinks.filter((href) => !href?.startsWith('/spelregels/'))).toEqual([])
    await context.close()
    await baseServer.close()
  }, 120_000)

  it('deep-links search results to the provision', async () => {
    const page = await open('/zoeken/?q=vervangende')
    await page.locator('.results > li').first().waitFor()
    const subLinks = await page.locator('.sub-results a').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')))
    expect(subLinks.length).toBeGreaterThan(0)
    for (const href of subLinks) expect(href).toMatch(/^\/\d{4}\/artikel-[^/]+\/#[\w-]+$/)
    await page.context().close()
  })

  it('scrolls a deep-linked lid into view and marks it as the target', async () => {
    const page = await open('/1997/artikel-25/#B-2-b-1')
    await expect.poll(() => inViewport(page, '[id="B-2-b-1"]')).toBe(true)
    expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('B-2-b-1')
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.context().close()
  })

  it('shows under a lid which lids refer to it, and follows the link to the citing lid', async () => {
    const page = await open('/1987/artikel-14/')
    const words = async (selector: string) => (await page.locator(selector).textContent())?.replace(/\s+/g, ' ').trim()
    // B 3 has a title: its heading carries the anchor, its block the backlinks.
    const backlinks = page.locator('.lid:has(> .lid-head > [id="B-3"]) > .backlinks')
    expect(await words('.lid:has(> .lid-head > [id="B-3"]) > .backlinks')).toBe('Verwezen vanuit artikel 14 B 1 (b), artikel 14 B 2.')
    expect(await words('article.law > .backlinks')).toBe('Verwezen vanuit artikel 13, voetnoot 2.')
    await backlinks.getByRole('link', {name: 'artikel 14 B 1 (b)'}).click()
    await expect.poll(() => page.evaluate(() => document.querySelector(':target')?.id)).toBe('B-1-b')
    await expect.poll(() => inViewport(page, '[id="B-1-b"]')).toBe(true)
    // And back: the reference `onder 3` in B 1 (b) links to B 3.
    await page.locator('[id="B-1-b"] a.ref', {hasText: 'onder 3'}).click()
    await expect.poll(() => page.evaluate(() => document.querySelector(':target')?.id)).toBe('B-3')
    expect(await page.evaluate(() => document.querySelectorAll('script:not([type="application/ld+json"])').length)).toBe(1)
    await page.context().close()
  })

  describe('on an article comparison page', () => {
    const comparison = () => api.json<ComparisonJson>('compare/1987/1997.json')
    const url = () => {
      const c = comparison()
      const index = c.articles.findIndex((a) => a.from.id === '1987/25')
      return `/vergelijk/1987/1997/${comparisonSlugs(c.articles)[index]}/`
    }
    const pairs = () => comparison().articles.find((a) => a.from.id === '1987/25')!.pairs

    it('switches between the inline redline and the two-column view', async () => {
      const page = await open(url())
      const visible = (selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).offsetParent !== null).length)
      expect(await visible('.redline')).toBe(pairs().length)
      expect(await visible('.sides')).toBe(0)
      await page.getByLabel('Naast elkaar').check()
      expect(await visible('.redline')).toBe(0)
      expect(await visible('.sides')).toBe(pairs().length)
      await page.getByLabel('Naast elkaar').focus()
      await page.keyboard.press('ArrowLeft')
      expect(await page.getByLabel('Doorlopend (wijzigingen in de tekst)').isChecked()).toBe(true)
      expect(await visible('.redline')).toBe(pairs().length)
      await page.context().close()
    })

    it('steps through the changes with the keyboard only', async () => {
      const page = await open(url())
      // Pairs of footnotes come after the provisions; in 1987 → 1997 art. 25 each pair keeps its label.
      const footnote = (p: ReturnType<typeof pairs>[number]) => [...p.from, ...p.to].every(isFootnoteId)
      const changes = [...pairs().filter((p) => !footnote(p)), ...pairs().filter(footnote)].filter((p) => p.status !== 'unchanged')
      const label = (i: number) => `Wijziging ${i + 1} van ${changes.length}: ${changes[i]!.toLabel ?? changes[i]!.fromLabel ?? 'Tekst'}: ${statusWords[changes[i]!.status].label}`
      expect([label(0), label(2), label(changes.length - 1)]).toEqual(['Wijziging 1 van 9: A: inhoudelijk gewijzigd', 'Wijziging 3 van 9: B 1: voetnoot gewijzigd', 'Wijziging 9 van 9: voetnoot 2: toegevoegd'])
      let tabs = 0
      while ((await page.evaluate(() => document.activeElement?.textContent)) !== 'Volgende wijziging') {
        await page.keyboard.press('Tab')
        if (++tabs > 40) throw new Error('Did not reach the "Volgende wijziging" button with Tab')
      }
      const status = page.locator('[data-change-status]')
      await page.keyboard.press('Enter')
      expect(await status.textContent()).toBe(label(0))
      expect(new URL(page.url()).hash).toBe('#wijziging-1')
      await expect.poll(() => inViewport(page, '[id="wijziging-1"]')).toBe(true)
      await page.keyboard.press('Enter')
      expect(await status.textContent()).toBe(label(1))
      expect(await page.locator('[aria-current="step"]').getAttribute('id')).toBe('wijziging-2')
      await page.keyboard.press('p')
      expect(await status.textContent()).toBe(label(0))
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('wijziging-1')
      for (let i = 0; i < changes.length + 2; i++) await page.keyboard.press('n')
      expect(await status.textContent()).toBe(label(changes.length - 1))
      await expect.poll(() => inViewport(page, `[id="wijziging-${changes.length}"]`)).toBe(true)
      expect((page as Page & {errors: string[]}).errors).toEqual([])
      await page.context().close()
    })

    it('shows no change controls without a script: buttons that do nothing are never shown', async () => {
      const context = await chromium.browser.newContext({viewport: {width: 1200, height: 800}, javaScriptEnabled: false})
      const page = await context.newPage()
      await page.goto(`${server.origin}${url()}`)
      expect([(await page.locator('[data-change]').count()) > 0, await page.locator('[data-change-nav]').isVisible()]).toEqual([true, false])
      await context.close()
    })

    it('names the shortcuts n and p where there is a keyboard, never on a touch screen', async () => {
      const hint = (page: Page) => page.locator('.key-hint').isVisible()
      const desktop = await open(url())
      await desktop.locator('[data-change-nav]').waitFor()
      expect(await hint(desktop)).toBe(true)
      expect(await desktop.locator('.key-hint').innerText()).toBe('; toets n voor de volgende, p voor de vorige')
      await desktop.context().close()
      const phone = await open(url(), {width: 390, height: 844, touch: true})
      await phone.locator('[data-change-nav]').waitFor()
      expect(await hint(phone)).toBe(false)
      expect(await phone.locator('.change-nav').innerText()).not.toMatch(/toets/)
      // The buttons keep their whole names.
      expect(await phone.getByRole('button', {name: 'Volgende wijziging'}).isVisible()).toBe(true)
      await phone.context().close()
    })
  })

  it('opens a linked change on a phone below the sticky "Vorige/Volgende wijziging" bar', async () => {
    // Every change of an article comparison with long rewrites and parts, opened by its link.
    const comparison = api.json<ComparisonJson>('compare/1975/1987.json')
    const index = comparison.articles.findIndex((a) => a.from.id === '1975/31')
    const page = comparisonSlugs(comparison.articles)[index]!
    const changes = comparison.articles[index]!.pairs.filter((p) => p.status !== 'unchanged' && p.status !== 'absent').length
    expect(changes).toBeGreaterThan(3)
    const phone = await open('/', {width: 390, height: 844, touch: true})
    for (let k = 1; k <= changes; k++) {
      // A fresh load each time, as a link from elsewhere opens it.
      await phone.goto('about:blank')
      await phone.goto(`${server.origin}/vergelijk/1975/1987/${page}/#wijziging-${k}`)
      await phone.locator('[data-change-nav]').waitFor()
      const place = () =>
        phone.evaluate((id) => {
          const bar = document.querySelector('[data-change-nav]')!.getBoundingClientRect()
          const heading = document.getElementById(id)!.querySelector('.pair-title')!.getBoundingClientRect()
          return {barBottom: Math.round(bar.bottom), headingTop: Math.round(heading.top), headingBottom: Math.round(heading.bottom), height: window.innerHeight}
        }, `wijziging-${k}`)
      // Below the bar, and on the screen.
      await expect
        .poll(
          async () => {
            const {barBottom, headingTop, headingBottom, height} = await place()
            return headingTop >= barBottom && headingBottom <= height ? 'shown' : `heading ${headingTop}–${headingBottom}, bar down to ${barBottom}, screen ${height}`
          },
          {timeout: 5_000, message: `wijziging-${k}`}
        )
        .toBe('shown')
      expect(await phone.evaluate(() => window.scrollY), `wijziging-${k}`).toBeGreaterThan(0)
    }
    await phone.context().close()
  })

  it('switches the diff of each part of a regrouping with the view, both whole texts folded away', async () => {
    const article = api.json<ComparisonJson>('compare/1975/1987.json').articles.find((a) => a.from.id === '1975/30')!
    const parts = article.pairs.reduce((sum, p) => sum + p.parts.length, 0)
    const page = await open('/vergelijk/1975/1987/artikel-30/')
    // checkVisibility, not offsetParent: a closed <details> hides its content with content-visibility.
    const visible = (selector: string) => page.locator(selector).evaluateAll((nodes) => nodes.filter((n) => n.checkVisibility()).length)
    expect(parts).toBe(4)
    expect([await visible('.part-redline'), await visible('.part-sides'), await visible('details.whole .redline')]).toEqual([parts, 0, 0])
    await page.getByLabel('Naast elkaar').check()
    expect([await visible('.part-redline'), await visible('.part-sides')]).toEqual([0, parts])
    await page.locator('details.whole > summary').first().click()
    expect(await visible('details.whole .sides')).toBe(1)
    await page.context().close()
  })

  it('stacks the lineage columns on a phone and switches between editions', async () => {
    const lineage = api.json<LineageRowsJson>('lineages/1987-25.json')
    const page = await open('/geschiedenis/1987-25/', {width: 375})
    const visibleCells = () => page.locator('table.lineage td').evaluateAll((cells) => cells.filter((c) => (c as HTMLElement).offsetParent !== null).map((c) => c.querySelector('.cell-edition')?.textContent))
    // A cell without text of its own that says nothing of the provision (it is not there) is left out of the stack.
    const present = (col: number) => lineage.rows.filter((row) => row.cells[col]?.kind === 'text').length
    expect(lineage.rows.some((row) => row.cells.some((cell) => cell?.kind === 'continued'))).toBe(false)
    expect((await visibleCells()).length).toBe(present(0) + present(1))
    await page.getByRole('radio', {name: '1997'}).check()
    expect(await visibleCells()).toEqual(Array(present(1)).fill('1997: artikel 25'))
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    await page.context().close()
  })

  it('keeps in the stack on a phone the cells that say where a provision went, for each edition', async () => {
    const {lineages} = api.json<{lineages: {id: string; articles: {edition: string; number: string}[]}[]}>('lineages.json')
    // A lineage of one article has no rows to compare.
    const continued = lineages
      .filter(({articles}) => articles.length > 1)
      .flatMap(({id, articles}) =>
        api
          .json<LineageRowsJson>(`lineages/${id}.json`)
          .rows.flatMap((row, index) => row.cells.map((cell, col) => ({id, row: index, col, article: articles[col]!, kind: cell?.kind})))
          .filter((cell) => cell.kind === 'continued')
      )
    expect(continued.length).toBeGreaterThan(0)
    const context = await chromium.browser.newContext({viewport: {width: 375, height: 800}, hasTouch: true, isMobile: true})
    const page = await context.newPage()
    for (const id of new Set(continued.map((cell) => cell.id))) {
      await page.goto(`${server.origin}/geschiedenis/${lineageSlug(id)}/`)
      for (const cell of continued.filter((c) => c.id === id)) {
        const td = page.locator(`table.lineage tbody tr:nth-child(${cell.row + 1}) td[data-col="${cell.col}"]`)
        const {edition, number} = cell.article
        expect(await td.isVisible(), `${id} ${cell.row} ${cell.col}`).toBe(true)
        // "1987: artikel 30 opnieuw ingedeeld: zie B 1 en B 2 (a)"
        expect((await td.textContent())!.replace(/\s+/g, ' ').trim()).toMatch(new RegExp(`^${edition}: artikel ${number} [^:]+: zie \\S`))
        await page.getByRole('radio', {name: edition, exact: true}).check()
        expect(await td.isVisible(), `${id} ${cell.row} ${cell.col} alone`).toBe(true)
        await page.getByRole('radio', {name: 'Alle'}).check()
      }
    }
    await context.close()
  })

  it('answers on /edities/ which edition applied on a day, from the dates the list shows, and says so where no source dates that day', async () => {
    const page = await open('/edities/', {width: 320, height: 640, touch: true})
    const answer = page.locator('[data-edition-on-date] [role="status"]')
    const ask = async (day: string) => {
      await page.getByLabel('Welke editie gold op').fill(day)
      await page.getByRole('button', {name: 'Zoek op'}).click()
      return (await answer.textContent())!.trim()
    }
    expect(await ask('2010-03-03')).toBe('Op 3 maart 2010 gold de editie 2007. Naar deze editie')
    expect(await answer.getByRole('link').getAttribute('href')).toBe('#editie-2007')
    expect(await ask('1997-09-01')).toBe('Op 1 september 1997 gold de editie 1997. Naar deze editie')
    expect(await ask('2999-01-01')).toBe('Op 1 januari 2999 was de editie 2017 de nieuwste bekende editie; of zij toen nog gold, staat in geen bron. Naar deze editie')
    // 1987 ended when 1997 began; when it began, no source says.
    expect(await ask('1997-08-31')).toBe('Welke editie op 31 augustus 1997 gold, staat in geen bron: de editie 1987 gold tot 1 september 1997, maar sinds wanneer staat in geen bron.')
    expect(await answer.getByRole('link').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect((page as Page & {errors: string[]}).errors).toEqual([])
    await page.context().close()
  })

  it('has no horizontal scrolling on any article page 375 pixels wide', async () => {
    const context375 = await chromium.browser.newContext({viewport: {width: 375, height: 800}})
    const page = await context375.newPage()
    const overflowing: string[] = []
    for (const article of api.articles) {
      const url = articlePath(article)
      await page.goto(server.origin + url)
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
      if (scroll > client) overflowing.push(`${url} (${scroll} > ${client})`)
    }
    expect(overflowing).toEqual([])
    await context375.close()
  })

  describe('on a phone', () => {
    // One page of every kind; the search page also with results, and with a lid's jump results.
    const kinds = () => {
      const comparison = api.json<ComparisonJson>('compare/1975/1987.json')
      const slug = comparisonSlugs(comparison.articles)[comparison.articles.findIndex((a) => a.from.id === '1975/31')]
      return [
        ['/', null],
        ['/1987/', null],
        ['/1987/volledig/', null],
        ['/1987/artikel-27/', null],
        ['/1987/artikel-27/#B-1', null],
        ['/vergelijk/', null],
        ['/vergelijk/1975/1987/', null],
        [`/vergelijk/1975/1987/${slug}/`, null],
        ['/geschiedenis/', null],
        ['/geschiedenis/1975-31/', null],
        ['/begrippen/', null],
        ['/zoeken/', null],
        ['/zoeken/?q=bieding', '.results > li'],
        // A lid in more than one edition is listed (one in a single edition opens at once).
        ['/zoeken/?q=25+B+2+b+1', '.jump > li'],
        ['/404.html', null]
      ] as const
    }
    const phone = (width: number, colorScheme: 'light' | 'dark' = 'light') => chromium.browser.newContext({viewport: {width, height: 800}, colorScheme, hasTouch: true, isMobile: true, bypassCSP: true, serviceWorkers: 'block'})
    const visit = async (page: Page, url: string, ready: string | null) => {
      await page.goto(server.origin + url)
      if (ready) await page.locator(ready).first().waitFor()
    }

    it('has no page wider than the screen at 320 and 390 pixels, in light and dark, nor an element beyond it outside a scrolling box', async () => {
      const found: string[] = []
      for (const width of [320, 390])
        for (const colorScheme of ['light', 'dark'] as const) {
          const context = await phone(width, colorScheme)
          const page = await context.newPage()
          for (const [url, ready] of kinds()) {
            await visit(page, url, ready)
            // A phone widens its layout viewport to the page (innerWidth follows it): compare with the screen.
            const beyond = await page.evaluate((width) => {
              const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible'
              // What clips an element: a box with its own overflow that contains the element's containing block.
              const containingBlock = (element: Element): Element | null => {
                const position = getComputedStyle(element).position
                if (position === 'fixed') return null
                let block = element.parentElement
                if (position === 'absolute') while (block && block !== document.body && getComputedStyle(block).position === 'static') block = block.parentElement
                return block
              }
              const out = document.documentElement.scrollWidth > width ? [`page ${document.documentElement.scrollWidth} px wide`] : []
              for (const element of Array.from(document.body.querySelectorAll('*'))) {
                const box = element.getBoundingClientRect()
                if ((box.width === 0 && box.height === 0) || box.right <= width + 0.5) continue
                const block = containingBlock(element)
                let clipped = false
                for (let box = element.parentElement; box && box !== document.body && !clipped; box = box.parentElement) clipped = clips(box) && block !== null && box.contains(block)
                if (!clipped) out.push(`<${element.localName} class="${element.className}"> to ${Math.round(box.right)} px`)
              }
              return out.slice(0, 3)
            }, width)
            found.push(...beyond.map((b) => `${width} ${colorScheme} ${url}: ${b}`))
          }
          await context.close()
        }
      expect(found).toEqual([])
    }, 180_000)

    it('makes every link and control that stands on its own at least 24 by 24 pixels (links within a sentence aside)', async () => {
      const found: string[] = []
      const context = await phone(390)
      const page = await context.newPage()
      for (const [url, ready] of kinds()) {
        await visit(page, url, ready)
        const small = await page.evaluate(() => {
          const interactive = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
          // WCAG 2.5.8 exempts a link inside a sentence: an inline link whose block has text of its own.
          const inSentence = (element: Element) => {
            if (element.localName !== 'a' || getComputedStyle(element).display !== 'inline') return false
            let block = element.parentElement!
            while (getComputedStyle(block).display.startsWith('inline')) block = block.parentElement!
            const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
            // Text of the block's own, not of a control in it (a scrolling region around the block is focusable itself).
            const own = (text: Node) => {
              const control = text.parentElement!.closest(`${interactive}, .vh, [aria-hidden="true"]`)
              return control === null || !block.contains(control) || control === block
            }
            for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent!.trim() && own(node)) return true
            return false
          }
          const out: string[] = []
          for (const element of Array.from(document.querySelectorAll(interactive))) {
            // A radio button is the size of its label, which checks it too.
            const target = element.matches('input[type="radio"], input[type="checkbox"]') ? (element.closest('label') ?? element) : element
            const box = target.getBoundingClientRect()
            if (box.width === 0 || element.closest('.vh, .skip') || inSentence(element)) continue
            if (box.width < 24 || box.height < 24) out.push(`<${element.localName} class="${element.className}"> ${Math.round(box.width)} x ${Math.round(box.height)} "${element.textContent?.trim().slice(0, 30)}"`)
          }
          return out.slice(0, 5)
        })
        found.push(...small.map((s) => `${url}: ${s}`))
      }
      await context.close()
      expect(found).toEqual([])
    }, 120_000)

    it('shows the full citation of the lid a link lands on, its edition first, on the screen above it, and not to a screen reader', async () => {
      const index = JSON.parse(readFileSync(path.join(inject('sites').root, 'zoeken', 'verwijzingen.json'), 'utf8')) as {targets: Record<string, {href: string; label: string}[]>}
      const lids = Object.values(index.targets)
        .flat()
        .filter((target) => target.label && /^\/1987\/artikel-27\/#/.test(target.href))
      expect(lids.length).toBeGreaterThan(5)
      const context = await phone(390)
      const page = await context.newPage()
      for (const lid of lids) {
        await page.goto('about:blank')
        await page.goto(server.origin + lid.href)
        const shown = page.locator('.in-view:visible')
        await expect.poll(() => shown.count(), {message: lid.href}).toBe(1)
        expect(await shown.textContent(), lid.href).toBe(`1987, art. 27 ${lid.label}`)
        await expect.poll(() => shown.evaluate((element) => element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().bottom <= window.innerHeight), {message: lid.href}).toBe(true)
        // Screen readers hear the lid's label in its context, and the citation not a second time.
        expect(await page.locator('main').ariaSnapshot(), lid.href).not.toContain(`art. 27 ${lid.label}`)
      }
      expect(await page.locator('.in-view:visible').count()).toBe(1)
      await page.goto(`${server.origin}/1987/artikel-27/`)
      expect(await page.locator('.in-view:visible').count()).toBe(0)
      await context.close()
    })
  })

  it('prints an article without the site chrome', async () => {
    const page = await open('/1997/artikel-25/')
    await page.emulateMedia({media: 'print'})
    const shown = (selector: string) => page.locator(selector).first().isVisible()
    expect(await shown('.site-header')).toBe(false)
    expect(await shown('.permalink')).toBe(false)
    expect(await shown('.cite')).toBe(false)
    expect(await shown('.pager')).toBe(false)
    expect(await shown('.law h1')).toBe(true)
    expect(await shown('.footnotes')).toBe(true)
    await page.context().close()
  })

  it('prints the whole edition without navigation, each article on a page of its own, with the targets of links to other pages', async () => {
    const page = await open('/1987/volledig/')
    await page.emulateMedia({media: 'print'})
    const shown = (selector: string) => page.locator(selector).first().isVisible()
    for (const chrome of ['.site-header', '.site-footer', '.breadcrumbs', '.edition-contents', '.permalink', '.cite']) expect(await shown(chrome), chrome).toBe(false)
    const breaks = await page.locator('article.edition-article').evaluateAll((articles) => articles.map((a) => getComputedStyle(a).breakBefore))
    expect(breaks).toEqual(api.editions.editions.find((e) => e.edition === '1987')!.articles.map((_, k) => (k === 0 ? 'auto' : 'page')))
    // A link to another page prints its address; a link within the page does not.
    const after = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((a) => getComputedStyle(a, '::after').content)
    expect(await after('.edition-article .moved a')).toMatch(/^" \(" attr\(href\) "\)"$|^" \(\/.*\)"$/)
    expect(await after('.edition-article a.ref[href^="#"]')).toBe('none')
    await page.emulateMedia({media: 'screen'})
    expect(
      await page
        .locator('.edition-article .moved a')
        .first()
        .evaluate((a) => getComputedStyle(a, '::after').content)
    ).toBe('none')
    await page.context().close()
  })

  it('finds where a word was inserted between two editions, in the changes, labelled with the change, and opens that pair', async () => {
    // A word that 1997 art. 25 inserts against 1987, found from the comparison's own diff.
    const comparison = JSON.parse(readFileSync(path.join(inject('sites').root, 'api', 'compare', '1987', '1997.json'), 'utf8')) as ComparisonJson
    const article = comparison.articles.find((a) => a.from.number === '25')!
    const inserted = article.pairs.flatMap((pair) => pair.diff.filter((op) => op.op === 'insert').map((op) => op.text)).join(' ')
    expect(inserted).toMatch(/onopzettelijk/i)
    const kind = statusWords[article.pairs.find((pair) => pair.diff.some((op) => op.op === 'insert' && /onopzettelijk/i.test(op.text)))!.status].label
    // 1997 art. 25 A adds a limit ("Tot zijn partner een bieding doet") beside the word: a changed rule.
    expect(kind).toBe('inhoudelijk gewijzigd')
    const page = await open('/zoeken/?q=onopzettelijk')
    await page.locator('.results > li').first().waitFor()
    expect((await resultLinks(page)).every((url) => /^\/\d{4}\/artikel-/.test(url))).toBe(true)
    await page.selectOption('#soort', 'wijzigingen')
    expect(await page.locator('#editie').isVisible()).toBe(false)
    await page.selectOption('#wijziging', kind)
    await page.waitForURL(/soort=wijzigingen&wijziging=inhoudelijk\+gewijzigd/)
    const listed = () => page.locator('.results > li > a.result-title').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash))
    // The search that the filter started has ended (Pagefind may take seconds on a busy machine).
    await expect.poll(() => page.locator('[data-search-status]').textContent(), {timeout: 15_000}).toMatch(/wijziging(en)? gevonden voor „onopzettelijk”/)
    expect(await listed()).toContain('/vergelijk/1987/1997/artikel-25/#wijziging-1')
    const first = page.locator('.results > li').filter({has: page.locator('a[href="/vergelijk/1987/1997/artikel-25/#wijziging-1"]')})
    // The label is the pair's own status, as the comparison says it.
    expect(await first.locator('.result-meta').textContent()).toBe('1987 met 1997 · inhoudelijk gewijzigd')
    expect(await first.locator('mark').first().textContent()).toMatch(/onopzettelijk/i)
    // One record per change, at the change itself.
    for (const url of await listed()) expect(url).toMatch(/^\/vergelijk\/\d{4}\/\d{4}\/artikel-[^/]+\/#wijziging-\d+$/)
    expect(new Set(await listed()).size).toBe((await listed()).length)
    await first.locator('a.result-title').click()
    await page.waitForURL(/\/vergelijk\/1987\/1997\/artikel-25\/#wijziging-1$/)
    expect(await inViewport(page, '#wijziging-1')).toBe(true)
    expect(await page.locator('#wijziging-1 ins').allTextContents()).toContainEqual(expect.stringMatching(/onopzettelijk/i))
    // That pair was not removed: the filter for removed provisions does not list it.
    await page.goto(`${server.origin}/zoeken/?q=onopzettelijk&soort=wijzigingen&vergelijking=1987+met+1997&wijziging=vervallen`)
    await expect.poll(() => page.locator('[data-search-status]').textContent(), {timeout: 15_000}).toMatch(/gevonden|Niets/)
    expect(await listed()).not.toContain('/vergelijk/1987/1997/artikel-25/#wijziging-1')
    await page.context().close()
  })

  describe('listing changes by their filters alone', () => {
    /** Every change of an edition pair's comparison, in page order per article: its place and its status label. */
    const changesOf = (from: string, to: string) => {
      const comparison = api.json<ComparisonJson>(`compare/${from}/${to}.json`)
      const slugs = comparisonSlugs(comparison.articles)
      return comparison.articles.flatMap((article, index) => {
        const footnote = (p: (typeof article.pairs)[number]) => [...p.from, ...p.to].every(isFootnoteId)
        const changed = [...article.pairs.filter((p) => !footnote(p)), ...article.pairs.filter(footnote)].filter((p) => p.status !== 'unchanged' && p.status !== 'absent')
        return changed.map((pair, k) => ({url: `/vergelijk/${from}/${to}/${slugs[index]}/#wijziging-${k + 1}`, kind: statusWords[pair.status].label, pair}))
      })
    }
    const listed = (page: Page) =>
      page.locator('.results > li').evaluateAll((items) =>
        items.map((li) => {
          const url = new URL(li.querySelector('a.result-title')!.getAttribute('href')!, location.href)
          return {url: url.pathname + url.hash, meta: li.querySelector('.result-meta')!.textContent}
        })
      )

    it('lists every move from 1982 to 1987 with an empty query, once each, labelled verplaatst', async () => {
      const moves = changesOf('1982', '1987').filter((change) => change.pair.status === 'moved' && change.pair.elsewhere?.direction === 'to')
      // The comparison's own list of moves, each once from the older side.
      expect(moves.map((move) => move.pair.from)).toEqual(expect.arrayContaining(api.json<ComparisonJson>('compare/1982/1987.json').moves.map((move) => move.from)))
      expect(moves).toHaveLength(api.json<ComparisonJson>('compare/1982/1987.json').moves.length)
      expect(moves.length).toBeGreaterThan(1)
      const page = await open('/zoeken/')
      expect(await page.getByLabel('Zoekterm').inputValue()).toBe('')
      await page.selectOption('#soort', 'wijzigingen')
      await page.selectOption('#vergelijking', '1982 met 1987')
      await page.selectOption('#wijziging', statusWords.moved.label)
      await page.waitForURL(/\?q=&soort=wijzigingen&vergelijking=1982\+met\+1987&wijziging=verplaatst$/)
      await expect.poll(() => page.locator('[data-search-status]').textContent(), {timeout: 15_000}).toBe(`${moves.length} wijzigingen gevonden (1982 met 1987, verplaatst).`)
      const found = await listed(page)
      expect(found.map((result) => result.url).sort()).toEqual(moves.map((move) => move.url).sort())
      expect(found.map((result) => result.meta)).toEqual(moves.map(() => '1982 met 1987 · verplaatst'))
      expect(await page.locator('[data-search-more] button').count()).toBe(0)
      // The same listing from its address.
      await page.goto(`${server.origin}/zoeken/?soort=wijzigingen&vergelijking=1982+met+1987&wijziging=verplaatst`)
      await expect.poll(() => listed(page), {timeout: 15_000}).toEqual(found)
      expect((page as Page & {errors: string[]}).errors).toEqual([])
      await page.context().close()
    })

    it('lists every change from 1975 to 1987 a page at a time, "Meer resultaten" showing the rest, each once with its own kind', async () => {
      const changes = changesOf('1975', '1987')
      expect(changes.length).toBeGreaterThan(20)
      const page = await open('/zoeken/?soort=wijzigingen&vergelijking=1975+met+1987')
      await expect.poll(() => page.locator('[data-search-status]').textContent(), {timeout: 15_000}).toBe(`${changes.length} wijzigingen gevonden (1975 met 1987).`)
      expect(await page.locator('.results > li').count()).toBe(20)
      const more = page.getByRole('button', {name: `Meer resultaten (nog ${changes.length - 20})`})
      await more.click()
      await expect.poll(() => page.locator('.results > li').count(), {timeout: 15_000}).toBe(changes.length)
      expect(await page.locator('[data-search-more] button').count()).toBe(0)
      // The keyboard goes on where the new results begin.
      expect(await page.evaluate(() => document.activeElement === document.querySelectorAll('.results > li > a.result-title')[20])).toBe(true)
      const found = await listed(page)
      expect(new Set(found.map((result) => result.url)).size).toBe(found.length)
      const kindOf = new Map(changes.map((change) => [change.url, `1975 met 1987 · ${change.kind}`]))
      expect(found.map((result) => [result.url, result.meta])).toEqual(found.map((result) => [result.url, kindOf.get(result.url)]))
      expect(found.map((result) => result.url).sort()).toEqual(changes.map((change) => change.url).sort())
      // In reading order: articles by number.
      const numbers = found.map((result) => Number(/artikel-(\d+)/.exec(result.url)![1]))
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
      await page.context().close()
    })
  })

  describe('jumping to a lid and citing it', () => {
    const listed = (page: Page) =>
      page.locator('.results > li > a.result-title').evaluateAll((links) =>
        links.map((a) => {
          const url = new URL((a as HTMLAnchorElement).href)
          return url.pathname + url.hash
        })
      )
    const citation = 'Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1)'

    it('runs no search code until a search begins, then searches what was typed before it loaded', async () => {
      const page = await open('/zoeken/')
      const scripts = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((url) => url.endsWith('.js'))
        )
      const searchCode = (urls: string[]) => urls.filter((url) => /\/_astro\/search\.[\w-]+\.js$/.test(url) || url.includes('/pagefind/'))
      await page.waitForLoadState('load')
      expect(searchCode(await scripts())).toEqual([])
      // The search code held back until the word is typed: the keys that begin the search come before it.
      let typed: () => void = () => {}
      const done = new Promise<void>((resolve) => (typed = resolve))
      await page.route(/\/_astro\/search\.[\w-]+\.js$/, async (route) => {
        await done
        await route.continue()
      })
      await page.getByRole('searchbox', {name: 'Zoekterm'}).pressSequentially('bieding')
      typed()
      await page.locator('.results > li').first().waitFor()
      expect(await page.locator('[data-search-status]').textContent()).toMatch(/gevonden voor „bieding” \(ook: biedingen\)[.,]/)
      expect(searchCode(await scripts()).some((url) => url.startsWith('/_astro/search.'))).toBe(true)
      expect((page as Page & {errors: string[]}).errors).toEqual([])
      await page.context().close()
    })

    /** The built index of references, and from it a lid two labels deep in one edition only, and one in several editions. */
    const lids = () => {
      const index = JSON.parse(readFileSync(path.join(inject('sites').root, 'zoeken', 'verwijzingen.json'), 'utf8')) as ReferenceIndex
      const twoDeep = Object.entries(index.targets).filter(([key]) => key.split('/').length === 3 && /^\d+\/[a-z]\/\d+$/.test(key))
      const [key, [only]] = twoDeep.find(([, targets]) => targets.length === 1)! as [string, ReferenceTarget[]]
      const [severalKey, several] = twoDeep.find(([, targets]) => new Set(targets.map((t) => t.edition)).size > 1)!
      const parts = (k: string, target: ReferenceTarget) => ({number: k.split('/')[0]!, labels: target.label.split(' ')})
      return {one: {...parts(key, only!), target: only!}, several: {...parts(severalKey, several[0]!), targets: several}}
    }
    /** The common ways of writing a lid (`art. 27 lid B sub 1`, `artikel 27, lid B, onder 1`, `27-B-1`, `Art 27 B1`, `27b1`). */
    const spellings = ({number, labels: [a, b]}: {number: string; labels: string[]}) => [
      `art. ${number} lid ${a} sub ${b}`,
      `artikel ${number}, lid ${a}, onder ${b}`,
      `${number}-${a}-${b}`,
      `Art ${number} ${a}${b}`,
      `${number}${a!.toLowerCase()}${b}`,
      `ART. ${number} (${a}) (${b})`
    ]
    const here = (page: Page) => page.evaluate(() => location.pathname + location.hash)

    it('opens a lid found in one edition at once for every way of writing it, on Enter in the search page', async () => {
      const {one} = lids()
      const page = await open('/zoeken/')
      for (const query of spellings(one)) {
        await page.getByRole('searchbox', {name: 'Zoekterm'}).fill(query)
        await page.getByRole('searchbox', {name: 'Zoekterm'}).press('Enter')
        await page.waitForURL((url) => !url.pathname.startsWith('/zoeken/'))
        expect(await here(page), query).toBe(one.target.href)
        expect(await page.evaluate(() => document.querySelector(':target')?.id), query).toBe(one.target.href.split('#')[1])
        // Back leads to the search page, which lists the lid and does not open it again.
        await page.goBack()
        await page.locator('.jump > li').first().waitFor()
        expect(await here(page), query).toBe('/zoeken/')
        expect(await listed(page), query).toEqual([one.target.href])
      }
      expect((page as Page & {errors: string[]}).errors).toEqual([])
      await page.context().close()
    })

    it('opens a lid found in one edition from the header search box of an article page at once, Back returning to that page', async () => {
      const {one} = lids()
      const start = '/1997/artikel-25/'
      const page = await open(start)
      const box = page.getByRole('searchbox', {name: 'Zoek in de spelregels'})
      expect(await box.getAttribute('placeholder')).toMatch(/^Zoek, of ga naar \d+/)
      await box.fill(spellings(one)[0]!)
      await box.press('Enter')
      await page.waitForURL((url) => url.pathname === one.target.href.split('#')[0] && url.hash === `#${one.target.href.split('#')[1]}`)
      expect(await here(page)).toBe(one.target.href)
      await page.goBack()
      expect(await here(page)).toBe(start)
      await page.context().close()
    })

    it('lists a lid found in several editions, each with its edition, says how many, and lists no text results', async () => {
      const {several} = lids()
      const editions = several.targets.map((t) => t.edition)
      const page = await open('/zoeken/')
      const fetched: string[] = []
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
      const box = page.getByRole('searchbox', {name: 'Zoekterm'})
      await box.fill('bieding')
      await page.locator('.results > li').first().waitFor()
      expect(fetched.filter((url) => url.endsWith('/verwijzingen.json'))).toEqual([])
      for (const query of spellings(several)) {
        await box.fill(query)
        await box.press('Enter')
        const shown = async () => ({links: await listed(page), editions: await page.locator('.jump .result-meta').allTextContents(), text: await page.locator('[data-search-results] > li').count()})
        await expect.poll(shown, {message: query, timeout: 15_000}).toEqual({links: several.targets.map((t) => t.href), editions: editions.map((e) => `Editie ${e}`), text: 0})
        expect(await page.locator('[data-search-status]').textContent(), query).toBe(`Artikel ${several.number} ${several.targets[0]!.label} staat in ${editions.length} edities: ${editions.slice(0, -1).join(', ')} en ${editions.at(-1)}.`)
        expect(await here(page), query).toBe('/zoeken/')
      }
      expect(fetched.filter((url) => url.endsWith('/verwijzingen.json'))).toEqual(['/zoeken/verwijzingen.json'])
      expect((page as Page & {errors: string[]}).errors).toEqual([])
      await page.context().close()
    })

    it('lists a lid while it is typed, without leaving the page', async () => {
      const {one} = lids()
      const page = await open('/zoeken/')
      await page.getByRole('searchbox', {name: 'Zoekterm'}).pressSequentially(spellings(one)[0]!)
      await expect.poll(() => listed(page), {timeout: 15_000}).toEqual([one.target.href])
      expect(await page.locator('[data-search-status]').textContent()).toBe(`Artikel ${one.number} ${one.target.label} staat in de editie ${one.target.edition}.`)
      expect(await here(page)).toBe('/zoeken/')
      await page.context().close()
    })

    it('says that a lid does not exist, naming the editions that have the article', async () => {
      const editions = api.articles.filter((a) => a.number === '27').map((a) => a.edition)
      const page = await open('/zoeken/?q=27+B+9')
      const status = page.locator('[data-search-status]')
      await page.locator('.jump-intro').waitFor()
      const where = editions.length === 1 ? `de editie ${editions[0]}` : `de edities ${editions.slice(0, -1).join(', ')} en ${editions.at(-1)}`
      expect(await status.textContent()).toBe(`Artikel 27 B 9 bestaat niet in ${where}.`)
      expect(await page.locator('.jump-intro').textContent()).toBe('Naar het artikel:')
      expect(await listed(page)).toEqual(editions.map((edition) => `/${edition}/artikel-27/`))
      await page.context().close()
    })

    it('shows the citation of a lid on its article page without a script, selected with one click', async () => {
      const context = await chromium.browser.newContext({viewport: {width: 1200, height: 800}, javaScriptEnabled: false})
      const page = await context.newPage()
      await page.goto(`${server.origin}/1987/artikel-25/`)
      const popover = page.locator('[id="citeer-B-2-b-1"]')
      expect(await popover.isVisible()).toBe(false)
      await page.getByRole('button', {name: 'Citeer artikel 25 B 2 (b) (1)'}).click()
      expect(await popover.isVisible()).toBe(true)
      // Citeer names the version of the wiki page the text was taken from (laws/corpus.json `sources`).
      const text = `${citation}${pinnedSource('laws/1987/HV2.md', 'Sjabloon:1987:HV2')}, /1987/artikel-25/#B-2-b-1`
      expect(await popover.locator('.cite-text').textContent()).toBe(text)
      await popover.locator('.cite-text').click()
      expect(await page.evaluate(() => getSelection()?.toString())).toBe(text)
      await page.keyboard.press('Escape')
      expect(await popover.isVisible()).toBe(false)
      // The permalink stays a plain link.
      expect(await page.locator('a.permalink[href="#B-2-b-1"]').count()).toBe(1)
      await context.close()
    })

    it('copies the citation with its source and stable URL from the search page, as the article page does', async () => {
      // A lid in more than one edition is listed, not opened: each with its "Citeer".
      const page = await open('/zoeken/?q=25+B+2+b+1')
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {origin: server.origin})
      const first = page.locator('.jump > li').first()
      await first.waitFor()
      const sourced = `${citation}${pinnedSource('laws/1987/HV2.md', 'Sjabloon:1987:HV2')}`
      expect(await first.locator('.cite-text').textContent()).toBe(sourced)
      await first.getByRole('button', {name: 'Citeer'}).click()
      await expect.poll(() => first.getByRole('button').textContent(), {timeout: 10_000}).toBe('Gekopieerd')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${sourced}, ${server.origin}/1987/artikel-25/#B-2-b-1`)
      expect(await page.locator('[data-jump-results] [role="status"]').textContent()).toBe(`Verwijzing gekopieerd: ${sourced}`)
      await page.context().close()
    })
  })

  describe('abbreviations and the glossary', () => {
    /** The first article whose law text uses an abbreviation (lib/glossary.ts), and that abbreviation's entry. */
    const user = () => {
      const editions = [...new Set(api.articles.map((a) => a.edition))]
      const [entry, uses] = [...glossaryUsage(api.articles, editions, siteUrls('/'))].find(([key]) => abbreviations.some((a) => a.abbr === key))!
      return {entry: abbreviations.find((a) => a.abbr === entry)!, path: uses[0]!.articles[0]!.href}
    }

    it('links an abbreviation to its glossary entry, reached with the keyboard, named with its expansion', async () => {
      const {entry, path} = user()
      const page = await open(path)
      const link = page.locator('.law a.abbr').filter({hasText: entry.abbr}).first()
      expect(await link.getAttribute('aria-label')).toBe(`${entry.abbr}: ${entry.expansion}`)
      // Reached by Tab: from the element before it, one Tab lands on it.
      await link.evaluate((a) => {
        // Only what is shown takes the focus: the links of a folded note (the in-force note) do not.
        const all = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [tabindex]:not([tabindex="-1"])')).filter((element) => element.checkVisibility())
        all[all.indexOf(a as HTMLElement) - 1]!.focus()
      })
      await page.keyboard.press('Tab')
      expect(await link.evaluate((a) => document.activeElement === a)).toBe(true)
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === '/begrippen/')
      expect(await page.evaluate(() => location.pathname + location.hash)).toBe(`/begrippen/#${glossaryAnchor(entry.abbr)}`)
      expect(await page.locator(':target').textContent()).toBe(`${entry.abbr}: ${entry.expansion}`)
      await page.context().close()
    })

    it('prints an abbreviation in the whole edition as its text alone, without the link’s address', async () => {
      const {path} = user()
      const page = await open(`/${path.split('/')[1]}/volledig/`)
      await page.emulateMedia({media: 'print'})
      const abbr = page.locator('.edition-article a.abbr').first()
      expect(await abbr.evaluate((a) => [getComputedStyle(a, '::after').content, getComputedStyle(a).textDecorationLine])).toEqual(['none', 'none'])
      await page.context().close()
    })

    it('opens the glossary entry with a tap on a phone, where the entry says its explanation is editorial and lists the article', async () => {
      const {entry, path} = user()
      const page = await open(path, {width: 390, height: 800, touch: true})
      await page.locator('.law a.abbr').filter({hasText: entry.abbr}).first().tap()
      await page.waitForURL((url) => url.pathname === '/begrippen/')
      const dd = page.locator(':target + dd')
      expect(await dd.locator('.editorial').textContent()).toBe('Redactionele aantekening:')
      expect(await dd.locator('.glossary-uses a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toContain(path)
      await page.context().close()
    })
  })

  describe('accessibility (axe-core)', () => {
    const axe = readFileSync(path.join(root, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8')
    const named = ['/', '/1997/artikel-25/', '/geschiedenis/1987-25/', '/vergelijk/1987/1997/artikel-25/']
    // Also a comparison with parts, folded whole texts and an in-force date, and an article with a move note.
    /**
     * Violations of every impact on the page as it is now, minor and moderate too (the whole edition's
     * footnote regions once all named "Voetnoten" were a moderate `landmark-unique`); axe is injected
     * inline, so the context must bypass CSP. All rules also means `target-size` (WCAG 2.2 AA), which
     * axe leaves off unless asked.
     */
    const violations = async (page: Page, only: string[] | null) => {
      await page.addScriptTag({content: axe})
      return page.evaluate(async (only) => {
        type Rule = {id: string; impact: string; nodes: {target: string[]}[]}
        type Result = {violations: Rule[]; passes: Rule[]; incomplete: Rule[]}
        const axe = (window as unknown as {axe: {run(context: Document, options: object): Promise<Result>}}).axe
        const result = await axe.run(document, only ? {runOnly: {type: 'rule', values: only}} : {rules: {'target-size': {enabled: true}}})
        const ran = only !== null || [...result.passes, ...result.violations, ...result.incomplete].some((rule) => rule.id === 'target-size')
        return (ran ? [] : ['target-size did not run']).concat(
          result.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')}`
          )
        )
      }, only)
    }
    const pages = [
      ...named,
      '/1987/volledig/',
      '/1987/artikel-14/',
      '/1975/artikel-30/',
      '/1987/artikel-35/',
      '/vergelijk/1975/1987/',
      '/vergelijk/1975/1987/artikel-30/',
      '/vergelijk/1975/1987/artikel-32/',
      '/vergelijk/1982/1987/artikel-37/',
      '/zoeken/',
      '/begrippen/',
      '/edities/',
      '/1987/',
      '/vergelijk/',
      '/geschiedenis/',
      '/404.html'
    ]

    // All rules on all pages in the light scheme, on a desktop and on a phone; in the dark scheme only
    // contrast (the one thing it changes) on the four kinds of page the issue names.
    for (const [colorScheme, rules, width] of [
      ['light', null, 1200],
      ['light', null, 390],
      ['dark', ['color-contrast'], 1200]
    ] as const) {
      it(`finds no violations on every kind of page (${colorScheme}, ${width} px${rules ? `, ${rules.join(', ')}` : ''})`, async () => {
        const found: string[] = []
        // axe is injected as an inline script, which the site's Content-Security-Policy (rightly) blocks.
        // No service worker: axe judges the pages, and the worker's download of the whole site in the
        // background (offline.test.ts) would only slow every page down.
        const phone = width < 800 ? {hasTouch: true, isMobile: true} : {}
        const context = await chromium.browser.newContext({viewport: {width, height: 800}, ...phone, colorScheme, bypassCSP: true, serviceWorkers: 'block'})
        for (const url of rules ? named : pages) {
          const page = await context.newPage()
          await page.goto(server.origin + url)
          const onPage = await violations(page, rules ? [...rules] : null)
          found.push(...onPage.map((v) => `${url} ${v}`))
          await page.close()
        }
        await context.close()
        expect(found).toEqual([])
        // Fifteen pages with axe take most of a minute on a busy two-core machine.
      }, 180_000)
    }

    it('finds none on the jump results with their copy buttons, a listing of changes, nor in an open citation on an article and on the whole edition', async () => {
      const found: string[] = []
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await chromium.browser.newContext({viewport: {width: 1200, height: 800}, colorScheme, bypassCSP: true, serviceWorkers: 'block'})
        const page = await context.newPage()
        await page.goto(`${server.origin}/zoeken/?q=25+B+2+b+1`)
        await page.locator('.jump > li').first().waitFor()
        found.push(...(await violations(page, null)).map((v) => `${colorScheme} /zoeken/?q=25+B+2+b+1 ${v}`))
        // A listing of changes by its filters, with its "Meer resultaten".
        await page.goto(`${server.origin}/zoeken/?soort=wijzigingen&vergelijking=1975+met+1987`)
        await page.locator('[data-search-more] button').waitFor()
        found.push(...(await violations(page, null)).map((v) => `${colorScheme} /zoeken/?soort=wijzigingen ${v}`))
        // The popover as a reader without clipboard sees it, and the status line of a copy.
        await page.goto(`${server.origin}/1987/artikel-25/`)
        await page.locator('.cite-status').evaluate((status) => (status.textContent = 'Gekopieerd: Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1)'))
        await page.locator('[id="citeer-B-2-b-1"]').evaluate((popover) => (popover as HTMLElement).showPopover())
        found.push(...(await violations(page, null)).map((v) => `${colorScheme} /1987/artikel-25/ (citation open) ${v}`))
        // The whole edition's one popover, as the page script fills it when the clipboard is refused.
        await page.goto(`${server.origin}/1987/volledig/`)
        await page.locator('[id="citeer"]').evaluate((popover) => {
          popover.firstElementChild!.textContent = 'Spelregels voor wedstrijdbridge 1987, art. 27 B 1, https://spelregels.example/1987/artikel-27/#B-1'
          ;(popover as HTMLElement).showPopover()
        })
        found.push(...(await violations(page, null)).map((v) => `${colorScheme} /1987/volledig/ (citation open) ${v}`))
        await context.close()
      }
      expect(found).toEqual([])
    }, 120_000)
  })
})

describe('a lineage in more editions than the real corpus has, on a phone', () => {
  const chromium = useChromium()
  let server: StaticServer
  let dir: string

  beforeAll(async () => {
    dir = inject('sites').manyEditions
    server = await serveStatic(dir)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  it('shows each of its twelve editions alone with the edition switcher, and all of them again', async () => {
    const {lineages} = JSON.parse(readFileSync(path.join(dir, 'api', 'lineages.json'), 'utf8')) as {lineages: {id: string; articles: {edition: string}[]}[]}
    expect(lineages.map((lineage) => lineage.articles.map((article) => article.edition))).toEqual([manyEditions])
    const {rows} = JSON.parse(readFileSync(path.join(dir, 'api', 'lineages', `${lineages[0]!.id}.json`), 'utf8')) as LineageRowsJson
    const context = await chromium.browser.newContext({viewport: {width: 375, height: 800}})
    const page = await context.newPage()
    await page.goto(`${server.origin}/geschiedenis/${lineageSlug(lineages[0]!.id)}/`)
    const visibleCells = () => page.locator('table.lineage td').evaluateAll((cells) => cells.filter((c) => (c as HTMLElement).offsetParent !== null).map((c) => c.querySelector('.cell-edition')?.textContent))
    const present = (col: number) => rows.filter((row) => row.cells[col]?.kind === 'text').length
    expect(rows.length).toBeGreaterThan(1)
    for (const [col, edition] of manyEditions.entries()) {
      await page.getByRole('radio', {name: edition}).check()
      expect(await visibleCells(), edition).toEqual(Array(present(col)).fill(`${edition}: artikel 1`))
    }
    await page.getByRole('radio', {name: 'Alle'}).check()
    expect((await visibleCells()).length).toBe(manyEditions.reduce((sum, _, col) => sum + present(col), 0))
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true)
    await context.close()
  })
})
