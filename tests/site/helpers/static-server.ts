// A tiny static file server for built sites: serves `root` under `base`, maps `/x/` to
// `/x/index.html`, and answers 404 for anything else — a plain file server, nothing smarter.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {readFile, stat} from 'node:fs/promises'
import path from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm'
}

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

export async function serveStatic(root: string, base = '/'): Promise<StaticServer> {
  const server: Server = createServer((request, response) => void answer(request, response))
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    let pathname = decodeURIComponent(url.pathname)
    if (!pathname.startsWith(base)) return notFound()
    pathname = pathname.slice(base.length - 1)
    let file = path.join(root, pathname)
    if (!file.startsWith(root)) return notFound()
    try {
      if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html')
      const body = await readFile(file)
      response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'})
      response.end(body)
    } catch {
      notFound()
    }
    function notFound() {
      response.writeHead(404, {'content-type': 'text/plain'})
      response.end('Not found')
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('Unexpected server address')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve()))
  }
}
