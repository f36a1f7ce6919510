// URLs that never break (docs/site.md, "Published URLs"): the pages of the real build are exactly
// the pages of laws/urls.txt, and in the build with older versions of two articles
// (tests/helpers/older-articles.ts) every one of them still resolves: the same page, or a static
// redirect page to the page that now shows what it showed, which in Chromium keeps the fragment of a
// deep link (its script) and without script still goes there (its meta refresh).
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest'
import {useChromium} from './helpers/browser.ts'
import {attr, pagePaths, readPage, textOf} from './helpers/html.ts'
import {root} from './helpers/build.ts'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'

/** laws/urls.txt as path → redirect target (null for a page). */
const published = new Map(
  readFileSync(path.join(root, 'laws', 'urls.txt'), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to] = line.split(' -> ')
      return [from!, to ?? null] as const
    })
)

/** Where a built page sends its reader: its meta refresh target, or null for a page of its own. */
function redirectOf(dir: string, page: string): string | null {
  const refresh = readPage(dir, page).one('meta[http-equiv="refresh"]')
  return refresh ? (/^0; url=(.*)$/.exec(attr(refresh, 'content') ?? '')?.[1] ?? 'unreadable') : null
}

describe('published URLs', () => {
  let sites: ReturnType<typeof inject<'sites'>>
  beforeAll(() => {
    sites = inject('sites')
  })

  it('are exactly the pages of the real build, with its redirects', () => {
    const pages = pagePaths(sites.root)
    expect(pages.filter((page) => redirectOf(sites.root, page) === null)).toEqual(
      [...published]
        .filter(([, to]) => to === null)
        .map(([from]) => from)
        .sort()
    )
    const redirects = pages.filter((page) => redirectOf(sites.root, page) !== null)
    expect(redirects.map((page) => [page, redirectOf(sites.root, page)])).toEqual([...published].filter(([, to]) => to !== null).sort())
  })

  it('all resolve after older versions of articles are added: the same page or a redirect to the right one', () => {
    const dir = sites.olderArticles
    const pages = new Set(pagePaths(dir))
    const moved: Array<[string, string]> = []
    for (const url of published.keys()) {
      expect(pages.has(url), url).toBe(true)
      const target = redirectOf(dir, url)
      if (target === null) continue
      moved.push([url, target])
      expect(pages.has(target) && redirectOf(dir, target) === null, `${url} -> ${target}`).toBe(true)
    }
    expect(moved).toEqual([['/vergelijk/1975/1987/artikel-34/', '/vergelijk/1975/1982/artikel-34/']])
    // The lineage page keeps its URL and now starts in 1975.
    const lineage = readPage(dir, '/geschiedenis/1987-10/')
    expect(
      lineage
        .all('table.lineage thead th')
        .map(textOf)
        .map((text) => text.slice(0, 16))
    ).toEqual(['1975: artikel 10', '1987: artikel 10'])
  })

  it('redirect with a script, a meta refresh without script, a canonical link and a plain link, kept out of search engines', () => {
    const page = readPage(sites.olderArticles, '/vergelijk/1975/1987/artikel-34/')
    expect(page.all('noscript > meta[http-equiv="refresh"]').map((meta) => attr(meta, 'content'))).toEqual(['0; url=/vergelijk/1975/1982/artikel-34/'])
    // The redirect's own script, and the page script every page has.
    expect(page.all('script').map((script) => [attr(script, 'type'), /^\/_astro\/[\w.-]+\.js$/.test(attr(script, 'src') ?? '')])).toEqual([
      ['module', true],
      ['module', true]
    ])
    expect(attr(page.one('link[rel="canonical"]')!, 'href')).toBe('/vergelijk/1975/1982/artikel-34/')
    expect(attr(page.one('meta[name="robots"]')!, 'content')).toBe('noindex')
    expect(page.all('main a, #inhoud a').map((link) => attr(link, 'href'))).toContain('/vergelijk/1975/1982/artikel-34/')
    expect(page.one('[data-pagefind-body]')).toBeUndefined()
  })
})

describe('a redirect page in Chromium', () => {
  const chromium = useChromium()
  let server: StaticServer
  const moved = '/vergelijk/1975/1987/artikel-34/'
  const target = '/vergelijk/1975/1982/artikel-34/'

  beforeAll(async () => {
    server = await serveStatic(inject('sites').olderArticles)
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  it('keeps the fragment of a deep link, and a query, in place of the old page in the history', async () => {
    const context = await chromium.browser.newContext()
    const errors: string[] = []
    for (const rest of ['#wijziging-1', '?vervallen#wijziging-1']) {
      const page = await context.newPage()
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.goto(server.origin + moved + rest)
      await page.waitForURL(server.origin + target + rest)
      expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('wijziging-1')
      // Back leads to where the reader came from (here the new tab's blank page), not to the moved page.
      await page.goBack()
      expect(page.url()).toBe('about:blank')
      await page.close()
    }
    // Under the Content-Security-Policy, which allows the site's own script files only.
    expect(errors).toEqual([])
    await context.close()
  })

  it('goes to the new page without script too, by its meta refresh (without the fragment, which it cannot carry)', async () => {
    const context = await chromium.browser.newContext({javaScriptEnabled: false})
    const page = await context.newPage()
    await page.goto(`${server.origin}${moved}#wijziging-1`)
    await page.waitForURL(server.origin + target)
    expect(page.url()).toBe(server.origin + target)
    await context.close()
  })
})
