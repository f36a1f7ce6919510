// The cells of a pair, one per newer provision, as a lineage shows them: each made from the pair's
// part diffs, so a cell holds only the words its parts pair with its own provision, marked as the
// comparison marks them, never a sibling's. A part whose newer side holds several provisions marks
// each of their words; a deleted run belongs to the provision whose text it stands after in the
// part's diff (the first, where it opens the diff), as the comparison page shows it.
import type {TextUnit} from '../align/units.ts'
import type {PartComparison} from './compare.ts'
import {coalesce, diffWords, type DiffOp, type WordDiff, type WordDiffOptions} from './words.ts'

/** Some clauses of a provision that a cell's diff starts from: `spans` into its text, in the order the diff reads them. */
export interface CellSource {
  unit: TextUnit
  spans: Array<[number, number]>
}

/** A cell: the newer provisions it shows, what its diff starts from, and the diffs of its texts and titles. */
export interface CellComparison {
  units: TextUnit[]
  /**
   * The older text the diff reads, in its order: each entry's spans joined by a space, entries on
   * lines of their own (a provision read again after another's text is a new entry).
   */
  sources: CellSource[]
  ops: DiffOp[]
  titles: DiffOp[] | null
}

/** Where a character of a part's side text stands: a provision's text and offset, or a separator the side text adds. */
interface Place {
  unit: number
  at: number
}

/** One run of a part diff mapped onto the provisions: its op, text, and where it stands on each side. */
interface Atom {
  op: DiffOp['op']
  text: string
  /** Older provision (index into the part's older side) and offset of the run's start, for equal and delete. */
  old: Place | null
  /** Offset in the newer provision, for equal and insert; for a delete, where it stands. */
  at: number
  /** Order in the part's diff, for runs that stand at the same offset. */
  order: number
  part: number
}

/**
 * The cells of a pair: one for a pair without parts, or one that left for another article (its
 * diff whole); else one per newer provision, from the parts that hold it.
 */
export function pairCells(pair: {from: TextUnit[]; to: TextUnit[]; body: WordDiff; title: WordDiff | null; parts: PartComparison[]; leftForAnother: boolean}, options: WordDiffOptions = {}): CellComparison[] {
  if (pair.parts.length === 0 || pair.leftForAnother) {
    return [{units: pair.to, sources: pair.from.map((unit) => ({unit, spans: [[0, unit.body.length]]})), ops: pair.body.ops, titles: pair.title?.ops ?? null}]
  }
  return pair.to.map((unit) => {
    const atoms = pair.parts.flatMap((part, index) => partAtoms(part, index, unit))
    atoms.sort((x, y) => x.at - y.at || x.part - y.part || x.order - y.order)
    const olderOf = (atom: Atom) => pair.parts[atom.part]!.part.from[atom.old!.unit]!.unit
    const {ops, sources} = assemble(atoms, unit, olderOf)
    const units = unique(sources.map((source) => source.unit))
    const hasTitle = unit.title !== null || units.some((source) => source.title !== null)
    return {units: [unit], sources, ops, titles: hasTitle ? diffWords(units.map((source) => source.title ?? '').join('\n'), unit.title ?? '', options).ops : null}
  })
}

/** A side of a part as its diff reads it: each provision's clauses joined by a space, provisions on lines of their own; a place per character. */
function places(side: PartComparison['part']['from']): Array<Place | null> {
  const result: Array<Place | null> = []
  side.forEach(({clauses}, unit) => {
    if (unit > 0) result.push(null)
    clauses.forEach((clause, k) => {
      if (k > 0) result.push(null)
      for (let at = clause.start; at < clause.end; at++) result.push({unit, at})
    })
  })
  return result
}

/** The runs of a part's diff that belong to `unit`, one of its newer provisions. */
function partAtoms({part, diff}: PartComparison, index: number, unit: TextUnit): Atom[] {
  const own = part.to.findIndex((side) => side.unit === unit)
  if (own === -1) return []
  const [older, newer] = [places(part.from), places(part.to)]
  const atoms: Atom[] = []
  let [oldAt, newAt] = [0, 0]
  // The newer provision whose text the diff last read (a deletion belongs to it).
  let current = 0
  const push = (atom: Omit<Atom, 'order' | 'part'>) => {
    const last = atoms.at(-1)
    const follows = last && last.op === atom.op && last.at + (last.op === 'delete' ? 0 : last.text.length) === atom.at && sameRun(last, atom)
    if (follows) last.text += atom.text
    else atoms.push({...atom, order: atoms.length, part: index})
  }
  diff.ops.forEach(({op, text}) => {
    for (const character of text) {
      // Characters of a side text are UTF-16 units; `for of` gives code points.
      const size = character.length
      const oldPlace = op === 'insert' ? null : older[oldAt]
      const newPlace = op === 'delete' ? null : newer[newAt]
      if (newPlace) current = newPlace.unit
      if (op === 'delete') {
        if (current === own && oldPlace) push({op, text: character, old: oldPlace, at: endOf(newer, newAt, own, part.to[own]!.clauses[0]!.start)})
      } else if (newPlace?.unit === own) {
        // An equal character whose older side is a separator the side text adds is new text here.
        push(op === 'equal' && oldPlace ? {op, text: character, old: oldPlace, at: newPlace.at} : {op: 'insert', text: character, old: null, at: newPlace.at})
      }
      if (op !== 'insert') oldAt += size
      if (op !== 'delete') newAt += size
    }
  })
  return atoms
}

/** Two runs read on: the same older provision, its next character. */
function sameRun(last: Atom, next: Omit<Atom, 'order' | 'part'>): boolean {
  if (last.old === null || next.old === null) return last.old === next.old
  return last.old.unit === next.old.unit && last.old.at + last.text.length === next.old.at
}

/** The offset in the newer provision `own` at which a deletion at `newAt` of the side text stands: after the last character of it read. */
function endOf(newer: Array<Place | null>, newAt: number, own: number, start: number): number {
  for (let k = newAt - 1; k >= 0; k--) {
    const place = newer[k]
    if (place?.unit === own) return place.at + 1
  }
  return start
}

/**
 * A cell's diff from its runs in the order of the newer text: the newer side is the provision's
 * text exactly (what lies between its clauses too); the older side is its sources' spans, a space
 * between two spans of one entry and a line break between entries. Separators that differ between
 * the sides are deleted and inserted, as whitespace, uncounted.
 */
function assemble(atoms: Atom[], unit: TextUnit, olderOf: (atom: Atom) => TextUnit): {ops: DiffOp[]; sources: CellSource[]} {
  const pieces: DiffOp[] = []
  const sources: CellSource[] = []
  let newEnd = 0
  for (const atom of atoms) {
    let oldSeparator = ''
    if (atom.old) {
      const older = olderOf(atom)
      const entry = sources.at(-1)
      const span = entry?.spans.at(-1)
      const start = atom.old.at
      const end = start + atom.text.length
      if (entry && entry.unit === older && span && start >= span[1] && older.body.slice(span[1], start).trim() === '') {
        oldSeparator = older.body.slice(span[1], start)
        span[1] = end
      } else if (entry && entry.unit === older) {
        oldSeparator = ' '
        entry.spans.push([start, end])
      } else {
        oldSeparator = entry ? '\n' : ''
        sources.push({unit: older, spans: [[start, end]]})
      }
    }
    const newSeparator = atom.op === 'delete' ? '' : unit.body.slice(newEnd, atom.at)
    if (oldSeparator === newSeparator) pieces.push({op: 'equal', text: oldSeparator})
    else pieces.push({op: 'delete', text: oldSeparator}, {op: 'insert', text: newSeparator})
    pieces.push({op: atom.op, text: atom.text})
    if (atom.op !== 'delete') newEnd = atom.at + atom.text.length
  }
  pieces.push({op: 'insert', text: unit.body.slice(newEnd)})
  return {ops: coalesce(pieces), sources}
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)]
}
