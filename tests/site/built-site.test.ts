// The built site, checked as files: pages, anchors, links, footnotes, ids, search index, and the
// pages built from lineage and comparison data. The builds at `/` and under `/spelregels/` come from
// the global setup (helpers/sites.ts). Expected values come from the published JSON in the same build.
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {beforeAll, describe, expect, inject, it} from 'vitest'
import type {ComparisonJson, DiffOp, LineageRowsJson, LineagesJson} from '../../src/schema.ts'
import {countedProvisions, heldArticlesWords, pairStatuses, partEvidenceWords, statusCountWords, statusWords} from '../../src/vocabulary.ts'
import {editionSwitchStyles} from '../../site/lib/lineage.ts'
import {sideLabels} from '../../site/lib/moves.ts'
import {headingFilters} from '../../site/lib/toc.ts'
import {listComparisons, readComparison} from '../../site/lib/api.ts'
import {changeRecords} from '../../site/lib/change-records.ts'
import {isRewrite} from '../../site/lib/rewrite.ts'
import {anchorOf, articleSlug, comparisonSlugs, editionAnchor, isFootnoteId, lineageSlug, siteUrls} from '../../site/lib/urls.ts'
import {provisionsIn} from '../../support/tree.ts'
import {root} from './helpers/build.ts'
import {attr, readHtml, shownText, textOf, type Page} from './helpers/html.ts'
import {gluedParentheses, gluedWords} from './helpers/glued.ts'
import {bannedIn, bannedTerms, spacedText} from './helpers/interface-terms.ts'
import {brokenLinks, duplicateIds} from './helpers/links.ts'
import {policyProblems, unsafeMarkup} from './helpers/security.ts'
import {articlePath, readSite, type BuiltSite} from './helpers/site.ts'
import {pinnedSource, retrievedDay} from './helpers/citation.ts'

/**
 * The web app manifest of a build for `base`: linked from every page, start URL, scope and id at the
 * base, Dutch, and every icon a file of the build with the size it claims (PNG header).
 */
function checkManifest(site: BuiltSite): void {
  for (const page of site.pages.values())
    expect(
      page.all('link[rel="manifest"]').map((link) => attr(link, 'href')),
      page.path
    ).toEqual([`${site.base}manifest.webmanifest`])
  const manifest = JSON.parse(readFileSync(path.join(site.dir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown> & {icons: {src: string; sizes: string; type: string; purpose?: string}[]}
  expect([manifest.id, manifest.start_url, manifest.scope]).toEqual([site.base, site.base, site.base])
  expect([manifest.lang, manifest.name, manifest.display]).toEqual(['nl', site.editions.title, 'standalone'])
  expect(manifest.icons.map((icon) => [icon.sizes, icon.type, icon.purpose ?? 'any'])).toEqual([
    ['any', 'image/svg+xml', 'any'],
    ['192x192', 'image/png', 'any'],
    ['512x512', 'image/png', 'any'],
    ['512x512', 'image/png', 'maskable']
  ])
  for (const icon of manifest.icons) {
    expect(icon.src.startsWith(`${site.base}icons/`), icon.src).toBe(true)
    const file = readFileSync(path.join(site.dir, icon.src.slice(site.base.length)))
    if (icon.type === 'image/png') expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`).toBe(icon.sizes)
    else expect(file.toString('utf8')).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/)
  }
}

/**
 * The icons every page of a build for `base` links: the SVG and a 32 px PNG for the browser tab and
 * a 180 px PNG for iOS's home screen, each a file of the build with the size its link claims.
 */
function checkIcons(site: BuiltSite): void {
  const expected = [
    ['icon', 'image/svg+xml', null, `${site.base}icons/icon.svg`],
    ['icon', 'image/png', '32x32', `${site.base}icons/icon-32.png`],
    ['apple-touch-icon', null, null, `${site.base}icons/icon-180.png`]
  ]
  for (const page of site.pages.values())
    expect(
      page.all('link[rel~="icon"], link[rel="apple-touch-icon"]').map((link) => [attr(link, 'rel'), attr(link, 'type') ?? null, attr(link, 'sizes') ?? null, attr(link, 'href')]),
      page.path
    ).toEqual(expected)
  const size = (href: string) => {
    const file = readFileSync(path.join(site.dir, href.slice(site.base.length)))
    return `${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`
  }
  expect([size(`${site.base}icons/icon-32.png`), size(`${site.base}icons/icon-180.png`)]).toEqual(['32x32', '180x180'])
  expect(readFileSync(path.join(site.dir, 'icons', 'icon.svg'), 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/)
}

const joined = (ops: DiffOp[], keep: 'insert' | 'delete') =>
  ops
    .filter((op) => op.op === 'equal' || op.op === keep)
    .map((op) => op.text)
    .join('')

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

  it('keeps a space between words and the names, links and parentheses that follow them on every page', () => {
    const glued = [...site.pages.values()].flatMap((page) => [...gluedWords(page.one('body')!), ...gluedParentheses(page.one('body')!)].map((text) => `${page.path}: ${text}`))
    expect(glued).toEqual([])
    const edition = site.editions.editions.find((e) => e.sources.length === 1)!
    expect(textOf(site.pages.get(`/${edition.edition}/`)!.one('.edition-sources')!)).toContain(`naar de wikipagina ${edition.sources[0]!.title} (geraadpleegd op ${retrievedDay(edition.sources[0]!.path)}) van`)
    const first = site.editions.editions[0]!
    const firstItem = textOf(site.pages.get('/')!.one('.editions li')!)
    expect(firstItem.startsWith(`Editie ${first.edition}: ${heldArticlesWords(first.articles.map((a) => a.number))}. `)).toBe(true)
    expect(firstItem).toBe(
      'Editie 1975: een selectie van 8 artikelen (artikel 28 t/m 35). Historische tekst: deze editie is vervangen door de editie 1982. Bron: wikipagina Sjabloon:1975:HV3 van Spelregels voor tafelarbiters (keesboek.com).'
    )
  })

  it('uses one term for each thing: no word docs/interface-terms.md forbids in any page, its title or description, or the manifest', () => {
    const terms = bannedTerms()
    // The list is read from the docs page: an empty list would prove nothing.
    expect(terms.map((term) => term.entry)).toEqual(expect.arrayContaining(['Kopieer verwijzing', 'Toelichting (redactie)', 'wetteksten', 'de hele editie', String.raw`/(?<!\p{L}[st]?[td]e )\bpunt \d{1,2}(?!\d)/`]))
    const texts: Array<[string, string]> = [...site.pages.values()].map((page) => [page.path, [textOf(page.one('title')!), attr(page.one('meta[name="description"]')!, 'content'), spacedText(page.one('body')!)].join('\n')])
    const manifest = JSON.parse(readFileSync(path.join(site.dir, 'manifest.webmanifest'), 'utf8')) as {name: string; description: string}
    texts.push(['/manifest.webmanifest', `${manifest.name}\n${manifest.description}`])
    expect(texts.flatMap(([where, text]) => bannedIn(text, terms).map((found) => `${where}: ${found}`))).toEqual([])
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
      // Provisions in reading order (title before text), then footnotes.
      const refs = [
        ...[...provisionsIn(article.provisions)].flatMap((p) => (['title', 'text'] as const).flatMap((field) => p.refs.filter((r) => r.field === field).sort((a, b) => a.offset - b.offset))),
        ...article.footnotes.flatMap((f) => f.refs)
      ]
      for (const ref of refs) {
        if (!ref.resolved) {
          missing.push(ref.text)
          continue
        }
        const [edition, number, ...rest] = ref.resolved.split('/')
        const same = edition === article.edition && number === article.number && rest.length > 0
        links.push([ref.text, same ? `#${rest.join('-')}` : `/${edition}/${articleSlug(number!)}/${rest.length ? `#${rest.join('-')}` : ''}`])
      }
      expect(page.all('.law a.ref').map((a) => [textOf(a), attr(a, 'href')])).toEqual(links)
      expect(page.all('.law .ref-missing').map(textOf)).toEqual(missing)
      // Why each is no link, in words next to it (no tooltip), kept out of the search index.
      expect(page.all('.law .ref-note').map((note) => [textOf(note), attr(note, 'data-pagefind-ignore')])).toEqual(missing.map(() => ['(niet in deze verzameling)', '']))
      expect(page.all('.law .ref-missing[title]')).toEqual([])
    }
  })

  it('says under each lid and at the article which provisions refer to it, with links to them', () => {
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      const href = (id: string) => {
        const [edition, number, ...rest] = id.split('/')
        const anchor = rest.length ? `#${anchorOf(id)}` : ''
        return edition === article.edition && number === article.number ? anchor : `/${edition}/${articleSlug(number!)}/${anchor}`
      }
      // The provisions' own, in reading order, then those to the whole article, after its text.
      const expected = [...[...provisionsIn(article.provisions)].flatMap((p) => p.inbound), ...article.inbound].map((link) => href(link.from))
      expect(
        page.all('.law .backlinks a').map((a) => attr(a, 'href')),
        article.id
      ).toEqual(expected)
    }
    const page = site.pages.get('/1987/artikel-14/')!
    expect(page.all('.law .backlinks').map(textOf)).toEqual(['Verwezen vanuit artikel 14 B 3.', 'Verwezen vanuit artikel 14 B 1 (b), artikel 14 B 2.', 'Verwezen vanuit artikel 13, voetnoot 2.'])
    // Every reference inside an article and in a footnote of the real corpus is a link (or says its article is not in the corpus).
    expect(site.articles.flatMap((article) => article.footnotes.flatMap((f) => f.refs.map((r) => `${f.id} ${r.text} → ${r.resolved}`)))).toEqual([
      '1975/30/fn1 artikel 25 → null',
      '1975/31/fn1 artikel 25 → null',
      '1987/13/fn2 artikel 14 → 1987/14',
      '1987/31/fn2 artikel 25 → 1987/25',
      '1997/25/fn1 artikel 27 → null'
    ])
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

  it('puts every article of an edition on its whole page, in order, with every anchor of the article page prefixed', () => {
    for (const edition of site.editions.editions) {
      const page = site.pages.get(`/${edition.edition}/volledig/`)!
      expect(page.all('article.edition-article').map((a) => attr(a, 'id'))).toEqual(edition.articles.map((a) => `artikel-${a.number}`))
      expect(page.all('article.edition-article > .article-head h2').map(textOf)).toEqual(edition.articles.map((a) => (a.title ? `Artikel ${a.number} ${a.title}` : `Artikel ${a.number}`)))
      expect(page.all('[data-pagefind-body]')).toEqual([])
      // Only the page script (Citeer, print).
      expect(page.all('script').length).toBe(1)
      expect(
        site.pages
          .get(`/${edition.edition}/`)!
          .all('a')
          .map((a) => attr(a, 'href'))
      ).toContain(`/${edition.edition}/volledig/`)
      const missing: string[] = []
      for (const article of site.articles.filter((a) => a.edition === edition.edition)) {
        const own = site.pages.get(articlePath(article))!
        const anchors = [...[...provisionsIn(article.provisions)].map((p) => anchorOf(p.id)), ...article.notes.map((n) => anchorOf(n.id)), ...article.footnotes.map((f) => anchorOf(f.id))]
        expect(anchors.every((anchor) => own.ids.includes(anchor))).toBe(true)
        missing.push(...anchors.map((anchor) => editionAnchor(article.number, anchor)).filter((id) => !page.ids.includes(id)))
      }
      expect(missing).toEqual([])
    }
    expect(editionAnchor('25', 'B-2')).toBe('artikel-25-B-2')
  })

  it('has no duplicate ids on any page', () => {
    expect(duplicateIds(site)).toEqual([])
  })

  it('indexes exactly the article pages, the contents pages of editions whose chapters have text of their own, and the records of changes for search, in Dutch, with edition and chapter filters', () => {
    const entry = JSON.parse(readFileSync(path.join(site.dir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {languages: Record<string, {page_count: number}>}
    expect(Object.keys(entry.languages)).toEqual(['nl'])
    const records = listComparisons(path.join(site.dir, 'api')).flatMap(({from, to}) => changeRecords(readComparison(path.join(site.dir, 'api'), from, to), siteUrls('/')))
    expect(records.length).toBeGreaterThan(0)
    // An edition whose chapters or sections have text of their own: its contents page shows it, searchable.
    const withHeadingText = site.editions.editions.filter((edition) => edition.headings.some((heading) => heading.text.length > 0)).map((edition) => `/${edition.edition}/`)
    expect(entry.languages.nl!.page_count).toBe(site.articles.length + records.length + withHeadingText.length)
    const indexed = [...site.pages.values()]
      .filter((page) => page.all('[data-pagefind-body]').length > 0)
      .map((page) => page.path)
      .sort()
    expect(indexed).toEqual([...site.articles.map(articlePath), ...withHeadingText].sort())
    for (const article of site.articles) {
      const body = site.pages.get(articlePath(article))!.one('[data-pagefind-body]')!
      const {hoofdstuk, paragraaf} = headingFilters(article)
      // A static `key:value` runs to the end of the attribute, so it comes last.
      expect(attr(body, 'data-pagefind-filter')).toBe(`${hoofdstuk ? 'hoofdstuk[data-hoofdstuk], ' : ''}${paragraaf ? 'paragraaf[data-paragraaf], ' : ''}soort[data-soort], editie:${article.edition}`)
      expect(attr(body, 'data-soort')).toBe('spelregels')
      expect([attr(body, 'data-hoofdstuk') ?? null, attr(body, 'data-paragraaf') ?? null]).toEqual([hoofdstuk, paragraaf])
    }
  })

  it('ships only the page script on article pages and links the one stylesheet on every page, lineage pages also their edition switcher', () => {
    const stylesheets = new Set<string>()
    for (const page of site.pages.values()) {
      const links = page.all('link[rel="stylesheet"]').map((link) => attr(link, 'href')!)
      // The switcher's rule per column comes from the corpus: as many as the widest lineage has columns.
      const switcher = page.one('.edition-switch') ? [`${site.base}geschiedenis/kolommen.css`] : []
      expect(links.slice(0, -1), page.path).toEqual(switcher)
      stylesheets.add(links.at(-1)!)
      expect(page.all('style').length, page.path).toBe(0)
    }
    expect(stylesheets.size).toBe(1)
    const widest = Math.max(...site.json<LineagesJson>('lineages.json').lineages.map((lineage) => lineage.articles.length))
    expect(readFileSync(path.join(site.dir, 'geschiedenis', 'kolommen.css'), 'utf8')).toBe(editionSwitchStyles(widest))
    // Every page's one page script (Citeer, print; tests/site/cite-print.test.ts), and on the search
    // page the search, on the home page the offline script, before it.
    for (const article of site.articles) expect(site.pages.get(articlePath(article))!.all('script:not([type="application/ld+json"])').length).toBe(1)
    expect(site.pages.get('/zoeken/')!.all('script').length).toBe(2)
    expect(site.pages.get('/')!.all('script').length).toBe(2)
  })

  it('has a web app manifest with Dutch name, icons, and start URL and scope at the site', () => {
    checkManifest(site)
  })

  it('links a favicon and a touch icon from every page, files of the build of the sizes claimed', () => {
    checkIcons(site)
  })

  it('offers the canonical Markdown and the JSON of each article for download', () => {
    for (const article of site.articles) {
      const hrefs = site.pages
        .get(articlePath(article))!
        .all('a[type]')
        .map((a) => [attr(a, 'type'), attr(a, 'href')])
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

  it('builds its pages without set:html, so law text is always escaped; only the JSON-LD, escaped by jsonLdText', () => {
    const files = readdirSync(path.join(root, 'site'), {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.astro'))
    const rawHtml = (f: string) => readFileSync(path.join(root, 'site', f), 'utf8').match(/set:html=\{[^}]*\}/g) ?? []
    const offenders = files.filter((f) => rawHtml(f).length > 0 && !(f === path.join('components', 'StructuredData.astro') && rawHtml(f).join() === 'set:html={json}'))
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
        const cells = rows.flatMap((row) => row.cells.flatMap((cell) => (cell?.kind === 'text' ? [cell] : [])))
        const statuses = cells.flatMap((cell) => (cell.status ? [statusWords[cell.status].label] : []))
        expect(page!.all('table.lineage .status').map(textOf)).toEqual(statuses)
        // A label and its status read as two words, also to a screen reader or in copied text.
        const glued = page!.all('table.lineage .pair-head strong').filter((label) => label.parentElement?.querySelector('.status') && !/^\s/.test(label.nextSibling?.textContent ?? ''))
        expect(glued.map(textOf), lineage.id).toEqual([])
        const marked = cells.filter((cell) => cell.diff && cell.status !== 'unchanged' && cell.diff.some((op) => op.op !== 'equal'))
        const ops = (op: string) => marked.flatMap((cell) => cell.diff!.filter((d) => d.op === op)).length
        expect(page!.all('table.lineage .cell-text ins')).toHaveLength(ops('insert'))
        expect(page!.all('table.lineage .cell-text del')).toHaveLength(ops('delete'))
        // A title's changes are marked apart from the text's, and a later text's in-force date is said.
        const trs = page!.all('table.lineage tbody tr')
        rows.forEach((row, r) =>
          row.cells.forEach((cell, col) => {
            if (cell?.kind !== 'text') return
            const td = trs[r]!.querySelector(`td[data-col="${col}"]`)!
            if (cell.provisions.length === 1 && cell.status && cell.titleDiff) {
              const title = td.querySelector('.cell-title')!
              expect(shownText(title, ['del', '.vh']), `${lineage.id} ${r}:${col}`).toBe(joined(cell.titleDiff, 'insert'))
              expect(shownText(title, ['ins', '.vh']), `${lineage.id} ${r}:${col}`).toBe(joined(cell.titleDiff, 'delete'))
            }
            expect(td.querySelector('.in-force time')?.getAttribute('datetime') ?? null).toBe(cell.inForceFrom)
          })
        )
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
          // A legend of the bars and the shaded amounts.
          expect(overview.all('.diff-legend li:not(.legend-print)').map(textOf), overview.path).toEqual([expect.stringMatching(/^balk: /), expect.stringMatching(/^sterk gewijzigd: /)])
          // On paper, without the boxes' shade, the amount in words.
          expect(overview.all('.diff-legend li:not(.legend-screen)').map(textOf).slice(1), overview.path).toEqual(['sterk gewijzigd: hoeveel er gewijzigd is, in woorden'])
          comparison.articles.forEach((article, index) => {
            const page = site.pages.get(`/vergelijk/${comparison.from}/${comparison.to}/${slugs[index]}/`)!
            expect(page.all('section.pair')).toHaveLength(article.pairs.length)
            // A legend saying in words what the marks are, the inserted and deleted words drawn as on the page.
            expect(page.all('.diff-legend'), page.path).toHaveLength(1)
            expect(page.all('.diff-legend li:not(.legend-print)').slice(0, 3).map(textOf), page.path).toEqual([
              `groen, onderstreept: toegevoegd in ${comparison.to}`,
              `rood, doorgestreept: geschrapt (stond in ${comparison.from})`,
              'in een kader: wat er met de bepaling gebeurde'
            ])
            // On paper the marks as printed, without colour ({+ +} and [- -] are the stylesheet's), and no "Vorige" or "Volgende".
            expect(page.all('.diff-legend li:not(.legend-screen)').slice(0, 3).map(textOf), page.path).toEqual([
              `onderstreept: toegevoegd in ${comparison.to}`,
              `doorgestreept: geschrapt (stond in ${comparison.from})`,
              'in een kader: wat er met de bepaling gebeurde'
            ])
            expect(
              page
                .all('.diff-legend li:not(.legend-screen)')
                .map(textOf)
                .filter((text) => /Vorige|Volgende|groen|rood|blauw|oranje/.test(text)),
              page.path
            ).toEqual([])
            expect(page.all('.diff-legend li > ins, .diff-legend li > del').map((mark) => mark.tagName.toLowerCase())).toEqual(['ins', 'ins', 'del', 'del'])
            // A rewrite: both texts whole and unmarked, its word diff (counted below) folded away; the legend says what the stripes are.
            const rewrites = article.pairs.filter(isRewrite)
            expect(page.all('.rewrite'), page.path).toHaveLength(rewrites.length)
            expect(page.all('details.word-diff > summary').map(textOf)).toEqual(rewrites.map(() => 'Wijzigingen woord voor woord'))
            expect(page.all('.rewrite ins, .rewrite del')).toHaveLength(0)
            expect(page.all('.diff-legend li:not(.legend-print) .legend-rewrite-from')).toHaveLength(rewrites.length > 0 ? 1 : 0)
            expect(page.all('[data-change]')).toHaveLength(article.pairs.filter((p) => p.status !== 'unchanged').length)
            // A diff between two texts that gave up shows both whole, unmarked.
            const shown = article.pairs.filter((p) => !(p.replacedWhole && p.from.length > 0 && p.to.length > 0))
            const count = (op: string) => shown.flatMap((p) => p.diff.filter((d) => d.op === op)).length
            expect(page.all('.redline .text-diff ins')).toHaveLength(count('insert'))
            expect(page.all('.redline .text-diff del')).toHaveLength(count('delete'))
            expect(page.all('.sides .text-diff ins')).toHaveLength(count('insert'))
            expect(page.all('.sides .text-diff del')).toHaveLength(count('delete'))
            // Titles apart from the texts: one redline line per pair of single provisions with a title.
            const titled = shown.filter((p) => p.titleDiff && p.from.length <= 1 && p.to.length <= 1)
            expect(page.all('.redline .pair-titles')).toHaveLength(titled.length)
            expect(page.all('.redline .pair-titles ins')).toHaveLength(titled.flatMap((p) => p.titleDiff!.filter((d) => d.op === 'insert')).length)
            // A diff per part of a split, merge or regrouping.
            const parts = article.pairs.flatMap((p) => p.parts)
            const names = article.pairs.flatMap((p) => {
              const label = (ids: string[], joined: string | null, side: Array<{id: string}>) => side.map(({id}) => sideLabels(ids, joined)[ids.indexOf(id)]).join(' + ')
              return p.parts.map((part) =>
                part.kind === 'continued' ? `${label(p.to, p.toLabel, part.to)} ← ${label(p.from, p.fromLabel, part.from)}` : part.kind === 'added' ? label(p.to, p.toLabel, part.to) : label(p.from, p.fromLabel, part.from)
              )
            })
            expect(page.all('.part-title').map((title) => shownText(title, ['.vh']))).toEqual(names)
            expect(page.all('.part-redline ins')).toHaveLength(parts.flatMap((part) => part.diff.filter((d) => d.op === 'insert')).length)
            expect(page.all('.part-redline del')).toHaveLength(parts.flatMap((part) => part.diff.filter((d) => d.op === 'delete')).length)
            // Pairs of footnotes only are listed last, under their own heading.
            expect(page.all('.footnote-pairs section.pair')).toHaveLength(article.pairs.filter((p) => [...p.from, ...p.to].every(isFootnoteId)).length)
          })
        }
      }
    })

    it('shows a coverage matrix with a row per lineage and a cell per edition', () => {
      const {lineages} = site.json<LineagesJson>('lineages.json')
      const home = site.pages.get('/')!
      expect(home.all('table.coverage thead th').map(textOf)).toEqual(['Artikel', ...site.editions.editions.map((e) => e.edition)])
      expect(home.all('table.coverage tbody tr')).toHaveLength(lineages.length)
      const linked = home
        .all('table.coverage .cell-article > a:first-child')
        .map((a) => attr(a, 'href'))
        .sort()
      expect(linked).toEqual(lineages.flatMap((l) => l.articles.map(articlePath)).sort())
      for (const cell of home.all('table.coverage .cell-article'))
        expect(textOf(cell)).toMatch(
          /^art\. \S+ (eerste in deze verzameling|niet vergeleken( met \d{4})?(; koppeling onzeker)?|(ongewijzigd|tekst ongewijzigd|licht gewijzigd|gewijzigd|sterk gewijzigd) t\.o\.v\. \d{4} \((<1|\d+)%(; koppeling onzeker)?\))$/
        )
    })
  })
})

describe('the real corpus as a legal reader reads it', () => {
  let site: BuiltSite
  beforeAll(() => {
    site = readSite(inject('sites').root)
  })

  const page = (pagePath: string) => {
    const found = site.pages.get(pagePath)
    if (!found) throw new Error(`No page ${pagePath}`)
    return found
  }
  const section = (p: Page, heading: string) => p.all('section.pair').find((s) => textOf(s.querySelector('.pair-title')!) === heading)!
  const notes = (p: Page) => p.all('.moved').map((note) => [textOf(note), Array.from(note.querySelectorAll('a'), (a) => attr(a, 'href'))])

  it('shows 1975 art. 30 lid c as in force from 1 January 1984, its title apart from its text', () => {
    const c = section(page('/vergelijk/1975/1987/artikel-30/'), 'c → C')
    expect(Array.from(c.querySelectorAll('.in-force'), textOf)).toEqual(['Tekst van 1975: geldt vanaf 1 januari 1984.'])
    expect(c.querySelector('.in-force time')!.getAttribute('datetime')).toBe('1984-01-01')
    expect(textOf(c.querySelector('.redline .pair-titles')!)).toBe('Titel: nieuw: Als de pas conventioneel is')
    expect(c.querySelector('.redline .text-diff')!.textContent).not.toContain('Als de pas conventioneel is')
    const lineage = page('/geschiedenis/1975-30/')
    expect(lineage.all('.in-force').map(textOf)).toEqual(['Geldt vanaf 1 januari 1984'])
    expect(page('/1975/artikel-30/').all('.in-force').map(textOf)).toEqual(['Geldt vanaf 1 januari 1984'])
  })

  it('says a changed rule in words, and which parts rest on a link alone, on the comparison pages', () => {
    const compared = page('/vergelijk/1987/1997/artikel-25/')
    const amended = section(compared, 'B 2 (b) (2)')
    expect(textOf(amended.querySelector('.status')!)).toBe('inhoudelijk gewijzigd')
    expect(textOf(amended.querySelector('.explanation')!)).toMatch(
      /^Onderdeel B 2 \(b\) \(2\) is inhoudelijk gewijzigd \(57% van de woorden gewijzigd\)\. Gewijzigd: was „een willekeurige andere reglementaire bieding doen, in welk geval \(strafbepaling\) zijn partner verder moet passen”, nu „/
    )
    // Lid A sets a new limit in 1997 ("Tot zijn partner een bieding doet"): a changed rule, no rewording.
    expect(textOf(section(compared, 'A').querySelector('.status')!)).toBe('inhoudelijk gewijzigd')
    // Every part whose pieces only a link holds together says so; the others do not.
    const {articles} = site.json<ComparisonJson>('compare/1975/1987.json')
    const linkOnly = articles.flatMap((article) => article.pairs.flatMap((pair) => pair.parts.filter((part) => part.evidence === 'link').map(() => article.to.number)))
    expect(linkOnly.length).toBeGreaterThan(0)
    const grounds = [...new Set(linkOnly)].flatMap((number) => page(`/vergelijk/1975/1987/artikel-${number}/`).all('.part-ground').map(textOf))
    expect(grounds).toEqual(linkOnly.map(() => partEvidenceWords.link))
  })

  it('keeps deleted and inserted words apart without colour: each change named in hidden words, apart from the word before it (what a selection copies: copy-text.test.ts)', () => {
    const compared = page('/vergelijk/1975/1987/artikel-34/')
    const title = compared.all('.comparison > p').find((p) => p.textContent!.startsWith('Titel: '))!
    // Hidden words' spaces are no-break spaces (a copy reads them as spaces: tests/site/copy-text.test.ts).
    const spaced = (element: Element) => element.textContent!.replaceAll('\u00a0', ' ')
    expect(spaced(title)).toBe('Titel: geschrapt: Op de beurt bieden na een onjuiste nieuw: Ontoelaatbare bieding nieuw: blijft ongestraft')
    expect(shownText(title, ['.vh'])).toBe('Titel: Op de beurt bieden na een onjuisteOntoelaatbare bieding blijft ongestraft')
    const split = section(compared, 'tweede alinea → A + B + C')
    expect(spaced(split.querySelector('.part-redline')!)).toMatch(/^geschrapt: indien nieuw: Als de geschrapt: rechtmatig gedane nieuw: ontoelaatbare bieding /)
    // On every comparison and lineage page, each change says what it is, in words out of the search index,
    // and no change runs into the word or change before it.
    const changePages = [...site.pages.values()].filter((p) => /^\/(vergelijk|geschiedenis)\//.test(p.path))
    for (const p of changePages) {
      // A change of a space or line break alone has no words to name.
      const all = p.all('ins, del').filter((mark) => !mark.closest('.diff-legend') && !mark.closest('.lineage-view > p'))
      expect(all.filter((mark) => mark.textContent!.trim() === '' && mark.querySelector('.vh')).length, p.path).toBe(0)
      const marks = all.filter((mark) => mark.textContent!.trim() !== '')
      for (const mark of marks) {
        // After the change's own leading space or line break.
        const hidden = mark.firstElementChild?.tagName === 'BR' ? mark.querySelector(':scope > br + span') : mark.firstElementChild
        expect(hidden?.matches('span.vh[data-pagefind-ignore]') && !/\S/.test(mark.textContent!.slice(0, mark.textContent!.indexOf(hidden.textContent!))), p.path).toBe(true)
        expect(hidden!.textContent, p.path).toMatch(mark.tagName === 'DEL' ? /^\u00a0?geschrapt:\u00a0$/ : /^\u00a0?nieuw:\u00a0$/)
      }
      expect(
        // A change may follow an opening quote or parenthesis, not a word or another change.
        marks.flatMap((mark) => mark.parentElement!.textContent!.match(/[^\s„(](geschrapt|nieuw):\s/g) ?? []),
        p.path
      ).toEqual([])
    }
  })

  it('gives each part of the regrouping of 1975 art. 30 a and footnote 2 its own diff', () => {
    const regrouped = section(page('/vergelijk/1975/1987/artikel-30/'), 'a + voetnoot 2 → A + B 1')
    const {articles} = site.json<ComparisonJson>('compare/1975/1987.json')
    const pair = articles.find((a) => a.from.id === '1975/30')!.pairs.find((candidate) => candidate.from.join() === '1975/30/a,1975/30/fn2')!
    const labels = (side: Array<{id: string}>) => side.map(({id}) => (id.includes('/fn') ? `voetnoot ${id.split('fn')[1]}` : id.split('/').slice(2).join(' '))).join(' + ')
    expect(Array.from(regrouped.querySelectorAll('.part-title'), (title) => shownText(title, ['.vh']))).toEqual(pair.parts.map((part) => `${labels(part.to)} ← ${labels(part.from)}`))
    // By the clauses that continue each other: the conditions of lid a went to A and B 1, its penalty to A, its reference to artikel 26 with footnote 2 to B 1.
    expect(pair.parts.map((part) => `${part.from.map((side) => side.id).join(' + ')} → ${part.to.map((side) => side.id).join(' + ')}`)).toEqual([
      '1975/30/a → 1987/30/A + 1987/30/B/1',
      '1975/30/a → 1987/30/A',
      '1975/30/a + 1975/30/fn2 → 1987/30/B/1'
    ])
    expect(Array.from(regrouped.querySelectorAll('.part-title .vh'), textOf)).toEqual([', afkomstig uit lid a', ', afkomstig uit lid a', ', afkomstig uit lid a en voetnoot 2'])
    // Both whole texts stay available, folded away under the parts.
    expect(textOf(regrouped.querySelector('details.whole > summary')!)).toBe('Beide teksten in hun geheel')
    // Several provisions' titles are listed per edition, not run together.
    expect(Array.from(regrouped.querySelectorAll(':scope > .pair-titles'), textOf)).toEqual(['Titels in 1987: A: „nieuw: Vóórdat een van de spelers een bod heeft gedaan”; B 1: „nieuw: RT is aan de beurt om te bieden”'])
  })

  it('says the moves of the 1982 second paragraphs into 1987 art. 35 from both ends, with links', () => {
    const {moves} = site.json<ComparisonJson>('compare/1982/1987.json')
    expect(moves.map((move) => `${move.from.join()} → ${move.to.join()}`)).toEqual(['1982/36/li2 → 1987/35/p1,1987/35/A', '1982/37/li2 → 1987/35/p1,1987/35/B', '1982/38/li2 → 1987/35/p1,1987/35/C', '1982/39/li2 → 1987/35/p1,1987/35/D'])
    const compared = page('/vergelijk/1982/1987/artikel-37/')
    const moved = section(compared, 'tweede alinea → de aanhef van artikel 35 (1987) + artikel 35 B (1987)')
    expect(textOf(moved.querySelector('.status')!)).toBe('verplaatst')
    // Only where tweede alinea of art. 37 went: not what else reached art. 35 from other articles.
    expect(notes(compared)).toEqual([
      ['Verplaatst naar de aanhef van artikel 35 (1987).', ['/1987/artikel-35/#p1']],
      ['Verplaatst naar artikel 35 B (1987).', ['/1987/artikel-35/#B']]
    ])
    expect(notes(page('/1982/artikel-37/'))).toEqual([
      ['Verplaatst naar de aanhef van artikel 35 (1987) (vergelijking 1982 met 1987).', ['/1987/artikel-35/#p1', '/vergelijk/1982/1987/artikel-37/']],
      ['Verplaatst naar artikel 35 B (1987) (vergelijking 1982 met 1987).', ['/1987/artikel-35/#B', '/vergelijk/1982/1987/artikel-37/']]
    ])
    expect(page('/1982/artikel-37/').all('[id="li2"] > .moved')).toHaveLength(2)
    const from = (n: string) => [`Afkomstig uit artikel ${n} (1982), tweede alinea (vergelijking 1982 met 1987).`, [`/1982/artikel-${n}/#li2`, `/vergelijk/1982/1987/artikel-${n}/`]]
    // The stem of 1987 art. 35 takes the condition of all four, each lid A-D the rule of one.
    const expected = [...['36', '37', '38', '39'].map(from), ...['36', '37', '38', '39'].map(from)]
    expect(notes(page('/1987/artikel-35/'))).toEqual(expected)
    expect(page('/1987/artikel-35/').all('.lid:has(> .lid-head > [id="B"]) > .moved').map(textOf)).toEqual([from('37')[0]])
    // Against 1975, lid B of 1987 art. 35 is new; the page says where it came from.
    expect(notes(page('/vergelijk/1975/1987/artikel-34/'))).toEqual(expected)
    expect(notes(page('/geschiedenis/1975-34/'))).toEqual(expected)
    // There those moves belong to 1982-1987, an edition pair the page skips: folded, saying why.
    const folds = (p: Page) => p.all('details.moved-fold').map((fold) => [textOf(fold.querySelector('summary')!), textOf(fold.querySelector('.moved-why')!), fold.querySelectorAll('.moved').length])
    const why = (count: number) => `De editie 1982, tussen 1975 en 1987, wordt hier overgeslagen. De ${count === 1 ? 'verplaatsing hieronder gebeurde' : 'verplaatsingen hieronder gebeurden'} van 1982 naar 1987.`
    const one = ['1 bepaling kwam in 1987 uit een ander artikel van 1982', why(1), 1]
    expect(folds(page('/vergelijk/1975/1987/artikel-34/'))).toEqual([['4 bepalingen kwamen in 1987 uit andere artikelen van 1982', why(4), 4], ['3 bepalingen kwamen in 1987 uit andere artikelen van 1982', why(3), 3], one])
    expect(folds(page('/geschiedenis/1975-34/'))).toEqual([['4 bepalingen kwamen in 1987 uit andere artikelen van 1982', why(4), 4], one, one, one, one])
    expect(page('/vergelijk/1975/1987/artikel-34/').all('.pair > .moved')).toEqual([])
    // Lid D is new against 1975, and its text came from 1982 art. 39: one statement says both.
    const addedD = 'Lid D is toegevoegd; de tekst komt uit artikel 39 (1982), tweede alinea, in 1987 naar dit artikel verplaatst.'
    expect(textOf(section(page('/vergelijk/1975/1987/artikel-34/'), 'D').querySelector('.explanation')!)).toBe(addedD)
    expect(page('/geschiedenis/1975-34/').all('td .explanation').map(textOf)).toContain(addedD)
    // On the comparison that shows the moves they are no fold.
    expect(page('/vergelijk/1982/1987/artikel-37/').all('details.moved-fold')).toEqual([])
    expect(page('/vergelijk/1982/1987/').all('.moves > li').map(textOf)).toEqual(
      moves.map((move) => `artikel ${move.from[0]!.split('/')[1]} (1982), tweede alinea → de aanhef van artikel 35 (1987) en artikel 35 ${move.toLabel!.split(' + ')[1]} (1987): ${move.explanation} Naar de vergelijking`)
    )
    // In the lineage of 1982 art. 37 the moved provision stays in its row, cited in full.
    expect(
      page('/geschiedenis/1982-37/')
        .all('.cell-links a')
        .map((a) => [textOf(a), attr(a, 'href')])
    ).toContainEqual(['naar artikel 35 B (1987)', '/1987/artikel-35/#B'])
  })

  it('words comparisons, their overview and lineages as a Dutch editor would', () => {
    const overview = page('/vergelijk/1975/1987/')
    expect(textOf(overview.one('#artikelen')!)).toBe('Artikelen, de sterkst gewijzigde eerst')
    // The edition in between that the comparison passes over is named and linked, here and on each article's comparison; none between 1987 and 1997.
    for (const skipping of [overview, page('/vergelijk/1975/1987/artikel-34/')]) {
      expect(skipping.all('.skipped-editions').map(textOf), skipping.path).toEqual(['Deze vergelijking gaat van 1975 rechtstreeks naar 1987; de editie 1982, die ertussen ligt, slaat zij over.'])
      expect(skipping.all('.skipped-editions a').map((a) => attr(a, 'href'))).toEqual(['/1982/'])
    }
    expect(page('/vergelijk/1987/1997/').all('.skipped-editions')).toEqual([])
    expect(overview.all('.summary > li').map(textOf)[1]).toBe('Per artikel is gemiddeld 53% van de woorden gewijzigd, een sterke wijziging.')
    expect(textOf(overview.one('.ranked a[href="/vergelijk/1975/1987/artikel-34/"]')!)).toBe('Artikel 34 → 35 (Ontoelaatbare bieding blijft ongestraft)')
    // No amount says its participle twice: `… van de woorden gewijzigd (gewijzigd)`.
    const doubled = [...site.pages.values()].filter((p) => /gewijzigd \((licht |sterk )?gewijzigd\)/.test(textOf(p.one('body')!))).map((p) => p.path)
    expect(doubled).toEqual([])
    const compared = page('/vergelijk/1975/1987/artikel-34/')
    // The changed title is said once, as its redline, not also next to the articles' links.
    expect(textOf(compared.all('.comparison > p')[0]!)).toBe('1975: artikel 34 → 1987: artikel 35, vernummerd')
    expect(compared.all('.comparison > p.title-change').map((p) => p.textContent!.startsWith('Titel: '))).toEqual([true])
    // A rewrite whose older side has no title says so, and no page shows an empty "Titel:".
    const rewrite = page('/vergelijk/1982/1987/artikel-39/').all('.rewrite-side')
    expect(rewrite.map((side) => Array.from(side.querySelectorAll('.pair-titles'), textOf))).toEqual([['Geen titel'], ['Titel: Andere bieding van tegenspeler']])
    const empty = [...site.pages.values()].flatMap((p) =>
      p
        .all('.pair-titles')
        .filter((title) => /^Titel( van \S+)?:$/.test(textOf(title)))
        .map(() => p.path)
    )
    expect(empty).toEqual([])
    const lineage = page('/geschiedenis/1975-34/')
    expect(lineage.all('td.gap-none').map(textOf)).toEqual(Array(3).fill('1975: artikel 34 geen tegenhanger in 1975'))
    expect(lineage.all('.compared-with').map(textOf)).toEqual(Array(3).fill('vergeleken met een deel van de tweede alinea uit 1975'))
    expect([...site.pages.values()].filter((p) => /niet in deze editie|\(deels\)/.test(textOf(p.one('body')!))).map((p) => p.path)).toEqual([])
    // The lineages' list: the heading's parentheses are not followed by more.
    expect(page('/geschiedenis/').all('main li').map(textOf)).toContain('Artikel 30 (Voor de beurt passen): 1975 art. 30, 1987 art. 30')
  })

  it('lists footnote pairs last and points the provision whose footnote changed at them', () => {
    const compared = page('/vergelijk/1987/1997/artikel-25/')
    expect(compared.all('.footnote-pairs .pair-title').map(textOf)).toEqual(['voetnoot 1', 'voetnoot 2'])
    const fn1 = section(compared, 'voetnoot 1')
    const b1 = section(compared, 'B 1')
    expect(textOf(b1.querySelector('.status')!)).toBe('voetnoot gewijzigd')
    expect(Array.from(b1.querySelectorAll('.footnote-link'), (p) => [textOf(p), p.querySelector('a')!.getAttribute('href')])).toEqual([['Zie voetnoot 1 hieronder (toegevoegd).', `#${fn1.id}`]])
    expect(Array.from(fn1.querySelectorAll('.sides a'), (a) => a.getAttribute('href'))).toEqual(['/1997/artikel-25/#fn-1'])
  })

  it('says wherever it names the editions that it holds a selection, and which articles: home, descriptions, manifest, edition pages, downloads', () => {
    const collection =
      'Een selectie uit de spelregels voor wedstrijdbridge: artikel 28 t/m 35 van de editie 1975, artikel 36 t/m 39 van de editie 1982, artikelen 9 t/m 16 en 23 t/m 40 van de editie 1987 en artikelen 25 en 26 van de editie 1997'
    const home = page('/')
    // What the collection holds is said per edition in the list below the lead, and in all in the description.
    expect(textOf(home.one('.lead')!)).toBe('Zoek een regel op, zie wat er in een artikel van editie tot editie gewijzigd is, en citeer een lid met een vaste link.')
    expect(attr(home.one('meta[name="description"]')!, 'content')).toBe(`${collection}. Opzoeken, vergelijken en citeren per lid.`)
    expect((JSON.parse(readFileSync(path.join(site.dir, 'manifest.webmanifest'), 'utf8')) as {description: string}).description).toBe(`${collection}; ook zonder verbinding.`)
    expect(home.all('.editions li').map((li) => /^Editie \d{4}: [^.]+\./.exec(textOf(li))?.[0])).toEqual([
      'Editie 1975: een selectie van 8 artikelen (artikel 28 t/m 35).',
      'Editie 1982: een selectie van 4 artikelen (artikel 36 t/m 39).',
      'Editie 1987: een selectie van 26 artikelen (artikelen 9 t/m 16 en 23 t/m 40).',
      'Editie 1997: een selectie van 2 artikelen (artikelen 25 en 26).'
    ])
    expect(home.all('#downloads + ul > li').map(textOf)).toEqual(['Alle artikelen van deze verzameling in één JSON-bestand (beschrijving van de opbouw)', 'De artikelen van deze verzameling in Markdown, per editie: 1975, 1982, 1987, 1997'])
    const edition = page('/1987/')
    expect(attr(edition.one('meta[name="description"]')!, 'content')).toBe('Inhoud van de spelregels, editie 1987: deze verzameling bevat een selectie van 26 artikelen (artikelen 9 t/m 16 en 23 t/m 40)')
    const sources = textOf(edition.one('.edition-sources')!)
    expect(sources.startsWith('Deze verzameling bevat uit deze editie een selectie van 26 artikelen (artikelen 9 t/m 16 en 23 t/m 40), naar de wikipagina')).toBe(true)
    expect(sources).toBe(
      `Deze verzameling bevat uit deze editie een selectie van 26 artikelen (artikelen 9 t/m 16 en 23 t/m 40), naar de wikipagina's Sjabloon:1987:HIV (geraadpleegd op ${retrievedDay('laws/1987/HIV.md')}), Sjabloon:1987:HV2 (geraadpleegd op ${retrievedDay('laws/1987/HV2.md')}) van Spelregels voor tafelarbiters (keesboek.com).`
    )
    expect(
      edition
        .all('a')
        .filter((a) => attr(a, 'href') === '/1987/volledig/')
        .map(textOf)
    ).toEqual(['Artikelen 9 t/m 16 en 23 t/m 40 (een selectie) op één pagina'])
    const whole = page('/1987/volledig/')
    expect([textOf(whole.one('h1')!), attr(whole.one('meta[name="description"]')!, 'content')]).toEqual([
      'Editie 1987: artikelen 9 t/m 16 en 23 t/m 40 (een selectie) op één pagina',
      'Spelregels voor wedstrijdbridge, editie 1987: artikelen 9 t/m 16 en 23 t/m 40 (een selectie), op één pagina'
    ])
  })

  it('says an unknown date of the edition it is about, not of the edition named just before, with the end the start of the next edition implies', () => {
    expect(textOf(page('/1987/').one('.edition-status details > p')!)).toBe(
      'Deze editie is vervangen door de editie 1997. De editie 1987 gold tot 1 september 1997; sinds wanneer, is onbekend. Voorafgegaan door de editie 1982. De latere edities 2007 en 2017 staan niet in deze verzameling.'
    )
  })

  it('cites an unlabeled part by its place, as the print numbers none', () => {
    const cites = page('/1982/artikel-36/')
      .all('[data-cite]')
      .map((button) => attr(button, 'data-cite'))
    // Each with the wiki page it was taken from and the day (laws/corpus.json `sources`).
    const source = pinnedSource('laws/1982/HV4.md', 'Sjabloon:1982:HV4')
    expect(cites).toEqual([`Spelregels voor wedstrijdbridge 1982, art. 36, eerste alinea${source}`, `Spelregels voor wedstrijdbridge 1982, art. 36, tweede alinea${source}`])
  })

  it('never says an article is only in one edition, since the corpus lacks most articles of other editions', () => {
    const claims = [...site.pages.values()].filter((p) => /alleen in deze editie/i.test(textOf(p.one('body')!))).map((p) => p.path)
    expect(claims).toEqual([])
    expect(page('/1987/artikel-9/').all('.article-aside p').map(textOf)).toContain('Niet in andere edities van deze verzameling.')
    expect(page('/').all('table.coverage .cell-change').map(textOf)).not.toContain('eerste versie')
  })

  it('names provisions as the law prints them, never by an internal id, on any page', () => {
    // Addresses (`/1975/artikel-28/#p1`) may hold anchors; the words around them may not.
    const words = (text: string) => text.replace(/(?:https?:\/\/|\/)\S*/g, ' ')
    const ids = [...site.pages.values()].flatMap((p) => (words(textOf(p.one('body')!)).match(/\b\d{4}\/\d+[a-z]?\/[\w~/-]+|\b(?:p|li|fn)\d+\b/g) ?? []).map((match) => `${p.path}: ${match}`))
    expect(ids).toEqual([])
  })

  it('never states a percentage twice in a row', () => {
    const doubled = [...site.pages.values()].flatMap((p) => (textOf(p.one('body')!).match(/\b(\d+%)[^\d%]{0,20}\b\1/g) ?? []).map((match) => `${p.path}: ${match}`))
    expect(doubled).toEqual([])
  })

  it('shows on each pair overview the chapter and section headings that correspond, linked to their editions, with what changed in words', () => {
    const rows = (key: string) => page(`/vergelijk/${key}/`).all('.heading-changes > li')
    expect(rows('1975/1987').map(textOf)).toEqual([
      'Voor de beurt bieden (1975) → § IV Voor de beurt bieden (1987): § IV „Voor de beurt bieden” (1987) komt overeen met de kop „Voor de beurt bieden” (1975): 8 artikelen eronder komen overeen. De kop is genummerd: § IV.'
    ])
    expect(rows('1975/1987').flatMap((row) => Array.from(row.querySelectorAll('a'), (a) => attr(a, 'href')))).toEqual(['/1975/', '/1987/'])
    expect(rows('1987/1997').map(textOf)).toEqual([
      '§ II Het wijzigen van een bieding (1987) → PARAGRAAF II Het wijzigen van een bieding (1997): PARAGRAAF II „Het wijzigen van een bieding” (1997) komt overeen met § II „Het wijzigen van een bieding” (1987): 2 artikelen eronder komen overeen. Nummer en titel zijn gelijk.'
    ])
    // Every pair overview the site has, each with its rows exactly (one without would be []).
    const overviews = [...site.pages.keys()].filter((p) => /^\/vergelijk\/[^/]+\/[^/]+\/$/.test(p)).map((p) => p.split('/').slice(2, 4).join('/'))
    expect(Object.fromEntries(overviews.map((key) => [key, rows(key).map(textOf)]))).toEqual({
      '1975/1987': ['Voor de beurt bieden (1975) → § IV Voor de beurt bieden (1987): § IV „Voor de beurt bieden” (1987) komt overeen met de kop „Voor de beurt bieden” (1975): 8 artikelen eronder komen overeen. De kop is genummerd: § IV.'],
      '1982/1987': [
        'Ontoelaatbare biedingen (1982) → § V Ontoelaatbare biedingen (1987): § V „Ontoelaatbare biedingen” (1987) komt overeen met de kop „Ontoelaatbare biedingen” (1982): 4 artikelen eronder komen overeen. De kop is genummerd: § V.'
      ],
      '1987/1997': [
        '§ II Het wijzigen van een bieding (1987) → PARAGRAAF II Het wijzigen van een bieding (1997): PARAGRAAF II „Het wijzigen van een bieding” (1997) komt overeen met § II „Het wijzigen van een bieding” (1987): 2 artikelen eronder komen overeen. Nummer en titel zijn gelijk.'
      ]
    })
  })

  it('counts provisions with a noun on the comparison overview, each side of a merge, split or regrouping', () => {
    for (const key of ['1975/1987', '1982/1987', '1987/1997']) {
      const {summary} = site.json<ComparisonJson>(`compare/${key}.json`)
      const expected = pairStatuses.filter((status) => countedProvisions(status, summary.provisions[status]) > 0).map((status) => statusCountWords(status, summary.provisions[status]))
      expect(page(`/vergelijk/${key}/`).all('.provision-counts li').map(textOf)).toEqual(expected)
    }
    expect(page('/vergelijk/1975/1987/').all('.provision-counts li').map(textOf)).toEqual([
      '5 bepalingen inhoudelijk gewijzigd',
      '6 bepalingen anders geformuleerd',
      '1 bepaling in de tekst opgenomen',
      '3 bepalingen gesplitst over 7',
      '6 bepalingen samengevoegd tot 3',
      '9 bepalingen opnieuw ingedeeld in 9',
      '1 bepaling toegevoegd',
      '3 bepalingen vervallen',
      '3 bepalingen vervangen door een verwijzing'
    ])
  })

  it("states change on lineage pages with the comparison's measure, the share of words changed", () => {
    const {lineages} = site.json<LineagesJson>('lineages.json')
    let checked = 0
    for (const lineage of lineages.filter((candidate) => candidate.links.length > 0)) {
      const notes = page(`/geschiedenis/${lineageSlug(lineage.id)}/`)
        .all('.link-notes li')
        .map(textOf)
      lineage.links.forEach((link, k) => {
        const [from, to] = [link.from.split('/')[0]!, link.to.split('/')[0]!]
        const compared = site.json<ComparisonJson>(`compare/${from}/${to}.json`).articles.find((a) => a.from.id === link.from && a.to.id === link.to)!
        const share = `${Math.round(compared.changeShare * 100)}% van de woorden`
        expect(notes[k]).toContain(`${share} gewijzigd`)
        expect(compared.explanation).toContain(`${share} is gewijzigd`)
        // A similarity is said as one: `overeenkomst in titel 11%`, never a bare `titel 11%`.
        expect(notes[k]).not.toMatch(/\d+%\s*gelijk|(?<!overeenkomst in )titel \d+%/)
        checked++
      })
    }
    expect(checked).toBe(lineages.reduce((sum, lineage) => sum + lineage.links.length, 0))
    expect(checked).toBeGreaterThan(0)
    expect(page('/geschiedenis/1975-34/').all('.link-notes li').map(textOf)).toEqual([
      '1975 art. 34 → 1987 art. 35: 72% van de woorden gewijzigd (naar de vergelijking); berekend uit de tekst en door de redactie bevestigd, overeenkomst in woordgebruik 31%, overeenkomst in titel 11%.'
    ])
  })

  it('says where every comparison pair’s links come from in the reader’s words, never by an internal id', () => {
    const texts = [...site.pages.values()].filter((p) => p.path.startsWith('/vergelijk/')).flatMap((p) => p.all('.provenance').map(textOf))
    expect(texts.length).toBeGreaterThan(50)
    // A tree id or a bare path (`1987/31/B`, `A/2/a`), or a positional id (`p1`, `li2`, `fn1`); an editors' note may set phrases apart with ` / `.
    expect(texts.filter((text) => /[^\s/]\/[^\s/]|\b(?:p|li|fn|note)\d+\b/.test(text))).toEqual([])
    const aanhef = section(page('/vergelijk/1975/1987/artikel-28/'), 'aanhef + a + b → A + B').querySelector('.provenance')!
    expect(textOf(aanhef.querySelector('summary')!)).toBe('Koppelingen: 2 afgeleid uit de opbouw van het artikel en door de redactie bevestigd, 2 berekend uit de tekst')
  })

  it('says on the lineage page of 1975 art. 30 that b 1 and b 2 were removed by 1987, from the rows file alone', () => {
    const rows = page('/geschiedenis/1975-30/').all('table.lineage tbody tr')
    const said = rows.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.classList.contains('gap-status') ? textOf(td.querySelector('.absent')!) : null)))
    expect(said.filter((cells) => cells.some((cell) => cell !== null))).toEqual([
      [null, 'vervallen'],
      [null, 'vervallen']
    ])
  })

  it('follows an article "van editie tot editie"', () => {
    expect(textOf(page('/').one('#overzicht')!)).toBe('Geschiedenis per artikel')
    expect(textOf(page('/geschiedenis/1975-34/').one('h1')!)).toBe('Artikel 35 (Ontoelaatbare bieding blijft ongestraft; eerder 34) van editie tot editie')
    expect(textOf(page('/geschiedenis/1975-30/').one('h1')!)).toBe('Artikel 30 (Voor de beurt passen) van editie tot editie')
    expect(attr(page('/geschiedenis/1975-30/').one('meta[name="description"]')!, 'content')).toBe('Artikel 30 (Voor de beurt passen) van editie tot editie')
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

  it('has a web app manifest whose start URL, scope and icons are under the base path', () => {
    checkManifest(site)
  })

  it('links a favicon and a touch icon under the base path from every page', () => {
    checkIcons(site)
  })

  it('has the same pages as the build at /', () => {
    expect([...site.pages.keys()].filter((p) => /^\/\d{4}\/artikel-/.test(p)).sort()).toEqual(site.articles.map(articlePath).sort())
  })
})
