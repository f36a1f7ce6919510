// The test server serves a built site as a plain file server would (helpers/static-server.ts).
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {serveStatic, type StaticServer} from './helpers/static-server.ts'

describe('the static test server', () => {
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
    server = await serveStatic(dir, '/spelregels/')
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
})
