// The build as a whole: the same sources give the same bytes (all of dist/, the Pagefind index too),
// and a failed build leaves the previous dist/ as it was. Each test builds in its own copies of the
// project (see helpers/project.ts), so nothing here touches the project's own dist/ or caches.
import {cpSync, existsSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, it} from 'vitest'
import {buildProject, copyProject, firstDifference, snapshot} from './helpers/project.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`

describe('the build', () => {
  it('is deterministic: a second checkout, built with the caches of the first, gives a byte-identical dist/', async () => {
    const first = copyProject('same-a', ['laws'])
    const fresh = await buildProject(first)
    expect(fresh.code, fresh.stderr.slice(-2000)).toBe(0)
    // The second checkout sits elsewhere and starts from the first one's data cache, content store
    // and API output, so neither paths nor caches nor the order of earlier work may show in the result.
    const second = copyProject('same-b', ['laws'])
    for (const dir of ['.cache', '.data']) cpSync(path.join(first, dir), path.join(second, dir), {recursive: true})
    const warm = await buildProject(second)
    expect(warm.code, warm.stderr.slice(-2000)).toBe(0)
    const reference = snapshot(path.join(first, 'dist'))
    expect([...reference.keys()].filter((name) => name.startsWith('pagefind/fragment/')).length).toBeGreaterThan(10)
    expect(firstDifference(reference, snapshot(path.join(second, 'dist')))).toBeNull()
    console.log(`[integrity] real corpus: fresh build ${seconds(fresh.ms)}, second checkout with warm caches ${seconds(warm.ms)}`)
  }, 300_000)

  describe('when it fails', () => {
    /** Breaks one file of `project` by `change`, runs the build, and restores the file. */
    async function buildBroken(project: string, file: string, change: (text: string) => string) {
      const full = path.join(project, file)
      const original = readFileSync(full, 'utf8')
      const changed = change(original)
      expect(changed, `the change to ${file}`).not.toBe(original)
      writeFileSync(full, changed)
      try {
        return await buildProject(project)
      } finally {
        writeFileSync(full, original)
      }
    }

    it('exits 1 with the reason on stderr, at every stage, and leaves the previous dist/ byte for byte', async () => {
      const project = copyProject('failing', ['tests/site/fixtures/hostile-laws'])
      const good = await buildProject(project)
      expect(good.code, good.stderr.slice(-2000)).toBe(0)
      const dist = path.join(project, 'dist')
      const before = snapshot(dist)
      const unchanged = () => {
        expect(firstDifference(before, snapshot(dist))).toBeNull()
        expect(existsSync(`${dist}.tmp`) || existsSync(`${dist}.old`)).toBe(false)
      }

      // Data stage: a source whose header disagrees with its path is an error-level diagnostic.
      const data = await buildBroken(project, 'laws/2003/VIJAND.md', (text) => text.replace(/^Sjabloon:2003:/, 'Sjabloon:2004:'))
      expect(data.code).toBe(1)
      expect(data.stderr).toMatch(/laws\/2003\/VIJAND\.md\s*\n\s*1:1(?:-\S+)?\s+error\s.*source-path-mismatch/)
      expect(data.stderr).toContain('Build failed; dist/ is unchanged.')
      unchanged()

      // Astro: a page that throws.
      const astro = await buildBroken(project, 'site/pages/begrippen.astro', (text) => text.replace(/^---\n/, "---\nthrow new Error('Unexpected broken page, expected a test to restore it')\n"))
      expect(astro.code).toBe(1)
      expect(astro.stderr).toContain('Unexpected broken page, expected a test to restore it')
      expect(astro.stderr).toContain('Build failed; dist/ is unchanged.')
      unchanged()

      // Pagefind: without `data-pagefind-body` on article pages it indexes every page, whole.
      const pagefind = await buildBroken(project, 'site/pages/[edition]/[article].astro', (text) => text.replace(' data-pagefind-body', ''))
      expect(pagefind.code).toBe(1)
      expect(pagefind.stderr).toMatch(/Pagefind: \d+ pages indexed, expected the 6 article pages/)
      expect(pagefind.stderr).toContain('Build failed; dist/ is unchanged.')
      unchanged()
      console.log(`[integrity] failing builds: good ${seconds(good.ms)}, data ${seconds(data.ms)}, astro ${seconds(astro.ms)}, pagefind ${seconds(pagefind.ms)}`)
    }, 300_000)
  })
})
