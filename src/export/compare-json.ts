// Alignment + word diffs → the public comparison JSON: per edition pair (compare/<from>/<to>.json)
// and per lineage (lineages/<id>.json, the provision rows of one provision through the editions).
import type {ArticleLink, Lineage} from '../align/articles.ts'
import {alignProvisions, sameText, units, type PairStatus, type Unit} from '../align/provisions.ts'
import {explainArticle, explainPair} from '../diff/explain.ts'
import {diffWords, type WordDiffOptions} from '../diff/words.ts'
import type {Article} from '../types.ts'
import type {ArticleComparisonJson, ComparisonJson, LineageRowsJson, LineagesJson, ProvisionPairJson} from './schema.ts'


const statuses: PairStatus[] = ['unchanged', 'reworded', 'relabeled', 'split', 'merged', 'moved', 'added', 'removed']

export function compareArticles(lineage: string, from: Article, to: Article, options: WordDiffOptions = {}): ArticleComparisonJson {
  const before = units(from)
  const after = units(to)
  let changed = 0
  let total = 0
  const unitPairs = alignProvisions(before, after).map((pair) => {
    const diff = diffWords(pair.from.map((unit) => unit.text).join('\n'), pair.to.map((unit) => unit.text).join('\n'), options)
    changed += diff.changedWords
    total += diff.totalWords
    const json: ProvisionPairJson = {
      status: pair.status,
      from: pair.from.map((unit) => unit.provision.id),
      to: pair.to.map((unit) => unit.provision.id),
      fromLabel: labelOf(pair.from),
      toLabel: labelOf(pair.to),
      changeShare: round(diff.changeShare),
      explanation: explainPair(pair.status, pair.from, pair.to, diff.changeShare),
      diff: diff.ops,
      replacedWhole: diff.replacedWhole
    }
    return {status: pair.status, from: pair.from, to: pair.to, json}
  })
  const titleDiff = diffWords(from.title ?? '', to.title ?? '', options)
  const changeShare = total === 0 ? 0 : round(changed / total)
  const counts = Object.fromEntries(statuses.map((status) => [status, unitPairs.filter((pair) => pair.status === status).length]))
  const unchanged = unitPairs.every((pair) => pair.status === 'unchanged') && sameText(from.title ?? '', to.title ?? '')
  return {
    lineage,
    from: articleRef(from),
    to: articleRef(to),
    status: unchanged ? 'unchanged' : 'changed',
    renumbered: from.number !== to.number,
    titleDiff: titleDiff.ops,
    changeShare,
    explanation: explainArticle(from, to, changeShare, counts),
    pairs: unitPairs.map((pair) => pair.json)
  }
}

/** The links of one edition pair, in lineage order. */
export interface EditionPair {
  from: string
  to: string
  links: Array<{lineage: Lineage; link: ArticleLink}>
}

/**
 * The edition pairs to compare, oldest pair first. An article is compared with its predecessor in
 * its lineage (the nearest earlier edition holding a match), so the work grows with the number of
 * articles, not with the square of the number of editions.
 */
export function editionPairs(lineages: Lineage[]): EditionPair[] {
  const byPair = new Map<string, EditionPair>()
  for (const lineage of lineages) {
    for (const link of lineage.links) {
      const key = `${link.from.edition}/${link.to.edition}`
      let pair = byPair.get(key)
      if (!pair) byPair.set(key, (pair = {from: link.from.edition, to: link.to.edition, links: []}))
      pair.links.push({lineage, link})
    }
  }
  return [...byPair.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, pair]) => pair)
}

/** The comparison of one edition pair: its articles, most changed first, and a summary. */
export function comparisonJson(pair: EditionPair, compare: Compare): ComparisonJson {
  const articles = pair.links.map(({lineage, link}) => compare(lineage, link.from, link.to))
  articles.sort((x, y) => y.changeShare - x.changeShare || Number.parseInt(x.to.number, 10) - Number.parseInt(y.to.number, 10))
  const pairs = articles.flatMap((article) => article.pairs)
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
      provisions: Object.fromEntries(statuses.map((status) => [status, pairs.filter((candidate) => candidate.status === status).length])) as Record<PairStatus, number>,
      changeShare: round(shares / articles.length)
    },
    articles
  }
}

export function comparisonsJson(lineages: Lineage[], compare: Compare): ComparisonJson[] {
  return editionPairs(lineages).map((pair) => comparisonJson(pair, compare))
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

/** The provisions of one lineage in rows: a row per provision, a column per article. */
export function lineageRowsJson(lineage: Lineage, compare: Compare): LineageRowsJson {
  const columns = lineage.articles.length
  const rows: Array<Array<Cell | null>> = []
  const rowOf = new Map<string, number>()
  const cell = (list: Unit[], status: PairStatus | null, pair: ProvisionPairJson | null): Cell => ({
    provisions: list.map((unit) => unit.provision.id),
    label: labelOf(list),
    title: list.length === 1 ? list[0]!.provision.title : null,
    text: list.map((unit) => unit.text).join('\n'),
    status,
    explanation: pair ? pair.explanation : null,
    diff: pair ? pair.diff : null
  })
  const unitById = new Map(lineage.articles.flatMap((article) => units(article).map((unit) => [unit.provision.id, unit] as const)))
  for (const unit of units(lineage.articles[0]!)) {
    rowOf.set(unit.provision.id, rows.length)
    rows.push([cell([unit], null, null), ...Array<Cell | null>(columns - 1).fill(null)])
  }
  lineage.links.forEach((link, step) => {
    const column = step + 1
    let lastRow = -1
    for (const pair of compare(lineage, link.from, link.to).pairs) {
      if (pair.to.length === 0) continue
      const known = pair.from.map((id) => rowOf.get(id)).find((row) => row !== undefined)
      let row = known
      if (row === undefined) {
        row = lastRow + 1
        rows.splice(row, 0, Array<Cell | null>(columns).fill(null))
        for (const [id, index] of rowOf) if (index >= row) rowOf.set(id, index + 1)
      }
      rows[row]![column] = cell(pair.to.map((id) => unitById.get(id)!), pair.status, pair)
      for (const id of pair.to) rowOf.set(id, row)
      lastRow = Math.max(lastRow, row)
    }
  })
  return {id: lineage.id, title: lineage.articles.at(-1)!.title, articles: lineage.articles.map(articleRef), rows: rows.map((cells) => ({cells}))}
}

function articleRef(article: Article) {
  return {id: article.id, edition: article.edition, number: article.number, title: article.title}
}

function labelOf(list: Unit[]): string | null {
  const labels = list.map((unit) => unit.label).filter(Boolean)
  return labels.length > 0 ? labels.join(' + ') : null
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
