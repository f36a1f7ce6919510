// Law tree → the public JSON of `dist/api/` (editions.json and one file per article).
import {articlesOf} from '../corpus.ts'
import {footnoteId} from '../ids.ts'
import {editionBacklinks} from './backlinks.ts'
import type {Article, Edition, Position, Provision, Reference} from '../types.ts'
import type {ArticleJson, EditionsJson, ProvisionJson} from './schema.ts'

export function editionsJson(title: string, editions: Edition[]): EditionsJson {
  return {
    title,
    editions: editions.map((edition) => ({
      edition: edition.edition,
      sources: edition.sources.map(({page, path, wiki, site}) => ({page, path, wiki, site})),
      articles: articlesOf(edition).map((article) => ({
        id: article.id,
        number: article.number,
        title: article.title,
        chapter: article.chapter,
        section: article.section
      }))
    }))
  }
}

/** An article's JSON file as written to `<edition>/<number>.json`. */
export function articleFile(article: Article, edition: Edition): string {
  return `${JSON.stringify(articleJson(article, edition))}\n`
}

export function articleJson(article: Article, edition: Edition): ArticleJson {
  const source = edition.sources.find((candidate) => candidate.path === article.source)!
  const inbound = editionBacklinks(edition)
  const provisionJson = (provision: Provision): ProvisionJson => ({
    id: provision.id,
    kind: provision.kind,
    label: provision.label,
    printedLabel: provision.printedLabel,
    form: provision.form,
    bullet: provision.bullet,
    title: provision.title,
    text: provision.text,
    markers: provision.markers,
    refs: provision.refs.map(refJson),
    inbound: inbound.get(provision.id) ?? [],
    ...(provision.inForceFrom ? {inForceFrom: provision.inForceFrom} : {}),
    ...sourceOf(provision),
    lines: lines(provision.position),
    children: provision.children.map(provisionJson)
  })
  return {
    id: article.id,
    edition: article.edition,
    number: article.number,
    title: article.title,
    // Footnote markers printed in the heading (`Artikel 9 Gang van zaken ¹⁾`), offsets into the title.
    ...(article.markers ? {titleMarkers: article.markers} : {}),
    chapter: article.chapter,
    section: article.section,
    // Of lid pages only: the lids the collection holds (absent for a whole article).
    ...(article.partial ? {partial: {lids: article.partial.lids, missing: article.partial.missing}} : {}),
    source: {path: source.path, page: source.page, wiki: source.wiki, site: source.site, lines: lines(article.position)},
    inbound: inbound.get(article.id) ?? [],
    provisions: article.children.map(provisionJson),
    footnotes: article.footnotes.map((footnote) => ({id: footnoteId(article.id, footnote.number), number: footnote.number, text: footnote.text, refs: footnote.refs.map(refJson), provision: footnote.provision, ...sourceOf(footnote), lines: lines(footnote.position)})),
    notes: article.notes.map((note) => ({id: note.id, text: note.text, appliesTo: note.appliesTo, inForceFrom: note.inForceFrom, ...sourceOf(note), lines: lines(note.position)}))
  }
}

function refJson({text, offset, field, target, resolved}: Reference): ProvisionJson['refs'][number] {
  return {text, offset, field, target, resolved}
}

/** The file a merged part comes from (a per-lid page), when it is not the article's. */
function sourceOf(node: {source?: string}): {source?: string} {
  return node.source === undefined ? {} : {source: node.source}
}

function lines(position: Position): [number, number] {
  return [position.start.line, position.end.line]
}

/**
 * The whole corpus as one JSON document (`corpus.json`): the title and, per edition, its sources and
 * every article as its own file has it. `articleBytes(article)` is that file's bytes (taken from the
 * last `corpus.json`, read back from the folder, or encoded once when made in this run), so the
 * download is put together from the article files rather than serialised, decoded or encoded
 * again. The file comes as pieces to be written one after the other: runs of articles that follow
 * each other (with their commas) in one buffer, as in the last `corpus.json`, stay one piece, not
 * copied. `places` has where each article's bytes lie in the file (`[start, end)`), so that the
 * next run can take them from there.
 */
export function corpusFile(title: string, editions: Edition[], articleBytes: (article: Article, edition: Edition) => Uint8Array): SplicedFile {
  const file = new Pieces()
  file.push(Buffer.from(`{"title":${JSON.stringify(title)},"editions":[`))
  editions.forEach((edition, index) => {
    const head = JSON.stringify(editionHead(edition))
    file.push(Buffer.from(`${index > 0 ? ',' : ''}${head.slice(0, -1)},"articles":[`))
    articlesOf(edition).forEach((article, position) => file.place(article, position > 0 ? comma : empty, trimEnd(articleBytes(article, edition))))
    file.push(closeEdition)
  })
  file.push(closeCorpus)
  return file.done()
}

/** A file as pieces to write one after the other, and where each article's bytes lie in it (`[start, end)`). */
export interface SplicedFile {
  pieces: Uint8Array[]
  size: number
  places: Map<Article, [number, number]>
}

/**
 * The pieces of a file being put together. Bytes that follow the last piece in memory join it (the
 * view of both holds exactly them): runs of articles taken from the last run's file stay one piece.
 */
class Pieces {
  private readonly pieces: Uint8Array[] = []
  private readonly places = new Map<Article, [number, number]>()
  private size = 0

  push(piece: Uint8Array): void {
    if (piece.length === 0) return
    const last = this.pieces.at(-1)
    if (last && last.buffer === piece.buffer && last.byteOffset + last.length === piece.byteOffset) this.pieces[this.pieces.length - 1] = new Uint8Array(last.buffer, last.byteOffset, last.length + piece.length)
    else this.pieces.push(piece)
    this.size += piece.length
  }

  /** An article's bytes after a separator; the separator as it stands before the bytes in their buffer, when it does, so that a run stays one piece. */
  place(article: Article, separator: Uint8Array, bytes: Uint8Array): void {
    const before = bytes.byteOffset >= separator.length ? new Uint8Array(bytes.buffer, bytes.byteOffset - separator.length, separator.length) : null
    this.push(before && Buffer.compare(before, separator) === 0 ? before : separator)
    this.places.set(article, [this.size, this.size + bytes.length])
    this.push(bytes)
  }

  done(): SplicedFile {
    return {pieces: this.pieces, size: this.size, places: this.places}
  }
}

/**
 * What `corpus.json` holds besides its articles (the title, each edition's name and sources), as
 * JSON: with the articles' digests, it keys the file.
 */
export function corpusFrame(title: string, editions: Edition[]): string {
  return JSON.stringify({title, editions: editions.map(editionHead)})
}

function editionHead(edition: Edition): {edition: string; sources: Array<{page: string; path: string; wiki: string; site: string}>} {
  return {edition: edition.edition, sources: edition.sources.map(({page, path, wiki, site}) => ({page, path, wiki, site}))}
}

const comma = Buffer.from(',')
const empty = Buffer.alloc(0)
const blankLine = Buffer.from('\n\n')
const closeEdition = Buffer.from(']}')
const closeCorpus = Buffer.from(']}\n')
const newline = Buffer.from('\n')

/** The bytes without trailing white space (a JSON file ends in a newline; its text ends in `}`). */
function trimEnd(bytes: Uint8Array): Uint8Array {
  let end = bytes.length
  while (end > 0 && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d || bytes[end - 1] === 0x20 || bytes[end - 1] === 0x09)) end--
  return bytes.subarray(0, end)
}

/**
 * One edition's Markdown (`<edition>.md`): a heading, then every article's canonical Markdown, a
 * blank line between them. As pieces, from each article's Markdown as bytes without its trailing
 * white space (`articleBytes`: taken from the last edition file's places, read back, or encoded
 * once), as `corpusFile` puts the corpus together.
 */
export function editionMarkdownFile(title: string, edition: Edition, articleBytes: (article: Article) => Uint8Array): SplicedFile {
  const file = new Pieces()
  file.push(Buffer.from(`# ${title} ${edition.edition}`))
  for (const article of articlesOf(edition)) file.place(article, blankLine, articleBytes(article))
  file.push(newline)
  return file.done()
}
