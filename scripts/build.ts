// Full build: data stage, Astro, Pagefind. Builds into a temporary folder and swaps it in only when
// every stage succeeded, so a failed build leaves the previous `dist/` untouched.
//   npm run build [-- --base /spelregels/] [-- --out dist]
import {execFileSync} from 'node:child_process'
import {existsSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {build as astroBuild} from 'astro'
import {createIndex, close} from 'pagefind'

const root = path.resolve(import.meta.dirname, '..')
const {values} = parseArgs({options: {base: {type: 'string', default: '/'}, out: {type: 'string', default: 'dist'}}})
const outDir = path.resolve(root, values.out)
const temporary = `${outDir}.tmp`
const previous = `${outDir}.old`

const timings: Record<string, number> = {}
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now()
  const result = await run()
  timings[name] = performance.now() - start
  return result
}

try {
  await stage('data', () => execFileSync(process.execPath, [path.join(root, 'scripts', 'build-data.ts')], {stdio: 'inherit', cwd: root}))
  rmSync(temporary, {recursive: true, force: true})
  await stage('astro', () => astroBuild({root, outDir: temporary, base: values.base, logLevel: 'warn'}))
  await stage('pagefind', async () => {
    const {index, errors} = await createIndex({forceLanguage: 'nl'})
    if (!index || errors.length > 0) throw new Error(`Pagefind: ${errors.join('; ')}`)
    const added = await index.addDirectory({path: temporary})
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`)
    // Only article pages carry `data-pagefind-body`; an empty index means the markup lost it.
    if (added.page_count === 0) throw new Error('Pagefind: no pages indexed, expected the article pages (`data-pagefind-body`)')
    const written = await index.writeFiles({outputPath: path.join(temporary, 'pagefind')})
    if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`)
    await close()
  })
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
// For `npm run bench`: stage times of this build, next to the data stage's own timings.
writeFileSync(path.join(root, '.data', 'build-timings.json'), `${JSON.stringify({...timings, maxRSS: process.resourceUsage().maxRSS * 1024}, null, 2)}\n`)
