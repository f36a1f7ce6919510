// Precision and recall of the article lineages on a generated corpus, against the generator's truth:
// a true link joins two consecutive appearances of the same generated article.
import type {ArticleLink} from '../src/align/articles.ts'
import type {Article} from '../src/types.ts'
import {linkKey} from '../src/ids.ts'

export interface LinkQuality {
  links: number
  truth: number
  precision: number
  recall: number
}

export function linkQuality(editions: Article[][], links: ArticleLink[], lineageOf: Map<string, string>): LinkQuality {
  const last = new Map<string, string>()
  const truth = new Set<string>()
  for (const articles of editions) {
    for (const article of articles) {
      const lineage = lineageOf.get(article.id)
      if (lineage === undefined) continue
      const previous = last.get(lineage)
      if (previous) truth.add(linkKey(previous, article.id))
      last.set(lineage, article.id)
    }
  }
  const predicted = new Set(links.map((link) => linkKey(link.from.id, link.to.id)))
  let hits = 0
  for (const link of predicted) if (truth.has(link)) hits++
  return {links: predicted.size, truth: truth.size, precision: predicted.size === 0 ? 1 : hits / predicted.size, recall: truth.size === 0 ? 1 : hits / truth.size}
}
