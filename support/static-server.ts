// The one static file server of the project, for built sites, as any host would serve them: sirv on
// node:http serves `root` under `base`, `/x/` as `/x/index.html`, and 404 for anything else (no
// guessed extensions, no single-page fallback). Content types come from sirv (mrmime: `.wasm` as
// application/wasm, `.md` as text/markdown); every response is `no-store`, so a browser never
// reuses one between runs. With `gzip`, text is compressed on the fly as static hosts do (the
// `compression` middleware), for what the benchmark measures a reader downloads; Pagefind's own
// files are compressed already and go as they are. The tests and the benchmark both use it.
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import compression from 'compression'
import sirv from 'sirv'

export interface StaticServer {
  origin: string
  close(): Promise<void>
}

export interface StaticServerOptions {
  /** The path the site is served under, with `/` first and last. */
  base?: string
  /** Compress text responses with gzip when the browser accepts it. */
  gzip?: boolean
  /** A faulty host, for tests: what it answers with status 200 instead of a file. */
  override?: Override
}

/** What a faulty host answers instead of the file at `pathname` (below the base path, `/offline/x.pack`); undefined to serve the file. */
export type Override = (pathname: string) => {body: Uint8Array | string; type: string} | undefined

/** What a static host compresses: text, scripts, JSON and SVG. */
const compressible = /text|javascript|json|svg/

export async function serveStatic(root: string, {base = '/', gzip = false, override = () => undefined}: StaticServerOptions = {}): Promise<StaticServer> {
  // `dev`: read the folder at each request (and send no-store); no ETag, so no 304s.
  const serve = sirv(root, {dev: true, etag: false, extensions: [], single: false})
  // Every response compressed, however small (`threshold: 0`), as the hosts measured against do.
  const compress = gzip ? compression({threshold: 0, filter: (_request, response) => compressible.test(String(response.getHeader('content-type') ?? ''))}) : null
  const handle = (request: IncomingMessage, response: ServerResponse) => {
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
  }
  const server = createServer((request, response) => (compress ? compress(request as never, response as never, () => handle(request, response)) : handle(request, response)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('Unexpected server address')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    // Browsers keep connections open; a server of tests and measurements does not wait for them.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
  }
}
