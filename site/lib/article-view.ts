// An article of the JSON API shaped for rendering: provisions with their anchors, heading levels,
// marked-up text (segments), editorial notes attached where they apply, and footnotes with links
// both ways, provisions that moved from or to another article in some edition pair, and the
// provisions of the edition that refer to each provision and to the article ("Verwezen vanuit").
// Components render this and hold no logic of their own.
import type {ArticleJson, InboundJson, ProvisionJson} from '../../src/schema.ts'
import {capital, positionalName, unitNouns, unlabeledNoun, untranscribedWords} from '../../src/vocabulary.ts'
import {dateView, type DateView} from './dates.ts'
import {abbreviate} from './glossary.ts'
import {citationWithSource} from './wiki-source.ts'
import {citationInEdition, fallbackCorpusTitle, formalCitation, printedLabelPath} from './lid-reference.ts'
import {movesOf, provisionCitation, type MoveIndex, type MoveNote} from './moves.ts'
import {inlineLines, splitLines, type RefInput, type Segment} from './segments.ts'
import {anchorOf, citeAnchorAt, editionAnchor, footnoteAnchor, footnoteRefAnchor, noteAnchor, parseId, pathOf, positionOf} from '../../src/ids.ts'
import type {SiteUrls} from './urls.ts'

export interface NoteView {
  anchor: string
  lines: Segment[][]
  inForceFrom: DateView | null
}

export interface ProvisionView {
  id: string
  anchor: string
  kind: ProvisionJson['kind']
  /** The heading level (2–6) of a provision with a title; null for one without. */
  headingLevel: number | null
  label: string | null
  /** How a reader cites it, e.g. `artikel 25 B 2 (b) (1)` (the labels as printed, as the formal citation has them), `artikel 31, aanhef` or `artikel 31 A, tweede punt`. */
  citation: string
  /** The formal citation and the provision's stable address, for "Citeer". */
  cite: CiteView
  /**
   * Shown next to the provision when it is the link's target (`#B-1`), so a reader who lands on "1."
   * sees which lid of which edition it is: "1987, art. 27 B 1", "1987, art. 31, aanhef". Hidden from screen readers, which
   * read the heading or label in its context.
   */
  inView: string
  title: Segment[] | null
  lines: Segment[][]
  inForceFrom: DateView | null
  /** For a second copy of a lid from another page whose words differ: which page, and that the comparisons use the first. */
  variant: string | null
  /** `Afkomstig uit artikel 37 (1982), tweede punt`, `Verplaatst naar artikel 35 B (1987)`. */
  moves: MoveNote[]
  /** The provisions and footnotes that refer to this provision. */
  inbound: BacklinkView[]
  notes: NoteView[]
  blocks: BlockView[]
}

/** A provision (or footnote) that refers here: `artikel 29 A`, `artikel 13, voetnoot 2`, and where it is. */
export interface BacklinkView {
  text: string
  href: string
}

/** The words before the list of backlinks. */
export const backlinkWords = 'Verwezen vanuit'

/**
 * What "Citeer" copies: the formal citation with the version of the wiki page it was taken from
 * ("Spelregels voor wedstrijdbridge 1987, art. 25 B 2 (b) (1) (bron: wikipagina Sjabloon:1987:HV2
 * van de wiki Spelregels voor tafelarbiters, https://…, geraadpleegd op 29 november 2026)",
 * site/lib/wiki-source.ts) and the stable address on the article
 * page (`/1987/artikel-25/#B-2-b-1`, also from the whole edition's page), which the page script makes
 * absolute (`citationWithUrl`). `id` is the popover's on the article page; null on the whole
 * edition's page, whose one popover (`sharedCiteAnchor`) the page script fills: a popover for each
 * of its hundreds of provisions would weigh down the page.
 */
export interface CiteView {
  id: string | null
  text: string
  href: string
}

/** Children in reading order; consecutive bullet items form one list. */
export type BlockView = {type: 'provision'; provision: ProvisionView} | {type: 'list'; items: ProvisionView[]}

export interface FootnoteView {
  number: string
  /** Its mark as printed before its text: `1)`, or the symbol (`*)`, `†`) its marker is printed as. */
  mark: string
  anchor: string
  lines: Segment[][]
  /** One per marker in the text, in reading order. */
  backrefs: {id: string; href: string}[]
  moves: MoveNote[]
}

export interface ArticleView {
  id: string
  edition: string
  number: string
  title: string | null
  heading: string
  /** The article's formal citation ("Spelregels voor wedstrijdbridge 1987, art. 27"), printed on every page. */
  citation: string
  /** The heading with its footnote markers, when the title has any (else the heading is plain text). */
  headingSegments: Segment[] | null
  chapter: Segment[] | null
  section: Segment[] | null
  blocks: BlockView[]
  /** The provisions and footnotes that refer to the article as a whole. */
  inbound: BacklinkView[]
  /** Notes that apply to the article as a whole (or to no provision on this page). */
  notes: NoteView[]
  footnotes: FootnoteView[]
  /** For an article only partly in the collection: what it holds and what it lacks (null for a whole article). */
  partial: string | null
  /** The id of the footnotes' heading: `voetnoten`, on the whole edition's page `artikel-31-voetnoten`. */
  footnotesAnchor: string
}

/** The vocabulary's noun for a footnote, for markers, back-references and headings. */
export const footnoteWords = {singular: unitNouns.voetnoot.singular, heading: unitNouns.voetnoot.plural.charAt(0).toUpperCase() + unitNouns.voetnoot.plural.slice(1)}

export interface ArticleContext {
  /** Moves of every edition pair (site.ts builds it once per build). */
  moves?: MoveIndex
  /** The corpus title that starts a formal citation. */
  corpusTitle?: string
  /**
   * Shaped for the whole edition's page (`/<edition>/volledig/`) rather than the article page: every
   * anchor gets the article's prefix (`editionAnchor`: `B-2` → `artikel-25-B-2`), references into
   * the same edition link within that page, and headings start one level lower (h3), under the
   * article's h2.
   */
  onEditionPage?: boolean
}

export function articleView(article: ArticleJson, urls: SiteUrls, context: ArticleContext = {}): ArticleView {
  const onEditionPage = context.onEditionPage ?? false
  const anchor = (a: string) => (onEditionPage ? editionAnchor(article.number, a) : a)
  const occurrences = new Map<string, number>()
  const backrefs = new Map<string, {id: string; href: string}[]>()
  const footnote = (number: string) => {
    const occurrence = (occurrences.get(number) ?? 0) + 1
    occurrences.set(number, occurrence)
    const ref = {id: anchor(footnoteRefAnchor(number, occurrence)), href: `#${anchor(footnoteAnchor(number))}`}
    backrefs.set(number, [...(backrefs.get(number) ?? []), {id: ref.id, href: `#${ref.id}`}])
    return ref
  }
  // A place in this article (on the whole edition's page: in this edition) is a fragment of this page.
  const hrefOf = (id: string) => {
    const {edition, number, path} = parseId(id)
    if (onEditionPage && edition === article.edition) return `#${editionAnchor(number, path.length > 0 ? anchorOf(id) : undefined)}`
    const sameArticle = edition === article.edition && number === article.number
    return sameArticle && path.length > 0 ? `#${anchorOf(id)}` : urls.node(id)
  }
  const refHref = hrefOf
  const backlinks = (inbound: InboundJson[]): BacklinkView[] => inbound.map((link) => ({text: provisionCitation(link.from, link.label, {withEdition: false}), href: hrefOf(link.from)}))
  // The reference's own words name the article; the note says only why it is no link.
  const unresolvedNote = () => 'niet in deze verzameling'
  const lines = (text: string, markers: ProvisionJson['markers']['text'], refs: RefInput[]) => inlineLines({text, markers, refs, refHref, unresolvedNote, footnote})

  const notesByProvision = new Map<string, NoteView[]>()
  const articleNotes: NoteView[] = []
  const provisionIds = new Set<string>()
  const collect = (provisions: ProvisionJson[]) => provisions.forEach((p) => (provisionIds.add(p.id), collect(p.children)))
  collect(article.provisions)
  article.notes.forEach((note, index) => {
    const view: NoteView = {
      anchor: anchor(pathOf(note.id).length > 0 ? anchorOf(note.id) : noteAnchor(index + 1)),
      lines: splitLines(abbreviate(note.text)),
      inForceFrom: note.inForceFrom ? dateView(note.inForceFrom) : null
    }
    if (note.appliesTo && provisionIds.has(note.appliesTo)) notesByProvision.set(note.appliesTo, [...(notesByProvision.get(note.appliesTo) ?? []), view])
    else articleNotes.push(view)
  })

  const corpusTitle = context.corpusTitle ?? fallbackCorpusTitle
  const opening = aanhef(article.provisions)
  const provision = (p: ProvisionJson, depth: number, path: string[], printed: string[]): ProvisionView => {
    const position = positionOf(p.id)
    const labelled = p.kind === 'labeled' && Boolean(p.label)
    const labelPath = labelled ? [...path, p.label!] : path
    const printedPath = labelled ? [...printed, p.printedLabel ?? p.label!] : printed
    const unit = p.kind === 'labeled' || !position ? '' : p === opening ? unitNouns.aanhef.singular : positionalName(unlabeledNoun(p.kind, article.listLayout), position.position)
    const citation = `artikel ${article.number}${labelPath.length ? ` ${printedLabelPath(printedPath)}` : ''}${unit ? `, ${unit}` : ''}`
    const cite = {
      id: onEditionPage ? null : citeAnchorAt(anchorOf(p.id)),
      text: citationWithSource(formalCitation({corpusTitle, edition: article.edition, number: article.number, label: printedLabelPath(printedPath), unit}), article.source),
      href: urls.node(p.id)
    }
    const inView = `${article.edition}, ${citationInEdition({number: article.number, label: printedLabelPath(printedPath), unit})}`
    const titled = p.title !== null
    const titleLines =
      p.title === null
        ? null
        : lines(
            p.title,
            p.markers.title,
            p.refs.filter((r) => r.field === 'title')
          )
    return {
      id: p.id,
      anchor: anchor(anchorOf(p.id)),
      kind: p.kind,
      headingLevel: titled ? Math.min(depth + (onEditionPage ? 3 : 2), 6) : null,
      label: p.printedLabel,
      citation,
      cite,
      inView,
      title: titleLines ? titleLines.flatMap((line, index) => (index === 0 ? line : [{type: 'break'} as Segment, ...line])) : null,
      lines: p.text
        ? lines(
            p.text,
            p.markers.text,
            p.refs.filter((r) => r.field === 'text')
          )
        : [],
      inForceFrom: p.inForceFrom ? dateView(p.inForceFrom) : null,
      variant: p.variantOf ? variantWords(p) : null,
      moves: movesOf(context.moves, [p.id]),
      inbound: backlinks(p.inbound),
      notes: notesByProvision.get(p.id) ?? [],
      blocks: blocks(p.children, depth + 1, labelPath, printedPath)
    }
  }
  const blocks = (provisions: ProvisionJson[], depth: number, path: string[], printed: string[]): BlockView[] => {
    const out: BlockView[] = []
    for (const p of provisions) {
      const view = provision(p, depth, path, printed)
      const last = out.at(-1)
      if (p.kind === 'item' && last?.type === 'list') last.items.push(view)
      else out.push(p.kind === 'item' ? {type: 'list', items: [view]} : {type: 'provision', provision: view})
    }
    return out
  }

  // The heading's markers come first in the page: their back-references are numbered first.
  const headingSegments = article.title && article.titleMarkers ? [{type: 'text' as const, text: `${articleHeading(article.number, null)} `}, ...lines(article.title, article.titleMarkers, []).flat()] : null
  const body = blocks(article.provisions, 0, [], [])
  const footnotes = article.footnotes.map((f) => ({
    number: f.number,
    mark: f.symbol ?? `${f.number})`,
    anchor: anchor(anchorOf(f.id)),
    lines: lines(f.text, [], f.refs),
    backrefs: backrefs.get(f.number) ?? [],
    moves: movesOf(context.moves, [f.id])
  }))
  return {
    id: article.id,
    edition: article.edition,
    number: article.number,
    title: article.title,
    heading: articleHeading(article.number, article.title),
    citation: formalCitation({corpusTitle, edition: article.edition, number: article.number, label: ''}),
    headingSegments,
    chapter: article.chapter ? abbreviate(article.chapter) : null,
    section: article.section ? abbreviate(article.section) : null,
    blocks: body,
    inbound: backlinks(article.inbound),
    notes: articleNotes,
    footnotes,
    partial: article.coverage ? `${capital(untranscribedWords(article.coverage, 'dit artikel'))}.` : null,
    footnotesAnchor: anchor('voetnoten')
  }
}

export function articleHeading(number: string, title: string | null): string {
  return title ? `Artikel ${number} ${title}` : `Artikel ${number}`
}

export interface ArticleLink {
  edition: string
  number: string
  title: string | null
  href: string
}

/** Previous and next article of the same edition, in the order of the edition's table of contents. */
export function neighbours(articles: {id: string; number: string; title: string | null}[], id: string, edition: string, urls: SiteUrls): {previous: ArticleLink | null; next: ArticleLink | null} {
  const index = articles.findIndex((a) => a.id === id)
  const link = (a: {number: string; title: string | null} | undefined): ArticleLink | null => (a ? {edition, number: a.number, title: a.title, href: urls.article(edition, a.number)} : null)
  return {previous: index > 0 ? link(articles[index - 1]) : null, next: link(articles[index + 1])}
}

/**
 * The aanhef of an article: its one unlabelled paragraph before the first lid, leading into the lids
 * (as the aligner names it, src/align/units.ts). Several paragraphs there stay alinea's.
 */
function aanhef(provisions: ProvisionJson[]): ProvisionJson | null {
  const first = provisions.findIndex((p) => p.kind === 'labeled')
  return first === 1 && provisions[0]!.kind === 'paragraph' ? provisions[0]! : null
}

/** A second copy of a lid, as printed on another wiki page with other words. */
function variantWords(p: ProvisionJson): string {
  const page = (p.source ?? '').replace(/^.*[\\/]|\.md$/g, '')
  return `Zo staat ${unitNouns.lid.singular} ${p.label ?? ''} op de wikipagina ${page}, met andere woorden dan hierboven; de vergelijkingen gaan uit van de eerste tekst.`
}
