// The check that Pagefind indexed what the build sent it: every article page, every contents page
// with chapter text, every record of changes. A count that is off names its cause, the pages or
// records that share a URL (Pagefind keeps one page per URL), as warnings: it never stops the build,
// since a maintainer's page may be its cause and the site is whole without the search of one page.
import {VFile} from 'vfile'

/** A page or record sent to Pagefind: its URL, and where it comes from (a built page, a comparison file). */
export interface SentToIndex {
  url: string
  source: string
}

/** Warnings for an index that does not count what was sent: one per URL sent twice, else one that says the counts. */
export function pagefindCountFiles(sent: SentToIndex[], indexed: number, expected: {pages: number; records: number}): VFile[] {
  const files = new Map<string, VFile>()
  const fileOf = (source: string) => files.get(source) ?? files.set(source, new VFile({path: source})).get(source)!
  const byUrl = Map.groupBy(sent, (item) => item.url)
  for (const [url, items] of byUrl) {
    if (items.length < 2) continue
    const [first, ...rest] = items
    for (const item of rest) {
      const message = fileOf(item.source).message(`Unexpected second page or record of changes at \`${url}\` (first from ${first!.source}), expected one per URL; Pagefind indexes only one of them`, {
        ruleId: 'search-index-count',
        source: 'spelregels'
      })
      message.fatal = false
    }
  }
  if (indexed !== byUrl.size || sent.length !== expected.pages + expected.records) {
    const message = fileOf('pagefind/pagefind-entry.json').message(
      `Unexpected ${indexed} pages indexed, expected ${byUrl.size} (${sent.length} sent for ${expected.pages} pages with \`data-pagefind-body\` and ${expected.records} records of changes)`,
      {ruleId: 'search-index-count', source: 'spelregels'}
    )
    message.fatal = false
  }
  return [...files.values()].filter((file) => file.messages.length > 0)
}
