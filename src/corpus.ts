// The corpus: every `laws/<edition>/<page>.md`, its provenance checked against its header line,
// parsed and gathered per edition. Adding a source is dropping a file in `laws/`; no code changes.
import {readFileSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {DataCache, hash} from './cache.ts'
import {parseSource} from './parse/parse.ts'
import {resolveReferences} from './parse/references.ts'
import {report} from './rules.ts'
import type {Article, Chapter, Edition, Provenance, Section, Source} from './types.ts'

export interface CorpusConfig {
  title: string
  wiki: string
  site: string
  /** Regular expression with named groups `edition` and `page` for the first line. */
  headerPattern: string
  noise: string[]
}

export interface Corpus {
  config: CorpusConfig
  editions: Edition[]
  files: VFile[]
}

export function readConfig(lawsDir: string): CorpusConfig {
  return JSON.parse(readFileSync(path.join(lawsDir, 'corpus.json'), 'utf8')) as CorpusConfig
}

/** Read and parse every source under `lawsDir`. Paths in diagnostics are relative to `cwd`. */
export function loadCorpus(lawsDir: string, cwd = process.cwd(), cache?: DataCache): Corpus {
  const config = readConfig(lawsDir)
  const files = listSources(lawsDir).map((file) => new VFile({path: path.relative(cwd, file), value: readFileSync(file)}))
  return buildCorpus(files, config, cache)
}

interface CachedParse {
  source: Source | null
  messages: Array<{reason: string; place: unknown; ruleId: string; fatal: boolean | null | undefined; cause?: {reason: string; place: unknown}}>
}

/** Parse in-memory source files (paths like `laws/1987/HV2.md`) into editions. */
export function buildCorpus(files: VFile[], config: CorpusConfig, cache?: DataCache): Corpus {
  const sources: Source[] = []
  for (const file of files) {
    file.value = decode(file)
    const key = hash(file.path, file.value, JSON.stringify(config))
    const cached = cache?.get<CachedParse>('parse', key)
    if (cached) {
      restoreMessages(file, cached.messages)
      if (cached.source) sources.push(cached.source)
      continue
    }
    const provenance = readProvenance(file, config)
    const source = provenance ? parseSource(file, {provenance, noise: config.noise, headerLines: 1}) : null
    // Stored before the edition is assembled: assembly resolves references across files.
    cache?.set('parse', key, {source, messages: file.messages.map(storeMessage)} satisfies CachedParse)
    if (source) sources.push(source)
  }
  const byEdition = Map.groupBy(sources, (source) => source.provenance.edition)
  const editions = [...byEdition.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([edition, list]) => assembleEdition(edition, list, files))
  return {config, editions, files}
}

function storeMessage(message: VFile['messages'][number]): CachedParse['messages'][number] {
  const cause = message.cause as {reason: string; place: unknown} | undefined
  return {reason: message.reason, place: message.place, ruleId: message.ruleId ?? '', fatal: message.fatal, ...(cause ? {cause: {reason: cause.reason, place: cause.place}} : {})}
}

function restoreMessages(file: VFile, messages: CachedParse['messages']): void {
  for (const stored of messages) {
    const message = file.message(stored.reason, {
      place: stored.place as never,
      ruleId: stored.ruleId,
      source: 'spelregels',
      cause: stored.cause ? new VFileMessage(stored.cause.reason, {place: stored.cause.place as never, ruleId: stored.ruleId, source: 'spelregels'}) : undefined
    })
    message.fatal = stored.fatal
  }
}

function decode(file: VFile): string {
  const value = file.value
  return typeof value === 'string' ? value : new TextDecoder('utf-8').decode(value)
}

function listSources(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return listSources(full)
      return name.endsWith('.md') && name !== 'README.md' ? [full] : []
    })
}

/** The header (`Sjabloon:1987:HV2`) must agree with the path (`laws/1987/HV2.md`). */
export function readProvenance(file: VFile, config: CorpusConfig): Provenance | null {
  const firstLine = String(file.value).replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, 1)[0]!.trim()
  const place = {start: {line: 1, column: 1}, end: {line: 1, column: firstLine.length + 1}}
  const header = new RegExp(config.headerPattern).exec(firstLine)?.groups
  const parts = file.path.split(/[\\/]/)
  const folder = parts.at(-2) ?? ''
  const page = file.stem ?? ''
  if (!/^\d{4}$/.test(folder)) {
    report(file, 'unknown-edition-folder', `Unexpected folder \`${folder}\`, expected an edition year such as \`laws/1987/\``, place)
    return null
  }
  if (!header?.['edition'] || !header['page']) {
    report(file, 'source-header', `Unexpected first line \`${firstLine.slice(0, 60)}\`, expected \`Sjabloon:${folder}:${page}\``, place)
    return null
  }
  if (header['edition'] !== folder || header['page'] !== page) {
    report(file, 'source-path-mismatch', `Unexpected path \`${folder}/${page}.md\` for \`${firstLine}\`, expected \`${header['edition']}/${header['page']}.md\``, place)
    return null
  }
  return {edition: folder, page, path: file.path, wiki: config.wiki, site: config.site}
}

function assembleEdition(edition: string, sources: Source[], files: VFile[]): Edition {
  const sorted = [...sources].sort((a, b) => firstNumber(a) - firstNumber(b))
  const seen = new Map<string, Article>()
  for (const article of sorted.flatMap(articlesOf)) {
    const earlier = seen.get(article.number)
    if (earlier) {
      const file = files.find((candidate) => candidate.path === article.source)!
      report(file, 'duplicate-article', `Unexpected second artikel ${article.number} in edition ${edition}, expected each article once (first in ${earlier.source})`, article.position, {
        reason: 'First artikel is here',
        place: earlier.position
      })
      article.id = `${article.id}~${article.source.replace(/[^A-Za-z0-9]+/g, '-')}`
      continue
    }
    seen.set(article.number, article)
  }
  resolveReferences([...seen.values()])
  return {type: 'edition', edition, sources: sorted.map((source) => source.provenance), children: sorted}
}

export function articlesOf(node: Source | Chapter | Section | Edition): Article[] {
  return (node.children as Array<Source | Chapter | Section | Article>).flatMap((child) => (child.type === 'article' ? [child] : articlesOf(child)))
}

function firstNumber(source: Source): number {
  const first = articlesOf(source)[0]
  return first ? Number.parseInt(first.number, 10) : Number.POSITIVE_INFINITY
}
