// Where a `1) ...` line may be a footnote, decided from the layout of the whole page before any
// line is placed, so that a handler never has to look ahead: an article with a `---` rule has its
// footnotes after the rule only; in one without, the wiki prints them at the end of their lid,
// after two blank lines (or under the marker that calls them: handlers.ts, `footnote`).
import type {LineShape} from './classify.ts'
import type {SourceLine} from './lines.ts'

export interface FootnotePlaces {
  /** The lines of articles that hold a `---` rule. */
  ruled: ReadonlySet<SourceLine>
  /** Footnote lines that close their lid or article after two or more blank lines. */
  closing: ReadonlySet<SourceLine>
}

export function footnotePlaces(lines: SourceLine[], shapes: LineShape[]): FootnotePlaces {
  return {ruled: ruledLines(lines, shapes), closing: closingFootnotes(lines, shapes)}
}

const articleBoundary = new Set<LineShape['kind']>(['article', 'chapter', 'section'])

/** The lines of each article (from one heading to the next) that holds a `---` rule. */
function ruledLines(lines: SourceLine[], shapes: LineShape[]): Set<SourceLine> {
  const ruled = new Set<SourceLine>()
  let start = 0
  lines.forEach((_, index) => {
    const end = index + 1 === lines.length || articleBoundary.has(shapes[index + 1]!.kind)
    if (!end) return
    const span = lines.slice(start, index + 1)
    if (shapes.slice(start, index + 1).some((shape) => shape.kind === 'rule')) for (const line of span) ruled.add(line)
    start = index + 1
  })
  return ruled
}

/**
 * Footnote lines in the wiki's printed form without a rule: a block of `1) ...` lines (and the
 * lines of their paragraphs) after two or more blank lines, with nothing of the lid after it: the
 * next line opens another part (a heading, a label, an editorial note, an unnumbered heading over
 * the next article) or the page ends. One blank line sets off a paragraph of the lid, so a
 * numbered enumeration after one blank line stays text.
 */
function closingFootnotes(lines: SourceLine[], shapes: LineShape[]): Set<SourceLine> {
  const closing = new Set<SourceLine>()
  for (let index = 1; index < lines.length; index++) {
    if (shapes[index]!.kind !== 'footnote' || lines[index]!.run - lines[index - 1]!.run < 2) continue
    const end = blockEnd(lines, shapes, index)
    if (end === lines.length || opensPart(shapes, end)) for (let at = index; at < end; at++) if (shapes[at]!.kind === 'footnote') closing.add(lines[at]!)
    // A block that starts further in ends at the same line: the same verdict.
    index = end - 1
  }
  return closing
}

/** The index past a block of footnote lines that starts at `start`: further footnote lines, and text lines of their paragraphs. */
function blockEnd(lines: SourceLine[], shapes: LineShape[], start: number): number {
  let index = start + 1
  while (index < lines.length) {
    const line = lines[index]!
    const previous = lines[index - 1]!
    const continues = shapes[index]!.kind === 'text' && line.block === previous.block && line.run === previous.run
    if (shapes[index]!.kind !== 'footnote' && !continues) break
    index++
  }
  return index
}

const partStarts = new Set<LineShape['kind']>(['article', 'chapter', 'section', 'label', 'note'])

function opensPart(shapes: LineShape[], index: number): boolean {
  const shape = shapes[index]!
  return partStarts.has(shape.kind) || (shape.kind === 'text' && shapes[index + 1]?.kind === 'article')
}
