// The chapter and section headings of an edition pair on its overview page: each heading of the
// newer edition with the older one it corresponds to, its title and introductory text as redlines,
// and the sentence that says what changed.
import type {HeadingComparisonJson} from '../../src/schema.ts'
import {redline} from './diff-view.ts'
import type {Segment} from './segments.ts'
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

export function headingComparisonViews(headings: HeadingComparisonJson[], urls: SiteUrls): HeadingComparisonView[] {
  return headings.map((heading) => {
    const ops = heading.textDiff
    // A side has text on its page where the diff keeps or removes (older) or keeps or adds (newer) some.
    const side = (ref: HeadingComparisonJson['from'], shown: boolean): HeadingSideView => ({
      name: `${[ref.number, ref.title].filter(Boolean).join(' ')} (${ref.edition})`,
      href: `${urls.edition(ref.edition)}${shown ? `#${ref.id}` : ''}`
    })
    return {
      from: side(
        heading.from,
        ops.some((op) => op.op !== 'insert' && op.text.trim() !== '')
      ),
      to: side(
        heading.to,
        ops.some((op) => op.op !== 'delete' && op.text.trim() !== '')
      ),
      title: heading.retitled ? redline(heading.titleDiff) : null,
      text: ops.length > 0 ? redline(ops) : null,
      explanation: heading.explanation
    }
  })
}
