// What a wiki page holds, read from its name. The wiki has three kinds of page: a chapter page
// (`1987:HV2`) with article headings in it, a per-article page (`1963:71`) holding one article,
// and a per-lid page (`2017:31B`) holding one lid of an article, without article heading. The
// patterns live in `laws/corpus.json` (`pages`); these are the defaults.

export type PageShape =
  | {kind: 'chapter'}
  | {kind: 'article'; article: string}
  | {kind: 'lid'; article: string; lid: string}

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
