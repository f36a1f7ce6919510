// The corpus: every `laws/<edition>/<page>.md`, its provenance checked against its header line,
// parsed and gathered per edition. Adding a source is dropping a file in `laws/`; no code changes.
import {visit} from 'unist-util-visit'
import type {VFile} from 'vfile'
import {articleOf, isEditionLabel, pathOf, rebase, sourceKey, variantSegment, wikiPageUrl} from './ids.ts'
import {lineClassifier, type LineClassifier} from './parse/classify.ts'
import {articleCoverage, holdsText, gaps} from './parse/coverage.ts'
import {controlCharacters, normalizeLine} from './parse/lines.ts'
import {mergeFragments, type Fragment} from './parse/merge.ts'
import {pageShape} from './parse/pages.ts'
import {parseSource} from './parse/parse.ts'
import {readRevision} from './parse/revision.ts'
import {reportLabelSequence, reportNoteTargets} from './parse/passes.ts'
import {resolveReferences} from './parse/references.ts'
import {articlesOf, eachProvision} from './walk.ts'
import {quote, report} from './rules.ts'
import {noConfig, readCorpusConfig, type CorpusConfig} from './corpus-config.ts'
import {jsonPlace} from './json-places.ts'
import {headerProblem, readSources} from './sources.ts'
import type {Article, Chapter, Edition, Position, Provenance, Provision, Range, Reference, Section, Source} from './types.ts'

export type {CorpusConfig}

export interface Corpus {
  config: CorpusConfig
  editions: Edition[]
  files: VFile[]
}

export {articlesOf}

/** `laws/corpus.json`, for tools and tests that need it valid: what is wrong with it is thrown. */
export function readConfig(lawsDir: string): CorpusConfig {
  const {file, config} = readCorpusConfig(lawsDir)
  if (!config) throw new Error(file.messages.map((message) => `${file.path}:${message.line}:${message.column}: ${message.reason}`).join('\n'))
  return config
}

export interface LoadOptions extends CorpusOptions {
  /** The folder that paths in diagnostics are relative to; the working directory when not given. */
  cwd?: string
}

/** A source file whose header was accepted, with what the header says. */
export interface SourceFile {
  file: VFile
  provenance: Provenance
}

/** Makes an edition from its source files: `parseEdition`, or a memo around it (`npm run dev`). */
export type EditionBuilder = (edition: string, sources: SourceFile[], config: CorpusConfig) => Edition

export interface CorpusOptions {
  buildEdition?: EditionBuilder
}

/**
 * Read and parse every source under `lawsDir`. The files list `laws/corpus.json` first, then what
 * was not read (src/sources.ts), then the sources. Without a usable `laws/corpus.json` no source is
 * read: the corpus is empty and its config `noConfig`.
 */
export function loadCorpus(lawsDir: string, {cwd = process.cwd(), ...options}: LoadOptions = {}): Corpus {
  const {file: configFile, config} = readCorpusConfig(lawsDir, {cwd})
  const {sources, skipped} = readSources(lawsDir, {cwd})
  const corpus = config ? buildCorpus(sources, config, options) : {config: noConfig, editions: [], files: []}
  reportUndeclaredEditions(configFile, corpus)
  reportUnknownTypography(configFile, corpus)
  reportRetrievals(configFile, corpus)
  return {...corpus, files: [configFile, ...skipped, ...corpus.files]}
}

/** Once `laws/corpus.json` declares editions, every transcribed one must be among them: the site says when each applied. */
function reportUndeclaredEditions(configFile: VFile, {config, editions}: Corpus): void {
  if (!config.editions) return
  const declared = config.editions.map((entry) => entry.edition)
  for (const {edition} of editions) {
    if (declared.includes(edition)) continue
    report(
      configFile,
      `Unexpected edition \`${quote(edition)}\` in laws/ that \`editions\` does not declare, expected \`{"edition": "${quote(edition)}", "from": null, "until": null}\` in its place among ${declared.map((label) => `\`${label}\``).join(', ')} (dates where known)`,
      {ruleId: 'edition-undeclared', place: jsonPlace(String(configFile.value), ['editions'], {key: true})}
    )
  }
}

/**
 * Once laws/corpus.json declares `sources`, every source is pinned to a version of its page: by the
 * revision it prints, or by the day it was taken. A declaration names a source laws/ holds, and
 * agrees with the revision the source prints: taken on or after the day it was saved, of its number.
 */
function reportRetrievals(configFile: VFile, {config, editions, files}: Corpus): void {
  if (!config.sources) return
  const text = String(configFile.value)
  const sources = new Map(editions.flatMap((edition) => edition.sources).map((source) => [sourceKey(source), source]))
  for (const [key, declared] of Object.entries(config.sources)) {
    const source = sources.get(key)
    if (!source) {
      report(configFile, `Unexpected source \`${quote(key)}\` in \`sources\`, which laws/ does not hold, expected the path below laws/ of a source (${[...sources.keys()].map((known) => `\`${known}\``).join(', ') || 'none yet'})`, {
        ruleId: 'source-declaration-unknown',
        place: jsonPlace(text, ['sources', key], {key: true})
      })
      continue
    }
    const printed = source.revision
    if (printed?.date && declared.retrieved < printed.date) {
      report(configFile, `Unexpected \`retrieved\` \`${declared.retrieved}\` for \`${quote(key)}\`, before the revision it prints (${printed.date}), expected the day the text was taken, on or after ${printed.date}`, {
        ruleId: 'source-retrieval-impossible',
        place: jsonPlace(text, ['sources', key, 'retrieved'])
      })
    }
    if (printed?.oldid && declared.oldid !== undefined && declared.oldid !== printed.oldid) {
      report(configFile, `Unexpected \`oldid\` \`${declared.oldid}\` for \`${quote(key)}\`, which prints revision ${printed.oldid}, expected ${printed.oldid} or none`, {
        ruleId: 'source-retrieval-impossible',
        place: jsonPlace(text, ['sources', key, 'oldid'])
      })
    }
  }
  const fileOf = new Map(files.map((file) => [file.path, file]))
  for (const source of sources.values()) {
    if (source.revision || source.retrieved) continue
    const file = fileOf.get(source.path)!
    const header = String(file.value).split(/\r\n|\r|\n/, 1)[0]!
    report(file, `Unexpected source that prints no revision and has no day it was taken, expected \`"${quote(sourceKey(source))}": {"retrieved": "YYYY-MM-DD"}\` in \`sources\` of laws/corpus.json (see README.md, "Add a source")`, {
      ruleId: 'source-undated',
      place: {start: {line: 1, column: 1}, end: {line: 1, column: header.length + 1}}
    })
  }
}

/** Typography for an edition that is neither declared nor transcribed applies to nothing: most often a mistyped label. */
function reportUnknownTypography(configFile: VFile, {config, editions}: Corpus): void {
  const known = [...(config.editions ?? []).map((entry) => entry.edition), ...editions.map((edition) => edition.edition)]
  for (const label of Object.keys(config.typography ?? {})) {
    if (known.includes(label)) continue
    report(
      configFile,
      `Unexpected \`typography\` for edition \`${quote(label)}\`, which neither \`editions\` declares nor laws/ holds, expected the label of an edition (${[...new Set(known)].map((edition) => `\`${edition}\``).join(', ') || 'none yet'})`,
      {ruleId: 'typography-unknown-edition', place: jsonPlace(String(configFile.value), ['typography', label], {key: true})}
    )
  }
}

/**
 * Parse in-memory source files (paths like `laws/1987/HV2.md`) into editions. A file given as bytes
 * is read as UTF-8 text (src/parse/encoding.ts), a leading byte order mark left out. Each edition
 * follows from its own sources alone (references resolve inside their edition).
 */
export function buildCorpus(files: VFile[], config: CorpusConfig, {buildEdition = parseEdition}: CorpusOptions = {}): Corpus {
  const byEdition = new Map<string, SourceFile[]>()
  for (const file of files) {
    // Bytes stay bytes (as a Buffer): the parser decodes them and tells bytes that are not UTF-8 from a real U+FFFD.
    if (typeof file.value !== 'string') file.value = Buffer.from(file.value.buffer, file.value.byteOffset, file.value.byteLength)
    const provenance = readProvenance(file, config)
    if (!provenance) continue
    const list = byEdition.get(provenance.edition)
    if (list) list.push({file, provenance})
    else byEdition.set(provenance.edition, [{file, provenance}])
  }
  const editions = [...byEdition.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([edition, sources]) => buildEdition(edition, sources, config))
  return {config, editions, files}
}

/**
 * Parse an edition's sources and assemble them into the edition; what they report goes to their
 * files. `parse` reads one source: `parseSource`, or a memo around it (`npm run dev`), whose tree
 * is then the edition's own to change.
 */
export function parseEdition(edition: string, sources: SourceFile[], config: CorpusConfig, parse: typeof parseSource = parseSource): Edition {
  const typography = config.typography?.[edition]
  const pages = {...config.pages, ...typography?.pages}
  const trees = sources.map(({file, provenance}) => parse(file, {provenance, noise: config.noise, headerLines: 1, page: pageShape(provenance.page, pages), ...(typography ? {typography} : {})}))
  const byPath = new Map(sources.map(({file}) => [file.path, file]))
  return assembleEdition(edition, trees, (filePath) => byPath.get(filePath)!, pages, lineClassifier(typography))
}

/** The header (`Sjabloon:1987:HV2`) must agree with the path (`laws/1987/HV2.md`). */
function readProvenance(file: VFile, config: CorpusConfig): Provenance | null {
  const text = String(file.value).replace(/^\uFEFF/, '')
  const raw = text.split(/\r\n|\r|\n/, 1)[0]!
  const firstLine = raw.trim()
  const column = raw.length - raw.trimStart().length + 1
  const place = {start: {line: 1, column}, end: {line: 1, column: column + firstLine.length}}
  const folder = file.path.split(/[\\/]/).at(-2) ?? ''
  const page = file.stem ?? ''
  const editions = editionGroup(config.headerPattern)
  if (!isEditionLabel(folder) || !new RegExp(`^(?:${editions})$`, 'u').test(folder)) {
    report(file, `Unexpected folder \`${quote(folder)}\`, expected an edition as the header pattern declares it (\`${editions}\`), such as \`laws/1987/\``, {ruleId: 'unknown-edition-folder', place})
    return null
  }
  const problem = headerProblem(firstLine, folder, page, config.headerPattern)
  if (problem) {
    report(file, problem.reason, {ruleId: problem.ruleId, place})
    return null
  }
  const revision = readRevision(text)
  const declared = config.sources?.[sourceKey({edition: folder, page})]
  // The revision the page printed is what the text is; a declared number only fills its absence.
  const oldid = revision?.oldid ?? declared?.oldid ?? null
  return {edition: folder, page, path: file.path, wiki: config.wiki, site: config.site, title: firstLine, url: sourceUrl(config, firstLine, oldid), revision, oldid, retrieved: declared?.retrieved ?? null}
}

/** A page's address: its revision's when its number is known and the corpus has a `revisionUrl`, else the page's. */
function sourceUrl(config: CorpusConfig, title: string, oldid: string | null): string | null {
  if (oldid && config.revisionUrl) return wikiPageUrl(config.revisionUrl, title, oldid)
  return config.sourceUrl ? wikiPageUrl(config.sourceUrl, title) : null
}

/**
 * The part of the header pattern that reads the edition (its `(?<edition>…)` group): what the
 * corpus declares an edition label to be. Any label when the pattern has no such group.
 */
function editionGroup(headerPattern: string): string {
  const start = headerPattern.indexOf('(?<edition>')
  if (start === -1) return '.+'
  let depth = 0
  let inClass = false
  for (let k = start; k < headerPattern.length; k++) {
    const character = headerPattern[k]
    if (character === '\\') k++
    else if (inClass) inClass = character !== ']'
    else if (character === '[') inClass = true
    else if (character === '(') depth++
    else if (character === ')' && --depth === 0) return headerPattern.slice(start + '(?<edition>'.length, k)
  }
  return '.+'
}

function assembleEdition(edition: string, sources: Source[], fileOf: (path: string) => VFile, pages: CorpusConfig['pages'], classify: LineClassifier): Edition {
  const sorted = [...sources].sort((a, b) => firstNumber(a) - firstNumber(b))
  const isLidPage = new Set(sorted.filter((source) => pageShape(source.provenance.page, pages).kind === 'lid').map((source) => source.provenance.path))
  const lines = linesOf()
  // The article a per-lid page opens from its name: it starts at a line that is no `Artikel` heading.
  const isFragment = ({article}: Fragment) => isLidPage.has(article.source) && !isHeading(lines(fileOf(article.source))[article.position.start.line - 1] ?? '', classify)
  const placed = sorted.flatMap((source) => placedArticles(source))
  // Articles the wiki holds only as lid pages: the collection lacks their title and opening words.
  const lidPagesOnly = new Set<Article>()
  // Per-lid pages join the article of their number (merge.ts); two whole articles are a duplicate.
  for (const group of Map.groupBy(placed, ({article}) => article.number).values()) {
    // Of lid pages only, the first by page name (`30A` before `30C`), whatever order the files came in.
    const base = group.find((entry) => !isFragment(entry)) ?? group.toSorted((a, b) => a.article.source.localeCompare(b.article.source))[0]!
    const fragments = group.filter((entry) => entry !== base && isFragment(entry))
    if (fragments.length > 0) mergeFragments(base.article, fragments, fileOf)
    if (group.every(({article}) => isLidPage.has(article.source))) lidPagesOnly.add(base.article)
    // A lid page cut short leaves its article unfinished only where no whole page holds it.
    const cut = group.find(({article}) => article.cutShort !== undefined)?.article.cutShort
    if (base.article.cutShort === undefined && cut !== undefined && lidPagesOnly.has(base.article)) base.article.cutShort = cut
  }
  const seen = new Map<string, Article>()
  const ids = new Set<string>()
  const all = sorted.flatMap(articlesOf)
  for (const article of all) {
    const earlier = seen.get(article.number)
    if (earlier) {
      const file = fileOf(article.source)
      report(file, `Unexpected second artikel ${article.number} in edition ${edition}, expected each article once (first in ${earlier.source})`, {
        ruleId: 'duplicate-article',
        place: article.position,
        cause: {
          reason: 'First artikel is here',
          place: earlier.position,
          file: earlier.source
        }
      })
      const base = variantSegment(article.id, article.source.replace(/[^A-Za-z0-9]+/g, '-'))
      let id = base
      for (let count = 2; ids.has(id); count++) id = `${base}-${count}`
      renameArticle(article, id)
      ids.add(id)
      continue
    }
    seen.set(article.number, article)
    ids.add(article.id)
  }
  checkEdition(edition, sorted, all, [...seen.values()], fileOf, lines, (page) => isLidPage.has(page), lidPagesOnly)
  return {type: 'edition', edition, sources: sorted.map((source) => source.provenance), children: sorted}
}

/** Checks that hold of an article only once its lid pages are in it, and the references resolved. */
function checkEdition(edition: string, sources: Source[], all: Article[], targets: Article[], fileOf: (path: string) => VFile, lines: (file: VFile) => string[], isLidPage: (path: string) => boolean, lidPagesOnly: Set<Article>): void {
  for (const article of all) {
    if (!article.children.some(holdsText) && article.footnotes.length === 0) {
      // Lid titles with nothing under them are headings too (an old revision of a chapter page): the text is not here.
      const what = article.children.length === 0 ? 'without text' : 'with only the titles of its lids'
      report(fileOf(article.source), `Unexpected artikel ${article.number} ${what}, expected its lids or paragraphs under the heading (or on its lid pages); comparisons show it as not transcribed`, {
        ruleId: 'article-without-text',
        place: article.position
      })
    }
    reportNoteTargets(article, fileOf)
    reportLabelSequence(article, fileOf, lines, isLidPage)
  }
  resolveReferences(all, targets)
  const referenced = referencedLids(all)
  for (const article of all) {
    const coverage = articleCoverage(article, !lidPagesOnly.has(article), referenced.get(article.id), article.cutShort)
    if (coverage) article.coverage = coverage
    else delete article.coverage
    if (lidPagesOnly.has(article)) reportLidGaps(article, fileOf, edition)
  }
  reportMissingTargets(all, fileOf, lines)
  reportArticleGaps(edition, sources, fileOf, lines, new Set(all.map((article) => Number.parseInt(article.number, 10))))
}

/** Per article id, the top-level lids that references of the edition name in it. */
function referencedLids(articles: Article[]): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>()
  const add = (refs: Reference[]) => {
    for (const ref of refs) {
      const lid = pathOf(ref.target)[0]
      if (ref.resolved === null || lid === undefined) continue
      const article = articleOf(ref.target)
      named.set(article, (named.get(article) ?? new Set()).add(lid))
    }
  }
  for (const article of articles) {
    eachProvision(article, (provision) => add(provision.refs))
    for (const footnote of article.footnotes) add(footnote.refs)
  }
  return named
}

/**
 * An article of lid pages only that lacks a lid before or between the lids it has: reported at
 * the lid after the gap, on the page that shows it, so adding a page never puts a warning on
 * another file. Lids after the last cannot be told from lids the law lacks: unknown, not missing.
 */
function reportLidGaps(article: Article, fileOf: (path: string) => VFile, edition: string): void {
  const lids = article.children.filter((provision) => provision.kind === 'labeled' && provision.label !== null)
  const missing = gaps(lids.map((provision) => provision.label!))
  const before = new Map<Provision, string[]>()
  for (const lid of missing) {
    const next = lids.find((provision) => !missing.includes(provision.label!) && labelAfter(provision.label!, lid))
    if (next) before.set(next, [...(before.get(next) ?? []), lid])
  }
  for (const [provision, absent] of before) {
    const source = provision.source ?? article.source
    report(
      fileOf(source),
      `Unexpected lid ${provision.label} of artikel ${article.number} (edition ${edition}) without lid ${absent.join(', ')} before it, expected a lid page for each lid or the article page; the comparison shows ${absent.length === 1 ? 'it' : 'them'} as not transcribed`,
      {ruleId: 'article-partial', place: provision.position}
    )
  }
}

/** `label` comes after `other` in their sequence (`C` after `B`, `10` after `9`). */
function labelAfter(label: string, other: string): boolean {
  return /^\d+$/.test(label) && /^\d+$/.test(other) ? Number(label) > Number(other) : label.localeCompare(other) > 0
}

/**
 * A reference to a lid its article lacks (`artikel 23 Z`, `lid Z` inside an article) resolves to
 * the nearest part that exists; a lid the collection does not hold (an article of lid pages only)
 * is known to exist, and no diagnostic. A reference to an article absent from the edition is no
 * diagnostic: the sources hold only parts of each edition, so `resolved` stays null and the site
 * shows the words without a link.
 */
function reportMissingTargets(articles: Article[], fileOf: (path: string) => VFile, lines: (file: VFile) => string[]): void {
  const byId = new Map(articles.map((article) => [article.id, article]))
  // A lid of an article of lid pages only that has no page is not transcribed, not missing.
  const untranscribed = (ref: Reference) => byId.get(articleOf(ref.target))?.coverage?.lids.some((lid) => lid.label === pathOf(ref.target)[0] && !lid.transcribed) ?? false
  const check = (refs: Reference[], source: string, position: Position, article: Article) => {
    const file = fileOf(source)
    for (const ref of refs) {
      if (ref.resolved === null || ref.path.length === 0 || untranscribed(ref)) continue
      // Ids are paths of labels: fewer segments than the target's means a label was not found.
      if (pathOf(ref.resolved).length >= pathOf(ref.target).length) continue
      const of = ref.scope === 'edition' ? ` of artikel ${ref.article}` : ` in artikel ${article.number}`
      report(file, `Unexpected reference \`${quote(ref.text)}\` to lid ${ref.path.join('')}${of}, expected a lid that exists; linked to ${ref.resolved}`, {ruleId: 'reference-target-missing', place: locate(lines(file), position, ref.text)})
    }
  }
  for (const article of articles) {
    eachProvision(article, (provision) => check(provision.refs, provision.source ?? article.source, provision.position, article))
    for (const footnote of article.footnotes) check(footnote.refs, footnote.source ?? article.source, footnote.position, article)
  }
}

/** The place of `text` inside `within`; `within` itself when the words are not found as printed. */
function locate(lines: string[], within: Position, text: string): Position {
  for (let line = within.start.line; line <= within.end.line; line++) {
    const column = lines[line - 1]?.indexOf(text) ?? -1
    if (column !== -1) return {start: {line, column: column + 1}, end: {line, column: column + text.length + 1}}
  }
  return within
}

/**
 * A chapter or section heading that announces a range (`Art. 23 t/m 40`) promises every number in
 * it. Checked for the whole edition, so a chapter may continue in the next source file. A chapter
 * leaves the ranges of its sections to them.
 */
function reportArticleGaps(edition: string, sources: Source[], fileOf: (path: string) => VFile, lines: (file: VFile) => string[], numbers: Set<number>): void {
  const bounds = (range: Range) => [Number.parseInt(range.from, 10), Number.parseInt(range.to, 10)] as const
  for (const source of sources) {
    const file = fileOf(source.provenance.path)
    const containers = source.children.flatMap((node) => (node.type === 'chapter' ? [node, ...node.children.filter((child) => child.type === 'section')] : node.type === 'section' ? [node] : []))
    for (const container of containers) {
      if (!container.range) continue
      const [from, to] = bounds(container.range)
      // Numbers of the edition, and the ranges of the chapter's sections, as intervals.
      const sections = container.type === 'chapter' ? container.children.flatMap((child) => (child.type === 'section' && child.range ? [bounds(child.range)] : [])) : []
      const covered = [...[...numbers].map((number) => [number, number] as const), ...sections].filter(([low, high]) => high >= from && low <= to).sort((a, b) => a[0] - b[0])
      const gaps: string[] = []
      let expected = from
      for (const [low, high] of [...covered, [to + 1, to + 1] as const]) {
        if (low > expected) gaps.push(low - 1 === expected ? `${expected}` : `${expected} t/m ${low - 1}`)
        expected = Math.max(expected, high + 1)
      }
      if (gaps.length === 0) continue
      const shown = gaps.length > 5 ? [...gaps.slice(0, 5), '...'] : gaps
      const {start} = container.position
      report(file, `Unexpected gap in \`${quote(container.heading)}\`: no artikel ${shown.join(', ')} in edition ${edition}, expected every article of art. ${container.range.from} t/m ${container.range.to}`, {
        ruleId: 'article-gap',
        place: {
          start,
          end: {line: start.line, column: (lines(file)[start.line - 1]?.length ?? 0) + 1}
        }
      })
    }
  }
}

/** An article heading as the edition prints it (its typography's heading forms included). */
function isHeading(line: string, classify: LineClassifier): boolean {
  return classify(normalizeLine(line.replace(controlCharacters, ''))).kind === 'article'
}

/** The lines of each file, split once and only when asked for. */
function linesOf(): (file: VFile) => string[] {
  const split = new Map<VFile, string[]>()
  return (file) => {
    let lines = split.get(file)
    if (!lines)
      split.set(
        file,
        (lines = String(file.value)
          .replace(/^\uFEFF/, '')
          .split(/\r\n|\r|\n/))
      )
    return lines
  }
}

/** Give an article a new id, and with it the ids of its provisions and notes and the links to them. */
export function renameArticle(article: Article, id: string): void {
  const old = article.id
  const move = (value: string) => rebase(value, old, id)
  visit(article, 'provision', (node) => {
    const provision = node as Provision
    provision.id = move(provision.id)
  })
  for (const note of article.notes) {
    note.id = move(note.id)
    if (note.appliesTo !== null) note.appliesTo = move(note.appliesTo)
  }
  for (const footnote of article.footnotes) if (footnote.provision !== null) footnote.provision = move(footnote.provision)
  article.id = id
}

/** The pages an article is made of: its own, then the lid pages merged into it (parts marked with their `source`). */
export function articleSources(article: Article): string[] {
  const sources = new Set([article.source])
  eachProvision(article, (provision) => {
    if (provision.source !== undefined) sources.add(provision.source)
  })
  for (const part of [...article.footnotes, ...article.notes]) if (part.source !== undefined) sources.add(part.source)
  return [...sources]
}

/** Every article of a source with the container it sits in. */
function placedArticles(node: Source | Chapter | Section): Fragment[] {
  return (node.children as Array<Chapter | Section | Article>).flatMap((child) => (child.type === 'article' ? [{article: child, parent: node}] : placedArticles(child)))
}

function firstNumber(source: Source): number {
  const first = articlesOf(source)[0]
  return first ? Number.parseInt(first.number, 10) : Number.POSITIVE_INFINITY
}
