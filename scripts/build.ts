// Full build: data stage, Astro, the data stage's declared files, Pagefind, service worker. One
// writer of the project's data at a time (the lock, scripts/lock.ts, held from the data stage to
// the swap, so the build reads one snapshot), built into a temporary folder and swapped in only
// when every stage succeeded, so a failed build leaves the previous `dist/` untouched
// (src/output-folders.ts). Of the data stage's folder only the files its manifest declares are
// published (src/export/manifest.ts); anything else there is reported once, never published.
//   npm run build [-- --base /spelregels/] [-- --site https://example.org] [-- --out dist] [-- --rebuild-url-list]
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {build as astroBuild} from 'astro'
import {createIndex, close} from 'pagefind'
import {reporter} from 'vfile-reporter'
import {listComparisons, readComparison} from '../site/lib/api.ts'
import {changeRecords} from '../site/lib/change-records.ts'
import {readCorpusConfig} from '../src/corpus-config.ts'
import {declaredBytes, readManifest, undeclaredOutput} from '../src/export/manifest.ts'
import {listTree} from '../src/listing.ts'
import {searchWords} from '../site/lib/search-words.ts'
import {siteOrigin, siteUrls} from '../site/lib/urls.ts'
import {sitePaths} from '../src/ids.ts'
import {outputFolders, recoverOutput, swapInOutput} from '../src/output-folders.ts'
import {lockFile} from './data-stage.ts'
import {acquireLock, LockedError, LockUnusableError} from './lock.ts'
import {pagefindRecords} from './pagefind-records.ts'
import {writeServiceWorker, type Precache} from './service-worker.ts'

const root = path.resolve(import.meta.dirname, '..')
// No usage data leaves the machine (Astro reads this when it would send it).
process.env.ASTRO_TELEMETRY_DISABLED = '1'
const {values} = parseArgs({options: {base: {type: 'string', default: '/'}, site: {type: 'string'}, out: {type: 'string', default: 'dist'}, 'rebuild-url-list': {type: 'boolean', default: false}}})
// `--site`: the address the site is served from (its origin, without the base path). Pages then
// carry absolute addresses where script cannot add the origin: the citation a reader copies without
// script (components/Permalink.astro). Without it, those addresses are paths.
let site: string | undefined
try {
  site = values.site === undefined ? undefined : siteOrigin(values.site)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const outDir = path.resolve(root, values.out)
const folders = outputFolders(outDir)
const temporary = folders.temporary
const shown = (folder: string) => `${path.relative(root, folder)}/`

try {
  const lock = acquireLock(lockFile(root), 'build')
  if (lock.tookOver !== null) console.warn(`Took over the build lock of pid ${lock.tookOver}, which is no longer running.`)
} catch (error) {
  if (!(error instanceof LockedError || error instanceof LockUnusableError)) throw error
  console.error(error.message)
  process.exit(1)
}
// Holding the lock, everything a build left beside `dist/` is a leftover.
const restored = recoverOutput(outDir)
if (restored) console.warn(`${shown(outDir)} was missing, as a build stopped while swapping it in; restored ${restored === folders.complete ? 'the completed build' : 'the previous build'} from ${shown(restored)}.`)

/** The editions of the data stage's output, oldest first, with their articles. */
const loadEditionList = () => (JSON.parse(readFileSync(path.join(root, '.data', 'public', 'api', 'editions.json'), 'utf8')) as {editions: {edition: string; articles: unknown[]; headings: {text: unknown[]}[]}[]}).editions

/** The number of articles in the data stage's output, which is the number of pages to index. */
const articleCount = () => loadEditionList().reduce((sum, edition) => sum + edition.articles.length, 0)

/** The editions whose chapters or sections have text of their own: their contents pages are indexed too. */
const headingTextPages = () => loadEditionList().filter((edition) => edition.headings.some((heading) => heading.text.length > 0)).length

const timings: Record<string, number> = {}
let precache: Precache = {files: 0, bytes: 0, firstVisit: 0, packs: []}
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  timings[name] = performance.now() - start
  return result
}

try {
  // A larger young generation: the data stage allocates much short-lived data (trees, vectors,
  // JSON), and fewer scavenges made it 8% faster on the 6277 articles of the L benchmark.
  // `--rebuild-url-list` goes to the data stage (scripts/build-data.ts), which writes laws/urls.txt afresh.
  const dataArgs = values['rebuild-url-list'] ? ['--rebuild-url-list'] : []
  await stage('data', () => execFileSync(process.execPath, ['--max-semi-space-size=64', path.join(root, 'scripts', 'build-data.ts'), ...dataArgs], {stdio: 'inherit', cwd: root}))
  await stage('astro', () => astroBuild({root, outDir: temporary, base: values.base, ...(site ? {site} : {}), logLevel: 'warn'}))
  // Exactly the files the data stage declared, each with the bytes it declared; the rest of its folder is reported.
  await stage('declared', () => {
    const data = path.join(root, '.data', 'public')
    const api = path.join(data, 'api')
    const manifest = readManifest(api)
    for (const declared of manifest.files) {
      const file = path.join(temporary, 'api', declared.path)
      mkdirSync(path.dirname(file), {recursive: true})
      writeFileSync(file, declaredBytes(api, declared))
    }
    const report = reporter(undeclaredOutput(data, manifest, shown(data).slice(0, -1)), {quiet: true})
    if (report) console.error(report)
  })
  await stage('pagefind', async () => {
    const {index, errors} = await createIndex({forceLanguage: 'nl'})
    if (!index || errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`)
    // The article pages, in byte order of their paths: Pagefind numbers pages in the order it gets
    // them, and its own walk of a folder (`addDirectory`) follows the file system's order, which
    // differs between machines (src/listing.ts). Only pages with `data-pagefind-body` are sent: when
    // one page has it, Pagefind drops every page without it, so the index is the same; and when none
    // has it, none is sent and the count below fails the build, as Pagefind would index every page
    // whole. Its service takes messages one at a time in the order they are written, so the pages
    // are sent in order without waiting for each; at most 64 wait, to bound the memory. The URL is
    // the one its walk would give the page.
    const checked = (added: {errors: string[]}) => {
      if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
    }
    const waiting: Array<Promise<{errors: string[]}>> = []
    for (const page of listTree(temporary).filter(({path: file, entry}) => entry.isFile() && file.endsWith('.html'))) {
      const content = readFileSync(path.join(temporary, page.path), 'utf8')
      if (!content.includes('data-pagefind-body')) continue
      const url = `/${page.path === 'index.html' ? '' : page.path.replace(/\/index\.html$/, '/')}`
      const added = index.addHTMLFile({url, content})
      // A failure is thrown when its turn comes, not as an unhandled rejection while another is awaited.
      added.catch(() => {})
      waiting.push(added)
      if (waiting.length >= 64) checked(await waiting.shift()!)
    }
    for (const added of waiting) checked(await added)
    // The search in changes: a record per changed pair and kind of change (site/lib/change-records.ts),
    // one edition pair's comparison read at a time.
    const api = path.join(root, '.data', 'public', 'api')
    let records = 0
    for (const {from, to} of listComparisons(api)) {
      for (const record of changeRecords(readComparison(api, from, to), siteUrls('/'))) {
        const response = await index.addCustomRecord(record)
        if (response.errors.length > 0) throw new Error(`Pagefind: ${response.errors.join('; ')}`)
        records++
      }
    }
    const written = await index.writeFiles({outputPath: path.join(temporary, 'pagefind')})
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    await close()
    // The words as the texts spell them, for honest search (site/lib/search-words.ts).
    // With the corpus's equivalents: the search finds `LT` for `linkertegenstander`.
    const equivalents = readCorpusConfig(path.join(root, 'laws'), {cwd: root}).config?.equivalents ?? []
    writeFileSync(path.join(temporary, sitePaths.searchWords().slice(1)), JSON.stringify(searchWords(pagefindRecords(path.join(temporary, 'pagefind')), equivalents)))
    // Only article pages, and the contents pages of editions with chapter text, carry
    // `data-pagefind-body`; without it on a page, that page is not sent,
    // so losing it shows as a count that is off. Custom records count as pages.
    const entry = JSON.parse(readFileSync(path.join(temporary, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {languages: Record<string, {page_count: number}>}
    const indexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
    const articles = articleCount()
    const contents = headingTextPages()
    if (indexed !== articles + contents + records) {
      throw new Error(`Pagefind: ${indexed} pages indexed, expected the ${articles} article pages and ${contents} contents pages of editions with chapter text (\`data-pagefind-body\`), and ${records} records of changes`)
    }
  })
  // Last, so that the packs hold every file of the build, Pagefind's index included.
  precache = await stage('service worker', () =>
    writeServiceWorker(
      temporary,
      loadEditionList().map((edition) => edition.edition),
      values.base
    )
  )
  swapInOutput(folders)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  // A swap that failed half way is put right as at the start of a build.
  const from = recoverOutput(outDir) ?? restored
  const state = !existsSync(outDir) ? `there is no ${shown(outDir)}` : from ? `${shown(outDir)} is the build restored from ${shown(from)}` : `${shown(outDir)} is unchanged`
  console.error(`Build failed; ${state}.`)
  process.exit(1)
}

console.log(
  Object.entries(timings)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)}s`)
    .join(', ')
)
console.log(`offline: ${precache.files} files in ${precache.packs.length} packs, ${(precache.bytes / 1024 / 1024).toFixed(2)} MB; a first visit stores at most ${(precache.firstVisit / 1024 / 1024).toFixed(2)} MB`)
// For `npm run bench`: stage times of this build, next to the data stage's own timings.
writeFileSync(path.join(root, '.data', 'build-timings.json'), `${JSON.stringify({...timings, precache, maxRSS: process.resourceUsage().maxRSS * 1024}, null, 2)}\n`)
