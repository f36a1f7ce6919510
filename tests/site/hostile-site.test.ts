// Law text is text: the site built from hostile sources (script and image tags, event handlers,
// `javascript:` links, HTML entities, Markdown link and image syntax, `{` `}` template syntax,
// attribute break-outs) shows every such string literally on every kind of page, keeps it exactly
// in the JSON export, and contains no markup that could run or load anything.
// The sources: the parser's `tests/fixtures/hostile/` and `tests/site/fixtures/hostile-laws/`
// (two editions of the site's own, so there are lineage and comparison pages), built in a copy of
// the project by the global setup (see helpers/sites.ts).
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {beforeAll, describe, expect, inject, it} from 'vitest'
import type {ArticleJson, ComparisonJson, DiffOp, LineageRowsJson, LineagesJson} from '../../src/schema.ts'
import {lineageHeading} from '../../site/lib/lineage.ts'
import {headingName} from '../../site/lib/toc.ts'
import {anchorOf, comparisonSlugs, isFootnoteId, lineageSlug} from '../../site/lib/urls.ts'
import {provisionsIn} from '../../support/tree.ts'
import {attr, readHtml, shownText, textOf} from './helpers/html.ts'
import {brokenLinks, duplicateIds} from './helpers/links.ts'
import {policyProblems, unsafeMarkup} from './helpers/security.ts'
import {articlePath, readSite, type BuiltSite} from './helpers/site.ts'

let site: BuiltSite & {
  /** The sources, by path relative to the project (`laws/2001/VIJAND.md`). */
  sources: Map<string, string>
}
beforeAll(() => {
  const dir = inject('sites').hostile
  const project = path.dirname(dir)
  const sources = new Map(
    readdirSync(path.join(project, 'laws'), {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.md'))
      .map((file) => [`laws/${file.split(path.sep).join('/')}`, readFileSync(path.join(project, 'laws', file), 'utf8')])
  )
  site = {...readSite(dir), sources}
})

const page = (pagePath: string) => {
  const found = site.pages.get(pagePath)
  if (!found) throw new Error(`No page ${pagePath} in the hostile build`)
  return found
}
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
const lines = (text: string | null) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
const shownLines = (elements: Element[], drop: string[]) => elements.flatMap((e) => lines(shownText(e, drop)))
const joined = (ops: DiffOp[], keep: 'insert' | 'delete') =>
  ops
    .filter((op) => op.op === 'equal' || op.op === keep)
    .map((op) => op.text)
    .join('')

/** Every string of law text an article carries in the JSON. */
function strings(article: ArticleJson): string[] {
  const all = [article.title ?? '', article.chapter ?? '', article.section ?? '', ...article.footnotes.map((f) => f.text), ...article.notes.map((n) => n.text)]
  for (const p of provisionsIn(article.provisions)) all.push(p.title ?? '', p.text ?? '')
  return all
}

/** What the sources try to smuggle in: tags, comments, entities, Markdown links and images, template syntax, script URLs. */
const hostilePatterns = [/<\/?[a-z][^<>\n]*>/gi, /<!--.*?-->/g, /&(?:#\d+|#x[\da-f]+|[a-z]+);/gi, /!?\[[^\]\n]*\]\([^)\n]*\)/g, /\$?\{\{?[^{}\n]*\}\}?/g, /javascript:[^\s"')\]]*/g]

function hostileStrings(source: string): string[] {
  const body = source.split('\n').slice(1).join('\n')
  return [...new Set(hostilePatterns.flatMap((pattern) => body.match(pattern) ?? []))]
}

describe('the site built from hostile sources', () => {
  it('has the pages of every kind: articles, lineages over several editions, comparisons, search', () => {
    const paths = [...site.pages.keys()]
    expect(site.articles.length).toBeGreaterThanOrEqual(6)
    expect(paths.filter((p) => /^\/geschiedenis\/.+\//.test(p)).length).toBeGreaterThan(0)
    expect(paths.filter((p) => /^\/vergelijk\/\d{4}\/\d{4}\/artikel-/.test(p)).length).toBeGreaterThan(0)
    expect(paths).toContain('/zoeken/')
    const hostile = [...site.sources.values()].flatMap(hostileStrings)
    for (const needle of ['<script>', 'onerror=', 'javascript:', '&amp;', '&lt;', '](', '{'])
      expect(
        hostile.some((h) => h.includes(needle)),
        needle
      ).toBe(true)
  })

  it('keeps every hostile string of the sources, exactly, in the JSON export', () => {
    const missing: string[] = []
    let found = 0
    for (const [file, source] of site.sources) {
      const edition = file.split('/')[1]!
      // A chapter's own text is law text of the edition too (editions.json, `headings`).
      const headings = site.editions.editions.find((e) => e.edition === edition)?.headings ?? []
      const texts = [...site.articles.filter((a) => a.edition === edition).flatMap(strings), ...headings.flatMap((h) => h.text.map((p) => p.text))]
      for (const needle of hostileStrings(source)) {
        if (texts.some((t) => t.includes(needle))) found++
        else missing.push(`${file}: ${needle}`)
      }
    }
    expect(missing).toEqual([])
    expect(found).toBeGreaterThan(30)
  })

  it('exports the strings of its own hostile source exactly as written', () => {
    const article = site.json<ArticleJson>('2001/1.json')
    expect(article.title).toBe('Titel " onmouseover="window.__xss=1" x=" met </title><script>window.__xss=1</script>')
    expect(article.chapter).toBe('HOOFDSTUK I Vijandige "invoer" <b>vet</b> & {x} Art. 1 t/m 3')
    const [p1, a, b] = article.provisions
    expect(p1!.text).toBe('Een speler die <script>window.__xss=1</script> typt, doet geen bieding.')
    expect(a!.title).toBe('Plaatje <img src=x onerror="window.__xss=1">')
    // The lid title's next line is its text; each further source line is an alinea of its own.
    expect(b!.text).toBe('De wedstrijdleider volgt [klik](javascript:window.__xss=1) en <a href="javascript:window.__xss=1">hier</a> niet.')
    expect(b!.children.map((child) => child.text)).toEqual(['<iframe src="javascript:window.__xss=1"></iframe> blijft tekst, net als <style>body{display:none}</style>.'])
    expect(article.footnotes.map((f) => f.text)).toEqual(['Voetnoot met <script>window.__xss=1</script> &amp; {window.__xss=1}.'])
    const entities = site.json<ArticleJson>('2001/2.json')
    expect(entities.title).toBe('Tekens &amp; &lt;script&gt; {{ sjabloon }} ${window.__xss=1}')
    expect(entities.provisions.find((provision) => provision.id === '2001/2/B')!.text).toBe('{window.__xss=1} aan het begin en ${window.__xss=1} en {{ x }} in de tekst, met <!-- commentaar --> erbij.')
    expect(entities.notes.map((n) => n.text)).toEqual(['M.i.v. 1 januari 2001 is lid B: <script>window.__xss=1</script> toegevoegd.'])
    // The lineage and comparison exports carry them too, in titles and diffs.
    const {lineages} = site.json<LineagesJson>('lineages.json')
    const lineage = lineages.find((l) => l.articles.some((x) => x.id === '2001/1'))!
    expect(site.json<LineageRowsJson>(`lineages/${lineage.id}.json`).articles.map((x) => x.title)).toContain(article.title)
    const comparison = site.json<ComparisonJson>('compare/2001/2003.json')
    const diff = comparison.articles.find((x) => x.from.id === '2001/1')!.pairs[0]!.diff
    expect(joined(diff, 'delete')).toBe(p1!.text)
    expect(joined(diff, 'insert')).toBe('Een speler die <img src=x onerror="window.__xss=1"> typt, doet geen bieding.')
  })

  it('shows every title, provision, footnote and note of every article literally on its page', () => {
    // What the site adds to the law text: labels, links, citations, markers, why a reference is no link.
    const drop = ['.label', '.permalink', '.cite', '.cite-pop', 'sup.fn-ref', '.ref-note']
    for (const article of site.articles) {
      const p = page(articlePath(article))
      const heading = article.title ? `Artikel ${article.number} ${article.title}` : `Artikel ${article.number}`
      expect(textOf(p.one('h1')!)).toBe(collapse(heading))
      expect(p.one('title')!.textContent).toBe(`${heading} (${article.edition}) · Spelregels voor wedstrijdbridge`)
      expect(attr(p.one('meta[name="description"]')!, 'content')).toBe(`Spelregels voor wedstrijdbridge, editie ${article.edition}: ${heading}`)
      if (article.chapter) expect(attr(p.one('[data-pagefind-body]')!, 'data-hoofdstuk')).toBe(headingName(article.chapter))
      for (const provision of provisionsIn(article.provisions)) {
        const where = `${article.id} ${provision.id}`
        const anchored = p.one(`[id="${anchorOf(provision.id)}"]`)
        expect(anchored, where).toBeDefined()
        const isHeading = /^h[2-6]$/.test(anchored!.localName)
        if (isHeading) expect(collapse(shownText(anchored!, drop)), where).toBe(collapse(provision.title ?? ''))
        const block = isHeading ? anchored!.parentElement!.parentElement! : anchored!
        const paragraphs = Array.from(block.children).filter((child) => child.localName === 'p' && !child.classList.contains('in-force') && !child.classList.contains('backlinks'))
        expect(shownLines(paragraphs, drop), where).toEqual(lines(provision.text))
      }
      for (const footnote of article.footnotes) {
        expect(shownText(p.one(`[id="fn-${footnote.number}"]`)!, ['.fn-number', '.backref', '.ref-note']).trim(), `${article.id} fn ${footnote.number}`).toBe(footnote.text)
      }
      for (const note of article.notes) {
        const aside = p.one(`[id="${anchorOf(note.id)}"]`)!
        expect(shownLines(Array.from(aside.querySelectorAll('p:not(.note-kind)')), [])).toEqual(lines(note.text))
      }
    }
  })

  it('shows titles and chapters literally in the tables of contents, the search filters and the pager', () => {
    const options = page('/zoeken/').all('#hoofdstuk option')
    for (const article of site.articles) {
      const toc = page(`/${article.edition}/`).all(`.toc-articles a[href="${articlePath(article)}"]`)
      expect(toc.map(textOf)).toEqual([collapse(`Artikel ${article.number} ${article.title ?? ''}`)])
      if (article.chapter)
        expect(
          options.filter((o) => attr(o, 'value') === headingName(article.chapter!) && o.textContent === headingName(article.chapter!)),
          article.id
        ).toHaveLength(1)
      const linking = site.articles.filter((other) => other.edition === article.edition && other.id !== article.id).map((other) => page(articlePath(other)))
      const pager = linking.flatMap((p) => p.all(`.pager a[href="${articlePath(article)}"]`))
      for (const link of pager) expect(collapse(shownText(link, ['.pager-dir']))).toBe(collapse(`${article.number} ${article.title ?? ''}`))
    }
  })

  it("shows every chapter's own text literally on its edition's contents page, searchable, and on its whole page", () => {
    let shown = 0
    for (const edition of site.editions.editions) {
      for (const heading of edition.headings.filter((h) => h.text.length > 0)) {
        for (const [pagePath, selector] of [
          [`/${edition.edition}/`, `[data-pagefind-body]:has(#${heading.id}) p`],
          [`/${edition.edition}/volledig/`, `.heading-text:has(#${heading.id}) p`]
        ] as const) {
          expect(
            page(pagePath)
              .all(selector)
              .map((p) => p.textContent),
            `${pagePath} ${heading.id}`
          ).toEqual(heading.text.map((p) => p.text))
          shown++
        }
      }
    }
    expect(shown).toBeGreaterThan(0)
  })

  it('shows the text of every lineage cell literally, changed words marked and nothing else', () => {
    const {lineages} = site.json<LineagesJson>('lineages.json')
    let cells = 0
    for (const lineage of lineages) {
      const p = page(`/geschiedenis/${lineageSlug(lineage.id)}/`)
      expect(p.one('h1')!.textContent).toBe(`${lineageHeading(lineage)} van editie tot editie`)
      expect(
        page('/geschiedenis/')
          .all(`a[href="/geschiedenis/${lineageSlug(lineage.id)}/"]`)
          .some((a) => textOf(a).includes(collapse(lineage.title ?? '')))
      ).toBe(true)
      if (!existsSync(path.join(site.dir, 'api', 'lineages', `${lineage.id}.json`))) continue
      const {rows, articles} = site.json<LineageRowsJson>(`lineages/${lineage.id}.json`)
      if (articles.length < 2 || rows.length === 0) continue
      expect(p.all('table.lineage thead th').map((th) => th.querySelector('.explanation')?.textContent ?? null)).toEqual(articles.map((a) => a.title))
      const trs = p.all('table.lineage tbody tr')
      rows.forEach((row, r) => {
        row.cells.forEach((cell, col) => {
          if (cell?.kind !== 'text') return
          const where = `${lineage.id} row ${r} column ${col}`
          const td = trs[r]!.querySelector(`td[data-col="${col}"]`)!
          const body = td.querySelector('.cell-text')!
          const marked = cell.diff !== null && cell.status !== 'unchanged' && cell.diff.some((op) => op.op !== 'equal')
          expect(shownText(body, ['del', '.vh']), where).toBe(cell.text ?? '')
          if (marked) expect(shownText(body, ['ins', '.vh']), where).toBe(joined(cell.diff!, 'delete'))
          cells++
        })
      })
    }
    expect(cells).toBeGreaterThan(10)
  })

  it('shows both sides of every comparison literally, in the redline and side by side', () => {
    let pairs = 0
    for (const from of readdirSync(path.join(site.dir, 'api', 'compare'))) {
      for (const file of readdirSync(path.join(site.dir, 'api', 'compare', from))) {
        const comparison = site.json<ComparisonJson>(`compare/${from}/${file}`)
        const slugs = comparisonSlugs(comparison.articles)
        const overview = page(`/vergelijk/${comparison.from}/${comparison.to}/`)
        comparison.articles.forEach((article, index) => {
          const href = `/vergelijk/${comparison.from}/${comparison.to}/${slugs[index]}/`
          const title = article.to.title ?? article.from.title
          if (title) expect(textOf(overview.one(`.ranked a[href="${href}"]`)!)).toContain(collapse(title))
          const p = page(href)
          const intro = textOf(p.one('.comparison > p')!)
          // A changed title is said once, in its redline below; an unchanged one next to each article's link.
          for (const side of [article.from, article.to]) if (side.title && article.titleDiff.length === 0) expect(intro).toContain(collapse(side.title))
          if (article.titleDiff.length > 0) {
            const titleLine = p.all('p').find((x) => x.textContent?.startsWith('Titel: '))!
            expect(shownText(titleLine, ['del', '.vh'])).toBe(`Titel: ${joined(article.titleDiff, 'insert')}`)
            expect(shownText(titleLine, ['ins', '.vh'])).toBe(`Titel: ${joined(article.titleDiff, 'delete')}`)
          }
          const sections = p.all('section.pair')
          expect(sections).toHaveLength(article.pairs.length)
          // Pairs of footnotes come after the provisions.
          const footnote = (pair: (typeof article.pairs)[number]) => [...pair.from, ...pair.to].every(isFootnoteId)
          const ordered = [...article.pairs.filter((pair) => !footnote(pair)), ...article.pairs.filter(footnote)]
          ordered.forEach((pair, k) => {
            const where = `${href} pair ${k}`
            const redline = sections[k]!.querySelector('.redline .text-diff')
            // A diff between two texts that gave up shows both whole, side by side only.
            if (pair.replacedWhole && pair.from.length > 0 && pair.to.length > 0) expect(redline, where).toBeNull()
            else {
              expect(shownText(redline!, ['del', '.vh']), where).toBe(joined(pair.diff, 'insert'))
              expect(shownText(redline!, ['ins', '.vh']), where).toBe(joined(pair.diff, 'delete'))
            }
            const titles = sections[k]!.querySelector('.redline .pair-titles')
            if (pair.titleDiff && pair.from.length <= 1 && pair.to.length <= 1 && redline) {
              expect(shownText(titles!, ['del', '.vh']), where).toBe(`Titel: ${joined(pair.titleDiff, 'insert')}`)
              expect(shownText(titles!, ['ins', '.vh']), where).toBe(`Titel: ${joined(pair.titleDiff, 'delete')}`)
            }
            const [before, after] = Array.from(sections[k]!.querySelectorAll('.sides > div'), (div) => div.querySelector('.text-diff'))
            if (pair.from.length > 0) expect(shownText(before!, ['.vh']), where).toBe(joined(pair.diff, 'delete'))
            if (pair.to.length > 0) expect(shownText(after!, ['.vh']), where).toBe(joined(pair.diff, 'insert'))
            pairs++
          })
        })
      }
    }
    expect(pairs).toBeGreaterThan(5)
  })

  it('contains no script but its own module files, no event handler, no script URL, no markup from the sources', () => {
    const pages = [...site.pages.values(), readHtml(path.join(site.dir, '404.html'), '/404.html')]
    expect(pages.flatMap((p) => unsafeMarkup(p, site.base))).toEqual([])
    expect(pages.flatMap(policyProblems)).toEqual([])
  })

  it('resolves every internal link and fragment, with no duplicate ids', () => {
    expect(brokenLinks(site)).toEqual([])
    expect(duplicateIds(site)).toEqual([])
  })
})
