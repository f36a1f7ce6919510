// A page saved before it was whole: the wiki's text stops in the middle of a word or sentence, or
// after a lid's title or the words that open a list. Found at the last line of law text once every
// line is placed; the chapter text or the article it stops in is marked, so the collection says what follows its last
// line is unknown (coverage.ts, `cutShort`) and no comparison reads the rest as removed.
import {visit} from 'unist-util-visit'
import type {VFile} from 'vfile'
import {hasSentenceVerb, type LineShape} from './classify.ts'
import type {SourceLine} from './lines.ts'
import {extractMarkers, type MarkerForms} from './markers.ts'
import type {PageShape} from './pages.ts'
import {positionOf} from './state.ts'
import {quote, report} from '../rules.ts'
import {pathOf} from '../ids.ts'
import {holdsText} from './coverage.ts'
import type {Article, Chapter, Provision, Section, Source} from '../types.ts'

// A sentence ends with `.`, `!`, `?` or `;` (closing quotes or brackets after it aside).
const sentenceEnd = /[.!?;]["'’”)\]]*$/u
// A `:` opens a list: on a lid page the list may be the next lid's (`De wedstrijdleider gaat als volgt te werk:`).
const listOpening = /:["'’”)\]]*$/u
// A `;` ends an item of a list that goes on: on a lid page in the next lid, on any other page on the page itself.
const listItemEnd = /;["'’”)\]]*$/u

// Words no title ends with: a short lower-case word (an article or preposition: `aan de`, `om te`), a comma or a hyphen.
const cutWords = /(?:\s\p{Ll}{1,2}|[,\-–])$/u

const bodyShapes = new Set<LineShape['kind']>(['text', 'label', 'deep-label', 'item', 'footnote'])

/**
 * Report a page whose last line of law text stops in the middle (`page-cut-short`) and mark the
 * article it stops in, or the chapter or section whose own text it stops in (`cutShort`).
 * `open`: the lid whose title, with nothing under it, is the last line. A title stays a title (its
 * text is not transcribed), unless its words stop where no title does (`B. Wanneer de speler aan
 * de`): then they are the lid's text, cut short; so are words with a finite verb (passes.ts, `untitleSentences`).
 * A page of law text that ends on an article heading stops at it, the heading perhaps cut too
 * (`Artikel 78 Scoremethod`); a page of headings only (an old revision) does not.
 */
export function reportCutShort(file: VFile, last: {line: SourceLine; shape: LineShape; article: Article | null; heading: Chapter | Section | null; open: Provision | null; root: Source}, page: PageShape, forms: MarkerForms): void {
  const {line, shape, article, heading, open} = last
  if (open && open.title !== null && (cutWords.test(open.title) || hasSentenceVerb(open.title))) untitle(open)
  const lidOpen = open !== null && open.form === 'title'
  const text = extractMarkers(line.text, forms).text.trimEnd()
  const words = text.length > 40 ? `…${text.slice(-40)}` : text
  if (shape.kind === 'article') {
    if (article !== null && article.position.start.line === line.line) reportCutHeading(file, line, article, last.root, words)
    return
  }
  const continues = listOpening.test(text) || listItemEnd.test(text)
  const why = lidOpen
    ? 'after a title with nothing under it'
    : (sentenceEnd.test(text) && !listItemEnd.test(text)) || (page.kind === 'lid' && continues)
      ? null
      : listOpening.test(text)
        ? 'after the words that open a list'
        : listItemEnd.test(text)
          ? 'after an item of a list that goes on'
          : 'in the middle of a sentence'
  if (why === null) return
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
  article.cutShort = {part: part && part.position.end.line >= line.line && (part.source ?? article.source) === article.source ? partKey(part) : ''}
  report(
    file,
    `Unexpected end of the page ${why} (\`${quote(words)}\`) in artikel ${article.number}, expected the page to end with a whole provision; what follows it on the wiki is not in the collection, and comparisons show it as not transcribed`,
    {ruleId: 'page-cut-short', place: positionOf(line)}
  )
}

/**
 * The page's last line is an article heading: on a page that holds law text, the page stops at it
 * (its title may be cut: `Artikel 78 Scoremethod`), unless the title ends as a sentence does
 * (`Artikel 76. De puntentabel.`: a whole heading whose text the wiki did not hold as text).
 */
function reportCutHeading(file: VFile, line: SourceLine, article: Article, root: Source, words: string): void {
  let text = false
  visit(root, 'article', (node) => {
    if ((node as Article).children.some(holdsText)) text = true
  })
  if (!text || sentenceEnd.test(line.text.trimEnd())) return
  article.cutShort = {part: '', inHeading: true}
  report(
    file,
    `Unexpected end of the page at the heading of artikel ${article.number} (\`${quote(words)}\`), expected the article's text under it; its title may be cut short, what follows it on the wiki is not in the collection, and comparisons show it as not transcribed`,
    {ruleId: 'page-cut-short', place: positionOf(line)}
  )
}

/** How a top-level part is named in coverage: a lid by its label, an unlabeled part by its id segment (`p2`). */
export function partKey(part: Provision): string {
  return part.label ?? pathOf(part.id).at(-1) ?? ''
}

/** A labeled line read as a title that is the start of the lid's text: its words move to the text. */
function untitle(provision: Provision): void {
  provision.form = 'text'
  provision.text = provision.title
  provision.title = null
  provision.markers = {title: [], text: provision.markers.title}
  for (const ref of provision.refs) ref.field = 'text'
}
