// The project's one static server serves a built site as a plain file server would (support/static-server.ts),
// and with `gzip` compresses text as static hosts do (the benchmark's measure of what a reader downloads).
import {get as httpGet} from 'node:http'
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {gunzipSync} from 'node:zlib'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {serveStatic, type StaticServer} from '../../support/static-server.ts'

describe('the static server', () => {
  let dir: string
  let server: StaticServer
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-server-'))
    const files: Record<string, string> = {
      'index.html': 'home',
      'zoeken/index.html': 'search',
      'pagefind/pagefind.js': 'script',
      'pagefind/wasm.nl.pagefind': 'index',
      'pagefind/pagefind.wasm': 'wasm',
      'api/1987/25.md': 'markdown',
      'api/editions.json': '{}',
      '_astro/site.css': 'style'
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true})
      writeFileSync(path.join(dir, file), text)
    }
    server = await serveStatic(dir, {base: '/spelregels/'})
  })
  afterAll(async () => {
    await server.close()
    rmSync(dir, {recursive: true, force: true})
  })

  const get = async (url: string) => {
    const response = await fetch(server.origin + url)
    return [response.status, response.headers.get('content-type'), response.status === 200 ? await response.text() : null]
  }

  it('serves the files under the base path with their content types', async () => {
    expect(await Promise.all(['/spelregels/pagefind/pagefind.js', '/spelregels/pagefind/pagefind.wasm', '/spelregels/api/1987/25.md', '/spelregels/api/editions.json', '/spelregels/_astro/site.css'].map(get))).toEqual([
      [200, 'text/javascript', 'script'],
      [200, 'application/wasm', 'wasm'],
      [200, 'text/markdown', 'markdown'],
      [200, 'application/json', '{}'],
      [200, 'text/css', 'style']
    ])
  })

  it('serves /x/ as /x/index.html, also with a query', async () => {
    expect(await Promise.all(['/spelregels/', '/spelregels/zoeken/', '/spelregels/zoeken/?q=onvoldoende+bod'].map(get))).toEqual([
      [200, 'text/html;charset=utf-8', 'home'],
      [200, 'text/html;charset=utf-8', 'search'],
      [200, 'text/html;charset=utf-8', 'search']
    ])
  })

  it('answers 404 outside the base path, for missing files, and guesses no extension or index', async () => {
    const statuses = await Promise.all(['/', '/zoeken/', '/spelregels', '/spelregels/zoeken', '/spelregels/zoeken/index', '/spelregels/nergens/', '/spelregels/api/1987/26.md'].map(async (url) => (await get(url))[0]))
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404])
  })

  it('tells the browser not to keep responses', async () => {
    expect((await fetch(`${server.origin}/spelregels/`)).headers.get('cache-control')).toBe('no-store')
  })

  it("with `gzip`, sends text compressed to a browser that accepts it, and Pagefind's own files and WebAssembly as they are", async () => {
    const gzipped = await serveStatic(dir, {base: '/spelregels/', gzip: true})
    try {
      // Over node:http, which leaves the body as sent (fetch would undo the gzip).
      const get = (url: string, encoding: string) =>
        new Promise((resolve, reject) => {
          httpGet(gzipped.origin + url, {headers: {'accept-encoding': encoding}}, (response) => {
            const chunks: Buffer[] = []
            response.on('data', (chunk: Buffer) => chunks.push(chunk))
            response.on('end', () => {
              const body = Buffer.concat(chunks)
              const encoded = response.headers['content-encoding'] ?? null
              resolve([encoded, response.headers['content-type'], (encoded === 'gzip' ? gunzipSync(body) : body).toString('utf8')])
            })
          }).on('error', reject)
        })
      expect(await Promise.all(['/spelregels/', '/spelregels/_astro/site.css', '/spelregels/api/editions.json', '/spelregels/pagefind/wasm.nl.pagefind', '/spelregels/pagefind/pagefind.wasm'].map((url) => get(url, 'gzip')))).toEqual([
        ['gzip', 'text/html;charset=utf-8', 'home'],
        ['gzip', 'text/css', 'style'],
        ['gzip', 'application/json', '{}'],
        [null, '', 'index'],
        [null, 'application/wasm', 'wasm']
      ])
      expect(await get('/spelregels/', 'identity')).toEqual([null, 'text/html;charset=utf-8', 'home'])
    } finally {
      await gzipped.close()
    }
  })
})
