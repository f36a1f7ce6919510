// The build as a whole: the same sources give the same bytes (all of dist/, the Pagefind index too),
// a failed build leaves the previous dist/ as it was, one build runs at a time in a project, and a
// build stopped while swapping its output in leaves what the next build restores. Each test builds
// in its own copies of the project (see helpers/project.ts), so nothing here touches the project's
// own dist/ or caches.
import {execFile, execFileSync, spawn} from 'node:child_process'
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync} from 'node:fs'
import {availableParallelism} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'
import {describe, expect, it} from 'vitest'
import {readManifest} from '../../src/export/manifest.ts'
import {buildProject, copyProject, firstDifference, snapshot, startBuild} from './helpers/project.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`

/**
 * The first build of a copy whose sources are not the project's (tests/site/fixtures/hostile-laws):
 * it has no published URL list, so that build makes one; later builds check against it.
 */
const rebuildUrlList = ['--rebuild-url-list']

/** Changes one file of `project` by `change`, runs the build, and restores the file. */
async function buildChanged(project: string, file: string, change: (text: string) => string, args: string[] = []) {
  const full = path.join(project, file)
  const original = readFileSync(full, 'utf8')
  const changed = change(original)
  expect(changed, `the change to ${file}`).not.toBe(original)
  writeFileSync(full, changed)
  try {
    return await buildProject(project, args)
  } finally {
    writeFileSync(full, original)
  }
}

/** A source whose header disagrees with its path: the data stage fails. */
const breakDataStage = (text: string) => text.replace(/^Sjabloon:2003:/, 'Sjabloon:2004:')

/** The output folders a build leaves next to `dist` while it works, or after it stopped. */
const leftovers = (dist: string) => ['tmp', 'new', 'old'].map((suffix) => `${dist}.${suffix}`).filter((folder) => existsSync(folder))

/** Damages every file under the folders of `project`: cut in half, emptied, or a word altered, in turn. Returns how many. */
function damageEveryFile(project: string, folders: string[]): number {
  let count = 0
  for (const folder of folders) {
    const dir = path.join(project, folder)
    if (!existsSync(dir)) continue
    for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile()) continue
      const file = path.join(entry.parentPath, entry.name)
      const kind = count++ % 3
      if (kind === 0) truncateSync(file, Math.floor(statSync(file).size / 2))
      else if (kind === 1) truncateSync(file, 0)
      else {
        const bytes = readFileSync(file)
        // One letter of the first word changed, the size kept.
        const at = bytes.findIndex((byte) => byte >= 0x61 && byte <= 0x7a)
        if (at >= 0) bytes[at] = bytes[at] === 0x7a ? 0x61 : bytes[at]! + 1
        else bytes[0] = (bytes[0] ?? 0) ^ 1
        writeFileSync(file, bytes)
      }
    }
  }
  return count
}

describe('the build', () => {
  it("is deterministic and trusts nothing it finds: a second checkout on tmpfs, on a machine kept busy, given the first one's caches, output and dist/ with every file damaged, builds a byte-identical dist/", async () => {
    const first = copyProject('same-a', ['laws'])
    const fresh = await buildProject(first)
    expect(fresh.code, fresh.stderr.slice(-2000)).toBe(0)
    // The second checkout sits elsewhere, on another file system (tmpfs: other listing orders,
    // other timings), and starts from the first one's caches, API output and dist/, so neither
    // paths nor caches nor the order of earlier work may show in the result; and every one of
    // those files is damaged (cut in half, emptied, or a word altered, in turn).
    expect(execFileSync('stat', ['-f', '-c', '%T', '/dev/shm'], {encoding: 'utf8'}).trim()).toBe('tmpfs')
    const second = copyProject('same-b', ['laws'], {under: mkdtempSync('/dev/shm/spelregels-')})
    for (const dir of ['.cache', '.data', 'dist']) if (existsSync(path.join(first, dir))) cpSync(path.join(first, dir), path.join(second, dir), {recursive: true})
    const damaged = damageEveryFile(second, ['.cache', '.data', 'dist'])
    expect(damaged).toBeGreaterThan(100)
    // Every core kept busy while it builds: no result may depend on how fast a stage runs.
    const busy = Array.from({length: availableParallelism()}, () => spawn(process.execPath, ['-e', 'for (;;) {}'], {stdio: 'ignore'}))
    const warm = await buildProject(second).finally(() => {
      for (const child of busy) child.kill('SIGKILL')
    })
    expect(warm.code, warm.stderr.slice(-2000)).toBe(0)
    const reference = snapshot(path.join(first, 'dist'))
    expect([...reference.keys()].filter((name) => name.startsWith('pagefind/fragment/')).length).toBeGreaterThan(10)
    expect(firstDifference(reference, snapshot(path.join(second, 'dist')))).toBeNull()
    console.log(`[integrity] real corpus: fresh build ${seconds(fresh.ms)}, second checkout (tmpfs, busy cores, damaged caches) ${seconds(warm.ms)}`)
    rmSync(path.dirname(second), {recursive: true, force: true})
  }, 300_000)

  describe('when it fails', () => {
    it('exits 1 with the reason on stderr, at every stage, and leaves the previous dist/ byte for byte', async () => {
      const project = copyProject('failing', ['tests/site/fixtures/hostile-laws'])
      const good = await buildProject(project, rebuildUrlList)
      expect(good.code, good.stderr.slice(-2000)).toBe(0)
      const dist = path.join(project, 'dist')
      const before = snapshot(dist)
      const unchanged = () => {
        expect(firstDifference(before, snapshot(dist))).toBeNull()
        expect(leftovers(dist)).toEqual([])
      }

      // Data stage: a source whose header disagrees with its path is an error-level diagnostic.
      const data = await buildChanged(project, 'laws/2003/VIJAND.md', breakDataStage)
      expect(data.code).toBe(1)
      expect(data.stderr).toMatch(/laws\/2003\/VIJAND\.md\s*\n\s*1:1(?:-\S+)?\s+error\s.*source-path-mismatch/)
      expect(data.stderr).toContain('Build failed; dist/ is unchanged.')
      unchanged()

      // Astro: a page that throws.
      const astro = await buildChanged(project, 'site/pages/begrippen.astro', (text) => text.replace(/^---\n/, "---\nthrow new Error('Unexpected broken page, expected a test to restore it')\n"))
      expect(astro.code).toBe(1)
      expect(astro.stderr).toContain('Unexpected broken page, expected a test to restore it')
      expect(astro.stderr).toContain('Build failed; dist/ is unchanged.')
      unchanged()

      // Pagefind: without `data-pagefind-body` on article pages it indexes every page, whole.
      const pagefind = await buildChanged(project, 'site/pages/[edition]/[article].astro', (text) => text.replace(' data-pagefind-body', ''))
      expect(pagefind.code).toBe(1)
      expect(pagefind.stderr).toContain(
        'Pagefind exited with code 1: Pagefind: 6 pages without `data-pagefind-body`, expected on every article page and on the contents page of an edition with chapter text:\n  /2001/artikel-1/ (article 2001/1)\n'
      )
      expect(pagefind.stderr).toContain('Build failed; dist/ is unchanged.')
      unchanged()
      console.log(`[integrity] failing builds: good ${seconds(good.ms)}, data ${seconds(data.ms)}, astro ${seconds(astro.ms)}, pagefind ${seconds(pagefind.ms)}`)
    }, 300_000)
  })

  describe('declared output', () => {
    it('a stray file in the data folder is not published and is reported once: only the files the manifest declares reach dist/api/', async () => {
      const project = copyProject('stray-output', ['tests/site/fixtures/hostile-laws'])
      const data = path.join(project, '.data', 'public')
      // A stray file, and folders a writer left whose pid is a running process (this one's): none of them is the data stage's output.
      mkdirSync(path.join(data, `api.partial-${process.pid}`, '2003'), {recursive: true})
      writeFileSync(path.join(data, `api.partial-${process.pid}`, '2003', '3.json'), '{"old": true}\n')
      mkdirSync(path.join(data, `api.replaced-${process.pid}`))
      writeFileSync(path.join(data, `api.replaced-${process.pid}`, 'editions.json'), '{}\n')
      writeFileSync(path.join(data, 'stray.txt'), 'not declared\n')
      const result = await buildProject(project, rebuildUrlList)
      expect(result.code, result.stderr.slice(-2000)).toBe(0)

      const published = [...snapshot(path.join(project, 'dist', 'api')).entries()].filter(([, bytes]) => bytes !== null).map(([file]) => file)
      const declared = readManifest(path.join(data, 'api')).files.map((file) => file.path)
      expect(published).toEqual([...declared].sort())
      expect([...snapshot(path.join(project, 'dist')).keys()].filter((file) => /stray|partial|replaced/.test(file))).toEqual([])
      const reports = result.stderr.split('\n').filter((line) => line.includes('undeclared-output'))
      expect(reports.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual(
        [`api.partial-${process.pid}`, `api.replaced-${process.pid}`, 'stray.txt'].map(
          (entry) => `1:1-1:1 warning Unexpected ${entry.endsWith('.txt') ? 'file' : 'folder'} \`${entry}\` in the data stage's output, expected only the files its manifest declares: not published undeclared-output spelregels`
        )
      )
      for (const entry of [`api.partial-${process.pid}`, `api.replaced-${process.pid}`, 'stray.txt']) expect(result.stderr.split('\n').filter((line) => line === `.data/public/${entry}`)).toHaveLength(1)
    }, 300_000)
  })

  describe('one at a time', () => {
    const lock = (project: string) => path.join(project, '.data', 'build.lock')
    /** A pid that no process has: that of a process that has ended. */
    const deadPid = () => Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {encoding: 'utf8'}))

    it('stops a build started while another runs, saying so in English and Dutch, and leaves dist/ to the running one', async () => {
      const project = copyProject('one-at-a-time', ['tests/site/fixtures/hostile-laws'])
      const good = await buildProject(project, rebuildUrlList)
      expect(good.code, good.stderr.slice(-2000)).toBe(0)
      const dist = path.join(project, 'dist')
      const before = snapshot(dist)

      const first = startBuild(project)
      let running = true
      void first.result.then(() => (running = false))
      // The running build holds the lock from its start.
      while (running && !existsSync(lock(project))) await sleep(20)
      expect(readFileSync(lock(project), 'utf8')).toMatch(new RegExp(`^${first.pid} \\d+ build\n$`))
      const second = await buildProject(project)
      expect(second.code).toBe(1)
      expect(second.stderr).toBe(`Another build is running (pid ${first.pid}); wait for it to end, or remove .data/build.lock if no build runs.\nEen build loopt al (pid ${first.pid}).\n`)
      expect(second.stdout).toBe('')
      expect(firstDifference(before, snapshot(dist))).toBeNull()
      expect(readFileSync(lock(project), 'utf8')).toMatch(new RegExp(`^${first.pid} \\d+ build\n$`))

      // The running build was not disturbed: it ends well, releases the lock and leaves the same site.
      const firstResult = await first.result
      expect(firstResult.code, firstResult.stderr.slice(-2000)).toBe(0)
      expect(existsSync(lock(project))).toBe(false)
      expect(firstDifference(before, snapshot(dist))).toBeNull()
      expect(leftovers(dist)).toEqual([])

      // A lock held by any running process stops a build the same way.
      writeFileSync(lock(project), `${process.pid}\n`)
      const third = await buildProject(project)
      expect([third.code, third.stderr]).toEqual([1, `Another build is running (pid ${process.pid}); wait for it to end, or remove .data/build.lock if no build runs.\nEen build loopt al (pid ${process.pid}).\n`])
      expect(readFileSync(lock(project), 'utf8')).toBe(`${process.pid}\n`)
      expect(firstDifference(before, snapshot(dist))).toBeNull()
    }, 300_000)

    it('a data run during a build cannot change what the build publishes: `npm run data` stops at once, naming the build, and the build publishes its own snapshot', async () => {
      const project = copyProject('data-during-build', ['tests/site/fixtures/hostile-laws'])
      const good = await buildProject(project, rebuildUrlList)
      expect(good.code, good.stderr.slice(-2000)).toBe(0)
      const dist = path.join(project, 'dist')
      const before = snapshot(dist)
      const version = path.join(project, '.data', 'data-version')
      const lastVersion = readFileSync(version, 'utf8')

      const build = startBuild(project)
      let running = true
      void build.result.then(() => (running = false))
      // Once the build's data stage is done (a new data version), the sources change and `npm run data` runs while Astro renders.
      while (running && readFileSync(version, 'utf8') === lastVersion) await sleep(20)
      expect(running).toBe(true)
      const source = path.join(project, 'laws', '2003', 'VIJAND.md')
      writeFileSync(source, readFileSync(source, 'utf8').replace('mag later in het biedverloop niet meer bieden', 'mag daarna niet meer bieden'))
      const data = await new Promise<{code: number; stderr: string}>((resolve) =>
        execFile(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), '--quiet'], {cwd: project}, (error, _stdout, stderr) => resolve({code: typeof error?.code === 'number' ? error.code : 0, stderr}))
      )
      expect(data).toEqual({code: 1, stderr: `Another build is running (pid ${build.pid}); wait for it to end, or remove .data/build.lock if no build runs.\nEen build loopt al (pid ${build.pid}).\n`})
      const built = await build.result
      expect(built.code, built.stderr.slice(-2000)).toBe(0)
      // Pages and API alike show the sources as the build found them.
      expect(firstDifference(before, snapshot(dist))).toBeNull()
    }, 300_000)

    it('takes over the lock of a build that is no longer running, and releases it when done', async () => {
      const project = copyProject('stale-lock', ['tests/site/fixtures/hostile-laws'])
      const pid = deadPid()
      mkdirSync(path.join(project, '.data'))
      writeFileSync(lock(project), `${pid}\n`)
      const result = await buildProject(project, rebuildUrlList)
      expect(result.code, result.stderr.slice(-2000)).toBe(0)
      expect(result.stderr.split('\n')).toContain(`Took over the build lock of pid ${pid}, which is no longer running.`)
      expect(existsSync(lock(project))).toBe(false)
      expect(existsSync(path.join(project, 'dist', 'index.html'))).toBe(true)
    }, 300_000)

    it('restores the completed build when one was stopped between the renames of its swap, and says so when the next build fails', async () => {
      const project = copyProject('stopped-swap', ['tests/site/fixtures/hostile-laws'])
      const good = await buildProject(project, rebuildUrlList)
      expect(good.code, good.stderr.slice(-2000)).toBe(0)
      const dist = path.join(project, 'dist')
      const before = snapshot(dist)

      // A build of changed sources killed after moving dist/ aside and before moving the new one in.
      const source = path.join(project, 'laws', '2003', 'VIJAND.md')
      writeFileSync(source, readFileSync(source, 'utf8').replace('mag later in het biedverloop niet meer bieden', 'mag daarna niet meer bieden'))
      // (The data stage swaps its folder in the same way, first: only the swap of dist/ is stopped.)
      const killed = await buildChanged(project, 'src/output-folders.ts', (text) => text.replace("onDisk('rename', complete,", "if (path.basename(out) === 'dist') process.kill(process.pid, 'SIGKILL')\n    onDisk('rename', complete,"))
      expect(killed.signal).toBe('SIGKILL')
      expect(existsSync(dist)).toBe(false)

      // The next build fails in the data stage, after putting the completed build back.
      const failed = await buildChanged(project, 'laws/2003/VIJAND.md', breakDataStage)
      expect(failed.code).toBe(1)
      const stderr = failed.stderr.split('\n')
      expect(stderr).toContain('dist/ was missing, as a build stopped while swapping it in; restored the completed build from dist.new/.')
      expect(stderr.at(-2)).toBe('Build failed; dist/ is the build restored from dist.new/.')
      expect(leftovers(dist)).toEqual([])
      const restored = snapshot(dist)
      expect(firstDifference(before, restored)).not.toBeNull()
      expect(restored.get('2003/artikel-3/index.html')!.toString('utf8')).toContain('mag daarna niet meer bieden')

      // It was the whole build of the changed sources: a good build of them gives the same bytes.
      const rebuilt = await buildProject(project)
      expect(rebuilt.code, rebuilt.stderr.slice(-2000)).toBe(0)
      expect(firstDifference(restored, snapshot(dist))).toBeNull()
      expect(leftovers(dist)).toEqual([])
    }, 300_000)
  })
})
