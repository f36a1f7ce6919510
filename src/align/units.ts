// The units that provisions are compared in: every provision with words of its own (its title and
// its own text, not its children's) and every footnote. A unit's body is split into clauses, the
// pieces a lid is split or merged by: sentences and the parts of a sentence between `;` and `:`.
import {footnoteId, labelPathKey, pathOf, positionOf} from '../ids.ts'
import type {Article, Provision, Reference} from '../types.ts'
import {positionalName, unitNouns, unlabeledNoun, type UnitKind} from '../vocabulary.ts'
import {hasWords} from './similarity.ts'
import {wordsSource} from '../language.ts'

export interface TextUnit {
  /** The provision's id, or `<article id>/fn<number>` for a footnote. */
  id: string
  kind: 'provision' | 'footnote'
  /** What a reader calls it: lid, onderdeel, alinea, punt or voetnoot. */
  unitKind: UnitKind
  article: Article
  /** The provision (for a footnote: the one its marker sits in, if any). */
  provision: Provision | null
  /** Id without `<edition>/<article>/`, e.g. `B/2/b` or `fn1`; compared to tell a relabel. */
  path: string
  /** Printed labels from the article down (`B 2 (b)`), `alinea 1`, `B 1, punt 2`, `voetnoot 1`. */
  label: string
  title: string | null
  /** The unit's own text without its title (a footnote: its text). */
  body: string
  /** `YYYY-MM-DD` when an editorial note puts the unit in force later than its edition. */
  inForceFrom: string | null
  /** Position in the article's reading order (footnotes last). */
  index: number
}

/** A clause of a unit's body: `body.slice(start, end)`. */
export interface Clause {
  start: number
  end: number
  text: string
}

const unitsOf = new WeakMap<Article, TextUnit[]>()

/**
 * The article's units in reading order. Read once per article (digests, features, alignment, groups
 * and rows all ask), so callers share the list and its units: they must not change them.
 */
export function textUnits(article: Article): TextUnit[] {
  let list = unitsOf.get(article)
  if (!list) unitsOf.set(article, (list = readUnits(article)))
  return list
}

function readUnits(article: Article): TextUnit[] {
  const list: TextUnit[] = []
  const inForce = new Map(article.notes.filter((note) => note.appliesTo && note.inForceFrom).map((note) => [note.appliesTo!, note.inForceFrom!]))
  // A lid is a labelled part of the article itself; anything labelled below another part is an onderdeel.
  const visit = (provision: Provision, labels: string[], depth: number) => {
    // Another page's differing copy of a lid is a reading of that lid, not more law text.
    if (provision.variantOf !== undefined) return
    const own = provision.printedLabel ? [...labels, provision.printedLabel.replace(/\.$/, '')] : labels
    if (provision.title || provision.text) {
      list.push({
        id: provision.id,
        kind: 'provision',
        unitKind: provision.kind === 'labeled' ? (depth === 0 ? 'lid' : 'onderdeel') : unlabeledNoun(provision.kind, article.listLayout),
        article,
        provision,
        path: labelPathKey(pathOf(provision.id)),
        label: provision.printedLabel ? own.join(' ') : unlabeledName(provision, labels, unlabeledNoun(provision.kind, article.listLayout)),
        title: provision.title,
        body: provision.text ?? '',
        inForceFrom: provision.inForceFrom ?? inForce.get(provision.id) ?? null,
        index: list.length
      })
    }
    provision.children.forEach((child) => visit(child, own, depth + 1))
  }
  article.children.forEach((provision) => visit(provision, [], 0))
  const opening = aanhef(article)
  const lead = opening && list.find((unit) => unit.provision === opening)
  if (lead) Object.assign(lead, {unitKind: 'aanhef', label: unitNouns.aanhef.singular})
  const provisions = new Map(list.map((unit) => [unit.id, unit.provision]))
  for (const footnote of article.footnotes) {
    list.push({
      id: footnoteId(article.id, footnote.number),
      kind: 'footnote',
      unitKind: 'voetnoot',
      article,
      provision: footnote.provision ? (provisions.get(footnote.provision) ?? null) : null,
      path: labelPathKey(pathOf(footnoteId(article.id, footnote.number))),
      label: `voetnoot ${footnote.number}`,
      title: null,
      body: footnote.text,
      inForceFrom: null,
      index: list.length
    })
  }
  return list
}

/**
 * The aanhef of an article: its one unlabeled paragraph before the first lid, leading into the
 * lids (`Wanneer een speler voor zijn beurt heeft gepast:`). Several paragraphs there stay alinea's.
 */
function aanhef(article: Article): Provision | null {
  const first = article.children.findIndex((provision) => provision.kind === 'labeled')
  if (first < 1) return null
  const before = article.children.slice(0, first)
  return before.length === 1 && before[0]!.kind === 'paragraph' ? before[0]! : null
}

/** `eerste alinea`, `B 1, tweede punt`: the positional id said in words, by place (the print numbers none). */
function unlabeledName(provision: Provision, labels: string[], noun: 'alinea' | 'punt'): string {
  const position = positionOf(provision.id)
  const own = position ? positionalName(noun, position.position) : noun
  return labels.length > 0 ? `${labels.join(' ')}, ${own}` : own
}

/** Clauses shorter than this many words join the clause before them (or after, at the start). */
const minClauseWords = 4

/**
 * The body cut after `.`, `;` and `:` (and at line breaks) where whitespace follows. The clauses
 * cover the body in order; only the whitespace between two clauses belongs to neither.
 */
export function clauses(body: string): Clause[] {
  const cuts = [0]
  for (const match of body.matchAll(/[.;:]?\s*\n\s*|[.;:]\s+/g)) {
    const end = match.index + match[0].length
    if (end < body.length) cuts.push(end)
  }
  cuts.push(body.length)
  const pieces: Clause[] = []
  for (let k = 0; k + 1 < cuts.length; k++) {
    const start = cuts[k]!
    const end = start + body.slice(start, cuts[k + 1]!).trimEnd().length
    const previous = pieces.at(-1)
    if (previous && !hasWords(body.slice(start, end), minClauseWords)) {
      previous.end = end
      previous.text = body.slice(previous.start, end)
    } else {
      pieces.push({start, end, text: body.slice(start, end)})
    }
  }
  // A short first clause joins the next one.
  if (pieces.length > 1 && !hasWords(pieces[0]!.text, minClauseWords)) {
    const [first, second] = pieces
    pieces.splice(0, 2, {start: first!.start, end: second!.end, text: body.slice(first!.start, second!.end)})
  }
  return pieces
}

/**
 * A text's phrases: its clauses, each cut after its commas (into pieces of four words or more), so a
 * clause whose phrases went to different places can be shared out. Neither a clause nor a piece
 * ends inside parentheses (`(zie artikel 23 c; artikel 26 kan van toepassing zijn)` is one aside).
 * Text without words is no piece.
 */
export function phrases(body: string): Clause[] {
  const whole: Clause[] = []
  let open = false
  for (const clause of clauses(body)) {
    const last = whole.at(-1)
    if (open && last) whole[whole.length - 1] = {start: last.start, end: clause.end, text: body.slice(last.start, clause.end)}
    else whole.push(clause)
    open = depthAfter(body.slice(whole.at(-1)!.start, clause.end)) > 0
  }
  return whole.filter((clause) => clause.text.trim() !== '').flatMap(commaPieces)
}

/** How many parentheses are open at the end of `text`. */
function depthAfter(text: string): number {
  let depth = 0
  for (const character of text) depth = character === '(' ? depth + 1 : character === ')' ? Math.max(0, depth - 1) : depth
  return depth
}

/** A clause cut after its commas (where whitespace follows, outside parentheses), each piece at least a few words. */
function commaPieces(clause: Clause): Clause[] {
  const pieces: Clause[] = []
  let start = clause.start
  for (const match of clause.text.matchAll(/,\s+/g)) {
    const end = clause.start + match.index + 1
    const next = clause.start + match.index + match[0].length
    const piece = clause.text.slice(start - clause.start, end - clause.start)
    if (hasWords(piece, 4) && depthAfter(clause.text.slice(0, match.index)) === 0) {
      pieces.push({start, end, text: piece})
      start = next
    }
  }
  const rest = clause.text.slice(start - clause.start)
  const last = pieces.at(-1)
  // A short tail joins the piece before it.
  if (last && !hasWords(rest, 4)) pieces[pieces.length - 1] = {start: last.start, end: clause.end, text: clause.text.slice(last.start - clause.start)}
  else pieces.push({start, end: clause.end, text: rest})
  return pieces
}

/** The references a unit's text and title make: its provision's, or its footnote's. */
export function refsOf(unit: TextUnit): Reference[] {
  if (unit.kind === 'provision') return unit.provision?.refs ?? []
  return unit.article.footnotes.find((footnote) => footnoteId(unit.article.id, footnote.number) === unit.id)?.refs ?? []
}

/**
 * Where `text` holds `words` as printed, whatever the case and the whitespace between them:
 * `[start, end]` of the first place, or null.
 */
export function wordsAt(text: string, words: string): [number, number] | null {
  if (words.trim() === '') return null
  const match = new RegExp(wordsSource(words), 'iu').exec(text)
  return match ? [match.index, match.index + match[0].length] : null
}
