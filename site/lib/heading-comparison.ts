// The chapter and section headings of an edition pair on its overview page: each heading of the
// newer edition with the older one it corresponds to, its title and introductory text as redlines,
// and the sentence that says what changed.
import type {HeadingComparisonJson} from '../../src/schema.ts'
import {redline} from './diff-view.ts'
import type {Segment} from './segments.ts'
import {headingTexts, type HeadingEntry, type HeadingText} from './toc.ts'
import type {SiteUrls} from './urls.ts'

export interface HeadingSideView {
  /** `§ IV Voor de beurt bieden (1987)`, as printed but for the article range. */
  name: string
  /** The heading on its edition's page: its anchor where its own text is shown, else the edition page. */
  href: string
}

export interface HeadingComparisonView {
  from: HeadingSideView
  to: HeadingSideView
  /** The title's redline; null when the title did not change (typography aside). */
  title: Segment[] | null
  /** The introductory text's redline; null when there is none to show (neither has one, or it was not compared). */
  text: Segment[] | null
  explanation: string
}

/**
 * `editions` gives each edition's headings (editions.json), from which its page renders the headings'
 * own texts (`headingTexts`): a side links to the anchor its text is shown under there, whether or
 * not the texts were compared, and a heading printed twice to the anchor of the copy that holds both.
 */
export function headingComparisonViews(headings: HeadingComparisonJson[], editions: ReadonlyMap<string, {headings: HeadingEntry[]}>, urls: SiteUrls): HeadingComparisonView[] {
  const texts = new Map<string, Map<string, HeadingText>>()
  const textsOf = (edition: string) => {
    let known = texts.get(edition)
    if (!known) texts.set(edition, (known = headingTexts(editions.get(edition)?.headings ?? [])))
    return known
  }
  const side = (ref: HeadingComparisonJson['from']): HeadingSideView => {
    const anchor = textsOf(ref.edition).get(ref.heading)?.anchor
    return {name: `${[ref.number, ref.title].filter(Boolean).join(' ')} (${ref.edition})`, href: `${urls.edition(ref.edition)}${anchor === undefined ? '' : `#${anchor}`}`}
  }
  return headings.map((heading) => {
    const ops = heading.textDiff
    return {
      from: side(heading.from),
      to: side(heading.to),
      title: heading.retitled ? redline(heading.titleDiff) : null,
      text: ops.length > 0 ? redline(ops) : null,
      explanation: heading.explanation
    }
  })
}
