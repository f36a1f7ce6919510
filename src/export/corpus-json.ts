// Law tree → the public JSON of `dist/api/` (editions.json and one file per article).
import {articlesOf} from '../corpus.ts'
import {footnoteId} from '../ids.ts'
import {headingAnchors, headingsOf} from '../walk.ts'
import {editionBacklinks} from './backlinks.ts'
import type {CorpusConfig, EditionDeclaration} from '../corpus-config.ts'
import type {Article, Chapter, Edition, Position, Provenance, Provision, Reference, Section, Source} from '../types.ts'
import {headingToMarkdown} from '../parse/canonical.ts'
import type {ArticleJson, EditionsJson, HeadingJson, KnownEditionJson, ProvisionJson, RightsJson, SourceJson} from '../schema.ts'

/** What laws/corpus.json declares of the rights (`rights`), with null for what it does not declare. */
export function rightsJson(rights: CorpusConfig['rights']): RightsJson {
  return {publisher: rights?.publisher ?? null, dataLicence: rights?.dataLicence ?? null}
}

export function editionsJson(title: string, editions: Edition[], declared?: EditionDeclaration[], rights?: CorpusConfig['rights']): EditionsJson {
  return {
    title,
    rights: rightsJson(rights),
    known: knownEditions(editions, declared),
    editions: editions.map((edition) => ({
      edition: edition.edition,
      sources: edition.sources.map(sourceJson),
      headings: headingsJson(edition),
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
    ...(provision.variantOf === undefined ? {} : {variantOf: provision.variantOf}),
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
    ...(article.coverage ? {coverage: article.coverage} : {}),
    ...(article.listLayout ? {listLayout: true as const} : {}),
    source: {...sourceJson(source), lines: lines(article.position)},
    inbound: inbound.get(article.id) ?? [],
    provisions: article.children.map(provisionJson),
    footnotes: article.footnotes.map((footnote) => ({
      id: footnoteId(article.id, footnote.number),
      number: footnote.number,
      ...(footnote.symbol ? {symbol: footnote.symbol} : {}),
      text: footnote.text,
      refs: footnote.refs.map(refJson),
      provision: footnote.provision,
      ...sourceOf(footnote),
      lines: lines(footnote.position)
    })),
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
 * every article as its own file has it (`articleText`, the text of `articleFile`), so the download
 * is put together from the article files rather than serialised again.
 */
export function corpusFile(title: string, editions: Edition[], articleText: (article: Article, edition: Edition) => string, declared?: EditionDeclaration[], rights?: CorpusConfig['rights']): string {
  const parts = editions.map((edition) => {
    const head = JSON.stringify(editionHead(edition))
    return `${head.slice(0, -1)},"articles":[${articlesOf(edition)
      .map((article) => trimEnd(articleText(article, edition)))
      .join(',')}]}`
  })
  return `{"title":${JSON.stringify(title)},"rights":${JSON.stringify(rightsJson(rights))},"known":${JSON.stringify(knownEditions(editions, declared))},"editions":[${parts.join(',')}]}\n`
}

function editionHead(edition: Edition): {edition: string; sources: SourceJson[]; headings: HeadingJson[]} {
  return {edition: edition.edition, sources: edition.sources.map(sourceJson), headings: headingsJson(edition)}
}

/** Every chapter and section heading of the edition in reading order, with its own text (law text, published whole). */
export function headingsJson(edition: Edition): HeadingJson[] {
  const anchors = headingAnchors(edition)
  return edition.children
    .flatMap((source) =>
      headingsOf(source).map((heading) => ({
        type: heading.type,
        heading: heading.heading,
        keyword: heading.keyword,
        number: heading.number,
        title: heading.title,
        source: source.provenance.path,
        lines: lines(heading.position),
        text: (heading.text ?? []).map((paragraph) => ({text: paragraph.text, lines: lines(paragraph.position)})),
        ...(heading.cutShort ? {cutShort: true as const} : {})
      }))
    )
    .map((heading) => ({id: anchors.get(heading.heading)!, ...heading}))
}

function sourceJson({page, path, wiki, site, title, url, revision, oldid, retrieved}: Provenance): SourceJson {
  return {page, path, wiki, site, title, url, revision, oldid, retrieved}
}

/**
 * Every edition known, oldest first: those laws/corpus.json declares, each with whether it is
 * transcribed here; without declarations, the transcribed editions with their dates unknown. A
 * transcribed edition the declarations lack (`edition-undeclared`) stands before the
 * first declared edition whose label sorts after its own.
 */
export function knownEditions(editions: Edition[], declared: EditionDeclaration[] = []): KnownEditionJson[] {
  const transcribed = new Set(editions.map((edition) => edition.edition))
  const known: KnownEditionJson[] = declared.map(({edition, from, until, about}) => ({
    edition,
    from: from?.date ?? null,
    until: until?.date ?? null,
    fromSource: from?.source ?? null,
    untilSource: until?.source ?? null,
    about: about ?? null,
    transcribed: transcribed.has(edition)
  }))
  for (const {edition} of editions) {
    if (known.some((entry) => entry.edition === edition)) continue
    const after = known.findIndex((entry) => entry.edition.localeCompare(edition, 'en', {numeric: true}) > 0)
    known.splice(after === -1 ? known.length : after, 0, {edition, from: null, until: null, fromSource: null, untilSource: null, about: null, transcribed: true})
  }
  return derivedDates(known)
}

/**
 * What the recorded dates imply, and no more: an edition ended where the next one's recorded start
 * is, and began where the one before it is recorded to have ended, each with the source of that
 * date (`1987` ends on 1 September 1997, when 1997 began). Never past the last recorded date.
 */
function derivedDates(known: KnownEditionJson[]): KnownEditionJson[] {
  return known.map((entry, k) => {
    const next = known[k + 1]
    const previous = known[k - 1]
    const until = entry.until === null && next?.from ? {until: next.from, untilSource: next.fromSource} : {}
    const from = entry.from === null && previous?.until ? {from: previous.until, fromSource: previous.untilSource} : {}
    return {...entry, ...until, ...from}
  })
}

/**
 * One edition's Markdown (`<edition>.md`): a heading, then every article's canonical Markdown
 * (`markdownOf`), a blank line between them.
 */
export function editionMarkdownFile(title: string, edition: Edition, markdownOf: (article: Article) => string): string {
  // A chapter's or section's own text is law text: it stands, under its heading, before its first article.
  const parts = edition.children.flatMap(partsOf)
  return `# ${title} ${edition.edition}${parts
    .map((part) => (part.type === 'article' ? markdownOf(part) : part.text === undefined ? '' : headingToMarkdown(part)))
    .filter((text) => text !== '')
    .map((text) => `\n\n${trimEnd(text)}`)
    .join('')}\n`
}

/** The articles and headings under a node, in reading order. */
function partsOf(node: Source | Chapter | Section): Array<Chapter | Section | Article> {
  return (node.children as Array<Chapter | Section | Article>).flatMap((child) => (child.type === 'article' ? [child] : [child, ...partsOf(child)]))
}

/** Without trailing line breaks, spaces and tabs (a JSON file ends in a newline; its text ends in `}`). */
function trimEnd(text: string): string {
  return text.replace(/[\n\r \t]+$/, '')
}
