// The site without a connection, as a tournament director uses it in a club basement: a shared link
// to one article is the only page they open; the device then holds that article, every page of its
// edition, the site's frame and the search index, and nothing more without asking. Offline, a page
// the device does not hold is the site's 404. The home page stores more on request, with sizes; a
// new build replaces what the device stored and the open page says so. In Debian's Chromium, as
// browser.test.ts.
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {BrowserContext, Page} from 'playwright-core'
import {describe, expect, inject, it} from 'vitest'
import {writeServiceWorker} from '../../scripts/service-worker.ts'
import {packNames, packFolder} from '../../src/ids.ts'
import {sizeWords} from '../../site/lib/offline.ts'
import {useChromium} from './helpers/browser.ts'
import {readPage, textOf} from './helpers/html.ts'
import {serveStatic} from '../../support/static-server.ts'
import {changeText} from '../helpers/files.ts'

/** The text of a page's `<h1>`, whitespace collapsed as `textOf` does. */
const heading = async (page: Page) => ((await page.locator('h1').textContent()) ?? '').replace(/\s+/g, ' ').trim()

const editionsOf = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'api', 'editions.json'), 'utf8')) as {editions: {edition: string}[]}).editions.map((e) => e.edition)

/** The packs of a build, by name: their files below the base path and their sizes. */
function packsOf(dir: string): Map<string, {file: string; bytes: number}> {
  const packs = new Map<string, {file: string; bytes: number}>()
  for (const entry of readdirSync(path.join(dir, packFolder), {withFileTypes: true})) {
    const name = /^(.+)\.[0-9a-f]{12}\.pack$/.exec(entry.name)![1]!
    packs.set(name, {file: `${packFolder}/${entry.name}`, bytes: readFileSync(path.join(entry.parentPath, entry.name)).length})
  }
  return packs
}

/** The paths (below `base`) of everything in the page's origin's caches. */
async function cachedFiles(page: Page, base: string): Promise<string[]> {
  const urls = await page.evaluate(async () => {
    const found: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname)
    return found
  })
  return urls.map((url) => url.slice(base.length)).sort()
}

/** Opens `sitePath` as the visit's first page and waits until the device holds `files` (packs). */
async function visit(context: BrowserContext, origin: string, base: string, sitePath: string, files: string[]): Promise<Page> {
  const page = await context.newPage()
  await page.goto(origin + base + sitePath.slice(1))
  await expect
    .poll(
      async () => {
        const cached = await cachedFiles(page, base)
        return files.every((file) => cached.includes(file))
      },
      {timeout: 60_000}
    )
    .toBe(true)
  await page.evaluate(() => navigator.serviceWorker.ready)
  return page
}

/** Takes the browser offline and stops the server, so nothing can come from the network. */
async function goOffline(context: BrowserContext, server: {close(): Promise<void>}): Promise<void> {
  await context.setOffline(true)
  await server.close()
}

/** Every built file of `folder` below `dir`, as site paths (`/1987/artikel-27/`, `/1987/x.css`). */
const pagesUnder = (dir: string, folder: string) =>
  readdirSync(path.join(dir, folder), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${path.relative(dir, entry.parentPath).split(path.sep).join('/')}/`)
    .sort()

describe('the site offline', () => {
  const chromium = useChromium()

  for (const [name, base] of [
    ['root', '/'],
    ['base', '/spelregels/']
  ] as const) {
    it(`holds an article's edition, the frame and search after opening only that article, at ${base}`, async () => {
      const dir = inject('sites')[name]
      const packs = packsOf(dir)
      const visited = [packNames.shell(), packNames.search(), packNames.edition('1987')].map((pack) => packs.get(pack)!.file)
      const server = await serveStatic(dir, {base})
      const context = await chromium.browser.newContext()
      try {
        const page = await visit(context, server.origin, base, '/1987/artikel-27/', visited)
        // The visit's packs and nothing else: no other edition, no comparison, no download.
        expect((await cachedFiles(page, base)).filter((file) => file.startsWith(`${packFolder}/`))).toEqual([...visited].sort())
        // One script on the article page: a module (deferred), below 1 KB.
        const scripts = await page.locator('script').evaluateAll((nodes) => nodes.map((node) => ({type: node.getAttribute('type'), src: node.getAttribute('src')})))
        expect(scripts.map((script) => script.type)).toEqual(['module'])
        expect(readFileSync(path.join(dir, scripts[0]!.src!.slice(base.length))).length).toBeLessThanOrEqual(1024)

        await goOffline(context, server)
        // Every page of the edition opens, byte for byte the built page.
        const served = await page.evaluate(
          async (paths) =>
            Promise.all(
              paths.map(async (sitePath) => {
                const response = await fetch(sitePath)
                return {sitePath, status: response.status, text: await response.text()}
              })
            ),
          pagesUnder(dir, '1987').map((sitePath) => base + sitePath.slice(1))
        )
        expect(served.length).toBeGreaterThan(10)
        for (const {sitePath, status, text} of served) {
          expect({sitePath, status}).toEqual({sitePath, status: 200})
          expect(text).toBe(readFileSync(path.join(dir, sitePath.slice(base.length), 'index.html'), 'utf8'))
        }
        const article = await context.newPage()
        await article.goto(`${server.origin}${base}1987/artikel-30/`)
        expect(await heading(article)).toBe(textOf(readPage(dir, '/1987/artikel-30/').one('h1')!))

        await article.goto(`${server.origin}${base}zoeken/?q=onvoldoende+bod`)
        await article.locator('.results > li').first().waitFor()
        expect(await article.locator('.results > li a.result-title').first().getAttribute('href')).toBe(`${base}1987/artikel-27/`)

        // A page of an edition the device does not hold, and an address that never existed: the site's 404, saying why.
        for (const missing of ['1975/artikel-28/', 'geen-pagina/']) {
          const response = await article.goto(`${server.origin}${base}${missing}`)
          expect(response?.status()).toBe(404)
          expect(await heading(article)).toBe('Pagina niet gevonden')
          expect(await article.locator('[data-offline-note]').isVisible()).toBe(true)
        }
      } finally {
        await context.close()
        await server.close()
      }
    }, 180_000)
  }

  it('stores another edition when the reader chooses it on the home page, each part with its size', async () => {
    const dir = inject('sites').root
    const packs = packsOf(dir)
    const server = await serveStatic(dir, {base: '/'})
    const context = await chromium.browser.newContext()
    try {
      const always = [packNames.shell(), packNames.search()].map((pack) => packs.get(pack)!.file)
      const newest = packs.get(packNames.edition(editionsOf(dir).at(-1)!))!.file
      const page = await visit(context, server.origin, '/', '/', [...always, newest])
      const choices = page.locator('[data-offline-choice] label')
      await choices.first().waitFor()
      const labels = await choices.allTextContents()
      expect(labels).toContain(` Editie 1975 (${sizeWords(packs.get(packNames.edition('1975'))!.bytes)})`)
      expect(labels).toHaveLength(packs.size)
      await page.getByRole('checkbox', {name: /^Editie 1975 /}).check()
      await page.getByRole('button', {name: 'Bewaar de keuze'}).click()
      await expect.poll(() => cachedFiles(page, '/'), {timeout: 60_000}).toContain(packs.get(packNames.edition('1975'))!.file)
      await expect.poll(() => page.locator('[data-offline-status]').textContent()).toMatch(/^Op dit apparaat staan de site, de zoekindex en de edities 1975 en 1997: /)

      await goOffline(context, server)
      await page.goto(`${server.origin}/1975/artikel-28/`)
      expect(await heading(page)).toBe(textOf(readPage(dir, '/1975/artikel-28/').one('h1')!))
    } finally {
      await context.close()
      await server.close()
    }
  }, 180_000)

  it('replaces the stored site when a new build is deployed, and the open page says so', async () => {
    // A copy of the build, changed as a new build would change it: one article's page, its pack and the worker.
    const dir = mkdtempSync(path.join(tmpdir(), 'spelregels-offline-'))
    cpSync(inject('sites').root, dir, {recursive: true})
    const server = await serveStatic(dir)
    const context = await chromium.browser.newContext()
    try {
      const before = packsOf(dir)
      const visited = [packNames.shell(), packNames.search(), packNames.edition('1987')].map((pack) => before.get(pack)!.file)
      const page = await visit(context, server.origin, '/', '/1987/artikel-27/', visited)
      const before27 = textOf(readPage(dir, '/1987/artikel-27/').one('h1')!)
      changeText(path.join(dir, '1987', 'artikel-27', 'index.html'), /(<h1[^>]*>)/, '$1Nieuwe druk: ')
      await writeServiceWorker(dir, editionsOf(dir), '/')
      const after = packsOf(dir)
      // Only the edition's pack changed.
      expect([...after].filter(([name, pack]) => before.get(name)!.file !== pack.file).map(([name]) => name)).toEqual([packNames.edition('1987')])

      // The next visit finds the new worker, which stores the new pack and takes over; the page says so.
      await page.reload()
      await page.locator('[data-update-notice]').waitFor({state: 'visible', timeout: 60_000})
      const now = [packNames.shell(), packNames.search(), packNames.edition('1987')].map((pack) => after.get(pack)!.file)
      await expect.poll(async () => (await cachedFiles(page, '/')).filter((file) => file.startsWith(`${packFolder}/`))).toEqual([...now].sort())

      await goOffline(context, server)
      const article = await context.newPage()
      await article.goto(`${server.origin}/1987/artikel-27/`)
      expect(await heading(article)).toBe(`Nieuwe druk: ${before27}`)
    } finally {
      await context.close()
      await server.close()
      rmSync(dir, {recursive: true, force: true})
    }
  }, 180_000)
})
