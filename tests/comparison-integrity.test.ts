// Both texts intact, end to end: in every comparison the pipeline produces, each provision pair's
// equal + delete operations spell the older provisions and equal + insert the newer ones, as their
// article JSON files hold them (texts in `diff`, titles in `titleDiff`, each on a line of its own;
// a footnote's text; a provision of another article for a move across articles), each part's diff
// spells the clauses its spans name, and the title diff spells the two article titles. Checked against the exported article files, not the diff's input, so an
// export that shows another text than the article's fails too.
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {generateCorpus} from '../scripts/bench/generate-corpus.ts'
import {articlesOf, buildCorpus, type Corpus} from '../src/corpus.ts'
import {compareArticles, comparisonJson, editionPairCorrespondence, editionPairs, lineageRowsJson} from '../src/export/compare-json.ts'
import {articleFile, articleJson} from '../src/export/corpus-json.ts'
import type {ArticleComparisonJson, ArticleJson, ComparisonJson, DiffOp, ProvisionJson} from '../src/export/schema.ts'
import {align, runPipeline, type Pipeline} from '../src/pipeline.ts'
import {config, lawsDir, realCorpus, root} from './helpers/corpus.ts'
import {provisionCase} from './helpers/synthetic.ts'

/** An exported article file with its provisions by id. */
interface Exported {
  article: ArticleJson
  provisions: Map<string, ProvisionJson>
}

/** The article files as exported, by article id. */
function exportedArticles(files: string[]): Map<string, Exported> {
  const result = new Map<string, Exported>()
  for (const file of files) {
    const article = JSON.parse(file) as ArticleJson
    const provisions = new Map<string, ProvisionJson>()
    const visit = (provision: ProvisionJson) => {
      provisions.set(provision.id, provision)
      provision.children.forEach(visit)
    }
    article.provisions.forEach(visit)
    result.set(article.id, {article, provisions})
  }
  return result
}

/** The exported article holding `id`: the given side's, or any other (a move across articles). */
function holder(id: string, side: Exported, exported: Map<string, Exported>): Exported {
  if (id.startsWith(`${side.article.id}/`) || side.provisions.has(id)) return side
  const found = exported.get(id.split('/').slice(0, 2).join('/'))
  if (!found) throw new Error(`Unexpected provision ${id}, expected it in the exported article ${side.article.id} or another exported article`)
  return found
}

/**
 * What a diff shows of some provisions (and footnotes, `<article>/fn<n>`): each one's text, or each
 * one's title (empty for none), on lines of their own, as the exported article files hold them.
 */
function shownText(ids: string[], side: Exported, exported: Map<string, Exported>, field: 'title' | 'text'): string {
  return ids
    .map((id) => {
      const article = holder(id, side, exported)
      const footnote = article.article.footnotes.find((candidate) => candidate.id === id)
      if (footnote) return field === 'text' ? footnote.text : ''
      const provision = article.provisions.get(id)
      if (!provision) throw new Error(`Unexpected provision ${id}, expected it in the exported article ${article.article.id}`)
      return provision[field] ?? ''
    })
    .join('\n')
}

/** A part's clauses of one provision's text, joined by a space, as the part's diff spells them. */
function clauseText(id: string, spans: Array<[number, number]>, side: Exported, exported: Map<string, Exported>): string {
  const text = shownText([id], side, exported, 'text')
  return spans.map(([start, end]) => text.slice(start, end)).join(' ')
}

const spell = (ops: DiffOp[], skip: DiffOp['op']) => ops.filter((op) => op.op !== skip).map((op) => op.text).join('')

/** Each side of `ops` that is not the text expected, said in a line. */
function sideProblems(where: string, ops: DiffOp[], older: string, newer: string): string[] {
  const problems: string[] = []
  if (spell(ops, 'insert') !== older) problems.push(`${where}: old side ${JSON.stringify(spell(ops, 'insert'))}, expected ${JSON.stringify(older)}`)
  if (spell(ops, 'delete') !== newer) problems.push(`${where}: new side ${JSON.stringify(spell(ops, 'delete'))}, expected ${JSON.stringify(newer)}`)
  return problems
}

/** Every diff of one article comparison (title, provision pairs, their titles and parts) against the exported articles. */
function comparisonProblems(comparison: ArticleComparisonJson, exported: Map<string, Exported>, sides?: {from: Exported; to: Exported}): string[] {
  const where = `${comparison.from.id} → ${comparison.to.id}`
  const {from, to} = sides ?? {from: exported.get(comparison.from.id)!, to: exported.get(comparison.to.id)!}
  return [
    ...sideProblems(`${where} title`, comparison.titleDiff, from.article.title ?? '', to.article.title ?? ''),
    ...comparison.pairs.flatMap((pair) => {
      const name = `${where} ${pair.fromLabel ?? '-'} → ${pair.toLabel ?? '-'}`
      const titles = [shownText(pair.from, from, exported, 'title'), shownText(pair.to, to, exported, 'title')] as const
      return [
        ...sideProblems(name, pair.diff, shownText(pair.from, from, exported, 'text'), shownText(pair.to, to, exported, 'text')),
        ...(pair.titleDiff ? sideProblems(`${name} titles`, pair.titleDiff, ...titles) : titles.join('').replaceAll('\n', '') === '' ? [] : [`${name}: no title diff, expected one for ${JSON.stringify(titles)}`]),
        ...pair.parts.flatMap((part) => sideProblems(`${name} part ${part.from} → ${part.to}`, part.diff, clauseText(part.from, part.fromSpans, from, exported), clauseText(part.to, part.toSpans, to, exported)))
      ]
    })
  ]
}

/** As written to disk: JSON text, read back. */
const published = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/** The edition-pair comparisons and lineage rows of a pipeline run, checked against its article files. */
function pipelineProblems({corpus, lineages, compare, correspondenceOf}: Pipeline) {
  const exported = exportedArticles(corpus.editions.flatMap((edition) => articlesOf(edition).map((article) => articleFile(article, edition))))
  const comparisons: ComparisonJson[] = editionPairs(lineages).map((pair) => published(comparisonJson(pair, compare, correspondenceOf(pair.from, pair.to))))
  const articles = new Map(corpus.editions.flatMap(articlesOf).map((article) => [article.id, article]))
  const problems = comparisons.flatMap((comparison) => comparison.articles.flatMap((article) => comparisonProblems(article, exported)))
  // A lineage row shows each later provision with its diff against the earlier edition.
  for (const lineage of lineages.filter((candidate) => candidate.links.length > 0)) {
    for (const {cells} of published(lineageRowsJson(lineage, compare, (id) => articles.get(id))).rows) {
      cells.forEach((cell, column) => {
        const article = exported.get(lineage.articles[column]!.id)!
        if (cell?.diff && spell(cell.diff, 'delete') !== shownText(cell.provisions, article, exported, 'text')) problems.push(`lineage ${lineage.id} ${cell.label ?? '-'}: new side differs from ${cell.provisions.join(' + ')}`)
        if (cell?.titleDiff && spell(cell.titleDiff, 'delete') !== shownText(cell.provisions, article, exported, 'title')) problems.push(`lineage ${lineage.id} ${cell.label ?? '-'}: new titles differ from ${cell.provisions.join(' + ')}`)
      })
    }
  }
  // A move across articles shows in both articles' comparisons; the summary counts it once, where it leaves.
  const pairs = comparisons.flatMap((comparison) => comparison.articles.flatMap((article) => article.pairs)).filter((pair) => pair.elsewhere?.direction !== 'from')
  const listed = comparisons.reduce((sum, comparison) => sum + Object.values(comparison.summary.provisions).reduce((a, b) => a + b, 0), 0)
  return {problems, editionPairs: comparisons.map((comparison) => `${comparison.from}/${comparison.to}`), pairs: pairs.length, listed}
}

describe('every diff of a comparison spells both provisions as their article files hold them', () => {
  test('in the real corpus', () => {
    const result = pipelineProblems(runPipeline(lawsDir, {cwd: root}))
    expect(result.problems).toEqual([])
    // Every pair of every comparison was checked.
    expect(result.editionPairs).toEqual(['1975/1987', '1982/1987', '1987/1997'])
    expect(result.pairs).toBe(result.listed)
  })

  test('in a synthetic corpus of three editions with rewording, splits, merges and moves', () => {
    const templates = realCorpus().editions.flatMap(articlesOf)
    const generated = generateCorpus(templates, {editions: 3, articles: 30, seed: 7, perFile: 10})
    const corpus = buildCorpus([...generated.files].map(([file, value]) => new VFile({path: `laws/${file}`, value})), config)
    const result = pipelineProblems(align(corpus, new VFile({path: path.join('laws', 'concordance.txt'), value: ''})))
    expect(result.problems).toEqual([])
    expect(result.editionPairs).toEqual(['1950/1953', '1953/1956'])
    expect(result.pairs).toBe(result.listed)
  })

  test('in synthetic provision edits of real articles (reword, relabel, split, merge, insert, delete, move)', () => {
    const corpus: Corpus = realCorpus()
    const pool = corpus.editions.flatMap(articlesOf)
    const editionOf = (source: string) => corpus.editions.find((edition) => edition.sources.some((candidate) => candidate.path === source))!
    const problems = Array.from({length: 60}, (_, seed) => provisionCase(seed, pool)).flatMap(({before, after}) => {
      // The derived article keeps its template's source file, so it is exported as from that edition.
      const [from, to] = [before, after].map((article) => exportedArticles([JSON.stringify(articleJson(article, editionOf(article.source)))]).get(article.id)!) as [Exported, Exported]
      const correspondence = editionPairCorrespondence({from: [before], to: [after], links: [{from: before, to: after}]})
      return comparisonProblems(published(compareArticles('synthetic', before, after, correspondence)), new Map(), {from, to})
    })
    expect(problems).toEqual([])
  })
})
