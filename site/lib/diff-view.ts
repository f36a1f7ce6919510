// Comparison data (diff operations, pair statuses, change shares) shaped for rendering: a redline and
// two sides as segments, status and amount of change in words, so nothing depends on colour alone.
import {statusWords as explanationWords} from '../../src/diff/explain.ts'
import type {ArticleComparisonJson, ComparisonJson, DiffOp, ProvisionPairJson} from '../../src/export/schema.ts'
import {percentage} from './dates.ts'
import {plainSegments, type Segment} from './segments.ts'
import {articleSlug, type SiteUrls} from './urls.ts'

export type PairStatus = ProvisionPairJson['status']

/**
 * What happened to a provision, in words: the explanations' words, except that a label standing
 * alone says what changed ("tekst gewijzigd") where a sentence says how ("anders geformuleerd").
 */
export const statusWords: Record<PairStatus, string> = {...explanationWords, reworded: 'tekst gewijzigd'}

/** The order in which statuses are summarised. */
export const statusOrder: PairStatus[] = ['unchanged', 'reworded', 'relabeled', 'moved', 'split', 'merged', 'added', 'removed']

/** Inline redline: equal text as is, inserted words in `ins`, deleted words in `del`. */
export function redline(ops: DiffOp[]): Segment[] {
  return ops.flatMap((op): Segment[] => {
    const children = plainSegments(op.text)
    if (op.op === 'equal') return children
    return [{type: op.op === 'insert' ? 'ins' : 'del', children}]
  })
}

/** The old text (deletions marked) and the new text (insertions marked), for a two-column view. */
export function sides(ops: DiffOp[]): {from: Segment[]; to: Segment[]} {
  return {
    from: redline(ops.filter((op) => op.op !== 'insert')),
    to: redline(ops.filter((op) => op.op !== 'delete'))
  }
}

export type ChangeLevel = 'none' | 'small' | 'medium' | 'large'

export interface ChangeAmount {
  level: ChangeLevel
  /** E.g. `licht gewijzigd`. */
  words: string
  /** E.g. `12%`. */
  percent: string
  /** The share as a whole percentage, for bar lengths. */
  value: number
}

/** How much changed, as a level for shading and as words; thresholds at 10% and 40%. */
export function changeAmount(share: number): ChangeAmount {
  const percent = percentage(share)
  const value = Math.round(share * 100)
  if (share === 0) return {level: 'none', words: 'ongewijzigd', percent, value}
  if (share <= 0.1) return {level: 'small', words: 'licht gewijzigd', percent, value}
  if (share <= 0.4) return {level: 'medium', words: 'gewijzigd', percent, value}
  return {level: 'large', words: 'sterk gewijzigd', percent, value}
}

/**
 * The URL segment of each compared article of an edition pair: `artikel-<number in the older
 * edition>`, or `artikel-<old>-<new>` when an older article was split over several newer ones.
 */
export function comparisonSlugs(articles: ArticleComparisonJson[]): string[] {
  const count = new Map<string, number>()
  for (const a of articles) count.set(a.from.number, (count.get(a.from.number) ?? 0) + 1)
  return articles.map((a) => (count.get(a.from.number)! > 1 ? `${articleSlug(a.from.number)}-${a.to.number.replaceAll('~', '-')}` : articleSlug(a.from.number)))
}

export interface ComparisonLink {
  href: string
  from: {edition: string; number: string}
  to: {edition: string; number: string}
}

/** Links to every article comparison that `include` accepts, in the order of the comparisons. */
export function comparisonLinks(comparisons: ComparisonJson[], urls: SiteUrls, include: (article: ArticleComparisonJson) => boolean): ComparisonLink[] {
  return comparisons.flatMap((c) => {
    const slugs = comparisonSlugs(c.articles)
    return c.articles.flatMap((a, index) =>
      include(a) ? [{href: urls.compareArticle(c.from, c.to, slugs[index]!), from: {edition: a.from.edition, number: a.from.number}, to: {edition: a.to.edition, number: a.to.number}}] : []
    )
  })
}

export interface PairView {
  status: PairStatus
  statusWords: string
  changed: boolean
  fromLabel: string | null
  toLabel: string | null
  from: {id: string; href: string}[]
  to: {id: string; href: string}[]
  explanation: string
  amount: ChangeAmount
  /** Whole-text replacement instead of a word diff (the diff gave up). */
  replacedWhole: boolean
  redline: Segment[]
  sides: {from: Segment[]; to: Segment[]}
}

export interface ArticleComparisonView {
  from: {edition: string; number: string; title: string | null; href: string}
  to: {edition: string; number: string; title: string | null; href: string}
  lineageHref: string
  changed: boolean
  renumbered: boolean
  amount: ChangeAmount
  explanation: string
  titleRedline: Segment[]
  pairs: PairView[]
  /** Number of pairs that changed (the stops of the "next change" control). */
  changes: number
}

export function articleComparisonView(c: ArticleComparisonJson, urls: SiteUrls): ArticleComparisonView {
  const ref = (a: ArticleComparisonJson['from']) => ({edition: a.edition, number: a.number, title: a.title, href: urls.article(a.edition, a.number)})
  const pairs = c.pairs.map(
    (pair): PairView => ({
      status: pair.status,
      statusWords: statusWords[pair.status],
      changed: pair.status !== 'unchanged',
      fromLabel: pair.fromLabel,
      toLabel: pair.toLabel,
      from: pair.from.map((id) => ({id, href: urls.node(id)})),
      to: pair.to.map((id) => ({id, href: urls.node(id)})),
      explanation: pair.explanation,
      amount: changeAmount(pair.changeShare),
      replacedWhole: pair.replacedWhole,
      redline: redline(pair.diff),
      sides: sides(pair.diff)
    })
  )
  return {
    from: ref(c.from),
    to: ref(c.to),
    lineageHref: urls.lineage(c.lineage),
    changed: c.status === 'changed',
    renumbered: c.renumbered,
    amount: changeAmount(c.changeShare),
    explanation: c.explanation,
    titleRedline: redline(c.titleDiff),
    pairs,
    changes: pairs.filter((p) => p.changed).length
  }
}

export interface ComparisonOverview {
  from: string
  to: string
  articles: {compared: number; unchanged: number; changed: number}
  amount: ChangeAmount
  provisions: {status: PairStatus; words: string; count: number}[]
  /** Most changed first. */
  rows: {slug: string; href: string; from: string; to: string; title: string | null; amount: ChangeAmount; explanation: string; renumbered: boolean}[]
}

export function comparisonOverview(c: ComparisonJson, urls: SiteUrls): ComparisonOverview {
  const slugs = comparisonSlugs(c.articles)
  const rows = c.articles
    .map((a, index) => ({
      slug: slugs[index]!,
      href: urls.compareArticle(c.from, c.to, slugs[index]!),
      from: a.from.number,
      to: a.to.number,
      title: a.to.title ?? a.from.title,
      amount: changeAmount(a.changeShare),
      share: a.changeShare,
      explanation: a.explanation,
      renumbered: a.renumbered
    }))
    .sort((a, b) => b.share - a.share)
    .map(({share: _share, ...row}) => row)
  return {
    from: c.from,
    to: c.to,
    articles: c.summary.articles,
    amount: changeAmount(c.summary.changeShare),
    provisions: statusOrder.filter((status) => (c.summary.provisions[status] ?? 0) > 0).map((status) => ({status, words: statusWords[status], count: c.summary.provisions[status] ?? 0})),
    rows
  }
}
