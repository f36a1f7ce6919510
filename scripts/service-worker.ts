// The offline copy of the built site: every file a reader can reach, gzipped into packs
// (site/lib/offline.ts: one for the site's frame, the search index, each edition, each compared
// edition pair, the lineages, the downloads), and the service worker (site/worker/service-worker.ts)
// bundled with the list of packs. Written last, after Pagefind, so the search index is in it. A
// pack's file name carries a hash of its content: a new build changes the worker's list, and the
// device fetches again only the packs that changed.
import {createHash} from 'node:crypto'
import {readFileSync, rmSync, mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {promisify} from 'node:util'
import {gunzipSync, gzip as gzipCallback} from 'node:zlib'
import {build} from 'esbuild'
import {lookup} from 'mrmime'
import {packFolder, packNames, sitePaths, serviceWorkerFile} from '../src/ids.ts'
import {byteOrder, listTree} from '../src/listing.ts'
import {onDisk} from '../src/file-system.ts'
import {packHashDigits, packHeader, packOfFile, largestVisit, type FragmentInfo, type OfflineManifest, type PackIndex, type PackInfo} from '../site/lib/offline.ts'
import {searchKinds} from '../site/lib/change-records.ts'

const gzipAsync = promisify(gzipCallback)
// Level 6: within 1% of level 9 on these pages, at a fraction of the time.
const gzip = (bytes: Uint8Array) => gzipAsync(bytes, {level: 6})
const root = path.resolve(import.meta.dirname, '..')

export interface Precache {
  /** Files in the packs. */
  files: number
  /** Bytes of every pack: what storing the whole site costs. */
  bytes: number
  /** The most a first visit of one page stores without asking (`largestVisit`). */
  firstVisit: number
  packs: PackInfo[]
}

/**
 * A file's content type as a static host serves it, from the one MIME table the project uses
 * (mrmime, which sirv serves by too): text in UTF-8 says so, anything unknown is bytes.
 */
export function contentType(file: string): string {
  const type = lookup(file)
  if (!type) return 'application/octet-stream'
  return /^text\/|^application\/json$/.test(type) ? `${type}; charset=utf-8` : type
}

/** Every file of a build, relative to its folder with `/`, in byte order. */
const filesOf = (dir: string) =>
  listTree(dir)
    .filter(({entry}) => entry.isFile())
    .map((file) => file.path)

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b

/**
 * The page a Pagefind fragment shows (its `url`, without the base path Pagefind was given none of),
 * and whether it is a change record (its `soort` filter); null when it holds no page.
 */
function fragmentOf(bytes: Uint8Array): FragmentInfo | null {
  const text = gunzipSync(bytes).toString('utf8')
  const json = text.slice(text.indexOf('{'))
  const {url, filters} = JSON.parse(json) as {url?: string; filters?: Record<string, string[]>}
  if (typeof url !== 'string' || !url.startsWith('/')) return null
  return {page: new URL(url, 'https://x').pathname, change: filters?.['soort']?.includes(searchKinds.changes) ?? false}
}

/** How the home page names a pack: its label in the list, and the words for it in a sentence. */
function wordsOf(name: string, editions: readonly string[]): Pick<PackInfo, 'label' | 'part'> {
  if (name === packNames.shell()) return {label: 'De site zelf: beginpagina, zoekpagina, begrippen', part: 'de site'}
  if (name === packNames.search()) return {label: 'Zoeken in alle edities', part: 'de zoekindex'}
  if (name === packNames.searchWords()) return {label: 'Letterlijk zoeken: de woorden van alle teksten', part: 'de woorden voor letterlijk zoeken'}
  if (name === packNames.searchChanges()) return {label: 'Zoeken in wijzigingen', part: 'het zoeken in wijzigingen'}
  if (name === packNames.lineages()) return {label: 'Geschiedenis per artikel', part: 'de geschiedenis per artikel'}
  if (name === packNames.downloads()) return {label: 'Downloads (JSON en Markdown)', part: 'de downloads'}
  // Names are made by `packNames`, never read back: an edition label may hold a `-` itself.
  for (const edition of editions) if (name === packNames.edition(edition)) return {label: `Editie ${edition}`, part: `editie ${edition}`}
  for (const from of editions) for (const to of editions) if (name === packNames.comparison(from, to)) return {label: `Vergelijking ${from} met ${to}`, part: `de vergelijking ${from} met ${to}`}
  return {label: name, part: name}
}

function storedOf(name: string): PackInfo['stored'] {
  if (name === packNames.shell() || name === packNames.search()) return 'always'
  return name === packNames.downloads() ? 'choice' : 'visited'
}

/** Raw bytes compressed together, up to this size: neighbouring pages share their frame, which deflate's 32 KB window then finds. */
const chunkSize = 64 * 1024

/**
 * A pack's members, in path order so that similar pages sit together, as gzip chunks of up to
 * `chunkSize` raw bytes (a larger file is a chunk of its own). Pagefind's files are gzip already and
 * its script undoes that itself: each is kept as it is, a chunk of its own with nothing to undo.
 */
async function packChunks(dir: string, files: string[]): Promise<{index: PackIndex; chunks: Uint8Array[]}> {
  const index: PackIndex = {}
  const pending: {files: {file: string; bytes: Buffer}[]; raw: boolean}[] = []
  let open: {file: string; bytes: Buffer}[] = []
  let size = 0
  const close = () => {
    if (open.length > 0) pending.push({files: open, raw: false})
    open = []
    size = 0
  }
  for (const file of [...files].sort(byteOrder)) {
    const bytes = readFileSync(path.join(dir, file))
    if (isGzip(bytes)) {
      pending.push({files: [{file, bytes}], raw: true})
      continue
    }
    if (size + bytes.length > chunkSize) close()
    open.push({file, bytes})
    size += bytes.length
  }
  close()
  const chunks = await Promise.all(pending.map((chunk) => (chunk.raw ? chunk.files[0]!.bytes : gzip(Buffer.concat(chunk.files.map((member) => member.bytes))))))
  let offset = 0
  pending.forEach((chunk, at) => {
    let start = 0
    for (const {file, bytes} of chunk.files) {
      index[file] = [offset, chunks[at]!.length, contentType(file), chunk.raw ? 0 : 1, start, bytes.length]
      start += bytes.length
    }
    offset += chunks[at]!.length
  })
  return {index, chunks}
}

/**
 * Writes the packs into `dir/offline/` and `sw.js` into `dir`, for a site served under `base`.
 * `editions` oldest first. Fails when a file would be served from no pack that a page needs.
 */
export async function writeServiceWorker(dir: string, editions: readonly string[], base = '/'): Promise<Precache> {
  rmSync(path.join(dir, packFolder), {recursive: true, force: true})
  const filesOfPack = new Map<string, string[]>()
  for (const file of filesOf(dir)) {
    const pack = packOfFile(file, editions, () => fragmentOf(readFileSync(path.join(dir, file))))
    if (pack === null) continue
    const list = filesOfPack.get(pack) ?? []
    list.push(file)
    filesOfPack.set(pack, list)
  }
  let files = 0
  for (const list of filesOfPack.values()) files += list.length
  mkdirSync(path.join(dir, packFolder), {recursive: true})
  const packs: PackInfo[] = []
  // In the order the home page offers them: the frame and search, the editions oldest first, comparisons, lineages, downloads.
  const rank = (name: string) => [packNames.shell(), packNames.search(), ...editions.map(packNames.edition)].indexOf(name) >>> 0
  const byRank = ([a]: [string, unknown], [b]: [string, unknown]) => rank(a) - rank(b) || (a === packNames.downloads() ? 1 : 0) - (b === packNames.downloads() ? 1 : 0) || byteOrder(a, b)
  for (const [name, list] of [...filesOfPack].sort(byRank)) {
    const {index, chunks} = await packChunks(dir, list)
    const body = Buffer.concat([packHeader(index), ...chunks])
    const sha256 = createHash('sha256').update(body).digest('hex')
    const file = sitePaths.pack(name, sha256.slice(0, packHashDigits)).slice(1)
    onDisk('write', path.join(dir, file), () => writeFileSync(path.join(dir, file), body))
    const edition = editions.find((candidate) => packNames.edition(candidate) === name)
    packs.push({name, ...wordsOf(name, editions), file, bytes: body.length, sha256, stored: storedOf(name), ...(edition === undefined ? {} : {edition})})
  }
  for (const needed of [packNames.shell(), packNames.search()]) if (!packs.some((pack) => pack.name === needed)) throw new Error(`Offline copy: no pack ${needed}`)

  const manifest: OfflineManifest = {
    version: createHash('sha256')
      .update(packs.map((pack) => pack.file).join('\n'))
      .digest('hex')
      .slice(0, 12),
    editions: [...editions],
    packs
  }
  // One file, minified, without a source map: the same bytes for the same site.
  const worker = await build({
    entryPoints: [path.join(root, 'site', 'worker', 'service-worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    define: {OFFLINE_MANIFEST: JSON.stringify(manifest), BASE_PATH: JSON.stringify(base.endsWith('/') ? base : `${base}/`)},
    logLevel: 'silent'
  })
  onDisk('write', path.join(dir, serviceWorkerFile), () => writeFileSync(path.join(dir, serviceWorkerFile), worker.outputFiles[0]!.contents))
  return {files, bytes: packs.reduce((sum, pack) => sum + pack.bytes, 0), firstVisit: largestVisit(manifest), packs}
}
