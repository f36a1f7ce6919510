// One handler per line shape (classify.ts): rule, chapter, section, article, note, footnote,
// label, deep label, item, text. A handler reads one line in the state it finds (state.ts) and
// adds it to the tree; a line that cannot be placed becomes a diagnostic. A new line shape is one
// entry in classify.ts and one handler here.
import {trimSpace} from '../characters.ts'
import type {LineShape} from './classify.ts'
import {firstLabel, hasSentenceVerb, headingTitle, isCapitalsTitle, labelRank, labelStyleOf, labeledLineForm, nextLabel, readsAsTitle, readsAsTitleAbove, splitRange} from './classify.ts'
import type {SourceLine} from './lines.ts'
import {extractMarkers} from './markers.ts'
import {isLidLine, lidLabelKind} from './pages.ts'
import {findReferences} from './references.ts'
import {
  addSibling,
  articleIndex,
  beforePageHeading,
  closeArticle,
  extend,
  extendOpen,
  newProvision,
  noteMarkerSites,
  noteMarkers,
  openArticle,
  pageName,
  positionOf,
  readsAsChapterPage,
  requireArticle,
  setText,
  siblingsOf,
  type Handler,
  type Handlers,
  type State,
  wrapsOn,
  continuesHeadingText
} from './state.ts'
import {quote, report} from '../rules.ts'
import type {Article, Chapter, Footnote, Note, Provision, Section} from '../types.ts'
import {childId, noteId, parseId, positionalSegment, variantSegment} from '../ids.ts'

const rule: Handler<'rule'> = (state, line) => {
  // On a per-article or per-lid page the rule may come first: the footnotes after it are the
  // footnotes of the article the page name gives, not its text.
  if (!state.article && !readsAsChapterPage(state, line) && state.articleNumbers.length === 0) requireArticle(state, line)
  state.footnoteZone = state.article !== null
  state.sink = null
}

const chapter: Handler<'chapter'> = (state, line, shape) => {
  closeArticle(state)
  const node: Chapter = {type: 'chapter', keyword: shape.keyword, number: shape.number, title: shape.title, heading: line.text, range: shape.range, children: [], position: positionOf(line)}
  state.root.children.push(node)
  state.chapter = node
  state.section = null
}

const section: Handler<'section'> = (state, line, shape) => {
  openSection(state, line, {keyword: shape.keyword, number: shape.number, title: shape.title, range: shape.range})
}

function openSection(state: State, line: SourceLine, fields: Pick<Section, 'keyword' | 'number' | 'title' | 'range'>): void {
  closeArticle(state)
  const node: Section = {type: 'section', ...fields, heading: line.text, children: [], position: positionOf(line)}
  ;(state.chapter ? state.chapter.children : state.root.children).push(node)
  if (state.chapter) extend(state.chapter.position, line)
  state.section = node
}

const article: Handler<'article'> = (state, line, shape) => {
  if (shape.sentenceLike && state.article !== null && (shape.sentenceLike === 'verb' || !followsOn(state, shape.number))) {
    // `Artikel 26 kan van toepassing zijn` inside artikel 9: a sentence, not the next heading.
    // Right after a chapter or section heading no sentence can stand, so there it is a heading.
    text(state, line, {kind: 'text', text: line.text})
    return
  }
  const last = state.articleNumbers.at(-1)
  const {text: title, markers} = extractMarkers(shape.title, state.options.typography)
  const node = openArticle(state, line, shape.number, trimSpace(title) === '' ? null : trimSpace(title))
  if (markers.length > 0) {
    node.markers = markers
    noteMarkerSites(state, node.id, markers, line)
  }
  // The heading is the evidence: its number stays, the page name is reported.
  if (state.page.kind === 'article' && !last && shape.number !== state.page.article.toLowerCase()) {
    report(state.file, `Unexpected artikel ${shape.number} on page ${pageName(state)}, expected artikel ${state.page.article} as the page name says; kept as artikel ${shape.number}`, {ruleId: 'page-article-mismatch', place: node.position})
  }
  if (node.title === null) {
    report(state.file, `Unexpected heading of artikel ${shape.number} without a title, expected \`Artikel ${shape.number} <titel>\``, {ruleId: 'article-without-title', place: node.position})
  }
  // `12a` follows `12`; the same number twice is a `duplicate-article`, reported for the edition.
  if (last && compareNumbers(shape.number, last.article.number) < 0) {
    report(state.file, `Unexpected artikel ${shape.number} after artikel ${last.article.number}, expected a higher number`, {ruleId: 'article-out-of-order', place: node.position})
  }
  const number = Number.parseInt(shape.number, 10)
  for (const container of [state.section, state.chapter]) {
    if (container?.range && (number < Number.parseInt(container.range.from, 10) || number > Number.parseInt(container.range.to, 10))) {
      report(state.file, `Unexpected artikel ${shape.number} under \`${container.heading}\`, expected art. ${container.range.from} t/m ${container.range.to}`, {ruleId: 'article-outside-range', place: node.position})
    }
  }
}

/**
 * Whether artikel `number` is the one a reader expects next: the successor of the previous article
 * of the file (`12` → `13`, `12` → `12a`) inside the range of its chapter and section. A heading
 * that reads like a sentence is taken as one only then.
 */
function followsOn(state: State, number: string): boolean {
  const value = Number.parseInt(number, 10)
  const outside = [state.section, state.chapter].some((container) => container?.range && (value < Number.parseInt(container.range.from, 10) || value > Number.parseInt(container.range.to, 10)))
  if (outside) return false
  const last = state.articleNumbers.at(-1)
  if (!last) return true
  return value === last.number + 1 || (value === last.number && compareNumbers(number, last.article.number) > 0)
}

/**
 * Whether a numbered line on a chapter page is an article heading printed without `Artikel`
 * (`25. Biedingen`, 1936): a title (no sentence, no finite verb) whose number continues the
 * page's articles, where no article is open or the open one has no lid numbered just before it
 * (`2. Titel` after lid 1 is that article's lid).
 */
function numberedArticleHeading(state: State, shape: Extract<LineShape, {kind: 'label'}>): boolean {
  if (state.page.kind !== 'chapter' || shape.labelKind !== 'number' || shape.bullet || state.stack.length > 1) return false
  if (!readsAsTitle(shape.rest) || hasSentenceVerb(shape.rest) || !followsOn(state, shape.label)) return false
  const open = state.article
  if (open === null) return state.chapter !== null || state.section !== null
  if (open.number === shape.label) return false
  const value = Number.parseInt(shape.label, 10)
  return !open.children.some((part) => part.labelKind === 'number' && Number.parseInt(part.label ?? '', 10) === value - 1)
}

/** Order of article numbers: `9` < `12` < `12a` < `12b` < `13`. */
function compareNumbers(a: string, b: string): number {
  return Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b)
}

const note: Handler<'note'> = (state, line, shape) => {
  const target = enter(state, line, shape)
  if (!target) return
  state.footnoteZone = false
  const node: Note = {type: 'note', id: noteId(target.id, target.notes.length + 1), text: shape.text, appliesTo: null, inForceFrom: shape.inForceFrom, position: positionOf(line)}
  if (shape.impossibleDate) {
    report(state.file, `Unexpected date \`${quote(shape.impossibleDate)}\` in an editorial note, which the calendar does not have, expected a day of its month; the note is kept without a date`, {
      ruleId: 'note-date-impossible',
      place: node.position
    })
  }
  target.notes.push(node)
  extendOpen(state, line, false)
  state.sink = node
}

/**
 * A `1) ...` line is a footnote after a `---` rule. In an article without a rule it is a footnote
 * where the wiki prints one: when a marker of its number stands earlier in the article and has no
 * footnote yet (the footnotes start there, as 1987 prints them under their lid), or when it closes
 * its lid after two or more blank lines (`state.closing`). Otherwise it is text of the provision
 * it stands in. The layout of the article is known before any line is placed (footnote-places.ts),
 * so the reading does not depend on where the footnotes stand: the canonical Markdown writes them
 * after a rule at the end of the article (canonical.ts).
 */
const footnote: Handler<'footnote'> = (state, line, shape) => {
  const current = state.article
  const ruled = state.ruled.has(line)
  // Not as the body of a lid title: there it is the lid's text.
  const top = state.stack.at(-1)
  const index = current && articleIndex(state, current)
  const called = index !== null && index.markerNumbers.has(shape.number) && !index.footnoteNumbers.has(shape.number)
  const awaited = index !== null && !ruled && !(top && awaitsBody(top)) && (called || state.closing.has(line))
  if (!state.footnoteZone && !awaited) {
    if (current) {
      const message = ruled
        ? `Unexpected footnote \`${shape.symbol ?? `${shape.number})`}\` in artikel ${current.number} outside the footnotes after its \`---\` rule, expected footnotes right after the rule; kept as text`
        : `Unexpected footnote \`${shape.symbol ?? `${shape.number})`}\` in artikel ${current.number} with no marker of its number above it, expected a \`---\` rule, or two blank lines at the end of the lid, before footnotes; kept as text`
      report(state.file, message, {ruleId: 'footnote-outside-rule', place: positionOf(line)})
    }
    text(state, line, {kind: 'text', text: line.text})
    return
  }
  state.footnoteZone = true
  const node: Footnote = {type: 'footnote', number: shape.number, ...(shape.symbol ? {symbol: shape.symbol} : {}), text: shape.text, refs: [], provision: null, position: positionOf(line)}
  current!.footnotes.push(node)
  articleIndex(state, current!).footnoteNumbers.add(node.number)
  extendOpen(state, line, false)
  state.sink = node
}

const label: Handler<'label'> = (state, line, shape) => {
  if (numberedArticleHeading(state, shape)) {
    // `25. Biedingen` on a chapter page: the article heading as older editions print it.
    article(state, line, {kind: 'article', number: shape.label.toLowerCase(), title: headingTitle(shape.rest), sentenceLike: false})
    return
  }
  const held = state.lidTitle
  state.lidTitle = null
  const target = enter(state, line, shape)
  if (!target) {
    // Held for a lid that did not open: its line is reported with it, never lost.
    if (held) requireArticle(state, held)
    return
  }
  state.footnoteZone = false
  const top = state.stack.at(-1)
  if (shape.labelKind === 'paren-letter' && /^[ivx]$/.test(shape.label) && top?.labelKind === 'paren-number') {
    // `(i)` right below `(1)` is a roman fifth level, not the letter i.
    deepLabel(state, line, {kind: 'deep-label', printed: shape.printed, rest: shape.rest, bullet: shape.bullet})
    return
  }
  const form = labeledLineForm(shape.rest)
  const provision = openLabeled(state, line, target, {labelKind: shape.labelKind, label: shape.label, printed: shape.printed, bullet: shape.bullet, form})
  if (held) titleAbove(state, provision, held)
  const {text: value, markers} = extractMarkers(shape.rest, state.options.typography)
  if (form === 'title') {
    provision.title = value === '' ? null : value
    provision.markers.title = markers
    provision.refs.push(...findReferences(value, {field: 'title', edition: state.options.provenance.edition, article: target.number}))
  } else {
    setText(state, provision, value, markers, line)
  }
  noteMarkers(state, provision, markers, line)
}

/**
 * Whether `line` is the title of the lid whose labelled line comes next, printed on a line of its
 * own above it (1936: `Inzien van een losgelaten slag.` then `3. Indien ...`). The evidence: the
 * next line, right below, is a lid's label (`A.`, `3.`) that starts a sentence (so the lid has
 * no title of its own), and this line reads as a title without a finite verb (`readsAsTitleAbove`).
 * An edition that declares the typography (`typography.<edition>.lidTitlesAbove`) needs no verb
 * test and allows blank lines between.
 */
function lidTitleAbove(state: State, line: SourceLine, value: string): boolean {
  const next = state.next
  const declared = state.options.typography?.lidTitlesAbove === true
  if (next === null || (!declared && next.line !== line.line + 1) || continuesSink(state, line)) return false
  if (state.article === null && (state.page.kind === 'chapter' || readsAsChapterPage(state, line) || state.articleNumbers.length > 0)) return false
  const shape = state.shapeOf(next)
  // A lid's label: a capital (`A.`) or a number (`3.`), not in a list (`- 1.`); `a.` enumerates
  // inside a text. The title is a line of text of its own shape (no sentence-like heading).
  if (shape.kind !== 'label' || shape.bullet || !/^(?:[A-Z]|\d+)$/.test(shape.label) || (shape.labelKind !== 'letter' && shape.labelKind !== 'number') || labeledLineForm(shape.rest) !== 'text') return false
  if (state.shapeOf(line).kind !== 'text') return false
  // On a lid page before its lid opens, only the page's own lid can take it.
  if (state.page.kind === 'lid' && (state.article === null || state.lidPending) && !isLidLine(state.page, shape)) return false
  return readsAsTitleAbove(value, !declared)
}

/** Hold a lid's title printed above its labelled line until that line opens the lid. */
function holdLidTitle(state: State, line: SourceLine): void {
  if (!requireArticle(state, line)) return
  state.footnoteZone = false
  state.sink = null
  state.lidTitle = line
  extendOpen(state, line, false)
}

/** Give `provision` the title held above its labelled line; the lid starts at that line. */
function titleAbove(state: State, provision: Provision, held: SourceLine): void {
  const {text: title, markers} = extractMarkers(held.text, state.options.typography)
  provision.title = title
  provision.titleAbove = true
  provision.markers.title = markers
  provision.refs.push(...findReferences(title, {field: 'title', edition: state.options.provenance.edition, article: state.article!.number}))
  provision.position.start = {line: held.line, column: held.column}
  noteMarkers(state, provision, markers, held)
}

/** Open a labeled provision under the nearest open provision of a higher rank. */
function openLabeled(state: State, line: SourceLine, target: Article, fields: {labelKind: NonNullable<Provision['labelKind']>; label: string; printed: string; bullet: boolean; form: 'title' | 'text'}): Provision {
  const rank = labelRank[fields.labelKind]
  while (state.stack.length > 0 && labelRank[state.stack.at(-1)!.labelKind!] >= rank) state.stack.pop()
  const parent = state.stack.at(-1)
  const siblings = parent ? parent.children : target.children
  const provision = newProvision({
    id: uniqueLabelId(state, line, siblings, parent ? parent.id : target.id, fields),
    kind: 'labeled',
    label: fields.label,
    printedLabel: fields.printed,
    labelKind: fields.labelKind,
    bullet: fields.bullet,
    form: fields.form,
    line
  })
  siblings.push(provision)
  addSibling(siblingsOf(state, siblings), provision)
  state.stack.push(provision)
  extendOpen(state, line)
  state.sink = provision
  return provision
}

/** A label below `(1)`: a line of the text of the provision above it. */
const deepLabel: Handler<'deep-label'> = (state, line, shape) => {
  const top = state.stack.at(-1)
  if (state.article && top?.labelKind === 'paren-number') {
    report(state.file, `Unexpected label \`${shape.printed}\` below \`${top.printedLabel}\`, expected at most four levels (A. → 1. → (a) → (1)); kept as text`, {ruleId: 'nesting-too-deep', place: positionOf(line)})
  } else if (state.article) {
    const style = labelStyleOf(shape.printed)
    const where = top ? `below \`${top.printedLabel}\` in artikel ${state.article.number}` : `in artikel ${state.article.number}`
    // A style the edition could declare is reported once per article (`reportUndeclaredLabelStyles`).
    if (style) state.undeclaredLabels.push({article: state.article, line, printed: shape.printed, style})
    else report(state.file, `Unexpected label \`${shape.printed}\` ${where}, expected a label as \`A.\`, \`1.\`, \`(a)\` or \`(1)\`; kept as text`, {ruleId: 'label-style-unknown', place: positionOf(line)})
  }
  const inNote = state.sink !== null && state.sink.type !== 'provision' && state.previous?.block === line.block && state.previous.run === line.run
  if (state.article && top && top.children.length === 0 && !inNote) {
    state.footnoteZone = false
    appendText(state, top, line.text, line)
    state.sink = top
    return
  }
  text(state, line, {kind: 'text', text: line.text})
}

/**
 * The lines of each article printed in a label style its edition could declare and does not (`a)`
 * without `typography.<edition>.labelStyles`): one warning per article and style, at the first
 * line, saying how many lines there are and where the style is declared. Each line is kept as text.
 */
export function reportUndeclaredLabelStyles(state: State): void {
  const edition = state.options.provenance.edition
  for (const [article, found] of Map.groupBy(state.undeclaredLabels, (entry) => entry.article)) {
    for (const [style, lines] of Map.groupBy(found, (entry) => entry.style)) {
      const first = lines[0]!
      const count = lines.length === 1 ? 'the only line' : `the first of ${lines.length} lines`
      report(
        state.file,
        `Unexpected label \`${first.printed}\` in artikel ${article.number} (${count} labeled so), expected a label as \`A.\`, \`1.\`, \`(a)\` or \`(1)\`, or the style declared in laws/corpus.json (\`typography.${edition}.labelStyles\`: \`["${style}"]\`); kept as text`,
        {ruleId: 'label-style-unknown', place: positionOf(first.line)}
      )
    }
  }
}

const item: Handler<'item'> = (state, line, shape) => {
  if (!enter(state, line, shape)) return
  state.footnoteZone = false
  // `A. Titel` with its body as a `- ` line right below it: one lid, title and text.
  const adjacent = state.previous !== null && state.previous.run === line.run && state.previous.line === line.line - 1
  if (adjacent && state.sink !== null && state.sink === state.stack.at(-1) && awaitsBody(state.sink)) {
    appendText(state, state.sink, shape.text, line)
    return
  }
  attachUnlabeled(state, line, 'item', shape.text)
}

/**
 * A text line: right after a chapter or section heading printed without a title, that title;
 * before any article, an unnumbered heading ("Voor de beurt bieden") or an error; a short line
 * without final punctuation right before an `Artikel` heading, an unnumbered heading too; in a
 * footnote or note, its next line; after a lid title that has no text yet, that lid's text;
 * anywhere else a paragraph of its own (each line of the wiki's text is a paragraph).
 */
const text: Handler<'text'> = (state, line, shape) => {
  const untitled = untitledHeading(state)
  const {title, range} = splitRange(shape.text)
  if (untitled && (isUnnumberedHeading(title) || isCapitalsTitle(title))) {
    // `HOOFDSTUK IV` with its title (and range) on the next line: one heading.
    untitled.title = title
    untitled.range ??= range
    untitled.heading = `${untitled.heading} ${line.text}`
    untitled.titleOnNextLine = true
    extend(untitled.position, line)
    if (untitled.type === 'section' && state.chapter) extend(state.chapter.position, line)
    return
  }
  if (lidTitleAbove(state, line, shape.text)) {
    holdLidTitle(state, line)
    return
  }
  if (!state.article && readsAsChapterPage(state, line)) {
    // Above a per-article page's heading only capitals mark a heading: a line of words in mixed
    // case there is as likely wiki chrome (`Naar navigatie springen`).
    // A heading heads what follows it: a wrapped line of a heading's text, and the page's last line
    // (a page may stop mid-sentence), are text.
    if (isUnnumberedHeading(shape.text) && (state.page.kind === 'chapter' || shape.text === shape.text.toUpperCase()) && !continuesHeadingText(state, line) && state.next !== null) {
      openSection(state, line, {keyword: null, number: null, title: shape.text.replace(/\.$/, ''), range: null})
      return
    }
    requireArticle(state, line)
    return
  }
  if (!enter(state, line, shape)) return
  if (state.page.kind === 'chapter' && isUnnumberedHeading(shape.text) && headsArticle(state, state.next)) {
    // A short line without final punctuation right before an `Artikel` heading heads the
    // articles that follow, as before the first article ("Voor de beurt spelen"), also right
    // after a footnote: the text of a footnote or lid ends like a sentence.
    openSection(state, line, {keyword: null, number: null, title: shape.text.replace(/\.$/, ''), range: null})
    return
  }
  const sink = state.sink
  if (continuesSink(state, line) && sink !== null && sink.type !== 'provision') {
    sink.text = `${sink.text}\n${shape.text}`
    extend(sink.position, line)
    extendOpen(state, line, false)
    return
  }
  state.footnoteZone = false
  const wrapped = wrappedFrom(state, line, shape.text)
  if (wrapped) {
    appendText(state, wrapped, shape.text, line, true)
    state.sink = wrapped
    return
  }
  const top = state.stack.at(-1)
  if (top && awaitsBody(top)) {
    appendText(state, top, shape.text, line)
    state.sink = top
    return
  }
  attachUnlabeled(state, line, 'paragraph', shape.text)
}

/** A chapter or section heading printed without its title, on the line just before. */
function untitledHeading(state: State): Chapter | Section | null {
  if (state.article || state.previous === null) return null
  const open = state.section ?? state.chapter
  const fresh = open !== null && open.title === '' && open.children.length === 0 && open.text === undefined && open.position.end.line === state.previous.line
  return fresh ? open : null
}

/** Whether `line` is an article heading that a reader takes as one. */
function headsArticle(state: State, line: SourceLine | null): boolean {
  if (line === null) return false
  const shape = state.shapeOf(line)
  return shape.kind === 'article' && !shape.sentenceLike
}

/**
 * The next line of the open footnote or note: the same mdast block, and no blank line between (a
 * loose list or a code block spans blank lines).
 */
function continuesSink(state: State, line: SourceLine): boolean {
  return state.sink !== null && state.sink.type !== 'provision' && state.previous !== null && state.previous.block === line.block && state.previous.run === line.run
}

/**
 * A short line of words: `Voor de beurt bieden`; a final period only in capitals, as older
 * editions print headings (`TEN ONRECHTE VOORSPELEN.`); a sentence is no heading.
 */
function isUnnumberedHeading(value: string): boolean {
  return value.length <= 120 && /^\p{L}[\p{L}\p{M} '’-]*$/u.test(value.endsWith('.') && value === value.toUpperCase() ? value.slice(0, -1) : value)
}

/** A titled provision with neither text nor parts yet takes the next line as its text. */
function awaitsBody(provision: Provision | Footnote | Note): provision is Provision {
  return provision.type === 'provision' && provision.form === 'title' && provision.text === null && provision.children.length === 0
}

/**
 * The provision whose sentence `line` continues: the line right before it (no blank line between)
 * ended that provision's text without ending its sentence, and `line` starts in lower case and is
 * no bullet (in the list layout of lid pages every bullet is a paragraph of the wiki, `- en:`).
 * A wrapped line, as a page copied from a narrow window has it: one paragraph.
 */
function wrappedFrom(state: State, line: SourceLine, value: string): Provision | null {
  const end = state.textEnd
  if (end === null || end.line !== state.previous || end.line.line !== line.line - 1 || end.provision !== state.sink || bulleted.test(line.raw)) return null
  return wrapsOn(end.provision.text ?? '', value) ? end.provision : null
}

const bulleted = /^[^\S\uFEFF]*[-*+•][^\S\uFEFF]/u

function appendText(state: State, provision: Provision, value: string, line: SourceLine, wrapped = false): void {
  const {text: clean, markers} = extractMarkers(value, state.options.typography)
  setText(state, provision, clean, markers, line, wrapped)
  noteMarkers(state, provision, markers, line)
  extendOpen(state, line)
}

/** An unlabeled paragraph or item belongs to the nearest open provision that holds paragraphs, else to the article. */
function attachUnlabeled(state: State, line: SourceLine, kind: 'paragraph' | 'item', value: string): void {
  const target = state.article!
  while (state.stack.length > 0 && !holdsParagraphs(state.stack.at(-1)!, state.stack.length === 1)) state.stack.pop()
  const parent = state.stack.at(-1)
  const siblings = parent ? parent.children : target.children
  const prefix = kind === 'paragraph' ? 'p' : 'li'
  const index = siblingsOf(state, siblings)
  const count = (index.unlabeled.get(kind) ?? 0) + 1
  const provision = newProvision({
    id: childId(parent ? parent.id : target.id, positionalSegment(prefix, count)),
    kind,
    label: null,
    printedLabel: null,
    labelKind: null,
    bullet: kind === 'item',
    form: null,
    line
  })
  const {text: clean, markers} = extractMarkers(value, state.options.typography)
  setText(state, provision, clean, markers, line)
  noteMarkers(state, provision, markers, line)
  siblings.push(provision)
  addSibling(index, provision)
  extendOpen(state, line)
  state.sink = provision
}

/**
 * Whether the paragraphs after `provision` are its own: a titled provision's (its title on its
 * line or above it), and a lid's (`top`, a capital or a number: `B.`, `3.`) until the next label.
 * Below an untitled `a.` or `(b)`, which enumerate inside a text, a paragraph goes on the text.
 */
function holdsParagraphs(provision: Provision, top: boolean): boolean {
  return provision.form === 'title' || provision.titleAbove === true || (top && /^(?:[A-Z]|\d+)$/.test(provision.label ?? ''))
}

/**
 * The article a line of law text goes into. On a per-lid page (`2017:31B`, `1963:28-3`) the article
 * and the lid come from the page name: the first line of law text opens the lid, unless it is a lid
 * label line itself (`B. Titel`, `3. Titel`; a lid other than the page name's is reported and kept
 * as printed). Notes before that line are the article's, linked to the lid they name; other lines
 * before the page's own label line are no text of its lid: reported, never a lid of their own.
 */
function enter(state: State, line: SourceLine, shape: LineShape): Article | null {
  // The next line of a note or footnote before the lid is no lid text.
  if (shape.kind === 'text' && continuesSink(state, line)) return state.article
  if (state.page.kind === 'lid' && (!state.article || state.lidPending) && beforePageHeading(state, line) && shape.kind !== 'note' && !isLidLine(state.page, shape)) {
    report(
      state.file,
      `Unexpected text \`${quote(line.text)}\` before the label line of lid ${state.page.lid} on page ${pageName(state)}, expected lid ${state.page.lid} first (notes may stand before it); declare wiki chrome in laws/corpus.json (\`noise\`)`,
      {ruleId: 'unrecognized-line', place: positionOf(line)}
    )
    return null
  }
  const target = requireArticle(state, line)
  if (!target || !state.lidPending || shape.kind === 'note') return target
  state.lidPending = false
  if (state.page.kind !== 'lid') return target
  if (isLidLine(state.page, shape)) {
    if (shape.label.toUpperCase() !== state.page.lid.toUpperCase()) {
      report(state.file, `Unexpected lid \`${shape.printed}\` on page ${state.options.provenance.edition}:${state.options.provenance.page}, expected lid ${state.page.lid} as the page name says; kept as lid ${shape.label}`, {
        ruleId: 'lid-page-mismatch',
        place: positionOf(line)
      })
    }
    return target
  }
  openLabeled(state, line, target, {labelKind: lidLabelKind(state.page.lid), label: state.page.lid, printed: `${state.page.lid}.`, bullet: false, form: 'title'})
  return target
}

function uniqueLabelId(state: State, line: SourceLine, siblings: Provision[], parentId: string, fields: {labelKind: string; label: string; printed: string}): string {
  const sameKind = siblingsOf(state, siblings).labels.get(fields.labelKind)
  const {number, path} = parseId(parentId)
  const where = `artikel ${[number, ...path].join(' ')}`
  if (sameKind?.seen.has(fields.label)) {
    report(state.file, `Unexpected second \`${fields.printed}\` in ${where}, expected each label once`, {ruleId: 'duplicate-label', place: positionOf(line)})
    // Only this function gives a sibling a `~` id: the next free one is the one after the last.
    const suffix = sameKind.suffixes.get(fields.label) ?? 2
    sameKind.suffixes.set(fields.label, suffix + 1)
    return childId(parentId, variantSegment(fields.label, suffix))
  }
  // The lids of an article are checked once the edition is assembled (passes.ts,
  // `reportLabelSequence`): its lid pages may hold the lids between.
  if (parentId === state.article?.id) return childId(parentId, fields.label)
  const previous = sameKind?.last
  const first = firstLabel(fields.label)
  const expected = previous === undefined ? first : nextLabel(previous)
  if (fields.label !== expected) {
    report(state.file, `Unexpected \`${fields.printed}\` in ${where}, expected \`${expected}\``, {ruleId: 'label-out-of-sequence', place: positionOf(line)})
  }
  return childId(parentId, fields.label)
}

export const handlers: Handlers = {
  rule,
  chapter,
  section,
  article,
  note,
  footnote,
  label,
  'deep-label': deepLabel,
  item,
  text
}
