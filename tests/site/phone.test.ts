// The site on a phone at the table, in Chromium at 390 x 844 and 320 x 640 (as browser.test.ts):
// on a comparison "Vorige/Volgende wijziging" is on the first screen; on an edition's pages the
// in-force note takes at most two lines, the rest folded; a tick on the home page stores or removes
// a part at once, and the status names every part the device holds; a link that is a number alone
// is at least 24 by 24 pixels.
import type {BrowserContext} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import type {EditionsJson} from '../../src/schema.ts'
import {packNames} from '../../src/ids.ts'
import {sizeWords} from '../../site/lib/offline.ts'
import {useChromium} from './helpers/browser.ts'
import {pagePaths, readPage} from './helpers/html.ts'
import {cachedFiles, packsOf} from './helpers/packs.ts'
import {articlePath, readApi} from './helpers/site.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'

const screens = [
  {width: 390, height: 844},
  {width: 320, height: 640}
] as const

describe('on a phone', () => {
  const chromium = useChromium()
  let dir: string
  let server: StaticServer
  let editions: EditionsJson

  beforeAll(async () => {
    dir = inject('sites').root
    editions = readApi(dir).editions
    server = await serveStatic(dir)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  /** A phone's context: touch, no hover; no service worker unless asked (it would store the whole site in the background). */
  const phone = (screen: {width: number; height: number}, serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> => chromium.browser.newContext({viewport: screen, hasTouch: true, isMobile: true, serviceWorkers})

  for (const screen of screens) {
    describe(`${screen.width} x ${screen.height}`, () => {
      it('shows the first "Vorige/Volgende wijziging" control of every article comparison whole on the first screen', async () => {
        const comparisons = pagePaths(dir).filter((page) => /^\/vergelijk\/[^/]+\/[^/]+\/[^/]+\/$/.test(page))
        // The comparisons with a change to step through, by their built HTML: each must show the control.
        const changed = comparisons.filter((url) => readPage(dir, url).all('[data-change]').length > 0)
        expect(changed).toEqual([
          ...['28', '29', '30', '31', '32', '33', '34', '35'].map((n) => `/vergelijk/1975/1987/artikel-${n}/`),
          ...['36', '37', '38', '39'].map((n) => `/vergelijk/1982/1987/artikel-${n}/`),
          ...['25', '26'].map((n) => `/vergelijk/1987/1997/artikel-${n}/`)
        ])
        const context = await phone(screen)
        const page = await context.newPage()
        const below: string[] = []
        const measured: string[] = []
        for (const url of comparisons) {
          await page.goto(server.origin + url)
          const control = page.locator('[data-change-nav] button').first()
          // A comparison without changes has no control (the script leaves the bar hidden).
          if (!(await control.isVisible())) continue
          measured.push(url)
          const box = (await control.boundingBox())!
          if (box.y < 0 || box.y + box.height > screen.height) below.push(`${url}: ${Math.round(box.y)}-${Math.round(box.y + box.height)} px`)
        }
        await context.close()
        expect(measured).toEqual(changed)
        expect(below).toEqual([])
      }, 120_000)

      it('folds the in-force note of every edition to at most two lines, and shows the rest on a tap', async () => {
        const context = await phone(screen)
        const page = await context.newPage()
        const tall: string[] = []
        for (const edition of editions.editions) {
          for (const url of [`/${edition.edition}/`, `/${edition.edition}/volledig/`, articlePath({edition: edition.edition, number: edition.articles[0]!.number})]) {
            await page.goto(server.origin + url)
            const note = page.locator('.edition-status')
            const {height, lines, open} = await note.evaluate((element) => {
              const summary = element.querySelector('summary')!
              const style = getComputedStyle(element)
              const frame = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth)
              return {height: element.getBoundingClientRect().height - frame, lines: parseFloat(getComputedStyle(summary).lineHeight), open: element.querySelector('details')!.open}
            })
            if (open || height > 2 * lines + 0.5) tall.push(`${url}: ${open ? 'open' : `${Math.round(height)} px, ${(height / lines).toFixed(1)} lines`}`)
          }
        }
        // The sentences are there, folded: a tap on the summary shows them.
        await page.goto(server.origin + `/${editions.editions[0]!.edition}/`)
        const sentences = page.locator('.edition-status details > p')
        expect(await sentences.isVisible()).toBe(false)
        await page.locator('.edition-status summary').tap()
        expect(await sentences.isVisible()).toBe(true)
        await context.close()
        expect(tall).toEqual([])
      })

      it('makes every link that is a number alone, and every footnote marker, at least 24 by 24 pixels, on every page', async () => {
        const context = await phone(screen)
        const page = await context.newPage()
        const small: string[] = []
        let counted = 0
        for (const url of pagePaths(dir)) {
          await page.goto(server.origin + url)
          const found = await page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
              .filter((a) => /^\d+[a-z]?$/i.test(a.innerText.trim()) || a.closest('.fn-ref'))
              .filter((a) => a.getClientRects().length > 0)
              .map((a) => {
                const box = a.getBoundingClientRect()
                return {text: a.innerText.trim(), width: box.width, height: box.height}
              })
          )
          counted += found.length
          for (const link of found) if (link.width < 24 || link.height < 24) small.push(`${url} "${link.text}": ${link.width.toFixed(1)} x ${link.height.toFixed(1)}`)
        }
        await context.close()
        expect(counted).toBeGreaterThan(100)
        expect(small.slice(0, 10)).toEqual([])
      }, 180_000)
    })
  }

  describe("the home page's choice of what the device keeps offline", () => {
    /** What the status says the device holds: each part in words, in the order of the list, and their size. */
    const statusOf = (held: string[], all: Map<string, {bytes: number}>) => {
      const years = editions.editions.map((edition) => edition.edition)
      const words = (name: string) => {
        const fixed: Record<string, string> = {
          [packNames.shell()]: 'de site',
          [packNames.search()]: 'de zoekindex',
          [packNames.searchWords()]: 'de woorden voor letterlijk zoeken',
          [packNames.searchChanges()]: 'het zoeken in wijzigingen',
          [packNames.lineages()]: 'de geschiedenis per artikel',
          [packNames.downloads()]: 'de downloads'
        }
        for (const from of years) for (const to of years) fixed[packNames.comparison(from, to)] = `de vergelijking ${from} met ${to}`
        for (const year of years) fixed[packNames.edition(year)] = `editie ${year}`
        return fixed[name]!
      }
      const bytes = held.reduce((sum, name) => sum + all.get(name)!.bytes, 0)
      return `Op dit apparaat staan ${new Intl.ListFormat('nl', {type: 'conjunction'}).format(held.map(words))}: ${sizeWords(bytes)}. Die werken ook zonder verbinding.`
    }

    it('stores or removes a part on its tick, keeps the choice after a reload, and names every part it holds', async () => {
      const all = packsOf(dir)
      expect(all.size).toBeGreaterThan(3)
      const context = await phone(screens[1], 'allow')
      try {
        const page = await context.newPage()
        await page.goto(`${server.origin}/`)
        const boxes = page.locator('[data-offline-choice] input[name=pack]')
        const names = () => boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
        const kept = () => boxes.evaluateAll((inputs) => inputs.filter((input) => (input as HTMLInputElement).checked).map((input) => (input as HTMLInputElement).value))
        const status = page.locator('[data-offline-status]')
        // A first visit stores everything but the downloads: the status names each part.
        const visited = [...all.keys()].filter((name) => name !== packNames.downloads())
        await expect.poll(() => cachedFiles(page, '/'), {timeout: 60_000}).toEqual(expect.arrayContaining(visited.map((name) => all.get(name)!.file)))
        await page.reload()
        await expect.poll(kept, {timeout: 30_000}).toEqual(expect.arrayContaining(visited))
        const order = await names()
        const inOrder = (held: string[]) => order.filter((name) => held.includes(name))
        expect(await status.textContent()).toBe(statusOf(inOrder(visited), all))
        expect(await page.locator('[data-offline-choice] button').count()).toBe(0)

        // Untick an edition: it is gone from the device at once, said in the status, and stays unticked after a reload.
        const edition = packNames.edition(editions.editions[0]!.edition)
        const withoutEdition = visited.filter((name) => name !== edition)
        await page.locator(`[data-offline-choice] input[value="${edition}"]`).uncheck()
        await expect.poll(() => status.textContent(), {timeout: 30_000}).toBe(statusOf(inOrder(withoutEdition), all))
        expect(await cachedFiles(page, '/')).not.toContain(all.get(edition)!.file)
        await page.reload()
        await expect.poll(kept, {timeout: 30_000}).toEqual(inOrder(withoutEdition))
        expect(await status.textContent()).toBe(statusOf(inOrder(withoutEdition), all))

        // Tick the downloads: stored at once, and still ticked after a reload.
        const withDownloads = [...withoutEdition, packNames.downloads()]
        await page.locator(`[data-offline-choice] input[value="${packNames.downloads()}"]`).check()
        await expect.poll(() => status.textContent(), {timeout: 30_000}).toBe(statusOf(inOrder(withDownloads), all))
        expect(await cachedFiles(page, '/')).toContain(all.get(packNames.downloads())!.file)
        await page.reload()
        await expect.poll(kept, {timeout: 30_000}).toEqual(inOrder(withDownloads))
      } finally {
        await context.close()
      }
    }, 180_000)
  })
})
