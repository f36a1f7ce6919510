// `npm run import`: every page of an edition, or one page, from the wiki into `laws/`, pinned to
// its revision. A page is written as the parse stage reads a source: its name on the first line,
// then its rendered text (transclusions expanded). A page that another page of the edition
// transcludes is not written on its own: its revision is recorded with the page that includes it.
// What is no law text (a table of contents, a cover, a redirect, a name the corpus does not read)
// is reported and left out. A second run asks the wiki only for the latest revisions and renders
// again only the pages whose revision, or whose transcluded pages' revisions, changed; a file
// edited by hand since its import is not overwritten unless the maintainer asks.
//
// Nothing is written until every page is rendered: the edition folder is then swapped into place
// whole (src/output-folders.ts), and `laws/corpus.json` replaced with its `sources` brought up to
// date, so an import stopped at any moment leaves `laws/` as it was, or with whole pages. A run
// stopped between the two leaves pages newer than their declaration; the next run sees that their
// text is what the wiki gives and only records it.
import {createHash} from 'node:crypto'
import {cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {applyEdits, modify} from 'jsonc-parser'
import {VFile} from 'vfile'
import {buildCorpus} from '../corpus.ts'
import {configFileName, headerRegExp, readCorpusConfig, type CorpusConfig} from '../corpus-config.ts'
import {onDisk} from '../file-system.ts'
import {sourceKey} from '../ids.ts'
import {outputFolders, recoverOutput, swapInOutput} from '../output-folders.ts'
import {quote, report, type RuleId} from '../rules.ts'
import {articlesOf} from '../walk.ts'
import {renderedLines} from './html-lines.ts'
import type {WikiClient, WikiPage} from './wiki-client.ts'
import {WikiFailure} from './wiki-client.ts'

type Retrieval = NonNullable<CorpusConfig['sources']>[string]

export interface ImportRequest {
  lawsDir: string
  client: WikiClient
  /** The edition whose pages to import: every page `Sjabloon:<edition>:…`. */
  edition?: string
  /** Or one page by its name on the wiki. */
  page?: string
  /** The day the text is taken (`YYYY-MM-DD`), recorded as `retrieved`. */
  today: string
  /** Overwrite files edited by hand since their import (each still named in a message). */
  replaceEdited?: boolean
  /** Told as the import goes: pages found, rendered, written. */
  progress?: (event: ImportProgress) => void
  cwd?: string
}

export type ImportProgress = {kind: 'found'; pages: number} | {kind: 'rendered'; title: string; done: number; of: number} | {kind: 'written'; files: number}

export interface ImportResult {
  /** Pages of the wiki the import considered. */
  found: number
  /** Files written or rewritten, as paths below `laws/`, in byte order. */
  written: string[]
  /** Files whose page had not changed. */
  unchanged: string[]
  /** One message per page left out or kept against the wiki, each on a file named after the page. */
  messages: VFile[]
}

/** A page to be a source: the page, its file, and the revisions of the edition's pages it transcludes. */
interface Planned {
  page: WikiPage
  edition: string
  key: string
  includes: Record<string, string>
}

/** A member of laws/corpus.json the import sets: a source's retrieval, or a page it left out. */
interface Declaration {
  member: 'sources' | 'leftOut'
  key: string
  value: unknown
}

const start = {start: {line: 1, column: 1}, end: {line: 1, column: 1}}

/** Import an edition or a page; throws WikiFailure when the wiki cannot be read, FileSystemError when `laws/` cannot be written. */
export async function importPages(request: ImportRequest): Promise<ImportResult> {
  const {lawsDir, client, today, cwd = process.cwd()} = request
  const {file: configFile, config} = readCorpusConfig(lawsDir, {cwd})
  if (!config) throw new WikiFailure(`${configFile.path} cannot be used (run \`npm run check\` to see why); nothing was imported`)
  const messages: VFile[] = []
  const leftOut = (name: string, reason: string, ruleId: RuleId) => {
    const file = new VFile({path: name})
    report(file, reason, {ruleId, place: start})
    messages.push(file)
  }

  const pages = request.page !== undefined ? await onePage(client, request.page) : await client.listPages(`${request.edition}:`)
  request.progress?.({kind: 'found', pages: pages.length})
  const header = headerRegExp(config.headerPattern)
  const sourceOf = (title: string) => {
    const groups = header.exec(title)?.groups
    return groups?.['edition'] && groups['page'] ? {edition: groups['edition'], page: groups['page']} : null
  }
  const byTitle = new Map(pages.map((page) => [page.title, page]))
  // A page another page of the edition transcludes is part of that page's text.
  const transcluded = new Set(pages.filter((page) => !page.redirect).flatMap((page) => page.templates.filter((title) => title !== page.title)))
  const planned: Planned[] = []
  for (const page of pages) {
    const source = sourceOf(page.title)
    if (page.redirect) leftOut(page.title, `Unexpected redirect \`${quote(page.title)}\` on ${client.api}, expected a page with law text; left out (its target is imported under its own name)`, 'import-left-out')
    else if (!source || (request.edition !== undefined && source.edition !== request.edition)) {
      leftOut(page.title, `Unexpected page name \`${quote(page.title)}\`, expected a name \`headerPattern\` in laws/corpus.json reads (\`${config.headerPattern}\`); left out`, 'import-left-out')
    } else if (request.page === undefined && transcluded.has(page.title)) continue
    else {
      const includes = await includedRevisions(client, page, byTitle, sourceOf, source.edition)
      planned.push({page, edition: source.edition, key: sourceKey(source), includes})
    }
  }

  const sources: Record<string, Retrieval> = {...config.sources}
  const changes = new Map<string, {edition: string; name: string; text: string | null; retrieval: Retrieval}>()
  // What laws/corpus.json is to say after the run: each source's retrieval, each page left out.
  const declarations: Declaration[] = []
  const unchanged: string[] = []
  let done = 0
  for (const item of planned) {
    const target = path.join(lawsDir, item.key)
    const onDiskNow = existsSync(target) ? readFileSync(target) : null
    const recorded = sources[item.key]
    const editedByHand = onDiskNow !== null && (recorded?.sha256 === undefined || digest(onDiskNow) !== recorded.sha256)
    if (onDiskNow !== null && recorded?.oldid === item.page.revid && sameRevisions(recorded.includes ?? {}, item.includes) && !editedByHand) {
      unchanged.push(item.key)
      continue
    }
    const withoutArticle = () => leftOut(item.page.title, `Unexpected page \`${quote(item.page.title)}\` without an article (a table of contents, a cover or a definition), expected law text; not written`, 'import-left-out')
    if (config.leftOut?.[item.page.title] === item.page.revid) {
      withoutArticle()
      continue
    }
    const rendered = await client.render(item.page.title, item.page.revid, {stale: recorded?.oldid === item.page.revid})
    request.progress?.({kind: 'rendered', title: item.page.title, done: ++done, of: planned.length})
    const text = `${item.page.title}\n\n${renderedLines(rendered.html)}\n`
    const relative = path.relative(cwd, target)
    if (!holdsLawText(relative, text, config)) {
      withoutArticle()
      declarations.push({member: 'leftOut', key: item.page.title, value: rendered.revid})
      continue
    }
    const retrieval: Retrieval = {retrieved: today, oldid: rendered.revid, timestamp: item.page.timestamp, sha256: digest(Buffer.from(text)), ...(Object.keys(item.includes).length > 0 ? {includes: item.includes} : {})}
    const same = onDiskNow !== null && onDiskNow.equals(Buffer.from(text))
    if (editedByHand && !same) {
      if (!request.replaceEdited) {
        leftOut(
          relative,
          `Unexpected edit by hand of \`${quote(item.key)}\` since it was imported, while the wiki has revision ${rendered.revid} of \`${quote(item.page.title)}\`; not overwritten (compare the two, then delete the file or run the import with \`--replace-edited\`)`,
          'import-edited-by-hand'
        )
        continue
      }
      leftOut(relative, `Unexpected edit by hand of \`${quote(item.key)}\` since it was imported; replaced by revision ${rendered.revid} of \`${quote(item.page.title)}\` (\`--replace-edited\`)`, 'import-edited-by-hand')
    }
    changes.set(item.key, {edition: item.edition, name: path.basename(item.key), text: same ? null : text, retrieval: same && recorded?.retrieved ? {...retrieval, retrieved: recorded.retrieved} : retrieval})
  }

  const written = [...changes].filter(([, change]) => change.text !== null).map(([key]) => key)
  writeEditions(lawsDir, changes)
  for (const [key, change] of changes) declarations.push({member: 'sources', key, value: change.retrieval})
  if (declarations.length > 0) writeDeclarations(path.join(lawsDir, configFileName), declarations)
  request.progress?.({kind: 'written', files: written.length})
  return {found: pages.length, written: written.sort(), unchanged: unchanged.sort(), messages}
}

async function onePage(client: WikiClient, title: string): Promise<WikiPage[]> {
  const pages = await client.pagesOf([title])
  if (pages.length === 0) throw new WikiFailure(`The wiki at ${client.api} has no page \`${quote(title)}\``)
  if (pages[0]!.redirect) throw new WikiFailure(`The page \`${quote(title)}\` on ${client.api} is a redirect: import the page it leads to by its own name`)
  return pages
}

/** The revisions of the pages of `edition` that `page` transcludes, by title, in byte order of title. */
async function includedRevisions(client: WikiClient, page: WikiPage, known: Map<string, WikiPage>, sourceOf: (title: string) => {edition: string} | null, edition: string): Promise<Record<string, string>> {
  const titles = page.templates.filter((title) => title !== page.title && sourceOf(title)?.edition === edition).sort()
  const unknown = titles.filter((title) => !known.has(title))
  if (unknown.length > 0) for (const found of await client.pagesOf(unknown)) known.set(found.title, found)
  return Object.fromEntries(titles.flatMap((title) => (known.get(title)?.revid ? [[title, known.get(title)!.revid]] : [])))
}

function sameRevisions(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/** Whether the parse stage finds an article in the text: a table of contents or a cover holds none. */
function holdsLawText(relative: string, text: string, config: CorpusConfig): boolean {
  const corpus = buildCorpus([new VFile({path: relative, value: text})], config)
  return corpus.editions.some((edition) => articlesOf(edition).length > 0)
}

function digest(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}

/** Each edition folder with its new files swapped in whole; a folder left half-swapped by an earlier run is put back first. */
function writeEditions(lawsDir: string, changes: Map<string, {edition: string; name: string; text: string | null}>): void {
  const byEdition = new Map<string, Array<[string, string]>>()
  for (const {edition, name, text} of changes.values()) if (text !== null) byEdition.set(edition, [...(byEdition.get(edition) ?? []), [name, text]])
  for (const edition of [...byEdition.keys()].sort()) {
    const folders = outputFolders(path.join(lawsDir, edition))
    recoverOutput(folders.out)
    onDisk('copy', folders.temporary, () => {
      if (existsSync(folders.out)) cpSync(folders.out, folders.temporary, {recursive: true, verbatimSymlinks: true})
      else mkdirSync(folders.temporary, {recursive: true})
    })
    try {
      for (const [name, text] of byEdition.get(edition)!) {
        const target = path.join(folders.temporary, name)
        onDisk('write', target, () => writeFileSync(target, text))
      }
      swapInOutput(folders)
    } finally {
      // Refused half way, nothing of this run stays behind: `laws/` is as it was.
      rmSync(folders.temporary, {recursive: true, force: true})
    }
  }
}

/**
 * `laws/corpus.json` with these members set (`sources`, `leftOut`), the rest of the file byte for
 * byte as the maintainer wrote it (jsonc-parser edits the members only); replaced whole by a rename.
 */
function writeDeclarations(configPath: string, declarations: Declaration[]): void {
  let text = onDisk('read', configPath, () => readFileSync(configPath, 'utf8'))
  const sorted = [...declarations].sort((a, b) => (a.member !== b.member ? (a.member < b.member ? -1 : 1) : a.key < b.key ? -1 : 1))
  for (const {member, key, value} of sorted) {
    const edits = modify(text, [member, key], value, {formattingOptions: {insertSpaces: true, tabSize: 2, eol: '\n'}, getInsertionIndex: (properties) => insertionIndex(properties, key)})
    text = applyEdits(text, edits)
  }
  const temporary = path.join(path.dirname(configPath), `.${path.basename(configPath)}.import`)
  try {
    onDisk('write', temporary, () => writeFileSync(temporary, text))
    onDisk('rename', configPath, () => renameSync(temporary, configPath))
  } finally {
    rmSync(temporary, {force: true})
  }
}

/** Where a new source goes among the declared ones: in byte order, as the maintainer keeps them. */
function insertionIndex(properties: string[], key: string): number {
  const index = properties.findIndex((name) => name > key)
  return index === -1 ? properties.length : index
}
