// The edition pairs a corpus compares: each lineage link joins an article to its predecessor.
import type {ArticleLink, Lineage} from './articles.ts'
import {pairKey} from '../ids.ts'

/** The links of one edition pair, in lineage order. */
export interface EditionPair {
  from: string
  to: string
  links: Array<{lineage: Lineage; link: ArticleLink}>
}

/**
 * The edition pairs to compare, oldest pair first. An article is compared with its predecessor in
 * its lineage (the nearest earlier edition holding a match), so the work grows with the number of
 * articles, not with the square of the number of editions.
 */
export function editionPairs(lineages: Lineage[]): EditionPair[] {
  const byPair = new Map<string, EditionPair>()
  for (const lineage of lineages) {
    for (const link of lineage.links) {
      const key = pairKey(link.from.edition, link.to.edition)
      let pair = byPair.get(key)
      if (!pair) byPair.set(key, (pair = {from: link.from.edition, to: link.to.edition, links: []}))
      pair.links.push({lineage, link})
    }
  }
  return [...byPair.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, pair]) => pair)
}
