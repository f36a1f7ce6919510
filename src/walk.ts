// Walks over the law tree that several steps share: an edition's or a source's articles, and an
// article's provisions in reading order.
import {headingAnchor} from './ids.ts'
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
 * The anchor of each chapter and section heading of an edition, by the line as printed (a heading
 * printed on two pages is one heading): a section in a chapter is named with its chapter
 * (`headingAnchor`), so that no page added elsewhere changes it; two headings that still share one
 * (the same number printed twice in different words) take `-2`, `-3` in reading order.
 */
export function headingAnchors(edition: Edition): Map<string, string> {
  const anchors = new Map<string, string>()
  const taken = new Set<string>()
  for (const source of edition.children) {
    for (const child of source.children) {
      if (child.type === 'article') continue
      const chapter = child.type === 'chapter' ? child : null
      for (const node of [child, ...headingsOf(child)]) {
        if (anchors.has(node.heading)) continue
        const own = headingAnchor(node, node === chapter ? null : chapter)
        let anchor = own
        for (let n = 2; taken.has(anchor); n++) anchor = `${own}-${n}`
        taken.add(anchor)
        anchors.set(node.heading, anchor)
      }
    }
  }
  return anchors
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
