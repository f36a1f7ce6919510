// Which chapter and section headings of two editions are the same heading: 1975's unnumbered
// "Voor de beurt bieden" is 1987's "§ IV Voor de beurt bieden" because the articles under the one
// went to the articles under the other. The evidence is the edition pair's article links, so a
// heading corresponds where its articles do; a heading none of whose articles the pair compares
// (a chapter page holding only the chapter's own text) corresponds by its printed number, else by
// its title read the same. One heading corresponds to at most one of the other edition.
import {headingAnchors, headingsOf, articlesOf} from '../walk.ts'
import type {Chapter, Edition, HeadingText, Section} from '../types.ts'
import type {EditionPair} from './edition-pairs.ts'
import {sameTitleText} from './text.ts'
import {headingKeyword} from '../ids.ts'

/** A heading of an edition as printed, once: a heading printed on two pages is one, with the articles and the text of both. */
export interface EditionHeading {
  edition: string
  /** Its anchor on the edition pages (`kop-hoofdstuk-iv`). */
  anchor: string
  /** The first printing. */
  node: Chapter | Section
  /** Its own text, every printing's paragraphs in reading order. */
  text: HeadingText[]
  /** The ids of the articles under it. */
  articles: Set<string>
  /** The page stops in its own text (`page-cut-short`): what follows its last paragraph is unknown. */
  cutShort: boolean
  /**
   * Its own text is known whole: there is some, or the page goes on after the heading (an article
   * or another heading follows it), and the page does not stop in it. A page that ends right after
   * the heading may have been saved before its text.
   */
  whole: boolean
}

/** `articles`: their articles correspond (`shared` of them); `number`: the same printed number; `title`: the same title. */
export type HeadingBasis = 'articles' | 'number' | 'title'

export interface HeadingLink {
  from: EditionHeading
  to: EditionHeading
  basis: HeadingBasis
  /** The article links of the pair from an article under `from` to one under `to`. */
  shared: number
}

/** The headings of an edition in reading order, a heading printed twice once (as the edition pages show them). */
function editionHeadings(edition: Edition): EditionHeading[] {
  const byLine = new Map<string, EditionHeading>()
  const anchors = headingAnchors(edition)
  for (const source of edition.children) {
    const nodes = headingsOf(source)
    nodes.forEach((node, at) => {
      let heading = byLine.get(node.heading)
      if (!heading) byLine.set(node.heading, (heading = {edition: edition.edition, anchor: anchors.get(node.heading)!, node, text: [], articles: new Set(), cutShort: false, whole: false}))
      heading.text.push(...(node.text ?? []))
      const articles = articlesOf(node)
      for (const article of articles) heading.articles.add(article.id)
      if (node.cutShort) heading.cutShort = true
      // Something follows the heading on this page: an article under it, or the next heading.
      if (articles.length > 0 || at < nodes.length - 1) heading.whole = true
    })
  }
  return [...byLine.values()].map((heading) => ({...heading, whole: !heading.cutShort && (heading.whole || heading.text.length > 0)}))
}

/**
 * The corresponding headings of an edition pair, in the newer edition's reading order. Candidates
 * are weighed by the share of the article links touching either heading that join the two
 * (the Jaccard index of the links), so a section corresponds to the section holding the same
 * articles rather than to the chapter around it; ties go to the same title, then reading order.
 */
export function correspondingHeadings(from: Edition, to: Edition, pair: EditionPair): HeadingLink[] {
  const older = editionHeadings(from)
  const newer = editionHeadings(to)
  const candidates: Array<HeadingLink & {score: number; sameTitle: boolean; order: [number, number]}> = []
  // Each link counted once, under every heading (chapter and section) its articles stand under.
  const underOlder = headingsByArticle(older)
  const underNewer = headingsByArticle(newer)
  const touching = new Map<EditionHeading, number>()
  const shared = new Map<EditionHeading, Map<EditionHeading, number>>()
  for (const {link} of pair.links) {
    const [as, bs] = [underOlder.get(link.from.id) ?? [], underNewer.get(link.to.id) ?? []]
    for (const heading of [...as, ...bs]) touching.set(heading, (touching.get(heading) ?? 0) + 1)
    for (const a of as) {
      const row = shared.get(a) ?? shared.set(a, new Map()).get(a)!
      for (const b of bs) row.set(b, (row.get(b) ?? 0) + 1)
    }
  }
  // The headings with an article the pair compares: their articles are the evidence.
  const linked = new Set(touching.keys())
  older.forEach((a, i) => {
    newer.forEach((b, j) => {
      const both = shared.get(a)?.get(b) ?? 0
      // The links touching either heading: those of each, less those they share.
      if (both > 0) candidates.push({from: a, to: b, basis: 'articles', shared: both, score: both / (touching.get(a)! + touching.get(b)! - both), sameTitle: sameTitle(a, b), order: [j, i]})
    })
  })
  // Without articles compared, the printed number with a word in common, else the title, is the
  // evidence: a number alone pairs any two headings that a later page happens to number alike.
  older.forEach((a, i) => {
    newer.forEach((b, j) => {
      if (linked.has(a) || linked.has(b)) return
      const basis = numberKey(a.node) !== null && numberKey(a.node) === numberKey(b.node) && shareWords(a, b) ? 'number' : sameTitle(a, b) ? 'title' : null
      if (basis) candidates.push({from: a, to: b, basis, shared: 0, score: 0, sameTitle: sameTitle(a, b), order: [j, i]})
    })
  })
  candidates.sort((x, y) => y.score - x.score || Number(y.sameTitle) - Number(x.sameTitle) || Number(x.basis !== 'number') - Number(y.basis !== 'number') || x.order[0] - y.order[0] || x.order[1] - y.order[1])
  const taken = new Set<EditionHeading>()
  const links: Array<HeadingLink & {order: [number, number]}> = []
  for (const {from: a, to: b, basis, shared, order} of candidates) {
    if (taken.has(a) || taken.has(b)) continue
    taken.add(a).add(b)
    links.push({from: a, to: b, basis, shared, order})
  }
  return links.sort((x, y) => x.order[0] - y.order[0]).map(({from: a, to: b, basis, shared}) => ({from: a, to: b, basis, shared}))
}

/** The words of four letters or more of a heading's title, or of its own text, in lower case. */
function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.normalize('NFC')))
}

/** Two headings of one number speak of the same: their titles share a word, or their own texts do. */
function shareWords(a: EditionHeading, b: EditionHeading): boolean {
  const meet = (x: Set<string>, y: Set<string>) => [...x].some((word) => y.has(word))
  const text = (heading: EditionHeading) => words(heading.text.map((paragraph) => paragraph.text).join(' '))
  return meet(words(a.node.title ?? ''), words(b.node.title ?? '')) || meet(text(a), text(b))
}

/** The headings each article stands under, by article id. */
function headingsByArticle(headings: EditionHeading[]): Map<string, EditionHeading[]> {
  const found = new Map<string, EditionHeading[]>()
  for (const heading of headings) for (const id of heading.articles) found.set(id, [...(found.get(id) ?? []), heading])
  return found
}

/** A heading's number as compared: `§ IV` and `PARAGRAAF IV` are one number. */
export function numberKey(node: Chapter | Section): string | null {
  return node.number === null || node.keyword === null ? null : `${headingKeyword(node.keyword)} ${node.number.toLowerCase()}`
}

// A title read the same by this rule reads the same by the heading comparison's (`titlesReadTheSame` includes it): a heading joined by its title never has it changed.
const sameTitle = (a: EditionHeading, b: EditionHeading) => sameTitleText(a.node.title, b.node.title)
