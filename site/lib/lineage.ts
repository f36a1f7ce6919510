// One article through the editions (a lineage), and the coverage matrix of the home page. Shapes the
// data of `lineages.json`, `lineages/<id>.json` and `compare/<from>/<to>.json` for rendering. Change
// is stated with one measure throughout the site: the comparison's share of words changed.
import type {ArticleComparisonJson, LineageRowsJson} from '../../src/schema.ts'
import type {LineageEntry} from './api.ts'
import {capital, changedShareWords, heldLids, labelInSentence, percent, dutchAlternatives, dutchList, provenanceWords, statusWords, uncomparedWords, unitNouns, type PairStatus} from '../../src/vocabulary.ts'
import {dateView, type DateView} from './dates.ts'
import {changeAmount, redline, sideTitles, type ChangeAmount, type ComparisonOutline} from './diff-view.ts'
import {abbreviate} from './glossary.ts'
import {addedFrom, foldMoves, movesOf, provisionCitation, sideLabels, type MoveFold, type MoveIndex, type MoveNote} from './moves.ts'
import {plainSegments, type Segment} from './segments.ts'
import {articleId, comparisonSlugs, linkKey, parseId, pathOf} from '../../src/ids.ts'
import type {SiteUrls} from './urls.ts'

/**
 * A lineage with its rows (null for a single article without a rows file) and the column each
 * column is compared with (`bases`; when not given, the previous one).
 */
export type LineageData = LineageEntry & {rows: LineageRowsJson['rows'] | null; bases?: LineageRowsJson['bases'] | null; partial?: LineageRowsJson['partial'] | null}

type ArticleRef = LineageData['articles'][number]
type AnyCell = NonNullable<LineageRowsJson['rows'][number]['cells'][number]>
type RowCell = Extract<AnyCell, {kind: 'text'}>

export interface LineageColumn {
  edition: string
  number: string
  title: string | null
  href: string
  /** For an article the collection holds only in part: `Van dit artikel staat alleen lid B in deze verzameling.` */
  partial?: string
}

export interface LineageCell {
  type: 'cell'
  /** Null in the first column an article appears in: there is nothing to compare against. */
  status: PairStatus | null
  statusWords: string | null
  explanation: string | null
  label: string | null
  /**
   * The title, or with several provisions each one's title named by its label, with changed words
   * marked against the previous edition where they changed.
   */
  titles: {label: string | null; title: Segment[]}[]
  /** The text, with changed words as `ins`/`del` against the previous edition where there is a diff. */
  body: Segment[]
  /**
   * What the marks are against, where that is not simply the row's previous cell: `vergeleken met
   * een deel van a en d uit 1975` for a cell made of other rows' text or part of its own row's.
   */
  comparedWith: string | null
  marked: boolean
  /** When the text came into force after its edition appeared. */
  inForce: DateView | null
  /** Links to the provisions; `text` is shown, `hidden` adds to it for screen readers. */
  links: {text: string; hidden: string; href: string}[]
  /** Moves from or to articles outside this lineage, between the previous column's edition and this one's (any, in the first column). */
  moves: MoveNote[]
  /** Moves in other edition pairs (through an edition between the columns), folded, each with why it shows here. */
  folds: MoveFold[]
}

/** No provision of this row in this column, and why: `vervallen`, or where it continues, `samengevoegd: zie A`. */
export interface LineageGap {
  type: 'gap'
  words: string
  /**
   * `continued`: the provision goes on in other rows; `status`: the comparison says what became of
   * it (`vervallen`); `none`: this edition has no such provision. A phone's stack of cells leaves out
   * only the last, which says nothing about the provision.
   */
  reason: 'continued' | 'status' | 'none'
}

export interface LineageView {
  id: string
  title: string | null
  heading: string
  columns: LineageColumn[]
  /**
   * Where a column is compared with another than the one before it, in a sentence: `Artikel 30
   * (1987) is vergeleken met artikel 30 (1975): van artikel 30 (1982) staat alleen lid B in deze verzameling.`
   */
  comparedPast: string[]
  rows: (LineageCell | LineageGap)[][]
}

/** What a lineage page needs of an article comparison: how much changed (where each provision went is in the rows file). */
export interface ComparisonSummary {
  changeShare: number
  /** `uncompared`: nothing of the two articles could be compared, and its share of 0 measures nothing. */
  status: ArticleComparisonJson['status']
}

export function comparisonSummary(comparison: ArticleComparisonJson): ComparisonSummary {
  return {changeShare: comparison.changeShare, status: comparison.status}
}

export interface LineageContext {
  /** Moves of every edition pair, for provisions that came from or went to another article. */
  moves?: MoveIndex
  /** The comparison of two articles (how much changed) and its page, where there is one. */
  comparisonOf?: (from: string, to: string) => {comparison: ComparisonSummary; href: string} | undefined
}

/**
 * A readable name for a lineage: the number in the newest edition it reaches with its title in
 * parentheses, and earlier numbers where it was renumbered, e.g. `Artikel 30 (Voor de beurt passen)`,
 * `Artikel 35 (Ontoelaatbare bieding blijft ongestraft; eerder 34)`, so that "… van editie tot editie"
 * does not read as part of the title.
 */
export function lineageHeading(lineage: {title: string | null; articles: ArticleRef[]}): string {
  const newest = newestArticle(lineage.articles)
  const earlier = [...new Set(lineage.articles.map((a) => a.number))].filter((n) => n !== newest.number)
  const within = [...(lineage.title ? [lineage.title] : []), ...(earlier.length > 0 ? [`eerder ${earlier.join(', ')}`] : [])]
  return within.length > 0 ? `Artikel ${newest.number} (${within.join('; ')})` : `Artikel ${newest.number}`
}

const newestArticle = (articles: ArticleRef[]) => articles.reduce((a, b) => (b.edition > a.edition ? b : a))

/** An empty cell that says nothing about the provision: the article of that edition has no counterpart of it. */
const absent = (edition: string) => `geen tegenhanger in ${edition}`

/** The words of the lineage page's key, from the vocabulary: `lid, onderdeel, alinea, punt of voetnoot`. */
export const lineageWords = {
  units: dutchAlternatives.format(Object.values(unitNouns).map((noun) => noun.singular)),
  statuses: dutchAlternatives.format((['added', 'removed', 'replaced', 'moved', 'split', 'merged', 'regrouped'] as const).map((status) => statusWords[status].participle))
}

export function lineageView(lineage: LineageData, urls: SiteUrls, context: LineageContext = {}): LineageView {
  const held = (column: number) => lineage.partial?.[column] ?? null
  const columns = lineage.articles.map((a, column): LineageColumn => {
    const lids = held(column)
    return {edition: a.edition, number: a.number, title: a.title, href: urls.article(a.edition, a.number), ...(lids ? {partial: `${capital(`van dit artikel ${heldLids(lids)} in deze verzameling`)}.`} : {})}
  })
  const rows = lineage.rows ?? []
  // The column a column's cells are compared with: past an article the collection holds only in part, the whole one before it.
  const baseOf = (column: number): number | null => (lineage.bases ? (lineage.bases[column] ?? null) : column > 0 ? column - 1 : null)
  const shown = rows.flatMap((row) => row.cells.flatMap((cell) => (cell?.kind === 'text' ? cell.provisions : [])))
  const textAt = (row: number, column: number) => {
    const found = rows[row]?.cells[column]
    return found?.kind === 'text' ? found : null
  }
  // A provision's label as its own cell gives it.
  const labelAt = (row: number | null, column: number, id: string) => {
    const found = row === null ? null : textAt(row, column)
    const own = found ? sideLabels(found.provisions, found.label?.replace(/^artikel [^:]+: /, '') ?? null)[found.provisions.indexOf(id)] : null
    return own ?? pathOf(id).join(' ')
  }
  const cellView = (cell: RowCell, row: number, column: number): LineageCell => {
    const article = lineage.articles[column]!
    const marked = cell.diff !== null && cell.status !== 'unchanged' && cell.diff.some((op) => op.op !== 'equal')
    const ownLabel = cell.label?.replace(/^artikel [^:]+: /, '') ?? null
    const labels = sideLabels(cell.provisions, ownLabel)
    const notes = movesOf(context.moves, cell.provisions, shown)
    const base = baseOf(column)
    const moves = base === null ? {notes, folds: []} : foldMoves(notes, lineage.articles[base]!.edition, article.edition)
    return {
      type: 'cell',
      status: cell.status,
      statusWords: cell.status ? statusWords[cell.status].label : null,
      explanation: addedFrom(cell, moves.folds) ?? cell.explanation,
      label: cell.label,
      titles: cellTitles(cell, ownLabel),
      body: marked ? redline(cell.diff!) : plainSegments(cell.text ?? ''),
      comparedWith: comparedWith(cell, row, column),
      marked,
      inForce: cell.inForceFrom ? dateView(cell.inForceFrom) : null,
      links: cell.provisions.map((id, k) => {
        const {edition, number, path} = parseId(id)
        // A provision that moved to another article shows in its row, under the column of the article it left.
        const elsewhere = articleId(edition, number) !== article.id
        const label = labels[k] ?? null
        return elsewhere ? {text: `naar ${provisionCitation(id, label)}`, hidden: '', href: urls.node(id)} : {text: 'naar de tekst', hidden: ` van ${edition}, ${label ?? path.join(' ')}`, href: urls.node(id)}
      }),
      moves: moves.notes,
      folds: moves.folds
    }
  }
  // Said only where the diff does not start from the whole of the row's previous cell.
  const comparedWith = (cell: RowCell, row: number, column: number): string | null => {
    const sources = cell.from ?? []
    const base = baseOf(column)
    if (base === null || sources.length === 0) return null
    const whole = (source: (typeof sources)[number]) => {
      const text = source.row === null ? null : textAt(source.row, base)?.text?.split('\n')[textAt(source.row, base)!.provisions.indexOf(source.id)]
      return text !== undefined && text !== null && source.spans.length === 1 && source.spans[0]![0] === 0 && source.spans[0]![1] === text.length
    }
    const before = textAt(row, base)
    // Compared past a column: the words name the edition, whatever the sources.
    const skipped = base !== column - 1
    if (!skipped && sources.every((source) => source.row === row && whole(source)) && before?.provisions.length === sources.length) return null
    // A source the diff reads twice (around another's text) is named once.
    const names = [...new Set(sources.map((source) => `${whole(source) ? '' : 'een deel van '}${source.row === null ? provisionCitation(source.id, null) : labelInSentence(labelAt(source.row, base, source.id))}`))]
    return `vergeleken met ${dutchList.format(names)} uit ${lineage.articles[base]!.edition}`
  }
  const gap = (row: LineageRowsJson['rows'][number], column: number): LineageGap => {
    const cell = row.cells[column]
    const none: LineageGap = {type: 'gap', words: absent(lineage.articles[column]!.edition), reason: 'none'}
    // Continues in other rows: how, and where.
    if (cell?.kind === 'continued') {
      const where = cell.continuedIn.flatMap((target) => target.provisions.map((id) => labelAt(target.row, column, id)))
      return {type: 'gap', words: `${statusWords[cell.status].label}: zie ${dutchList.format(where)}`, reason: 'continued'}
    }
    // Removed, or not compared because the article is only partly in the collection: the row's data says which.
    if (cell?.kind === 'ended') return {type: 'gap', words: statusWords[cell.status].label, reason: 'status'}
    return none
  }
  return {
    id: lineage.id,
    title: lineage.title,
    heading: lineageHeading(lineage),
    columns,
    comparedPast: lineage.articles.flatMap((article, column) => {
      const base = baseOf(column)
      if (base === null || base === column - 1) return []
      const name = (a: ArticleRef) => `artikel ${a.number} (${a.edition})`
      const between = lineage.articles.slice(base + 1, column).map((a, k) => `van ${name(a)} ${heldLids(held(base + 1 + k) ?? [])} in deze verzameling`)
      return [`${capital(name(article))} is vergeleken met ${name(lineage.articles[base]!)}: ${between.join('; ')}.`]
    }),
    rows: rows.map((row, index) => row.cells.map((cell, column) => (cell?.kind === 'text' ? cellView(cell, index, column) : gap(row, column))))
  }
}

/** A cell's titles: its one title (marked where it changed), or each provision's, named. */
function cellTitles(cell: RowCell, label: string | null): LineageCell['titles'] {
  const diff = cell.titleDiff
  if (cell.provisions.length > 1 && diff) return sideTitles(diff, 'to', cell.provisions, label)
  if (diff && cell.status !== null && diff.some((op) => op.op !== 'equal')) return [{label: null, title: redline(diff)}]
  const text = diff
    ? diff
        .filter((op) => op.op !== 'delete')
        .map((op) => op.text)
        .join('')
    : (cell.title ?? '')
  return text ? [{label: null, title: abbreviate(text)}] : []
}

/**
 * The phone view's edition switcher. Below `narrowScreen` (the width of site.css's "Narrow screens")
 * a lineage's table is a stack of cells, and the radio button `editionSwitchId(i)` shows column i
 * alone. CSS cannot pair a radio button with cells by their number, so that takes a rule per
 * column: `editionSwitchStyles` writes them for as many columns as the widest lineage has, as the
 * stylesheet `/geschiedenis/kolommen.css` that lineage pages link.
 */
export const narrowScreen = '(max-width: 40rem)'

/** The id of the radio button that shows column `column` (from 0) alone; `kolom-alle` shows all. */
export function editionSwitchId(column: number | 'alle'): string {
  return `kolom-${column}`
}

export function editionSwitchStyles(columns: number): string {
  if (columns === 0) return ''
  const selectors = Array.from({length: columns}, (_, column) => `  .lineage-view:has(#${editionSwitchId(column)}:checked) td[data-col]:not([data-col='${column}'])`)
  return `@media ${narrowScreen} {\n${selectors.join(',\n')} {\n    display: none;\n  }\n}\n`
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
  /** `1975 art. 34 → 1987 art. 35`. */
  articles: string
  /** How much changed, with the comparison's measure: `73% van de woorden gewijzigd`, linking the comparison. */
  change: {text: string; href: string} | null
  /**
   * How the articles were linked: `door de redactie vastgesteld`, or, for a link the aligner made,
   * the evidence as percentages of similarity, the scale of every page (`overeenkomst in
   * woordgebruik 48%, overeenkomst in titel 12%`): never to be read as a share of changed words.
   */
  how: string
}

/** How the articles of a lineage were linked, in words, and how much each changed. */
export function linkNotes(lineage: LineageData, context: LineageContext = {}): LinkNote[] {
  const name = (id: string) => {
    const article = lineage.articles.find((a) => a.id === id)
    return article ? `${article.edition} art. ${article.number}` : id
  }
  return lineage.links.map((link) => {
    const evidence = `overeenkomst in woordgebruik ${percent(link.evidence.content)}, overeenkomst in titel ${percent(link.evidence.title)}`
    const how = link.evidence.concordance === 'force' ? provenanceWords.imposed : link.evidence.concordance === 'confirm' ? `${provenanceWords.confirmed}, ${evidence}` : `${provenanceWords.computed}, ${evidence}`
    const found = context.comparisonOf?.(link.from, link.to)
    return {
      from: link.from,
      to: link.to,
      confirmed: link.confirmed,
      articles: `${name(link.from)} → ${name(link.to)}`,
      change: found ? {text: found.comparison.status === 'uncompared' ? uncomparedWords : changedShareWords(found.comparison.changeShare), href: found.href} : null,
      how
    }
  })
}

/**
 * For every article: its change against the nearest earlier edition that was compared with it; for
 * a whole article past one the collection holds only in part, against the whole one before that.
 */
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

/** An article with no earlier one in its lineage: the corpus may simply lack the earlier editions' text. */
export const firstWords = 'eerste in deze verzameling'

/** An article that the corpus has in no other edition (other editions may well have it, untranscribed). */
export const onlyHereWords = 'Niet in andere edities van deze verzameling.'

/**
 * Which of two comparisons into an article speaks for it: the one past a partial article (whole with
 * whole), then one that compared something over one that compared nothing, then the nearest.
 */
function preferred(x: {from: string; status: ArticleComparisonJson['status']; past: boolean}, y: {from: string; status: ArticleComparisonJson['status']; past: boolean}): boolean {
  if (x.past !== y.past) return x.past
  if ((x.status === 'uncompared') !== (y.status === 'uncompared')) return y.status === 'uncompared'
  return x.from > y.from
}

export function articleChanges(lineages: LineageEntry[], comparisons: ComparisonOutline[], urls: SiteUrls): Map<string, ArticleChange> {
  // A link into an article from another than the article before it joins two whole articles past a partial one: it goes first.
  const past = new Set(
    lineages.flatMap((lineage) => lineage.links.filter((link) => lineage.articles.findIndex((a) => a.id === link.to) - lineage.articles.findIndex((a) => a.id === link.from) > 1).map((link) => linkKey(link.from, link.to)))
  )
  const compared = new Map<string, {from: string; share: number; status: ArticleComparisonJson['status']; href: string; past: boolean}>()
  for (const comparison of comparisons) {
    const slugs = comparisonSlugs(comparison.articles)
    comparison.articles.forEach((a, index) => {
      const known = compared.get(a.to.id)
      const found = {from: comparison.from, share: a.changeShare, status: a.status, href: urls.compareArticle(comparison.from, comparison.to, slugs[index]!), past: past.has(linkKey(a.from.id, a.to.id))}
      if (!known || preferred(found, known)) compared.set(a.to.id, found)
    })
  }
  const changes = new Map<string, ArticleChange>()
  for (const lineage of lineages) {
    for (const article of lineage.articles) {
      const found = compared.get(article.id)
      const uncertain = lineage.links.some((link) => link.to === article.id && !link.confirmed)
      const doubt = uncertain ? '; koppeling onzeker' : ''
      if (found) {
        const amount = changeAmount(found.share, found.status)
        const words = found.status === 'uncompared' ? `${amount.words} met ${found.from}${doubt}` : `${amount.words} t.o.v. ${found.from} (${amount.percent}${doubt})`
        changes.set(article.id, {kind: 'compared', uncertain, amount, from: found.from, words, href: found.href})
      } else if (lineage.articles.some((a) => a.edition < article.edition)) {
        changes.set(article.id, {kind: 'unknown', uncertain, amount: null, from: null, words: `niet vergeleken${doubt}`, href: null})
      } else {
        changes.set(article.id, {kind: 'first', uncertain, amount: null, from: null, words: firstWords, href: null})
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

export function coverageMatrix(editions: string[], lineages: LineageEntry[], comparisons: ComparisonOutline[], urls: SiteUrls): CoverageRow[] {
  const changes = articleChanges(lineages, comparisons, urls)
  return lineages.map((lineage) => ({
    id: lineage.id,
    heading: lineageHeading(lineage),
    href: urls.lineage(lineage.id),
    cells: editions.map((edition) => ({
      edition,
      articles: lineage.articles.filter((a) => a.edition === edition).map((a) => ({number: a.number, title: a.title, href: urls.article(a.edition, a.number), change: changes.get(a.id)!}))
    }))
  }))
}

/** The other editions of an article (from its lineages), for the article page. */
export function otherEditions(articleId: string, lineages: LineageEntry[], urls: SiteUrls): {lineage: {id: string; href: string}; articles: LineageColumn[]}[] {
  return lineages
    .filter((lineage) => lineage.articles.some((a) => a.id === articleId))
    .map((lineage) => ({
      lineage: {id: lineage.id, href: urls.lineage(lineage.id)},
      articles: lineage.articles.filter((a) => a.id !== articleId).map((a) => ({edition: a.edition, number: a.number, title: a.title, href: urls.article(a.edition, a.number)}))
    }))
}
