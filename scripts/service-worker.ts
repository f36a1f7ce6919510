// The offline copy of the site: Workbox's generateSW writes the service worker into the built site,
// after Pagefind, so its precache manifest holds the search index too. Every file a reader can reach
// is precached with a revision (a hash of its content); a new build gives a new worker, which the
// browser finds on its next visit, installs, activates at once and uses to replace what changed.
import path from 'node:path'
import {generateSW} from 'workbox-build'
import {serviceWorkerFile} from '../site/lib/urls.ts'

/**
 * The whole build but what no page loads: Pagefind's own UI bundles (the site has its own search
 * page), and the JSON API (`api/`): data and downloads for programs and for saving, which no page
 * fetches to show itself. It grows with the corpus far faster than the pages (the whole-corpus
 * download alone is 21.6 MB at 8 editions x 100 articles), and a reader at the table needs the
 * pages and the search index, not the data files.
 */
export const notPrecached = ['pagefind/pagefind-*ui.*', 'pagefind/pagefind-highlight.js', 'api/**']

export interface Precache {
  files: number
  bytes: number
}

/** Writes `sw.js` into the built site `dir`; fails on any warning (a file left out would be missing offline). */
export async function writeServiceWorker(dir: string): Promise<Precache> {
  const {count, size, warnings} = await generateSW({
    globDirectory: dir,
    globPatterns: ['**/*'],
    globIgnores: notPrecached,
    swDest: path.join(dir, serviceWorkerFile),
    // Entries are relative to the worker, so they fall under the base path it is served from.
    // `/x/` is served from `x/index.html` (`directoryIndex`); no query matters to a static site
    // (`/zoeken/?q=…`, Pagefind's `pagefind-entry.json?ts=…`).
    ignoreURLParametersMatching: [/.*/],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    // A new build takes over at once, also in open tabs, and the previous build's files are deleted.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // One file, minified, no source map, no logging: the same bytes for the same site.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    disableDevLogs: true
  })
  if (warnings.length > 0) throw new Error(`Service worker: ${warnings.join('; ')}`)
  return {files: count, bytes: size}
}
