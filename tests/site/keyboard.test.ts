// The keyboard on an article page, in Chromium: the first Tab reaches the skip link, which leads past
// the header, the breadcrumbs and the edition note to the law text, so that the first lid's link or
// "Citeer" is at most a few tab stops from the top.
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'
import {useChromium} from './helpers/browser.ts'

describe('the keyboard on an article page', () => {
  const chromium = useChromium()
  let server: StaticServer
  beforeAll(async () => {
    server = await serveStatic(inject('sites').root)
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('reaches the first lid of the law text in at most 5 tab stops through the skip link (was 18)', async () => {
    const page = await (await chromium.browser.newContext()).newPage()
    await page.goto(`${server.origin}/1987/artikel-27/`)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute('href')])).toEqual(['Naar de tekst van het artikel', '#tekst'])
    await page.keyboard.press('Enter')
    let stops = 1
    for (; stops <= 20; stops++) {
      await page.keyboard.press('Tab')
      const reached = await page.evaluate(() => !!document.activeElement?.closest('article.law') && document.activeElement!.matches('.permalink, .cite'))
      if (reached) break
    }
    // The skip link, the links of the article's head (the links to it from other articles), then the first lid's own link.
    expect(stops + 1).toBe(5)
    await page.context().close()
  })
})
