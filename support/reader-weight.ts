// What a reader downloads, measured in Chromium from the request log: an article page (HTML + CSS,
// gzip as a static host serves them), the scripts it loads before search is used (their bytes as
// written, and how many of them block the page), and everything the first search (`bieding`, from
// the article page's search box) transfers. The service worker is kept out: what it stores for use
// offline is measured apart (the build's first-visit figure).
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {gzipSync} from 'node:zlib'
import {chromium} from 'playwright-core'
import {sitePaths} from '../src/ids.ts'
import {serveStatic} from './static-server.ts'

export interface ReaderWeight {
  page: string
  pageGzip: number
  textGzip: number
  /** Scripts loaded before search is used: how many, their bytes (not compressed), and how many hold up the page. */
  scriptsBeforeSearch: number
  scriptBytes: number
  blockingScripts: number
  searchBytes: number
  searchResults: number
}

const chromiumPath = '/usr/bin/chromium'
export async function measureReaderWeight(dist: string, api: string, edition = '1987', number = '27'): Promise<ReaderWeight> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing (apt-get install chromium)`)
  const article = JSON.parse(readFileSync(path.join(api, edition, `${number}.json`), 'utf8'))
  const texts: string[] = [article.title ?? '']
  const visit = (provision: {title: string | null; text: string | null; children: unknown[]}) => {
    texts.push(provision.title ?? '', provision.text ?? '')
    provision.children.forEach((child) => visit(child as typeof provision))
  }
  article.provisions.forEach(visit)
  for (const footnote of article.footnotes) texts.push(footnote.text)
  const textGzip = gzipSync(texts.filter(Boolean).join('\n')).length

  // Text gzipped, as static hosts send it.
  const server = await serveStatic(dist, {gzip: true})
  const {origin} = server
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
  try {
    const page = await (await browser.newContext({serviceWorkers: 'block'})).newPage()
    const log: Array<{type: string; url: string; bytes: Promise<number>; raw: Promise<number>}> = []
    page.on('requestfinished', (request) => {
      const raw = request.response().then(async (response) => (response ? (await response.body()).length : 0))
      log.push({type: request.resourceType(), url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize), raw})
    })
    const pagePath = sitePaths.article(edition, number)
    await page.goto(origin + pagePath, {waitUntil: 'networkidle'})
    const loaded = log.splice(0)
    const pageGzip = (await Promise.all(loaded.filter((entry) => entry.type === 'document' || entry.type === 'stylesheet').map((entry) => entry.bytes))).reduce((sum, value) => sum + value, 0)
    const scripts = loaded.filter((entry) => entry.type === 'script')
    const scriptsBeforeSearch = scripts.length
    const scriptBytes = (await Promise.all(scripts.map((entry) => entry.raw))).reduce((sum, value) => sum + value, 0)
    // A classic script without `defer` or `async` stops the parser; a module script never does.
    const blockingScripts = await page.evaluate(() => Array.from(document.scripts).filter((script) => script.type !== 'module' && !script.defer && !script.async).length)

    const box = page.locator('input[type="search"]').first()
    await box.fill('bieding')
    await box.press('Enter')
    await page.waitForLoadState('networkidle')
    await page.locator('[data-search-results] li a').first().waitFor({timeout: 15_000})
    await page.waitForLoadState('networkidle')
    const searchBytes = (await Promise.all(log.map((entry) => entry.bytes))).reduce((sum, value) => sum + value, 0)
    const searchResults = await page.locator('[data-search-results] li a').count()
    return {page: pagePath, pageGzip, textGzip, scriptsBeforeSearch, scriptBytes, blockingScripts, searchBytes, searchResults}
  } finally {
    await browser.close()
    await server.close()
  }
}
