// What a wiki page holds, read from its name. The wiki has three kinds of page: a chapter page
// (`1987:HV2`) with article headings in it, a per-article page (`1963:71`) holding one article,
// and a per-lid page (`2017:31B`) holding one lid of an article, without article heading. The
// patterns live in `laws/corpus.json` (`pages`); these are the defaults.
import type {LineShape} from './classify.ts'

export type PageShape = {kind: 'chapter'} | {kind: 'article'; article: string} | {kind: 'lid'; article: string; lid: string}

/** Regular expressions over the page name, with named groups `article` and (for lids) `lid`. */
export interface PagePatterns {
  article: string
  lid: string
}

export const defaultPagePatterns: PagePatterns = {
  article: '^(?<article>\\d+[a-z]?)$',
  lid: '^(?<article>\\d+[a-z]?)(?<lid>[A-Z])$'
}

export function pageShape(page: string, patterns: Partial<PagePatterns> = {}): PageShape {
  const {article, lid} = {...defaultPagePatterns, ...patterns}
  const asLid = new RegExp(lid, 'u').exec(page)?.groups
  if (asLid?.['article'] && asLid['lid']) return {kind: 'lid', article: asLid['article'], lid: asLid['lid']}
  const asArticle = new RegExp(article, 'u').exec(page)?.groups
  if (asArticle?.['article']) return {kind: 'article', article: asArticle['article']}
  return {kind: 'chapter'}
}

/**
 * Where the page's own heading line stands among its lines (an index into `shapes`), or -1: on a
 * per-article page its first `Artikel` heading; on a per-lid page its own label line (`B. Titel`
 * on page `31B`) before any heading. Lines before it are not the text of that article or lid.
 */
export function pageHeadingIndex(page: PageShape, shapes: readonly LineShape[]): number {
  if (page.kind === 'chapter') return -1
  if (page.kind === 'article') return shapes.findIndex((shape) => shape.kind === 'article')
  const index = shapes.findIndex((shape) => isHeading(shape) || (shape.kind === 'label' && shape.labelKind === 'letter' && shape.label === page.lid))
  return index !== -1 && shapes[index]!.kind === 'label' ? index : -1
}

function isHeading(shape: LineShape): boolean {
  return shape.kind === 'article' || shape.kind === 'chapter' || shape.kind === 'section'
}
