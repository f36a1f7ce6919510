// The first screen of every page on a phone, in Chromium at 390 x 844 and 320 x 640: it shows what
// the page is for (the law text of an article, the first article of a contents, the first change of
// a comparison, the first cell of a lineage), under a header of two rows; a crumb wraps whole, with
// its "›"; a copy's note is one line at the foot of the screen, never over the lid just cited. Every
// built page belongs to a kind below, so a new kind of page is measured too.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {BrowserContext, Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'
import {useChromium} from './helpers/browser.ts'
import {pagePaths} from './helpers/html.ts'

const screens = [
  {width: 390, height: 844},
  {width: 320, height: 640}
] as const

/** Each kind of page: its paths, and what a reader came for (the first of these that is shown). */
const kinds: {kind: string; path: RegExp; content: string}[] = [
  {kind: 'home', path: /^\/$/, content: '.editions > li'},
  {kind: "an edition's contents", path: /^\/\d+\/$/, content: '.toc-articles a'},
  {kind: 'an article', path: /^\/\d+\/artikel-[^/]+\/$/, content: 'article.law > :not(header)'},
  {kind: 'the whole edition', path: /^\/\d+\/volledig\/$/, content: '.heading-text > p, .edition-article > :not(header)'},
  {kind: 'the comparisons', path: /^\/vergelijk\/$/, content: 'main li'},
  {kind: "an edition pair's overview", path: /^\/vergelijk\/\d+\/\d+\/$/, content: '.ranked > li'},
  {kind: 'an article comparison', path: /^\/vergelijk\/\d+\/\d+\/[^/]+\/$/, content: '.title-change, [data-change]'},
  {kind: 'the lineages', path: /^\/geschiedenis\/$/, content: 'main li'},
  {kind: 'a lineage', path: /^\/geschiedenis\/[^/]+\/$/, content: '.lineage tbody td, .lineage-only'},
  {kind: 'the editions', path: /^\/edities\/$/, content: '.known-editions > li'},
  {kind: 'the glossary', path: /^\/begrippen\/$/, content: 'dl.glossary dt'},
  {kind: 'search', path: /^\/zoeken\/$/, content: 'main input[type=search]'}
]

/** The header's height, and where the first shown element of `content` starts and ends (px from the top of the screen). */
const firstContent = (page: Page, content: string) =>
  page.evaluate((content) => {
    const shown = Array.from(document.querySelectorAll(content)).find((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
    const box = shown?.getBoundingClientRect()
    return {header: document.querySelector('.site-header')!.getBoundingClientRect().height, top: box ? Math.round(box.top) : null, bottom: box ? Math.round(box.bottom) : null}
  }, content)

describe('the first screen on a phone', () => {
  const chromium = useChromium()
  let dir: string
  let server: StaticServer

  beforeAll(async () => {
    dir = inject('sites').root
    server = await serveStatic(dir)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  const phone = (screen: {width: number; height: number}): Promise<BrowserContext> => chromium.browser.newContext({viewport: screen, hasTouch: true, isMobile: true, serviceWorkers: 'block'})

  /** Every page but those that send a reader on to where a page moved (`[...moved].astro`: a meta refresh). */
  const pages = () => pagePaths(dir).filter((url) => !/<meta http-equiv="refresh"/i.test(readFileSync(path.join(dir, url, 'index.html'), 'utf8')))

  it('knows the kind of every built page', () => {
    expect(pages().filter((url) => !kinds.some((kind) => kind.path.test(url)))).toEqual([])
  })

  for (const screen of screens) {
    describe(`${screen.width} x ${screen.height}`, () => {
      it('shows what each page is for, two lines of it at least, under a header of at most 84 px', async () => {
        const context = await phone(screen)
        const page = await context.newPage()
        const below: string[] = []
        const headers = new Set<number>()
        const measured = new Map<string, number>()
        for (const url of pages()) {
          const kind = kinds.find((k) => k.path.test(url))
          if (!kind) continue
          await page.goto(server.origin + url)
          const {header, top} = await firstContent(page, kind.content)
          headers.add(Math.round(header))
          measured.set(kind.kind, (measured.get(kind.kind) ?? 0) + 1)
          // Two lines of text (2 x 1.55 x 17 px) below its top edge are on the screen.
          if (top === null || top + 53 > screen.height) below.push(`${url}: ${top ?? 'none'}`)
        }
        await context.close()
        expect([...measured.keys()].sort()).toEqual(kinds.map((k) => k.kind).sort())
        expect(below).toEqual([])
        // The menu's row and the search box's row, the same on every page (the search page has no search box in its header).
        expect([...headers].sort((a, b) => a - b)).toEqual([40, 83])
      }, 180_000)

      it('starts the law text of an article in the upper two thirds of the screen, its comparisons linked above it', async () => {
        const context = await phone(screen)
        const page = await context.newPage()
        await page.goto(`${server.origin}/1987/artikel-28/`)
        const {top} = await firstContent(page, 'article.law > :not(header)')
        expect(await page.locator('nav.compare-top a').allTextContents()).toEqual(['Vergelijk 1975 met 1987'])
        const compare = (await page.locator('nav.compare-top').boundingBox())!
        await context.close()
        expect(compare.y + compare.height).toBeLessThan(top!)
        expect(top).toBeLessThan((screen.height * 2) / 3)
      })

      it('wraps a crumb whole, its "›" on the line of its link, on every page', async () => {
        const context = await phone(screen)
        const page = await context.newPage()
        const lone: string[] = []
        for (const url of pages()) {
          await page.goto(server.origin + url)
          const split = await page.evaluate(() =>
            Array.from(document.querySelectorAll('.breadcrumbs li + li'))
              .filter((li) => li.getClientRects()[0]!.top !== li.querySelector('a')!.getClientRects()[0]!.top)
              .map((li) => li.textContent!)
          )
          for (const crumb of split) lone.push(`${url}: ${crumb}`)
        }
        await context.close()
        expect(lone).toEqual([])
      }, 180_000)

      it('says "Gekopieerd" in one line at the foot of the screen, below the lid just cited', async () => {
        const context = await phone(screen)
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: server.origin})
        const page = await context.newPage()
        await page.goto(`${server.origin}/1987/artikel-27/`)
        const cite = page.locator('#A ~ .cite')
        await cite.tap()
        const status = page.locator('.cite-status')
        await expect.poll(() => status.textContent()).toMatch(/^Gekopieerd: Spelregels voor wedstrijdbridge 1987, art\. 27 A /)
        const note = (await status.boundingBox())!
        const lid = (await page.locator('#A').boundingBox())!
        const line = await status.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) + parseFloat(getComputedStyle(element).paddingTop) + parseFloat(getComputedStyle(element).paddingBottom))
        await context.close()
        expect({left: note.x, width: note.width, bottom: Math.round(note.y + note.height)}).toEqual({left: 0, width: screen.width, bottom: screen.height})
        expect(note.height).toBeLessThanOrEqual(line + 0.5)
        expect(lid.y + lid.height).toBeLessThan(note.y)
      })
    })
  }
})
