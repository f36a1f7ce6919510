// The pages the search must index, from the data stage's output: every article page, and the
// contents page of each edition whose chapters or sections have text of their own. Each is named
// with the source it comes from, so a page missing from the index points at a file and line.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {siteUrls} from '../site/lib/urls.ts'

interface EditionEntry {
  edition: string
  sources: string[]
  articles: {id: string; number: string}[]
  headings: {source: string; lines: [number, number]; text: unknown[]}[]
}

/** The pages of `api` the search must index that are not among `sent` (URLs from `/`), each as "<url> (<what>, <source>)". */
export function unindexedPages(api: string, sent: readonly string[]): string[] {
  const editions = (JSON.parse(readFileSync(path.join(api, 'editions.json'), 'utf8')) as {editions: EditionEntry[]}).editions
  const urls = siteUrls('/')
  const given = new Set(sent)
  const missing: string[] = []
  for (const edition of editions) {
    for (const article of edition.articles) {
      const url = urls.article(edition.edition, article.number)
      if (!given.has(url)) missing.push(`${url} (article ${article.id})`)
    }
    const withText = edition.headings.find((heading) => heading.text.length > 0)
    const contents = urls.edition(edition.edition)
    if (withText && !given.has(contents)) missing.push(`${contents} (chapter text of ${withText.source}:${withText.lines[0]})`)
  }
  return missing
}
