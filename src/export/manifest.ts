// The data stage's declaration of what it publishes: every file it writes for the site, with the
// serialiser that made it, the inputs that serialiser took, its size and its SHA-256. The manifest
// is written into the output folder with the files (so it is swapped in with them) and is not
// published itself. The build copies exactly the files it declares, each only when its bytes are
// the declared ones, and reports everything else it finds in the data stage's folder once, by rule
// `undeclared-output`: what is published never rests on what happens to lie on disk.
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {z} from 'zod'
import {apiFiles} from '../ids.ts'
import {byteOrder, listTree} from '../listing.ts'
import {report} from '../rules.ts'

const declaredFileSchema = z.strictObject({
  /** Relative to the output folder, `/` between segments, as published under `api/`. */
  path: z.string(),
  /** The serialiser that made the file. */
  made: z.string(),
  /** What it was made from: the serialiser's inputs, named (`article 1987/25`, `laws/1987/HV2.md`, `pair 1987 1997`). */
  from: z.array(z.string()),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/)
})
const manifestSchema = z.strictObject({files: z.array(declaredFileSchema)})

export type DeclaredFile = z.infer<typeof declaredFileSchema>
export type Manifest = z.infer<typeof manifestSchema>

/** A file's text, its SHA-256 and size, kept by a long-lived process (`npm run dev`) so an unchanged text is not hashed again. */
export type DigestMemo = Map<string, {text: string; sha256: string; bytes: number}>

/** The files a run declares, in the order declared; `memo` (kept between runs) holds the digests of the last run's texts by path. */
export class Declarations {
  private readonly files = new Map<string, DeclaredFile>()
  private readonly memo: DigestMemo | undefined
  private readonly seen = new Set<string>()

  constructor(memo?: DigestMemo) {
    this.memo = memo
  }

  /** Declares `file` as made by `made` from `from`, holding `text`; a path declared twice is a bug in the stage. */
  add(file: string, text: string, made: string, from: readonly string[]): void {
    if (this.files.has(file) || file === apiFiles.manifest()) throw new Error(`Unexpected second declaration of ${file}, expected each published file once`)
    const kept = this.memo?.get(file)
    const digest = kept && kept.text === text ? kept : {text, ...digestOf(text)}
    this.memo?.set(file, digest)
    this.seen.add(file)
    this.files.set(file, {path: file, made, from: [...from], bytes: digest.bytes, sha256: digest.sha256})
  }

  /** The manifest: its files in byte order of their paths, whatever order they were declared in. */
  manifest(): Manifest {
    // What this run did not declare is forgotten: the memo holds one run's texts.
    if (this.memo) for (const file of [...this.memo.keys()]) if (!this.seen.has(file)) this.memo.delete(file)
    return {files: [...this.files.values()].sort((a, b) => byteOrder(a.path, b.path))}
  }
}

function digestOf(data: string | Buffer): {sha256: string; bytes: number} {
  return {sha256: createHash('sha256').update(data).digest('hex'), bytes: Buffer.byteLength(data)}
}

/** The manifest of the output folder `api`; throws, naming the file, when it is missing or not a manifest. */
export function readManifest(api: string): Manifest {
  const file = path.join(api, apiFiles.manifest())
  let value: unknown
  try {
    value = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read the data stage's manifest ${file}; run \`npm run data\` first`, {cause: error})
  }
  const result = manifestSchema.safeParse(value)
  if (!result.success) throw new Error(`Invalid manifest ${file}:\n${z.prettifyError(result.error)}`)
  return result.data
}

/** The bytes of a declared file, read from `api`; throws when they are not the declared ones (changed or damaged after the data stage wrote them). */
export function declaredBytes(api: string, declared: DeclaredFile): Buffer {
  const file = path.join(api, declared.path)
  const data = readFileSync(file)
  const {sha256, bytes} = digestOf(data)
  if (sha256 !== declared.sha256 || bytes !== declared.bytes) throw new Error(`Unexpected content in ${file} (${bytes} bytes), expected the ${declared.bytes} bytes ${declared.made} made`)
  return data
}

/** Whether the output folder `api` holds its manifest and every file it declares, with the declared bytes. */
export function holdsManifest(api: string): boolean {
  try {
    for (const declared of readManifest(api).files) declaredBytes(api, declared)
    return true
  } catch {
    return false
  }
}

/**
 * Everything in `folder` (the data stage's folder, whose `api/` holds the declared files and the
 * manifest) that the manifest does not declare, each reported once on its own file by rule
 * `undeclared-output`: a folder that holds no declared file is reported as the folder, not file
 * by file. `shown` is how the messages name `folder` (relative to the project).
 */
export function undeclaredOutput(folder: string, manifest: Manifest, shown: string): VFile[] {
  const declared = new Set([apiFiles.manifest(), ...manifest.files.map((file) => file.path)].map((file) => `api/${file}`))
  const holding = new Set([...declared].flatMap(ancestors))
  const reported: VFile[] = []
  const folders = new Set<string>()
  for (const {path: entry, entry: dirent} of listTree(folder)) {
    // Under a folder already reported: reported with it.
    if (ancestors(entry).some((ancestor) => folders.has(ancestor))) continue
    if (declared.has(entry) || (dirent.isDirectory() && holding.has(entry))) continue
    const file = new VFile({path: path.posix.join(shown, entry)})
    const kind = dirent.isDirectory() ? 'folder' : 'file'
    report(file, `Unexpected ${kind} \`${entry}\` in the data stage's output, expected only the files its manifest declares: not published`, {
      ruleId: 'undeclared-output',
      place: {start: {line: 1, column: 1}, end: {line: 1, column: 1}}
    })
    reported.push(file)
    if (dirent.isDirectory()) folders.add(entry)
  }
  return reported
}

/** The folders a relative path lies in, innermost first: `a/b/c` → `a/b`, `a`. */
function ancestors(file: string): string[] {
  const found: string[] = []
  for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) found.push(file.slice(0, at))
  return found
}
