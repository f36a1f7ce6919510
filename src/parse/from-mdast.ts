// mdast → law tree. A pure transform with an explicit state and one handler per line shape
// (rule, chapter, section, article, note, footnote, label, deep label, item, text); lines nobody
// can place become diagnostics, never silent losses.
import type {Root} from 'mdast'
import type {VFile} from 'vfile'
import {classifyLine, labelRank, labeledLineForm, type LineShape} from './classify.ts'
import {findDuplicateBlocks} from './duplicates.ts'
import {sourceLines, type SourceLine} from './lines.ts'
import {extractMarkers, shiftMarkers} from './markers.ts'
import {findReferences} from './references.ts'
import {quote, report} from '../rules.ts'
import type {Article, Chapter, Footnote, Marker, Note, Position, Provenance, Provision, Section, Source} from '../types.ts'

export interface FromMdastOptions {
  provenance: Provenance
  /** Lines that are wiki chrome, not law text (`Uit Spelregels voor tafelarbiters`). */
  noise?: string[]
  /** Number of leading lines that are a header (the `Sjabloon:` line), not law text. */
  headerLines?: number
}

interface MarkerSite {
  number: string
  provision: string
  position: Position
}

interface State {
  file: VFile
  options: FromMdastOptions
  lines: SourceLine[]
  shapes: LineShape[]
  root: Source
  chapter: Chapter | null
  section: Section | null
  article: Article | null
  /** Open labeled provisions, outermost first. */
  stack: Provision[]
  /** Where a continuation line (same mdast paragraph) goes. */
  sink: Provision | Footnote | Note | null
  previous: SourceLine | null
  footnoteZone: boolean
  markers: MarkerSite[]
  articleNumbers: Array<{number: number; article: Article}>
}

type Handler<Kind extends LineShape['kind']> = (state: State, line: SourceLine, shape: Extract<LineShape, {kind: Kind}>) => void

const handlers: {[Kind in LineShape['kind']]: Handler<Kind>} = {
  rule: onRule,
  chapter: onChapter,
  section: onSection,
  article: onArticle,
  note: onNote,
  footnote: onFootnote,
  label: onLabel,
  'deep-label': onDeepLabel,
  item: onItem,
  text: onText
}

export function fromMdast(tree: Root, file: VFile, options: FromMdastOptions): Source {
  const lines = sourceLines(tree, file).filter((line) => line.line > (options.headerLines ?? 0))
  const noise = new Set(options.noise ?? [])
  const kept = lines.filter((line) => !noise.has(line.text))
  const shapes = kept.map((line) => classifyLine(line.text))
  const state: State = {
    file,
    options,
    lines: kept,
    shapes,
    root: {type: 'source', provenance: options.provenance, children: []},
    chapter: null,
    section: null,
    article: null,
    stack: [],
    sink: null,
    previous: null,
    footnoteZone: false,
    markers: [],
    articleNumbers: []
  }

  const dropped = new Set<number>()
  for (const block of findDuplicateBlocks(kept, shapes)) {
    for (let index = block.start; index <= block.end; index++) dropped.add(index)
    reportDuplicate(state, block.start, block.end, block.keptStart, block.keptEnd)
  }

  kept.forEach((line, index) => {
    if (dropped.has(index)) return
    const shape = shapes[index]!
    ;(handlers[shape.kind] as Handler<typeof shape.kind>)(state, line, shape)
    state.previous = line
  })
  closeArticle(state)

  if (state.articleNumbers.length === 0) {
    report(file, 'empty-source', 'Unexpected source without articles, expected at least one `Artikel <nummer> <titel>` heading', {start: {line: 1, column: 1}, end: {line: 1, column: 1}})
  }
  return state.root
}

function onRule(state: State): void {
  state.footnoteZone = state.article !== null
  state.sink = null
}

function onChapter(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'chapter'}>): void {
  closeArticle(state)
  const chapter: Chapter = {type: 'chapter', keyword: shape.keyword, number: shape.number, title: shape.title, heading: line.text, range: shape.range, children: [], position: positionOf(line)}
  state.root.children.push(chapter)
  state.chapter = chapter
  state.section = null
}

function onSection(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'section'}>): void {
  openSection(state, line, {keyword: shape.keyword, number: shape.number, title: shape.title, range: shape.range})
}

function openSection(state: State, line: SourceLine, fields: Pick<Section, 'keyword' | 'number' | 'title' | 'range'>): void {
  closeArticle(state)
  const section: Section = {type: 'section', ...fields, heading: line.text, children: [], position: positionOf(line)}
  ;(state.chapter ? state.chapter.children : state.root.children).push(section)
  if (state.chapter) extend(state.chapter.position, line)
  state.section = section
}

function onArticle(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'article'}>): void {
  closeArticle(state)
  const {edition} = state.options.provenance
  const article: Article = {
    type: 'article',
    id: `${edition}/${shape.number}`,
    edition,
    number: shape.number,
    title: shape.title === '' ? null : shape.title,
    chapter: state.chapter ? state.chapter.heading : null,
    section: state.section ? state.section.heading : null,
    source: state.options.provenance.path,
    children: [],
    footnotes: [],
    notes: [],
    position: positionOf(line)
  }
  if (article.title === null) {
    report(state.file, 'article-without-title', `Unexpected heading of artikel ${shape.number} without a title, expected \`Artikel ${shape.number} <titel>\``, article.position)
  }
  const number = Number.parseInt(shape.number, 10)
  const last = state.articleNumbers.at(-1)
  // `12a` follows `12`; the same number twice is a `duplicate-article`, reported for the edition.
  if (last && compareNumbers(shape.number, last.article.number) < 0) {
    report(state.file, 'article-out-of-order', `Unexpected artikel ${shape.number} after artikel ${last.article.number}, expected a higher number`, article.position)
  }
  for (const container of [state.section, state.chapter]) {
    if (container?.range && (number < Number.parseInt(container.range.from, 10) || number > Number.parseInt(container.range.to, 10))) {
      report(state.file, 'article-outside-range', `Unexpected artikel ${shape.number} under \`${container.heading}\`, expected art. ${container.range.from} t/m ${container.range.to}`, article.position)
    }
  }
  state.articleNumbers.push({number, article})
  ;(state.section ?? state.chapter ?? state.root).children.push(article as never)
  for (const container of [state.section, state.chapter]) if (container) extend(container.position, line)
  state.article = article
}

/** Order of article numbers: `9` < `12` < `12a` < `12b` < `13`. */
function compareNumbers(a: string, b: string): number {
  return Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b)
}

function onNote(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'note'}>): void {
  const article = requireArticle(state, line)
  if (!article) return
  state.footnoteZone = false
  const note: Note = {type: 'note', id: `${article.id}/note${article.notes.length + 1}`, text: shape.text, appliesTo: null, inForceFrom: shape.inForceFrom, position: positionOf(line)}
  article.notes.push(note)
  extendOpen(state, line, false)
  state.sink = note
}

function onFootnote(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'footnote'}>): void {
  if (!state.footnoteZone) {
    // Outside a footnote section `1) ...` reads as text of the current provision.
    if (state.article) {
      report(state.file, 'footnote-outside-rule', `Unexpected footnote \`${shape.number})\` in artikel ${state.article.number} without a \`---\` rule before it, expected footnotes after a rule; kept as text`, positionOf(line))
    }
    onText(state, line, {kind: 'text', text: line.text})
    return
  }
  const article = state.article!
  const footnote: Footnote = {type: 'footnote', number: shape.number, text: shape.text, provision: null, position: positionOf(line)}
  article.footnotes.push(footnote)
  extendOpen(state, line, false)
  state.sink = footnote
}

function onLabel(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'label'}>): void {
  const article = requireArticle(state, line)
  if (!article) return
  state.footnoteZone = false
  const top = state.stack.at(-1)
  if (shape.labelKind === 'paren-letter' && /^[ivx]$/.test(shape.label) && top?.labelKind === 'paren-number') {
    // `(i)` right below `(1)` is a roman fifth level, not the letter i.
    onDeepLabel(state, line, {kind: 'deep-label', printed: shape.printed, rest: shape.rest, bullet: shape.bullet})
    return
  }
  const rank = labelRank[shape.labelKind]
  while (state.stack.length > 0 && labelRank[state.stack.at(-1)!.labelKind!] >= rank) state.stack.pop()
  const parent = state.stack.at(-1)
  const siblings = parent ? parent.children : article.children
  const parentId = parent ? parent.id : article.id
  const form = labeledLineForm(shape.rest)
  const provision = newProvision({
    id: uniqueLabelId(state, line, siblings, parentId, shape),
    kind: 'labeled',
    label: shape.label,
    printedLabel: shape.printed,
    labelKind: shape.labelKind,
    bullet: shape.bullet,
    form,
    line
  })
  const {text, markers} = extractMarkers(shape.rest)
  if (form === 'title') {
    provision.title = text === '' ? null : text
    provision.markers.title = markers
    provision.refs.push(...findReferences(text, 'title', state.options.provenance.edition))
  } else {
    setText(state, provision, text, markers, line)
  }
  noteMarkers(state, provision, markers, line)
  siblings.push(provision)
  state.stack.push(provision)
  extendOpen(state, line)
  state.sink = provision
}

function onDeepLabel(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'deep-label'}>): void {
  if (state.article) {
    report(state.file, 'nesting-too-deep', `Unexpected label \`${shape.printed}\` below \`(1)\`, expected at most four levels (A. → 1. → (a) → (1)); kept as text`, positionOf(line))
  }
  onText(state, line, {kind: 'text', text: line.text})
}

function onItem(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'item'}>): void {
  const article = requireArticle(state, line)
  if (!article) return
  state.footnoteZone = false
  attachUnlabeled(state, line, 'item', shape.text)
}

function onText(state: State, line: SourceLine, shape: Extract<LineShape, {kind: 'text'}>): void {
  if (!state.article) {
    // Before the first article: a short line without closing punctuation is a section heading
    // without number ("Voor de beurt bieden"); anything else cannot be placed.
    if (!/[.;:,]$/.test(shape.text) && shape.text.length <= 120) {
      openSection(state, line, {keyword: null, number: null, title: shape.text, range: null})
      return
    }
    requireArticle(state, line)
    return
  }
  // Same paragraph: the same mdast block, and no blank line between (a loose list or a code block
  // spans blank lines).
  const continues = state.sink !== null && state.previous !== null && state.previous.block === line.block && state.previous.run === line.run
  if (continues) {
    appendLine(state, state.sink!, shape.text, line)
    return
  }
  state.footnoteZone = false
  const top = state.stack.at(-1)
  if (top && top.form === 'title' && top.children.length === 0) {
    appendLine(state, top, shape.text, line)
    state.sink = top
    return
  }
  attachUnlabeled(state, line, 'paragraph', shape.text)
}

/** An unlabeled paragraph or item belongs to the nearest open titled provision, else to the article. */
function attachUnlabeled(state: State, line: SourceLine, kind: 'paragraph' | 'item', value: string): void {
  const article = state.article!
  while (state.stack.length > 0 && state.stack.at(-1)!.form !== 'title') state.stack.pop()
  const parent = state.stack.at(-1)
  const siblings = parent ? parent.children : article.children
  const prefix = kind === 'paragraph' ? 'p' : 'li'
  const count = siblings.filter((sibling) => sibling.kind === kind).length + 1
  const provision = newProvision({
    id: `${parent ? parent.id : article.id}/${prefix}${count}`,
    kind,
    label: null,
    printedLabel: null,
    labelKind: null,
    bullet: kind === 'item',
    form: null,
    line
  })
  const {text, markers} = extractMarkers(value)
  setText(state, provision, text, markers, line)
  noteMarkers(state, provision, markers, line)
  siblings.push(provision)
  extendOpen(state, line)
  extend(provision.position, line)
  state.sink = provision
}

function appendLine(state: State, sink: Provision | Footnote | Note, value: string, line: SourceLine): void {
  if (sink.type === 'provision') {
    const {text, markers} = extractMarkers(value)
    setText(state, sink, text, markers, line)
    noteMarkers(state, sink, markers, line)
  } else {
    sink.text = `${sink.text}\n${value}`
  }
  extend(sink.position, line)
  extendOpen(state, line, sink.type === 'provision')
}

function setText(state: State, provision: Provision, value: string, markers: Marker[], line: SourceLine): void {
  const before = provision.text === null ? '' : `${provision.text}\n`
  provision.text = before + value
  provision.markers.text.push(...shiftMarkers(markers, before.length))
  for (const ref of findReferences(value, 'text', state.options.provenance.edition)) {
    provision.refs.push({...ref, offset: ref.offset + before.length})
  }
  extend(provision.position, line)
}

function newProvision(
  fields: Pick<Provision, 'id' | 'kind' | 'label' | 'printedLabel' | 'labelKind' | 'bullet' | 'form'> & {line: SourceLine}
): Provision {
  const {line, ...rest} = fields
  return {type: 'provision', ...rest, title: null, text: null, markers: {title: [], text: []}, refs: [], children: [], position: positionOf(line)}
}

function uniqueLabelId(state: State, line: SourceLine, siblings: Provision[], parentId: string, shape: Extract<LineShape, {kind: 'label'}>): string {
  const sameKind = siblings.filter((sibling) => sibling.labelKind === shape.labelKind)
  const taken = sameKind.some((sibling) => sibling.label === shape.label)
  const where = `artikel ${parentId.split('/').slice(1).join(' ')}`
  if (taken) {
    report(state.file, 'duplicate-label', `Unexpected second \`${shape.printed}\` in ${where}, expected each label once`, positionOf(line))
    let suffix = 2
    while (siblings.some((sibling) => sibling.id === `${parentId}/${shape.label}~${suffix}`)) suffix++
    return `${parentId}/${shape.label}~${suffix}`
  }
  const previous = sameKind.at(-1)?.label ?? undefined
  const expected = previous === undefined ? firstLabel(shape.label) : nextLabel(previous)
  if (shape.label !== expected) {
    report(state.file, 'label-out-of-sequence', `Unexpected \`${shape.printed}\` in ${where}, expected \`${expected}\``, positionOf(line))
  }
  return `${parentId}/${shape.label}`
}

function firstLabel(label: string): string {
  if (/\d/.test(label)) return '1'
  return label === label.toUpperCase() ? 'A' : 'a'
}

function nextLabel(label: string): string {
  if (/^\d+$/.test(label)) return String(Number(label) + 1)
  return String.fromCharCode(label.charCodeAt(0) + 1)
}

/** Remember where the markers of `line` are: the n-th marker is the n-th `¹⁾` of the line as printed. */
function noteMarkers(state: State, provision: Provision, markers: Marker[], line: SourceLine): void {
  const printed = [...line.raw.matchAll(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+⁾/g)]
  markers.forEach((marker, index) => {
    const match = printed[index]
    const position = match
      ? {start: {line: line.line, column: match.index + 1}, end: {line: line.line, column: match.index + match[0].length + 1}}
      : positionOf(line)
    state.markers.push({number: marker.number, provision: provision.id, position})
  })
}

function requireArticle(state: State, line: SourceLine): Article | null {
  if (state.article) return state.article
  report(state.file, 'unrecognized-line', `Unexpected text \`${quote(line.text)}\` before any article, expected a chapter, section or \`Artikel\` heading`, positionOf(line))
  return null
}

function closeArticle(state: State): void {
  const article = state.article
  if (!article) return
  const firstMarker = new Map<string, string>()
  for (const site of state.markers) if (!firstMarker.has(site.number)) firstMarker.set(site.number, site.provision)
  for (const footnote of article.footnotes) {
    footnote.provision = firstMarker.get(footnote.number) ?? null
    if (footnote.provision === null) {
      report(state.file, 'footnote-without-marker', `Unexpected footnote ${footnote.number}) in artikel ${article.number} without marker, expected a \`${footnote.number}⁾\` marker in the article`, footnote.position)
    }
  }
  for (const site of state.markers) {
    if (!article.footnotes.some((footnote) => footnote.number === site.number)) {
      report(state.file, 'marker-without-footnote', `Unexpected marker ${site.number}⁾ in artikel ${article.number} without footnote, expected a \`${site.number}) ...\` line after a \`---\` rule`, site.position)
    }
  }
  for (const note of article.notes) linkNote(state, article, note)
  state.article = null
  state.stack = []
  state.sink = null
  state.footnoteZone = false
  state.markers = []
}

function linkNote(state: State, article: Article, note: Note): void {
  const lid = /\blid\s+([A-Za-z0-9]+)\b/.exec(note.text)?.[1]
  if (!lid) return
  const provision = article.children.find((child) => child.label === lid) ?? article.children.find((child) => child.label?.toLowerCase() === lid.toLowerCase())
  if (!provision) {
    report(state.file, 'note-target-missing', `Unexpected note about lid ${lid}, expected artikel ${article.number} to have lid ${lid}`, note.position)
    return
  }
  note.appliesTo = provision.id
  if (note.inForceFrom) provision.inForceFrom = note.inForceFrom
}

/** Extend the open chain (article, its containers, open provisions) to cover `line`. */
function extendOpen(state: State, line: SourceLine, withProvisions = true): void {
  for (const node of [state.chapter, state.section, state.article]) if (node) extend(node.position, line)
  if (withProvisions) for (const provision of state.stack) extend(provision.position, line)
}

function extend(position: Position, line: SourceLine): void {
  if (line.line > position.end.line || (line.line === position.end.line && line.endColumn > position.end.column)) {
    position.end = {line: line.line, column: line.endColumn}
  }
}

function positionOf(line: SourceLine): Position {
  return {start: {line: line.line, column: line.column}, end: {line: line.line, column: line.endColumn}}
}

function reportDuplicate(state: State, start: number, end: number, keptStart: number, keptEnd: number): void {
  const lines = state.lines
  const labels = state.shapes
    .slice(start, end + 1)
    .filter((shape): shape is Extract<LineShape, {kind: 'label'}> => shape.kind === 'label' && shape.labelKind !== 'paren-number')
  const top = Math.min(...labels.map((shape) => labelRank[shape.labelKind]))
  const lids = labels.filter((shape) => labelRank[shape.labelKind] === top).map((shape) => shape.label)
  let before = start - 1
  while (before >= 0 && state.shapes[before]!.kind !== 'article') before--
  const article = state.shapes[before]
  const where = article?.kind === 'article' ? ` of artikel ${article.number}` : ''
  const span = lids.length > 1 ? `${lids[0]}-${lids.at(-1)}` : lids[0] ?? ''
  const place = {start: {line: lines[start]!.line, column: lines[start]!.column}, end: {line: lines[end]!.line, column: lines[end]!.endColumn}}
  const keptPlace = {start: {line: lines[keptStart]!.line, column: lines[keptStart]!.column}, end: {line: lines[keptEnd]!.line, column: lines[keptEnd]!.endColumn}}
  report(
    state.file,
    'duplicate-block',
    `Unexpected repeated block of lid ${span}${where} (copy kept at ${keptPlace.start.line}:${keptPlace.start.column}-${keptPlace.end.line}:${keptPlace.end.column}), expected each lid once`,
    place,
    {reason: 'Kept copy is here', place: keptPlace}
  )
}
