// What a reader downloads, measured in Chromium from the request log: an article page (HTML + CSS,
// gzip as a static host serves them), the scripts it loads before search is used (their bytes as
// written, and how many of them block the page), and everything the first search (`bieding`, from
// the article page's search box) transfers. The service worker is kept out: what it stores for use
// offline is measured apart (the build's first-visit figure).
import {existsSync, readFileSync, statSync} from 'node:fs'
import {createServer, type Server} from 'node:http'
import path from 'node:path'
import {gzipSync} from 'node:zlib'
import {chromium} from 'playwright-core'
import {sitePaths} from '../src/ids.ts'

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
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json'
}

/** A static server that gzips text, as static hosts do (Pagefind's own files are compressed already). */
export function serve(dist: string): Promise<{server: Server; origin: string}> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let file = path.join(dist, decodeURIComponent(url.pathname))
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html')
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream'
    let body = readFileSync(file)
    const headers: Record<string, string> = {'content-type': type}
    if (/text|javascript|json|svg/.test(type) && /gzip/.test(String(request.headers['accept-encoding']))) {
      body = gzipSync(body)
      headers['content-encoding'] = 'gzip'
    }
    response.writeHead(200, headers).end(body)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`})
    })
  )
}

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

  const {server, origin} = await serve(dist)
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
    server.close()
  }
}
