// The lineage files: `lineages.json` (every lineage with its articles and links) and
// `lineages/<id>.json` (the provision rows of one lineage, a column per article), made from the
// lineage and its article comparisons as published (comparison-json.ts).
import {lineageSteps, type ArticleLink, type Lineage} from '../align/articles.ts'
import {isPartial} from '../align/coverage.ts'
import {textUnits, type TextUnit} from '../align/units.ts'
import type {CellSource} from '../diff/cells.ts'
import type {Compare} from '../diff/compare.ts'
import {articleOf, isWithin} from '../ids.ts'
import type {Article} from '../types.ts'
import type {DiffOp, LineageRowsJson, LineagesJson, ProvisionPairJson} from '../schema.ts'
import {articleRef, inForce, labelOf, type CompareJson} from './comparison-json.ts'

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

/** An article comparison as published and as data (the cells of its pairs, src/diff/cells.ts). */
export interface LineageComparisons {
  compare: CompareJson
  comparison: Compare
}

/**
 * The provisions of one lineage in rows: a row per provision, a column per article. A later
 * provision stands in the row of the earliest provision whose text continues in it (the parts of
 * its pair tell which), when that row holds nothing else of its column; its diff starts from the
 * clauses that continue in it, which the cell names (`from`). A row whose provision continues
 * elsewhere says where and how (`continued`). A provision that moved to another article shows in
 * its row with the text it has there (`articles` finds that article).
 */
export function lineageRowsJson(lineage: Lineage, {compare, comparison}: LineageComparisons, articles: (id: string) => Article | undefined): LineageRowsJson {
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
  const cell = (list: TextUnit[], pair: ProvisionPairJson | null, from: CellSource[] | null, diff: {ops: DiffOp[]; titles: DiffOp[] | null} | null): TextCell => ({
    kind: 'text',
    provisions: list.map((unit) => unit.id),
    label: pair?.elsewhere?.direction === 'to' ? `artikel ${pair.elsewhere.article.number}: ${labelOf(list)}` : labelOf(list),
    title: list.length === 1 ? list[0]!.title : null,
    text: list.map((unit) => unit.body).join('\n'),
    status: pair?.status ?? null,
    explanation: pair ? pair.explanation : null,
    addedSubject: pair ? pair.addedSubject : null,
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
  const steps = lineageSteps(lineage)
  const bases: Array<number | null> = lineage.articles.map((_, column) => steps.find((step) => step.column === column)?.base ?? null)
  for (const {column, base, link} of steps) {
    let lastRow = -1
    const newRow = (at: number) => {
      rows.splice(at, 0, Array<Cell | null>(columns).fill(null))
      for (const [id, index] of rowOf) if (index >= at) rowOf.set(id, index + 1)
      for (const entry of continued) if (entry.row >= at) entry.row++
      return at
    }
    const pairs = compare(lineage, link.from, link.to).pairs
    // The published pairs are the comparison's, in its order.
    const made = comparison(lineage, link.from, link.to).pairs
    // Provisions replaced by a pointer point to the newer provision's row; it has its cell from what it continues.
    const placedElsewhere = new Set(pairs.filter((pair) => pair.status !== 'replaced').flatMap((pair) => pair.to))
    pairs.forEach((pair, index) => {
      if (pair.to.length === 0 || (pair.status === 'replaced' && pair.to.every((id) => placedElsewhere.has(id)))) return
      for (const found of made[index]!.cells) {
        // By id: a moved provision's article may be read anew (`unitOf`), its units other objects.
        const units = found.units.map((unit) => unitOf(unit.id))
        const sources = found.sources.map((source) => ({unit: unitOf(source.unit.id), spans: source.spans}))
        const diff = {ops: found.ops, titles: found.titles}
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
    })
    // A row whose provision continues in another row, or in no cell of its own: where it went; a
    // row whose provision ends here (removed, or not compared) says so in this column.
    rows.forEach((cells, row) => {
      const before = cells[base]
      if (before?.kind !== 'text' || cells[column] !== null || !before.provisions.every((id) => isWithin(id, link.from.id))) return
      const pair = pairs.find((candidate) => candidate.from.some((id) => before.provisions.includes(id)))
      if (pair && pair.to.length > 0) continued.push({column, row, pair})
      else if (pair) cells[column] = endedCell(pair)
    })
  }
  return {id: lineage.id, title: lineage.articles.at(-1)!.title, articles: lineage.articles.map(articleRef), bases, partial: lineage.articles.map(heldLids), rows: placeRows(rows, continued, bases).map((cells) => ({cells}))}
}

/** The lids the collection holds of an article of lid pages only; null for a whole article. */
function heldLids(article: Article): string[] | null {
  return isPartial(article) ? article.coverage!.lids.filter((lid) => lid.transcribed).map((lid) => lid.label) : null
}

/** The column where a row's provision ends: what its pair says became of it, and the pair's sentence. */
function endedCell(pair: ProvisionPairJson): EndedCell {
  return {kind: 'ended', status: pair.status, explanation: pair.explanation}
}

/**
 * Row numbers, once every row is in place: each cell's sources by the row that holds them in the
 * column compared with, and each row that continues elsewhere as a `continued` cell naming the rows
 * whose cells take up its text (or, when none of its clauses has a counterpart, the cells of its
 * pair's later provisions).
 */
function placeRows(rows: Array<Array<Cell | null>>, continued: Array<{column: number; row: number; pair: ProvisionPairJson}>, bases: Array<number | null>): Array<Array<Cell | null>> {
  const rowAt = (column: number, id: string) => {
    const row = rows.findIndex((cells) => {
      const found = cells[column]
      return found?.kind === 'text' && found.provisions.includes(id)
    })
    return row === -1 ? null : row
  }
  rows.forEach((cells) =>
    cells.forEach((found, column) => {
      if (found?.kind === 'text' && found.from) for (const source of found.from) source.row = bases[column] != null ? rowAt(bases[column]!, source.id) : null
    })
  )
  for (const {column, row, pair} of continued) {
    const before = rows[row]![bases[column]!] as TextCell
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
