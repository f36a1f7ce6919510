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
export function corpusFile(title: string, editions: Edition[], articleBytes: (article: Article, edition: Edition) => Uint8Array): {pieces: Uint8Array[]; size: number; places: Map<Article, [number, number]>} {
  const pieces: Uint8Array[] = []
  const places = new Map<Article, [number, number]>()
  let size = 0
  const push = (piece: Uint8Array) => {
    const last = pieces.at(-1)
    // Bytes that follow the last piece in memory join it: the view of both holds exactly them.
    if (last && last.buffer === piece.buffer && last.byteOffset + last.length === piece.byteOffset) pieces[pieces.length - 1] = new Uint8Array(last.buffer, last.byteOffset, last.length + piece.length)
    else pieces.push(piece)
    size += piece.length
  }
  push(Buffer.from(`{"title":${JSON.stringify(title)},"editions":[`))
  editions.forEach((edition, index) => {
    const head = JSON.stringify(editionHead(edition))
    push(Buffer.from(`${index > 0 ? ',' : ''}${head.slice(0, -1)},"articles":[`))
    articlesOf(edition).forEach((article, position) => {
      const bytes = trimEnd(articleBytes(article, edition))
      // The comma that stands before the bytes in their buffer, when it does, keeps a run one piece.
      if (position > 0) push(bytes.byteOffset > 0 && new Uint8Array(bytes.buffer, bytes.byteOffset - 1, 1)[0] === 0x2c ? new Uint8Array(bytes.buffer, bytes.byteOffset - 1, 1) : comma)
      places.set(article, [size, size + bytes.length])
      push(bytes)
    })
    push(closeEdition)
  })
  push(closeCorpus)
  return {pieces, size, places}
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
const closeEdition = Buffer.from(']}')
const closeCorpus = Buffer.from(']}\n')

/** The bytes without trailing white space (a JSON file ends in a newline; its text ends in `}`). */
function trimEnd(bytes: Uint8Array): Uint8Array {
  let end = bytes.length
  while (end > 0 && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d || bytes[end - 1] === 0x20 || bytes[end - 1] === 0x09)) end--
  return bytes.subarray(0, end)
}

/** One edition's Markdown (`<edition>.md`): a heading, then every article's canonical Markdown. */
export function editionMarkdown(title: string, edition: Edition, articleMarkdown: (article: Article) => string): string {
  return [`# ${title} ${edition.edition}`, ...articlesOf(edition).map((article) => articleMarkdown(article).trimEnd())].join('\n\n') + '\n'
}
