// Law tree → the public JSON of `dist/api/` (editions.json and one file per article).
import {hash} from '../cache.ts'
import {articlesOf} from '../corpus.ts'
import type {Article, Edition, Position, Provision} from '../types.ts'
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

/** An article's public JSON as written, and its digest. */
export interface SerializedArticle {
  text: string
  digest: string
}

/**
 * Every article's JSON, serialised once: the export writes the text, and the digest names the
 * article's content wherever a cache needs it (features, comparisons, Markdown, output manifest).
 */
export function serializeArticles(editions: Edition[]): Map<Article, SerializedArticle> {
  const serialized = new Map<Article, SerializedArticle>()
  for (const edition of editions) {
    for (const article of articlesOf(edition)) {
      const text = `${JSON.stringify(articleJson(article, edition))}\n`
      serialized.set(article, {text, digest: hash(text)})
    }
  }
  return serialized
}

export function articleJson(article: Article, edition: Edition): ArticleJson {
  const source = edition.sources.find((candidate) => candidate.path === article.source)!
  return {
    id: article.id,
    edition: article.edition,
    number: article.number,
    title: article.title,
    chapter: article.chapter,
    section: article.section,
    source: {path: source.path, page: source.page, wiki: source.wiki, site: source.site, lines: lines(article.position)},
    provisions: article.children.map(provisionJson),
    footnotes: article.footnotes.map((footnote) => ({number: footnote.number, text: footnote.text, provision: footnote.provision, lines: lines(footnote.position)})),
    notes: article.notes.map((note) => ({id: note.id, text: note.text, appliesTo: note.appliesTo, inForceFrom: note.inForceFrom, lines: lines(note.position)}))
  }
}

function provisionJson(provision: Provision): ProvisionJson {
  return {
    id: provision.id,
    kind: provision.kind,
    label: provision.label,
    printedLabel: provision.printedLabel,
    form: provision.form,
    bullet: provision.bullet,
    title: provision.title,
    text: provision.text,
    markers: provision.markers,
    refs: provision.refs.map(({text, offset, field, target, resolved}) => ({text, offset, field, target, resolved})),
    ...(provision.inForceFrom ? {inForceFrom: provision.inForceFrom} : {}),
    lines: lines(provision.position),
    children: provision.children.map(provisionJson)
  }
}

function lines(position: Position): [number, number] {
  return [position.start.line, position.end.line]
}
