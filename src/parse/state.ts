// The state of one mdast → law tree transform, in the shape of mdast-util-to-hast's `state`: the
// file, the options, where the tree is open (chapter, section, article, open lids), the helpers
// every handler shares, and `one`, which classifies a line and hands it to the handler of its
// shape. The handlers live in handlers.ts; linking footnotes and notes are passes over the built
// tree (passes.ts).
import type {EditionTypography} from '../corpus-config.ts'
import type {VFile} from 'vfile'
import {lineClassifier, type LabelStyle, type LineShape} from './classify.ts'
import type {FootnotePlaces} from './footnote-places.ts'
import type {SourceLine} from './lines.ts'
import {findMarkers, shiftMarkers, type PrintedMarker} from './markers.ts'
import {numberedPageHeading, type PageShape} from './pages.ts'
import {findReferences} from './references.ts'
import {quote, report} from '../rules.ts'
import type {Article, Chapter, Footnote, Marker, Note, Position, Provenance, Provision, Section, Source} from '../types.ts'
import {articleId} from '../ids.ts'

export interface FromMdastOptions {
  provenance: Provenance
  /** Lines that are wiki chrome, not law text: exact lines or `/regular expressions/` (`laws/corpus.json`). */
  noise?: string[]
  /** Number of leading lines that are a header (the `Sjabloon:` line), not law text. */
  headerLines?: number
  /** What the page holds, from its name (pages.ts); a chapter page when not given. */
  page?: PageShape
  /** How the edition's pages are printed where they differ from the defaults (`typography` in `laws/corpus.json`). */
  typography?: EditionTypography
}

/** Where a footnote marker stands, for linking footnotes after the tree is built. */
export interface MarkerSite {
  number: string
  /** The symbols of a symbol marker (`*)`, `†`). */
  symbol?: string
  article: Article
  provision: string
  /** The marker as printed, a glued one with its word (`¹⁾`, `1)`, `speelruimte1`), for messages. */
  printed: string
  position: Position
}

export type Handler<Kind extends LineShape['kind']> = (state: State, line: SourceLine, shape: Extract<LineShape, {kind: Kind}>) => void
export type Handlers = {[Kind in LineShape['kind']]: Handler<Kind>}

export interface State {
  file: VFile
  options: FromMdastOptions
  page: PageShape
  root: Source
  chapter: Chapter | null
  section: Section | null
  article: Article | null
  /** Open labeled provisions, outermost first. */
  stack: Provision[]
  /** Where a continuation line (same mdast paragraph) of a footnote or note goes. */
  sink: Provision | Footnote | Note | null
  previous: SourceLine | null
  /** The line placed after this one, for evidence that looks ahead (a heading before `Artikel`). */
  next: SourceLine | null
  footnoteZone: boolean
  /**
   * On a per-lid page, the article is open (from the page name) but its first line of law text
   * has not come yet: that line decides whether the lid opens from the page name (notes before it
   * are the article's).
   */
  lidPending: boolean
  /**
   * The page's own heading line (pages.ts, `pageHeadingIndex`): lines before it are not law text
   * of the article or lid the page name gives.
   */
  pageHeading: SourceLine | null
  markers: MarkerSite[]
  /** A lid's title printed on its own line above its labelled line, held for that line (handlers.ts, `lidTitleAbove`). */
  lidTitle: SourceLine | null
  /** The provision whose text the last text line went into, and that line (a wrapped line continues it). */
  textEnd: {provision: Provision; line: SourceLine} | null
  /**
   * Lines printed in a label style the edition could declare and does not (`a)`): reported once
   * per article when every line is placed (handlers.ts, `reportUndeclaredLabelStyles`).
   */
  undeclaredLabels: Array<{article: Article; line: SourceLine; printed: string; style: LabelStyle}>
  /**
   * What handlers ask of a list of siblings (an article's or a provision's children) and of an
   * article, kept up to date as parts are added (`siblingsOf`, `articleIndex`), so that no line
   * walks what came before it: a line's work does not grow with the lines above it.
   */
  siblings: WeakMap<Provision[], Siblings>
  articles: WeakMap<Article, ArticleIndex>
  articleNumbers: Array<{number: number; article: Article}>
  /**
   * The lines of articles that hold a `---` rule, found before any line is placed
   * (footnote-places.ts): in such an article footnotes stand after the rule only.
   */
  ruled: ReadonlySet<SourceLine>
  /** Footnote lines that close their lid after two or more blank lines (footnote-places.ts). */
  closing: ReadonlySet<SourceLine>
  /** The shape of `line` in its edition and on its page (`shapeOf`). */
  shapeOf: (line: SourceLine) => LineShape
  /** Classify `line` and hand it to the handler of its shape. */
  one: (line: SourceLine, next?: SourceLine | null) => void
}

export function createState(file: VFile, options: FromMdastOptions, handlers: Handlers, {ruled, closing}: FootnotePlaces = {ruled: new Set(), closing: new Set()}): State {
  const classify = lineClassifier(options.typography)
  const state: State = {
    file,
    options,
    page: options.page ?? {kind: 'chapter'},
    root: {type: 'source', provenance: options.provenance, children: []},
    chapter: null,
    section: null,
    article: null,
    stack: [],
    sink: null,
    previous: null,
    next: null,
    footnoteZone: false,
    lidPending: false,
    pageHeading: null,
    markers: [],
    textEnd: null,
    lidTitle: null,
    undeclaredLabels: [],
    siblings: new WeakMap(),
    articles: new WeakMap(),
    articleNumbers: [],
    ruled,
    closing,
    shapeOf(line) {
      // Read with the edition's typography; the page's own heading may be printed without `Artikel`.
      const shape = classify(line.text)
      return line === state.pageHeading ? (numberedPageHeading(state.page, shape) ?? shape) : shape
    },
    one(line, next = null) {
      state.next = next
      const shape = state.shapeOf(line)
      const handler = handlers[shape.kind] as Handler<typeof shape.kind> | undefined
      if (handler) handler(state, line, shape)
      else unknownLine(state, line)
      state.previous = line
    }
  }
  return state
}

/** Of one list of siblings: the unlabeled parts of each kind, and per label kind its labels and the last one. */
export interface Siblings {
  unlabeled: Map<string, number>
  labels: Map<string, {seen: Set<string>; last: string; suffixes: Map<string, number>}>
}

export function siblingsOf(state: State, siblings: Provision[]): Siblings {
  let index = state.siblings.get(siblings)
  if (!index) {
    index = {unlabeled: new Map(), labels: new Map()}
    for (const sibling of siblings) addSibling(index, sibling)
    state.siblings.set(siblings, index)
  }
  return index
}

/** Count `provision` among the siblings it was added to. */
export function addSibling(index: Siblings, provision: Provision): void {
  if (provision.labelKind === null || provision.label === null) {
    index.unlabeled.set(provision.kind, (index.unlabeled.get(provision.kind) ?? 0) + 1)
    return
  }
  const kind = index.labels.get(provision.labelKind)
  if (kind) {
    kind.seen.add(provision.label)
    kind.last = provision.label
  } else index.labels.set(provision.labelKind, {seen: new Set([provision.label]), last: provision.label, suffixes: new Map()})
}

/** Of one article: the numbers of its footnote markers and of its footnotes. */
export interface ArticleIndex {
  markerNumbers: Set<string>
  footnoteNumbers: Set<string>
}

export function articleIndex(state: State, article: Article): ArticleIndex {
  let index = state.articles.get(article)
  if (!index) {
    index = {markerNumbers: new Set(), footnoteNumbers: new Set(article.footnotes.map((footnote) => footnote.number))}
    state.articles.set(article, index)
  }
  return index
}

/** A line no handler takes: reported, never dropped in silence. */
function unknownLine(state: State, line: SourceLine): void {
  report(state.file, `Unexpected line \`${quote(line.text)}\`, expected a heading, a lid or text`, {ruleId: 'unrecognized-line', place: positionOf(line)})
}

export function positionOf(line: SourceLine): Position {
  return {start: {line: line.line, column: line.column}, end: {line: line.line, column: line.endColumn}}
}

/** Grow `position` to cover `line`. */
export function extend(position: Position, line: SourceLine): void {
  if (line.line > position.end.line || (line.line === position.end.line && line.endColumn > position.end.column)) {
    position.end = {line: line.line, column: line.endColumn}
  }
}

/** Extend the open chain (article, its containers, open provisions) to cover `line`. */
export function extendOpen(state: State, line: SourceLine, withProvisions = true): void {
  for (const node of [state.chapter, state.section, state.article]) if (node) extend(node.position, line)
  if (withProvisions) for (const provision of state.stack) extend(provision.position, line)
}

/** The open article; on a per-article or per-lid page, the one its name gives, opened at `line`. */
export function requireArticle(state: State, line: SourceLine): Article | null {
  if (state.article) return state.article
  if (state.page.kind !== 'chapter' && !readsAsChapterPage(state, line) && state.articleNumbers.length === 0) {
    const article = openArticle(state, line, state.page.article, null)
    state.lidPending = state.page.kind === 'lid'
    return article
  }
  const heading = state.section ?? state.chapter
  if (heading && readsAsChapterPage(state, line)) {
    addHeadingText(state, heading, line)
    return null
  }
  if (state.page.kind === 'article' && beforePageHeading(state, line)) {
    report(state.file, `Unexpected text \`${quote(line.text)}\` before the \`Artikel\` heading of page ${pageName(state)}, expected a chapter or section heading; declare wiki chrome in laws/corpus.json (\`noise\`)`, {
      ruleId: 'unrecognized-line',
      place: positionOf(line)
    })
    return null
  }
  report(state.file, `Unexpected text \`${quote(line.text)}\` before any article, expected a chapter, section or \`Artikel\` heading`, {ruleId: 'unrecognized-line', place: positionOf(line)})
  return null
}

/**
 * A line of law text between a chapter's or section's heading and its first article: the
 * heading's own text (1936: `VIERDE TIJDVAK ~ HET SPELEN.`, then `Het tijdvak begint, ...`), a
 * paragraph as printed. A wrapped line (the line right above ended no sentence, this one starts in
 * lower case) continues that paragraph after a space that `joins` records, as in a provision.
 */
function addHeadingText(state: State, heading: Chapter | Section, line: SourceLine): void {
  const paragraphs = (heading.text ??= [])
  const last = paragraphs.at(-1)
  if (last && continuesHeadingText(state, line)) {
    last.joins = [...(last.joins ?? []), last.text.length]
    last.text = `${last.text} ${line.text}`
    extend(last.position, line)
  } else paragraphs.push({type: 'paragraph', text: line.text, position: positionOf(line)})
  extend(heading.position, line)
  if (heading.type === 'section' && state.chapter) extend(state.chapter.position, line)
}

/** The line continues the last paragraph of the open chapter's or section's own text: the line right above, a sentence not ended. */
export function continuesHeadingText(state: State, line: SourceLine): boolean {
  const last = (state.section ?? state.chapter)?.text?.at(-1)
  return last !== undefined && state.previous !== null && last.position.end.line === state.previous.line && state.previous.line === line.line - 1 && wrapsOn(last.text, line.text)
}

/** A line continues the sentence of the text before it: that text ends no sentence (`.`, `;`, `:`, `!`, `?`, closing quotes or brackets after it aside) and the line starts in lower case. */
export function wrapsOn(before: string, line: string): boolean {
  return /^\p{Ll}/u.test(line) && !/[.;:!?]["'’”)\]]*$/u.test(before)
}

/** Before its `Artikel` heading a per-article page reads as a chapter page: headings, or lines reported. */
export function readsAsChapterPage(state: State, line: SourceLine): boolean {
  return state.page.kind === 'chapter' || (state.page.kind === 'article' && beforePageHeading(state, line))
}

export function beforePageHeading(state: State, line: SourceLine): boolean {
  return state.pageHeading !== null && line.line < state.pageHeading.line
}

export function pageName(state: State): string {
  return `${state.options.provenance.edition}:${state.options.provenance.page}`
}

export function openArticle(state: State, line: SourceLine, number: string, title: string | null): Article {
  closeArticle(state)
  state.lidPending = false
  const {edition, path} = state.options.provenance
  const article: Article = {
    type: 'article',
    id: articleId(edition, number),
    edition,
    number,
    title,
    chapter: state.chapter ? state.chapter.heading : null,
    section: state.section ? state.section.heading : null,
    source: path,
    children: [],
    footnotes: [],
    notes: [],
    position: positionOf(line)
  }
  state.articleNumbers.push({number: Number.parseInt(number, 10), article})
  ;(state.section ?? state.chapter ?? state.root).children.push(article as never)
  for (const container of [state.section, state.chapter]) if (container) extend(container.position, line)
  state.article = article
  return article
}

export function closeArticle(state: State): void {
  state.article = null
  state.stack = []
  state.sink = null
  state.footnoteZone = false
}

export function newProvision(fields: Pick<Provision, 'id' | 'kind' | 'label' | 'printedLabel' | 'labelKind' | 'bullet' | 'form'> & {line: SourceLine}): Provision {
  const {line, ...rest} = fields
  return {type: 'provision', ...rest, title: null, text: null, markers: {title: [], text: []}, refs: [], children: [], position: positionOf(line)}
}

/**
 * Add a line of text (markers taken out) to a provision: on a line of its own, or (`wrapped`) as
 * the rest of the sentence of the line before it, after a space that `joins` records.
 */
export function setText(state: State, provision: Provision, value: string, markers: Marker[], line: SourceLine, wrapped = false): void {
  const before = provision.text === null ? '' : `${provision.text}${wrapped ? ' ' : '\n'}`
  if (wrapped) provision.joins = [...(provision.joins ?? []), before.length - 1]
  provision.text = before + value
  state.textEnd = {provision, line}
  provision.markers.text.push(...shiftMarkers(markers, before.length))
  for (const ref of findReferences(value, {field: 'text', edition: state.options.provenance.edition, article: state.article!.number})) {
    provision.refs.push({...ref, offset: ref.offset + before.length})
  }
  extend(provision.position, line)
}

/** Remember where the markers of `line` are: the n-th marker is the n-th marker of the line as printed. */
export function noteMarkers(state: State, provision: Provision, markers: Marker[], line: SourceLine): void {
  noteMarkerSites(state, provision.id, markers, line)
}

/** A marker as a message quotes it: a glued one with its word (`speelruimte1`: a bare `1` says little). */
function printedMarker(raw: string, marker: PrintedMarker): string {
  const word = marker.glued ? (/[\p{L}\p{M}]+$/u.exec(raw.slice(Math.max(0, marker.at - 40), marker.at))?.[0] ?? '') : ''
  return word + raw.slice(marker.at, marker.end)
}

/** The same for markers of the provision (or, in an article heading, the article) with id `owner`. */
export function noteMarkerSites(state: State, owner: string, markers: Marker[], line: SourceLine): void {
  // The raw line holds the same markers as its text (the text only lost spaces, escapes and its label).
  const printed = findMarkers(line.raw, state.options.typography)
  markers.forEach((marker, index) => {
    const match = printed[index]
    const position = match ? {start: {line: line.line, column: match.at + 1}, end: {line: line.line, column: match.end + 1}} : positionOf(line)
    state.markers.push({number: marker.number, ...(marker.symbol ? {symbol: marker.symbol} : {}), article: state.article!, provision: owner, printed: match ? printedMarker(line.raw, match) : marker.number, position})
    articleIndex(state, state.article!).markerNumbers.add(marker.number)
  })
}
