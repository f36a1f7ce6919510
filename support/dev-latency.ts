// The maintainer's loop: with `npm run dev` running, how long from saving a one-word change in a
// source until the article's page shows it (the data stage reruns; the page reads the new data).
import {spawn, type ChildProcess} from 'node:child_process'
import {readFileSync, renameSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {sitePaths} from '../src/ids.ts'
import {listTree} from '../src/listing.ts'

export interface DevLatency {
  /** Median milliseconds from the write to a page that shows the new word. */
  median: number
  runs: number[]
  page: string
}

export interface DevLatencyOptions {
  repeat?: number
  port?: number
  /**
   * How the source is saved: written in place, or written to a new file renamed over it, as many
   * editors and `sed -i` do (a watcher that follows the old file misses every later save).
   */
  save?: 'write' | 'rename'
}

/** Measures in `project` (a copy with `laws/`; `npm run dev` runs the data stage first). */
export async function measureDevLatency(project: string, {repeat = 3, port = 4391, save = 'write'}: DevLatencyOptions = {}): Promise<DevLatency> {
  const saveText = (file: string, text: string) => {
    if (save === 'write') return writeFileSync(file, text)
    writeFileSync(`${file}.saving`, text)
    renameSync(`${file}.saving`, file)
  }
  const sources = listTree(path.join(project, 'laws'))
    .map((file) => file.path)
    .filter((file) => file.endsWith('.md'))
  const source = path.join(project, 'laws', sources[Math.floor(sources.length / 2)]!)
  const original = readFileSync(source, 'utf8')
  // The first article heading of the file names the page to watch.
  const [, edition] = /^Sjabloon:(\d{4}):/.exec(original) ?? []
  const [, number] = /^Artikel (\d+)/m.exec(original) ?? []
  if (!edition || !number) throw new Error(`Unexpected source ${source}, expected a header and an article heading`)
  const page = `http://127.0.0.1:${port}${sitePaths.article(edition, number)}`
  // The server runs as a maintainer starts it, without a test runner's variables: under `VITEST`,
  // Vite serves the site's modules differently and Astro's pages fail, and under NODE_ENV=test (set
  // by Vitest) Astro's dev server has no module reloading, so it never forgets a page's paths.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'))
  const server = spawn(process.execPath, ['scripts/dev.ts', '--port', String(port)], {cwd: project, env, stdio: ['ignore', 'ignore', 'pipe']})
  try {
    await ready(server)
    await fetchText(page)
    const runs: number[] = []
    for (let run = 0; run < repeat; run++) {
      // A word of the article's first body line, changed to a marker word that appears nowhere else.
      const word = `veranderd${run}`
      // The first `de`, `het` or `een` of the article's text (after its heading line, before the next article).
      const changed = original.replace(new RegExp(`(^Artikel ${number}\\b[^\\n]*\\n(?:(?!Artikel \\d)[^\\n]*\\n)*?[^\\n]*?)\\b(de|het|een)\\b`, 'm'), `$1${word}`)
      if (changed === original) throw new Error(`No word to change in artikel ${number} of ${source}`)
      const start = performance.now()
      saveText(source, changed)
      while (!(await fetchText(page)).includes(word)) {
        if (performance.now() - start > 60_000) throw new Error(`${page} did not show the change within 60 s`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      runs.push(performance.now() - start)
      saveText(source, original)
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
    return {median: [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!, runs, page}
  } finally {
    writeFileSync(source, original)
    server.kill('SIGTERM')
  }
}

/** Resolves when `npm run dev` serves (its `(watching laws/)` line), rejects when it exits first. */
export function ready(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start: ${output.slice(-500)}`)), 180_000)
    server.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('(watching laws/)')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}: ${output.slice(-500)}`)))
  })
}

/** A page's text, or '' when it is not there (yet). */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url)
  return response.ok ? response.text() : ''
}
