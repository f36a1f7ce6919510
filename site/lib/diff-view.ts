// Comparison data (diff operations, pair statuses, change shares) shaped for rendering: a redline and
// two sides as segments, titles apart from texts, a diff per part of a split, merge or regrouping,
// moves across articles and in-force dates in words, so nothing depends on colour alone. Status
// words and unit nouns come from src/vocabulary.ts.
import {provenanceView, type ProvenanceView} from './provenance.ts'
import type {ArticleComparisonJson, ComparisonJson, DiffOp, PartJson, ProvisionPairJson} from '../../src/schema.ts'
import {
  capital,
  changedShareWords,
  changesRule,
  countArticles,
  dutchList,
  labelInSentence,
  percent,
  countedProvisions,
  pairStatuses,
  partEvidenceWords,
  ruleChangeWords,
  statusCountWords,
  statusWords,
  uncomparedWords,
  type PairStatus
} from '../../src/vocabulary.ts'
import {dateView, type DateView} from './dates.ts'
import {addedFrom, foldMoves, moveWords, movesOf, provisionCitation, sideLabels, type MoveFold, type MoveIndex, type MoveNote} from './moves.ts'
import {rewriteView, type RewriteView} from './rewrite.ts'
import {plainSegments, type Segment} from './segments.ts'
import {articleOf, changeAnchor, comparisonSlugs, isFootnoteId, parseId, pathOf} from '../../src/ids.ts'
import type {SiteUrls} from './urls.ts'

/** What a deletion and an insertion say to a reader who does not see their marks (hidden words). */
export const changeMarkWords = {delete: 'geschrapt', insert: 'nieuw'} as const

/**
 * The space inside hidden words: no-break, since a browser drops the ordinary spaces at the edges of
 * visually hidden (positioned) text from a selection and its copy (`geschrapt:Iedernieuw:Elk`); a
 * no-break space is never collapsed, and is copied as a space.
 */
export const hiddenSpace = '\u00a0'

/**
 * Inline redline: equal text as is, inserted words in `ins`, deleted words in `del`. Each change
 * says what it is in hidden words after its leading space (`geschrapt: `, `nieuw: `), so a screen
 * reader, copied text or a print without colour reads `een geschrapt: onjuiste nieuw: ontoelaatbare
 * bieding`, never `een onjuisteontoelaatbare bieding`: a change right after a word, a line break or
 * another change starts its hidden words with a space. The spaces of hidden words are
 * `hiddenSpace`. A change of whitespace alone has no words.
 */
export function redline(ops: DiffOp[]): Segment[] {
  const out: Segment[] = []
  let last = ''
  for (const op of ops) {
    if (op.op === 'equal') {
      out.push(...plainSegments(op.text))
    } else if (op.text.trim() === '') {
      // Only a space or a line break changed: no words to name.
      out.push({type: op.op === 'insert' ? 'ins' : 'del', children: plainSegments(op.text)})
    } else {
      const lead = /^\s*/.exec(op.text)![0]
      // A line break is no space in the text a screen reader or a copy reads (`<br>`).
      const before = lead || last
      const apart = before !== '' && !/[^\S\n]$/.test(before)
      const hidden: Segment = {type: 'hidden', text: `${apart ? hiddenSpace : ''}${changeMarkWords[op.op]}:${hiddenSpace}`}
      out.push({type: op.op === 'insert' ? 'ins' : 'del', children: [...plainSegments(lead), hidden, ...plainSegments(op.text.slice(lead.length))]})
    }
    last = op.text === '' ? last : op.text
  }
  return out
}

/** The old text (deletions marked) and the new text (insertions marked), for a two-column view. */
export function sides(ops: DiffOp[]): {from: Segment[]; to: Segment[]} {
  return {
    from: redline(ops.filter((op) => op.op !== 'insert')),
    to: redline(ops.filter((op) => op.op !== 'delete'))
  }
}

/** Both texts of a diff in full, unmarked: what a reader gets when the diff gave up. */
export function wholeTexts(ops: DiffOp[]): {from: Segment[]; to: Segment[]} {
  const text = (skip: DiffOp['op']) =>
    ops
      .filter((op) => op.op !== skip)
      .map((op) => op.text)
      .join('')
  return {from: plainSegments(text('insert')), to: plainSegments(text('delete'))}
}

/** Shown with a pair whose word diff gave up and shows the texts replaced as a whole. */
export const gaveUpNotice = 'De verschillen zijn te groot om woord voor woord te tonen; beide teksten staan hieronder in hun geheel.'

export type ChangeLevel = 'none' | 'small' | 'medium' | 'large'

export interface ChangeAmount {
  level: ChangeLevel
  /** E.g. `licht gewijzigd`. */
  words: string
  /** E.g. `12%`. */
  percent: string
  /** The share as a whole percentage, for bar lengths. */
  value: number
}

/**
 * How much of the words changed, as a level for shading and as words; thresholds at 10% and 40%.
 * An article whose words are the same but that changed otherwise (its title, its numbering, a
 * footnote's place) is `tekst ongewijzigd`, not `ongewijzigd`. Two articles of which nothing could
 * be compared are `niet vergeleken`, with no percentage: their share of 0 measures nothing.
 */
export function changeAmount(share: number, status: ArticleComparisonJson['status'] = share > 0 ? 'changed' : 'unchanged'): ChangeAmount {
  if (status === 'uncompared') return {level: 'none', words: uncomparedWords, percent: uncomparedWords, value: 0}
  const shown = percent(share)
  const value = Math.round(share * 100)
  if (share === 0) return {level: 'none', words: status === 'changed' ? 'tekst ongewijzigd' : statusWords.unchanged.label, percent: shown, value}
  if (share <= 0.1) return {level: 'small', words: 'licht gewijzigd', percent: shown, value}
  if (share <= 0.4) return {level: 'medium', words: 'gewijzigd', percent: shown, value}
  return {level: 'large', words: 'sterk gewijzigd', percent: shown, value}
}

/**
 * What a side of a pair without provisions says: `niet in 1987` where the edition lacks them, and
 * `niet in deze verzameling` where the pair was not compared: the edition may well hold them, the
 * collection lacks that part of the article (lid pages only).
 */
export function emptySideWords(status: PairStatus, edition: string): string {
  return status === 'absent' ? statusWords.absent.label : `niet in ${edition}`
}

export interface ComparisonLink {
  href: string
  from: {edition: string; number: string}
  to: {edition: string; number: string}
}

/**
 * An edition pair's comparison without its diffs: the articles compared and how much each changed.
 * What pages other than the pair's own need of it, small enough to keep for the whole build.
 */
export interface ComparisonOutline {
  from: string
  to: string
  articles: Array<Pick<ArticleComparisonJson, 'from' | 'to' | 'status' | 'changeShare'>>
}

export function comparisonOutline(c: ComparisonJson): ComparisonOutline {
  return {from: c.from, to: c.to, articles: c.articles.map(({from, to, status, changeShare}) => ({from, to, status, changeShare}))}
}

/** Links to every article comparison that `include` accepts, in the order of the comparisons. */
export function comparisonLinks(comparisons: ComparisonOutline[], urls: SiteUrls, include: (article: ComparisonOutline['articles'][number]) => boolean): ComparisonLink[] {
  return comparisons.flatMap((c) => {
    const slugs = comparisonSlugs(c.articles)
    return c.articles.flatMap((a, index) => (include(a) ? [{href: urls.compareArticle(c.from, c.to, slugs[index]!), from: {edition: a.from.edition, number: a.from.number}, to: {edition: a.to.edition, number: a.to.number}}] : []))
  })
}

export interface ProvisionLink {
  id: string
  href: string
  /** Shown: `naar B`, `naar artikel 35 B (1987)`. */
  text: string
  /** Added for screen readers: ` van 1987` (empty when the text names the edition). */
  hidden: string
}

export interface PartView {
  /** `continued`: text on both sides; `added`/`removed`: text on one side only, new or gone. */
  kind: PartJson['kind']
  /** The labels of the older and the newer provisions of this part (`a + d`), empty for a side without text: the page shows `B 1 ← a`. */
  fromLabel: string
  toLabel: string
  /** The older provisions as a sentence names them, for screen readers: `lid a en voetnoot 2`, `de eerste alinea`. */
  fromWords: string
  from: ProvisionLink[]
  to: ProvisionLink[]
  /** `58% van de woorden gewijzigd` when both sides hold text; else, never as a share, `toegevoegd` or `vervallen`. */
  change: string
  /** What of the rule changed in this part, quoted (`Geschrapt: „…”. Nieuw: „…”.`); null when its rule words are kept. */
  rule: string | null
  /** What the part rests on where the words do not say it (a link alone, or the editors); null when they do. */
  ground: string | null
  redline: Segment[]
  sides: {from: Segment[]; to: Segment[]}
}

/**
 * The titles of a pair. One provision on each side: the title's redline, and each side's title with
 * its changes marked. Several: each side's titles, one per provision that has one, changes marked
 * (a redline across provisions would run titles of different provisions together).
 */
export interface TitleView {
  redline: Segment[] | null
  from: {label: string; title: Segment[]}[]
  to: {label: string; title: Segment[]}[]
}

export interface PairView {
  /** `changeAnchor(k)` (`wijziging-<k>`) for a changed pair (the stops of the "next change" control), else null. */
  anchor: string | null
  status: PairStatus
  statusWords: string
  changed: boolean
  /** `B`, `tweede alinea → A + C`, `tweede punt → artikel 35 B (1987)`. */
  heading: string
  /** Names the pair to the "next change" control: `A + C: gesplitst`. */
  ariaLabel: string
  /** Links to the provisions of each side: `naar B`, for screen readers ` van 1987`; a provision in another article cited in full. */
  from: ProvisionLink[]
  to: ProvisionLink[]
  explanation: string
  /** Only footnotes on both sides: listed apart, after the provisions. */
  footnote: boolean
  /** The titles, apart from the text; null when neither side has a title. */
  title: TitleView | null
  /** The diff gave up: `redline` and `sides` hold both texts in full, unmarked, and the page says so. */
  gaveUp: boolean
  redline: Segment[]
  sides: {from: Segment[]; to: Segment[]}
  /** Most words replaced: both texts whole, with `redline` and `sides` one step away (site/lib/rewrite.ts); else null. */
  rewrite: RewriteView | null
  /** With a split, merge or regrouping: a diff per link; a side without text in a part is empty. */
  parts: PartView[]
  /** A move across articles in this edition pair: where the provision went, or came from. */
  elsewhere: MoveNote[]
  /** Moves across articles in this edition pair of the provisions of this pair that the pair itself does not show. */
  moves: MoveNote[]
  /**
   * Moves in other edition pairs of a provision of this pair (an added lid that came from another
   * article in an edition this comparison skips), folded, each with why it shows here.
   */
  folds: MoveFold[]
  /** When a side came into force after its edition appeared. */
  inForce: {from: DateView | null; to: DateView | null}
  /** Changed footnotes of this pair's provisions, listed under the footnotes: `voetnoot 1` (`toegevoegd`). */
  footnoteLinks: {text: string; status: string; href: string}[]
  /** The words the diffs of text and title insert and delete, runs joined by ` … ` (for the search in changes). */
  words: {inserted: string; deleted: string}
  /** Where the pair's links come from (computed, confirmed or set by the editors, doubtful); null without links. */
  provenance: ProvenanceView | null
}

export interface ArticleComparisonView {
  from: {edition: string; number: string; title: string | null; href: string}
  to: {edition: string; number: string; title: string | null; href: string}
  lineageHref: string
  changed: boolean
  renumbered: boolean
  amount: ChangeAmount
  explanation: string
  titleRedline: Segment[]
  /** Provisions in reading order of the newer article. */
  pairs: PairView[]
  /** Pairs of footnotes only, after the provisions. */
  footnotes: PairView[]
  /** Number of pairs that changed (the stops of the "next change" control). */
  changes: number
}

export interface ComparisonContext {
  /** Moves of every edition pair, for provisions that came from or went to another article. */
  moves?: MoveIndex
  /** The comparison page of an article in this edition pair, where it has one. */
  comparisonPage?: (articleId: string) => string | null
  /** The provision that holds a footnote's marker (article JSON `footnotes[].provision`). */
  footnoteHolder?: (footnoteId: string) => string | null
}

export function articleComparisonView(c: ArticleComparisonJson, urls: SiteUrls, context: ComparisonContext = {}): ArticleComparisonView {
  const ref = (a: ArticleComparisonJson['from']) => ({edition: a.edition, number: a.number, title: a.title, href: urls.article(a.edition, a.number)})
  const editions = {from: c.from.edition, to: c.to.edition}
  const views = c.pairs.map((pair) => pairView(pair, editions, urls, context))
  const ordered = [...views.filter((view) => !view.footnote), ...views.filter((view) => view.footnote)]
  let change = 0
  for (const view of ordered) view.anchor = view.changed ? changeAnchor(++change) : null
  // A provision whose footnote changed points at that footnote's pair.
  for (const footnote of ordered.filter((view) => view.footnote && view.anchor)) {
    const holders = new Set([...footnote.from, ...footnote.to].map((link) => context.footnoteHolder?.(link.id) ?? null))
    for (const holder of ordered.filter((view) => !view.footnote && [...view.from, ...view.to].some((link) => holders.has(link.id)))) {
      holder.footnoteLinks.push({text: footnote.heading, status: footnote.statusWords, href: `#${footnote.anchor}`})
    }
  }
  return {
    from: ref(c.from),
    to: ref(c.to),
    lineageHref: urls.lineage(c.lineage),
    changed: c.status === 'changed',
    renumbered: c.renumbered,
    amount: changeAmount(c.changeShare, c.status),
    explanation: c.explanation,
    titleRedline: redline(c.titleDiff),
    pairs: ordered.filter((view) => !view.footnote),
    footnotes: ordered.filter((view) => view.footnote),
    changes: change
  }
}

function pairView(pair: ProvisionPairJson, editions: MoveNote['editions'], urls: SiteUrls, context: ComparisonContext): PairView {
  const label = statusWords[pair.status].label
  // Other moves of the provisions of the compared articles only: a pair that left for another
  // article does not speak for what else reached its target there.
  const moves = foldMoves(movesOf(context.moves, ownIds(pair), [...pair.from, ...pair.to]), editions.from, editions.to)
  const heading = pairHeading(pair)
  // Only a diff between two texts can give up; an added or removed text is whole anyway.
  const gaveUp = pair.replacedWhole && pair.from.length > 0 && pair.to.length > 0
  const whole = wholeTexts(pair.diff)
  // A provision whose counterpart the collection lacks (a partial article) was not compared: its
  // text is shown on its side, unmarked, and is no change.
  const compared = pair.status !== 'absent'
  const shown = compared ? pair.diff : pair.diff.map((op) => ({...op, op: 'equal' as const}))
  return {
    anchor: null,
    status: pair.status,
    statusWords: label,
    changed: pair.status !== 'unchanged' && compared,
    heading,
    ariaLabel: `${heading}: ${label}`,
    from: links(pair.from, pair.fromLabel, pair.elsewhere?.direction === 'from', urls),
    to: links(pair.to, pair.toLabel, pair.elsewhere?.direction === 'to', urls),
    explanation: addedFrom(pair, moves.folds) ?? pair.explanation,
    provenance: provenanceView(pair.links),
    footnote: [...pair.from, ...pair.to].every(isFootnoteId),
    title: pair.titleDiff && titleView(pair, gaveUp),
    gaveUp,
    redline: gaveUp ? [] : redline(shown),
    sides: gaveUp ? whole : sides(pair.diff),
    rewrite: rewriteView(pair, wholeTexts),
    parts: partViews(pair, urls),
    elsewhere: elsewhereNotes(pair, editions, urls, context),
    moves: moves.notes,
    folds: moves.folds,
    inForce: {from: pair.inForceFrom.from ? dateView(pair.inForceFrom.from) : null, to: pair.inForceFrom.to ? dateView(pair.inForceFrom.to) : null},
    footnoteLinks: [],
    words: compared ? {inserted: changedWords([...(pair.titleDiff ?? []), ...pair.diff], 'insert'), deleted: changedWords([...(pair.titleDiff ?? []), ...pair.diff], 'delete')} : {inserted: '', deleted: ''}
  }
}

/** The runs of text one kind of operation holds, joined by ` … `. */
function changedWords(ops: DiffOp[], kind: 'insert' | 'delete'): string {
  return ops
    .filter((op) => op.op === kind)
    .map((op) => op.text.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' … ')
}

/** The ids of a pair that belong to the two compared articles. */
function ownIds(pair: ProvisionPairJson): string[] {
  if (pair.elsewhere?.direction === 'to') return pair.from
  if (pair.elsewhere?.direction === 'from') return pair.to
  return [...pair.from, ...pair.to]
}

function links(ids: string[], joined: string | null, elsewhere: boolean, urls: SiteUrls): ProvisionLink[] {
  const labels = sideLabels(ids, joined)
  return ids.map((id, k) => provisionLink(id, labels[k] ?? null, elsewhere, urls))
}

function provisionLink(id: string, label: string | null, elsewhere: boolean, urls: SiteUrls): ProvisionLink {
  const {edition, path} = parseId(id)
  return elsewhere ? {id, href: urls.node(id), text: `naar ${provisionCitation(id, label)}`, hidden: ''} : {id, href: urls.node(id), text: `naar ${label === null ? path.join(' ') : labelInSentence(label)}`, hidden: ` van ${edition}`}
}

function titleView(pair: ProvisionPairJson, gaveUp: boolean): TitleView {
  const ops = pair.titleDiff!
  const single = pair.from.length <= 1 && pair.to.length <= 1
  return {
    redline: single && !gaveUp ? redline(ops) : null,
    from: sideTitles(ops, 'from', pair.from, pair.fromLabel, {whole: gaveUp}),
    to: sideTitles(ops, 'to', pair.to, pair.toLabel, {whole: gaveUp})
  }
}

/**
 * One side's titles from a titles' diff (each provision's title on a line of its own): one entry per
 * provision that has a title, named by its label, its changes marked (unmarked when `whole`).
 */
export function sideTitles(ops: DiffOp[], side: 'from' | 'to', ids: string[], joined: string | null, options: {whole?: boolean} = {}): {label: string; title: Segment[]}[] {
  const labels = sideLabels(ids, joined)
  const own = ops.filter((op) => op.op !== (side === 'from' ? 'insert' : 'delete')).map((op) => (options.whole ? {...op, op: 'equal' as const} : op))
  return lines(own).flatMap((line, k) => (line.some((op) => op.text.trim() !== '') ? [{label: labels[k] ?? (ids[k] ? pathOf(ids[k]).join(' ') : ''), title: redline(line)}] : []))
}

/** One side's operations split at line breaks: a line per provision. */
function lines(ops: DiffOp[]): DiffOp[][] {
  const out: DiffOp[][] = [[]]
  for (const op of ops) {
    op.text.split('\n').forEach((text, k) => {
      if (k > 0) out.push([])
      if (text) out.at(-1)!.push({op: op.op, text})
    })
  }
  return out
}

/** `B`, `tweede alinea → A + C`; a move across articles names the other article: `tweede punt → artikel 35 B (1987)`. */
function pairHeading(pair: ProvisionPairJson): string {
  const cite = (ids: string[], joined: string | null) =>
    sideLabels(ids, joined)
      .map((label, k) => provisionCitation(ids[k]!, label))
      .join(' + ')
  if (pair.elsewhere?.direction === 'to') return `${pair.fromLabel ?? 'Tekst'} → ${cite(pair.to, pair.toLabel)}`
  if (pair.elsewhere?.direction === 'from') return `${cite(pair.from, pair.fromLabel)} → ${pair.toLabel ?? 'Tekst'}`
  const {fromLabel, toLabel} = pair
  return fromLabel === toLabel || !fromLabel || !toLabel ? (toLabel ?? fromLabel ?? 'Tekst') : `${fromLabel} → ${toLabel}`
}

/** The parts of a pair: each names the provisions of its clauses, and says how much changed only where both sides hold text. */
function partViews(pair: ProvisionPairJson, urls: SiteUrls): PartView[] {
  const fromLabels = sideLabels(pair.from, pair.fromLabel)
  const toLabels = sideLabels(pair.to, pair.toLabel)
  const labelOf = (ids: string[], labels: Array<string | null>, id: string) => labels[ids.indexOf(id)] ?? pathOf(id).join(' ')
  return pair.parts.map((part) => {
    const fromIds = part.from.map((side) => side.id)
    const toIds = part.to.map((side) => side.id)
    return {
      kind: part.kind,
      fromLabel: fromIds.map((id) => labelOf(pair.from, fromLabels, id)).join(' + '),
      toLabel: toIds.map((id) => labelOf(pair.to, toLabels, id)).join(' + '),
      fromWords: dutchList.format(fromIds.map((id) => labelInSentence(labelOf(pair.from, fromLabels, id)))),
      from: fromIds.map((id) => provisionLink(id, labelOf(pair.from, fromLabels, id), pair.elsewhere?.direction === 'from', urls)),
      to: toIds.map((id) => provisionLink(id, labelOf(pair.to, toLabels, id), pair.elsewhere?.direction === 'to', urls)),
      change: part.kind === 'continued' && part.changeShare !== null ? changedShareWords(part.changeShare) : statusWords[part.kind === 'added' ? 'added' : 'removed'].label,
      rule: part.ruleChange ? `${changesRule(part.ruleChange) ? `${capital(statusWords.amended.label)}. ` : ''}${ruleChangeWords(part.ruleChange)}` : null,
      ground: part.evidence === 'words' ? null : partEvidenceWords[part.evidence],
      redline: redline(part.diff),
      sides: sides(part.diff)
    }
  })
}

/** The other end of a move across articles, in words, with links to it and to its article's comparison in this pair. */
function elsewhereNotes(pair: ProvisionPairJson, editions: MoveNote['editions'], urls: SiteUrls, context: ComparisonContext): MoveNote[] {
  if (!pair.elsewhere) return []
  const direction = pair.elsewhere.direction
  const [ids, joined] = direction === 'to' ? [pair.to, pair.toLabel] : [pair.from, pair.fromLabel]
  const labels = sideLabels(ids, joined)
  const page = context.comparisonPage?.(pair.elsewhere.article.id) ?? null
  return ids.map((id, k) => ({
    direction,
    words: moveWords[direction],
    citation: provisionCitation(id, labels[k]!),
    other: id,
    href: urls.node(id),
    compare: page ? {href: page, text: `vergelijking van artikel ${pair.elsewhere!.article.number}`} : null,
    editions
  }))
}

export interface MoveView {
  from: {citation: string; href: string}
  to: {citation: string; href: string}[]
  explanation: string
  /** The older article's comparison, which shows the move with its diff. */
  href: string | null
}

export interface ComparisonOverview {
  from: string
  to: string
  articles: ComparisonJson['summary']['articles']
  /** `1 artikel vergeleken`, `8 artikelen vergeleken`: the count with the vocabulary's noun. */
  comparedWords: string
  /** The articles by outcome: `2 gewijzigd, 1 ongewijzigd`, with those of which nothing could be compared. */
  articleWords: string
  /** The mean of the articles' shares of changed words. */
  amount: ChangeAmount
  /** That mean as a share of changed words: `45% van de woorden gewijzigd`. */
  averageShare: string
  /** That mean in a sentence: `Per artikel is gemiddeld 45% van de woorden gewijzigd, een sterke wijziging.` */
  average: string
  /** `16 bepalingen anders geformuleerd`, in the vocabulary's order of statuses. */
  provisions: {status: PairStatus; count: number; words: string}[]
  /** Provisions moved to another article. */
  moves: MoveView[]
  /** The most changed first. */
  rows: {slug: string; href: string; from: string; to: string; title: string | null; amount: ChangeAmount; explanation: string; renumbered: boolean}[]
}

export function comparisonOverview(c: ComparisonJson, urls: SiteUrls): ComparisonOverview {
  const slugs = comparisonSlugs(c.articles)
  const pageOf = new Map(c.articles.map((a, index) => [a.from.id, urls.compareArticle(c.from, c.to, slugs[index]!)]))
  const rows = c.articles
    .map((a, index) => ({
      slug: slugs[index]!,
      href: urls.compareArticle(c.from, c.to, slugs[index]!),
      from: a.from.number,
      to: a.to.number,
      title: a.to.title ?? a.from.title,
      amount: changeAmount(a.changeShare, a.status),
      share: a.changeShare,
      explanation: a.explanation,
      renumbered: a.renumbered
    }))
    .sort((a, b) => b.share - a.share)
    .map(({share: _share, ...row}) => row)
  const moves = c.moves.map((pair): MoveView => {
    const toLabels = sideLabels(pair.to, pair.toLabel)
    return {
      from: {citation: provisionCitation(pair.from[0]!, pair.fromLabel), href: urls.node(pair.from[0]!)},
      to: pair.to.map((id, k) => ({citation: provisionCitation(id, toLabels[k]!), href: urls.node(id)})),
      explanation: pair.explanation,
      href: pageOf.get(articleOf(pair.from[0]!)) ?? null
    }
  })
  const amount = changeAmount(c.summary.changeShare)
  return {
    from: c.from,
    to: c.to,
    articles: c.summary.articles,
    comparedWords: `${countArticles(c.summary.articles.compared)} vergeleken`,
    articleWords: articleCountWords(c.summary.articles),
    amount,
    averageShare: changedShareWords(c.summary.changeShare),
    average: averageWords(amount, c.summary.changeShare),
    provisions: pairStatuses
      .filter((status) => countedProvisions(status, c.summary.provisions[status]!) > 0)
      .map((status) => ({status, count: countedProvisions(status, c.summary.provisions[status]!), words: statusCountWords(status, c.summary.provisions[status]!)})),
    moves,
    rows
  }
}

/** `2 gewijzigd, 1 ongewijzigd`, and `, 1 niet vergeleken` for articles of which nothing could be compared. */
export function articleCountWords(articles: ComparisonJson['summary']['articles']): string {
  return [`${articles.changed} gewijzigd`, `${articles.unchanged} ${statusWords.unchanged.label}`, ...(articles.uncompared > 0 ? [`${articles.uncompared} ${uncomparedWords}`] : [])].join(', ')
}

/**
 * The mean share of changed words per article in a sentence. The amount's own words would repeat
 * the participle (`… van de woorden gewijzigd (gewijzigd)`): a light or a strong change is said as
 * such, a middling one by its share alone.
 */
function averageWords(amount: ChangeAmount, share: number): string {
  const kind = amount.level === 'small' ? ', een lichte wijziging' : amount.level === 'large' ? ', een sterke wijziging' : ''
  return `Per artikel is gemiddeld ${changedShareWords(share)}${kind}.`
}

/**
 * The editions of the collection between the two of a comparison, which it passes over (it compares
 * `from` with `to` directly), each with its page: a sentence says so where there is one. `editions`
 * in the order they applied, as editions.json lists them. Empty when none lies between.
 */
export function skippedEditions(from: string, to: string, editions: readonly string[], urls: SiteUrls): {edition: string; href: string}[] {
  const start = editions.indexOf(from)
  const end = editions.indexOf(to)
  if (start < 0 || end < 0) return []
  return editions.slice(Math.min(start, end) + 1, Math.max(start, end)).map((edition) => ({edition, href: urls.edition(edition)}))
}

/** The words around the skipped editions' links: `Deze vergelijking gaat van 1975 rechtstreeks naar 1987; de editie 1982, die ertussen ligt, slaat zij over.` */
export function skippedWords(from: string, to: string, count: number): {before: string; after: string} {
  return {before: `Deze vergelijking gaat van ${from} rechtstreeks naar ${to}; ${count === 1 ? 'de editie' : 'de edities'} `, after: count === 1 ? ', die ertussen ligt, slaat zij over.' : ', die ertussen liggen, slaat zij over.'}
}
