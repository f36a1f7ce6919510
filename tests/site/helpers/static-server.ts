// A plain static file server for built sites, as any host would serve them: sirv on node:http serves
// `root` under `base`, `/x/` as `/x/index.html`, and 404 for anything else (no guessed extensions,
// no single-page fallback). Content types come from sirv (`.wasm` as application/wasm, `.md` as
// text/markdown); every response is `no-store`, so a browser never reuses one between tests.
import {createServer} from 'node:http'
import sirv from 'sirv'

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

/** What a faulty host answers instead of the file at `pathname` (below the base path, `/offline/x.pack`), with status 200; undefined to serve the file. */
export type Override = (pathname: string) => {body: Uint8Array | string; type: string} | undefined

export async function serveStatic(root: string, base = '/', override: Override = () => undefined): Promise<StaticServer> {
  // `dev`: read the folder at each request (and send no-store); no ETag, so no 304s.
  const serve = sirv(root, {dev: true, etag: false, extensions: [], single: false})
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!url.pathname.startsWith(base)) {
      response.writeHead(404, {'content-type': 'text/plain'})
      response.end('Not found')
      return
    }
    const pathname = url.pathname.slice(base.length - 1)
    const instead = override(pathname)
    if (instead) {
      response.writeHead(200, {'content-type': instead.type, 'cache-control': 'no-store'})
      response.end(instead.body)
      return
    }
    request.url = `${pathname.endsWith('/') ? `${pathname}index.html` : pathname}${url.search}`
    serve(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('Unexpected server address')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    // Browsers keep connections open; a test server does not wait for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
