// The wiki's lid pages in their own layout: every line of the lid a list item (`- A. Titel`,
// `- Tekst`), a nested line one level deeper (`- - punt`), a numbered sub-lid `- 1. Titel`. Read
// one level shallower, they are the lines a chapter page prints for the same lid, so both pages
// give one tree and a lid page that repeats a chapter page's lid is recognised as the same lid.
import type {PageShape} from './pages.ts'
import type {SourceLine} from './lines.ts'

const item = /^[-*+•][^\S\uFEFF]+/
// An item whose text is an item or a labelled line (`- - punt`, `- 1. Titel`, `- (a) Titel`).
const nestedItem = /^[-*+•][^\S\uFEFF]+(?:[-*+•][^\S\uFEFF]|(?:[A-Z]|\d{1,2})\.(?:[^\S\uFEFF]|$)|\((?:[a-z]|\d{1,2})\))/

/**
 * The lines of a lid page written in the layout one level shallower, each its own paragraph as a
 * chapter page has it; other pages and lid pages in the chapter pages' layout as they are, blank
 * lines between or not. The layout is the page's when its first line of law text (or a nested or
 * labelled item below an unbulleted label line) and most of its paragraphs are items: a
 * line that starts in lower case without a bullet is a wrapped line of the item above it
 * (handlers.ts, `wrappedFrom`), no paragraph of its own.
 */
export function withoutLidPageLayout(lines: SourceLine[], page: PageShape): SourceLine[] {
  if (page.kind !== 'lid' || lines.length === 0) return lines
  // The lid's label line may stand without a bullet (`A. Titel`, then `- 1. Titel`, `- - punt`):
  // then an item that holds a label or a nested item is the evidence, which a plain list lacks.
  if (!item.test(lines[0]!.text) && !lines.some((line) => nestedItem.test(line.text))) return lines
  const items = lines.filter((line) => item.test(line.text)).length
  const paragraphs = lines.filter((line) => item.test(line.text) || !/^\p{Ll}/u.test(line.text)).length
  if (items * 2 <= paragraphs) return lines
  let block = Math.max(...lines.map((line) => line.block)) + 1
  let run = Math.max(...lines.map((line) => line.run)) + 1
  return lines.map((line) => {
    const marker = item.exec(line.text)
    if (!marker) return line
    const raw = /^[^\S\uFEFF]*[-*+•][^\S\uFEFF]+/.exec(line.raw)
    // Each line is a block and a paragraph of its own: in the layout, a list item per line.
    return {...line, text: line.text.slice(marker[0].length), column: raw ? raw[0].length + 1 : line.column, block: block++, blockType: 'paragraph', run: run++}
  })
}
