// Canonical Markdown of the law tree (for downloads, and the round-trip and nothing-lost proofs):
// the tree becomes mdast, remark-stringify writes it. Parsing the output gives the same tree.
import type {BlockContent, Heading, List, Paragraph, Root, RootContent} from 'mdast'
import remarkStringify from 'remark-stringify'
import {unified} from 'unified'
import {CONTINUE, EXIT, visit} from 'unist-util-visit'
import {insertMarkers} from './markers.ts'
import type {Article, Chapter, Provision, Section, Source} from '../types.ts'

/** One article as Markdown, starting with its `## Artikel` heading. */
export function articleToMarkdown(article: Article): string {
  return stringify({type: 'root', children: articleNodes(article)})
}

/** A whole source file (without its `Sjabloon:` header line). */
export function sourceToMarkdown(source: Source): string {
  return stringify({type: 'root', children: source.children.flatMap(containerNodes)})
}

// One frozen processor: making one per article cost more than writing the article.
const markdown = unified().use(remarkStringify, {bullet: '-', rule: '-', listItemIndent: 'one'}).freeze()

function stringify(tree: Root): string {
  return markdown.stringify(tree)
}

/** A chapter's or section's heading with its own text, without its articles: for a file of articles that shows the text where it stands. */
export function headingToMarkdown(node: Chapter | Section): string {
  return stringify({type: 'root', children: headingNodes(node)})
}

function containerNodes(node: Chapter | Section | Article): RootContent[] {
  if (node.type === 'article') return articleNodes(node)
  return [...headingNodes(node), ...(node.children as Array<Section | Article>).flatMap(containerNodes)]
}

function headingNodes(node: Chapter | Section): RootContent[] {
  const depth = node.type === 'chapter' ? 1 : 2
  // A heading printed on two lines is written so again: its number line, then its title line.
  const lines = node.titleOnNextLine ? splitTitleLine(node.heading) : [node.heading]
  const headings: Heading[] = lines.map((value) => ({type: 'heading', depth, children: [{type: 'text', value}]}))
  // Its own text, as printed, between its heading and its first article.
  return [...headings, ...(node.text ?? []).map((part) => paragraph(withLineBreaks(part.text, part.joins)))]
}

/** `HOOFDSTUK IV ALGEMENE BEPALINGEN` → `HOOFDSTUK IV`, `ALGEMENE BEPALINGEN` (the number line has two words). */
function splitTitleLine(heading: string): string[] {
  const [, numberLine, titleLine] = /^(\S+\s*\S+)\s+(.*)$/su.exec(heading) ?? [heading, heading, '']
  return titleLine ? [numberLine!, titleLine] : [heading]
}

function articleNodes(article: Article): RootContent[] {
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    // A title that ends like a sentence reads as a heading only after `<n>.` (classify.ts).
    children: [{type: 'text', value: `Artikel ${article.number}${article.title ? `${/[.;:,]$/.test(article.title) ? '.' : ''} ${insertMarkers(article.title, article.markers ?? [])}` : ''}`}]
  }
  const nodes: RootContent[] = [heading]
  // Notes stay where they stand among the provisions: their order gives their ids.
  const notes = [...article.notes]
  for (const provision of article.children) {
    while (notes[0] && notes[0].position.start.line <= provision.position.start.line) nodes.push(paragraph(notes.shift()!.text))
    nodes.push(...provisionNodes(provision))
  }
  for (const note of notes) nodes.push(paragraph(note.text))
  // The rule stands wherever a footnote could: in an article with a rule, a `1) ...` line before
  // it is text (handlers.ts), so a text line of that shape cannot turn into a footnote.
  if (article.footnotes.length > 0 || hasMarkers(article)) {
    nodes.push({type: 'thematicBreak'})
    // A footnote's next lines follow on lines of their own (its first line can be empty).
    for (const footnote of article.footnotes) {
      const mark = footnote.symbol ?? `${footnote.number})`
      nodes.push(paragraph(footnote.text === '' || footnote.text.startsWith('\n') ? `${mark}${footnote.text}` : `${mark} ${footnote.text}`))
    }
  }
  return nodes
}

function hasMarkers(article: Article): boolean {
  if ((article.markers ?? []).length > 0) return true
  let found = false
  visit(article, 'provision', (node) => {
    const {markers} = node as Provision
    found = markers.title.length + markers.text.length > 0
    return found ? EXIT : CONTINUE
  })
  return found
}

function provisionNodes(provision: Provision): RootContent[] {
  // A title or text can be null while a marker stands there alone (`A. ¹⁾`).
  const title = provision.title === null && provision.markers.title.length === 0 ? null : insertMarkers(provision.title ?? '', provision.markers.title)
  const text = provision.text === null && provision.markers.text.length === 0 ? null : insertMarkers(withLineBreaks(provision.text ?? '', provision.joins), provision.markers.text)
  const nodes: BlockContent[] = []
  if (provision.kind === 'labeled' && provision.titleAbove) {
    // Its title on the line right above the labelled line, as printed: one paragraph, two lines.
    nodes.push(paragraph(`${title}\n${[provision.printedLabel, text].filter(Boolean).join(' ')}`))
  } else if (provision.kind === 'labeled') {
    const head = provision.form === 'title' ? title : text
    nodes.push(paragraph([provision.printedLabel, head].filter(Boolean).join(' ')))
    if (provision.form === 'title' && text !== null) nodes.push(paragraph(text))
  } else {
    nodes.push(paragraph(text ?? ''))
  }
  const own: RootContent[] = provision.bullet ? [bulleted(nodes[0]!), ...nodes.slice(1)] : nodes
  return [...own, ...provision.children.flatMap(provisionNodes)]
}

/** A wrapped line's join written as the source's line break (one character for one: marker offsets hold). */
function withLineBreaks(text: string, joins: number[] = []): string {
  let result = text
  for (const offset of joins) result = `${result.slice(0, offset)}\n${result.slice(offset + 1)}`
  return result
}

function paragraph(value: string): Paragraph {
  return {type: 'paragraph', children: [{type: 'text', value}]}
}

function bulleted(node: BlockContent): List {
  return {type: 'list', ordered: false, spread: false, children: [{type: 'listItem', spread: false, children: [node]}]}
}
