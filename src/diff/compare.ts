// Alignment + word diffs → article comparisons, in the shape of the public JSON contract: per
// article pair, per edition pair (compare/<from>/<to>.json) and per lineage (lineages/<id>.json,
// the provision rows of one provision through the editions).
import type {ArticleLink, Lineage} from '../align/articles.ts'
import type {Correspondence, UnitLink} from '../align/correspondence.ts'
import {groupLinks, unitLinkJson} from './provenance.ts'
import {withReplacements} from './replaced.ts'
import type {EditionPair} from '../align/edition-pairs.ts'
import {articleGroups, movedOutGroups, type Part, type PartSide, type ProvisionGroup} from '../align/groups.ts'
import {textUnits, type TextUnit} from '../align/units.ts'
import {explainArticle, explainGroup, statusOf, type ArticleSide, type GroupFacts} from '../diff/explain.ts'
import {isPartial, lidOf} from '../align/coverage.ts'
import {countWords, diffWords, readsTheSame, type WordDiff, type WordDiffOptions} from '../diff/words.ts'
import {articleOf, isWithin} from '../ids.ts'
import type {Article} from '../types.ts'
import {pairStatuses, type PairStatus, type ProvisionCount} from '../vocabulary.ts'
import {noLanguageWords, type LanguageWords} from '../language.ts'
import {ruleChange, wholeUnits, type RuleSource} from './rule-change.ts'
import type {ArticleComparisonJson, ComparisonJson, DiffOp, LineageRowsJson, LineagesJson, PartJson, ProvisionPairJson} from '../schema.ts'

/** What an article comparison is made from: the lineage, the two articles, their edition pair's links, and the limits of each word diff. */
export interface ArticlePair {
  lineage: string
  from: Article
  to: Article
  correspondence: Correspondence
  diff?: WordDiffOptions
  /** The corpus's rule words and pointer phrases (laws/corpus.json, `language`). */
  language?: LanguageWords
}

export function compareArticles({lineage, from, to, correspondence, diff: options = {}, language = noLanguageWords}: ArticlePair): ArticleComparisonJson {
  // What a group not compared is said against: the other article when it lacks something, else its own.
  const lacking = (group: ProvisionGroup) => {
    const [own, other] = group.from.length > 0 ? [from, to] : [to, from]
    return articleSide(other.coverage ? other : own)
  }
  const groups = withReplacements(untranscribed(articleGroups(from, to, correspondence), from, to), language).map((group) => ({
    group,
    ...groupJson(group, options, {language, links: groupLinks(group, correspondence), ...(group.status === 'absent' ? {untranscribed: lacking(group)} : {}), ...(group.replacedBy ? {replacedBy: group.replacedBy} : {})})
  }))
  const pairs = groups.map(({pair}) => pair)
  // A partial article (lid pages only) has no title in the collection: no title to compare, not a changed one.
  const titleUnknown = (isPartial(from) && from.title === null) || (isPartial(to) && to.title === null)
  const titleDiff = titleUnknown ? null : diffWords(from.title ?? '', to.title ?? '', options)
  // A move across articles changes both articles: it counts in the comparison of each. What has
  // no counterpart in the collection is not compared.
  const changeShare = round(articleShare(groups.filter(({group}) => group.status !== 'absent').map(({group, diffWords}) => ({group, diff: diffWords}))))
  const counts = statusCounts(pairs)
  const titleChanged = !titleUnknown && !readsTheSame(from.title ?? '', to.title ?? '')
  const unchanged = pairs.every((pair) => pair.status === 'unchanged' || pair.status === 'absent') && !titleChanged
  return {
    lineage,
    from: articleRef(from),
    to: articleRef(to),
    status: unchanged ? 'unchanged' : 'changed',
    renumbered: from.number !== to.number,
    titleDiff: titleDiff?.ops ?? [],
    changeShare,
    explanation: explainArticle(articleSide(from), articleSide(to), changeShare, counts, titleChanged),
    pairs
  }
}

/**
 * Provisions per status, each side counted (6 merged into 3 is `{from: 6, to: 3}`), never groups;
 * a heading over sub-lids that came or went is structure, not content: its sub-lids count.
 */
function statusCounts(pairs: ProvisionPairJson[]): Record<PairStatus, ProvisionCount> {
  const counted = pairs.filter((pair) => !(pair.structural && (pair.status === 'added' || pair.status === 'removed')))
  const count = (status: PairStatus): ProvisionCount => {
    const own = counted.filter((pair) => pair.status === status)
    return {from: own.reduce((sum, pair) => sum + pair.from.length, 0), to: own.reduce((sum, pair) => sum + pair.to.length, 0)}
  }
  return Object.fromEntries(pairStatuses.map((status) => [status, count(status)])) as Record<PairStatus, ProvisionCount>
}

function articleSide(article: Article): ArticleSide {
  return {number: article.number, edition: article.edition, ...(article.coverage ? {coverage: article.coverage} : {})}
}

/**
 * A provision that finds no counterpart where an article is only partly in the collection is not
 * removed or added: its counterpart may be in what is missing, on either side, since pairs rest
 * only on what both sides hold (src/align/coverage.ts). That is so for a lid of which nothing found
 * its counterpart; a lid of which some part did was transcribed on both sides, and what else of it
 * is missing changed. A footnote without counterpart is not compared either when the other side
 * names a footnote the collection lacks.
 */
function untranscribed(groups: ProvisionGroup[], from: Article, to: Article): ProvisionGroup[] {
  const lacksFootnote = (article: Article) => article.coverage?.footnotes.some((footnote) => !footnote.transcribed) ?? false
  const partial = isPartial(from) || isPartial(to)
  if (!partial && !lacksFootnote(from) && !lacksFootnote(to)) return groups
  const home = groups.filter((group) => group.elsewhere === null && group.from.length > 0 && group.to.length > 0)
  const reached = {from: new Set(home.flatMap((group) => group.from.map(lidOf))), to: new Set(home.flatMap((group) => group.to.map(lidOf)))}
  const unknown = (side: 'from' | 'to', unit: TextUnit) => (unit.kind === 'footnote' && lacksFootnote(side === 'from' ? to : from)) || (partial && !reached[side].has(lidOf(unit)))
  return groups.map((group) => {
    const side = group.status === 'removed' ? 'from' : group.status === 'added' ? 'to' : null
    return side && group[side].every((unit) => unknown(side, unit)) ? {...group, status: 'absent'} : group
  })
}

/** One group as published: its diffs (titles apart from texts), a diff per part, and its sentence. */
export function groupJson(
  group: ProvisionGroup,
  options: WordDiffOptions = {},
  {language = noLanguageWords, links = [], ...context}: Pick<GroupFacts, 'untranscribed' | 'replacedBy'> & {links?: UnitLink[]; language?: LanguageWords} = {}
): {pair: ProvisionPairJson; diffWords: ReturnType<typeof diffWords>} {
  const bodies = (units: TextUnit[]) => units.map((unit) => unit.body).join('\n')
  const titles = (units: TextUnit[]) => units.map((unit) => unit.title ?? '').join('\n')
  const hasTitle = [...group.from, ...group.to].some((unit) => unit.title)
  const body = diffWords(bodies(group.from), bodies(group.to), options)
  const title = hasTitle ? diffWords(titles(group.from), titles(group.to), options) : null
  const titleChanged = hasTitle && group.from.length > 0 && group.to.length > 0 && !readsTheSame(titles(group.from), titles(group.to))
  // Not compared, or gone for a reference: no rule of theirs to weigh.
  const rules = group.status === 'absent' || group.status === 'replaced' ? null : ruleChange(wholeUnits(group.from), wholeUnits(group.to), body.ops, language.ruleWords)
  const facts: GroupFacts = {changeShare: body.changeShare, same: body.same, titleChanged, ruleChange: rules, ...context}
  const parts = group.parts.map((part) => partJson(part, options, language))
  const pair: ProvisionPairJson = {
    status: statusOf(group, facts),
    from: group.from.map((unit) => unit.id),
    to: group.to.map((unit) => unit.id),
    fromLabel: labelOf(group.from),
    toLabel: labelOf(group.to),
    // Not compared, so no change: the other article lacks its counterpart (lid pages only).
    changeShare: group.status === 'absent' ? 0 : round(body.changeShare),
    explanation: explainGroup(group, facts),
    titleDiff: title ? title.ops : null,
    diff: body.ops,
    parts,
    replacedWhole: body.replacedWhole || (title?.replacedWhole ?? false),
    elsewhere: group.elsewhere ? {direction: group.elsewhere.direction, article: articleRef(group.elsewhere.article)} : null,
    inForceFrom: {from: inForce(group.from), to: inForce(group.to)},
    ruleChange: rules,
    confirmed: group.confirmed,
    links: links.map((link) => unitLinkJson(link)),
    structural: isHeadingOnly(group)
  }
  return {pair, diffWords: body}
}

/** Every unit of the group is a heading over sub-lids: a title, no text of its own, and parts below it. */
function isHeadingOnly(group: ProvisionGroup): boolean {
  const units = [...group.from, ...group.to]
  return units.length > 0 && units.every((unit) => unit.kind === 'provision' && unit.body === '' && unit.title !== null && (unit.provision?.children.length ?? 0) > 0)
}

/**
 * The share of the words of an article comparison's provisions that changed, each provision's words
 * counted once: a provision in two groups (merged from two articles, say) has a word changed only
 * where no group's diff keeps it. A group's diff is over its units' bodies joined by line breaks.
 */
function articleShare(groups: Array<{group: ProvisionGroup; diff: WordDiff}>): number {
  const units = new Map<string, {words: number; changed: Set<number>}>()
  const visit = (list: TextUnit[], changedAt: number[]) => {
    let offset = 0
    for (const unit of list) {
      const end = offset + unit.body.length
      const own = new Set(changedAt.filter((at) => at >= offset && at < end).map((at) => at - offset))
      const known = units.get(unit.id)
      // Changed only if changed in every group that holds it.
      if (known) known.changed = new Set([...known.changed].filter((at) => own.has(at)))
      else units.set(unit.id, {words: countWords(unit.body), changed: own})
      offset = end + 1
    }
  }
  for (const {group, diff} of groups) {
    visit(group.from, diff.changedAt.old)
    visit(group.to, diff.changedAt.new)
  }
  let words = 0
  let changed = 0
  for (const unit of units.values()) {
    words += unit.words
    changed += unit.changed.size
  }
  return words === 0 ? 0 : changed / words
}

/**
 * A part as published: which clauses of which provisions it holds, and their diff. A side that is
 * empty (the part's text is new, or gone) has no share of changed words: `changeShare` is null.
 */
function partJson(part: Part, options: WordDiffOptions, language: LanguageWords): PartJson {
  const diff = diffWords(sideText(part.from), sideText(part.to), options)
  const kind = part.from.length === 0 ? 'added' : part.to.length === 0 ? 'removed' : 'continued'
  const rules = kind === 'continued' ? ruleChange(part.from.map(ruleSource), part.to.map(ruleSource), diff.ops, language.ruleWords) : null
  return {kind, from: part.from.map(sideJson), to: part.to.map(sideJson), changeShare: kind === 'continued' ? round(diff.changeShare) : null, ruleChange: rules, evidence: part.evidence, lines: part.lines, diff: diff.ops}
}

/** The text a side of a part is over: each provision's clauses joined by a space, provisions on lines of their own. */
function sideText(side: PartSide[]): string {
  return side.map(({clauses}) => clauses.map((clause) => clause.text).join(' ')).join('\n')
}

function ruleSource({unit, clauses}: PartSide): RuleSource {
  return {unit, spans: clauses.map((clause) => [clause.start, clause.end])}
}

function sideJson({unit, clauses}: PartSide): {id: string; spans: Array<[number, number]>} {
  return {id: unit.id, spans: clauses.map((clause) => [clause.start, clause.end])}
}

function inForce(units: TextUnit[]): string | null {
  return units.map((unit) => unit.inForceFrom).find((date) => date !== null) ?? null
}

/** The comparison of one edition pair: its articles, most changed first, and a summary. */
export function comparisonJson(pair: EditionPair, compare: Compare, correspondence: Correspondence, options: WordDiffOptions = {}): ComparisonJson {
  const articles = pair.links.map(({lineage, link}) => compare(lineage, link.from, link.to))
  articles.sort((x, y) => y.changeShare - x.changeShare || Number.parseInt(x.to.number, 10) - Number.parseInt(y.to.number, 10))
  // A move shows in both articles' comparisons; it is counted once, where it leaves.
  const pairs = articles.flatMap((article) => article.pairs).filter((candidate) => candidate.elsewhere?.direction !== 'from')
  const shares = articles.reduce((sum, article) => sum + article.changeShare, 0)
  return {
    from: pair.from,
    to: pair.to,
    summary: {
      articles: {
        compared: articles.length,
        unchanged: articles.filter((article) => article.status === 'unchanged').length,
        changed: articles.filter((article) => article.status === 'changed').length
      },
      provisions: statusCounts(pairs),
      changeShare: round(shares / articles.length)
    },
    articles,
    moves: movesJson(correspondence, options)
  }
}

/** Every move across articles of an edition pair, grouped by the provision that left. */
function movesJson(correspondence: Correspondence, options: WordDiffOptions = {}): ProvisionPairJson[] {
  const moves = correspondence.links.filter((link) => link.kind === 'move')
  return movedOutGroups(moves, correspondence).map((group) => groupJson(group, options, {links: groupLinks(group, correspondence)}).pair)
}

export type Compare = (lineage: Lineage, from: Article, to: Article) => ArticleComparisonJson

export function lineagesJson(lineages: Lineage[]): LineagesJson {
  return {
    lineages: lineages.map((lineage) => ({
      id: lineage.id,
      title: lineage.articles.at(-1)!.title,
      articles: lineage.articles.map(articleRef),
      links: lineage.links.map(linkJson)
    }))
  }
}

function linkJson(link: ArticleLink) {
  return {from: link.from.id, to: link.to.id, score: link.score, confirmed: link.confirmed, evidence: link.evidence}
}

type Cell = NonNullable<LineageRowsJson['rows'][number]['cells'][number]>
type TextCell = Extract<Cell, {kind: 'text'}>
type EndedCell = Extract<Cell, {kind: 'ended'}>

/** Text a lineage cell's diff starts from: a provision of the previous column and the clauses of it (`[start, end]`). */
interface Source {
  unit: TextUnit
  spans: Array<[number, number]>
}

/**
 * The provisions of one lineage in rows: a row per provision, a column per article. A later
 * provision stands in the row of the earliest provision whose text continues in it (the parts of
 * its pair tell which), when that row holds nothing else of its column; its diff starts from the
 * clauses that continue in it, which the cell names (`from`). A row whose provision continues
 * elsewhere says where and how (`continued`). A provision that moved to another article shows in
 * its row with the text it has there (`articles` finds that article).
 */
export function lineageRowsJson(lineage: Lineage, compare: Compare, articles: (id: string) => Article | undefined, options: WordDiffOptions = {}): LineageRowsJson {
  const columns = lineage.articles.length
  const rows: Array<Array<Cell | null>> = []
  const rowOf = new Map<string, number>()
  const unitById = new Map<string, TextUnit>()
  const unitOf = (id: string) => {
    if (!unitById.has(id)) {
      const article = lineage.articles.find((candidate) => isWithin(id, candidate.id)) ?? articles(articleOf(id))
      for (const unit of article ? textUnits(article) : []) unitById.set(unit.id, unit)
    }
    const unit = unitById.get(id)
    if (!unit) throw new Error(`Unexpected provision ${id} in lineage ${lineage.id}, expected one of its articles or a known article`)
    return unit
  }
  const cell = (list: TextUnit[], pair: ProvisionPairJson | null, from: Source[] | null, diff: {ops: DiffOp[]; titles: DiffOp[] | null} | null): TextCell => ({
    kind: 'text',
    provisions: list.map((unit) => unit.id),
    label: pair?.elsewhere?.direction === 'to' ? `artikel ${pair.elsewhere.article.number}: ${labelOf(list)}` : labelOf(list),
    title: list.length === 1 ? list[0]!.title : null,
    text: list.map((unit) => unit.body).join('\n'),
    status: pair?.status ?? null,
    explanation: pair ? pair.explanation : null,
    titleDiff: diff ? diff.titles : null,
    diff: diff ? diff.ops : null,
    inForceFrom: inForce(list),
    // Rows are numbered once every row is in place (`placeRows`).
    from: from ? from.map(({unit, spans}) => ({id: unit.id, spans, row: null})) : null
  })
  for (const unit of textUnits(lineage.articles[0]!)) {
    rowOf.set(unit.id, rows.length)
    rows.push([cell([unit], null, null, null), ...Array<Cell | null>(columns - 1).fill(null)])
  }
  // Where the text of each row's earlier provision went, by column: the pair and the provisions.
  const continued: Array<{column: number; row: number; pair: ProvisionPairJson}> = []
  lineage.links.forEach((link, step) => {
    const column = step + 1
    let lastRow = -1
    const newRow = (at: number) => {
      rows.splice(at, 0, Array<Cell | null>(columns).fill(null))
      for (const [id, index] of rowOf) if (index >= at) rowOf.set(id, index + 1)
      for (const entry of continued) if (entry.row >= at) entry.row++
      return at
    }
    const pairs = compare(lineage, link.from, link.to).pairs
    // Provisions replaced by a pointer point to the newer provision's row; it has its cell from what it continues.
    const placedElsewhere = new Set(pairs.filter((pair) => pair.status !== 'replaced').flatMap((pair) => pair.to))
    for (const pair of pairs) {
      if (pair.to.length === 0 || (pair.status === 'replaced' && pair.to.every((id) => placedElsewhere.has(id)))) continue
      for (const {units, sources, diff} of pairCells(pair, unitOf, options)) {
        // The row of its earliest source that has no cell here yet, so both columns keep their
        // reading order as far as they can; footnotes stand apart from the text's order, so a
        // source of the cell's own kind goes first (a footnote that became a provision keeps its
        // row). Else a row of its own after the last one filled.
        const ownKind = sources.filter((source) => source.unit.kind === units[0]!.kind)
        const free = (ownKind.length > 0 ? ownKind : sources).map((source) => rowOf.get(source.unit.id)).filter((row): row is number => row !== undefined && rows[row]![column] === null)
        const row = free.length > 0 ? Math.min(...free) : newRow(lastRow + 1)
        rows[row]![column] = cell(units, pair, sources, diff)
        if (pair.elsewhere?.direction !== 'to') for (const unit of units) rowOf.set(unit.id, row)
        lastRow = Math.max(lastRow, row)
      }
    }
    // A row whose provision continues in another row, or in no cell of its own: where it went; a
    // row whose provision ends here (removed, or not compared) says so in this column.
    rows.forEach((cells, row) => {
      const before = cells[column - 1]
      if (before?.kind !== 'text' || cells[column] !== null || !before.provisions.every((id) => isWithin(id, link.from.id))) return
      const pair = pairs.find((candidate) => candidate.from.some((id) => before.provisions.includes(id)))
      if (pair && pair.to.length > 0) continued.push({column, row, pair})
      else if (pair) cells[column] = endedCell(pair)
    })
  })
  return {id: lineage.id, title: lineage.articles.at(-1)!.title, articles: lineage.articles.map(articleRef), rows: placeRows(rows, continued).map((cells) => ({cells}))}
}

/** The column where a row's provision ends: what its pair says became of it, and the pair's sentence. */
function endedCell(pair: ProvisionPairJson): EndedCell {
  return {kind: 'ended', status: pair.status, explanation: pair.explanation}
}

/**
 * The cells a pair gives the later column: one for a pair without parts (its diff whole), else one
 * per later provision, whose diff starts from the clauses of the earlier provisions that its parts
 * pair with it. A pair that left for another article is one cell, in the row it left.
 */
function pairCells(pair: ProvisionPairJson, unitOf: (id: string) => TextUnit, options: WordDiffOptions): Array<{units: TextUnit[]; sources: Source[]; diff: {ops: DiffOp[]; titles: DiffOp[] | null}}> {
  if (pair.parts.length === 0 || pair.elsewhere?.direction === 'to') {
    const sources = pair.from.map((id) => unitOf(id)).map((unit) => ({unit, spans: [[0, unit.body.length]] as Array<[number, number]>}))
    return [{units: pair.to.map(unitOf), sources, diff: {ops: pair.diff, titles: pair.titleDiff}}]
  }
  return pair.to.map((id) => {
    const unit = unitOf(id)
    const spans = new Map<string, Array<[number, number]>>()
    for (const part of pair.parts.filter((candidate) => candidate.to.some((side) => side.id === id))) {
      for (const side of part.from) spans.set(side.id, [...(spans.get(side.id) ?? []), ...side.spans])
    }
    const sources = pair.from.filter((from) => spans.has(from)).map((from) => ({unit: unitOf(from), spans: joinSpans(unitOf(from).body, spans.get(from)!)}))
    const hasTitle = unit.title !== null || sources.some((source) => source.unit.title !== null)
    return {
      units: [unit],
      sources,
      diff: {
        ops: diffWords(sourceText(sources), unit.body, options).ops,
        titles: hasTitle ? diffWords(sources.map((source) => source.unit.title ?? '').join('\n'), unit.title ?? '', options).ops : null
      }
    }
  })
}

/** The text a cell's diff starts from: each source's spans joined by a space, sources on lines of their own. */
function sourceText(sources: Source[]): string {
  return sources.map(({unit, spans}) => spans.map(([start, end]) => unit.body.slice(start, end)).join(' ')).join('\n')
}

/** Spans in text order, those with only whitespace between them joined. */
function joinSpans(text: string, spans: Array<[number, number]>): Array<[number, number]> {
  const joined: Array<[number, number]> = []
  for (const [start, end] of spans.toSorted((x, y) => x[0] - y[0])) {
    const last = joined.at(-1)
    if (last && text.slice(last[1], start).trim() === '') last[1] = Math.max(last[1], end)
    else joined.push([start, end])
  }
  return joined
}

/**
 * Row numbers, once every row is in place: each cell's sources by the row that holds them in the
 * previous column, and each row that continues elsewhere as a `continued` cell naming the rows
 * whose cells take up its text (or, when none of its clauses has a counterpart, the cells of its
 * pair's later provisions).
 */
function placeRows(rows: Array<Array<Cell | null>>, continued: Array<{column: number; row: number; pair: ProvisionPairJson}>): Array<Array<Cell | null>> {
  const rowAt = (column: number, id: string) => {
    const row = rows.findIndex((cells) => {
      const found = cells[column]
      return found?.kind === 'text' && found.provisions.includes(id)
    })
    return row === -1 ? null : row
  }
  rows.forEach((cells) =>
    cells.forEach((found, column) => {
      if (found?.kind === 'text' && found.from) for (const source of found.from) source.row = column > 0 ? rowAt(column - 1, source.id) : null
    })
  )
  for (const {column, row, pair} of continued) {
    const before = rows[row]![column - 1] as TextCell
    const takers = rows.flatMap((cells, index) => {
      const found = cells[column]
      return found?.kind === 'text' && found.from?.some((source) => before.provisions.includes(source.id)) ? [index] : []
    })
    const targets = takers.length > 0 ? takers : [...new Set(pair.to.map((id) => rowAt(column, id)).filter((index): index is number => index !== null))]
    rows[row]![column] = {
      kind: 'continued',
      status: pair.status,
      explanation: pair.explanation,
      continuedIn: targets.map((index) => ({row: index, provisions: (rows[index]![column] as TextCell).provisions}))
    }
  }
  return rows
}

function articleRef(article: Article) {
  return {id: article.id, edition: article.edition, number: article.number, title: article.title}
}

function labelOf(list: TextUnit[]): string | null {
  const labels = list.map((unit) => unit.label).filter(Boolean)
  return labels.length > 0 ? labels.join(' + ') : null
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
