// An article of the JSON API shaped for rendering: provisions with their anchors, heading levels,
// marked-up text (segments), editorial notes attached where they apply, and footnotes with links
// both ways, and provisions that moved from or to another article in some edition pair. Components
// render this and hold no logic of their own.
import type {ArticleJson, ProvisionJson} from '../../src/export/schema.ts'
import {unitNouns} from '../../src/vocabulary.ts'
import {dateView, type DateView} from './dates.ts'
import {abbreviate} from './glossary.ts'
import {fallbackCorpusTitle, formalCitation, printedLabelPath} from './lid-reference.ts'
import {movesOf, type MoveIndex, type MoveNote} from './moves.ts'
import {inlineLines, splitLines, type RefInput, type Segment} from './segments.ts'
import {anchorOf, footnoteAnchor, parseId, type SiteUrls} from './urls.ts'

export interface NoteView {
  anchor: string
  lines: Segment[][]
  inForceFrom: DateView | null
}

export interface ProvisionView {
  id: string
  anchor: string
  kind: ProvisionJson['kind']
  /** The heading level (2–6) of a provision with a title; null for one without. */
  headingLevel: number | null
  label: string | null
  /** How a reader cites it, e.g. `artikel 25 B2b1` or `artikel 31, alinea 1`. */
  citation: string
  /**
   * The formal citation ("Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1)"), shown to
   * select and copy, and for a labelled provision the search page that jumps to it (where a script
   * may copy): the article page itself has no script.
   */
  cite: {id: string; text: string; searchHref: string | null}
  title: Segment[] | null
  lines: Segment[][]
  inForceFrom: DateView | null
  /** `Afkomstig uit artikel 37 (1982), punt 2`, `Verplaatst naar artikel 35 B (1987)`. */
  moves: MoveNote[]
  notes: NoteView[]
  blocks: BlockView[]
}

/** Children in reading order; consecutive bullet items form one list. */
export type BlockView = {type: 'provision'; provision: ProvisionView} | {type: 'list'; items: ProvisionView[]}

export interface FootnoteView {
  number: string
  anchor: string
  lines: Segment[][]
  /** One per marker in the text, in reading order. */
  backrefs: {id: string; href: string}[]
  moves: MoveNote[]
}

export interface ArticleView {
  id: string
  edition: string
  number: string
  title: string | null
  heading: string
  chapter: Segment[] | null
  section: Segment[] | null
  blocks: BlockView[]
  /** Notes that apply to the article as a whole (or to no provision on this page). */
  notes: NoteView[]
  footnotes: FootnoteView[]
}

/** The vocabulary's noun for a footnote, for markers, back-references and headings. */
export const footnoteWords = {singular: unitNouns.voetnoot.singular, heading: unitNouns.voetnoot.plural.charAt(0).toUpperCase() + unitNouns.voetnoot.plural.slice(1)}

/** The anchor of a footnote's n-th marker (the footnote's own anchor is `footnoteAnchor` of urls.ts). */
export const footnoteRefAnchor = (number: string, occurrence: number) => (occurrence === 1 ? `fnref-${number}` : `fnref-${number}-${occurrence}`)

export interface ArticleContext {
  /** Moves of every edition pair (site.ts builds it once per build). */
  moves?: MoveIndex
  /** The corpus title that starts a formal citation. */
  corpusTitle?: string
}

export function articleView(article: ArticleJson, urls: SiteUrls, context: ArticleContext = {}): ArticleView {
  const occurrences = new Map<string, number>()
  const backrefs = new Map<string, {id: string; href: string}[]>()
  const footnote = (number: string) => {
    const occurrence = (occurrences.get(number) ?? 0) + 1
    occurrences.set(number, occurrence)
    const ref = {id: footnoteRefAnchor(number, occurrence), href: `#${footnoteAnchor(number)}`}
    backrefs.set(number, [...(backrefs.get(number) ?? []), {id: ref.id, href: `#${ref.id}`}])
    return ref
  }
  const refHref = (resolved: string) => {
    const {edition, number, path} = parseId(resolved)
    const sameArticle = edition === article.edition && number === article.number
    return sameArticle && path.length > 0 ? `#${path.join('-')}` : urls.node(resolved)
  }
  const unresolvedTitle = (ref: RefInput) => {
    const {edition, number} = parseId(ref.target)
    return `Niet in deze verzameling: artikel ${number} van ${edition} is (nog) niet opgenomen`
  }
  const lines = (text: string, markers: ProvisionJson['markers']['text'], refs: RefInput[]) =>
    inlineLines({text, markers, refs, refHref, unresolvedTitle, footnote})

  const notesByProvision = new Map<string, NoteView[]>()
  const articleNotes: NoteView[] = []
  const provisionIds = new Set<string>()
  const collect = (provisions: ProvisionJson[]) => provisions.forEach((p) => (provisionIds.add(p.id), collect(p.children)))
  collect(article.provisions)
  article.notes.forEach((note, index) => {
    const view: NoteView = {
      anchor: note.id.split('/').length > 2 ? anchorOf(note.id) : `aantekening-${index + 1}`,
      lines: splitLines(abbreviate(note.text)),
      inForceFrom: note.inForceFrom ? dateView(note.inForceFrom) : null
    }
    if (note.appliesTo && provisionIds.has(note.appliesTo)) notesByProvision.set(note.appliesTo, [...(notesByProvision.get(note.appliesTo) ?? []), view])
    else articleNotes.push(view)
  })

  const provision = (p: ProvisionJson, depth: number, path: string[], printed: string[]): ProvisionView => {
    const position = /^(?:p|li)(\d+)$/.exec(p.id.split('/').at(-1) ?? '')
    const labelled = p.kind === 'labeled' && Boolean(p.label)
    const labelPath = labelled ? [...path, p.label!] : path
    const printedPath = labelled ? [...printed, p.printedLabel ?? p.label!] : printed
    const unit = p.kind === 'labeled' || !position ? '' : `${unitNouns[p.kind === 'item' ? 'punt' : 'alinea'].singular} ${position[1]}`
    const citation = `artikel ${article.number}${labelPath.length ? ` ${labelPath.join('')}` : ''}${unit ? `, ${unit}` : ''}`
    const cite = {
      id: `citeer-${anchorOf(p.id)}`,
      text: formalCitation({corpusTitle: context.corpusTitle ?? fallbackCorpusTitle, edition: article.edition, number: article.number, label: printedLabelPath(printedPath), unit}),
      searchHref: labelled ? `${urls.search()}?${new URLSearchParams({q: [article.edition, article.number, ...labelPath].join(' ')})}` : null
    }
    const titled = p.title !== null
    const titleLines = p.title === null ? null : lines(p.title, p.markers.title, p.refs.filter((r) => r.field === 'title'))
    return {
      id: p.id,
      anchor: anchorOf(p.id),
      kind: p.kind,
      headingLevel: titled ? Math.min(depth + 2, 6) : null,
      label: p.printedLabel,
      citation,
      cite,
      title: titleLines ? titleLines.flatMap((line, index) => (index === 0 ? line : [{type: 'break'} as Segment, ...line])) : null,
      lines: p.text ? lines(p.text, p.markers.text, p.refs.filter((r) => r.field === 'text')) : [],
      inForceFrom: p.inForceFrom ? dateView(p.inForceFrom) : null,
      moves: movesOf(context.moves, [p.id]),
      notes: notesByProvision.get(p.id) ?? [],
      blocks: blocks(p.children, depth + 1, labelPath, printedPath)
    }
  }
  const blocks = (provisions: ProvisionJson[], depth: number, path: string[], printed: string[]): BlockView[] => {
    const out: BlockView[] = []
    for (const p of provisions) {
      const view = provision(p, depth, path, printed)
      const last = out.at(-1)
      if (p.kind === 'item' && last?.type === 'list') last.items.push(view)
      else out.push(p.kind === 'item' ? {type: 'list', items: [view]} : {type: 'provision', provision: view})
    }
    return out
  }

  const body = blocks(article.provisions, 0, [], [])
  const footnotes = article.footnotes.map((f) => ({
    number: f.number,
    anchor: anchorOf(f.id),
    lines: splitLines(abbreviate(f.text)),
    backrefs: backrefs.get(f.number) ?? [],
    moves: movesOf(context.moves, [f.id])
  }))
  return {
    id: article.id,
    edition: article.edition,
    number: article.number,
    title: article.title,
    heading: articleHeading(article.number, article.title),
    chapter: article.chapter ? abbreviate(article.chapter) : null,
    section: article.section ? abbreviate(article.section) : null,
    blocks: body,
    notes: articleNotes,
    footnotes
  }
}

export function articleHeading(number: string, title: string | null): string {
  return title ? `Artikel ${number} ${title}` : `Artikel ${number}`
}

export interface ArticleLink {
  edition: string
  number: string
  title: string | null
  href: string
}

/** Previous and next article of the same edition, in the order of the edition's table of contents. */
export function neighbours(
  articles: {id: string; number: string; title: string | null}[],
  id: string,
  edition: string,
  urls: SiteUrls
): {previous: ArticleLink | null; next: ArticleLink | null} {
  const index = articles.findIndex((a) => a.id === id)
  const link = (a: {number: string; title: string | null} | undefined): ArticleLink | null =>
    a ? {edition, number: a.number, title: a.title, href: urls.article(edition, a.number)} : null
  return {previous: index > 0 ? link(articles[index - 1]) : null, next: link(articles[index + 1])}
}
