// The unified wiring: remark-parse gives mdast with positions, `remarkLaw` turns it into the law
// tree. The plugin is a few lines around the pure `fromMdast`.
import type {Root} from 'mdast'
import remarkParse from 'remark-parse'
import {unified, type Plugin} from 'unified'
import type {Node} from 'unist'
import {visit} from 'unist-util-visit'
import type {VFile} from 'vfile'
import {classifyLine} from './classify.ts'
import {decodeSource} from './encoding.ts'
import {fromMdast, type FromMdastOptions} from './from-mdast.ts'
import {lineEnding, lineText} from './lines.ts'
import type {Source} from '../types.ts'

export const remarkLaw: Plugin<[FromMdastOptions], Root, Source> = function (options) {
  return (tree: Root, file: VFile) => fromMdast(tree, file, options)
}

/**
 * Parse one source file (its header already checked) into a law tree. A file given as bytes is
 * decoded first (encoding.ts). remark-parse reads the file in pieces (see `pieces`); an article
 * heading starts a new piece, so no Markdown context (an open list, code fence or HTML block)
 * carries across it.
 */
export function parseSource(file: VFile, options: FromMdastOptions): Source {
  if (file.value instanceof Uint8Array) file.value = decodeSource(file, file.value)
  const processor = unified().use(remarkParse).use(remarkLaw, options).data('micromarkExtensions', [blocksOnly])
  const tree: Root = {type: 'root', children: []}
  for (const piece of pieces(String(file.value))) {
    // One line asks nothing of mdast (`fromMdast` gives a line outside any block a block of its own).
    if (piece.lineCount < 2) continue
    for (const child of processor.parse(piece.text).children) tree.children.push(shift(child, piece))
  }
  return processor.runSync(tree, file) as Source
}

// `fromMdast` reads the blocks only: inline constructs (emphasis, links, code spans, inline HTML)
// are switched off, which also spares micromark their worst cases (`[[[[...` takes quadratic time).
// Escapes and character references stay: they decide whether a line is a link definition.
const blocksOnly = {disable: {null: ['attention', 'autolink', 'codeText', 'hardBreakEscape', 'htmlText', 'labelEnd', 'labelStartImage', 'labelStartLink']}}

interface Piece {
  text: string
  /** Lines and characters of the file before the piece. */
  lines: number
  offset: number
  /** Non-blank lines in the piece. */
  lineCount: number
}

// Cheap test before classifying a line: only these can be article headings.
const maybeArticle = /^[\s#]*artikel\s/i
// A code fence or an HTML block (`<script>`, `<!--`) can run on across blank lines.
const opensBlock = /^ {0,3}(?:```|~~~|<)/

/**
 * The file cut before every article heading, and before an unindented line after a blank line
 * when the last line before the blank was unindented too and no code fence or HTML block may be
 * open. `fromMdast` asks mdast one thing: whether two adjacent lines share a block. Across such a
 * cut only a list runs on, as a new item with the same grouping, so the second kind of cut gives
 * the tree of one remark-parse run up to the next article heading (a property test checks this;
 * after an indented line micromark reads an empty item `*` as text, hence that condition). Pieces
 * keep micromark linear: it copies the events of the whole document each time a list ends, which
 * is quadratic in the number of lists (every numbered lid and footnote is one; one article of
 * 100 kB took 15 s); and most pieces of law text are one line, which need no parse at all.
 */
function pieces(value: string): Piece[] {
  const found: Piece[] = []
  const ending = new RegExp(lineEnding, 'g')
  let start = 0
  let startLine = 0
  let line = 0
  let lineStart = 0
  let lineCount = 0
  let previousBlank = false
  // The last non-blank line was indented: an indented code block may still be open.
  let indented = false
  let open = false
  // Lines of the current piece made shallow, by their start.
  let shallowed = new Map<number, {end: number; text: string}>()
  const close = (end: number) => {
    found.push({text: withShallowLines(value, start, end, shallowed), lines: startLine, offset: start, lineCount})
    shallowed = new Map()
    lineCount = 0
  }
  for (;;) {
    const match = ending.exec(value)
    const lineEnd = match ? match.index : value.length
    const content = value.slice(lineStart, lineEnd)
    // Blank to micromark: spaces and tabs only (a line of no-break spaces is a paragraph to it).
    const blank = /^[ \t]*$/.test(content)
    if (lineStart > start && (isArticle(content) || (previousBlank && !open && !indented && /^\S/.test(content)))) {
      close(lineStart)
      start = lineStart
      startLine = line
      open = false
    }
    open ||= opensBlock.test(content)
    if (!blank) {
      lineCount++
      indented = /^\s/.test(content)
    }
    const flat = shallow(content)
    if (flat !== content) shallowed.set(lineStart, {end: lineEnd, text: flat})
    if (!match) break
    previousBlank = blank
    lineStart = match.index + match[0].length
    line++
  }
  close(value.length)
  return found
}

/** An article heading, exactly as `fromMdast` will classify the line. */
function isArticle(content: string): boolean {
  return maybeArticle.test(content) && classifyLine(lineText(content)).kind === 'article'
}

// Container markers (`- `, `1. `, `>`) at the start of a line nest a block per marker, and
// micromark takes quadratic time in the depth (`- - - - ...` 200 kB long never ends). Markers past
// `maxDepth` are left out of what micromark reads: the first ones decide the top-level block, and
// the content after the last marker stays. Law text nests four deep.
const maxDepth = 32

function shallow(line: string): string {
  const marker = /(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]*/y
  marker.lastIndex = /^[ \t]*/.exec(line)![0].length
  let count = 0
  let keep = 0
  let end = marker.lastIndex
  while (marker.exec(line)) {
    count++
    end = marker.lastIndex
    if (count === maxDepth) keep = end
  }
  return count > maxDepth ? line.slice(0, keep) + line.slice(end) : line
}

function withShallowLines(value: string, start: number, end: number, shallowed: Map<number, {end: number; text: string}>): string {
  let text = ''
  let last = start
  for (const [lineStart, line] of shallowed) {
    text += value.slice(last, lineStart) + line.text
    last = line.end
  }
  return text + value.slice(last, end)
}

/** Move the positions of a piece's nodes to where the piece sits in the file. */
function shift<T extends Node>(node: T, piece: Piece): T {
  visit(node, (current) => {
    for (const point of current.position ? [current.position.start, current.position.end] : []) {
      point.line += piece.lines
      if (point.offset !== undefined) point.offset += piece.offset
    }
  })
  return node
}
