// The parts of a group of several links (a split, merge, regrouping, or a move to several places):
// every clause of both sides belongs to exactly one part. A part holds the pieces of text that
// continue each other, found by what they say: their words, each weighed by how rare it is in the
// group's articles, so shared content words (`gehandhaafd`, `zeven trekken`, `artikel 26`) pair
// pieces and a shared run of common words (`deze bieding en alle daarop volgende`) does not. A piece
// pairs only where its best counterpart clearly beats the next one; where the words cannot decide,
// it pairs with nothing and stays with the text around it. Every link of the group stands in a part
// that holds text of both its ends: where no words pair them, the link does, and the part says so
// (`evidence: 'link'`). So text a link carries is never shown as gone on one side and new on the
// other, and no linked provision is a part of its own. Editors can pin pieces to each other
// (`part` lines of laws/concordance.txt): pinned pieces pair as the editors say (`evidence: 'editors'`).
import {compositeKey} from '../ids.ts'
import {DocumentFrequencies, cosine, words, type Vector} from './similarity.ts'
import {wordCounts} from './features.ts'
import type {Correspondence, UnitLink} from './correspondence.ts'
import {termNormalizer} from './terms.ts'
import {phrases, textUnits, wordsAt, type Clause, type TextUnit} from './units.ts'

/** A unit's text in a part: its clauses (or pieces of them), in order, adjacent ones joined. */
export interface PartSide {
  unit: TextUnit
  clauses: Clause[]
}

/**
 * What a part rests on: `words`, pieces whose words correspond; `link`, a link of the group whose
 * ends share no words that decide where its text went; `editors`, a `part` line of the concordance.
 */
export type PartEvidence = 'words' | 'link' | 'editors'

/** Text of a group that continues: the older and newer pieces that correspond, and what says so. */
export interface Part {
  from: PartSide[]
  to: PartSide[]
  evidence: PartEvidence
  /** For `editors`: the concordance lines that pin pieces of this part. */
  lines: number[]
}

/** A pin of the editors: the older words of `from` continue in the newer words of `to`. */
export interface PartPin {
  from: {unit: string; words: string}
  to: {unit: string; words: string}
  line: number
}

/** Two pieces correspond from this cosine on (their words, weighted by how rare they are in the group's articles). */
const minPieceSimilarity = 0.2

/** Two pieces that found no counterpart at `minPieceSimilarity` pair when each is the other's best from this on. */
const minLeftoverSimilarity = 0.12

/** From this cosine on two pieces say nearly the same, whatever words they share. */
const sameSaying = 0.5

/** A piece's best counterpart decides only when the next best (elsewhere) scores below this share of it. */
const decisiveShare = 0.8

interface Piece {
  unit: TextUnit
  side: 'from' | 'to'
  clause: Clause
  vector: Vector
  /** Its words that stand in at most half the units of the group's articles: the ones that can tell where text went. */
  telling: Set<number>
  /** Position among all pieces of its side, in group order. */
  order: number
}

/** How two pieces came to stand in one part. */
type Edge = 'words' | 'link' | 'editors'

/** The parts of a group's links; none for a group of one link, whose diff is already the whole of both units. */
export function groupParts(links: UnitLink[], correspondence: Correspondence): Part[] {
  if (links.length < 2) return []
  const fromUnits = unique(links.map((link) => link.from))
  const toUnits = unique(links.map((link) => link.to))
  // Weighted over the articles the group's units stand in, so a part follows from those articles alone.
  const articles = unique([...fromUnits, ...toUnits].map((unit) => unit.article))
  const normalize = termNormalizer(correspondence.equivalents)
  const functionWords = new Set((correspondence.functionWords ?? []).map((word) => word.toLowerCase()))
  // What a text says: its words as the equivalents read them, without the words that say nothing.
  const content = (text: string) =>
    wordCounts(
      words(normalize(text))
        .filter((word) => !functionWords.has(word))
        .join(' ')
    )
  const frequencies = new DocumentFrequencies()
  for (const unit of articles.flatMap((article) => textUnits(article))) frequencies.add(content(`${unit.title ?? ''} ${unit.body}`))
  const piecesOf = (units: TextUnit[], side: Piece['side']): Piece[] => {
    let order = 0
    return units.flatMap((unit) =>
      phrases(unit.body).map((clause) => {
        const vector = frequencies.vectorize(content(clause.text))
        const telling = new Set([...vector.ids].filter((id) => frequencies.countOf(id) * 2 <= frequencies.documents))
        return {unit, side, clause, vector, telling, order: order++}
      })
    )
  }
  const older = piecesOf(fromUnits, 'from')
  const newer = piecesOf(toUnits, 'to')
  const linked = new Set(links.map((link) => compositeKey(link.from.id, link.to.id)))
  const isLinked = (x: Piece, y: Piece) => {
    const [a, b] = x.side === 'from' ? [x, y] : [y, x]
    return linked.has(compositeKey(a.unit.id, b.unit.id))
  }
  // Words every unit uses (`bieding`, `bod`) cannot tell where a piece went: pieces that share none
  // of their telling words pair only when they say nearly the same.
  const tells = (x: Piece, y: Piece) => [...x.telling].some((id) => y.telling.has(id))
  const similarity = (x: Piece, y: Piece) => {
    if (!isLinked(x, y)) return 0
    const value = cosine(x.vector, y.vector)
    return value >= sameSaying || tells(x, y) ? value : 0
  }

  // Pieces joined into parts (union-find), each join with what it rests on.
  const parent = new Map<Piece, Piece>()
  const find = (piece: Piece): Piece => {
    let root = piece
    while (parent.get(root) !== root) root = parent.get(root)!
    parent.set(piece, root)
    return root
  }
  const edges: Array<{x: Piece; y: Piece; edge: Edge; line?: number}> = []
  const join = (x: Piece, y: Piece, edge: Edge, line?: number) => {
    parent.set(find(x), find(y))
    edges.push({x, y, edge, ...(line === undefined ? {} : {line})})
  }
  for (const piece of [...older, ...newer]) parent.set(piece, piece)
  const matched = new Set<Piece>()

  // The editors' pins first: their pieces pair as the lines say and with nothing else by words.
  const pinned = new Set<Piece>()
  for (const pin of correspondence.partPins ?? []) {
    const at = (pieces: Piece[], unit: string, words: string) => pieces.filter((piece) => piece.unit.id === unit && overlaps(piece, words))
    const [x, y] = [at(older, pin.from.unit, pin.from.words), at(newer, pin.to.unit, pin.to.words)]
    if (x.length === 0 || y.length === 0) continue
    for (const piece of [...x, ...y]) join(piece, x[0]!, 'editors', pin.line)
    for (const piece of [...x, ...y]) {
      pinned.add(piece)
      matched.add(piece)
    }
  }

  // Each piece and its best counterpart among the units it is linked with, where that one decides.
  for (const [own, other] of [
    [older, newer],
    [newer, older]
  ] as const) {
    for (const piece of own) {
      if (pinned.has(piece)) continue
      const ranked = other
        .filter((candidate) => !pinned.has(candidate))
        .map((candidate) => ({candidate, score: similarity(piece, candidate)}))
        .filter(({score}) => score > 0)
        .sort((x, y) => y.score - x.score || x.candidate.order - y.candidate.order)
      const [best, next] = ranked
      if (!best || best.score < minPieceSimilarity) continue
      // A runner-up in the same unit, right beside the best, is the same stretch of text.
      const rival = ranked.slice(1).find(({candidate}) => candidate.unit !== best.candidate.unit || Math.abs(candidate.order - best.candidate.order) > 1)
      if (rival && rival.score >= decisiveShare * best.score && next) continue
      join(piece, best.candidate, 'words')
      matched.add(piece).add(best.candidate)
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
      join(piece, partner, 'words')
      matched.add(piece).add(partner)
    }
  }
  // Every link stands in a part with text of both its ends: where no words joined them, the link
  // does. Of the older end, the text nothing else took (the text the link carries); on the newer
  // end, the piece most like it, and where none shares a word, one already in a part: new text is
  // not made the continuation of text the words do not tie it to.
  for (const link of links) {
    const ends = [older.filter((piece) => piece.unit === link.from), newer.filter((piece) => piece.unit === link.to)] as const
    if (ends[0].length === 0 || ends[1].length === 0) continue
    const roots = new Set(ends[0].map(find))
    if (ends[1].some((piece) => roots.has(find(piece)))) continue
    const closest = (pieces: readonly Piece[], others: readonly Piece[]) => {
      const scored = pieces.map((piece) => ({piece, score: Math.max(0, ...others.map((other) => cosine(piece.vector, other.vector)))}))
      return scored.reduce((top, entry) => (entry.score > top.score ? entry : top))
    }
    // Text nothing took first, then text a link took (joining it again leaves the word pairs apart).
    const free = ends[0].filter((piece) => !matched.has(piece))
    const linkedOnly = ends[0].filter((piece) => edges.some(({x, y, edge}) => edge === 'link' && (x === piece || y === piece)) && !edges.some(({x, y, edge}) => edge === 'words' && (x === piece || y === piece)))
    const x = closest(free.length > 0 ? free : linkedOnly.length > 0 ? linkedOnly : ends[0], ends[1]).piece
    const y = closest(ends[1], [x])
    const placed = ends[1].find((piece) => matched.has(piece))
    join(x, y.score > 0 || !placed ? y.piece : placed, 'link')
    matched.add(x).add(y.score > 0 || !placed ? y.piece : placed)
  }
  // Text without counterpart belongs with the text before it in its unit (else after it).
  for (const units of [older, newer]) {
    for (const own of Map.groupBy(units, (piece) => piece.unit).values()) {
      const anchors = own.filter((piece) => matched.has(piece))
      own.forEach((piece, k) => {
        if (matched.has(piece)) return
        const before = own.slice(0, k).findLast((candidate) => matched.has(candidate))
        const anchor = before ?? anchors[0] ?? own[0]!
        if (anchor !== piece) parent.set(find(piece), find(anchor))
      })
    }
  }
  // Components with the same units on each side are one part: what of these units went to those.
  const byUnits = new Map<string, Piece[]>()
  const components = Map.groupBy([...older, ...newer], find)
  for (const pieces of components.values()) {
    const key = compositeKey(...['from', 'to'].map((side) => unique(pieces.filter((piece) => piece.side === side).map((piece) => piece.unit.id)).join('+')))
    byUnits.set(key, [...(byUnits.get(key) ?? []), ...pieces])
  }
  const evidenceOf = (pieces: Piece[]): Pick<Part, 'evidence' | 'lines'> => {
    const own = new Set(pieces)
    const inside = edges.filter(({x}) => own.has(x))
    const lines = unique(inside.flatMap(({line}) => (line === undefined ? [] : [line]))).sort((a, b) => a - b)
    // The weakest ground of a part is what it rests on: a part that a link alone holds together says so.
    return {evidence: inside.some(({edge}) => edge === 'editors') ? 'editors' : inside.some(({edge}) => edge === 'link') ? 'link' : 'words', lines}
  }
  const parts = untangled([...byUnits.values()]).map((pieces) => ({pieces, part: {from: sides(pieces.filter((piece) => piece.side === 'from')), to: sides(pieces.filter((piece) => piece.side === 'to')), ...evidenceOf(pieces)}}))
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

/** Whether a piece holds some of the words a pin names. */
function overlaps(piece: Piece, words: string): boolean {
  const at = wordsAt(piece.unit.body, words)
  return at !== null && at[0] < piece.clause.end && at[1] > piece.clause.start
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
