// Provisions that moved to another article between two editions, seen from both ends, and how a
// reader cites a provision of another article: "afkomstig uit artikel 37 (1982), tweede punt",
// "verplaatst naar artikel 35 B (1987)". The index is built once per build (site.ts) from every
// edition pair's `moves` and the pairs with `elsewhere`, and used by article, comparison and
// lineage pages.
import type {ComparisonJson, ProvisionPairJson} from '../../src/schema.ts'
import {capital, countProvisions, dutchList, positionalNoun, statusWords, unitNouns, type PairStatus} from '../../src/vocabulary.ts'
import {articleOf, comparisonSlugs, linkKey, parseId} from '../../src/ids.ts'
import type {SiteUrls} from './urls.ts'

/** Whether a label names an unlabelled unit, which a citation puts after the article: `artikel 37 (1982), tweede alinea`. */
const unlabeled = (name: string) => positionalNoun(name) !== null || name.startsWith(`${unitNouns.voetnoot.singular} `)

/**
 * How a reader cites a provision of a named edition: `artikel 35 B (1987)`, `artikel 37 (1982), tweede punt`,
 * `artikel 25 B 1 (1997), tweede punt`, `artikel 31 (1987), voetnoot 1`; without the edition within it
 * (`artikel 25 B 1, tweede punt`). `label` is the pair's label of the provision (`B`, `tweede punt`,
 * `B 1, tweede punt`); without one, the id's path stands in.
 */
export function provisionCitation(id: string, label: string | null, {withEdition = true}: {withEdition?: boolean} = {}): string {
  const {edition, number, path} = parseId(id)
  const name = label ?? path.join(' ')
  // The aanhef is the article's own: `de aanhef van artikel 35 (1987)`.
  if (name === unitNouns.aanhef.singular) return `de aanhef van artikel ${number}${withEdition ? ` (${edition})` : ''}`
  const [head, tail] = name.includes(', ') ? [name.slice(0, name.indexOf(', ')), name.slice(name.indexOf(', ') + 2)] : unlabeled(name) ? ['', name] : [name, '']
  return `artikel ${number}${head ? ` ${head}` : ''}${withEdition ? ` (${edition})` : ''}${tail ? `, ${tail}` : ''}`
}

/** The label of each id of one side of a pair: the pair joins them with ` + `. */
export function sideLabels(ids: string[], joined: string | null): Array<string | null> {
  const labels = joined?.split(' + ') ?? []
  return ids.map((_, index) => (labels.length === ids.length ? labels[index]! : null))
}

export interface MoveNote {
  /** `to`: this provision went to the other one; `from`: it came from the other one. */
  direction: 'to' | 'from'
  /** `Verplaatst naar` or `Afkomstig uit`. */
  words: string
  /** The other provision, cited: `artikel 35 B (1987)`. */
  citation: string
  /** The other provision's id and its place on its article page. */
  other: string
  href: string
  /** The article comparison of that edition pair that shows the move. */
  compare: {href: string; text: string} | null
  /** The edition pair in which the provision moved. */
  editions: {from: string; to: string}
}

/** Move notes by provision id (older and newer side alike), in edition order. */
export type MoveIndex = Map<string, MoveNote[]>

export const moveWords = {to: 'Verplaatst naar', from: 'Afkomstig uit'} as const

/** One edition pair's moves: each provision-to-provision link once, with the note on each end. */
export type PairMoves = Array<{key: string; from: [string, MoveNote]; to: [string, MoveNote]}>

/** The moves of one edition pair's comparison, in its order. */
export function pairMoves(comparison: ComparisonJson, urls: SiteUrls): PairMoves {
  // Where each article of the pair is compared: the older article's page lists the move.
  const slugs = comparisonSlugs(comparison.articles)
  const pageOf = new Map<string, string>()
  comparison.articles.forEach((article, k) => {
    const href = urls.compareArticle(comparison.from, comparison.to, slugs[k]!)
    pageOf.set(article.from.id, href)
    if (!pageOf.has(article.to.id)) pageOf.set(article.to.id, href)
  })
  const found: PairMoves = []
  const editions = {from: comparison.from, to: comparison.to}
  for (const pair of [...comparison.moves, ...comparison.articles.flatMap((article) => article.pairs.filter((pair) => pair.elsewhere))]) {
    for (const link of moveLinks(pair)) {
      const page = pageOf.get(articleOf(link.from)) ?? pageOf.get(articleOf(link.to))
      const compare = page ? {href: page, text: `vergelijking ${comparison.from} met ${comparison.to}`} : null
      found.push({
        key: linkKey(link.from, link.to),
        from: [link.from, {direction: 'to', words: moveWords.to, citation: provisionCitation(link.to, link.toLabel), other: link.to, href: urls.node(link.to), compare, editions}],
        to: [link.to, {direction: 'from', words: moveWords.from, citation: provisionCitation(link.from, link.fromLabel), other: link.from, href: urls.node(link.from), compare, editions}]
      })
    }
  }
  return found
}

/** The edition pairs' moves (`pairMoves`) by provision: a link a comparison shows twice (among its moves, and as a pair with `elsewhere`) is noted once. */
export function mergeMoves(pairs: Iterable<PairMoves>): MoveIndex {
  const index: MoveIndex = new Map()
  const seen = new Set<string>()
  const add = ([id, note]: [string, MoveNote]) => index.set(id, [...(index.get(id) ?? []), note])
  for (const moves of pairs) {
    for (const move of moves) {
      if (seen.has(move.key)) continue
      seen.add(move.key)
      add(move.from)
      add(move.to)
    }
  }
  return index
}

/** The provision-to-provision links of a move: each provision of one side with each of the other. */
function moveLinks(pair: ProvisionPairJson): Array<{from: string; to: string; fromLabel: string | null; toLabel: string | null}> {
  const labels = (ids: string[], joined: string | null) => {
    const own = sideLabels(ids, joined)
    return new Map(ids.map((id, k) => [id, own[k]!]))
  }
  const fromLabels = labels(pair.from, pair.fromLabel)
  const toLabels = labels(pair.to, pair.toLabel)
  const links = pair.from.flatMap((from) => pair.to.map((to) => [from, to] as const))
  return links.map(([from, to]) => ({from, to, fromLabel: fromLabels.get(from) ?? null, toLabel: toLabels.get(to) ?? null}))
}

/** Notes of `ids` about provisions outside `except` (what a page already shows side by side needs no note). */
export function movesOf(index: MoveIndex | undefined, ids: string[], except: Iterable<string> = []): MoveNote[] {
  const shown = new Set(except)
  return ids.flatMap((id) => index?.get(id) ?? []).filter((note) => !shown.has(note.other))
}

/**
 * Moves of another edition pair than the one a page compares, folded away under a summary, with a
 * sentence that says why that pair appears at all: `4 bepalingen kwamen in 1987 uit andere artikelen
 * van 1982`, "De editie 1982, tussen 1975 en 1987, wordt hier overgeslagen. De verplaatsingen
 * hieronder gebeurden van 1982 naar 1987."
 */
export interface MoveFold {
  summary: string
  why: string
  notes: MoveNote[]
}

/**
 * A page's move notes for the edition pair `from`–`to`: the notes of that pair as they are, those of
 * each other pair folded, one fold per pair and direction, in the order of the notes.
 */
export function foldMoves(notes: MoveNote[], from: string, to: string): {notes: MoveNote[]; folds: MoveFold[]} {
  const own = notes.filter((note) => note.editions.from === from && note.editions.to === to)
  const groups = new Map<string, MoveNote[]>()
  for (const note of notes) {
    if (own.includes(note)) continue
    const key = `${note.editions.from} ${note.editions.to} ${note.direction}`
    groups.set(key, [...(groups.get(key) ?? []), note])
  }
  return {notes: own, folds: [...groups.values()].map((group) => ({summary: foldSummary(group), why: foldReason(group[0]!.editions, from, to, group.length), notes: group}))}
}

/** `4 bepalingen kwamen in 1987 uit andere artikelen van 1982`, `tekst ging in 1987 naar een ander artikel`. */
function foldSummary(notes: MoveNote[]): string {
  const {from, to} = notes[0]!.editions
  const articles = new Set(notes.map((note) => parseId(note.other).number)).size
  const other = articles === 1 ? 'een ander artikel' : `${articles} andere artikelen`
  if (notes[0]!.direction === 'from') return `${capital(countProvisions(notes.length))} ${notes.length === 1 ? 'kwam' : 'kwamen'} in ${to} uit ${articles === 1 ? other : 'andere artikelen'} van ${from}`
  return `Tekst ging in ${to} naar ${other}`
}

/** Why a move of the edition pair `editions` shows on a page that compares `from` with `to`. */
function foldReason(editions: {from: string; to: string}, from: string, to: string, count: number): string {
  const moves = count === 1 ? 'De verplaatsing hieronder gebeurde' : 'De verplaatsingen hieronder gebeurden'
  if (editions.to <= from) return `${moves} vóór ${from}, van ${editions.from} naar ${editions.to}.`
  if (editions.from >= to) return `${moves} na ${to}, van ${editions.from} naar ${editions.to}.`
  const between = [editions.from, editions.to].filter((edition) => edition > from && edition < to)
  if (between.length === 0) return `${moves} van ${editions.from} naar ${editions.to}.`
  const skipped = between.length === 1 ? `De editie ${between[0]}, tussen ${from} en ${to}, wordt hier overgeslagen.` : `De edities ${dutchList.format(between)}, tussen ${from} en ${to}, worden hier overgeslagen.`
  return `${skipped} ${moves} van ${editions.from} naar ${editions.to}.`
}

/**
 * An added provision whose text came from another article in an edition pair the page skips is no
 * new text: one statement says both, `Lid D is toegevoegd; de tekst komt uit artikel 39 (1982), punt
 * 2, in 1987 naar dit artikel verplaatst.`, in place of `Lid D is toegevoegd.` next to "Afkomstig
 * uit …". Null for any other provision.
 */
export function addedFrom(pair: {status: PairStatus | null; addedSubject: string | null}, folds: MoveFold[]): string | null {
  const from = folds.filter((fold) => fold.notes[0]!.direction === 'from')
  if (pair.status !== 'added' || from.length !== 1 || pair.addedSubject === null) return null
  const citations = [...new Set(from[0]!.notes.map((note) => note.citation))]
  return `${pair.addedSubject} is ${statusWords.added.participle}; de tekst komt uit ${dutchList.format(citations)}, in ${from[0]!.notes[0]!.editions.to} naar dit artikel verplaatst.`
}
