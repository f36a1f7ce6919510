// Full build: data stage, Astro, the data stage's declared files, Pagefind, service worker. One
// writer of the project's data at a time (the lock, scripts/lock.ts, held from the data stage to
// the swap, so the build reads one snapshot), built into a temporary folder and swapped in only
// when every stage succeeded, so a failed build leaves the previous `dist/` untouched
// (src/output-folders.ts). Of the data stage's folder only the files its manifest declares are
// published (src/export/manifest.ts); anything else there is reported once, never published.
//   npm run build [-- --base /spelregels/] [-- --site https://example.org] [-- --out dist] [-- --rebuild-url-list]
import {spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {build as astroBuild} from 'astro'
import {reporter} from 'vfile-reporter'
import {declaredBytes, readManifest, undeclaredOutput} from '../src/export/manifest.ts'
import {siteOrigin} from '../site/lib/urls.ts'
import {readCorpusConfig} from '../src/corpus-config.ts'
import {isSealed, outputFolders, recoverOutput, sealFolder, swapInOutput} from '../src/output-folders.ts'
import {lockFile} from './data-stage.ts'
import {acquireLock, LockedError, LockUnusableError} from './lock.ts'
import {writeServiceWorker, type Precache} from './service-worker.ts'
import {runSupervised, ToolFailure} from './supervise.ts'
import {writeSitemap} from './sitemap.ts'
import {failureMessage, onDisk} from '../src/file-system.ts'

const root = path.resolve(import.meta.dirname, '..')
// No usage data leaves the machine (Astro reads this when it would send it).
process.env.ASTRO_TELEMETRY_DISABLED = '1'
const {values} = parseArgs({options: {base: {type: 'string', default: '/'}, site: {type: 'string'}, out: {type: 'string', default: 'dist'}, 'rebuild-url-list': {type: 'boolean', default: false}}})
// The address the site is served from (its origin, without the base path): `--site`, else
// laws/corpus.json's `address`. Pages then carry absolute addresses where script cannot add the
// origin: the citation a reader copies without script (components/Permalink.astro). Without either,
// those addresses are paths. A corpus.json that cannot be read gives none here: the data stage
// reports what is wrong with it and stops the build.
let site: string | undefined
try {
  const address = values.site ?? readCorpusConfig(path.join(root, 'laws')).config?.address
  site = address === undefined ? undefined : siteOrigin(address)
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
  if (error instanceof LockUnusableError) console.error(`Build failed; ${shown(outDir)} is unchanged.`)
  process.exit(1)
}
// Holding the lock, everything a build left beside `dist/` is a leftover.
const restored = recoverOutput(outDir, {isComplete: isSealed})
if (restored) console.warn(`${shown(outDir)} was missing, as a build stopped while swapping it in; restored ${restored === folders.complete ? 'the completed build' : 'the previous build'} from ${shown(restored)}.`)

/** The editions of the data stage's output, oldest first, with their articles. */
const loadEditionList = () => (JSON.parse(readFileSync(path.join(root, '.data', 'public', 'api', 'editions.json'), 'utf8')) as {editions: {edition: string; articles: unknown[]; headings: {text: unknown[]}[]}[]}).editions

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
  await stage('data', () => {
    // It prints its own diagnostics and messages; its exit code is ours to pass on.
    const data = spawnSync(process.execPath, ['--max-semi-space-size=64', path.join(root, 'scripts', 'build-data.ts'), ...dataArgs], {stdio: 'inherit', cwd: root})
    if (data.status !== 0) throw new ToolFailure('', data.status ?? 1)
  })
  await stage('astro', () => astroBuild({root, outDir: temporary, base: values.base, ...(site ? {site} : {}), logLevel: 'warn'}))
  // Exactly the files the data stage declared, each with the bytes it declared; the rest of its folder is reported.
  await stage('declared', () => {
    const data = path.join(root, '.data', 'public')
    const api = path.join(data, 'api')
    const manifest = readManifest(api)
    for (const declared of manifest.files) {
      const file = path.join(temporary, 'api', declared.path)
      onDisk('write', file, () => {
        mkdirSync(path.dirname(file), {recursive: true})
        writeFileSync(file, declaredBytes(api, declared))
      })
    }
    const report = reporter(undeclaredOutput(data, manifest, shown(data).slice(0, -1)), {quiet: true})
    if (report) console.error(report)
  })
  // From the pages Astro wrote, before the packs: robots.txt, and with the site's address the sitemap.
  await stage('sitemap', () => writeSitemap(temporary, site ? new URL(values.base.endsWith('/') ? values.base : `${values.base}/`, site).href : null))
  // In a child process we supervise: Pagefind's own binary may panic (scripts/pagefind-index.ts).
  await stage('pagefind', () => runSupervised('Pagefind', path.join(root, 'scripts', 'pagefind-index.ts'), [temporary, path.join(root, '.data', 'public', 'api')], root))
  // Last, so that the packs hold every file of the build, Pagefind's index included.
  precache = await stage('service worker', () =>
    writeServiceWorker(
      temporary,
      loadEditionList().map((edition) => edition.edition),
      values.base
    )
  )
  // Sealed, so that a recovery can tell a complete build from a part of one (src/output-folders.ts).
  sealFolder(temporary)
  swapInOutput(folders)
} catch (error) {
  // A tool that failed has said why (the data stage) or is summed up (ToolFailure); never a trace.
  const said = failureMessage(error)
  if (said !== '') console.error(said)
  // What this build wrote goes at once; a swap that failed half way is put right as at the start of a build.
  rmSync(temporary, {recursive: true, force: true})
  const from = recoverOutput(outDir, {isComplete: isSealed}) ?? restored
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
const timingsFile = path.join(root, '.data', 'build-timings.json')
try {
  onDisk('write', timingsFile, () => writeFileSync(timingsFile, `${JSON.stringify({...timings, precache, maxRSS: process.resourceUsage().maxRSS * 1024}, null, 2)}\n`))
} catch (error) {
  console.error(`${failureMessage(error)}\nThe build itself is complete in ${shown(outDir)}.`)
  process.exit(1)
}
