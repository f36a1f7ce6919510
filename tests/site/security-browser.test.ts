// Nothing from a source runs in a browser, and the Content-Security-Policy lets the site itself work.
// Debian's Chromium (playwright-core, never a downloaded browser) against a plain static server:
// - the hostile build: every page, and search results for hostile text, with traps set (a dialog
//   from `alert()`, `window.__xss`, a request for the image `x`) — once with the policy bypassed,
//   so the escaping alone is proven, once with it, where no violation may be reported;
// - the real build: home, article, lineage, comparison and search pages work under the policy and
//   report no violation; an injected inline script is blocked and reported (so the check can fail).
import {headingName} from '../../site/lib/toc.ts'
import type {BrowserContext, Page} from 'playwright-core'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import type {ArticleJson} from '../../src/schema.ts'
import {useChromium} from './helpers/browser.ts'
import {pagePaths, readPage, textOf} from './helpers/html.ts'
import {contentSecurityPolicy} from './helpers/security.ts'
import {articlePath, readApi} from './helpers/site.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'

declare global {
  interface Window {
    __xss?: unknown
    __violations?: string[]
  }
}

const chromium = useChromium()

async function watchedContext(options: {bypassCSP: boolean}): Promise<BrowserContext> {
  const context = await chromium.browser.newContext({bypassCSP: options.bypassCSP, viewport: {width: 1200, height: 800}})
  // Registered before any script of the page runs.
  await context.addInitScript(() => {
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => window.__violations!.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`))
  })
  return context
}

/**
 * One tab that records what its pages did that they should not have: dialogs, the trap variable,
 * requests for the injected image `x` or a script URL, errors and policy violations.
 */
interface Tab {
  page: Page
  /** Opens `url` (a path on `origin`) and starts recording afresh. */
  go(url: string): Promise<void>
  /** What the current page did, once it settled. */
  events(): Promise<string[]>
}

async function openTab(context: BrowserContext, origin: string): Promise<Tab> {
  const page = await context.newPage()
  let events: string[] = []
  page.on('dialog', (dialog) => {
    events.push(`dialog ${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => events.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (/content.security.policy|refused to/i.test(message.text())) events.push(`console ${message.type()}: ${message.text()}`)
  })
  page.on('request', (request) => {
    const {protocol, pathname} = new URL(request.url())
    if (protocol === 'javascript:' || /\/x$/.test(pathname)) events.push(`request for ${request.url()}`)
  })
  return {
    page,
    async go(url) {
      events = []
      await page.goto(origin + url, {waitUntil: 'load'})
    },
    async events() {
      await page.waitForTimeout(20)
      const {xss, violations} = await page.evaluate(() => ({xss: window.__xss, violations: window.__violations ?? []}))
      const where = new URL(page.url())
      return [...events, ...(xss === undefined ? [] : [`window.__xss was set to ${JSON.stringify(xss)}`]), ...violations.map((v) => `CSP violation: ${v}`)].map((e) => `${where.pathname}${where.search}: ${e}`)
    }
  }
}

async function searchResults(page: Page): Promise<{titles: string[]; hrefs: string[]; text: string; status: string}> {
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-search-status]')?.textContent ?? ''
    return status !== '' && status !== 'Zoeken…'
  })
  return page.evaluate(() => ({
    titles: Array.from(document.querySelectorAll('.results > li > a.result-title'), (a) => a.textContent ?? ''),
    hrefs: Array.from(document.querySelectorAll('.results > li > a.result-title'), (a) => new URL((a as HTMLAnchorElement).href).pathname),
    text: document.querySelector('.results')?.textContent ?? '',
    status: document.querySelector('[data-search-status]')?.textContent ?? ''
  }))
}

describe('the hostile build in Chromium', () => {
  let dir: string
  let server: StaticServer
  let articles: ArticleJson[]
  beforeAll(async () => {
    dir = inject('sites').hostile
    server = await serveStatic(dir)
    articles = readApi(dir).articles
  })
  afterAll(async () => {
    await server?.close()
  })

  const titleOf = (href: string) => {
    const article = articles.find((a) => articlePath(a) === href)
    if (article) return article.title ? `Artikel ${article.number} ${article.title}` : `Artikel ${article.number}`
    // An edition's contents page, whose chapter text matched: Pagefind titles it by the page's <h1>.
    return textOf(readPage(dir, href).one('h1')!)
  }

  for (const bypassCSP of [true, false]) {
    it(`runs nothing from the sources on any page (${bypassCSP ? 'policy bypassed: the escaping alone' : 'with the policy: and no violation'})`, async () => {
      const context = await watchedContext({bypassCSP})
      const tab = await openTab(context, server.origin)
      const found: string[] = []
      const paths = [...pagePaths(dir), '/404.html']
      for (const url of paths) {
        await tab.go(url)
        found.push(...(await tab.events()))
        // The browser's own parse of the page, not only linkedom's: nothing the sources name became an element.
        const foreign = await tab.page.evaluate(() => Array.from(document.querySelectorAll('img, iframe, object, embed, style, b, i, svg:not(.bar), script:not([src]):not([type="application/ld+json"])'), (e) => e.outerHTML.slice(0, 80)))
        found.push(...foreign.map((e) => `${url}: element ${e}`))
        // A JSON-LD data block (never run) holds the hostile titles whole: the browser's parse ends it where the site did, in <head>, as JSON.
        const blocks = await tab.page.evaluate(() =>
          Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (e) => {
            try {
              JSON.parse(e.textContent ?? '')
              return e.parentElement?.localName === 'head' ? null : 'outside <head>'
            } catch {
              return `not JSON: ${(e.textContent ?? '').slice(0, 80)}`
            }
          })
        )
        found.push(...blocks.flatMap((problem) => (problem === null ? [] : [`${url}: JSON-LD ${problem}`])))
      }
      await context.close()
      expect(paths.length).toBeGreaterThan(20)
      expect(found).toEqual([])
    })
  }

  it('shows search results for hostile text literally, and runs nothing', async () => {
    const context = await watchedContext({bypassCSP: true})
    const tab = await openTab(context, server.origin)
    const found: string[] = []
    for (const query of ['xss', 'script', 'onerror', 'javascript', 'accolades', 'plaatje']) {
      await tab.go(`/zoeken/?q=${encodeURIComponent(query)}`)
      const results = await searchResults(tab.page)
      expect(results.hrefs.length, query).toBeGreaterThan(0)
      expect(results.titles, query).toEqual(results.hrefs.map(titleOf))
      if (query === 'xss') {
        // Excerpts keep the source's characters: the tags are text, only Pagefind's own <mark> is markup.
        expect(results.text).toContain('window.__xss=1')
        expect(results.text).toMatch(/<(?:script|img|svg)/)
        expect(await tab.page.locator('.results mark').count()).toBeGreaterThan(0)
      }
      found.push(...(await tab.events()))
    }
    await context.close()
    expect(found).toEqual([])
  })

  it('shows a hostile query and a hostile chapter filter literally, and filters by that chapter', async () => {
    const chapter = headingName(articles.find((a) => a.chapter?.includes('"'))!.chapter!)
    const context = await watchedContext({bypassCSP: true})
    const tab = await openTab(context, server.origin)
    const query = '<img src=x onerror=window.__xss=1>'
    await tab.go(`/zoeken/?q=${encodeURIComponent(query)}`)
    // Named whole in the status, whatever it says of the words in it.
    expect((await searchResults(tab.page)).status).toContain(`„${query}”`)
    const found = await tab.events()
    await tab.go(`/zoeken/?q=speler&hoofdstuk=${encodeURIComponent(chapter)}`)
    const {hrefs} = await searchResults(tab.page)
    expect(await tab.page.locator('#hoofdstuk').inputValue()).toBe(chapter)
    expect(hrefs.length).toBeGreaterThan(0)
    const inChapter = new Set(articles.filter((a) => a.chapter !== null && headingName(a.chapter) === chapter).map(articlePath))
    expect(hrefs.filter((href) => !inChapter.has(href))).toEqual([])
    found.push(...(await tab.events()))
    await context.close()
    expect(found).toEqual([])
  })
})

describe('the Content-Security-Policy in Chromium', () => {
  let server: StaticServer
  beforeAll(async () => {
    server = await serveStatic(inject('sites').root)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('lets home, article, lineage, comparison, glossary and search pages work without a violation', async () => {
    const context = await watchedContext({bypassCSP: false})
    const tab = await openTab(context, server.origin)
    const found: string[] = []
    for (const url of ['/', '/1997/', '/1997/artikel-25/', '/geschiedenis/', '/geschiedenis/1987-25/', '/vergelijk/', '/vergelijk/1987/1997/', '/begrippen/']) {
      await tab.go(url)
      expect(await tab.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(contentSecurityPolicy)
      found.push(...(await tab.events()))
    }
    // The comparison page's script runs: "next change" steps to the first change.
    await tab.go('/vergelijk/1987/1997/artikel-25/')
    await tab.page.keyboard.press('n')
    await expect.poll(() => new URL(tab.page.url()).hash).toBe('#wijziging-1')
    found.push(...(await tab.events()))
    // Search loads Pagefind (its script, WebAssembly and index files) and finds the article.
    await tab.go('/zoeken/?q=onvoldoende+bod')
    const {hrefs} = await searchResults(tab.page)
    expect(hrefs[0]).toBe('/1987/artikel-27/')
    found.push(...(await tab.events()))
    await context.close()
    expect(found).toEqual([])
  })

  it('lets Pagefind compile its WebAssembly on the page itself when there is no worker', async () => {
    // With a worker, the WebAssembly runs there, under the worker script's own policy (none from a
    // plain file server); without one it runs on the page, which needs 'wasm-unsafe-eval'.
    const context = await watchedContext({bypassCSP: false})
    await context.addInitScript(() => Reflect.deleteProperty(window, 'Worker'))
    const tab = await openTab(context, server.origin)
    const requested: string[] = []
    tab.page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await tab.go('/zoeken/?q=onvoldoende+bod')
    const {hrefs} = await searchResults(tab.page)
    expect(hrefs[0]).toBe('/1987/artikel-27/')
    expect(requested.filter((p) => p.includes('worker'))).toEqual([])
    const found = await tab.events()
    await context.close()
    expect(found).toEqual([])
  })

  it('blocks and reports an inline script, an event handler and inline style (the policy is in force)', async () => {
    const context = await watchedContext({bypassCSP: false})
    const tab = await openTab(context, server.origin)
    await tab.go('/1997/artikel-25/')
    await tab.page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__xss = "inline script"'
      document.body.append(script)
      const div = document.createElement('div')
      div.innerHTML = '<img src="data:," onerror="window.__xss = \'handler\'"><span style="color: red">x</span>'
      document.body.append(div)
    })
    await expect.poll(() => tab.page.evaluate(() => window.__violations!.length)).toBeGreaterThanOrEqual(3)
    const violations = await tab.page.evaluate(() => window.__violations!)
    expect(violations.filter((v) => v.startsWith('script-src-elem blocked inline'))).toHaveLength(1)
    expect(violations.filter((v) => v.startsWith('script-src-attr blocked inline'))).toHaveLength(1)
    expect(violations.filter((v) => v.startsWith('style-src-attr blocked inline'))).toHaveLength(1)
    expect(await tab.page.evaluate(() => window.__xss)).toBeUndefined()
    await context.close()
  })
})
