// The comparison files: `compare/<from>/<to>.json`, made from an edition pair's article
// comparisons, its moves (src/diff/compare.ts) and its headings (src/diff/headings.ts), every change said in a sentence
// (explain.ts) and every link with its provenance in words. The article comparisons it holds are
// also what the lineage files read (lineage-json.ts).
import type {Lineage} from '../align/articles.ts'
import type {UnitLink} from '../align/correspondence.ts'
import type {EditionPair} from '../align/edition-pairs.ts'
import type {PartSide} from '../align/groups.ts'
import type {TextUnit} from '../align/units.ts'
import {articleSide, round, statusCounts, type ArticleComparison, type PairComparison, type PartComparison} from '../diff/compare.ts'
import {keptShare, linkDoubt} from '../diff/provenance.ts'
import type {Article} from '../types.ts'
import {linkDoubtWords} from '../vocabulary.ts'
import type {ArticleComparisonJson, ComparisonJson, HeadingComparisonJson, PartJson, ProvisionPairJson, UnitLinkJson} from '../schema.ts'
import {explainArticle, explainHeading, groupSentences, unitName} from './explain.ts'
import type {EditionHeading} from '../align/headings.ts'
import type {HeadingComparison} from '../diff/headings.ts'

/** An article comparison as published, looked up by its lineage and articles. */
export type CompareJson = (lineage: Lineage, from: Article, to: Article) => ArticleComparisonJson

/** One article comparison as published: its pairs, its sentence and its share of changed words. */
export function articleComparisonJson(comparison: ArticleComparison): ArticleComparisonJson {
  const {lineage, from, to, title, titleChanged, changeShare, counts} = comparison
  return {
    lineage,
    from: articleRef(from),
    to: articleRef(to),
    status: comparison.changed ? 'changed' : comparison.compared ? 'unchanged' : 'uncompared',
    renumbered: from.number !== to.number,
    titleDiff: title?.ops ?? [],
    changeShare,
    explanation: explainArticle(articleSide(from), articleSide(to), changeShare, counts, titleChanged),
    pairs: comparison.pairs.map(pairJson)
  }
}

/** One group of provisions as published: its diffs, its parts, its sentence and its links. */
export function pairJson(pair: PairComparison): ProvisionPairJson {
  const {group, body, title, facts} = pair
  const sentences = groupSentences(group, facts)
  return {
    status: pair.status,
    from: group.from.map((unit) => unit.id),
    to: group.to.map((unit) => unit.id),
    fromLabel: labelOf(group.from),
    toLabel: labelOf(group.to),
    // Not compared, so no change: the other article lacks its counterpart (lid pages only).
    changeShare: group.status === 'absent' ? 0 : round(body.changeShare),
    explanation: sentences.text,
    addedSubject: sentences.added,
    titleDiff: title ? title.ops : null,
    diff: body.ops,
    parts: pair.parts.map(partJson),
    replacedWhole: body.replacedWhole || (title?.replacedWhole ?? false),
    elsewhere: group.elsewhere ? {direction: group.elsewhere.direction, article: articleRef(group.elsewhere.article)} : null,
    inForceFrom: {from: inForce(group.from), to: inForce(group.to)},
    ruleChange: facts.ruleChange ?? null,
    confirmed: group.confirmed,
    links: pair.links.map(unitLinkJson),
    structural: pair.structural
  }
}

/**
 * A part as published: which clauses of which provisions it holds, and their diff. A side that is
 * empty (the part's text is new, or gone) has no share of changed words: `changeShare` is null.
 */
function partJson({part, kind, diff, ruleChange}: PartComparison): PartJson {
  return {kind, from: part.from.map(sideJson), to: part.to.map(sideJson), changeShare: kind === 'continued' ? round(diff.changeShare) : null, ruleChange, evidence: part.evidence, lines: part.lines, diff: diff.ops}
}

function sideJson({unit, clauses}: PartSide): {id: string; spans: Array<[number, number]>} {
  return {id: unit.id, spans: clauses.map((clause) => [clause.start, clause.end])}
}

/**
 * A link as published: its ends by id and by the names the explanations print, its score, who made
 * it and why, and why it is doubtful (null when it is not).
 */
export function unitLinkJson(link: UnitLink): UnitLinkJson {
  // A link across articles names the article of each end: the page shows only one of them.
  const name = (unit: TextUnit) => (link.kind === 'move' ? `${unitName(unit)} van artikel ${unit.article.number}` : unitName(unit))
  const doubt = linkDoubt(link)
  return {
    from: link.from.id,
    to: link.to.id,
    fromName: name(link.from),
    toName: name(link.to),
    score: link.score,
    provenance: link.decision?.effect ?? 'computed',
    basis: link.basis,
    note: link.decision?.note ?? null,
    line: link.decision?.line ?? null,
    doubt: doubt === 'editors' ? linkDoubtWords({kind: 'editors', note: link.decision?.note ?? null}) : doubt === 'weak' ? linkDoubtWords({kind: 'weak', share: keptShare(link.from, link.to)}) : null
  }
}

/** What an edition pair's file is made from: the pipeline's article comparisons, moves and heading comparisons (src/pipeline.ts). */
export interface PairSources {
  compare: CompareJson
  moves: (from: string, to: string) => PairComparison[]
  headings: (from: string, to: string) => HeadingComparison[]
}

/** The comparison of one edition pair: its articles, most changed first, a summary, its moves across articles and its headings. */
export function comparisonJson(pair: EditionPair, {compare, moves: movesOf, headings}: PairSources): ComparisonJson {
  const moves = movesOf(pair.from, pair.to)
  const articles = pair.links.map(({lineage, link}) => compare(lineage, link.from, link.to))
  articles.sort((x, y) => y.changeShare - x.changeShare || Number.parseInt(x.to.number, 10) - Number.parseInt(y.to.number, 10))
  // A move shows in both articles' comparisons; it is counted once, where it leaves.
  const pairs = articles.flatMap((article) => article.pairs).filter((candidate) => candidate.elsewhere?.direction !== 'from')
  // An article of which nothing was compared has no share of changed words to average.
  const measured = articles.filter((article) => article.status !== 'uncompared')
  const shares = measured.reduce((sum, article) => sum + article.changeShare, 0)
  return {
    from: pair.from,
    to: pair.to,
    summary: {
      articles: {
        compared: articles.length,
        unchanged: articles.filter((article) => article.status === 'unchanged').length,
        changed: articles.filter((article) => article.status === 'changed').length,
        uncompared: articles.length - measured.length
      },
      provisions: statusCounts(pairs),
      changeShare: measured.length === 0 ? 0 : round(shares / measured.length)
    },
    articles,
    moves: moves.map(pairJson),
    headings: headings(pair.from, pair.to).map(headingComparisonJson)
  }
}

/** A heading comparison as published, with its sentence. */
export function headingComparisonJson(comparison: HeadingComparison): HeadingComparisonJson {
  const {link, numbers, title, textStatus, text} = comparison
  const side = ({anchor, edition, node}: EditionHeading, number: string | null) => ({id: anchor, edition, type: node.type, heading: node.heading, number, title: node.title})
  return {
    from: side(link.from, numbers.from),
    to: side(link.to, numbers.to),
    basis: link.basis,
    articles: link.shared,
    status: comparison.changed ? 'changed' : 'unchanged',
    renumbered: comparison.renumbered,
    retitled: comparison.retitled,
    titleDiff: title.ops,
    textStatus,
    textDiff: text?.ops ?? [],
    explanation: explainHeading(comparison)
  }
}

export function articleRef(article: Article) {
  return {id: article.id, edition: article.edition, number: article.number, title: article.title}
}

export function labelOf(list: TextUnit[]): string | null {
  const labels = list.map((unit) => unit.label).filter(Boolean)
  return labels.length > 0 ? labels.join(' + ') : null
}

export function inForce(units: TextUnit[]): string | null {
  return units.map((unit) => unit.inForceFrom).find((date) => date !== null) ?? null
}
