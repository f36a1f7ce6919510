// An edition read as its outline: the assembled edition without its articles' text, which is read
// when first asked for. A run after a small change reads most editions this way and never reads most
// of their articles (src/corpus.ts makes and stores outlines; src/cache-keys.ts has their entry).
import type {CacheEntries, StoredEditionChecks} from './cache-keys.ts'
import {linkArticleNotes} from './parse/passes.ts'
import type {Article, Chapter, Edition, Section, Source} from './types.ts'
import {articlesOf, referencesOf, restoreReferences} from './walk.ts'

/** The fields of an article that its edition's outline leaves out: its text. */
export const articleText = ['children', 'footnotes', 'notes'] as const

/** An article's text: the fields an outline leaves out. */
export type ArticleText = Pick<Article, (typeof articleText)[number]>

function textOf(article: Article): ArticleText {
  return {children: article.children, footnotes: article.footnotes, notes: article.notes}
}

/** An assembled edition without its articles' text (those fields null), as `outlinedEdition` takes it. */
export function outlineOf(edition: Edition): Edition {
  const outline = <Node extends Source | Chapter | Section | Article>(node: Node): Node =>
    node.type === 'article' ? {...node, children: null, footnotes: null, notes: null} : {...node, children: (node.children as Array<Chapter | Section | Article>).map(outline)}
  return {...edition, children: edition.children.map(outline)}
}

/**
 * The edition of an outline: its articles are the outline's, and an article's text (`articleText`)
 * is read when it is first asked for: from its source's parse (`text`, by the article's place in
 * the edition), or when that cannot give it, every article's from the edition `assemble` makes
 * again. Each field stays in its place among the article's keys, so the article serialises as the
 * assembled one does.
 */
export function outlinedEdition(outline: Edition, {text, assemble}: {text: (index: number) => ArticleText | undefined; assemble: () => Edition}): Edition {
  const articles = articlesOf(outline)
  const settle = (article: Article, from: ArticleText) => {
    for (const field of articleText) Object.defineProperty(article, field, {value: from[field], writable: true, enumerable: true, configurable: true})
  }
  let assembled = false
  const fill = (index: number) => {
    const stored = text(index)
    if (stored) return settle(articles[index]!, stored)
    if (assembled) return
    assembled = true
    const made = articlesOf(assemble())
    articles.forEach((article, k) => {
      const from = made[k]
      // The outline was made from these very sources: anything else is a fault in this module.
      if (from?.id !== article.id) throw new Error(`Edition ${outline.edition}: outline article ${article.id} is ${from?.id ?? 'missing'} when assembled`)
      // An article already read keeps its text (callers may hold it).
      if (Object.getOwnPropertyDescriptor(article, 'children')?.get) settle(article, from)
    })
  }
  articles.forEach((article, index) => {
    for (const field of articleText) {
      Object.defineProperty(article, field, {
        enumerable: true,
        configurable: true,
        get() {
          fill(index)
          return article[field]
        },
        set(value: unknown) {
          fill(index)
          Object.defineProperty(article, field, {value, writable: true, enumerable: true, configurable: true})
        }
      })
    }
  })
  return outline
}

/**
 * An outlined edition's article texts as assembling gives them, from the sources' parses: the
 * article as parsed, its notes linked to their lids and its references resolved as the edition's
 * checks stored them. Only for an edition whose assembly changed nothing else (no lid page merged
 * into another file's article, no duplicate renamed); undefined for an article it cannot give.
 */
export function articleTexts(stored: CacheEntries['edition-outline'], treeOf: (source: string) => Source | null | undefined, checksOf: () => StoredEditionChecks | undefined): (index: number) => ArticleText | undefined {
  const ids = articlesOf(stored.outline).map((article) => article.id)
  const first: number[] = []
  for (let k = 0, sum = 0; k < (stored.articles?.length ?? 0); k++) {
    first.push(sum)
    sum += stored.articles![k]![2]
  }
  const articlesIn = new Map<string, Article[]>()
  let checked: {checks: StoredEditionChecks | undefined} | undefined
  return (index) => {
    const place = stored.articles?.[index]
    const checks = place ? (checked ??= {checks: checksOf()}).checks : undefined
    if (!place || !checks) return undefined
    const [source, position, count] = place
    let list = articlesIn.get(source)
    if (!list) {
      const tree = treeOf(source)
      articlesIn.set(source, (list = tree ? articlesOf(tree) : []))
    }
    const article = list[position]
    if (!article || article.id !== ids[index] || referencesOf([article]).length !== count || first[index]! + count > checks.refs.length) return undefined
    linkArticleNotes(article)
    restoreReferences([article], checks.refs.slice(first[index], first[index]! + count))
    return textOf(article)
  }
}
