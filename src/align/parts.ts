// The parts of a group of several links (a split, merge, regrouping, or a move to several places):
// every clause of both sides belongs to exactly one part. A part holds the pieces of text that
// continue each other, found by content (clause against clause, as the aligner compares them), so
// an opening repeated in two newer lids is one part with both, and a clause that went to another
// lid is not shown as deleted here and added there. Text without counterpart stays in the part of
// the text around it in its unit; a unit none of whose text has a counterpart is a part of its own,
// with one side empty: new or gone.
import {cosine, type Vector} from './similarity.ts'
import {profileUnits, type Correspondence, type UnitLink} from './correspondence.ts'
import {phrases, textUnits, type Clause, type TextUnit} from './units.ts'

/** A unit's text in a part: its clauses (or pieces of them), in order, adjacent ones joined. */
export interface PartSide {
  unit: TextUnit
  clauses: Clause[]
}

/**
 * Text of a group that continues: the older and newer pieces that correspond. `from` is empty for
 * text that is new, `to` for text that is gone; never both.
 */
export interface Part {
  from: PartSide[]
  to: PartSide[]
}

/** Two pieces correspond from this cosine on (their words and word pairs, weighted as the aligner weighs them). */
const minPieceSimilarity = 0.2

/** Two pieces that found no counterpart at `minPieceSimilarity` pair when each is the other's best from this on. */
const minLeftoverSimilarity = 0.12

interface Piece {
  unit: TextUnit
  side: 'from' | 'to'
  clause: Clause
  vector: Vector
  /** Position among all pieces of its side, in group order. */
  order: number
}

/** The parts of a group's links; none for a group of one link, whose diff is already the whole of both units. */
export function groupParts(links: UnitLink[], correspondence: Correspondence): Part[] {
  if (links.length < 2) return []
  const fromUnits = unique(links.map((link) => link.from))
  const toUnits = unique(links.map((link) => link.to))
  // Weighted over the articles the group's units stand in, so a part follows from those articles alone.
  const articles = unique([...fromUnits, ...toUnits].map((unit) => unit.article))
  const profiles = profileUnits(
    articles.flatMap((article) => textUnits(article)),
    correspondence.equivalents
  )
  const piecesOf = (units: TextUnit[], side: Piece['side']): Piece[] => {
    let order = 0
    return units.flatMap((unit) => phrases(unit.body).map((clause) => ({unit, side, clause, vector: profiles.get(unit)!.vectorOf(clause.text), order: order++})))
  }
  const older = piecesOf(fromUnits, 'from')
  const newer = piecesOf(toUnits, 'to')
  const linked = new Set(links.map((link) => `${link.from.id}\0${link.to.id}`))
  const similarity = (x: Piece, y: Piece) => {
    const [a, b] = x.side === 'from' ? [x, y] : [y, x]
    return linked.has(`${a.unit.id}\0${b.unit.id}`) ? cosine(a.vector, b.vector) : 0
  }

  // Each piece and its best counterpart among the units it is linked with; the connected pieces make a part.
  const parent = new Map<Piece, Piece>()
  const find = (piece: Piece): Piece => {
    let root = piece
    while (parent.get(root) !== root) root = parent.get(root)!
    parent.set(piece, root)
    return root
  }
  const join = (x: Piece, y: Piece) => parent.set(find(x), find(y))
  for (const piece of [...older, ...newer]) parent.set(piece, piece)
  const matched = new Set<Piece>()
  for (const [own, other] of [
    [older, newer],
    [newer, older]
  ] as const) {
    for (const piece of own) {
      let best: Piece | null = null
      let value = minPieceSimilarity
      for (const candidate of other) {
        const score = similarity(piece, candidate)
        if (score >= value && (best === null || score > value)) [best, value] = [candidate, score]
      }
      if (best) {
        join(piece, best)
        matched.add(piece).add(best)
      }
    }
  }
  // What is left pairs with what is left where each is the other's best (as the aligner's orphans do).
  const leftOlder = older.filter((piece) => !matched.has(piece))
  const leftNewer = newer.filter((piece) => !matched.has(piece))
  const bestOf = (piece: Piece, candidates: Piece[]) => {
    let best: Piece | null = null
    let value = 0
    for (const candidate of candidates) {
      const score = similarity(piece, candidate)
      if (score > value) [best, value] = [candidate, score]
    }
    return value >= minLeftoverSimilarity ? best : null
  }
  for (const piece of leftOlder) {
    const partner = bestOf(piece, leftNewer)
    if (partner && bestOf(partner, leftOlder) === piece) {
      join(piece, partner)
      matched.add(piece).add(partner)
    }
  }
  // Units none of whose words found a counterpart continue in the linked units of which none did
  // either: the link is the only evidence, and nothing else claims their text.
  const firstPiece = new Map<TextUnit, Piece>()
  for (const piece of [...older, ...newer]) if (!firstPiece.has(piece.unit)) firstPiece.set(piece.unit, piece)
  const unmatched = new Set(firstPiece.keys())
  for (const piece of matched) unmatched.delete(piece.unit)
  for (const link of links) {
    const [from, to] = [firstPiece.get(link.from), firstPiece.get(link.to)]
    if (from && to && unmatched.has(link.from) && unmatched.has(link.to)) join(from, to)
  }
  // Text without counterpart belongs with the text before it in its unit (else after it); a unit
  // with none that corresponds is new or gone as a whole.
  for (const units of [older, newer]) {
    for (const own of Map.groupBy(units, (piece) => piece.unit).values()) {
      const anchors = own.filter((piece) => matched.has(piece))
      own.forEach((piece, k) => {
        if (matched.has(piece)) return
        const before = own.slice(0, k).findLast((candidate) => matched.has(candidate))
        const anchor = before ?? anchors[0] ?? own[0]!
        join(piece, anchor)
      })
    }
  }
  // Components with the same units on each side are one part: what of these units went to those.
  const byUnits = new Map<string, Piece[]>()
  const components = Map.groupBy([...older, ...newer], find)
  for (const pieces of components.values()) {
    const key = ['from', 'to'].map((side) => unique(pieces.filter((piece) => piece.side === side).map((piece) => piece.unit.id)).join('+')).join('\0')
    byUnits.set(key, [...(byUnits.get(key) ?? []), ...pieces])
  }
  const parts = untangled([...byUnits.values()]).map((pieces) => ({pieces, part: {from: sides(pieces.filter((piece) => piece.side === 'from')), to: sides(pieces.filter((piece) => piece.side === 'to'))}}))
  // In reading order of the newer text; text that is gone after the part holding the older text before it.
  const place = ({pieces}: {pieces: Piece[]}): [number, number] => {
    const newest = pieces.filter((piece) => piece.side === 'to')
    if (newest.length > 0) return [Math.min(...newest.map((piece) => piece.order)), -1]
    const first = Math.min(...pieces.map((piece) => piece.order))
    const before = older.filter((piece) => piece.order < first && !pieces.includes(piece)).at(-1)
    const holder = before && parts.find((candidate) => candidate.pieces.includes(before))
    return [holder ? place(holder)[0] : -1, first]
  }
  return parts
    .map((entry) => ({entry, at: place(entry)}))
    .sort((x, y) => x.at[0] - y.at[0] || x.at[1] - y.at[1])
    .map(({entry}) => entry.part)
}

/**
 * Parts whose text interleaves in a unit (one part's pieces stand between another's) are one part:
 * a reader follows a stretch of text, not a sentence cut into an inner and an outer part.
 */
function untangled(groups: Piece[][]): Piece[][] {
  const list = groups.map((pieces) => [...pieces])
  const range = (pieces: Piece[], unit: TextUnit) => {
    const own = pieces.filter((piece) => piece.unit === unit)
    return own.length === 0 ? null : [Math.min(...own.map((piece) => piece.clause.start)), Math.max(...own.map((piece) => piece.clause.end))]
  }
  const interleave = (x: Piece[], y: Piece[]) =>
    unique(x.map((piece) => piece.unit)).some((unit) => {
      const [a, b] = [range(x, unit), range(y, unit)]
      return a !== null && b !== null && a[0]! < b[1]! && b[0]! < a[1]!
    })
  for (let k = 0; k < list.length; k++) {
    for (let j = k + 1; j < list.length; j++) {
      if (!interleave(list[k]!, list[j]!)) continue
      list[k]!.push(...list[j]!)
      list.splice(j, 1)
      // The joined part may now interleave with one already passed.
      j = k
    }
  }
  return list
}

/** One side of a part: per unit (in group order), its pieces in text order, adjacent ones joined into one clause. */
function sides(pieces: Piece[]): PartSide[] {
  return [
    ...Map.groupBy(
      pieces.toSorted((x, y) => x.order - y.order),
      (piece) => piece.unit
    )
  ].map(([unit, own]) => {
    const joined: Clause[] = []
    for (const {clause} of own.toSorted((x, y) => x.clause.start - y.clause.start)) {
      const last = joined.at(-1)
      if (last && unit.body.slice(last.end, clause.start).trim() === '') joined[joined.length - 1] = {start: last.start, end: clause.end, text: unit.body.slice(last.start, clause.end)}
      else joined.push(clause)
    }
    return {unit, clauses: joined}
  })
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)]
}
