// The service worker: the site on the reader's device, from the first page they open. A visit
// stores the site's frame, the search index and the pages of the edition the page leads to
// (`packsOfVisit`); other editions, the comparisons, the lineages and the downloads are stored when
// the reader asks (the home page, by message). Stored files answer before the network, as they are
// this build's; a page of no stored pack is kept when read, for reading again offline. A new build
// brings a new worker, which stores the same packs again (a pack that did not change is copied, not
// fetched), takes over at once and tells open pages so. Bundled by scripts/service-worker.ts with
// `OFFLINE_MANIFEST` and `BASE_PATH`; it runs in the browser's worker scope, not in a page.
import {serviceWorkerFile} from '../../src/ids.ts'
import {fileOfPath, memberBody, packsOfVisit, readPackIndex, type OfflineManifest, type PackIndex, type PackInfo} from '../lib/offline.ts'

declare const OFFLINE_MANIFEST: OfflineManifest
declare const BASE_PATH: string

// The worker scope's own types (tsconfig has the DOM's): what this file uses of them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Promise<Response>): void
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
  readonly ports: readonly MessagePort[]
}
interface WindowClient {
  readonly url: string
  postMessage(message: unknown): void
}
interface WorkerScope {
  readonly location: Location
  readonly clients: {matchAll(options: {type: 'window'; includeUncontrolled?: boolean}): Promise<WindowClient[]>; claim(): Promise<void>}
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}
const scope = self as unknown as WorkerScope

/** What the home page asks (`site/scripts/offline-choice.ts`), and what it is told. */
export type OfflineRequest = {type: 'status'} | {type: 'store' | 'forget'; names: string[]}
export interface OfflineStatus {
  packs: (PackInfo & {kept: boolean})[]
  failed?: boolean
}

const manifest = OFFLINE_MANIFEST
const prefix = 'spelregels-'
/** This build's packs. */
const packsCache = `${prefix}${manifest.version}`
/** Pages read that no stored pack holds. */
const pagesCache = `${prefix}paginas-${manifest.version}`
const packUrl = (pack: PackInfo) => BASE_PATH + pack.file
/** `/spelregels/1987/artikel-27/?x` → `/1987/artikel-27/`, or null outside the site. */
const sitePathOf = (url: string) => {
  const {pathname} = new URL(url)
  return pathname.startsWith(BASE_PATH) ? `/${decodeURIComponent(pathname.slice(BASE_PATH.length))}` : null
}

interface OpenPack {
  blob: Blob
  index: PackIndex
  start: number
}
const opened = new Map<string, OpenPack>()

/** The stored pack, its index read once per worker; null when the device does not hold it. */
async function openPack(pack: PackInfo): Promise<OpenPack | null> {
  const known = opened.get(pack.name)
  if (known) return known
  const response = await (await caches.open(packsCache)).match(packUrl(pack))
  if (!response) return null
  const blob = await response.blob()
  const open = {blob, ...(await readPackIndex(blob))}
  opened.set(pack.name, open)
  return open
}

async function store(packs: PackInfo[]): Promise<void> {
  const cache = await caches.open(packsCache)
  await Promise.all(
    packs.map(async (pack) => {
      const url = packUrl(pack)
      if (await cache.match(url)) return
      // A pack's name holds its content's hash: the same file from an earlier build is copied, not fetched.
      const response = (await caches.match(url)) ?? (await fetch(url))
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      await cache.put(url, response)
    })
  )
}

async function forget(packs: PackInfo[]): Promise<void> {
  const cache = await caches.open(packsCache)
  for (const pack of packs) {
    opened.delete(pack.name)
    await cache.delete(packUrl(pack))
  }
}

/** The names of packs an earlier build of the site stored, from their files: `offline/editie-1987.<hash>.pack`. */
async function earlierPacks(): Promise<Set<string>> {
  const names = new Set<string>()
  for (const name of await caches.keys()) {
    if (!name.startsWith(prefix) || name === packsCache || name === pagesCache) continue
    for (const request of await (await caches.open(name)).keys()) {
      const file = /\/([^/]+)\.[0-9a-f]+\.pack$/.exec(new URL(request.url).pathname)
      if (file) names.add(file[1]!)
    }
  }
  return names
}

async function status(): Promise<OfflineStatus> {
  const cache = await caches.open(packsCache)
  return {packs: await Promise.all(manifest.packs.map(async (pack) => ({...pack, kept: (await cache.match(packUrl(pack))) !== undefined})))}
}

async function fromPacks(file: string): Promise<Response | null> {
  for (const pack of manifest.packs) {
    const open = await openPack(pack)
    const member = open?.index[file]
    if (open && member) return new Response(await memberBody(open.blob, open.start, member), {headers: {'Content-Type': member[2]}})
  }
  return null
}

/** The site's own page for a missing page, from the frame, with its status. */
async function notFound(): Promise<Response> {
  const page = await fromPacks('404.html')
  return page ? new Response(page.body, {status: 404, statusText: 'Not Found', headers: page.headers}) : Response.error()
}

async function answer(event: FetchEvent, sitePath: string): Promise<Response> {
  const {request} = event
  const page = request.mode === 'navigate'
  if (page) event.waitUntil(store(packsOfVisit(sitePath, manifest)).catch(() => {}))
  const stored = await fromPacks(fileOfPath(sitePath))
  if (stored) return stored
  const pages = await caches.open(pagesCache)
  try {
    const response = await fetch(request)
    if (page && response.ok) event.waitUntil(pages.put(BASE_PATH + sitePath.slice(1), response.clone()))
    return response
  } catch (error) {
    const kept = page ? await pages.match(BASE_PATH + sitePath.slice(1)) : undefined
    if (kept) return kept
    if (page) return notFound()
    throw error
  }
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The page that registered the worker is not yet its client: its packs are stored now.
      const wanted = await earlierPacks()
      for (const client of await scope.clients.matchAll({type: 'window', includeUncontrolled: true})) {
        const sitePath = sitePathOf(client.url)
        if (sitePath !== null) for (const pack of packsOfVisit(sitePath, manifest)) wanted.add(pack.name)
      }
      await store(manifest.packs.filter((pack) => pack.stored === 'always' || wanted.has(pack.name)))
      await scope.skipWaiting()
    })()
  )
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const earlier = (await caches.keys()).filter((name) => name.startsWith(prefix) && name !== packsCache && name !== pagesCache)
      await Promise.all(earlier.map((name) => caches.delete(name)))
      await scope.clients.claim()
      if (earlier.length > 0) for (const client of await scope.clients.matchAll({type: 'window'})) client.postMessage({type: 'updated'})
    })()
  )
})

scope.addEventListener('fetch', (event) => {
  const {request} = event
  const sitePath = request.method === 'GET' && new URL(request.url).origin === scope.location.origin ? sitePathOf(request.url) : null
  if (sitePath === null || sitePath === `/${serviceWorkerFile}`) return
  event.respondWith(answer(event, sitePath))
})

scope.addEventListener('message', (event) => {
  const request = event.data as OfflineRequest
  const reply = (message: OfflineStatus) => event.ports[0]?.postMessage(message)
  const chosen = (names: string[]) => manifest.packs.filter((pack) => names.includes(pack.name) && pack.stored !== 'always')
  event.waitUntil(
    (async () => {
      if (request.type === 'store') await store(chosen(request.names))
      if (request.type === 'forget') await forget(chosen(request.names))
      reply(await status())
    })().catch(async () => reply({...(await status()), failed: true}))
  )
})
