// Both texts intact, end to end: in every comparison the pipeline produces, each provision pair's
// equal + delete operations spell the older provisions and equal + insert the newer ones, as their
// article JSON files hold them (the texts, each on a line of its own; the titles in a diff of their
// own; each part over its clauses); the title diff spells the two article titles. Checked against the exported article files, not the diff's input, so an
// export that shows another text than the article's fails too.
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {generateCorpus} from '../support/generate-corpus.ts'
import {articlesOf, buildCorpus, type Corpus} from '../src/corpus.ts'
import {correspond} from '../src/align/correspondence.ts'
import {editionPairs} from '../src/align/edition-pairs.ts'
import {compareArticles} from '../src/diff/compare.ts'
import {articleComparisonJson, comparisonJson} from '../src/export/comparison-json.ts'
import {lineageRowsJson} from '../src/export/lineage-json.ts'
import {articleFile, articleJson} from '../src/export/corpus-json.ts'
import type {ArticleComparisonJson, ArticleJson, ComparisonJson, DiffOp, ProvisionJson} from '../src/schema.ts'
import {pairStatuses} from '../src/vocabulary.ts'
import {align, runPipeline, type Pipeline} from '../src/pipeline.ts'
import {config, lawsDir, realCorpus, root} from './helpers/corpus.ts'
import {provisionCase} from '../support/synthetic.ts'

/** An exported article file with its provisions and footnotes by id. */
interface Exported {
  article: ArticleJson
  provisions: Map<string, {title: string | null; text: string | null}>
}

/** The article files as exported, by article id. */
function exportedArticles(files: string[]): Map<string, Exported> {
  const result = new Map<string, Exported>()
  for (const file of files) {
    const article = JSON.parse(file) as ArticleJson
    const provisions = new Map<string, {title: string | null; text: string | null}>()
    const visit = (provision: ProvisionJson) => {
      provisions.set(provision.id, provision)
      provision.children.forEach(visit)
    }
    article.provisions.forEach(visit)
    for (const footnote of article.footnotes) provisions.set(footnote.id, {title: null, text: footnote.text})
    result.set(article.id, {article, provisions})
  }
  return result
}

/** What a diff shows of some provisions (or footnotes): each one's text, or title, on a line of its own. */
function shownText(ids: string[], exported: Map<string, Exported>, field: 'title' | 'text' = 'text'): string {
  return ids
    .map((id) => {
      const provision = [...exported.values()].map((article) => article.provisions.get(id)).find(Boolean)
      if (!provision) throw new Error(`Unexpected provision ${id}, expected it in an exported article`)
      return provision[field] ?? ''
    })
    .join('\n')
}

/** What a part's diff (or a lineage cell's, from its sources) shows of a side: each provision's clauses at its spans joined by a space, provisions on lines of their own. */
function spanText(side: Array<{id: string; spans: Array<[number, number]>}>, exported: Map<string, Exported>): string {
  return side
    .map(({id, spans}) => {
      const text = shownText([id], exported)
      return spans.map(([start, end]) => text.slice(start, end)).join(' ')
    })
    .join('\n')
}

const spell = (ops: DiffOp[], skip: DiffOp['op']) =>
  ops
    .filter((op) => op.op !== skip)
    .map((op) => op.text)
    .join('')

/** Each side of `ops` that is not the text expected, said in a line. */
function sideProblems(where: string, ops: DiffOp[], older: string, newer: string): string[] {
  const problems: string[] = []
  if (spell(ops, 'insert') !== older) problems.push(`${where}: old side ${JSON.stringify(spell(ops, 'insert'))}, expected ${JSON.stringify(older)}`)
  if (spell(ops, 'delete') !== newer) problems.push(`${where}: new side ${JSON.stringify(spell(ops, 'delete'))}, expected ${JSON.stringify(newer)}`)
  return problems
}

/** Every diff of one article comparison (title and provision pairs) against the exported articles. */
function comparisonProblems(comparison: ArticleComparisonJson, older: Map<string, Exported>, newer = older): string[] {
  const where = `${comparison.from.id} → ${comparison.to.id}`
  const [from, to] = [older.get(comparison.from.id)!, newer.get(comparison.to.id)!]
  // Every clause of a provision with several links goes to exactly one of its parts; no part is
  // without text, and only text on one side (new or gone) has a side empty, without a share.
  const coverage: string[] = []
  for (const pair of comparison.pairs) {
    for (const part of pair.parts) {
      const [old, added] = [spanText(part.from, older), spanText(part.to, newer)]
      const kind = part.from.length === 0 ? 'added' : part.to.length === 0 ? 'removed' : 'continued'
      if (old.trim() === '' && added.trim() === '') coverage.push(`${where}: a part of ${pair.from.join(' + ')} → ${pair.to.join(' + ')} has no text`)
      if (part.kind !== kind || (part.changeShare === null) !== (kind !== 'continued')) coverage.push(`${where}: a part of ${pair.from.join(' + ')} → ${pair.to.join(' + ')} is ${part.kind} with share ${part.changeShare}, expected ${kind}`)
      // Text a link of the pair carries is never shown as only new or only gone.
      const carried = [...part.from, ...part.to].filter((side) => pair.links.some((link) => link.from === side.id || link.to === side.id))
      if (kind !== 'continued' && carried.length > 0) coverage.push(`${where}: ${carried.map((side) => side.id).join(' + ')} ${kind}, though a link of the pair carries it`)
    }
    // Every link of a pair with parts stands in a part that holds text of both its ends.
    if (pair.parts.length > 0) {
      for (const link of pair.links) {
        const held = pair.parts.some((part) => part.from.some((side) => side.id === link.from) && part.to.some((side) => side.id === link.to))
        const worded = [link.from, link.to].every((id) => pair.parts.some((part) => [...part.from, ...part.to].some((side) => side.id === id)))
        if (worded && !held) coverage.push(`${where}: the link ${link.from} → ${link.to} stands in no part with text of both ends`)
      }
    }
    for (const [side, ids, exported] of [
      ['from', pair.from, older],
      ['to', pair.to, newer]
    ] as const) {
      for (const id of ids) {
        const spans = pair.parts.flatMap((part) => part[side].filter((entry) => entry.id === id).flatMap((entry) => entry.spans))
        // A unit without text of its own (a heading) has no clauses to share out.
        if (pair.parts.length === 0 || shownText([id], exported) === '') continue
        const covered = spans
          .toSorted((x, y) => x[0] - y[0])
          .map(([start, end]) => shownText([id], exported).slice(start, end))
          .join('')
        if (covered.replace(/\s+/g, '') !== shownText([id], exported).replace(/\s+/g, '')) coverage.push(`${where} ${id}: the parts do not cover its text exactly once`)
      }
    }
  }
  return [
    ...coverage,
    ...sideProblems(`${where} title`, comparison.titleDiff, from.article.title ?? '', to.article.title ?? ''),
    ...comparison.pairs.flatMap((pair) => {
      const name = `${where} ${pair.fromLabel ?? '-'} → ${pair.toLabel ?? '-'}`
      return [
        ...sideProblems(name, pair.diff, shownText(pair.from, older), shownText(pair.to, newer)),
        ...(pair.titleDiff ? sideProblems(`${name} (titles)`, pair.titleDiff, shownText(pair.from, older, 'title'), shownText(pair.to, newer, 'title')) : []),
        ...pair.parts.flatMap((part) => sideProblems(`${name} (part ${part.from.map((entry) => entry.id).join(' + ')} → ${part.to.map((entry) => entry.id).join(' + ')})`, part.diff, spanText(part.from, older), spanText(part.to, newer)))
      ]
    })
  ]
}

/** As written to disk: JSON text, read back. */
const published = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** The edition-pair comparisons and lineage rows of a pipeline run, checked against its article files. */
function pipelineProblems(run: Pipeline) {
  const {corpus, lineages, compare, article} = run
  const exported = exportedArticles(corpus.editions.flatMap((edition) => articlesOf(edition).map((article) => articleFile(article, edition))))
  const comparisons: ComparisonJson[] = editionPairs(lineages).map((pair) => published(comparisonJson(pair, run)))
  const problems = comparisons.flatMap((comparison) => comparison.articles.flatMap((article) => comparisonProblems(article, exported)))
  // A lineage row shows each later provision with its diff from the text it names (`from`), a row
  // whose provision continues elsewhere says where, and one whose provision ends says how: no cell
  // right after a provision of the article is empty.
  for (const lineage of lineages.filter((candidate) => candidate.links.length > 0)) {
    const {rows} = published(lineageRowsJson(lineage, run, article))
    rows.forEach(({cells}, row) =>
      cells.forEach((cell, column) => {
        const where = `lineage ${lineage.id} row ${row} column ${column}`
        if (cell?.kind === 'text' && cell.diff) {
          if (spell(cell.diff, 'delete') !== shownText(cell.provisions, exported)) problems.push(`${where} ${cell.label ?? '-'}: new side differs from ${cell.provisions.join(' + ')}`)
          if (cell.from && spell(cell.diff, 'insert') !== spanText(cell.from, exported)) problems.push(`${where} ${cell.label ?? '-'}: old side differs from ${cell.from.map((source) => source.id).join(' + ')}`)
          for (const source of cell.from ?? []) {
            const before = source.row === null ? null : rows[source.row]!.cells[column - 1]
            if (source.row !== null && !(before?.kind === 'text' && before.provisions.includes(source.id))) problems.push(`${where}: ${source.id} is not in row ${source.row}`)
          }
        }
        if (cell?.kind === 'continued') {
          for (const target of cell.continuedIn) {
            const found = rows[target.row]!.cells[column]
            if (!(found?.kind === 'text' && found.provisions.join() === target.provisions.join())) problems.push(`${where}: continues in row ${target.row}, which does not hold ${target.provisions.join(' + ')}`)
          }
        }
        const before = cells[column - 1]
        if (column > 0 && (cell === null || cell.kind === 'ended') && before?.kind === 'text' && before.provisions.every((id) => id.startsWith(`${lineage.articles[column - 1]!.id}/`))) {
          const pair = compare(lineage, lineage.links[column - 1]!.from, lineage.links[column - 1]!.to).pairs.find((candidate) => candidate.from.some((id) => before.provisions.includes(id)))
          if (cell === null) problems.push(`${where}: empty, but ${before.provisions.join(' + ')} is ${pair?.status ?? 'in no pair'}`)
          else if (pair?.status !== cell.status || pair.to.length > 0) problems.push(`${where}: ended as ${cell.status}, but ${before.provisions.join(' + ')} is ${pair?.status ?? 'in no pair'}`)
        }
      })
    )
  }
  // A heading over sub-lids that came or went is structure, not a provision added or removed: not counted.
  const pairs = comparisons.flatMap((comparison) => comparison.articles.flatMap((article) => article.pairs)).filter((pair) => !(pair.structural && (pair.status === 'added' || pair.status === 'removed')))
  // Every count is of provisions: per status, the older and the newer provisions of its pairs (a move counted where it leaves).
  const miscounted = comparisons.flatMap((comparison) => {
    const counted = comparison.articles.flatMap((article) => article.pairs).filter((pair) => pair.elsewhere?.direction !== 'from' && !(pair.structural && (pair.status === 'added' || pair.status === 'removed')))
    return pairStatuses.flatMap((status) => {
      const own = counted.filter((pair) => pair.status === status)
      const expected = {from: own.reduce((sum, pair) => sum + pair.from.length, 0), to: own.reduce((sum, pair) => sum + pair.to.length, 0)}
      const stated = comparison.summary.provisions[status]
      return stated.from === expected.from && stated.to === expected.to ? [] : [`${comparison.from}/${comparison.to} ${status}: ${JSON.stringify(stated)}, expected ${JSON.stringify(expected)}`]
    })
  })
  return {problems, editionPairs: comparisons.map((comparison) => `${comparison.from}/${comparison.to}`), pairs: pairs.length, miscounted}
}

describe('every diff of a comparison spells both provisions as their article files hold them', () => {
  test('in the real corpus', () => {
    const result = pipelineProblems(runPipeline(lawsDir, {cwd: root}))
    expect(result.problems).toEqual([])
    // Every pair of every comparison was checked.
    expect(result.editionPairs).toEqual(['1975/1987', '1982/1987', '1987/1997'])
    expect(result.miscounted).toEqual([])
  })

  test('in a synthetic corpus of three editions with rewording, splits, merges and moves', () => {
    const templates = realCorpus().editions.flatMap(articlesOf)
    const generated = generateCorpus(templates, {editions: 3, articles: 30, seed: 7, perFile: 10})
    const corpus = buildCorpus(
      [...generated.files].map(([file, value]) => new VFile({path: `laws/${file}`, value})),
      config
    )
    const result = pipelineProblems(align(corpus, new VFile({path: path.join('laws', 'concordance.txt'), value: ''})))
    expect(result.problems).toEqual([])
    expect(result.editionPairs).toEqual(['1950/1953', '1953/1956'])
    expect(result.miscounted).toEqual([])
  })

  test('in synthetic provision edits of real articles (reword, relabel, split, merge, insert, delete, move)', () => {
    const corpus: Corpus = realCorpus()
    const pool = corpus.editions.flatMap(articlesOf)
    const editionOf = (source: string) => corpus.editions.find((edition) => edition.sources.some((candidate) => candidate.path === source))!
    const problems = Array.from({length: 60}, (_, seed) => provisionCase(seed, pool)).flatMap(({before, after}) => {
      // The derived article keeps its template's source file, so it is exported as from that edition.
      const [older, newer] = [before, after].map((article) => exportedArticles([JSON.stringify(articleJson(article, editionOf(article.source)))]))
      return comparisonProblems(
        published(articleComparisonJson(compareArticles({lineage: 'synthetic', from: before, to: after, correspondence: correspond({from: [before], to: [after], links: [{from: before, to: after}]})}))),
        older!,
        newer!
      )
    })
    expect(problems).toEqual([])
  })
})
