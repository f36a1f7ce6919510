// Repeated blocks inside one article (a transclusion artefact of the wiki: 1987 HIV prints every
// article's lids twice). A block is a run of two or more lines, starting at a labeled line, that
// repeats an earlier run of the same article line for line under the same parent: the same items
// under two different lids (`a.` and `b.` each with `1. vorderen …`) are text of both, not a
// repeat. Found before the tree is built, so the builder simply skips the dropped lines.
import {labelRank, type LineShape} from './classify.ts'
import type {SourceLine} from './lines.ts'

export interface DuplicateBlock {
  /** Indices into the line list, inclusive. */
  start: number
  end: number
  keptStart: number
  keptEnd: number
}

const boundary = new Set<LineShape['kind']>(['article', 'chapter', 'section'])

export function findDuplicateBlocks(lines: SourceLine[], shapes: LineShape[]): DuplicateBlock[] {
  const blocks: DuplicateBlock[] = []
  let segmentStart = 0
  for (let index = 0; index <= lines.length; index++) {
    if (index === lines.length || boundary.has(shapes[index]!.kind)) {
      blocks.push(...blocksInSegment(lines, shapes, segmentStart, index))
      segmentStart = index
    }
  }
  return blocks
}

function blocksInSegment(lines: SourceLine[], shapes: LineShape[], from: number, to: number): DuplicateBlock[] {
  const blocks: DuplicateBlock[] = []
  // Earlier label lines by what a block starting at them must repeat: their parent, their text and
  // the text of the line after them (a block is two lines at least). Every candidate so found
  // starts a block, so a line that starts none adds itself to a key with at most one other line in
  // it, and the search stays linear in the lines.
  const firstSeen = new Map<string, number[]>()
  const parent = parentLabels(shapes, from, to)
  const key = (index: number) => `${parent.get(index)}\u0000${lines[index]!.text}\u0000${lines[index + 1]!.text}`
  let index = from
  while (index < to) {
    const label = shapes[index]!.kind === 'label' && index + 1 < to
    const earlier = label ? (firstSeen.get(key(index)) ?? []) : []
    let best: DuplicateBlock | undefined
    for (const candidate of earlier) {
      let length = 0
      while (index + length < to && candidate + length < index && lines[candidate + length]!.text === lines[index + length]!.text) length++
      if (length >= 2 && (!best || length > best.end - best.start + 1)) {
        best = {start: index, end: index + length - 1, keptStart: candidate, keptEnd: candidate + length - 1}
      }
    }
    if (best) {
      blocks.push(best)
      index = best.end + 1
      continue
    }
    if (label) {
      const seen = firstSeen.get(key(index))
      if (seen) seen.push(index)
      else firstSeen.set(key(index), [index])
    }
    index++
  }
  return blocks
}

/**
 * For each label line of a segment, the label line it nests under (-1: the article itself), as
 * the tree builder will nest it: under the nearest earlier label of a higher rank.
 */
function parentLabels(shapes: LineShape[], from: number, to: number): Map<number, number> {
  const parents = new Map<number, number>()
  const open: Array<{index: number; rank: number}> = []
  for (let index = from; index < to; index++) {
    const shape = shapes[index]!
    if (shape.kind !== 'label') continue
    const rank = labelRank[shape.labelKind]
    while (open.length > 0 && open.at(-1)!.rank >= rank) open.pop()
    parents.set(index, open.at(-1)?.index ?? -1)
    open.push({index, rank})
  }
  return parents
}
