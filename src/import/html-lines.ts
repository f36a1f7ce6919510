// A wiki page's rendered HTML (the API's `action=parse`) as the lines of a source in `laws/`: the
// form the parse stage reads, the form a reader copies from the page. Paragraphs, headings, tables
// and lists become blocks separated by a blank line; a line break inside a paragraph stays a line
// break; a list item is one line, marked as the wiki shows it (`- ` per level for bullets and
// indented definitions, `1. ` for numbered items); a horizontal rule is `---`; footnotes made with
// the Cite extension keep their numbers (`¹⁾` at the marker, `1) ...` under a rule).
// The HTML is read by rehype-parse and its text by hast-util-to-text, never by patterns.
import type {Element, ElementContent, Root, RootContent} from 'hast'
import {toText} from 'hast-util-to-text'
import rehypeParse from 'rehype-parse'
import {unified} from 'unified'

/** A block's lines: a paragraph, a heading, a list, a table. */
type Block = string[]

/** Wiki chrome inside the rendered text: edit links, the table of contents, hidden and print-only parts. */
const chromeClasses = new Set(['mw-editsection', 'toc', 'mw-empty-elt', 'noprint', 'mw-cite-backlink', 'catlinks'])
const skippedTags = new Set(['script', 'style', 'template', 'link', 'meta', 'noscript'])
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const superscripts: Record<string, string> = {0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹'}

/** The lines of a rendered page, blocks separated by one blank line, with no trailing newline. */
export function renderedLines(html: string): string {
  const tree = unified().use(rehypeParse, {fragment: true}).parse(html)
  const blocks = blocksOf(tree.children, 0)
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n')
}

function blocksOf(nodes: Array<RootContent | ElementContent>, depth: number): Block[] {
  const blocks: Block[] = []
  let inline: Array<RootContent | ElementContent> = []
  const flush = () => {
    const lines = linesOf(inline)
    if (lines.length > 0) blocks.push(lines)
    inline = []
  }
  for (const node of nodes) {
    if (node.type === 'comment' || node.type === 'doctype') continue
    if (node.type !== 'element') {
      inline.push(node)
      continue
    }
    if (isChrome(node)) continue
    const block = blockOf(node, depth)
    if (block === null) {
      inline.push(node)
      continue
    }
    flush()
    blocks.push(...block)
  }
  flush()
  return blocks
}

/** The blocks an element makes, or null when it is inline content. */
function blockOf(node: Element, depth: number): Block[] | null {
  const tag = node.tagName
  if (tag === 'p' || headings.has(tag) || tag === 'pre' || tag === 'caption') return [linesOf(node.children)]
  if (tag === 'hr') return [['---']]
  if (tag === 'ul' || tag === 'ol' || tag === 'dl') return listBlocks(node, depth)
  if (tag === 'table') return [tableLines(node)]
  if (tag === 'div' || tag === 'blockquote' || tag === 'section' || tag === 'center' || tag === 'body' || tag === 'html' || tag === 'main' || tag === 'article') {
    return blocksOf(node.children, depth)
  }
  return null
}

/** A list's items, one line each (nested lists one level deeper), as one block; Cite's references under a rule. */
function listBlocks(list: Element, depth: number): Block[] {
  const references = list.tagName === 'ol' && hasClass(list, 'references')
  const lines = listLines(list, depth, references)
  if (lines.length === 0) return []
  return references ? [['---'], lines] : [lines]
}

function listLines(list: Element, depth: number, references: boolean): string[] {
  const lines: string[] = []
  let number = Number(list.properties['start'] ?? 1)
  for (const item of list.children) {
    if (item.type !== 'element' || isChrome(item)) continue
    let marker: string
    if (references) marker = `${number++}) `
    else if (item.tagName === 'li' && list.tagName === 'ol') marker = `${'  '.repeat(depth)}${number++}. `
    else if (item.tagName === 'dt') marker = ''
    else marker = '- '.repeat(depth + 1)
    const isList = (child: ElementContent): child is Element => child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol' || child.tagName === 'dl')
    const own = linesOf(item.children.filter((child) => !isList(child)))
    // An item that holds only a nested list (`::` in wikitext) adds a level, no line of its own.
    if (own.length > 0) lines.push(marker + own[0]!, ...own.slice(1))
    for (const sub of item.children.filter(isList)) lines.push(...listLines(sub, depth + 1, false))
  }
  return lines
}

/** A table's rows, one line each, its cells separated by ` | `. */
function tableLines(table: Element): string[] {
  const rows: string[] = []
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element' || isChrome(child)) continue
      if (child.tagName === 'caption') rows.push(...linesOf(child.children))
      else if (child.tagName === 'tr') {
        const cells = child.children.filter((cell): cell is Element => cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th'))
        const row = cells.map((cell) => linesOf(cell.children).join(' ')).join(' | ')
        if (row.trim() !== '') rows.push(row)
      } else visit(child)
    }
  }
  visit(table)
  return rows
}

/** Inline content as lines: whitespace collapsed as a browser shows it, a `<br>` a line break. */
function linesOf(nodes: Array<RootContent | ElementContent>): string[] {
  const kept = nodes.flatMap((node) => withoutChrome(node))
  if (kept.length === 0) return []
  const root: Root = {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: kept as ElementContent[]}]}
  const lines = toText(root)
    .split('\n')
    .map((line) => line.trim())
  // A paragraph the wiki opens with a line break (`<p><br />`) stands for a blank line the wikitext
  // had more: it is kept, as the parse stage reads two blank lines otherwise than one.
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  return lines.length === 0 && hasBreak(kept) ? [''] : lines
}

function hasBreak(nodes: Array<RootContent | ElementContent>): boolean {
  return nodes.some((node) => node.type === 'element' && (node.tagName === 'br' || hasBreak(node.children)))
}

/** A node without its chrome; a Cite footnote marker (`[1]`) as the superscript number the texts print (`¹⁾`). */
function withoutChrome(node: RootContent | ElementContent): Array<RootContent | ElementContent> {
  if (node.type === 'comment' || node.type === 'doctype') return []
  if (node.type !== 'element') return [node]
  if (isChrome(node)) return []
  if (node.tagName === 'sup' && hasClass(node, 'reference')) {
    const digits = toText(node).replace(/\D/g, '')
    return digits === '' ? [] : [{type: 'text', value: `${[...digits].map((digit) => superscripts[digit]).join('')}⁾`}]
  }
  return [{...node, children: node.children.flatMap((child) => withoutChrome(child)) as ElementContent[]}]
}

function isChrome(node: Element): boolean {
  if (skippedTags.has(node.tagName)) return true
  if (node.properties['id'] === 'toc') return true
  const style = String(node.properties['style'] ?? '').replace(/\s/g, '')
  if (/display:none/.test(style)) return true
  return classesOf(node).some((name) => chromeClasses.has(name))
}

function hasClass(node: Element, name: string): boolean {
  return classesOf(node).includes(name)
}

function classesOf(node: Element): string[] {
  const value = node.properties['className']
  return Array.isArray(value) ? value.map(String) : []
}
