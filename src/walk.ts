// Walks over the law tree that several steps share: an edition's or a source's articles, and an
// article's provisions in reading order.
import type {Article, Chapter, Edition, Provision, Section, Source} from './types.ts'

/** The articles under a node, in reading order. */
export function articlesOf(node: Source | Chapter | Section | Edition): Article[] {
  return (node.children as Array<Source | Chapter | Section | Article>).flatMap((child) => (child.type === 'article' ? [child] : articlesOf(child)))
}

/** The chapter and section headings under a node, in reading order (a chapter before its sections). */
export function headingsOf(node: Source | Chapter | Section | Edition): Array<Chapter | Section> {
  return (node.children as Array<Source | Chapter | Section | Article>).flatMap((child) => (child.type === 'article' ? [] : child.type === 'source' ? headingsOf(child) : [child, ...headingsOf(child)]))
}

/**
 * Every provision of an article, in reading order (as `visit(article, 'provision', ...)` would give
 * them). A plain walk: every run asks it of every article, where `visit`'s generality costs more
 * than the work.
 */
export function eachProvision(article: Article, action: (provision: Provision) => void): void {
  const walk = (provisions: Provision[]) => {
    for (const provision of provisions) {
      action(provision)
      walk(provision.children)
    }
  }
  walk(article.children)
}
