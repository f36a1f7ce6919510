// What of an article the collection holds. The wiki is transcribed page by page: an article may be
// known only from some of its lid pages, or its text may carry a footnote marker whose footnote is
// not on the page. Coverage says per lid and per footnote what is here and what is known to exist
// without being here, so no later stage reads what is missing as removed.
import {visit} from 'unist-util-visit'
import {firstLabel, nextLabel} from './classify.ts'
import type {Article, Coverage, CutShort, Provision} from '../types.ts'

/**
 * The coverage of an assembled article, or undefined when the collection holds all of it. `whole`:
 * it comes from an article or chapter page. `referenced`: the lids the edition's references name in
 * it, which exist whether or not a page holds them.
 */
export function articleCoverage(article: Article, whole: boolean, referenced: Iterable<string> = [], cutShort?: CutShort): Coverage | undefined {
  // A lid known only by its title (`A. Voorspelen met dichte kaart` with nothing under it) is not
  // transcribed: its text exists on the wiki but is not here, so nothing of it can be removed.
  const titled = topLids(article).filter((label) => !article.children.some((part) => part.label === label && holdsText(part)))
  const transcribed = topLids(article).filter((label) => !titled.includes(label))
  // Known only by its heading (and lid titles): nothing of its text is here.
  const headingsOnly = !article.children.some(holdsText) && article.footnotes.length === 0
  const isWhole = whole && cutShort === undefined && titled.length === 0 && !headingsOnly
  // A page cut short holds the article's title and opening words: only what follows is unknown.
  const known = isWhole ? [] : [...new Set([...titled, ...(whole ? [] : gaps(transcribed)), ...[...referenced].filter((lid) => !transcribed.includes(lid))])]
  const footnotes = footnoteCoverage(article)
  if (isWhole && footnotes.every((footnote) => footnote.transcribed)) return undefined
  const lids = [...transcribed.map((label) => ({label, transcribed: true})), ...known.map((label) => ({label, transcribed: false}))].sort((a, b) => compareLabels(a.label, b.label))
  return {whole: isWhole, ...(cutShort === undefined ? {} : {cutShort}), ...(headingsOnly ? {headingsOnly: true as const} : {}), lids, footnotes}
}

/** A provision holds law text: its own, or a part's below it (a title alone is no text). */
export function holdsText(provision: Provision): boolean {
  return (provision.text !== null && provision.text !== '') || provision.children.some(holdsText)
}

/** The labels of the article's top-level lids, once each, in the article's order. */
export function topLids(article: Article): string[] {
  return [...new Set(article.children.flatMap((provision) => (provision.kind === 'labeled' && provision.label !== null ? [provision.label] : [])))]
}

/** The labels missing before and between `lids` of one sequence (`['B', 'D']` → `['A', 'C']`, `['3']` → `['1', '2']`). */
export function gaps(lids: string[]): string[] {
  const numbers = lids.filter((lid) => /^\d+$/.test(lid))
  const letters = lids.filter((lid) => /^[A-Za-z]$/.test(lid))
  // One sequence per article: the kind most of its lids have.
  const sequence = numbers.length > letters.length ? numbers : letters
  if (sequence.length === 0) return []
  const last = sequence.toSorted(compareLabels).at(-1)!
  const missing: string[] = []
  for (let lid = firstLabel(sequence[0]!); compareLabels(lid, last) < 0; lid = nextLabel(lid)) if (!sequence.includes(lid)) missing.push(lid)
  return missing
}

/** Every footnote number the article's text or footnotes name: transcribed, or a marker's without its footnote. */
function footnoteCoverage(article: Article): Coverage['footnotes'] {
  const have = new Set(article.footnotes.map((footnote) => footnote.number))
  const named = new Set([...have, ...(article.markers ?? []).map((marker) => marker.number)])
  visit(article, 'provision', (node) => {
    const provision = node as Provision
    for (const marker of [...provision.markers.title, ...provision.markers.text]) named.add(marker.number)
  })
  return [...named].sort(compareLabels).map((number) => ({number, transcribed: have.has(number)}))
}

/** Labels in sequence order: numbers by value, letters alphabetically. */
function compareLabels(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b)
}
