// The unified wiring: remark-parse gives mdast with positions, `remarkLaw` turns it into the law
// tree. The plugin is a few lines around the pure `fromMdast`.
import type {Root} from 'mdast'
import remarkParse from 'remark-parse'
import {unified, type Plugin} from 'unified'
import type {Node} from 'unist'
import type {VFile} from 'vfile'
import {classifyLine} from './classify.ts'
import {fromMdast, type FromMdastOptions} from './from-mdast.ts'
import {normalizeLine} from './lines.ts'
import type {Source} from '../types.ts'

export const remarkLaw: Plugin<[FromMdastOptions], Root, Source> = function (options) {
  return (tree: Root, file: VFile) => fromMdast(tree, file, options)
}

/** Parse one source file (its header already checked) into a law tree. */
export function parseSource(file: VFile, options: FromMdastOptions): Source {
  const processor = unified().use(remarkParse).use(remarkLaw, options)
  const tree: Root = {type: 'root', children: []}
  for (const segment of segments(String(file.value))) {
    for (const child of processor.parse(segment.text).children) tree.children.push(shift(child, segment))
  }
  return processor.runSync(tree, file) as Source
}

interface Segment {
  text: string
  /** Lines and characters of the file before the segment. */
  lines: number
  offset: number
}

// Cheap test before classifying a line: only these can be article headings.
const maybeArticle = /^[\s#]*artikel\s/i
// Shapes whose handlers never continue the previous line's paragraph.
const structural = new Set(['article', 'chapter', 'section', 'label', 'item', 'note', 'rule'])
const longSegment = 100

/**
 * The file cut into pieces for remark-parse: before every article heading, and in a piece of
 * `longSegment` lines or more also after a blank line or before a structural line. micromark copies
 * the events of the whole document each time a list ends, which is quadratic in the number of lists
 * (every numbered lid and footnote is one; a 100 kB article took 15 s). `fromMdast` only asks
 * whether two adjacent lines share a block, and an article heading, a blank line or a structural
 * line ends that question, so the cuts change nothing it relies on.
 */
function segments(value: string): Segment[] {
  const found: Segment[] = []
  const ending = /\r\n|\r|\n/g
  let start = 0
  let startLine = 0
  let line = 0
  let lineStart = 0
  let previousBlank = false
  for (;;) {
    const match = ending.exec(value)
    const content = value.slice(lineStart, match ? match.index : value.length)
    if (lineStart > start && cutBefore(content, line - startLine, previousBlank)) {
      found.push({text: value.slice(start, lineStart), lines: startLine, offset: start})
      start = lineStart
      startLine = line
    }
    if (!match) break
    previousBlank = content.trim() === ''
    lineStart = match.index + match[0].length
    line++
  }
  found.push({text: value.slice(start), lines: startLine, offset: start})
  return found
}

function cutBefore(content: string, segmentLines: number, previousBlank: boolean): boolean {
  if (maybeArticle.test(content) && classifyLine(normalizeLine(content)).kind === 'article') return true
  if (segmentLines < longSegment) return false
  return previousBlank || structural.has(classifyLine(normalizeLine(content)).kind)
}

/** Move the positions of a segment's nodes to where the segment sits in the file. */
function shift<T extends Node>(node: T, segment: Segment): T {
  if (node.position) {
    for (const point of [node.position.start, node.position.end]) {
      point.line += segment.lines
      if (point.offset !== undefined) point.offset += segment.offset
    }
  }
  const children = (node as {children?: Node[]}).children
  if (children) children.forEach((child) => shift(child, segment))
  return node
}
