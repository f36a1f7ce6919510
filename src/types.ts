// The law tree: unist-shaped nodes (type, children, position) for one source file or one edition.
import type {Position} from 'unist'

export type {Position}

/** A footnote marker (`¹⁾`) removed from a text; `offset` points into the marker-free text. */
export interface Marker {
  number: string
  offset: number
  /** True when the marker was glued to the preceding word (`toekent¹⁾`). */
  glued: boolean
  /** The marker as printed when it is a symbol (`*)`, `**)`, `†`), numbered in its article in order of appearance after any numbered marks. Absent for numbers. */
  symbol?: string
}

/**
 * A cross-reference: to an article of the edition (`artikel 23 A`, `artikel 16C2`), or inside the
 * citing article (`lid A`, `onderdeel A2b van dit artikel`, `B. hieronder`, `onder 3`).
 */
export interface Reference {
  /** The words as printed, e.g. `artikel 16C2`. */
  text: string
  /** Offset of `text` in the provision's (or footnote's) marker-free text. */
  offset: number
  field: 'title' | 'text'
  /** Article number and label path it names, e.g. `16` and `['C', '2']`. */
  article: string
  path: string[]
  /**
   * Where `path` starts: `edition`, the named article of the edition; `article`, the citing
   * article's top (`… van dit artikel`); `near`, the nearest level around the citing provision whose
   * parts have the first label (`onder 3` in B 1 (b) is B 3).
   */
  scope: 'edition' | 'article' | 'near'
  /** The id it names, e.g. `1997/16/C/2`; for a `near` reference set when it is resolved. */
  target: string
  /** Id of the deepest provision or article found in the corpus, or null when the article is absent. */
  resolved: string | null
}

/**
 * How a label is printed: `A.`, `1.`, `(a)`, `(1)`, and `a)` where an edition declares that style
 * (`typography.<edition>.labelStyles` in `laws/corpus.json`).
 */
export type LabelKind = 'letter' | 'number' | 'paren-letter' | 'letter-paren' | 'paren-number'

export interface Provision {
  type: 'provision'
  id: string
  /** labeled: has a label; paragraph: unlabeled text; item: unlabeled `- ` bullet. */
  kind: 'labeled' | 'paragraph' | 'item'
  /** Bare label (`B`, `2`, `b`, `1`) or null. */
  label: string | null
  /** Label as printed (`B.`, `(b)`, `b)`), or null. */
  printedLabel: string | null
  labelKind: LabelKind | null
  /** The line was a `- ` bullet (1982 puts every line in one). */
  bullet: boolean
  /** `title`: the labeled line is a heading with body paragraphs; `text`: it starts its own text. */
  form: 'title' | 'text' | null
  title: string | null
  /**
   * The title stands on a line of its own above the labelled line, which starts the text (1936:
   * `Inzien van een losgelaten slag.` then `3. Indien ...`). Absent otherwise.
   */
  titleAbove?: true
  /** Own text, markers removed; lines joined with `\n`, a wrapped line with a space (`joins`). */
  text: string | null
  /**
   * Offsets of the spaces in `text` that stand for a line break of the source: a line that did not
   * end its sentence, continued by the next (the wiki's line wrap). The canonical Markdown writes
   * the break back. Absent when the text has none.
   */
  joins?: number[]
  markers: {title: Marker[]; text: Marker[]}
  refs: Reference[]
  inForceFrom?: string
  children: Provision[]
  /** Source file of a provision that a per-lid page adds to an article of another file; its `position` is in that file. */
  source?: string
  /** A second copy of a lid, from another page, that differs from the first (`id`): shown, not compared. */
  variantOf?: string
  position: Position
}

export interface Footnote {
  type: 'footnote'
  number: string
  /** The footnote's mark as printed when it is a symbol (`*)`, `†`), as its marker's. Absent for numbers. */
  symbol?: string
  text: string
  refs: Reference[]
  /**
   * Id of the provision whose text holds the marker (the article's id when the marker stands in
   * the article heading), or null when no marker refers to it.
   */
  provision: string | null
  /** Source file, when another than the article's (a per-lid page). */
  source?: string
  position: Position
}

export interface Note {
  type: 'note'
  id: string
  text: string
  /** Id of the provision the note speaks of (`lid c`), or null. */
  appliesTo: string | null
  inForceFrom: string | null
  /** Source file, when another than the article's (a per-lid page). */
  source?: string
  position: Position
}

export interface Article {
  type: 'article'
  id: string
  edition: string
  number: string
  title: string | null
  /** Footnote markers taken out of the title (`Gang van zaken ¹⁾`); absent when there are none. */
  markers?: Marker[]
  chapter: string | null
  section: string | null
  /** Source file (relative path) the article comes from. */
  source: string
  /**
   * What of the article the collection holds, present when it does not hold all of it: an article
   * of per-lid pages only (`whole` false: the wiki's own shape for later editions), or one whose
   * text has a footnote marker without the footnote. Absent: the whole article is transcribed.
   */
  coverage?: Coverage
  /**
   * The page stops in this article, in the middle of its text (`page-cut-short`): the top-level
   * part it breaks off in (a lid's label, a paragraph's id segment `p2`; `''` after its parts, in a
   * footnote). That part is not whole and what follows it is unknown. `inHeading`: the page stops
   * at the article's heading, whose title may be cut too. Absent otherwise.
   */
  cutShort?: CutShort
  /**
   * The page puts every line of its law text in a list, labelled lines too (1982's pages: `- Een
   * bod ...`, `- a. vorderen ...`): its bullets are the wiki's layout, and its unlabeled items are
   * the printed rules' paragraphs (alinea's), not points of an enumeration. Absent otherwise.
   */
  listLayout?: true
  children: Provision[]
  footnotes: Footnote[]
  notes: Note[]
  position: Position
}

/**
 * Per lid and per footnote: transcribed, or known to exist but not transcribed. Of an article of
 * lid pages only (`whole` false) nothing is known of the title, the words before the first lid and
 * any lid after the last one listed; such an article is compared only on what both sides hold.
 */
/**
 * Where a page cut short stops in an article: the top-level part (`part`; `''` after its parts, or
 * in the heading); `inHeading`: its last line is the article's heading, so its title may be cut.
 */
export interface CutShort {
  part: string
  inHeading?: true
}

export interface Coverage {
  /** The article comes from an article or chapter page: its title, opening words and lids are all here. */
  whole: boolean
  /**
   * The page stops in the article (`page-cut-short`), in the top-level part `part` (a lid's label,
   * `p2`; `''` after its parts): its title and the parts before it are here, that part is not whole
   * and what follows is unknown (`whole` is false). Absent otherwise.
   */
  cutShort?: CutShort
  /** Only the article's heading, and perhaps its lids' titles, are here: none of its text (`niet overgenomen`). Absent otherwise. */
  headingsOnly?: true
  /** Top-level lids in label order: in the collection, or known to exist (a gap between lid pages, a reference to it) but not. */
  lids: Array<{label: string; transcribed: boolean}>
  /** Footnotes in number order: in the collection, or known from a marker in the text but not. */
  footnotes: Array<{number: string; transcribed: boolean}>
}

export interface Range {
  from: string
  to: string
}

/**
 * A paragraph of a chapter's or section's own text: the law text between its heading and its
 * first article (1936's `VIERDE TIJDVAK ~ HET SPELEN.` then `Het tijdvak begint, wanneer ...`),
 * as printed, lines joined with `\n`, a wrapped line with a space (`joins`, as a provision's).
 */
export interface HeadingText {
  type: 'paragraph'
  text: string
  /** Offsets of the spaces in `text` that stand for a line break of the source (a wrapped line). Absent when none. */
  joins?: number[]
  position: Position
}

export interface Section {
  type: 'section'
  /** `§`, `PARAGRAAF` or null for an unnumbered heading such as "Voor de beurt bieden". */
  keyword: string | null
  number: string | null
  title: string
  heading: string
  /** The heading's line holds the number only, its title is the next line (`PARAGRAAF II` / `Het wijzigen ...`). */
  titleOnNextLine?: true
  range: Range | null
  /** Its own text before its first article; absent when it has none. */
  text?: HeadingText[]
  /** The page stops in its own text (`page-cut-short`): what follows its last paragraph is unknown. Absent otherwise. */
  cutShort?: true
  children: Article[]
  position: Position
}

export interface Chapter {
  type: 'chapter'
  /** `HOOFDSTUK`, `Deel` or `TIJDVAK` as printed. */
  keyword: string
  number: string
  title: string
  heading: string
  /** The heading's line holds the number only, its title is the next line (`HOOFDSTUK IV` / `ALGEMENE ...`). */
  titleOnNextLine?: true
  range: Range | null
  /** Its own text before its first section or article; absent when it has none. */
  text?: HeadingText[]
  /** The page stops in its own text (`page-cut-short`): what follows its last paragraph is unknown. Absent otherwise. */
  cutShort?: true
  children: Array<Section | Article>
  position: Position
}

/** The revision of a wiki page that a source was saved from, as the wiki prints it (src/parse/revision.ts). */
export interface Revision {
  /** Who saved the revision, as the wiki names them. */
  author: string
  /** The day it was saved (`2019-07-20`); null when the printed date is no real date. */
  date: string | null
  /** The time of day as printed (`01:04`). */
  time: string
  /** The revision number (`oldid`), when a line of the source gives it. */
  oldid: string | null
}

export interface Provenance {
  edition: string
  page: string
  path: string
  wiki: string
  site: string
  /** The wiki page's name, the source's first line: `Sjabloon:1987:HV2`. */
  title: string
  /** The page's address on the wiki (its revision's, when the source names it); null when `laws/corpus.json` gives no `sourceUrl`. */
  url: string | null
  /** The revision the source was saved from, as the wiki printed it above the text; null when the source does not say. */
  revision: Revision | null
  /** The number of the revision the text was taken from: printed by the source, else declared in `laws/corpus.json` (`sources`); null when neither says. */
  oldid: string | null
  /** The day the text was taken from the wiki (`2026-11-29`), as `laws/corpus.json` declares it (`sources`); null when it does not. */
  retrieved: string | null
}

export interface Source {
  type: 'source'
  provenance: Provenance
  children: Array<Chapter | Section | Article>
}

export interface Edition {
  type: 'edition'
  edition: string
  sources: Provenance[]
  children: Source[]
}
