// Marked-up text as data. Law text is never turned into HTML strings: every kind of markup
// (cross-references, footnote markers, abbreviations, diff operations) becomes a segment, and
// `components/Segments.astro` renders segments as elements around escaped text.
import {abbreviate} from './glossary.ts'

export type Segment =
  | {type: 'text'; text: string}
  | {type: 'abbr'; text: string; title: string}
  | {type: 'link'; href: string; children: Segment[]}
  /** A cross-reference whose target is not in the corpus: plain text, and a visible note that says why. */
  | {type: 'unresolved'; note: string; children: Segment[]}
  /** A footnote marker; `id` is the back-reference target, `href` points at the footnote. */
  | {type: 'footnote'; number: string; id: string; href: string; symbol?: string}
  | {type: 'ins' | 'del'; children: Segment[]}
  /**
   * Words for a reader who does not see the marks (a screen reader, copied text, a print without
   * colour): `geschrapt: ` inside a deletion. Visually hidden and kept out of the search index.
   */
  | {type: 'hidden'; text: string}
  | {type: 'break'}

export interface MarkerInput {
  number: string
  offset: number
  /** The marker as printed when it is a symbol (`*)`, `†`): shown instead of its number. */
  symbol?: string
}

export interface RefInput {
  text: string
  offset: number
  target: string
  resolved: string | null
}

export interface InlineInput {
  text: string
  markers: MarkerInput[]
  refs: RefInput[]
  /** The href of a resolved reference. */
  refHref(resolved: string): string
  /** Why a reference is not a link (its target is not in the corpus), shown next to it. */
  unresolvedNote(ref: RefInput): string
  /** Allocates the back-reference id for one occurrence of a footnote marker. */
  footnote(number: string): {id: string; href: string}
}

/**
 * Text with its references, footnote markers and abbreviations as segments, one array per line
 * (`text` may hold several lines joined by `\n`). Offsets are into `text`; a marker that falls inside
 * a reference is placed right after it (links cannot nest).
 */
export function inlineLines(input: InlineInput): Segment[][] {
  const {text} = input
  const markers = [...input.markers].sort((a, b) => a.offset - b.offset)
  const refs = [...input.refs].sort((a, b) => a.offset - b.offset)
  for (const marker of markers) {
    if (marker.offset > text.length) throw new Error(`Unexpected footnote marker ${marker.number} at ${marker.offset}, expected an offset within the text (${text.length})`)
  }
  const out: Segment[] = []
  let at = 0
  let next = 0 // index of the first marker not yet placed
  const footnote = (marker: MarkerInput): Segment => ({type: 'footnote', number: marker.number, ...input.footnote(marker.number), ...(marker.symbol ? {symbol: marker.symbol} : {})})
  const plain = (until: number) => {
    while (next < markers.length && markers[next]!.offset <= until) {
      const marker = markers[next++]!
      out.push(...abbreviate(text.slice(at, marker.offset)), footnote(marker))
      at = marker.offset
    }
    out.push(...abbreviate(text.slice(at, until)))
    at = until
  }
  for (const ref of refs) {
    const end = ref.offset + ref.text.length
    if (ref.offset < at) throw new Error(`Unexpected overlapping reference \`${ref.text}\` at ${ref.offset}, expected references one after another`)
    if (text.slice(ref.offset, end) !== ref.text) {
      throw new Error(`Unexpected reference \`${ref.text}\` at ${ref.offset}, expected it to match the text there (\`${text.slice(ref.offset, end)}\`)`)
    }
    plain(ref.offset)
    const children = abbreviate(ref.text)
    out.push(ref.resolved ? {type: 'link', href: input.refHref(ref.resolved), children} : {type: 'unresolved', note: input.unresolvedNote(ref), children})
    at = end
    while (next < markers.length && markers[next]!.offset < end) out.push(footnote(markers[next++]!))
  }
  plain(text.length)
  return splitLines(out)
}

/** Splits top-level text segments at `\n` (and at `break` segments) into lines. */
export function splitLines(segments: Segment[]): Segment[][] {
  const lines: Segment[][] = [[]]
  for (const segment of segments) {
    if (segment.type === 'break') {
      lines.push([])
    } else if (segment.type === 'text' && segment.text.includes('\n')) {
      segment.text.split('\n').forEach((part, index) => {
        if (index > 0) lines.push([])
        if (part) lines.at(-1)!.push({type: 'text', text: part})
      })
    } else {
      lines.at(-1)!.push(segment)
    }
  }
  return lines
}

/** Plain text with abbreviations, and `\n` as `break` segments (for a single block such as a diff cell). */
export function plainSegments(text: string): Segment[] {
  return splitLines(abbreviate(text)).flatMap((line, index) => (index === 0 ? line : [{type: 'break'} as Segment, ...line]))
}

/** The visible text of segments (for tests and accessible names). */
export function segmentsText(segments: Segment[]): string {
  return segments
    .map((segment) => {
      switch (segment.type) {
        case 'text':
        case 'abbr':
          return segment.text
        case 'footnote':
          return segment.number
        case 'break':
          return '\n'
        case 'hidden':
          return ''
        default:
          return segmentsText(segment.children)
      }
    })
    .join('')
}

/**
 * Whether a link's words are a number alone (`30`, `12a`): a target too small to tap at the size of
 * its text, which the site draws at least 24 by 24 pixels (site.css, `.num`).
 */
export const numberOnly = (text: string) => /^\d+[a-z]?$/i.test(text.trim())
