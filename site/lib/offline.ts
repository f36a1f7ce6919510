// The offline copy, as the build, the service worker and the home page see it alike: which pack
// holds a file, which packs a visit stores without asking, and the pack format. A pack is one file
// of gzip members with an index in front, stored by the reader's device as it was downloaded, so a
// whole edition costs its compressed size on the device too (about a sixth of its pages).
import {apiFiles, offlineCacheNames, packFolder, packNames, routeOf, sealFile, serviceWorkerFile, sitePaths, unscopedCachePrefix} from '../../src/ids.ts'

export interface PackInfo {
  name: string
  /** For the reader: "Editie 1987". */
  label: string
  /** The same in a sentence: "editie 1987", "de vergelijking 1975 met 1987". */
  part: string
  /** The pack's file below the base path: `offline/editie-1987.3f2a9c1b.pack`. */
  file: string
  /** What it costs to download and store: the pack's exact length, checked before it is trusted. */
  bytes: number
  /** The SHA-256 of the pack, in hex; `file` carries its first `packHashDigits`. */
  sha256: string
  /**
   * `always`: stored on the first visit of any page (the site's frame, the search index);
   * `visited`: stored by a visit as far as the first-visit budget goes (the editions, the
   * comparisons, the lineages), and always when a page it holds is read (an edition);
   * `choice`: stored only when the reader asks (the downloads).
   */
  stored: 'always' | 'visited' | 'choice'
  /** The edition of an edition's pack, for the lists that mark what is on the device. */
  edition?: string
}

/** Written into the service worker by the build. */
export interface OfflineManifest {
  /** A hash of every pack: names this build's storage. */
  version: string
  /** Oldest first; the newest is stored from pages of no edition. */
  editions: string[]
  packs: PackInfo[]
}

/**
 * A member of a pack: its chunk (offset and length after the header), its content type, whether the
 * chunk is gzip to undo, and where the member lies in the chunk once undone. Members are compressed
 * together in chunks, as neighbouring pages share most of their frame.
 */
export type PackMember = [offset: number, length: number, type: string, gzip: 0 | 1, start: number, size: number]

/** Member paths below the base path (`1987/artikel-27/index.html`) to their place after the header. */
export type PackIndex = Record<string, PackMember>

/** The site path a built file answers: `1987/artikel-27/index.html` → `/1987/artikel-27/`. */
export const pathOfFile = (file: string) => `/${file.replace(/(?:^|\/)index\.html$/, (match) => (match.startsWith('/') ? '/' : ''))}`

/** The built file that answers a site path, the inverse of `pathOfFile`: `/1987/artikel-27/` → `1987/artikel-27/index.html`. */
export const fileOfPath = (sitePath: string) => `${sitePath.slice(1)}${sitePath.endsWith('/') ? 'index.html' : ''}`

/** Files Pagefind writes that no page loads: its own search interfaces (the site has its own). */
const unusedSearchFiles = /^pagefind\/(?:pagefind-(?:component-|modular-)?ui\.(?:js|css)|pagefind-highlight\.js)$/

/** What a Pagefind fragment (a search result's text) is: the page it shows, and whether it is a change record (site/lib/change-records.ts). */
export interface FragmentInfo {
  page: string
  change: boolean
}

/**
 * The pack a built file belongs to, or null for one no reader needs offline: the worker itself, the
 * packs, Pagefind's own interfaces and the JSON API but its downloads. Pagefind's fragments (a
 * search result's text) go with the page they show, so a text found offline can be opened; a
 * change record's go with search in changes, which then lists every change offline, with its
 * title, link and snippet, whichever comparisons the device holds. `fragmentOf` reads one; null
 * when it cannot be read.
 */
export function packOfFile(file: string, editions: readonly string[], fragmentOf: (file: string) => FragmentInfo | null): string | null {
  if (file === serviceWorkerFile || file === sealFile || file.startsWith(`${packFolder}/`) || unusedSearchFiles.test(file)) return null
  if (file.startsWith('api/')) {
    const downloads = [apiFiles.corpus(), apiFiles.schema('corpus'), ...editions.map((edition) => apiFiles.editionMarkdown(edition))]
    return downloads.includes(file.slice('api/'.length)) ? packNames.downloads() : null
  }
  if (/^pagefind\/(?:index|filter)\//.test(file) || /^pagefind\/[^/]+\.pf_meta$/.test(file) || file === fileOfPath(sitePaths.references())) return packNames.search()
  if (file === fileOfPath(sitePaths.searchWords())) return packNames.searchWords()
  if (file.startsWith('pagefind/fragment/')) {
    const fragment = fragmentOf(file)
    if (fragment === null) return packNames.search()
    return fragment.change ? packNames.searchChanges() : packOfPath(fragment.page, editions)
  }
  return packOfPath(pathOfFile(file), editions)
}

/** The pack of a site path: an edition's pages, an edition pair's comparisons, the lineages; the rest is the site's frame. */
export function packOfPath(sitePath: string, editions: readonly string[]): string {
  // The lineage pages' own stylesheet goes with them.
  if (sitePath === sitePaths.editionSwitchStyles()) return packNames.lineages()
  const page = sitePath.endsWith('/') ? sitePath : sitePath.replace(/[^/]*$/, '')
  const route = routeOf(page)
  if (route === null) return packNames.shell()
  switch (route.kind) {
    case 'edition':
    case 'wholeEdition':
    case 'article':
      return editions.includes(route.edition) ? packNames.edition(route.edition) : packNames.shell()
    case 'compare':
    case 'compareArticle':
      return packNames.comparison(route.from, route.to)
    case 'lineage':
      return packNames.lineages()
    default:
      return packNames.shell()
  }
}

/**
 * The edition a page leads a reader to, whose pages a visit stores: the page's own edition, the
 * newer edition of a comparison, and else the newest edition, the one a director most likely applies.
 */
export function editionOfVisit(sitePath: string, editions: readonly string[]): string | null {
  const route = routeOf(sitePath)
  const newest = editions.at(-1) ?? null
  if (route === null) return newest
  if ((route.kind === 'edition' || route.kind === 'wholeEdition' || route.kind === 'article') && editions.includes(route.edition)) return route.edition
  if ((route.kind === 'compare' || route.kind === 'compareArticle') && editions.includes(route.to)) return route.to
  return newest
}

/** The most a first visit stores without asking (binary MB, as the benchmark counts): the rest is the reader's choice. */
export const firstVisitBudget = 5 * 2 ** 20

/**
 * The packs a visit to `sitePath` stores without asking, in the order it stores them: the frame,
 * the search index and the edition the page leads to, whatever their size; then the other
 * editions, the comparisons (by their newer, then their older edition) and the lineages, newest
 * first, each that still fits in `firstVisitBudget`. `declined` are packs the reader removed on
 * the home page: a visit adds them back only when the page is theirs.
 */
export function packsOfVisit(sitePath: string, manifest: OfflineManifest, declined: ReadonlySet<string> = new Set()): PackInfo[] {
  return packsOfEdition(editionOfVisit(sitePath, manifest.editions), manifest, declined)
}

function packsOfEdition(edition: string | null, manifest: OfflineManifest, declined: ReadonlySet<string>): PackInfo[] {
  const byName = new Map(manifest.packs.map((pack) => [pack.name, pack]))
  const own = edition === null ? null : packNames.edition(edition)
  const newest = [...manifest.editions].reverse()
  // The search's word list and its change records first: without them, search offline still finds,
  // in Pagefind's order, but lists no change, as change records live only in their own pack.
  const order = [packNames.searchWords(), packNames.searchChanges(), ...newest.map(packNames.edition), ...newest.flatMap((to) => newest.map((from) => packNames.comparison(from, to))), packNames.lineages()]
  const needed = manifest.packs.filter((pack) => pack.stored === 'always' || pack.name === own)
  let bytes = needed.reduce((sum, pack) => sum + pack.bytes, 0)
  for (const name of order) {
    const pack = byName.get(name)
    if (!pack || pack.stored !== 'visited' || pack.name === own || declined.has(name) || bytes + pack.bytes > firstVisitBudget) continue
    needed.push(pack)
    bytes += pack.bytes
  }
  return needed
}

/** The most a first visit stores, over every page: the visit of each edition, and of a page of none. */
export function largestVisit(manifest: OfflineManifest): number {
  const totals = [null, ...manifest.editions].map((edition) => packsOfEdition(edition, manifest, new Set()).reduce((sum, pack) => sum + pack.bytes, 0))
  return Math.max(...totals)
}

/** The hex digits of a pack's hash its file name carries. */
export const packHashDigits = 12

/**
 * Why `body` is not the pack `pack` names, or null when it is: its length and its SHA-256 must be
 * the manifest's, and the file name must carry that hash. A truncated, empty, swapped or foreign
 * body (a host's HTML page answering 200) is caught here before a page is read from it.
 */
export async function packProblem(body: ArrayBuffer, pack: PackInfo): Promise<string | null> {
  if (body.byteLength !== pack.bytes) return `${pack.file}: ${body.byteLength} bytes, expected ${pack.bytes}`
  const digest = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', body)), (byte) => byte.toString(16).padStart(2, '0')).join('')
  if (digest !== pack.sha256) return `${pack.file}: SHA-256 ${digest}, expected ${pack.sha256}`
  if (!pack.file.endsWith(`.${digest.slice(0, packHashDigits)}.pack`)) return `${pack.file}: name does not carry SHA-256 ${digest}`
  return null
}

/** The bytes that hold the index's length, little-endian, at the start of a pack. */
const indexLengthBytes = 4

/** The pack file: the index's length, the index as JSON, then the members. */
export function packHeader(index: PackIndex): Uint8Array<ArrayBuffer> {
  const json = new TextEncoder().encode(JSON.stringify(index))
  const header = new Uint8Array(indexLengthBytes + json.length)
  new DataView(header.buffer).setUint32(0, json.length, true)
  header.set(json, indexLengthBytes)
  return header
}

/** A pack's index, and where its members start. */
export async function readPackIndex(pack: Blob): Promise<{index: PackIndex; start: number}> {
  const length = new DataView(await pack.slice(0, indexLengthBytes).arrayBuffer()).getUint32(0, true)
  return {index: JSON.parse(await pack.slice(indexLengthBytes, indexLengthBytes + length).text()) as PackIndex, start: indexLengthBytes + length}
}

/** One member's bytes as the network would have served them. */
export async function memberBody(pack: Blob, start: number, [offset, length, , gzip, from, size]: PackMember): Promise<Blob> {
  const chunk = pack.slice(start + offset, start + offset + length)
  if (!gzip) return chunk
  return (await new Response(chunk.stream().pipeThrough(new DecompressionStream('gzip'))).blob()).slice(from, from + size)
}

const sizeFormat = (unit: string) => new Intl.NumberFormat('nl-NL', {style: 'unit', unit, maximumFractionDigits: 1})

/** "1,4 MB": a size as a reader reads it (binary multiples, as the benchmark counts). */
export function sizeWords(bytes: number): string {
  if (bytes >= 2 ** 20) return sizeFormat('megabyte').format(bytes / 2 ** 20)
  return bytes >= 2 ** 10 ? sizeFormat('kilobyte').format(bytes / 2 ** 10) : sizeFormat('byte').format(bytes)
}

/** `['a', 'b', 'c']` → `a, b en c` (src/vocabulary.ts has the same, but with its tables, which the worker and the home page's script do not need). */
const dutchList = new Intl.ListFormat('nl', {type: 'conjunction'})

/** A pack as the home page offers it: stored or not, and whether the reader can choose. */
export interface PackChoice {
  name: string
  /** "Editie 1982 (1,2 MB)". */
  label: string
  kept: boolean
  /** The frame and the search index are always kept. */
  fixed: boolean
}

/** What the home page says of the device's copy: each pack with its size, and a sentence that names every part kept. */
export function storageView(packs: readonly (PackInfo & {kept: boolean})[]): {choices: PackChoice[]; summary: string} {
  const kept = packs.filter((pack) => pack.kept)
  const bytes = kept.reduce((sum, pack) => sum + pack.bytes, 0)
  return {
    choices: packs.map((pack) => ({name: pack.name, label: `${pack.label} (${sizeWords(pack.bytes)})`, kept: pack.kept, fixed: pack.stored === 'always'})),
    summary: `Op dit apparaat staan ${dutchList.format(kept.map((pack) => pack.part))}: ${sizeWords(bytes)}. Die werken ook zonder verbinding.`
  }
}

/**
 * The 404 page in the copy the service worker serves because the network failed: its note that the
 * reader is not connected (`data-offline-note`, hidden as built) shown. The worker knows it could
 * not reach the site; the browser's `navigator.onLine` may still say it is online.
 */
export function withOfflineNote(html: string): string {
  return html.replace('data-offline-note hidden', 'data-offline-note')
}

/**
 * The caches an earlier build of this deployment (served under `base`) left, which a new build's
 * worker reads its packs from and then removes: those named by this deployment that are not this
 * build's (`offlineCacheNames`), and of the caches named before deployments had names of their own
 * (`spelregels-…`), those whose every entry is a file of this deployment's pack folder, so that a
 * pack or the reader's choice under `/` is never taken for one under `/spelregels/` or the other way
 * round. Another deployment's caches, and an unnamed cache of pages (which could be any
 * deployment's), are left alone. `entries` gives the paths of a cache's entries, read only for the
 * unnamed ones.
 */
export async function earlierCaches(names: readonly string[], base: string, version: string, entries: (name: string) => Promise<readonly string[]>): Promise<string[]> {
  const caches = offlineCacheNames(base, version)
  const current = new Set([caches.packs, caches.pages, caches.choice])
  const packFiles = `${base}${packFolder}/`
  const earlier: string[] = []
  for (const name of names) {
    if (name.startsWith(caches.own)) {
      if (!current.has(name)) earlier.push(name)
    } else if (name.startsWith(unscopedCachePrefix)) {
      const paths = await entries(name)
      if (paths.length > 0 && paths.every((entry) => entry.startsWith(packFiles) && !entry.slice(packFiles.length).includes('/'))) earlier.push(name)
    }
  }
  return earlier
}
