// The build's search index, run by scripts/build.ts as a child process it supervises: Pagefind
// runs a binary of its own, whose panics (a full disk: "StorageFull") print a Rust backtrace and
// leave its promises unsettled. Here they end this process only; the build reads its exit code and
// stderr and reports them as its own failure (src/tool-failure.ts).
//   node scripts/pagefind-index.ts <site folder> <api folder>
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {createIndex, close} from 'pagefind'
import {reporter} from 'vfile-reporter'
import {listComparisons, readComparison} from '../site/lib/api.ts'
import {changeRecords} from '../site/lib/change-records.ts'
import {searchWords} from '../site/lib/search-words.ts'
import {siteUrls} from '../site/lib/urls.ts'
import {readCorpusConfig} from '../src/corpus-config.ts'
import {failureMessage, onDisk} from '../src/file-system.ts'
import {sitePaths} from '../src/ids.ts'
import {listTree} from '../src/listing.ts'
import {pagefindCountFiles, type SentToIndex} from './pagefind-count.ts'
import {pagefindRecords} from './pagefind-records.ts'
import {unindexedPages} from './search-pages.ts'

const [site, api] = process.argv.slice(2) as [string, string]

try {
  const {index, errors} = await createIndex({forceLanguage: 'nl'})
  if (!index || errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`)
  // The article pages, in byte order of their paths: Pagefind numbers pages in the order it gets
  // them, and its own walk of a folder (`addDirectory`) follows the file system's order, which
  // differs between machines (src/listing.ts). Only pages with `data-pagefind-body` are sent: when
  // one page has it, Pagefind drops every page without it, so the index is the same. Its service
  // takes messages one at a time in the order they are written, so the pages are sent in order
  // without waiting for each; at most 64 wait, to bound the memory. The URL is the one its walk
  // would give the page.
  const checked = (added: {errors: string[]}) => {
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
  }
  const sent: SentToIndex[] = []
  const waiting: Array<Promise<{errors: string[]}>> = []
  for (const page of listTree(site).filter(({path: file, entry}) => entry.isFile() && file.endsWith('.html'))) {
    const content = readFileSync(path.join(site, page.path), 'utf8')
    if (!content.includes('data-pagefind-body')) continue
    const url = `/${page.path === 'index.html' ? '' : page.path.replace(/\/index\.html$/, '/')}`
    sent.push({url, source: path.join(path.basename(site), page.path)})
    const added = index.addHTMLFile({url, content})
    // A failure is thrown when its turn comes, not as an unhandled rejection while another is awaited.
    added.catch(() => {})
    waiting.push(added)
    if (waiting.length >= 64) checked(await waiting.shift()!)
  }
  for (const added of waiting) checked(await added)
  // Every page a reader searches must have been sent; one that lost `data-pagefind-body` is named.
  const unindexed = unindexedPages(
    api,
    sent.map((page) => page.url)
  )
  if (unindexed.length > 0)
    throw new Error(
      `Pagefind: ${unindexed.length} page${unindexed.length === 1 ? '' : 's'} without \`data-pagefind-body\`, expected on every article page and on the contents page of an edition with chapter text:\n${unindexed.map((page) => `  ${page}`).join('\n')}`
    )
  // The search in changes: a record per changed pair and kind of change (site/lib/change-records.ts),
  // one edition pair's comparison read at a time.
  let records = 0
  const pages = sent.length
  for (const {from, to} of listComparisons(api)) {
    for (const record of changeRecords(readComparison(api, from, to), siteUrls('/'))) {
      sent.push({url: record.url, source: path.join('.data', 'public', 'api', 'compare', from, `${to}.json`)})
      const response = await index.addCustomRecord(record)
      if (response.errors.length > 0) throw new Error(`Pagefind: ${response.errors.join('; ')}`)
      records++
    }
  }
  const bundle = path.join(site, 'pagefind')
  const written = await onDisk('write', bundle, () => index.writeFiles({outputPath: bundle}))
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
  await close()
  // The words as the texts spell them, for honest search (site/lib/search-words.ts).
  const words = path.join(site, sitePaths.searchWords().slice(1))
  // With the corpus's equivalents: the search finds `LT` for `linkertegenstander`.
  const root = path.resolve(import.meta.dirname, '..')
  const equivalents = readCorpusConfig(path.join(root, 'laws'), {cwd: root}).config?.equivalents ?? []
  onDisk('write', words, () => writeFileSync(words, JSON.stringify(searchWords(pagefindRecords(bundle), equivalents))))
  // What Pagefind says it indexed against what it was given: a page it merged or dropped is named.
  const entry = JSON.parse(readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8')) as {languages: Record<string, {page_count: number}>}
  const indexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
  // A count that is off names its cause (pages or records at one URL) as warnings: never a stop (scripts/pagefind-count.ts).
  const report = reporter(pagefindCountFiles(sent, indexed, {pages, records}), {quiet: true})
  if (report) console.error(report)
} catch (error) {
  console.error(failureMessage(error))
  process.exit(1)
}
