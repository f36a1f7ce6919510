// The built site, checked as files: pages, anchors, links, footnotes, ids, search index, and the
// pages built from lineage and comparison data. The builds at `/` and under `/spelregels/` come from
// the global setup (helpers/sites.ts). Expected values come from the published JSON in the same build.
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {beforeAll, describe, expect, inject, it} from 'vitest'
import type {ComparisonJson, LineageRowsJson, LineagesJson} from '../../src/export/schema.ts'
import {anchorOf, articleSlug, lineageSlug} from '../../site/lib/urls.ts'
import {comparisonSlugs, statusWords} from '../../site/lib/diff-view.ts'
import {provisionsIn} from '../helpers/tree.ts'
import {root} from './helpers/build.ts'
import {attr, readHtml, textOf} from './helpers/html.ts'
import {brokenLinks, duplicateIds} from './helpers/links.ts'
import {policyProblems, unsafeMarkup} from './helpers/security.ts'
import {articlePath, readSite, type BuiltSite} from './helpers/site.ts'

describe('the built site at /', () => {
  let site: BuiltSite
  beforeAll(() => {
    site = readSite(inject('sites').root, '/')
  })

  it('has one page per article of every edition, headed with its number and title', () => {
    const expected = site.articles.map(articlePath).sort()
    const actual = [...site.pages.keys()].filter((p) => /^\/\d{4}\/artikel-[^/]+\/$/.test(p)).sort()
    expect(actual).toEqual(expected)
    for (const article of site.articles) {
      const h1 = site.pages.get(articlePath(article))!.one('h1')!
      expect(textOf(h1)).toBe(article.title ? `Artikel ${article.number} ${article.title}` : `Artikel ${article.number}`)
    }
  })

  it('lists every article of an edition in its table of contents, in order', () => {
    for (const edition of site.editions.editions) {
      const page = site.pages.get(`/${edition.edition}/`)!
      expect(page.all('.toc-articles a').map((a) => attr(a, 'href'))).toEqual(edition.articles.map((a) => articlePath({edition: edition.edition, number: a.number})))
    }
  })

  it('gives every provision and editorial note an anchor on its article page', () => {
    const missing: string[] = []
    let anchors = 0
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      const expected: string[] = []
      for (const p of provisionsIn(article.provisions)) expected.push(anchorOf(p.id))
      expected.push(...article.notes.map((n) => anchorOf(n.id)))
      anchors += expected.length
      missing.push(...expected.filter((id) => !page.ids.includes(id)).map((id) => `${article.id}#${id}`))
    }
    expect(missing).toEqual([])
    expect(anchors).toBeGreaterThan(site.articles.length)
  })

  it('gives every anchor a visible "link to this lid" control pointing at itself', () => {
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      const expected: string[] = []
      for (const p of provisionsIn(article.provisions)) expected.push(`#${anchorOf(p.id)}`)
      expect(page.all('a.permalink').map((a) => attr(a, 'href'))).toEqual(expected)
    }
  })

  it('resolves every internal link and fragment', () => {
    expect(brokenLinks(site)).toEqual([])
  })

  it('links footnote markers to their footnotes and back', () => {
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      let markers = 0
      for (const p of provisionsIn(article.provisions)) markers += p.markers.text.length + p.markers.title.length
      const refs = page.all('sup.fn-ref a')
      expect(refs.length, article.id).toBe(markers)
      expect(page.all('.footnotes li').map((li) => attr(li, 'id'))).toEqual(article.footnotes.map((f) => `fn-${f.number}`))
      const forth = refs.map((a) => [attr(a, 'id'), attr(a, 'href')])
      const back = page.all('.footnotes li').flatMap((li) => page.all(`[id="${attr(li, 'id')}"] a.backref`).map((a) => [attr(a, 'href')!.slice(1), `#${attr(li, 'id')}`]))
      expect(back.sort()).toEqual(forth.sort())
    }
  })

  it('renders cross-references as links to the target provision, or as text saying the target is missing', () => {
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      const links: [string, string][] = []
      const missing: string[] = []
      for (const p of provisionsIn(article.provisions)) {
        for (const field of ['title', 'text'] as const) {
          for (const ref of p.refs.filter((r) => r.field === field).sort((a, b) => a.offset - b.offset)) {
            if (!ref.resolved) {
              missing.push(ref.text)
              continue
            }
            const [edition, number, ...rest] = ref.resolved.split('/')
            const same = edition === article.edition && number === article.number && rest.length > 0
            links.push([ref.text, same ? `#${rest.join('-')}` : `/${edition}/${articleSlug(number!)}/${rest.length ? `#${rest.join('-')}` : ''}`])
          }
        }
      }
      expect(page.all('.law a.ref').map((a) => [textOf(a), attr(a, 'href')])).toEqual(links)
      expect(page.all('.law .ref-missing').map(textOf)).toEqual(missing)
      for (const span of page.all('.law .ref-missing')) expect(attr(span, 'title')).toMatch(/^Niet in deze verzameling: artikel \S+ van \d{4} is \(nog\) niet opgenomen$/)
    }
  })

  it('marks every LT and RT in the law text as an abbreviation with its expansion', () => {
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      const texts: string[] = [...article.footnotes.map((f) => f.text)]
      for (const p of provisionsIn(article.provisions)) texts.push(p.title ?? '', p.text ?? '')
      const count = (abbr: string) => texts.join('\n').match(new RegExp(`(?<![\\p{L}\\p{N}])${abbr}(?![\\p{L}\\p{N}])`, 'gu'))?.length ?? 0
      expect(page.all('.law abbr[title="linkertegenstander"]').length, article.id).toBe(count('LT'))
      expect(page.all('.law abbr[title="rechtertegenstander"]').length, article.id).toBe(count('RT'))
    }
  })

  it('has no duplicate ids on any page', () => {
    expect(duplicateIds(site)).toEqual([])
  })

  it('indexes exactly the article pages for search, in Dutch, with edition and chapter filters', () => {
    const entry = JSON.parse(readFileSync(path.join(site.dir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {languages: Record<string, {page_count: number}>}
    expect(Object.keys(entry.languages)).toEqual(['nl'])
    expect(entry.languages.nl!.page_count).toBe(site.articles.length)
    const indexed = [...site.pages.values()].filter((page) => page.all('[data-pagefind-body]').length > 0).map((page) => page.path).sort()
    expect(indexed).toEqual(site.articles.map(articlePath).sort())
    for (const article of site.articles) {
      const body = site.pages.get(articlePath(article))!.one('[data-pagefind-body]')!
      const chapter = article.chapter ?? article.section
      expect(attr(body, 'data-pagefind-filter')).toBe(chapter ? `hoofdstuk[data-hoofdstuk], editie:${article.edition}` : `editie:${article.edition}`)
      expect(attr(body, 'data-hoofdstuk') ?? null).toBe(chapter)
    }
  })

  it('ships no script on article pages and links the one stylesheet on every page', () => {
    const stylesheets = new Set<string>()
    for (const page of site.pages.values()) {
      const links = page.all('link[rel="stylesheet"]')
      expect(links.length, page.path).toBe(1)
      stylesheets.add(attr(links[0]!, 'href')!)
      expect(page.all('style').length, page.path).toBe(0)
    }
    expect(stylesheets.size).toBe(1)
    for (const article of site.articles) expect(site.pages.get(articlePath(article))!.all('script').length).toBe(0)
    expect(site.pages.get('/zoeken/')!.all('script').length).toBe(1)
  })

  it('offers the canonical Markdown and the JSON of each article for download', () => {
    for (const article of site.articles) {
      const hrefs = site.pages.get(articlePath(article))!.all('a[type]').map((a) => [attr(a, 'type'), attr(a, 'href')])
      expect(hrefs).toEqual([
        ['text/markdown', `/api/${article.edition}/${article.number}.md`],
        ['application/json', `/api/${article.edition}/${article.number}.json`]
      ])
    }
  })

  it('carries the Content-Security-Policy first in every page, and no inline script, handler or style', () => {
    const pages = [...site.pages.values(), readHtml(path.join(site.dir, '404.html'), '/404.html')]
    expect(pages.flatMap(policyProblems)).toEqual([])
    expect(pages.flatMap((page) => unsafeMarkup(page, site.base))).toEqual([])
  })

  it('builds its pages without set:html, so law text is always escaped', () => {
    const files = readdirSync(path.join(root, 'site'), {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.astro'))
    const offenders = files.filter((f) => readFileSync(path.join(root, 'site', f), 'utf8').includes('set:html'))
    expect(files.length).toBeGreaterThan(10)
    expect(offenders).toEqual([])
  })

  describe('with lineage and comparison data', () => {
    it('publishes lineages and comparisons: the real corpus always has them', () => {
      expect(existsSync(path.join(site.dir, 'api', 'lineages.json'))).toBe(true)
      expect(site.json<LineagesJson>('lineages.json').lineages.length).toBeGreaterThan(0)
      expect(readdirSync(path.join(site.dir, 'api', 'compare')).length).toBeGreaterThan(0)
    })

    it('has a lineage page per lineage, with a column per article and a row per aligned provision', () => {
      const {lineages} = site.json<LineagesJson>('lineages.json')
      for (const lineage of lineages) {
        const page = site.pages.get(`/geschiedenis/${lineageSlug(lineage.id)}/`)
        expect(page, lineage.id).toBeDefined()
        const file = path.join(site.dir, 'api', 'lineages', `${lineage.id}.json`)
        if (!existsSync(file)) continue
        const {rows, articles} = site.json<LineageRowsJson>(`lineages/${lineage.id}.json`)
        if (articles.length < 2) continue
        expect(page!.all('table.lineage thead th a').map((a) => attr(a, 'href'))).toEqual(articles.map(articlePath))
        expect(page!.all('table.lineage tbody tr')).toHaveLength(rows.length)
        const cells = rows.flatMap((row) => row.cells.filter((cell) => cell !== null))
        const statuses = cells.flatMap((cell) => (cell!.status ? [statusWords[cell!.status]] : []))
        expect(page!.all('table.lineage .status').map(textOf)).toEqual(statuses)
        const marked = cells.filter((cell) => cell!.diff && cell!.status !== 'unchanged' && cell!.diff.some((op) => op.op !== 'equal'))
        const ops = (op: string) => marked.flatMap((cell) => cell!.diff!.filter((d) => d.op === op)).length
        expect(page!.all('table.lineage ins')).toHaveLength(ops('insert'))
        expect(page!.all('table.lineage del')).toHaveLength(ops('delete'))
      }
    })

    it('has a comparison overview per edition pair and a page per compared article, with every change marked', () => {
      for (const from of readdirSync(path.join(site.dir, 'api', 'compare'))) {
        for (const file of readdirSync(path.join(site.dir, 'api', 'compare', from))) {
          const comparison = site.json<ComparisonJson>(`compare/${from}/${file}`)
          const overview = site.pages.get(`/vergelijk/${comparison.from}/${comparison.to}/`)!
          const slugs = comparisonSlugs(comparison.articles)
          const ranked = comparison.articles.map((a, i) => ({share: a.changeShare, href: `/vergelijk/${comparison.from}/${comparison.to}/${slugs[i]}/`}))
          ranked.sort((a, b) => b.share - a.share)
          expect(overview.all('.ranked > li > a').map((a) => attr(a, 'href'))).toEqual(ranked.map((r) => r.href))
          comparison.articles.forEach((article, index) => {
            const page = site.pages.get(`/vergelijk/${comparison.from}/${comparison.to}/${slugs[index]}/`)!
            expect(page.all('section.pair')).toHaveLength(article.pairs.length)
            expect(page.all('[data-change]')).toHaveLength(article.pairs.filter((p) => p.status !== 'unchanged').length)
            const count = (op: string) => article.pairs.flatMap((p) => p.diff.filter((d) => d.op === op)).length
            expect(page.all('.redline ins')).toHaveLength(count('insert'))
            expect(page.all('.redline del')).toHaveLength(count('delete'))
            expect(page.all('.sides ins')).toHaveLength(count('insert'))
            expect(page.all('.sides del')).toHaveLength(count('delete'))
          })
        }
      }
    })

    it('shows a coverage matrix with a row per lineage and a cell per edition', () => {
      const {lineages} = site.json<LineagesJson>('lineages.json')
      const home = site.pages.get('/')!
      expect(home.all('table.coverage thead th').map(textOf)).toEqual(['Artikel', ...site.editions.editions.map((e) => e.edition)])
      expect(home.all('table.coverage tbody tr')).toHaveLength(lineages.length)
      const linked = home.all('table.coverage .cell-article > a:first-child').map((a) => attr(a, 'href')).sort()
      expect(linked).toEqual(lineages.flatMap((l) => l.articles.map(articlePath)).sort())
      for (const cell of home.all('table.coverage .cell-article')) expect(textOf(cell)).toMatch(/^art\. \S+ (eerste versie|niet vergeleken(; koppeling onzeker)?|(ongewijzigd|licht gewijzigd|gewijzigd|sterk gewijzigd) t\.o\.v\. \d{4} \((<1|\d+)%(; koppeling onzeker)?\))$/)
    })
  })
})

describe('the built site under /spelregels/', () => {
  let site: BuiltSite
  beforeAll(() => {
    site = readSite(inject('sites').base, '/spelregels/')
  })

  it('keeps every internal link under the base path, and every link and fragment resolves', () => {
    expect(brokenLinks(site)).toEqual([])
    const hrefs = [...site.pages.values()].flatMap((page) => page.all('a[href]').map((a) => attr(a, 'href')!))
    expect(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/spelregels/'))).toEqual([])
  })

  it('carries the Content-Security-Policy and only its own module scripts under the base path', () => {
    const pages = [...site.pages.values()]
    expect(pages.flatMap(policyProblems)).toEqual([])
    expect(pages.flatMap((page) => unsafeMarkup(page, site.base))).toEqual([])
  })

  it('has the same pages as the build at /', () => {
    expect([...site.pages.keys()].filter((p) => /^\/\d{4}\/artikel-/.test(p)).sort()).toEqual(site.articles.map(articlePath).sort())
  })
})
