// Lighthouse (mobile, its default) on the built site: the four category scores of one page of each
// type (home, edition, whole edition, article, edition-pair overview, comparison, lineage, glossary,
// search), served gzipped as a static host would. Each page
// is measured three times and each score is the median, as Lighthouse's documentation advises for
// its run-to-run variance (a performance score moves between 98 and 100 on this shared machine).
//   npm exec -- node support/lighthouse.ts [dist]
import {existsSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {listFolder} from '../src/listing.ts'
import {median} from './diff-engines.ts'
import {serveStatic} from './static-server.ts'
import {sitePaths} from '../src/ids.ts'

export interface PageScores {
  page: string
  /** performance, accessibility, best-practices, seo: 0-100, the median of `runs` runs. */
  scores: Record<string, number>
  runs: number
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

/** The pages measured: one of each kind, found in `dist` (the real corpus's build). */
export function lighthousePages(dist: string): string[] {
  const first = (folder: string) => {
    const dir = path.join(dist, folder)
    const name = existsSync(dir)
      ? listFolder(dir)
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)[0]
      : undefined
    return name ? path.posix.join('/', folder, name, '/') : null
  }
  const pair = first('vergelijk/1975/1987') ?? first('vergelijk')
  const pages = [sitePaths.home(), sitePaths.edition('1987'), sitePaths.wholeEdition('1987'), sitePaths.article('1987', '27'), sitePaths.compare('1975', '1987'), pair, first('geschiedenis'), sitePaths.glossary(), sitePaths.search()]
  return pages.filter((page): page is string => page !== null && existsSync(path.join(dist, page, 'index.html')))
}

export async function measureLighthouse(dist: string, pages = lighthousePages(dist), runs = 3): Promise<PageScores[]> {
  process.env['CHROME_PATH'] ??= '/usr/bin/chromium'
  const server = await serveStatic(dist, {gzip: true})
  const {origin} = server
  const chrome = await chromeLauncher.launch({chromePath: process.env['CHROME_PATH'], chromeFlags: flags})
  try {
    const results: PageScores[] = []
    for (const page of pages) {
      const samples: Array<Record<string, number>> = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${page}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories})
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`)
        samples.push(Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])))
      }
      results.push({page, scores: Object.fromEntries(categories.map((id) => [id, median(samples.map((sample) => sample[id]!))])), runs})
    }
    return results
  } finally {
    chrome.kill()
    await server.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist')
  for (const {page, scores} of await measureLighthouse(dist)) console.log(`${page}: ${categories.map((id) => `${id} ${scores[id]}`).join(', ')}`)
}
