// Which pack holds each file of the build, which packs a visit stores without asking, the pack
// format read back, and what the home page says of the device's copy.
import {describe, expect, test} from 'vitest'
import {createHash} from 'node:crypto'
import {offlineCacheNames} from '../src/ids.ts'
import {
  earlierCaches,
  editionOfVisit,
  fileOfPath,
  firstVisitBudget,
  largestVisit,
  memberBody,
  packHeader,
  packOfFile,
  packProblem,
  packsOfVisit,
  pathOfFile,
  readPackIndex,
  sizeWords,
  storageView,
  withOfflineNote,
  type OfflineManifest,
  type PackInfo
} from '../site/lib/offline.ts'
import {contentType} from '../scripts/service-worker.ts'

const editions = ['1975', '1982', '1987']
const noFragment = () => null

describe('packs of the offline copy', () => {
  test('each file goes to the pack of the page it is: its edition, its edition pair, the lineages, or the frame', () => {
    const files = [
      'index.html',
      '404.html',
      '1987/index.html',
      '1987/artikel-27/index.html',
      '1987/volledig/index.html',
      '1975/artikel-28a/index.html',
      '2007/artikel-1/index.html',
      'vergelijk/index.html',
      'vergelijk/1975/1987/index.html',
      'vergelijk/1975/1987/artikel-31/index.html',
      'geschiedenis/index.html',
      'geschiedenis/1975-31/index.html',
      'geschiedenis/kolommen.css',
      'zoeken/index.html',
      'zoeken/verwijzingen.json',
      'zoeken/woorden.json',
      'begrippen/index.html',
      '_astro/Layout.abc.css',
      'manifest.webmanifest',
      'icons/icon-192.png',
      'pagefind/pagefind.js',
      'pagefind/pagefind-entry.json',
      'pagefind/wasm.nl.pagefind',
      'pagefind/pagefind.nl_b530ac3be2.pf_meta',
      'pagefind/index/nl_1.pf_index',
      'pagefind/filter/nl_2.pf_filter',
      'pagefind/pagefind-ui.js',
      'pagefind/pagefind-highlight.js',
      'api/corpus.json',
      'api/1987.md',
      'api/schema/corpus.schema.json',
      'api/1987/27.json',
      'api/editions.json',
      'sw.js',
      'offline/site.0123456789ab.pack'
    ]
    expect(Object.fromEntries(files.map((file) => [file, packOfFile(file, editions, noFragment)]))).toEqual({
      'index.html': 'site',
      '404.html': 'site',
      '1987/index.html': 'editie-1987',
      '1987/artikel-27/index.html': 'editie-1987',
      '1987/volledig/index.html': 'editie-1987',
      '1975/artikel-28a/index.html': 'editie-1975',
      // Not an edition of this collection: a redirect page, say, goes with the frame.
      '2007/artikel-1/index.html': 'site',
      'vergelijk/index.html': 'site',
      'vergelijk/1975/1987/index.html': 'vergelijk-1975-1987',
      'vergelijk/1975/1987/artikel-31/index.html': 'vergelijk-1975-1987',
      'geschiedenis/index.html': 'site',
      'geschiedenis/1975-31/index.html': 'geschiedenis',
      'geschiedenis/kolommen.css': 'geschiedenis',
      'zoeken/index.html': 'site',
      'zoeken/verwijzingen.json': 'zoeken',
      'zoeken/woorden.json': 'zoekwoorden',
      'begrippen/index.html': 'site',
      '_astro/Layout.abc.css': 'site',
      'manifest.webmanifest': 'site',
      'icons/icon-192.png': 'site',
      'pagefind/pagefind.js': 'site',
      'pagefind/pagefind-entry.json': 'site',
      'pagefind/wasm.nl.pagefind': 'site',
      'pagefind/pagefind.nl_b530ac3be2.pf_meta': 'zoeken',
      'pagefind/index/nl_1.pf_index': 'zoeken',
      'pagefind/filter/nl_2.pf_filter': 'zoeken',
      'pagefind/pagefind-ui.js': null,
      'pagefind/pagefind-highlight.js': null,
      'api/corpus.json': 'downloads',
      'api/1987.md': 'downloads',
      'api/schema/corpus.schema.json': 'downloads',
      'api/1987/27.json': null,
      'api/editions.json': null,
      'sw.js': null,
      'offline/site.0123456789ab.pack': null
    })
  })

  test("a search result's text goes with the page it shows, a change's with search in changes, and with the search index when that cannot be read", () => {
    const fragment = 'pagefind/fragment/nl_1.pf_fragment'
    const of =
      (page: string, change = false) =>
      () => ({page, change})
    expect([
      packOfFile(fragment, editions, of('/1982/artikel-37/')),
      packOfFile(fragment, editions, of('/vergelijk/1982/1987/artikel-37/')),
      packOfFile(fragment, editions, of('/vergelijk/1982/1987/artikel-37/', true)),
      packOfFile(fragment, editions, () => null)
    ]).toEqual(['editie-1982', 'vergelijk-1982-1987', 'zoekwijzigingen', 'zoeken'])
  })

  test('files and site paths are each other inverse', () => {
    const paths = ['/', '/1987/artikel-27/', '/404.html', '/zoeken/verwijzingen.json']
    expect(paths.map(fileOfPath)).toEqual(['index.html', '1987/artikel-27/index.html', '404.html', 'zoeken/verwijzingen.json'])
    expect(paths.map(fileOfPath).map(pathOfFile)).toEqual(paths)
  })

  test('a visit leads to its own edition, the newer edition of a comparison, or else the newest', () => {
    const visits = ['/1975/artikel-28/', '/1982/', '/vergelijk/1975/1987/artikel-31/', '/geschiedenis/1975-31/', '/', '/zoeken/', '/2007/artikel-1/']
    expect(visits.map((visit) => editionOfVisit(visit, editions))).toEqual(['1975', '1982', '1987', '1987', '1987', '1987', '1987'])
    expect(editionOfVisit('/', [])).toBeNull()
  })

  const MB = 2 ** 20
  const pack = (name: string, bytes: number, stored: PackInfo['stored']): PackInfo => ({
    name,
    label: name,
    part: name,
    file: `offline/${name}.0123456789ab.pack`,
    bytes,
    sha256: '0123456789ab'.padEnd(64, '0'),
    stored,
    ...(name.startsWith('editie-') ? {edition: name.slice('editie-'.length)} : {})
  })
  const manifest: OfflineManifest = {
    version: 'v',
    editions,
    packs: [
      pack('site', 100, 'always'),
      pack('zoeken', 200, 'always'),
      pack('editie-1975', 30, 'visited'),
      pack('editie-1982', 50, 'visited'),
      pack('editie-1987', 40, 'visited'),
      pack('vergelijk-1975-1982', 60, 'visited'),
      pack('vergelijk-1975-1987', 500, 'visited'),
      pack('vergelijk-1982-1987', 70, 'visited'),
      pack('geschiedenis', 80, 'visited'),
      pack('zoekwoorden', 20, 'visited'),
      pack('zoekwijzigingen', 10, 'visited'),
      pack('downloads', 90, 'choice')
    ]
  }
  const names = (packs: PackInfo[]) => packs.map((p) => p.name)

  test("a visit stores the frame, search and its edition, then search's word list and its changes, the other editions, comparisons and lineages, newest first, never the downloads", () => {
    const everything = ['site', 'zoeken', 'editie-1975', 'zoekwoorden', 'zoekwijzigingen', 'editie-1987', 'editie-1982', 'vergelijk-1982-1987', 'vergelijk-1975-1987', 'vergelijk-1975-1982', 'geschiedenis']
    expect(names(packsOfVisit('/1975/artikel-28/', manifest))).toEqual(everything)
    expect(names(packsOfVisit('/vergelijk/1975/1987/artikel-31/', manifest))).toEqual(['site', 'zoeken', 'editie-1987', 'zoekwoorden', 'zoekwijzigingen', 'editie-1982', 'editie-1975', ...everything.slice(7)])
  })

  test('a visit stores what fits in the first-visit budget, in order, skipping a pack too large for what is left', () => {
    const large: OfflineManifest = {
      ...manifest,
      packs: manifest.packs.map((p) => (p.name === 'editie-1982' ? {...p, bytes: 3 * MB} : p.name === 'vergelijk-1982-1987' ? {...p, bytes: 2 * MB} : p))
    }
    // 300 + 40 + 3 MB stored; the 2 MB comparison would pass 5 MB, the smaller ones after it fit.
    expect(names(packsOfVisit('/1987/', large))).toEqual(['site', 'zoeken', 'editie-1987', 'zoekwoorden', 'zoekwijzigingen', 'editie-1982', 'editie-1975', 'vergelijk-1975-1987', 'vergelijk-1975-1982', 'geschiedenis'])
    expect(largestVisit(large)).toBe(3 * MB + 300 + 40 + 20 + 10 + 30 + 500 + 60 + 80)
    expect(largestVisit(large)).toBeLessThanOrEqual(firstVisitBudget)
    expect(firstVisitBudget).toBe(5 * MB)
  })

  test("the page's own edition is stored even past the budget, and only it", () => {
    const huge: OfflineManifest = {...manifest, packs: manifest.packs.map((p) => (p.name === 'editie-1975' ? {...p, bytes: 6 * MB} : p))}
    expect(names(packsOfVisit('/1975/', huge))).toEqual(['site', 'zoeken', 'editie-1975'])
    expect(largestVisit(huge)).toBe(6 * MB + 300)
  })

  test('a pack the reader removed is not stored by a visit, unless the page is in it', () => {
    const declined = new Set(['editie-1982', 'geschiedenis', 'editie-1975'])
    expect(names(packsOfVisit('/1975/', manifest, declined))).toEqual(['site', 'zoeken', 'editie-1975', 'zoekwoorden', 'zoekwijzigingen', 'editie-1987', 'vergelijk-1982-1987', 'vergelijk-1975-1987', 'vergelijk-1975-1982'])
  })

  describe('a pack is checked against its length and SHA-256 before it is trusted', () => {
    const body = new TextEncoder().encode('pack body: header, index, chunks').buffer
    const other = new TextEncoder().encode('pack body: header, index, chunkz').buffer
    const sha256 = createHash('sha256').update(new Uint8Array(body)).digest('hex')
    const info: PackInfo = {name: 'editie-1987', label: 'Editie 1987', part: 'editie 1987', file: `offline/editie-1987.${sha256.slice(0, 12)}.pack`, bytes: body.byteLength, sha256, stored: 'visited', edition: '1987'}
    const flipped = new Uint8Array(body.slice(0))
    flipped[3]! ^= 0xff

    test('the built pack passes', async () => {
      expect(await packProblem(body, info)).toBeNull()
    })

    test('each kind of damage is named', async () => {
      const html = new TextEncoder().encode('<!doctype html><title>Pagina niet gevonden</title>').buffer
      expect(await Promise.all([flipped.buffer, other, body.slice(0, 10), new ArrayBuffer(0), html].map((damaged) => packProblem(damaged, info)))).toEqual([
        `${info.file}: SHA-256 ${createHash('sha256').update(flipped).digest('hex')}, expected ${sha256}`,
        // Another pack of the same length: its hash gives it away.
        `${info.file}: SHA-256 ${createHash('sha256').update(new Uint8Array(other)).digest('hex')}, expected ${sha256}`,
        `${info.file}: 10 bytes, expected ${body.byteLength}`,
        `${info.file}: 0 bytes, expected ${body.byteLength}`,
        `${info.file}: ${html.byteLength} bytes, expected ${body.byteLength}`
      ])
    })

    test('a manifest whose file name does not carry the hash is not trusted', async () => {
      expect(await packProblem(body, {...info, file: 'offline/editie-1987.0123456789ab.pack'})).toBe(`offline/editie-1987.0123456789ab.pack: name does not carry SHA-256 ${sha256}`)
    })
  })

  test('a packed file is served offline with the type a static host gives it, from the one MIME table (WebAssembly as application/wasm, unknown files as bytes)', () => {
    const files = [
      'index.html',
      '_astro/site.css',
      'pagefind/pagefind.js',
      'api/editions.json',
      'api/1987/27.md',
      'manifest.webmanifest',
      'icons/icon.svg',
      'icons/icon-192.png',
      'pagefind/wasm.nl.pagefind',
      'pagefind/pagefind.wasm',
      'pagefind/fragment/a.pf_fragment'
    ]
    expect(files.map(contentType)).toEqual([
      'text/html; charset=utf-8',
      'text/css; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/json; charset=utf-8',
      'text/markdown; charset=utf-8',
      'application/manifest+json',
      'image/svg+xml',
      'image/png',
      'application/octet-stream',
      'application/wasm',
      'application/octet-stream'
    ])
  })

  test('a pack read back gives every member byte for byte, compressed together or kept as it was', async () => {
    const {gzipSync} = await import('node:zlib')
    const page = new TextEncoder().encode('<h1>Artikel 27</h1>')
    const next = new TextEncoder().encode('<h1>Artikel 28</h1>')
    const fragment = gzipSync('pagefind_dcd{}')
    const chunk = gzipSync(Buffer.concat([page, next]))
    const header = packHeader({
      '1987/artikel-27/index.html': [0, chunk.length, 'text/html', 1, 0, page.length],
      '1987/artikel-28/index.html': [0, chunk.length, 'text/html', 1, page.length, next.length],
      'pagefind/fragment/a.pf_fragment': [chunk.length, fragment.length, 'application/octet-stream', 0, 0, fragment.length]
    })
    const blob = new Blob([header, new Uint8Array(chunk), new Uint8Array(fragment)])
    const {index, start} = await readPackIndex(blob)
    const read = async (file: string) => new Uint8Array(await (await memberBody(blob, start, index[file]!)).arrayBuffer())
    expect(new TextDecoder().decode(await read('1987/artikel-28/index.html'))).toBe('<h1>Artikel 28</h1>')
    expect(new TextDecoder().decode(await read('1987/artikel-27/index.html'))).toBe('<h1>Artikel 27</h1>')
    expect(await read('pagefind/fragment/a.pf_fragment')).toEqual(new Uint8Array(fragment))
  })

  test('the home page names every part the device holds, with sizes, and the frame and search cannot be removed', () => {
    const part = (p: PackInfo) => ({site: 'de site', zoeken: 'de zoekindex', 'vergelijk-1975-1987': 'de vergelijking 1975 met 1987'})[p.name] ?? (p.edition ? `editie ${p.edition}` : p.name)
    const kept = (names: string[]) => manifest.packs.map((p) => ({...p, label: p.edition ? `Editie ${p.edition}` : p.name, part: part(p), bytes: p.bytes * 1024, kept: names.includes(p.name)}))
    const view = storageView(kept(['site', 'zoeken', 'editie-1975', 'editie-1987', 'vergelijk-1975-1987']))
    expect(view.summary).toBe('Op dit apparaat staan de site, de zoekindex, editie 1975, editie 1987 en de vergelijking 1975 met 1987: 870 kB. Die werken ook zonder verbinding.')
    expect(view.choices.slice(0, 3)).toEqual([
      {name: 'site', label: 'site (100 kB)', kept: true, fixed: true},
      {name: 'zoeken', label: 'zoeken (200 kB)', kept: true, fixed: true},
      {name: 'editie-1975', label: 'Editie 1975 (30 kB)', kept: true, fixed: false}
    ])
    expect(storageView(kept(['site', 'zoeken'])).summary).toBe('Op dit apparaat staan de site en de zoekindex: 300 kB. Die werken ook zonder verbinding.')
    expect([sizeWords(900), sizeWords(1536), sizeWords(4.25 * 2 ** 20)]).toEqual(['900 byte', '1,5 kB', '4,3 MB'])
  })
})

describe('the not-found page served offline', () => {
  test('shows its note that the reader is not connected, and nothing else of the page changes', () => {
    const page = '<main><h1>Pagina niet gevonden</h1><p class="offline-note" data-offline-note hidden>U bent nu niet verbonden.</p><p hidden>Ander</p></main>'
    expect(withOfflineNote(page)).toBe('<main><h1>Pagina niet gevonden</h1><p class="offline-note" data-offline-note>U bent nu niet verbonden.</p><p hidden>Ander</p></main>')
  })
})

describe('the caches a new build removes', () => {
  // Two deployments on one origin, each with its caches of an earlier build and of this one, and caches named before deployments had names.
  const root = {now: offlineCacheNames('/', 'b1'), before: offlineCacheNames('/', 'a1')}
  const base = {now: offlineCacheNames('/spelregels/', 'b2'), before: offlineCacheNames('/spelregels/', 'a2')}
  const unscoped: Record<string, string[]> = {
    'spelregels-0123456789ab': ['/offline/site.0123456789ab.pack', '/offline/editie-1987.0123456789ab.pack'],
    'spelregels-ba9876543210': ['/spelregels/offline/site.ba9876543210.pack'],
    'spelregels-keuze': ['/spelregels/offline/weggelaten.json'],
    'spelregels-paginas-0123456789ab': ['/1975/artikel-28/'],
    'spelregels-leeg': []
  }
  const names = [...Object.values(root.now), ...Object.values(root.before), ...Object.values(base.now), ...Object.values(base.before), ...Object.keys(unscoped), 'iets-anders']
    .filter((name) => !name.endsWith(' '))
    .filter((name, at, all) => all.indexOf(name) === at)
  const entries = async (name: string) => unscoped[name] ?? []

  test('names every cache after its deployment', () => {
    expect(base.now).toEqual({own: 'spelregels /spelregels/ ', packs: 'spelregels /spelregels/ pakketten b2', pages: 'spelregels /spelregels/ paginas b2', choice: 'spelregels /spelregels/ keuze'})
    expect(root.now.packs).toBe('spelregels / pakketten b1')
  })

  test('the worker at / removes its own earlier caches and its unnamed packs, never those of /spelregels/', async () => {
    expect(await earlierCaches(names, '/', 'b1', entries)).toEqual(['spelregels / pakketten a1', 'spelregels / paginas a1', 'spelregels-0123456789ab'])
  })

  test('the worker at /spelregels/ removes its own earlier caches and its unnamed packs and choice, never those of /', async () => {
    expect(await earlierCaches(names, '/spelregels/', 'b2', entries)).toEqual(['spelregels /spelregels/ pakketten a2', 'spelregels /spelregels/ paginas a2', 'spelregels-ba9876543210', 'spelregels-keuze'])
  })
})
