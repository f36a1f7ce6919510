// A content loader over the public JSON API that the data stage writes (`.data/public/api/`).
// Like Astro's glob loader it keeps entries whose source digest did not change, removes entries
// whose source disappeared, reports through Astro's logger and fails the build on unreadable or
// invalid data. What counts as an entry is up to `list`, so one loader serves every collection.
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import type {Loader, LoaderContext} from 'astro/loaders'
import {apiFiles} from '../../src/ids.ts'

export interface SourceEntry {
  id: string
  /** The text the digest is taken of: everything the entry's data is made from. */
  source: string
  /** The entry's data; only called when the digest changed. */
  data(): Record<string, unknown>
}

export interface ApiLoaderOptions {
  name: string
  /** The API folder, relative to the project root. */
  dir: string
  /** Lists the entries found in `dir` (an absolute path). */
  list(dir: string, logger: LoaderContext['logger']): SourceEntry[]
}

export function apiLoader({name, dir, list}: ApiLoaderOptions): Loader {
  return {
    name,
    async load({config, store, logger, parseData, generateDigest}) {
      const root = path.join(fileURLToPath(config.root), dir)
      const stale = new Set(store.keys())
      let updated = 0
      let unchanged = 0
      for (const entry of list(root, logger)) {
        stale.delete(entry.id)
        const digest = generateDigest(entry.source)
        if (store.get(entry.id)?.digest === digest) {
          unchanged++
          continue
        }
        const data = await parseData({id: entry.id, data: entry.data()})
        store.set({id: entry.id, data, digest})
        updated++
      }
      for (const id of stale) store.delete(id)
      logger.info(`${updated} updated, ${unchanged} unchanged, ${stale.size} removed`)
    }
  }
}

export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    throw new Error(`Cannot read ${file}; run \`npm run data\` first`, {cause: error})
  }
}

export function parseJson(text: string, file: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch (error) {
    throw new Error(`Unexpected content in ${file}, expected JSON`, {cause: error})
  }
}

const readJson = (file: string) => parseJson(readText(file), file)

/** `editions.json`: one entry per edition, with its position and the corpus title. */
export function listEditions(dir: string): SourceEntry[] {
  const file = path.join(dir, apiFiles.editions())
  const source = readText(file)
  const {title, editions} = parseJson(source, file) as {title: string; editions: {edition: string}[]}
  return editions.map((edition, order) => ({id: edition.edition, source, data: () => ({...edition, order, corpusTitle: title})}))
}

/** `<edition>/<number>.json`: one entry per article, id `<edition>/<number>`. */
export function listArticles(dir: string): SourceEntry[] {
  return jsonEntries(dir, (folder) => /^\d{4}$/.test(folder))
}

/** Every `<folder>/<name>.json` under `dir` in a folder that `keep` accepts, id `<folder>/<name>`. */
function jsonEntries(dir: string, keep: (folder: string) => boolean): SourceEntry[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && keep(entry.name))
    .flatMap((folder) =>
      readdirSync(path.join(dir, folder.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => {
          const file = path.join(dir, folder.name, name)
          const source = readText(file)
          return {id: `${folder.name}/${name.slice(0, -'.json'.length)}`, source, data: () => parseJson(source, file)}
        })
    )
}

/**
 * `lineages.json` with `lineages/<id>.json`: one entry per lineage, its index entry plus its rows.
 * No `lineages.json` means the alignment stage has not run: no entries, not an error. A lineage of a
 * single article may come without a rows file (nothing to align): its rows are null.
 */
export function listLineages(dir: string, logger?: LoaderContext['logger']): SourceEntry[] {
  const index = path.join(dir, apiFiles.lineages())
  if (!existsSync(index)) {
    logger?.info('No lineages.json yet: the site is built without lineages and comparisons')
    return []
  }
  const {lineages} = readJson(index) as {lineages: {id: string; articles: unknown[]}[]}
  return lineages.map((lineage) => {
    const file = path.join(dir, apiFiles.lineage(lineage.id))
    const rows = existsSync(file) || lineage.articles.length > 1 ? readText(file) : null
    return {
      id: lineage.id,
      source: JSON.stringify(lineage) + (rows ?? ''),
      data: () => ({...lineage, rows: rows === null ? null : (parseJson(rows, file) as {rows: unknown}).rows})
    }
  })
}

/** `redirects.json`: one entry per page that moved, id its old path. None when the file is not there. */
export function listRedirects(dir: string): SourceEntry[] {
  const file = path.join(dir, apiFiles.redirects())
  if (!existsSync(file)) return []
  const {redirects} = readJson(file) as {redirects: {from: string; to: string}[]}
  return redirects.map((redirect) => ({id: redirect.from, source: JSON.stringify(redirect), data: () => redirect}))
}

/** `compare/<from>/<to>.json`: one entry per edition pair, id `<from>/<to>`. */
export function listComparisons(dir: string): SourceEntry[] {
  const compare = path.join(dir, 'compare')
  return existsSync(compare) ? jsonEntries(compare, () => true) : []
}
