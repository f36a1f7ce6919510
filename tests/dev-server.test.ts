// The maintainer's loop (`npm run dev`, scripts/dev.ts) in a copy of the project: every save under
// `laws/` reruns the data stage and every page that depends on the source shows the change on the
// next load, without a restart: the article's page, its edition's table of contents, the
// comparison pages, and a new article's page. Saved the way editors and
// `sed -i` save, by renaming a new file over the source: a watcher that follows the replaced file
// (Node's recursive `fs.watch` on Linux) sees the first save and misses every later one.
// No wall time is asserted: each wait fails after 60 s, which says "never shown", not "slow".
import {spawn} from 'node:child_process'
import {readFileSync, renameSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'
import {fetchText, measureDevLatency, ready} from '../support/dev-latency.ts'
import {copyProject} from './site/helpers/project.ts'

test('npm run dev shows each of three saves that rename a new file over the source', {timeout: 300_000}, async () => {
  const project = copyProject('dev-server', ['laws'])
  // Each run waits until the page holds the new word (and fails after 60 s without it).
  const {runs, page} = await measureDevLatency(project, {repeat: 3, port: 4397, save: 'rename'})
  expect(page).toBe('http://127.0.0.1:4397/1987/artikel-9/')
  expect(runs).toHaveLength(3)
})

test('npm run dev is never stale: a new title shows in the table of contents and the comparisons, and a new article has its page', {timeout: 300_000}, async () => {
  const project = copyProject('dev-server-pages', ['laws'])
  const port = 4396
  const page = (pagePath: string) => `http://127.0.0.1:${port}${pagePath}`
  const save = (file: string, text: string) => {
    writeFileSync(`${file}.saving`, text)
    renameSync(`${file}.saving`, file)
  }
  /** Waits until `pagePath` satisfies `holds`; fails after 60 s with what the server printed. */
  const until = async (pagePath: string, holds: (text: string) => boolean, what: string) => {
    const start = performance.now()
    while (!holds(await fetchText(page(pagePath)))) {
      if (performance.now() - start > 60_000) throw new Error(`${pagePath} did not show ${what} within 60 s; npm run dev said:\n${log.slice(-3000)}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'))
  const server = spawn(process.execPath, ['scripts/dev.ts', '--port', String(port)], {cwd: project, env, stdio: ['ignore', 'ignore', 'pipe']})
  let log = ''
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  try {
    await ready(server)
    // Every page read once, so that whatever the server keeps is filled before the edits.
    for (const pagePath of ['/1987/', '/1987/artikel-30/', '/vergelijk/1975/1987/', '/vergelijk/1975/1987/artikel-30/']) expect(await fetchText(page(pagePath)), pagePath).not.toBe('')
    expect(await fetchText(page('/1987/artikel-41/'))).toBe('')

    const source = path.join(project, 'laws', '1987', 'HV2.md')
    save(source, readFileSync(source, 'utf8').replace('Voor de beurt passen', 'Passen voor de beurt, gewijzigd'))
    await until('/1987/', (text) => text.includes('Passen voor de beurt, gewijzigd'), 'the new title in the table of contents')
    await until('/vergelijk/1975/1987/', (text) => text.includes('Passen voor de beurt, gewijzigd'), 'the new title in the edition pair')
    // The article comparison says a changed title once, in its redline: the new words are inserted there.
    await until('/vergelijk/1975/1987/artikel-30/', (text) => insertedInTitle(text).includes('gewijzigd'), 'the new title in the article comparison')

    const added = path.join(project, 'laws', '1987', 'HV9.md')
    save(added, 'Sjabloon:1987:HV9\n\nArtikel 41 Een artikel dat er eerst niet was\n\nA. De wedstrijdleider beslist over elke nieuwe vraag.\n')
    await until('/1987/artikel-41/', (text) => text.includes('Een artikel dat er eerst niet was'), 'the new article')
    await until('/1987/', (text) => text.includes('Een artikel dat er eerst niet was'), 'the new article in the table of contents')
  } finally {
    server.kill('SIGTERM')
  }
})

/** The words a comparison page's title redline inserts, without the markers only a screen reader hears. */
function insertedInTitle(html: string): string {
  const title = /<p class="title-change">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ''
  return [...title.matchAll(/<ins\b[^>]*>([\s\S]*?)<\/ins>/g)].map((match) => match[1]!.replace(/<span class="vh"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '')).join(' ')
}
