// What a wiki page holds, read from its name. The wiki has three kinds of page: a chapter page
// (`1987:HV2`) with article headings in it, a per-article page (`1963:71`) holding one article,
// and a per-lid page (`2017:31B`, `1963:28-3`) holding one lid of an article, without article
// heading. The patterns live in `laws/corpus.json` (`pages`); these are the defaults.
import {headingTitle, isCapitalsTitle, type LineShape} from './classify.ts'

export type PageShape = {kind: 'chapter'} | {kind: 'article'; article: string} | {kind: 'lid'; article: string; lid: string}

/** Regular expressions over the page name, with named groups `article` and (for lids) `lid`. */
export interface PagePatterns {
  article: string
  lid: string
}

/**
 * The wiki's names: `71` is an article; `31B` (a capital after the number) and `28-3` (a hyphen
 * and a number) are a lid, lettered or numbered.
 */
export const defaultPagePatterns: PagePatterns = {
  article: '^(?<article>\\d+[a-z]?)$',
  lid: '^(?<article>\\d+[a-z]?)-?(?<lid>(?<!-)[A-Z]|(?<=-)\\d{1,2})$'
}

export function pageShape(page: string, patterns: Partial<PagePatterns> = {}): PageShape {
  const {article, lid} = {...defaultPagePatterns, ...patterns}
  const asLid = new RegExp(lid, 'u').exec(page)?.groups
  if (asLid?.['article'] && asLid['lid']) return {kind: 'lid', article: asLid['article'], lid: asLid['lid']}
  const asArticle = new RegExp(article, 'u').exec(page)?.groups
  if (asArticle?.['article']) return {kind: 'article', article: asArticle['article']}
  return {kind: 'chapter'}
}

/** The label kind of a lid page's lid: `B` is lettered (`B.`), `3` numbered (`3.`). */
export function lidLabelKind(lid: string): 'letter' | 'number' {
  return /^\d+$/.test(lid) ? 'number' : 'letter'
}

/** Whether `shape` is a lid label line of the kind the lid page's name gives (`B.` on `31B`, `3.` on `28-3`). */
export function isLidLine(page: {lid: string}, shape: LineShape): shape is Extract<LineShape, {kind: 'label'}> {
  return shape.kind === 'label' && shape.labelKind === lidLabelKind(page.lid)
}

/**
 * On a per-article page, the numbered line older editions print as the article's heading, without
 * `Artikel` (`5. TITEL IN HOOFDLETTERS.` on page `1963:5`), as an article heading; null for any
 * other line. Its number being the page's and its words a title in capitals are the evidence: a
 * lid is never printed so. The title keeps its capitals; the final period goes, as in other headings.
 */
export function numberedPageHeading(page: PageShape, shape: LineShape): Extract<LineShape, {kind: 'article'}> | null {
  if (page.kind !== 'article' || shape.kind !== 'label' || shape.labelKind !== 'number' || shape.bullet) return null
  if (shape.label !== page.article || !isCapitalsTitle(shape.rest)) return null
  return {kind: 'article', number: shape.label, title: headingTitle(shape.rest), sentenceLike: false}
}

/**
 * Where the page's own heading line stands among its lines (an index into `shapes`), or -1: on a
 * per-article page its first `Artikel` heading, or the numbered heading of older editions when it
 * is the first labeled line (`numberedPageHeading`); on a per-lid page its own label line (`B. Titel`
 * on page `31B`, `3. Titel` on page `28-3`) before any heading. Lines before it are not the text
 * of that article or lid.
 */
export function pageHeadingIndex(page: PageShape, shapes: readonly LineShape[]): number {
  if (page.kind === 'chapter') return -1
  if (page.kind === 'article') {
    const first = shapes.findIndex((shape) => shape.kind === 'article' || shape.kind === 'label')
    return first !== -1 && numberedPageHeading(page, shapes[first]!) ? first : shapes.findIndex((shape) => shape.kind === 'article')
  }
  const index = shapes.findIndex((shape) => isHeading(shape) || (isLidLine(page, shape) && shape.label === page.lid))
  return index !== -1 && shapes[index]!.kind === 'label' ? index : -1
}

function isHeading(shape: LineShape): boolean {
  return shape.kind === 'article' || shape.kind === 'chapter' || shape.kind === 'section'
}
