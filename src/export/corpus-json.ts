// Law tree → the public JSON of `dist/api/` (editions.json and one file per article).
import {articlesOf} from '../corpus.ts'
import {footnoteId} from '../align/units.ts'
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

/** An article's JSON file as written to `<edition>/<number>.json`. */
export function articleFile(article: Article, edition: Edition): string {
  return `${JSON.stringify(articleJson(article, edition))}\n`
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
    footnotes: article.footnotes.map((footnote) => ({id: footnoteId(article.id, footnote.number), number: footnote.number, text: footnote.text, provision: footnote.provision, lines: lines(footnote.position)})),
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

/**
 * The whole corpus as one JSON document (`corpus.json`): the title and, per edition, its sources and
 * every article as its own file has it. `articleText(article)` is that file's text, so the download
 * is assembled from the article files rather than serialised again.
 */
export function corpusFile(title: string, editions: Edition[], articleText: (article: Article, edition: Edition) => string): string {
  const parts = editions.map((edition) => {
    const head = JSON.stringify({edition: edition.edition, sources: edition.sources.map(({page, path, wiki, site}) => ({page, path, wiki, site}))})
    const articles = articlesOf(edition).map((article) => articleText(article, edition).trimEnd())
    return `${head.slice(0, -1)},"articles":[${articles.join(',')}]}`
  })
  return `{"title":${JSON.stringify(title)},"editions":[${parts.join(',')}]}\n`
}

/** One edition's Markdown (`<edition>.md`): a heading, then every article's canonical Markdown. */
export function editionMarkdown(title: string, edition: Edition, articleMarkdown: (article: Article) => string): string {
  return [`# ${title} ${edition.edition}`, ...articlesOf(edition).map((article) => articleMarkdown(article).trimEnd())].join('\n\n') + '\n'
}
