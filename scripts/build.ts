// Full build: data stage, Astro, Pagefind, service worker. Builds into a temporary folder and swaps
// it in only when every stage succeeded, so a failed build leaves the previous `dist/` untouched.
//   npm run build [-- --base /spelregels/] [-- --out dist]
import {execFileSync} from 'node:child_process'
import {existsSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {build as astroBuild} from 'astro'
import {createIndex, close} from 'pagefind'
import {listComparisons, readComparison} from '../site/lib/api.ts'
import {changeRecords} from '../site/lib/change-records.ts'
import {siteUrls} from '../site/lib/urls.ts'
import {writeServiceWorker, type Precache} from './service-worker.ts'

const root = path.resolve(import.meta.dirname, '..')
// No usage data leaves the machine (Astro reads this when it would send it).
process.env.ASTRO_TELEMETRY_DISABLED = '1'
const {values} = parseArgs({options: {base: {type: 'string', default: '/'}, out: {type: 'string', default: 'dist'}}})
const outDir = path.resolve(root, values.out)
const temporary = `${outDir}.tmp`
const previous = `${outDir}.old`

/** The number of articles in the data stage's output, which is the number of pages to index. */
function articleCount(): number {
  const {editions} = JSON.parse(readFileSync(path.join(root, '.data', 'public', 'api', 'editions.json'), 'utf8')) as {editions: {articles: unknown[]}[]}
  return editions.reduce((sum, edition) => sum + edition.articles.length, 0)
}

const timings: Record<string, number> = {}
let precache: Precache = {files: 0, bytes: 0}
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  timings[name] = performance.now() - start
  return result
}

try {
  // A larger young generation: the data stage allocates much short-lived data (trees, vectors,
  // JSON), and fewer scavenges made it 8% faster on the 6277 articles of the L benchmark.
  await stage('data', () => execFileSync(process.execPath, ['--max-semi-space-size=64', path.join(root, 'scripts', 'build-data.ts')], {stdio: 'inherit', cwd: root}))
  rmSync(temporary, {recursive: true, force: true})
  await stage('astro', () => astroBuild({root, outDir: temporary, base: values.base, logLevel: 'warn'}))
  await stage('pagefind', async () => {
    const {index, errors} = await createIndex({forceLanguage: 'nl'})
    if (!index || errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`)
    const added = await index.addDirectory({path: temporary})
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
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
    // Only article pages carry `data-pagefind-body`. Without it on any page Pagefind indexes every
    // page whole, so losing it shows as a count that is off (`added.page_count` counts every HTML file).
    // Custom records count as pages.
    const entry = JSON.parse(readFileSync(path.join(temporary, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {languages: Record<string, {page_count: number}>}
    const indexed = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0)
    const articles = articleCount()
    if (indexed !== articles + records) {
      throw new Error(`Pagefind: ${indexed} pages indexed, expected the ${articles} article pages (\`data-pagefind-body\`) and ${records} records of changes`)
    }
  })
  // Last, so that the precache manifest holds every file of the build, Pagefind's index included.
  precache = await stage('service worker', () => writeServiceWorker(temporary))
} catch (error) {
  rmSync(temporary, {recursive: true, force: true})
  console.error(error instanceof Error ? error.message : error)
  console.error(`Build failed; ${path.relative(root, outDir)}/ is unchanged.`)
  process.exit(1)
}

rmSync(previous, {recursive: true, force: true})
if (existsSync(outDir)) renameSync(outDir, previous)
renameSync(temporary, outDir)
rmSync(previous, {recursive: true, force: true})
console.log(Object.entries(timings).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)}s`).join(', '))
console.log(`offline: ${precache.files} files precached, ${(precache.bytes / 1024 / 1024).toFixed(2)} MB`)
// For `npm run bench`: stage times of this build, next to the data stage's own timings.
writeFileSync(path.join(root, '.data', 'build-timings.json'), `${JSON.stringify({...timings, precache, maxRSS: process.resourceUsage().maxRSS * 1024}, null, 2)}\n`)
