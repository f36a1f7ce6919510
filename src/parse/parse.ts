// The unified wiring: remark-parse gives mdast with positions, `remarkLaw` turns it into the law
// tree. The plugin is a few lines around the pure `fromMdast`.
import type {Root} from 'mdast'
import remarkParse from 'remark-parse'
import {unified, type Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {classifyLine} from './classify.ts'
import {fromMdast, type FromMdastOptions} from './from-mdast.ts'
import {controlCharacters, normalizeLine} from './lines.ts'
import type {Source} from '../types.ts'

export const remarkLaw: Plugin<[FromMdastOptions], Root, Source> = function (options) {
  return (tree: Root, file: VFile) => fromMdast(tree, file, options)
}

/**
 * Parse one source file (its header already checked) into a law tree. remark-parse reads the file
 * in pieces (see `pieces`); an article heading starts a new piece, so no Markdown context (an open
 * list, code fence or HTML block) carries across it.
 */
export function parseSource(file: VFile, options: FromMdastOptions): Source {
  const processor = unified().use(remarkParse).use(remarkLaw, options)
  const tree: Root = {type: 'root', children: []}
  for (const piece of pieces(String(file.value))) {
    for (const child of processor.parse(piece.text).children) tree.children.push(shift(child, piece))
  }
  return processor.runSync(tree, file) as Source
}

interface Piece {
  text: string
  /** Lines and characters of the file before the piece. */
  lines: number
  offset: number
}

const lineEnding = /\r\n|\r|\n/g
// Cheap test before classifying a line: only these can be article headings.
const maybeArticle = /^[\s#]*artikel\s/i
// A code fence or an HTML block (`<script>`, `<!--`) can run on across blank lines.
const opensBlock = /^ {0,3}(?:```|~~~|<)/
const longPiece = 100

/**
 * The file cut before every article heading, and, in a piece of `longPiece` lines or more, also
 * before an unindented line after a blank line while no code fence or HTML block may be open.
 * micromark copies the events of the whole document each time a list ends, which is quadratic in
 * the number of lists (every numbered lid and footnote is one; one article of 100 kB took 15 s);
 * pieces keep it linear. No Markdown block but a list runs on across a blank line to an unindented
 * line, and there only as a new item with the same grouping, so the second kind of cut gives the
 * tree of one remark-parse run up to the next article heading (a property test checks this).
 */
function pieces(value: string): Piece[] {
  const found: Piece[] = []
  const ending = new RegExp(lineEnding)
  let start = 0
  let startLine = 0
  let line = 0
  let lineStart = 0
  let previousBlank = false
  let open = false
  for (;;) {
    const match = ending.exec(value)
    const content = value.slice(lineStart, match ? match.index : value.length)
    const cut = lineStart > start && (isArticle(content) || (line - startLine >= longPiece && previousBlank && !open && /^\S/.test(content)))
    if (cut) {
      found.push({text: value.slice(start, lineStart), lines: startLine, offset: start})
      start = lineStart
      startLine = line
      open = false
    }
    open ||= opensBlock.test(content)
    if (!match) break
    previousBlank = content.trim() === ''
    lineStart = match.index + match[0].length
    line++
  }
  found.push({text: value.slice(start), lines: startLine, offset: start})
  return found
}

/** An article heading, exactly as `fromMdast` will classify the line. */
function isArticle(content: string): boolean {
  return maybeArticle.test(content) && classifyLine(normalizeLine(content.replace(controlCharacters, ''))).kind === 'article'
}

/** Move the positions of a piece's nodes to where the piece sits in the file. */
function shift<T extends Node>(node: T, piece: Piece): T {
  if (node.position) {
    for (const point of [node.position.start, node.position.end]) {
      point.line += piece.lines
      if (point.offset !== undefined) point.offset += piece.offset
    }
  }
  const children = (node as {children?: Node[]}).children
  if (children) children.forEach((child) => shift(child, piece))
  return node
}
