// What a reader copies: a whole diff selected in Chromium (the Selection API), its text read as the
// clipboard gets it. Deleted and inserted words stay apart, each change named, on every comparison page.
import type {Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {useChromium} from './helpers/browser.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'

describe('copied text of a diff', () => {
  let server: StaticServer
  const chromium = useChromium()

  beforeAll(async () => {
    server = await serveStatic(inject('sites').root)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  /** The text a selection of each element matching `selector` copies. */
  const copied = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        const selection = window.getSelection()!
        selection.removeAllRanges()
        selection.addRange(range)
        return selection.toString()
      })
    )

  it('copies the title diff of 1975 → 1987 art. 34 with every change named and apart', async () => {
    const page = await chromium.browser.newPage()
    await page.goto(`${server.origin}/vergelijk/1975/1987/artikel-34/`)
    const [title] = await copied(page, '.comparison > p.pair-titles, .comparison > p:has(> del, > ins)')
    // The hidden words' spaces are no-break spaces: kept in the selection (a plain-text copy makes them spaces).
    expect(title).toBe('Titel: geschrapt:\u00a0Op de beurt bieden na een onjuiste\u00a0nieuw:\u00a0Ontoelaatbare bieding nieuw:\u00a0blijft ongestraft')
    await page.close()
  })

  it('on every comparison page, no deleted or inserted words touch a word or a change without a space in what a selection copies', async () => {
    const page = await chromium.browser.newPage()
    await page.goto(`${server.origin}/vergelijk/`)
    // Every comparison page: the edition pairs the index links to, and the articles each pair page links to.
    const linked = () => page.locator('a[href*="/vergelijk/"]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    const pages = new Set(await linked())
    for (const path of [...pages]) {
      await page.goto(server.origin + path)
      for (const found of await linked()) pages.add(found)
    }
    let diffs = 0
    const fused: string[] = []
    for (const path of pages) {
      await page.goto(server.origin + path)
      for (const text of await copied(page, '.redline p, .part-redline p')) {
        diffs++
        fused.push(...(text.match(/[^\s„(](geschrapt|nieuw):|(geschrapt|nieuw):\S/g) ?? []).map((match) => `${path}: ${match}`))
      }
    }
    expect(fused).toEqual([])
    expect(diffs).toBe(120)
    await page.close()
  })
})
