// The site without a connection, as a tournament director uses it in a club basement: a shared link
// to one article is the only page they open; the device then holds the whole collection (within the
// first-visit budget) but the downloads. Offline, a page the device does not hold is the site's 404,
// saying it is not on this device and how to store it, and marking the editions that are. On the
// home page the reader removes or adds parts, with sizes, and a visit does not add back what they
// removed; a new build replaces what the device stored and the open page says so. A pack is never
// trusted as it comes: damaged on the way (flipped, swapped, truncated, empty, an HTML page) or
// inside Cache Storage, it is dropped, the network answers, and a repaired server heals the device.
// In Debian's Chromium, as browser.test.ts.
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
import {cachedFiles, packsOf} from './helpers/packs.ts'
import {serveStatic, type Override} from '../../support/static-server.ts'
import {changeText} from '../helpers/files.ts'
import {pagefindRecords} from '../../scripts/pagefind-records.ts'

/** The text of a page's `<h1>`, whitespace collapsed as `textOf` does. */
const heading = async (page: Page) => ((await page.locator('h1').textContent()) ?? '').replace(/\s+/g, ' ').trim()

const editionsOf = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'api', 'editions.json'), 'utf8')) as {editions: {edition: string}[]}).editions.map((e) => e.edition)

/** The pack files a visit stores without asking, with today's collection: every pack but the downloads. */
const visitPacks = (packs: Map<string, {file: string}>) => [...packs].filter(([name]) => name !== packNames.downloads()).map(([, pack]) => pack.file)

/** The packs in the page's origin's caches. */
const cachedPacks = async (page: Page, base: string) => (await cachedFiles(page, base)).filter((file) => file.startsWith(`${packFolder}/`))

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
    .map((entry) => path.relative(dir, entry.parentPath).split(path.sep).join('/'))
    .map((folder) => (folder === '' ? '/' : `/${folder}/`))
    .sort()

describe('the site offline', () => {
  const chromium = useChromium()

  for (const [name, base] of [
    ['root', '/'],
    ['base', '/spelregels/']
  ] as const) {
    it(`holds the whole collection offline after opening one article from a link, at ${base}`, async () => {
      const dir = inject('sites')[name]
      const packs = packsOf(dir)
      const visited = visitPacks(packs)
      const server = await serveStatic(dir, {base})
      const context = await chromium.browser.newContext()
      try {
        const page = await visit(context, server.origin, base, '/1987/artikel-27/', visited)
        // Every pack but the downloads, which the reader asks for.
        expect(await cachedPacks(page, base)).toEqual([...visited].sort())
        // One script on the article page: a module (deferred), below 1 KB.
        const scripts = await page.locator('script:not([type="application/ld+json"])').evaluateAll((nodes) => nodes.map((node) => ({type: node.getAttribute('type'), src: node.getAttribute('src')})))
        expect(scripts.map((script) => script.type)).toEqual(['module'])
        expect(readFileSync(path.join(dir, scripts[0]!.src!.slice(base.length))).length).toBeLessThanOrEqual(1024)

        await goOffline(context, server)
        // Every page of the site opens, byte for byte the built page: each edition, comparison and lineage, and the frame.
        const all = pagesUnder(dir, '.').filter((sitePath) => !sitePath.startsWith('/api/'))
        const served = await page.evaluate(
          async (paths) =>
            Promise.all(
              paths.map(async (sitePath) => {
                const response = await fetch(sitePath)
                return {sitePath, status: response.status, text: await response.text()}
              })
            ),
          all.map((sitePath) => base + sitePath.slice(1))
        )
        for (const folder of ['/1975/', '/1997/', '/vergelijk/', '/geschiedenis/']) expect(served.filter(({sitePath}) => sitePath.startsWith(base + folder.slice(1))).length).toBeGreaterThan(1)
        for (const {sitePath, status, text} of served) {
          expect({sitePath, status}).toEqual({sitePath, status: 200})
          expect(text).toBe(readFileSync(path.join(dir, sitePath.slice(base.length), 'index.html'), 'utf8'))
        }
        const article = await context.newPage()
        await article.goto(`${server.origin}${base}1975/artikel-28/`)
        expect(await heading(article)).toBe(textOf(readPage(dir, '/1975/artikel-28/').one('h1')!))

        await article.goto(`${server.origin}${base}zoeken/?q=onvoldoende+bod`)
        await article.locator('.results > li').first().waitFor()
        expect(await article.locator('.results > li a.result-title').first().getAttribute('href')).toBe(`${base}1987/artikel-27/`)

        // An address that never existed: the site's 404, saying it is not on this device and how to store it.
        const response = await article.goto(`${server.origin}${base}geen-pagina/`)
        expect(response?.status()).toBe(404)
        expect(await heading(article)).toBe('Pagina niet gevonden')
        expect(await article.locator('[data-offline-note]').textContent()).toMatch(/deze pagina staat niet op dit apparaat\. Om haar te bewaren: open de beginpagina met verbinding en vink onder "Zonder verbinding"/)
      } finally {
        await context.close()
        await server.close()
      }
    }, 180_000)
  }

  it('lets the reader remove and add parts on the home page, keeps what they removed away, and marks the editions on the device', async () => {
    const dir = inject('sites').root
    const packs = packsOf(dir)
    const server = await serveStatic(dir, {base: '/'})
    const context = await chromium.browser.newContext()
    const edition = (year: string) => packs.get(packNames.edition(year))!.file
    const marks = (page: Page) => page.locator('[data-on-device]').evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('data-on-device')}: ${node.hasAttribute('hidden') ? '-' : node.textContent?.trim()}`))
    const everyEdition = editionsOf(dir)
    try {
      const page = await visit(context, server.origin, '/', '/', visitPacks(packs))
      const choices = page.locator('[data-offline-choice] label')
      await choices.first().waitFor()
      const labels = await choices.allTextContents()
      expect(labels).toContain(` Editie 1975 (${sizeWords(packs.get(packNames.edition('1975'))!.bytes)})`)
      expect(labels).toHaveLength(packs.size)
      await expect.poll(() => marks(page)).toEqual(everyEdition.map((year) => `editie-${year}: (op dit apparaat)`))

      // A tick takes effect at once: no button to press.
      await page.getByRole('checkbox', {name: /^Editie 1975 /}).uncheck()
      await expect.poll(() => cachedFiles(page, '/')).not.toContain(edition('1975'))
      await expect.poll(() => marks(page)).toEqual(everyEdition.map((year) => `editie-${year}: (${year === '1975' ? 'niet ' : ''}op dit apparaat)`))
      // Two more visits of pages of other editions: they store their own packs, not the one removed.
      await page.goto(`${server.origin}/1987/artikel-30/`)
      await page.goto(`${server.origin}/`)
      await page.locator('[data-offline-choice] label').first().waitFor()
      await page.waitForTimeout(1000)
      expect(await cachedFiles(page, '/')).not.toContain(edition('1975'))

      await page.getByRole('checkbox', {name: /^Editie 1975 /}).check()
      // The list is drawn anew once the worker has stored the edition.
      await expect.poll(() => page.getByRole('checkbox', {name: /^Editie 1982 /}).isEnabled(), {timeout: 60_000}).toBe(true)
      await page.getByRole('checkbox', {name: /^Editie 1982 /}).uncheck()
      await expect.poll(() => cachedFiles(page, '/'), {timeout: 60_000}).toContain(edition('1975'))
      await expect.poll(() => cachedFiles(page, '/')).not.toContain(edition('1982'))

      await goOffline(context, server)
      await page.goto(`${server.origin}/1975/artikel-28/`)
      expect(await heading(page)).toBe(textOf(readPage(dir, '/1975/artikel-28/').one('h1')!))
      // A page of the edition removed: the 404 says so, and marks which editions are on the device.
      const removed = pagesUnder(dir, '1982').find((sitePath) => sitePath.includes('/artikel-'))!
      const response = await page.goto(`${server.origin}${removed}`)
      expect(response?.status()).toBe(404)
      expect(await page.locator('[data-offline-note]').isVisible()).toBe(true)
      await expect.poll(() => marks(page)).toEqual(everyEdition.map((year) => `editie-${year}: (${year === '1982' ? 'niet ' : ''}op dit apparaat)`))
    } finally {
      await context.close()
      await server.close()
    }
  }, 180_000)

  it('searches the changes offline as online: every change listed with its title, link and snippet, though the device holds no comparison', async () => {
    const dir = inject('sites').root
    const packs = packsOf(dir)
    // What Pagefind holds: the moves from 1982 to 1987, by their address, with the title each shows.
    const moves = pagefindRecords(path.join(dir, 'pagefind'))
      .filter((record) => record.meta.vergelijking === '1982 met 1987' && record.meta.wijziging === 'verplaatst')
      .map((record) => ({url: record.url, title: record.meta.title}))
      .sort((a, b) => a.url.localeCompare(b.url))
    // The four second paragraphs of 1982 art. 36-39 that went to 1987 art. 35 (built-site.test.ts), each a record.
    expect(moves).toEqual(
      [
        ['36', '2', 'A'],
        ['37', '3', 'B'],
        ['38', '3', 'C'],
        ['39', '5', 'D']
      ].map(([article, change, lid]) => ({url: `/vergelijk/1982/1987/artikel-${article}/#wijziging-${change}`, title: `Artikel ${article}, tweede alinea → de aanhef van artikel 35 (1987) + artikel 35 ${lid} (1987)`}))
    )
    const comparisons = [...packs].filter(([name]) => name.startsWith('vergelijk-')).map(([, pack]) => pack.file)
    const listing = '/zoeken/?q=&soort=wijzigingen&vergelijking=1982+met+1987&wijziging=verplaatst'
    // Each result as a reader sees it: its link, its title and its text (the snippet with its parts).
    const listed = (page: Page) =>
      page.locator('.results > li').evaluateAll((items) =>
        items.map((li) => {
          const link = li.querySelector('a.result-title')
          const url = link ? new URL(link.getAttribute('href')!, location.href) : null
          return {url: url ? url.pathname + url.hash : null, title: (link ?? li).textContent, text: li.textContent}
        })
      )
    const searches = [listing, '/zoeken/?q=onopzettelijk&soort=wijzigingen']
    const results = async (page: Page, address: string) => {
      await page.goto(`${server.origin}${address}`)
      await expect.poll(() => page.locator('[data-search-status]').textContent(), {timeout: 15_000}).toMatch(/gevonden/)
      return {status: await page.locator('[data-search-status]').textContent(), results: await listed(page)}
    }
    const server = await serveStatic(dir, {base: '/'})
    const context = await chromium.browser.newContext()
    try {
      const page = await visit(context, server.origin, '/', '/', visitPacks(packs))
      // The reader keeps no comparison on the device.
      await page.locator('[data-offline-choice] label').first().waitFor()
      // A tick takes effect at once: each unticked comparison is removed from the device.
      for (const box of await page.getByRole('checkbox', {name: /^Vergelijking /}).all()) await box.uncheck()
      await expect.poll(async () => (await cachedFiles(page, '/')).filter((file) => comparisons.includes(file))).toEqual([])
      const online = []
      for (const address of searches) online.push(await results(page, address))

      await goOffline(context, server)
      const offline = []
      for (const address of searches) offline.push(await results(page, address))
      expect(offline).toEqual(online)
      // Every move, by the title Pagefind holds for it; the word search lists changes with their snippets.
      expect(offline[0]!.status).toBe(`${moves.length} wijzigingen gevonden (1982 met 1987, verplaatst).`)
      expect(offline[0]!.results.map(({url, title}) => ({url, title})).sort((a, b) => (a.url ?? '').localeCompare(b.url ?? ''))).toEqual(moves)
      expect(offline[0]!.status).toBe('4 wijzigingen gevonden (1982 met 1987, verplaatst).')
      expect([offline[1]!.status, offline[1]!.results]).toEqual([
        '1 wijziging gevonden voor „onopzettelijk”.',
        [{url: '/vergelijk/1987/1997/artikel-25/#wijziging-1', title: 'Artikel 25, A', text: 'Artikel 25, A1987 met 1997 · inhoudelijk gewijzigdtoegevoegd: … zijn partner een bieding doet, … speler een onopzettelijk'}]
      ])
      expect(await page.locator('.results .change-part').count()).toBe(1)
      expect(await page.locator('.result-missing').count()).toBe(0)
    } finally {
      await context.close()
      await server.close()
    }
  }, 180_000)

  it('keeps two deployments on one origin apart: visiting /spelregels/ after / leaves the packs of / on the device, and / works offline', async () => {
    // One origin serving the build for / at its root and the build for /spelregels/ under that path.
    const dir = mkdtempSync(path.join(tmpdir(), 'spelregels-offline-two-'))
    cpSync(inject('sites').root, dir, {recursive: true})
    cpSync(inject('sites').base, path.join(dir, 'spelregels'), {recursive: true})
    const server = await serveStatic(dir)
    const context = await chromium.browser.newContext()
    try {
      const rootPacks = visitPacks(packsOf(inject('sites').root))
      const basePacks = visitPacks(packsOf(inject('sites').base)).map((file) => `spelregels/${file}`)
      const page = await visit(context, server.origin, '/', '/1987/artikel-27/', rootPacks)
      const other = await visit(
        context,
        server.origin,
        '/spelregels/',
        '/1987/artikel-27/',
        basePacks.map((file) => file.slice('spelregels/'.length))
      )
      // The worker of /spelregels/ has activated (it claims its page after removing earlier caches); no visit of / since.
      await expect.poll(() => other.evaluate(() => navigator.serviceWorker.controller !== null), {timeout: 60_000}).toBe(true)
      const cached = (await cachedFiles(page, '/')).filter((file) => /(^|\/)offline\/[^/]+\.pack$/.test(file))
      expect(cached).toEqual([...rootPacks, ...basePacks].sort())

      await goOffline(context, server)
      for (const base of ['/', '/spelregels/']) {
        const article = await context.newPage()
        const response = await article.goto(`${server.origin}${base}1975/artikel-28/`)
        expect({base, status: response?.status()}).toEqual({base, status: 200})
        expect(await heading(article)).toBe(textOf(readPage(inject('sites').root, '/1975/artikel-28/').one('h1')!))
      }
    } finally {
      await context.close()
      await server.close()
      rmSync(dir, {recursive: true, force: true})
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
      const page = await visit(context, server.origin, '/', '/1987/artikel-27/', visitPacks(before))
      const before27 = textOf(readPage(dir, '/1987/artikel-27/').one('h1')!)
      changeText(path.join(dir, '1987', 'artikel-27', 'index.html'), /(<h1[^>]*>)/, '$1Nieuwe druk: ')
      await writeServiceWorker(dir, editionsOf(dir), '/')
      const after = packsOf(dir)
      // Only the edition's pack changed.
      expect([...after].filter(([name, pack]) => before.get(name)!.file !== pack.file).map(([name]) => name)).toEqual([packNames.edition('1987')])

      // The next visit finds the new worker, which stores the new pack and takes over; the page says so.
      await page.reload()
      await page.locator('[data-update-notice]').waitFor({state: 'visible', timeout: 60_000})
      await expect.poll(() => cachedPacks(page, '/')).toEqual(visitPacks(after).sort())

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

  describe('packs that cannot lie', () => {
    const dir = () => inject('sites').root
    const packBytes = (name: string) => readFileSync(path.join(dir(), packsOf(dir()).get(name)!.file))
    const target = packNames.edition('1987')
    const other = packNames.edition('1982')
    /** Each damage: the bytes that arrive, or are found, where the 1987 pack should be. */
    const damages: Record<string, () => {body: Uint8Array | string; type: string}> = {
      'bytes flipped': () => {
        const bytes = Uint8Array.from(packBytes(target))
        bytes[bytes.length >> 1]! ^= 0xff
        return {body: bytes, type: 'application/octet-stream'}
      },
      'swapped with another pack': () => ({body: packBytes(other), type: 'application/octet-stream'}),
      truncated: () => ({body: packBytes(target).subarray(0, packBytes(target).length >> 1), type: 'application/octet-stream'}),
      empty: () => ({body: '', type: 'application/octet-stream'}),
      'an HTML page with status 200': () => ({body: readFileSync(path.join(dir(), '404.html')), type: 'text/html; charset=utf-8'})
    }
    const h1Of = (sitePath: string) => textOf(readPage(dir(), sitePath).one('h1')!)

    /** The pack as stored in Cache Storage, as bytes; null when it is not stored. */
    const storedPack = (page: Page, file: string) =>
      page.evaluate(async (url) => {
        const response = await caches.match(url)
        return response ? Array.from(new Uint8Array(await response.arrayBuffer())) : null
      }, `/${file}`)

    for (const [damage, damaged] of Object.entries(damages)) {
      it(`a pack that arrives ${damage} is not stored; online the network answers, offline the 404, and a repaired server heals the next visit`, async () => {
        const packs = packsOf(dir())
        const file = packs.get(target)!.file
        let broken = true
        const override: Override = (pathname) => (broken && pathname === `/${file}` ? damaged() : undefined)
        const server = await serveStatic(dir(), {override})
        const context = await chromium.browser.newContext()
        try {
          const page = await visit(
            context,
            server.origin,
            '/',
            '/1987/artikel-27/',
            visitPacks(packs).filter((stored) => stored !== file)
          )
          await page.waitForTimeout(500)
          expect(await storedPack(page, file)).toBeNull()
          await page.goto(`${server.origin}/1987/artikel-30/`)
          expect(await heading(page)).toBe(h1Of('/1987/artikel-30/'))
          expect(await storedPack(page, file)).toBeNull()

          await context.setOffline(true)
          const response = await page.goto(`${server.origin}/1987/artikel-28/`)
          expect([response?.status(), await heading(page)]).toEqual([404, 'Pagina niet gevonden'])
          await context.setOffline(false)

          broken = false
          await page.goto(`${server.origin}/1987/artikel-27/`)
          await expect.poll(() => storedPack(page, file), {timeout: 60_000}).toEqual(Array.from(packBytes(target)))
          await context.setOffline(true)
          await page.goto(`${server.origin}/1987/artikel-28/`)
          expect(await heading(page)).toBe(h1Of('/1987/artikel-28/'))
        } finally {
          await context.close()
          await server.close()
        }
      }, 120_000)

      for (const online of [false, true]) {
        it(`a stored pack found ${damage} in Cache Storage is dropped when first opened and fetched again; ${online ? 'online the network answers the page' : 'offline the 404, never a wrong page'}`, async () => {
          const packs = packsOf(dir())
          const file = packs.get(target)!.file
          const server = await serveStatic(dir())
          const context = await chromium.browser.newContext()
          try {
            // The worker stores the packs but opens none until a page is asked of it: the damage is found on first opening.
            const page = await visit(context, server.origin, '/', '/1987/artikel-27/', visitPacks(packs))
            const {body, type} = damaged()
            const bytes = Array.from(typeof body === 'string' ? new TextEncoder().encode(body) : body)
            await page.evaluate(
              async ([url, contents, contentType]) => {
                for (const name of await caches.keys()) {
                  const cache = await caches.open(name)
                  if (await cache.match(url)) await cache.put(url, new Response(new Uint8Array(contents), {headers: {'Content-Type': contentType}}))
                }
              },
              [`/${file}`, bytes, type] as const
            )
            if (!online) {
              await context.setOffline(true)
              const response = await page.goto(`${server.origin}/1987/artikel-30/`)
              expect([response?.status(), await heading(page)]).toEqual([404, 'Pagina niet gevonden'])
              expect(await storedPack(page, file)).toBeNull()
              await context.setOffline(false)
            }
            // Online, the page comes from the network and the pack is fetched again, intact.
            await page.goto(`${server.origin}/1987/artikel-31/`)
            expect(await heading(page)).toBe(h1Of('/1987/artikel-31/'))
            await expect.poll(() => storedPack(page, file), {timeout: 60_000}).toEqual(Array.from(packBytes(target)))
            await context.setOffline(true)
            await page.goto(`${server.origin}/1987/artikel-28/`)
            expect(await heading(page)).toBe(h1Of('/1987/artikel-28/'))
          } finally {
            await context.close()
            await server.close()
          }
        }, 120_000)
      }
    }
  })
})
