// One article through all editions (a lineage), and the coverage matrix of the home page. Shapes the
// data of `lineages.json`, `lineages/<id>.json` and `compare/<from>/<to>.json` for rendering.
import type {ComparisonJson, LineageRowsJson, LineagesJson} from '../../src/export/schema.ts'
import {percentage} from './dates.ts'
import {changeAmount, comparisonSlugs, redline, statusWords, type ChangeAmount, type PairStatus} from './diff-view.ts'
import {abbreviate} from './glossary.ts'
import {plainSegments, type Segment} from './segments.ts'
import type {SiteUrls} from './urls.ts'

/** A lineage as the `lineages` collection holds it: its entry of `lineages.json` plus its rows (null for a single article). */
export type LineageData = LineagesJson['lineages'][number] & {rows: LineageRowsJson['rows'] | null}

type ArticleRef = LineageData['articles'][number]

export interface LineageColumn {
  edition: string
  number: string
  title: string | null
  href: string
}

export interface LineageCell {
  /** Null in the first column an article appears in: there is nothing to compare against. */
  status: PairStatus | null
  statusWords: string | null
  explanation: string | null
  label: string | null
  title: Segment[] | null
  /** The text, with changed words as `ins`/`del` against the previous edition where there is a diff. */
  body: Segment[]
  marked: boolean
  links: {text: string; href: string}[]
}

export interface LineageView {
  id: string
  title: string | null
  heading: string
  columns: LineageColumn[]
  rows: (LineageCell | null)[][]
}

/**
 * A readable name for a lineage: the number in the newest edition it reaches and its title, with
 * earlier numbers where it was renumbered, e.g. `Artikel 34 Behoud van het recht om te bieden (eerder 35)`.
 */
export function lineageHeading(lineage: {title: string | null; articles: ArticleRef[]}): string {
  const newest = newestArticle(lineage.articles)
  const earlier = [...new Set(lineage.articles.map((a) => a.number))].filter((n) => n !== newest.number)
  const name = lineage.title ? `Artikel ${newest.number} ${lineage.title}` : `Artikel ${newest.number}`
  return earlier.length > 0 ? `${name} (eerder ${earlier.join(', ')})` : name
}

const newestArticle = (articles: ArticleRef[]) => articles.reduce((a, b) => (b.edition > a.edition ? b : a))

export function lineageView(lineage: LineageData, urls: SiteUrls): LineageView {
  const columns = lineage.articles.map((a) => ({edition: a.edition, number: a.number, title: a.title, href: urls.article(a.edition, a.number)}))
  const rows = (lineage.rows ?? []).map((row) =>
    row.cells.map((cell): LineageCell | null => {
      if (!cell) return null
      const marked = cell.diff !== null && cell.status !== 'unchanged' && cell.diff.some((op) => op.op !== 'equal')
      return {
        status: cell.status,
        statusWords: cell.status ? statusWords[cell.status] : null,
        explanation: cell.explanation,
        label: cell.label,
        // The cell text starts with the title when there is one; show the title apart only otherwise.
        title: cell.title && !(cell.text ?? '').startsWith(cell.title) ? abbreviate(cell.title) : null,
        body: marked ? redline(cell.diff!) : plainSegments(cell.text ?? ''),
        marked,
        links: cell.provisions.map((id) => ({text: id.split('/').slice(2).join(' ') || id, href: urls.node(id)}))
      }
    })
  )
  return {id: lineage.id, title: lineage.title, heading: lineageHeading(lineage), columns, rows}
}

/**
 * Lineages in reading order: by the number of their article in the newest edition they reach, so
 * rows follow the current numbering (a renumbered article sits where it is now).
 */
export function sortLineages<T extends {id: string; articles: ArticleRef[]}>(lineages: T[]): T[] {
  const key = (lineage: T) => newestArticle(lineage.articles).number
  return [...lineages].sort((a, b) => key(a).localeCompare(key(b), 'nl', {numeric: true}) || a.id.localeCompare(b.id, 'nl', {numeric: true}))
}

export interface LinkNote {
  from: string
  to: string
  confirmed: boolean
  /** E.g. `1975 art. 34 → 1987 art. 35: automatisch gekoppeld, niet bevestigd (tekst 31% gelijk, titel 11%)`. */
  text: string
}

/** How the articles of a lineage were linked, in words: confirmed in the concordance, or by similarity only. */
export function linkNotes(lineage: LineageData): LinkNote[] {
  const name = (id: string) => {
    const article = lineage.articles.find((a) => a.id === id)
    return article ? `${article.edition} art. ${article.number}` : id
  }
  return lineage.links.map((link) => {
    const how =
      link.evidence.concordance === 'force'
        ? 'vastgelegd in de concordantie'
        : link.evidence.concordance === 'confirm'
          ? 'bevestigd in de concordantie'
          : link.confirmed
            ? 'automatisch gekoppeld'
            : 'automatisch gekoppeld, niet bevestigd'
    const similarity = `tekst ${percentage(link.evidence.content)} gelijk, titel ${percentage(link.evidence.title)}`
    return {from: link.from, to: link.to, confirmed: link.confirmed, text: `${name(link.from)} → ${name(link.to)}: ${how} (${similarity})`}
  })
}

/** For every article: its change against the nearest earlier edition that was compared with it. */
export interface ArticleChange {
  /** `first`: no earlier article in the lineage; `unknown`: an earlier one, but no comparison data. */
  kind: 'compared' | 'first' | 'unknown'
  /** The link from the earlier edition is not confirmed. */
  uncertain: boolean
  amount: ChangeAmount | null
  from: string | null
  words: string
  href: string | null
}

export function articleChanges(lineages: LineageData[], comparisons: ComparisonJson[], urls: SiteUrls): Map<string, ArticleChange> {
  const compared = new Map<string, {from: string; share: number; href: string}>()
  for (const comparison of comparisons) {
    const slugs = comparisonSlugs(comparison.articles)
    comparison.articles.forEach((a, index) => {
      const known = compared.get(a.to.id)
      if (!known || known.from < comparison.from) compared.set(a.to.id, {from: comparison.from, share: a.changeShare, href: urls.compareArticle(comparison.from, comparison.to, slugs[index]!)})
    })
  }
  const changes = new Map<string, ArticleChange>()
  for (const lineage of lineages) {
    for (const article of lineage.articles) {
      const found = compared.get(article.id)
      const uncertain = lineage.links.some((link) => link.to === article.id && !link.confirmed)
      const doubt = uncertain ? '; koppeling onzeker' : ''
      if (found) {
        const amount = changeAmount(found.share)
        changes.set(article.id, {kind: 'compared', uncertain, amount, from: found.from, words: `${amount.words} t.o.v. ${found.from} (${amount.percent}${doubt})`, href: found.href})
      } else if (lineage.articles.some((a) => a.edition < article.edition)) {
        changes.set(article.id, {kind: 'unknown', uncertain, amount: null, from: null, words: `niet vergeleken${doubt}`, href: null})
      } else {
        changes.set(article.id, {kind: 'first', uncertain, amount: null, from: null, words: 'eerste versie', href: null})
      }
    }
  }
  return changes
}

export interface CoverageRow {
  id: string
  heading: string
  href: string
  /** One entry per edition (same order as the editions), each listing the lineage's articles there. */
  cells: {edition: string; articles: {number: string; title: string | null; href: string; change: ArticleChange}[]}[]
}

export function coverageMatrix(editions: string[], lineages: LineageData[], comparisons: ComparisonJson[], urls: SiteUrls): CoverageRow[] {
  const changes = articleChanges(lineages, comparisons, urls)
  return lineages.map((lineage) => ({
    id: lineage.id,
    heading: lineageHeading(lineage),
    href: urls.lineage(lineage.id),
    cells: editions.map((edition) => ({
      edition,
      articles: lineage.articles
        .filter((a) => a.edition === edition)
        .map((a) => ({number: a.number, title: a.title, href: urls.article(a.edition, a.number), change: changes.get(a.id)!}))
    }))
  }))
}

/** The other editions of an article (from its lineages), for the article page. */
export function otherEditions(articleId: string, lineages: LineageData[], urls: SiteUrls): {lineage: {id: string; href: string}; articles: LineageColumn[]}[] {
  return lineages
    .filter((lineage) => lineage.articles.some((a) => a.id === articleId))
    .map((lineage) => ({
      lineage: {id: lineage.id, href: urls.lineage(lineage.id)},
      articles: lineage.articles.filter((a) => a.id !== articleId).map((a) => ({edition: a.edition, number: a.number, title: a.title, href: urls.article(a.edition, a.number)}))
    }))
}
