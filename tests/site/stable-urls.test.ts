// URLs that never break (docs/site.md, "Published URLs"): the pages of the real build are exactly
// the pages of laws/urls.txt, and in the build with older versions of two articles
// (tests/helpers/older-articles.ts) every one of them still resolves: the same page, or a static
// redirect page (meta refresh and canonical link) to the page that now shows what it showed.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {beforeAll, describe, expect, inject, it} from 'vitest'
import {attr, pagePaths, readPage, textOf} from './helpers/html.ts'
import {root} from './helpers/build.ts'

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
    expect(pages.filter((page) => redirectOf(sites.root, page) === null)).toEqual([...published].filter(([, to]) => to === null).map(([from]) => from).sort())
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
    expect(lineage.all('table.lineage thead th').map(textOf).map((text) => text.slice(0, 16))).toEqual(['1975: artikel 10', '1987: artikel 10'])
  })

  it('redirect with a meta refresh, a canonical link and a plain link, kept out of search engines', () => {
    const page = readPage(sites.olderArticles, '/vergelijk/1975/1987/artikel-34/')
    expect(attr(page.one('meta[http-equiv="refresh"]')!, 'content')).toBe('0; url=/vergelijk/1975/1982/artikel-34/')
    expect(attr(page.one('link[rel="canonical"]')!, 'href')).toBe('/vergelijk/1975/1982/artikel-34/')
    expect(attr(page.one('meta[name="robots"]')!, 'content')).toBe('noindex')
    expect(page.all('main a, #inhoud a').map((link) => attr(link, 'href'))).toContain('/vergelijk/1975/1982/artikel-34/')
    expect(page.one('[data-pagefind-body]')).toBeUndefined()
  })
})
