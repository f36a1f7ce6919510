// The site's data, read from the content collections, in the order pages need it. Only queries here;
// shaping for display lives in the other `lib/` modules.
import {getCollection} from 'astro:content'
import type {ArticleComparisonJson} from '../../src/export/schema.ts'
import {comparisonLinks, type ComparisonLink} from './diff-view.ts'
import {sortLineages} from './lineage.ts'
import {moveIndex, type MoveIndex} from './moves.ts'
import {comparisonSlugs, siteUrls} from './urls.ts'

export const urls = siteUrls(import.meta.env.BASE_URL)

export async function loadEditions() {
  return (await getCollection('editions')).map((entry) => entry.data).sort((a, b) => a.order - b.order)
}

/** The corpus's title, the site's name. */
export async function loadSiteTitle(): Promise<string> {
  return (await loadEditions())[0]?.corpusTitle ?? 'Spelregels voor wedstrijdbridge'
}

export async function loadArticles() {
  return (await getCollection('articles')).map((entry) => entry.data)
}

export async function loadLineages() {
  return sortLineages((await getCollection('lineages')).map((entry) => entry.data))
}

export async function loadComparisons() {
  return (await getCollection('comparisons')).map((entry) => entry.data).sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
}

/**
 * Lookups that per-item pages need, built once per build rather than once per page: a page that
 * scanned every article, lineage and comparison would make the build quadratic in the corpus.
 */
export interface SiteIndex {
  articles: Map<string, Awaited<ReturnType<typeof loadArticles>>[number]>
  editions: Map<string, Awaited<ReturnType<typeof loadEditions>>[number]>
  lineages: Map<string, Awaited<ReturnType<typeof loadLineages>>[number]>
  /** Lineages an article belongs to, by article id. */
  lineagesOf: Map<string, Awaited<ReturnType<typeof loadLineages>>[number][]>
  comparisons: Map<string, Awaited<ReturnType<typeof loadComparisons>>[number]>
  /** Links to the article comparisons an article takes part in, by article id. */
  comparisonLinksOf: Map<string, ComparisonLink[]>
  /** Each article comparison and its page, by `<older article id>><newer article id>`. */
  articleComparisons: Map<string, {comparison: ArticleComparisonJson; href: string}>
  /** The page of each article in each edition pair, by `<from>/<to>` and then article id (either side). */
  comparisonPages: Map<string, Map<string, string>>
  /** Provisions moved to or from another article, in any edition pair, by provision id. */
  moves: MoveIndex
  /** The provision holding each footnote's marker, by footnote id. */
  footnoteHolders: Map<string, string>
}

let index: Promise<SiteIndex> | undefined

export function siteIndex(): Promise<SiteIndex> {
  index ??= (async () => {
    const [articles, editions, lineages, comparisons] = await Promise.all([loadArticles(), loadEditions(), loadLineages(), loadComparisons()])
    const lineagesOf = new Map<string, typeof lineages>()
    for (const lineage of lineages) for (const article of lineage.articles) lineagesOf.set(article.id, [...(lineagesOf.get(article.id) ?? []), lineage])
    const comparisonLinksOf = new Map<string, ComparisonLink[]>()
    for (const link of comparisonLinks(comparisons, urls, () => true)) {
      for (const side of [link.from, link.to]) {
        const id = `${side.edition}/${side.number}`
        comparisonLinksOf.set(id, [...(comparisonLinksOf.get(id) ?? []), link])
      }
    }
    const articleComparisons = new Map<string, {comparison: ArticleComparisonJson; href: string}>()
    const comparisonPages = new Map<string, Map<string, string>>()
    for (const comparison of comparisons) {
      const slugs = comparisonSlugs(comparison.articles)
      const pages = new Map<string, string>()
      comparison.articles.forEach((article, k) => {
        const href = urls.compareArticle(comparison.from, comparison.to, slugs[k]!)
        articleComparisons.set(`${article.from.id}>${article.to.id}`, {comparison: article, href})
        for (const side of [article.from.id, article.to.id]) if (!pages.has(side)) pages.set(side, href)
      })
      comparisonPages.set(`${comparison.from}/${comparison.to}`, pages)
    }
    return {
      articles: new Map(articles.map((article) => [article.id, article])),
      editions: new Map(editions.map((edition) => [edition.edition, edition])),
      lineages: new Map(lineages.map((lineage) => [lineage.id, lineage])),
      lineagesOf,
      comparisons: new Map(comparisons.map((comparison) => [`${comparison.from}/${comparison.to}`, comparison])),
      comparisonLinksOf,
      articleComparisons,
      comparisonPages,
      moves: moveIndex(comparisons, urls),
      footnoteHolders: new Map(articles.flatMap((article) => article.footnotes.flatMap((footnote) => (footnote.provision ? [[footnote.id, footnote.provision] as const] : []))))
    }
  })()
  return index
}
