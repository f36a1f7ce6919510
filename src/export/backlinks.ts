// Inbound references ("Verwezen vanuit"): per article and per provision, the provisions and
// footnotes of the same edition whose references resolve to it. Computed once per edition from the
// resolved references; the article JSON carries them.
import {textUnits} from '../align/units.ts'
import {footnoteId} from '../ids.ts'
import {articlesOf} from '../corpus.ts'
import type {Article, Edition, Reference} from '../types.ts'

export interface Backlink {
  /** The citing provision, or footnote (`<article>/fn<n>`). */
  from: string
  /** Its printed labels from the article down: `B 1 (b)`, `alinea 1`, `B 1, punt 2`, `voetnoot 2`. */
  label: string
  /** The citing article's number. */
  article: string
}

/**
 * Per id (an article or a provision), the units of `articles` that cite it, in reading order (the
 * articles in the order given, footnotes after each article's provisions), each once. A unit does
 * not cite itself.
 */
export function backlinks(articles: Article[]): Map<string, Backlink[]> {
  const inbound = new Map<string, Backlink[]>()
  for (const article of articles) {
    const footnotes = new Map(article.footnotes.map((footnote) => [footnoteId(article.id, footnote.number), footnote]))
    for (const unit of textUnits(article)) {
      const refs: Reference[] = unit.kind === 'footnote' ? footnotes.get(unit.id)!.refs : unit.provision!.refs
      for (const target of new Set(refs.map((ref) => ref.resolved))) {
        if (target === null || target === unit.id) continue
        const list = inbound.get(target) ?? []
        list.push({from: unit.id, label: unit.label, article: article.number})
        inbound.set(target, list)
      }
    }
  }
  return inbound
}

const byEdition = new WeakMap<Edition, Map<string, Backlink[]>>()

/** `backlinks` of an assembled edition, computed on first use. */
export function editionBacklinks(edition: Edition): Map<string, Backlink[]> {
  let inbound = byEdition.get(edition)
  if (!inbound) byEdition.set(edition, (inbound = backlinks(articlesOf(edition))))
  return inbound
}
