// The service worker: the site on the reader's device, from the first page they open. A visit
// stores the site's frame, the search index, the pages of the edition the page leads to, and then
// the other editions, the comparisons and the lineages up to the first-visit budget
// (`packsOfVisit`); the reader adds or removes packs on the home page (by message), and a pack
// removed there is not added back by a visit. Every pack is checked against the manifest's length
// and SHA-256 before it is stored and when it is first opened (`packProblem`): a damaged one is
// dropped and fetched again, and meanwhile the network answers. Stored files answer before the
// network, as they are this build's; a page of no stored pack is kept when read, for reading again
// offline. A new build
// brings a new worker, which stores the same packs again (a pack that did not change is copied, not
// fetched), takes over at once and tells open pages so. Bundled by scripts/service-worker.ts with
// `OFFLINE_MANIFEST` and `BASE_PATH`; it runs in the browser's worker scope, not in a page.
import {offlineCacheNames, serviceWorkerFile} from '../../src/ids.ts'
import {earlierCaches, fileOfPath, memberBody, packProblem, packsOfVisit, readPackIndex, withOfflineNote, type OfflineManifest, type PackIndex, type PackInfo} from '../lib/offline.ts'

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
const {packs: packsCache, pages: pagesCache, choice: choiceCache} = offlineCacheNames(BASE_PATH, manifest.version)
const declinedUrl = `${BASE_PATH}offline/weggelaten.json`
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

/**
 * The stored pack, its index read once per worker; null when the device does not hold it. A stored
 * pack is checked when first opened: a damaged one is deleted and fetched again (`keep` holds the
 * worker for that), and this request goes to the network.
 */
async function openPack(pack: PackInfo, keep: (work: Promise<unknown>) => void): Promise<OpenPack | null> {
  const known = opened.get(pack.name)
  if (known) return known
  const cache = await caches.open(packsCache)
  const response = await cache.match(packUrl(pack))
  if (!response) return null
  const body = await response.arrayBuffer()
  if ((await packProblem(body, pack)) !== null) {
    await cache.delete(packUrl(pack))
    keep(store([pack]).catch(() => {}))
    return null
  }
  const blob = new Blob([body])
  const open = {blob, ...(await readPackIndex(blob))}
  opened.set(pack.name, open)
  return open
}

/**
 * A pack's checked body: from an earlier build's cache (a pack's name holds its content's hash, so
 * the same file is copied, not fetched), else from the network, and when that is damaged from the
 * network again past the HTTP cache. Null when no source gives the manifest's bytes.
 */
async function checkedPack(pack: PackInfo): Promise<{body: ArrayBuffer; type: string} | null> {
  const url = packUrl(pack)
  const sources = [() => caches.match(url), () => fetch(url), () => fetch(url, {cache: 'reload'})]
  for (const source of sources) {
    const response = await source().catch(() => undefined)
    if (!response?.ok) continue
    const body = await response.arrayBuffer()
    if ((await packProblem(body, pack)) === null) return {body, type: response.headers.get('Content-Type') ?? 'application/octet-stream'}
  }
  return null
}

/** Stores made now, by pack: a second request for a pack waits for the first. */
const storing = new Map<string, Promise<void>>()

async function storeOne(pack: PackInfo): Promise<void> {
  const cache = await caches.open(packsCache)
  const url = packUrl(pack)
  if (await cache.match(url)) return
  const checked = await checkedPack(pack)
  if (!checked) throw new Error(`${url}: no intact copy`)
  await cache.put(url, new Response(checked.body, {headers: {'Content-Type': checked.type}}))
}

/** Stores `packs`, each on its own: one that fails leaves the others stored, and the whole rejects. */
async function store(packs: PackInfo[]): Promise<void> {
  const results = await Promise.allSettled(
    packs.map((pack) => {
      const known = storing.get(pack.name)
      if (known) return known
      const work = storeOne(pack).finally(() => storing.delete(pack.name))
      storing.set(pack.name, work)
      return work
    })
  )
  if (results.some((result) => result.status === 'rejected')) throw new Error('Some packs were not stored')
}

/** The packs the reader removed on the home page. */
async function declined(): Promise<Set<string>> {
  const response = await (await caches.open(choiceCache)).match(declinedUrl)
  return new Set(response ? ((await response.json()) as string[]) : [])
}

async function setDeclined(names: Set<string>): Promise<void> {
  await (await caches.open(choiceCache)).put(declinedUrl, Response.json([...names].sort()))
}

async function forget(packs: PackInfo[]): Promise<void> {
  const cache = await caches.open(packsCache)
  for (const pack of packs) {
    opened.delete(pack.name)
    await cache.delete(packUrl(pack))
  }
}

/** The caches an earlier build of this deployment left (`earlierCaches`): never another deployment's on the same origin. */
async function earlierOwnCaches(): Promise<string[]> {
  const entries = async (name: string) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
  return earlierCaches(await caches.keys(), BASE_PATH, manifest.version, entries)
}

/** The names of packs an earlier build of this deployment stored, from their files: `offline/editie-1987.<hash>.pack`. */
async function earlierPacks(): Promise<Set<string>> {
  const names = new Set<string>()
  for (const name of await earlierOwnCaches()) {
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

async function fromPacks(file: string, keep: (work: Promise<unknown>) => void): Promise<Response | null> {
  for (const pack of manifest.packs) {
    const open = await openPack(pack, keep)
    const member = open?.index[file]
    if (open && member) return new Response(await memberBody(open.blob, open.start, member), {headers: {'Content-Type': member[2]}})
  }
  return null
}

/** The site's own page for a page it could not fetch and does not hold, from the frame, with its status and its offline note shown. */
async function notFound(keep: (work: Promise<unknown>) => void): Promise<Response> {
  const page = await fromPacks('404.html', keep)
  return page ? new Response(withOfflineNote(await page.text()), {status: 404, statusText: 'Not Found', headers: page.headers}) : Response.error()
}

async function answer(event: FetchEvent, sitePath: string): Promise<Response> {
  const {request} = event
  const page = request.mode === 'navigate'
  const keep = (work: Promise<unknown>) => event.waitUntil(work)
  if (page) keep((async () => store(packsOfVisit(sitePath, manifest, await declined())))().catch(() => {}))
  const stored = await fromPacks(fileOfPath(sitePath), keep)
  if (stored) return stored
  const pages = await caches.open(pagesCache)
  try {
    const response = await fetch(request)
    if (page && response.ok) event.waitUntil(pages.put(BASE_PATH + sitePath.slice(1), response.clone()))
    return response
  } catch (error) {
    const kept = page ? await pages.match(BASE_PATH + sitePath.slice(1)) : undefined
    if (kept) return kept
    if (page) return notFound(keep)
    throw error
  }
}

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The page that registered the worker is not yet its client: its packs are stored now.
      const wanted = await earlierPacks()
      const removed = await declined()
      for (const client of await scope.clients.matchAll({type: 'window', includeUncontrolled: true})) {
        const sitePath = sitePathOf(client.url)
        if (sitePath !== null) for (const pack of packsOfVisit(sitePath, manifest, removed)) wanted.add(pack.name)
      }
      // A pack that cannot be stored now fails no install: the network answers, and a later visit stores it.
      await store(manifest.packs.filter((pack) => pack.stored === 'always' || wanted.has(pack.name))).catch(() => {})
      await scope.skipWaiting()
    })()
  )
})

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const earlier = await earlierOwnCaches()
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
      if (request.type === 'store' || request.type === 'forget') {
        const removed = await declined()
        for (const pack of chosen(request.names)) removed[request.type === 'store' ? 'delete' : 'add'](pack.name)
        await setDeclined(removed)
      }
      if (request.type === 'store') await store(chosen(request.names))
      if (request.type === 'forget') await forget(chosen(request.names))
      reply(await status())
    })().catch(async () => reply({...(await status()), failed: true}))
  )
})
