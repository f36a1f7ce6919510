// mdast → law tree, in the shape of mdast-util-to-hast: a state (state.ts), one handler per line
// shape (handlers.ts) called through `state.one`, then passes over the built tree (passes.ts).
// Pure: a tree and a file in, a law tree out, diagnostics on the file; lines nobody can place
// become diagnostics, never silent losses.
import type {Root} from 'mdast'
import {stringifyPosition} from 'unist-util-stringify-position'
import type {VFile} from 'vfile'
import {labelRank, lineClassifier, type LineShape} from './classify.ts'
import {findDuplicateBlocks, type DuplicateBlock} from './duplicates.ts'
import {footnotePlaces} from './footnote-places.ts'
import {reportCutShort} from './cut-short.ts'
import {gluedMarkers} from './markers.ts'
import {handlers, reportUndeclaredLabelStyles} from './handlers.ts'
import {withoutLidPageLayout} from './lid-layout.ts'
import {pageHeadingIndex} from './pages.ts'
import {headingsOf} from '../walk.ts'
import {noiseMatcher, sourceLines, type SourceLine} from './lines.ts'
import {footnoteReferences, linkFootnotes, numberSymbolMarks, linkNotes, markListLayout, reportEmptyHeadings, untitleSentences} from './passes.ts'
import {createState, type FromMdastOptions} from './state.ts'
import {quote, report} from '../rules.ts'
import type {Source} from '../types.ts'

export type {FromMdastOptions}

export function fromMdast(tree: Root, file: VFile, options: FromMdastOptions): Source {
  const isNoise = noiseMatcher(options.noise)
  const read = sourceLines(tree, file).filter((line) => line.line > (options.headerLines ?? 0) && !isNoise(line.text))
  const lines = withoutLidPageLayout(read, options.page ?? {kind: 'chapter'})
  const classify = lineClassifier(options.typography)
  const shapes = lines.map((line) => classify(line.text))

  const dropped = new Set<number>()
  for (const block of findDuplicateBlocks(lines, shapes)) {
    for (let index = block.start; index <= block.end; index++) dropped.add(index)
    reportDuplicate(file, lines, shapes, block)
  }
  const kept = lines.filter((_, index) => !dropped.has(index))
  const keptShapes = shapes.filter((_, index) => !dropped.has(index))
  const state = createState(file, options, handlers, footnotePlaces(kept, keptShapes))
  state.pageHeading = kept[pageHeadingIndex(state.page, keptShapes)] ?? null
  kept.forEach((line, index) => state.one(line, kept[index + 1] ?? null))
  const last = kept.at(-1)
  if (last) {
    const top = state.stack.at(-1)
    const open = top !== undefined && top.form === 'title' && top.text === null && top.children.length === 0 && top.position.end.line === last.line ? top : null
    reportCutShort(file, {line: last, shape: state.shapeOf(last), article: state.article, heading: state.section ?? state.chapter, open, root: state.root}, state.page, options.typography ?? {})
  }
  reportUndeclaredLabelStyles(state)
  if (!options.typography?.superscriptDigits) reportGluedDigits(file, kept, options.provenance.edition)
  untitleSentences(state.root)
  markListLayout(state.root)

  numberSymbolMarks(state.root, state.markers)
  linkFootnotes(state.root, file, state.markers)
  footnoteReferences(state.root, options.provenance.edition)
  linkNotes(state.root)
  reportEmptyHeadings(state.root, file)
  const page = options.page ?? {kind: 'chapter'}
  const start = {start: {line: 1, column: 1}, end: {line: 1, column: 1}}
  const pageName = `${options.provenance.edition}:${options.provenance.page}`
  // A chapter page may hold a chapter's own text and no article (its articles on pages of their
  // own): under a numbered heading (`VIERDE TIJDVAK`, `HOOFDSTUK IV`), not only a line taken for an
  // unnumbered one, which may be chrome.
  const headingText = page.kind === 'chapter' && headingsOf(state.root).some((heading) => heading.text !== undefined && heading.number !== null)
  // Under an unnumbered heading only (a section page, an introduction), the text is kept as that heading's own text all the same, and said.
  const unnumbered = page.kind === 'chapter' ? headingsOf(state.root).find((heading) => heading.text !== undefined && heading.text.length > 0) : undefined
  if (state.articleNumbers.length === 0 && !headingText && unnumbered) {
    report(
      file,
      `Unexpected law text under \`${quote(unnumbered.heading)}\` without any article on the page, expected a numbered chapter or section heading, or \`Artikel\` headings; the text is kept and published as that heading's own text`,
      {ruleId: 'text-without-articles', place: unnumbered.position}
    )
  } else if (state.articleNumbers.length === 0 && !headingText) {
    // A per-article or per-lid page needs no heading: what it lacks is its text.
    const expected =
      page.kind === 'lid'
        ? `lid ${page.lid} of artikel ${page.article} (the page name) after the header`
        : page.kind === 'article'
          ? `the text of artikel ${page.article} (the page name) after the header`
          : 'at least one `Artikel <nummer> <titel>` heading'
    report(file, `Unexpected source without articles, expected ${expected}`, {ruleId: 'empty-source', place: start})
  } else if (state.lidPending && page.kind === 'lid') {
    report(file, `Unexpected page ${pageName} without lid ${page.lid}, expected the lid's text after the header (the page holds only notes or footnotes)`, {ruleId: 'lid-page-mismatch', place: start})
  }
  return state.root
}

function reportDuplicate(file: VFile, lines: SourceLine[], shapes: LineShape[], block: DuplicateBlock): void {
  const labels = shapes.slice(block.start, block.end + 1).filter((shape): shape is Extract<LineShape, {kind: 'label'}> => shape.kind === 'label' && shape.labelKind !== 'paren-number')
  const top = Math.min(...labels.map((shape) => labelRank[shape.labelKind]))
  const lids = labels.filter((shape) => labelRank[shape.labelKind] === top).map((shape) => shape.label)
  let before = block.start - 1
  while (before >= 0 && shapes[before]!.kind !== 'article') before--
  const article = shapes[before]
  const where = article?.kind === 'article' ? ` of artikel ${article.number}` : ''
  const span = lids.length > 1 ? `${lids[0]}-${lids.at(-1)}` : (lids[0] ?? '')
  const range = (from: number, to: number) => ({start: {line: lines[from]!.line, column: lines[from]!.column}, end: {line: lines[to]!.line, column: lines[to]!.endColumn}})
  const kept = range(block.keptStart, block.keptEnd)
  report(file, `Unexpected repeated block of lid ${span}${where} (copy kept at ${stringifyPosition(kept)}), expected each lid once`, {
    ruleId: 'duplicate-block',
    place: range(block.start, block.end),
    cause: {reason: 'Kept copy is here', place: kept}
  })
}

/**
 * Digits glued to a word (`speelruimte1`) in an edition that does not declare superscript markers:
 * most likely a footnote marker whose superscript came out as a plain digit. Kept as text, and
 * reported once per page at the first, so the edition can be declared (`superscriptDigits`).
 */
function reportGluedDigits(file: VFile, lines: SourceLine[], edition: string): void {
  const found = lines.flatMap((line) => gluedMarkers(line.raw).map((marker) => ({line, marker})))
  const first = found[0]
  if (!first) return
  const word = /[\p{L}\p{M}]+$/u.exec(first.line.raw.slice(0, first.marker.at))?.[0] ?? ''
  const more = found.length > 1 ? ` and ${found.length - 1} more on this page` : ''
  const column = first.marker.at + 1
  report(
    file,
    `Unexpected digits glued to a word (\`${quote(word + first.marker.number)}\`${more}), expected a word; kept as text. If edition ${edition} prints footnote markers as superscripts, declare \`typography.${edition}.superscriptDigits\` in laws/corpus.json`,
    {ruleId: 'glued-digits', place: {start: {line: first.line.line, column: column - word.length}, end: {line: first.line.line, column: column + first.marker.number.length}}}
  )
}
