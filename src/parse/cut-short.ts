// A page saved before it was whole: the wiki's text stops in the middle of a word or sentence, or
// after a lid's title or the words that open a list. Found at the last line of law text once every
// line is placed; the chapter text or the article it stops in is marked, so the collection says what follows its last
// line is unknown (coverage.ts, `cutShort`) and no comparison reads the rest as removed.
import type {VFile} from 'vfile'
import type {LineShape} from './classify.ts'
import type {SourceLine} from './lines.ts'
import {extractMarkers, type MarkerForms} from './markers.ts'
import type {PageShape} from './pages.ts'
import {positionOf} from './state.ts'
import {quote, report} from '../rules.ts'
import {pathOf} from '../ids.ts'
import type {Article, Chapter, Provision, Section} from '../types.ts'

// A sentence ends with `.`, `!`, `?` or `;` (closing quotes or brackets after it aside).
const sentenceEnd = /[.!?;]["'’”)\]]*$/u
// A `:` opens a list: on a lid page the list may be the next lid's (`De wedstrijdleider gaat als volgt te werk:`).
const listOpening = /:["'’”)\]]*$/u

const bodyShapes = new Set<LineShape['kind']>(['text', 'label', 'deep-label', 'item', 'footnote'])

/**
 * Report a page whose last line of law text stops in the middle (`page-cut-short`) and mark the
 * article it stops in, or the chapter or section whose own text it stops in (`cutShort`).
 * `lidOpen`: the last line is a lid's title with nothing under it.
 */
export function reportCutShort(file: VFile, last: {line: SourceLine; shape: LineShape; article: Article | null; heading: Chapter | Section | null; lidOpen: boolean}, page: PageShape, forms: MarkerForms): void {
  const {line, shape, article, heading, lidOpen} = last
  const text = extractMarkers(line.text, forms).text.trimEnd()
  const why = lidOpen ? 'after a title with nothing under it' : sentenceEnd.test(text) || (page.kind === 'lid' && listOpening.test(text)) ? null : listOpening.test(text) ? 'after the words that open a list' : 'in the middle of a sentence'
  if (why === null) return
  const words = text.length > 40 ? `…${text.slice(-40)}` : text
  // The page stops in a chapter's or section's own text, before any article under it.
  if (heading?.text?.at(-1)?.position.end.line === line.line) {
    heading.cutShort = true
    report(
      file,
      `Unexpected end of the page ${why} (\`${quote(words)}\`) in the text of \`${quote(heading.heading)}\`, expected the page to end with a whole paragraph; what follows it on the wiki is not in the collection, and comparisons do not compare that text`,
      {ruleId: 'page-cut-short', place: positionOf(line)}
    )
    return
  }
  if (article === null || !bodyShapes.has(shape.kind)) return
  const part = article.children.at(-1)
  // The part the last line is in: a footnote line after the parts breaks off none of them.
  article.cutShort = part && part.position.end.line >= line.line && (part.source ?? article.source) === article.source ? partKey(part) : ''
  report(
    file,
    `Unexpected end of the page ${why} (\`${quote(words)}\`) in artikel ${article.number}, expected the page to end with a whole provision; what follows it on the wiki is not in the collection, and comparisons show it as not transcribed`,
    {ruleId: 'page-cut-short', place: positionOf(line)}
  )
}

/** How a top-level part is named in coverage: a lid by its label, an unlabeled part by its id segment (`p2`). */
export function partKey(part: Provision): string {
  return part.label ?? pathOf(part.id).at(-1) ?? ''
}
