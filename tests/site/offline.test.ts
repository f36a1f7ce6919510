// The site without a connection, as a tournament director uses it in a club basement: one visit to
// the home page installs the service worker (scripts/service-worker.ts) and stores the whole site;
// then, with the browser offline and the server gone, an article never visited opens and search
// finds it. A new build replaces what the device stored. In Debian's Chromium, as browser.test.ts.
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {BrowserContext, Page} from 'playwright-core'
import {describe, expect, inject, it} from 'vitest'
import {writeServiceWorker} from '../../scripts/service-worker.ts'
import {serviceWorkerFile} from '../../site/lib/urls.ts'
import {useChromium} from './helpers/browser.ts'
import {readPage, textOf} from './helpers/html.ts'
import {internalReferences} from './helpers/links.ts'
import {readSite} from './helpers/site.ts'
import {serveStatic} from './helpers/static-server.ts'
import {changeText} from '../helpers/files.ts'

/** The text of a page's `<h1>`, whitespace collapsed as `textOf` does. */
const heading = async (page: Page) => ((await page.locator('h1').textContent()) ?? '').replace(/\s+/g, ' ').trim()

const saved = 'De spelregels staan op dit apparaat en werken ook zonder verbinding, zoeken inbegrepen.'

/** Every file of a build, relative to its folder with `/`. */
const filesOf = (dir: string) =>
  readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))

/**
 * What a reader can reach, relative to the build's folder: every page, every file a page refers to
 * (stylesheet, scripts, manifest) but the JSON API and its downloads (online only), the manifest's icons, the chunks the page scripts
 * import, and everything Pagefind's runtime loads (its script, worker, WebAssembly and index).
 */
function reachable(dir: string, base: string): string[] {
  const site = readSite(dir, base)
  const asFile = (local: string) => (local.endsWith('/') ? `${local}index.html` : local).slice(1)
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8')) as {icons: {src: string}[]}
  const files = filesOf(dir)
  return [
    ...new Set([
      '404.html',
      ...[...site.pages.keys()].map(asFile),
      ...internalReferences(site)
        .flatMap(({local}) => (local === null ? [] : [asFile(decodeURIComponent(local))]))
        .filter((file) => !file.startsWith('api/')),
      ...manifest.icons.map((icon) => icon.src.slice(base.length)),
      ...files.filter((file) => file.startsWith('_astro/')),
      ...files.filter((file) => file.startsWith('pagefind/') && (!/\.(?:js|css)$/.test(file) || /^pagefind\/pagefind(?:-worker)?\.js$/.test(file)))
    ])
  ].sort()
}

/** The paths (below `base`) of everything in the page's origin's caches, with how often each is there. */
async function cachedFiles(page: Page, base: string): Promise<string[]> {
  const urls = await page.evaluate(async () => {
    const found: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname)
    return found
  })
  return urls.map((url) => url.slice(base.length)).sort()
}

/** Opens the home page and waits until the worker is active, i.e. every precached file is stored. */
async function visitHome(context: BrowserContext, origin: string, base: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(origin + base)
  await page.locator('[data-offline-status]', {hasText: saved}).waitFor({timeout: 60_000})
  return page
}

/** Takes the browser offline and stops the server, so nothing can come from the network. */
async function goOffline(context: BrowserContext, server: {close(): Promise<void>}): Promise<string[]> {
  await context.setOffline(true)
  await server.close()
  const failed: string[] = []
  context.on('requestfailed', (request) => failed.push(request.url()))
  return failed
}

describe('the site offline', () => {
  const chromium = useChromium()

  for (const [name, base] of [
    ['root', '/'],
    ['base', '/spelregels/']
  ] as const) {
    it(`opens an unvisited article and searches after one visit to the home page, at ${base}`, async () => {
      const dir = inject('sites')[name]
      const server = await serveStatic(dir, base)
      const context = await chromium.browser.newContext()
      try {
        const page = await visitHome(context, server.origin, base)
        const cached = await cachedFiles(page, base)
        // Each file once (no second revision), only files of this build, and all a reader can reach.
        expect(cached).toEqual([...new Set(cached)])
        expect(cached.filter((file) => !filesOf(dir).includes(file))).toEqual([])
        expect(reachable(dir, base).filter((file) => !cached.includes(file))).toEqual([])
        expect(cached).not.toContain(serviceWorkerFile)

        const failed = await goOffline(context, server)
        const article = await context.newPage()
        await article.goto(`${server.origin}${base}1987/artikel-27/`)
        expect(await heading(article)).toBe(textOf(readPage(dir, '/1987/artikel-27/').one('h1')!))
        expect(await article.locator('script').count()).toBe(1)

        await article.goto(`${server.origin}${base}zoeken/?q=onvoldoende+bod`)
        await article.locator('.results > li').first().waitFor()
        const first = article.locator('.results > li a.result-title').first()
        expect(await first.getAttribute('href')).toBe(`${base}1987/artikel-27/`)
        // A provision deep link from the results opens too.
        const sub = await article.locator('.sub-results a').first().getAttribute('href')
        await article.goto(server.origin + sub!)
        expect(await article.locator('h1').count()).toBe(1)
        expect(failed).toEqual([])
      } finally {
        await context.close()
        await server.close()
      }
    }, 120_000)
  }

  it('replaces the stored site when a new build is deployed', async () => {
    // A copy of the build, changed as a new build would change it: one article's page, and the worker.
    const dir = mkdtempSync(path.join(tmpdir(), 'spelregels-offline-'))
    cpSync(inject('sites').root, dir, {recursive: true})
    const server = await serveStatic(dir)
    const context = await chromium.browser.newContext()
    try {
      const page = await visitHome(context, server.origin, '/')
      const before = await cachedFiles(page, '/')
      const file = path.join(dir, '1987', 'artikel-27', 'index.html')
      const before27 = textOf(readPage(dir, '/1987/artikel-27/').one('h1')!)
      changeText(file, /(<h1[^>]*>)/, '$1Nieuwe druk: ')
      await writeServiceWorker(dir)

      // The next visit finds the new worker, which stores the new page and takes over at once.
      await page.reload()
      const stored = () =>
        page.evaluate(async () => {
          const response = await caches.match('/1987/artikel-27/index.html', {ignoreSearch: true})
          return (await response?.text())?.includes('Nieuwe druk: ') ?? false
        })
      await expect.poll(stored, {timeout: 60_000}).toBe(true)
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing === null)).toBe(true)
      // The previous build's copy of the page is gone: the same files, each once.
      expect(await cachedFiles(page, '/')).toEqual(before)

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
