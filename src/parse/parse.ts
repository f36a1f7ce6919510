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
import {report} from '../rules.ts'
import type {Position, Source} from '../types.ts'

export const remarkLaw: Plugin<[FromMdastOptions], Root, Source> = function (options) {
  return (tree: Root, file: VFile) => fromMdast(tree, file, options)
}

/**
 * Parse one source file (its header already checked) into a law tree. A file given as bytes is
 * decoded first (encoding.ts); remark-parse reads the text in pieces (`markdownTree`).
 */
export function parseSource(file: VFile, options: FromMdastOptions): Source {
  if (file.value instanceof Uint8Array) file.value = decodeSource(file, file.value)
  const {tree, flattened} = markdownTree(String(file.value))
  for (const place of flattened) {
    const lines = place.end.line - place.start.line + 1
    report(file, `Unexpected list or quote markers nested past column ${maxColumn}${lines > 1 ? ` on ${lines} lines` : ''}, expected Markdown nesting within ${maxColumn} columns; Markdown reads them as text, the law text is kept`, {
      ruleId: 'markdown-nesting-too-deep',
      place
    })
  }
  return unified().use(remarkLaw, options).runSync(tree, file) as Source
}

// `fromMdast` reads the blocks only: inline constructs (emphasis, links, code spans, inline HTML)
// are switched off, which also spares micromark their worst cases (`[[[[...` takes quadratic time).
// Escapes and character references stay: they decide whether a line is a link definition.
const blocksOnly = {disable: {null: ['attention', 'autolink', 'codeText', 'hardBreakEscape', 'htmlText', 'labelEnd', 'labelStartImage', 'labelStartLink']}}
const markdown = unified().use(remarkParse).data('micromarkExtensions', [blocksOnly]).freeze()

/**
 * The mdast tree `fromMdast` reads, and where container markers were left out of what Markdown
 * read (`flatten`), one place per run of adjacent lines. remark-parse reads the text in pieces
 * (see `pieces`); an article heading starts a new piece, so no Markdown context (an open list,
 * code fence or HTML block) carries across it.
 */
export function markdownTree(text: string): {tree: Root; flattened: Position[]} {
  const value = text.replace(/^\uFEFF/, '')
  const tree: Root = {type: 'root', children: []}
  const {found, flattened} = pieces(value)
  for (const piece of found) {
    // One line asks nothing of mdast (`fromMdast` gives a line outside any block a block of its own).
    if (piece.lineCount < 2) continue
    for (const child of markdown.parse(piece.text).children) tree.children.push(shift(child, piece))
  }
  const places: Position[] = []
  for (const line of flattened) {
    const last = places.at(-1)
    if (last && last.end.line === line.line - 1) last.end = {line: line.line, column: line.to + 1}
    else places.push({start: {line: line.line, column: line.from + 1}, end: {line: line.line, column: line.to + 1}})
  }
  return {tree, flattened: places}
}

interface Piece {
  text: string
  /** Lines and characters of the file before the piece. */
  lines: number
  offset: number
  /** Non-blank lines in the piece. */
  lineCount: number
}

/** A line whose container markers past `maxColumn` micromark does not read: its code units `from` to `to`. */
interface Flattened {
  /** 1-based line number. */
  line: number
  from: number
  to: number
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
 * 100 kB took 15 s); and most pieces of law text are one line, which need no parse at all. A long
 * piece is cut more often (`longPiece`). Lines are cut where lines.ts cuts them (`lineEnding`),
 * and each is read as `flatten` leaves it.
 */
function pieces(value: string): {found: Piece[]; flattened: Flattened[]} {
  const found: Piece[] = []
  const flattened: Flattened[] = []
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
  // Lines of the current piece flattened, by their start.
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
    if (lineStart > start && (isArticle(content) || (previousBlank && !open && !indented && /^\S/.test(content)) || (lineCount >= longPiece && startsBlock(content, previousBlank)))) {
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
    const cut = flatten(content)
    if (cut) {
      shallowed.set(lineStart, {end: lineEnd, text: content.slice(0, cut.from) + content.slice(cut.to)})
      flattened.push({line: line + 1, ...cut})
    }
    if (!match) break
    previousBlank = blank
    lineStart = match.index + match[0].length
    line++
  }
  close(value.length)
  return {found, flattened}
}

/**
 * A piece of more than `longPiece` non-blank lines is cut also where the rules above cannot
 * promise the tree of one remark-parse run: before an unindented line after a blank line, or
 * before an unindented list item or block quote, which in a long list or quote ends the blocks
 * nested in the one before it. micromark copies the events of the whole document each time a
 * block nested in an open list or quote ends, so a long article of nested lists took the square
 * of its length (190 kB: 15 s). Past such a cut a line may start a block of its own where one
 * remark-parse run would have continued the block before it, which decides only whether a line
 * continues a footnote or note; every line is kept. The pieces of law text are far shorter (its
 * longest top-level block is six lines).
 */
const longPiece = 100

function startsBlock(content: string, afterBlank: boolean): boolean {
  if (!/^\S/.test(content)) return false
  const item = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/.exec(content)
  // An empty item (`-`) reads otherwise in a list than on its own.
  if (item) return content.slice(item[0].length).trim() !== ''
  return afterBlank || content.startsWith('>')
}

/** An article heading, exactly as `fromMdast` will classify the line. */
function isArticle(content: string): boolean {
  return maybeArticle.test(content) && classifyLine(lineText(content)).kind === 'article'
}

/**
 * Container markers (`- `, `1. `, `>`) at the start of a line nest a block each, on one line
 * (`- - - x`) or down the lines (each item indented under the one before). Nesting costs the
 * cube of its depth: micromark reads a line's indentation again for every block open around it
 * (21.5 million steps for 164 kB nested 400 deep), and mdast-util-from-markdown walks the events
 * of a list again for every list around it; 2,000 levels took minutes. Every level takes at
 * least a column, so a line's markers that start past column `maxColumn` are left out of what
 * micromark reads, with the spaces and tabs from that column to the line's content: the first
 * markers decide the top-level block, the content stays, and the depth stays below `maxColumn`.
 * Law text nests four deep; the parser reports the markers it left out.
 */
const maxColumn = 64

function flatten(line: string): {from: number; to: number} | null {
  const marker = /(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y
  let column = 0
  let cut = -1
  let deep = false
  let index = 0
  for (;;) {
    if (cut === -1 && column >= maxColumn) cut = index
    const character = line[index]
    if (character === ' ' || character === '\t') {
      column = character === ' ' ? column + 1 : column + 4 - (column % 4)
      index++
      continue
    }
    marker.lastIndex = index
    if (!marker.test(line)) break
    deep ||= cut !== -1
    column += marker.lastIndex - index
    index = marker.lastIndex
  }
  return deep ? {from: cut, to: index} : null
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
