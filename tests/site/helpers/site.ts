// A built site as the tests read it: its JSON API (`<dir>/api/`) and its pages.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {ArticleJson, EditionsJson} from '../../../src/schema.ts'
import {articleSlug} from '../../../site/lib/urls.ts'
import {pagePaths, readPage} from './html.ts'
import type {BuiltPages} from './links.ts'

export interface Api {
  /** A file of the API, e.g. `lineages.json` or `compare/1987/1997.json`. */
  json<T>(file: string): T
  editions: EditionsJson
  /** Every article of every edition, in the order of `editions.json`. */
  articles: ArticleJson[]
}

export function readApi(dir: string): Api {
  const json = <T>(file: string) => JSON.parse(readFileSync(path.join(dir, 'api', file), 'utf8')) as T
  const editions = json<EditionsJson>('editions.json')
  const articles = editions.editions.flatMap((edition) => edition.articles.map((article) => json<ArticleJson>(`${article.id}.json`)))
  return {json, editions, articles}
}

export type BuiltSite = Api & BuiltPages

/** The site built into `dir` for `base`, every page parsed. */
export function readSite(dir: string, base = '/'): BuiltSite {
  return {...readApi(dir), dir, base, pages: new Map(pagePaths(dir).map((page) => [page, readPage(dir, page)]))}
}

/** The URL path of an article's page without base, e.g. `/1987/artikel-25/`. */
export const articlePath = (article: {edition: string; number: string}) => `/${article.edition}/${articleSlug(article.number)}/`
