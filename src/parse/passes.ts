// Passes over a built law tree: footnotes linked to their markers and their references found,
// editorial notes linked to the lid they name, and headings that hold no article reported. They run after every line has been placed, so
// a handler never has to look ahead.
import {visit} from 'unist-util-visit'
import type {VFile} from 'vfile'
import {firstLabel, hasSentenceVerb, namedLids, nextLabel} from './classify.ts'
import {childByLabel, findReferences, labelIndex} from './references.ts'
import type {MarkerSite} from './state.ts'
import {quote, report} from '../rules.ts'
import {headingsOf} from '../walk.ts'
import type {Article, Chapter, Marker, Note, Provision, Section, Source} from '../types.ts'

/**
 * Number the symbol marks of each article (`*)`, `**)`, `†`: read as their symbols, symbolNumber
 * in markers.ts): in order of first appearance, markers before footnotes, after the highest number
 * the article prints. A marker and its footnote share the symbols, so they share the number.
 */
export function numberSymbolMarks(tree: Source, sites: MarkerSite[]): void {
  const sitesOf = Map.groupBy(sites, (site) => site.article)
  visit(tree, 'article', (node) => {
    const article = node as Article
    const markers: Marker[] = [...(article.markers ?? [])]
    visit(article, 'provision', (child) => {
      const provision = child as Provision
      markers.push(...provision.markers.title, ...provision.markers.text)
    })
    const marks = [...markers, ...article.footnotes]
    if (!marks.some((mark) => mark.symbol)) return 'skip'
    const numbers = new Map<string, string>()
    let highest = Math.max(0, ...marks.filter((mark) => !mark.symbol).map((mark) => Number(mark.number)))
    for (const mark of marks) if (mark.symbol && !numbers.has(mark.number)) numbers.set(mark.number, String(++highest))
    for (const mark of [...marks, ...(sitesOf.get(article) ?? [])]) if (mark.symbol) mark.number = numbers.get(mark.number)!
    return 'skip'
  })
}

/** Link each footnote to the provision of the first marker of its number; report the unmatched. */
export function linkFootnotes(tree: Source, file: VFile, markers: MarkerSite[]): void {
  const byArticle = Map.groupBy(markers, (site) => site.article)
  visit(tree, 'article', (node) => {
    const article = node as Article
    const sites = byArticle.get(article) ?? []
    const firstMarker = new Map<string, string>()
    for (const site of sites) if (!firstMarker.has(site.number)) firstMarker.set(site.number, site.provision)
    for (const footnote of article.footnotes) {
      footnote.provision = firstMarker.get(footnote.number) ?? null
      if (footnote.provision === null) {
        report(file, `Unexpected footnote ${footnote.symbol ?? `${footnote.number})`} in artikel ${article.number} without marker, expected a \`${footnote.symbol ?? `${footnote.number}⁾`}\` marker in the article`, {
          ruleId: 'footnote-without-marker',
          place: footnote.position
        })
      }
    }
    const numbers = new Set(article.footnotes.map((footnote) => footnote.number))
    for (const site of sites) {
      if (!numbers.has(site.number)) {
        report(
          file,
          `Unexpected marker \`${site.printed}\` in artikel ${article.number} without footnote ${site.symbol ?? `${site.number})`} on the page, expected a \`${site.symbol ?? `${site.number})`} ...\` line after a \`---\` rule or at the end of the lid`,
          {
            ruleId: 'footnote-missing',
            place: site.position
          }
        )
      }
    }
    return 'skip'
  })
}

/** The references in each footnote's text, found once its continuation lines are in. */
export function footnoteReferences(tree: Source, edition: string): void {
  visit(tree, 'article', (node) => {
    const article = node as Article
    for (const footnote of article.footnotes) footnote.refs = findReferences(footnote.text, {field: 'text', edition, article: article.number})
    return 'skip'
  })
}

/**
 * Link each editorial note that names a lid (`is lid c: toegevoegd`) to that lid, where the page
 * has it (the assembled article links the rest: `reportNoteTargets`).
 */
export function linkNotes(tree: Source): void {
  visit(tree, 'article', (node) => {
    linkArticleNotes(node as Article)
    return 'skip'
  })
}

/**
 * Link the notes of `article` that name a lid and are not linked yet, and date the lids they name;
 * returns the lids named that the article lacks. A note about several lids (`de leden b en c`)
 * dates each and stays the article's (`appliesTo` holds one id). Run again on the assembled
 * article: a note of one lid page may name the lids of another.
 */
export function linkArticleNotes(article: Article): Array<{note: Note; lid: string}> {
  const missing: Array<{note: Note; lid: string}> = []
  const labels = labelIndex()
  for (const note of article.notes) {
    if (note.appliesTo !== null) continue
    const lids = namedLids(note.text)
    for (const lid of lids) {
      const provision = childByLabel(article.children, lid, labels)
      if (!provision) {
        missing.push({note, lid})
        continue
      }
      if (lids.length === 1) note.appliesTo = provision.id
      if (note.inForceFrom) provision.inForceFrom = note.inForceFrom
    }
  }
  return missing
}

/** Report the notes of an assembled article that name a lid it lacks. */
export function reportNoteTargets(article: Article, fileOf: (path: string) => VFile): void {
  for (const {note, lid} of linkArticleNotes(article)) {
    report(fileOf(note.source ?? article.source), `Unexpected note about lid ${lid}, expected artikel ${article.number} to have lid ${lid}`, {ruleId: 'note-target-missing', place: note.position})
  }
}

/**
 * A labeled line read as a title that heads nothing stays a title: the wiki writes a title with its
 * body below it, and a page that holds only the titles (an old revision) holds none of the text,
 * which is not transcribed (coverage.ts). Only words with a finite verb (`A. RT is verplicht te
 * passen`) are a short sentence without its period: they are the provision's text, unless every
 * lid of the article is such a line (a page of headings). Its title's markers and references move
 * to the text; a label alone (`A.`, no title) stays as it is.
 */
export function untitleSentences(tree: Source): void {
  // An article of two lids or more, each only a labelled line with nothing under it, is a page of
  // headings (an old revision): its lines are titles, a verb in them notwithstanding.
  const titlesOnly = new Set<Provision>()
  visit(tree, 'article', (node) => {
    const {children} = node as Article
    if (children.length >= 2 && children.every((part) => part.kind === 'labeled' && part.form === 'title' && part.text === null && part.children.length === 0)) for (const part of children) titlesOnly.add(part)
  })
  visit(tree, 'provision', (node) => {
    const provision = node as Provision
    if (titlesOnly.has(provision) || provision.form !== 'title' || provision.title === null || provision.text !== null || provision.children.length > 0 || !hasSentenceVerb(provision.title)) return
    provision.form = 'text'
    provision.text = provision.title
    provision.title = null
    provision.markers = {title: [], text: provision.markers.title}
    for (const ref of provision.refs) ref.field = 'text'
  })
}

/**
 * The lids of an assembled article in sequence (A, B, C; a, b; 1, 2): each follows the one
 * before it of its kind. The first lid of a per-lid page is where the page name puts it (a lid
 * page may be missing from the sources; a label other than the name's is a `lid-page-mismatch`);
 * a second lid under one label is a `duplicate-label` already.
 */
export function reportLabelSequence(article: Article, fileOf: (path: string) => VFile, lines: (file: VFile) => string[], isLidPage: (path: string) => boolean): void {
  // Per label kind, what the lids before the current one hold: their labels, pages and the last label.
  const earlier = new Map<string, {labels: Set<string>; pages: Set<string>; last: string}>()
  for (const provision of article.children) {
    if (provision.labelKind === null || provision.label === null) continue
    const page = provision.source ?? article.source
    let before = earlier.get(provision.labelKind)
    const firstOfPage = isLidPage(page) && !before?.pages.has(page)
    const repeated = before?.labels.has(provision.label) ?? false
    const previous = before?.last
    if (!before) earlier.set(provision.labelKind, (before = {labels: new Set(), pages: new Set(), last: provision.label}))
    before.labels.add(provision.label)
    before.pages.add(page)
    before.last = provision.label
    if (firstOfPage || repeated) continue
    const expected = previous ? nextLabel(previous) : firstLabel(provision.label)
    if (provision.label === expected) continue
    const file = fileOf(page)
    const {start} = provision.position
    const end = {line: start.line, column: (lines(file)[start.line - 1]?.length ?? 0) + 1}
    // A first lid numbered as its article may be a heading printed without `Artikel` (`6. Titel`).
    const heading = previous === undefined && provision.labelKind === 'number' && provision.label === article.number
    const hint = heading ? ` (or, if \`${provision.printedLabel}\` heads the article, its form declared in laws/corpus.json, \`typography.${article.edition}.articleHeadings\`)` : ''
    report(file, `Unexpected \`${provision.printedLabel ?? provision.label}\` in artikel ${article.number}, expected \`${expected}\`${hint}`, {ruleId: 'label-out-of-sequence', place: {start, end}})
  }
}

/**
 * A chapter or section heading with no article under it, in a source that has articles: a stray
 * line taken for a heading (wiki chrome such as a revision bar) would vanish from the site, so it
 * is reported, unless it has text of its own (chapter text).
 */
export function reportEmptyHeadings(tree: Source, file: VFile): void {
  let articles = 0
  visit(tree, 'article', () => {
    articles++
    return 'skip'
  })
  // A page of headings only is an `empty-source`; one with chapter text has law text to hold to.
  if (articles === 0 && !headingsOf(tree).some((heading) => heading.text !== undefined)) return
  visit(tree, (node) => {
    if (node.type !== 'chapter' && node.type !== 'section') return
    const heading = node as Chapter | Section
    let inside = 0
    visit(heading, 'article', () => {
      inside++
      return 'skip'
    })
    // A heading with text of its own holds law text, whether or not articles follow it.
    if (inside === 0 && heading.text === undefined) {
      report(file, `Unexpected heading \`${quote(heading.heading)}\` with no article under it, expected an \`Artikel\` heading after it (or declare the line as wiki chrome in laws/corpus.json)`, {
        ruleId: 'heading-without-articles',
        place: heading.position
      })
    }
  })
}

/**
 * A page that puts every line of its law text in a list, labelled lines too, uses the list as its
 * layout (1982): its articles say so (`listLayout`), so their unlabeled items are named as the
 * paragraphs they are in print. One labelled line outside a list, or none in one, and the list is
 * an enumeration.
 */
export function markListLayout(tree: Source): void {
  const articles: Article[] = []
  const provisions: Provision[] = []
  visit(tree, (node) => {
    if (node.type === 'article') articles.push(node as Article)
    else if (node.type === 'provision') provisions.push(node as Provision)
  })
  const layout = provisions.length > 0 && provisions.some((provision) => provision.kind === 'labeled' && provision.bullet) && provisions.every((provision) => provision.bullet)
  if (layout) for (const article of articles) article.listLayout = true
}
