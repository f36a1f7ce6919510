// Reads the public JSON API that the data stage writes (`.data/public/api/`), validated with the
// published schemas (src/schema.ts), so pages only ever see validated data. Each reader
// reads one file when it is called: a page reads what it renders (its article, its lineage's rows,
// its edition pair's comparison) while it renders, rather than the whole corpus being held in
// memory for the whole build (as content collections would, which Astro also bundles into the
// build). Fails with the file's name on an unreadable, malformed or invalid file.
import {createHash} from 'node:crypto'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {z} from 'zod'
import {apiFiles, compositeKey} from '../../src/ids.ts'
import {byteOrder, listFolder} from '../../src/listing.ts'
import {
  articleSchema,
  comparisonSchema,
  editionsSchema,
  lineageRowsSchema,
  lineagesSchema,
  redirectsSchema,
  type ArticleJson,
  type ComparisonJson,
  type EditionsJson,
  type KnownEditionJson,
  type LineageRowsJson,
  type LineagesJson,
  type RedirectsJson,
  type RightsJson
} from '../../src/schema.ts'

export function readText(file: string): string {
  return readBytes(file).toString('utf8')
}

function readBytes(file: string): Buffer {
  try {
    return readFileSync(file)
  } catch (error) {
    throw new Error(`Cannot read ${file}; run \`npm run data\` first`, {cause: error})
  }
}

export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new Error(`Unexpected content in ${file}, expected JSON`, {cause: error})
  }
}

/** The file's data if the schema accepts it. */
function readValid<T>(file: string, schema: z.ZodType<T>): T {
  return validData(readText(file), file, schema)
}

function validData<T>(text: string, file: string, schema: z.ZodType<T>): T {
  const result = schema.safeParse(parseJson(text, file))
  if (!result.success) throw new Error(`Invalid data in ${file}:\n${z.prettifyError(result.error)}`)
  return result.data
}

/**
 * What is made from a file's validated data, kept while the file holds the same bytes: `npm run dev`
 * serves many runs of the data stage from one process, and a save changes few of the files. A file
 * is still read on every call; only what its bytes already gave is not parsed, validated and made again.
 */
export class FileMemo {
  private readonly kept = new Map<string, {digest: string; value: unknown}>()

  /** `make`'s value for the data of `file`; `kind` names what `make` makes (one file may give several). */
  read<T, U>(file: string, schema: z.ZodType<T>, kind: string, make: (data: T) => U): U {
    const bytes = readBytes(file)
    const key = compositeKey(kind, file)
    const digest = createHash('sha256').update(bytes).digest('hex')
    const last = this.kept.get(key)
    if (last?.digest === digest) return last.value as U
    const value = make(validData(bytes.toString('utf8'), file, schema))
    this.kept.set(key, {digest, value})
    return value
  }
}

/** An edition of `editions.json`, with its position and the corpus title. */
export type EditionEntry = EditionsJson['editions'][number] & {order: number; corpusTitle: string}

export function readEditions(dir: string, memo = new FileMemo()): EditionEntry[] {
  return memo.read(path.join(dir, apiFiles.editions()), editionsSchema, 'editions', ({title, editions}) => editions.map((edition, order) => ({...edition, order, corpusTitle: title})))
}

/** Whose the texts are and the terms of the project's data (editions.json, `rights`). */
export function readRights(dir: string, memo = new FileMemo()): RightsJson {
  return memo.read(path.join(dir, apiFiles.editions()), editionsSchema, 'rights', ({rights}) => rights)
}

/** Every edition known (editions.json, `known`), oldest first, transcribed here or not. */
export function readKnownEditions(dir: string, memo = new FileMemo()): KnownEditionJson[] {
  return memo.read(path.join(dir, apiFiles.editions()), editionsSchema, 'known', ({known}) => known)
}

/** `<edition>/<number>.json`. */
export function readArticle(dir: string, edition: string, number: string): ArticleJson {
  return readValid(path.join(dir, apiFiles.article(edition, number, 'json')), articleSchema)
}

/** A lineage's entry of `lineages.json`. */
export type LineageEntry = LineagesJson['lineages'][number]

/**
 * The entries of `lineages.json`. No `lineages.json` means the alignment stage has not run: null,
 * not an error.
 */
export function readLineageIndex(dir: string, memo = new FileMemo()): LineageEntry[] | null {
  const file = path.join(dir, apiFiles.lineages())
  return existsSync(file) ? memo.read(file, lineagesSchema, 'lineages', ({lineages}) => lineages) : null
}

/** `lineages/<id>.json`. A lineage of a single article may come without one (nothing to align): null. */
export function readLineageFile(dir: string, lineage: LineageEntry): LineageRowsJson | null {
  const file = path.join(dir, apiFiles.lineage(lineage.id))
  return existsSync(file) || lineage.articles.length > 1 ? readValid(file, lineageRowsSchema) : null
}

/** The rows of `lineages/<id>.json` (see `readLineageFile`). */
export function readLineageRows(dir: string, lineage: LineageEntry): LineageRowsJson['rows'] | null {
  return readLineageFile(dir, lineage)?.rows ?? null
}

/** `redirects.json`: the pages that moved (laws/urls.txt); none when the file is not there. */
export function readRedirects(dir: string): RedirectsJson['redirects'] {
  const file = path.join(dir, apiFiles.redirects())
  return existsSync(file) ? readValid(file, redirectsSchema).redirects : []
}

/** The edition pairs of `compare/<from>/<to>.json`, ordered by `from`, then `to`. */
export function listComparisons(dir: string): Array<{from: string; to: string}> {
  const compare = path.join(dir, 'compare')
  if (!existsSync(compare)) return []
  return listFolder(compare)
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      listFolder(path.join(compare, folder.name))
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({from: folder.name, to: name.slice(0, -'.json'.length)}))
    )
    .sort((a, b) => byteOrder(a.from, b.from) || byteOrder(a.to, b.to))
}

/** `compare/<from>/<to>.json`. */
export function readComparison(dir: string, from: string, to: string): ComparisonJson {
  return readValid(path.join(dir, apiFiles.comparison(from, to)), comparisonSchema)
}

/** What `make` takes from `compare/<from>/<to>.json` (not the file's data itself, which may be large), made again only when its bytes changed. */
export function readFromComparison<U>(dir: string, from: string, to: string, memo: FileMemo, kind: string, make: (comparison: ComparisonJson) => U): U {
  return memo.read(path.join(dir, apiFiles.comparison(from, to)), comparisonSchema, kind, make)
}
