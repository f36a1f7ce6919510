// Which article of one edition is the same provision as which article of another. Scores come
// from content (TF-IDF over word uni- and bigrams of the whole article), with title and number as
// weak evidence. Candidates come from an inverted index of distinctive features (no step compares
// all articles with all articles); the choice is one maximum-weight assignment per connected
// component of the candidate graph, not a greedy pick.
import {maxWeightAssignment} from './assignment.ts'
import {Concordance} from './concordance.ts'
import {DocumentFrequencies, Vocabulary, cosine, features, vectorize, words, type Vector} from './similarity.ts'
import type {Article, Provision} from '../types.ts'

export interface ArticleEvidence {
  content: number
  title: number
  number: number
  concordance: 'confirm' | 'force' | null
}

export interface ArticleLink {
  from: Article
  to: Article
  score: number
  confirmed: boolean
  evidence: ArticleEvidence
}

export interface Lineage {
  /** The id of its earliest article with `/` as `-`, e.g. `1975-28`. */
  id: string
  articles: Article[]
  links: ArticleLink[]
}

export interface MatchOptions {
  /** Minimal combined score for a match. */
  minScore: number
  /** Candidates kept per article before the assignment. */
  candidates: number
  /** Features found in more articles than this do not propose candidates. */
  maxPosting: number
  /** How many of an article's most distinctive features look for candidates. */
  probe: number
  /** Weight factor per edition skipped between two matched articles. */
  skipDiscount: number
  weights: {content: number; title: number; number: number}
}

export const defaultMatchOptions: MatchOptions = {
  minScore: 0.2,
  candidates: 6,
  maxPosting: 32,
  probe: 60,
  skipDiscount: 0.9,
  weights: {content: 0.8, title: 0.1, number: 0.1}
}

interface Profile {
  article: Article
  content: Vector
  title: Vector
}

/**
 * Article editions, oldest first. One assignment over all editions: every article may have one
 * successor and one predecessor in a later or earlier edition; an edge that skips editions is
 * discounted, so the nearest earlier edition holding a match wins.
 */
export function matchArticles(editions: Article[][], concordance = new Concordance(), options = defaultMatchOptions): {links: ArticleLink[]; lineages: Lineage[]} {
  const {profiles, frequencies} = profileAll(editions)
  const editionOf = new Map<Profile, number>()
  profiles.forEach((list, index) => list.forEach((profile) => editionOf.set(profile, index)))
  const all = profiles.flat()
  const links: ArticleLink[] = []

  const forcedFrom = new Set<Profile>()
  const forcedTo = new Set<Profile>()
  for (const entry of concordance.forced()) {
    const from = all.find((profile) => profile.article.id === entry.from)
    const to = all.find((profile) => profile.article.id === entry.to)
    if (!from || !to || forcedFrom.has(from) || forcedTo.has(to)) continue
    forcedFrom.add(from)
    forcedTo.add(to)
    links.push(link(from, to, evidence(from, to, 'force'), options, concordance))
  }

  const edges = candidateEdges(all.filter((profile) => !forcedFrom.has(profile)), all.filter((profile) => !forcedTo.has(profile)), editionOf, frequencies, concordance, options)
  // Connected components of the candidate graph, each solved as its own assignment problem.
  for (const component of components(edges)) {
    const rows = [...new Set(component.map((edge) => edge.from))]
    const columns = [...new Set(component.map((edge) => edge.to))]
    const weights = rows.map(() => columns.map(() => 0))
    for (const edge of component) weights[rows.indexOf(edge.from)]![columns.indexOf(edge.to)] = edge.weight
    for (const [row, column] of maxWeightAssignment(weights)) {
      const edge = component.find((candidate) => candidate.from === rows[row] && candidate.to === columns[column])!
      links.push(link(edge.from, edge.to, edge.evidence, options, concordance))
    }
  }
  return {links, lineages: lineagesOf(editions, links)}
}

function profileAll(editions: Article[][]): {profiles: Profile[][]; frequencies: DocumentFrequencies} {
  const vocabulary = new Vocabulary()
  const frequencies = new DocumentFrequencies()
  const titleFrequencies = new DocumentFrequencies()
  const prepared = editions.map((articles) =>
    articles.map((article) => {
      const content = features(articleText(article), vocabulary)
      const title = words(article.title ?? '').map((word) => vocabulary.number(word))
      frequencies.add(content)
      titleFrequencies.add(title)
      return {article, content, title}
    })
  )
  const profiles = prepared.map((list) => list.map(({article, content, title}) => ({article, content: vectorize(content, frequencies), title: vectorize(title, titleFrequencies)})))
  return {profiles, frequencies}
}

/** An article's own words: title, provision titles and texts, footnotes. */
function articleText(article: Article): string {
  const parts: string[] = [article.title ?? '']
  const visit = (provision: Provision) => {
    parts.push(provision.title ?? '', provision.text ?? '')
    provision.children.forEach(visit)
  }
  article.children.forEach(visit)
  for (const footnote of article.footnotes) parts.push(footnote.text)
  return parts.filter(Boolean).join('\n')
}

interface Edge {
  from: Profile
  to: Profile
  /** The score, discounted per skipped edition: what the assignment maximises. */
  weight: number
  evidence: ArticleEvidence
}

/**
 * Top candidates per article among earlier editions. Partial dot products are accumulated through
 * an inverted index, probing only the article's most distinctive features and only posting lists
 * of at most `maxPosting` articles, so the work per article stays bounded as the corpus grows;
 * the best candidates are then scored exactly.
 */
function candidateEdges(froms: Profile[], tos: Profile[], editionOf: Map<Profile, number>, frequencies: DocumentFrequencies, concordance: Concordance, options: MatchOptions): Edge[] {
  // Postings as parallel arrays of article numbers and weights; dot products in a flat array.
  const index = new Map<number, {who: number[]; weight: number[]}>()
  froms.forEach((profile, who) => {
    const {ids, weights} = profile.content
    for (let k = 0; k < ids.length; k++) {
      // A feature in more articles than `maxPosting` never proposes candidates: do not index it.
      if ((frequencies.counts[ids[k]!] ?? 0) > options.maxPosting) continue
      let list = index.get(ids[k]!)
      if (!list) index.set(ids[k]!, (list = {who: [], weight: []}))
      list.who.push(who)
      list.weight.push(weights[k]!)
    }
  })
  const fromEdition = Int32Array.from(froms, (profile) => editionOf.get(profile)!)
  const partial = new Float64Array(froms.length)
  const byNumber = Map.groupBy(froms, (profile) => profile.article.number)
  const edges: Edge[] = []
  for (const to of tos) {
    const later = editionOf.get(to)!
    const touched: number[] = []
    for (const f of strongest(to.content, options.probe)) {
      const list = index.get(to.content.ids[f]!)
      if (!list || list.who.length > options.maxPosting) continue
      const weight = to.content.weights[f]!
      for (let k = 0; k < list.who.length; k++) {
        const who = list.who[k]!
        if (fromEdition[who]! >= later) continue
        if (partial[who] === 0) touched.push(who)
        partial[who]! += weight * list.weight[k]!
      }
    }
    // Rank as the assignment will: identical older versions must not crowd out the nearest one.
    const rank = (who: number) => partial[who]! * options.skipDiscount ** (later - fromEdition[who]! - 1)
    const best = touched.sort((x, y) => rank(y) - rank(x)).slice(0, options.candidates * 2)
    for (const who of touched) partial[who] = 0
    const proposed = new Set(best.map((who) => froms[who]!))
    for (const profile of byNumber.get(to.article.number) ?? []) if (editionOf.get(profile)! < later) proposed.add(profile)
    const scored = [...proposed]
      .filter((from) => !concordance.forbids(from.article.id, to.article.id))
      .map((from) => {
        const found = evidence(from, to, concordance.find(from.article.id, to.article.id)?.action === 'confirm' ? 'confirm' : null)
        const score = combined(found, options)
        const skipped = later - editionOf.get(from)! - 1
        return {from, to, weight: score * options.skipDiscount ** skipped, score, evidence: found}
      })
      .filter((edge) => edge.score >= options.minScore)
      .sort((a, b) => b.weight - a.weight)
      .slice(0, options.candidates)
    edges.push(...scored.map(({from, to, weight, evidence}) => ({from, to, weight, evidence})))
  }
  return edges
}

/** Positions of the `count` heaviest features of a vector: its most distinctive words. */
function strongest(vector: Vector, count: number): number[] {
  const {weights} = vector
  if (weights.length <= count) return Array.from(weights.keys())
  const threshold = Float64Array.from(weights).sort()[weights.length - count]!
  const result: number[] = []
  for (let index = 0; index < weights.length && result.length < count; index++) if (weights[index]! >= threshold) result.push(index)
  return result
}

function evidence(from: Profile, to: Profile, concordance: ArticleEvidence['concordance']): ArticleEvidence {
  const distance = Math.abs(Number.parseInt(from.article.number, 10) - Number.parseInt(to.article.number, 10))
  return {
    content: round(cosine(from.content, to.content)),
    title: round(cosine(from.title, to.title)),
    number: distance === 0 ? 1 : distance <= 2 ? 0.5 : 0,
    concordance
  }
}

function combined(found: ArticleEvidence, options: MatchOptions): number {
  const {weights} = options
  return round(weights.content * found.content + weights.title * found.title + weights.number * found.number)
}

function link(from: Profile, to: Profile, found: ArticleEvidence, options: MatchOptions, concordance: Concordance): ArticleLink {
  const entry = concordance.find(from.article.id, to.article.id)
  const concordanceAction = entry?.action === 'confirm' || entry?.action === 'force' ? entry.action : null
  return {
    from: from.article,
    to: to.article,
    score: combined(found, options),
    confirmed: concordanceAction !== null,
    evidence: {...found, concordance: concordanceAction}
  }
}

function components(edges: Edge[]): Edge[][] {
  const parent = new Map<Profile, Profile>()
  const find = (node: Profile): Profile => {
    let root = node
    while (parent.get(root) !== root) root = parent.get(root)!
    parent.set(node, root)
    return root
  }
  for (const edge of edges) {
    if (!parent.has(edge.from)) parent.set(edge.from, edge.from)
    if (!parent.has(edge.to)) parent.set(edge.to, edge.to)
    parent.set(find(edge.from), find(edge.to))
  }
  const groups = new Map<Profile, Edge[]>()
  for (const edge of edges) {
    const root = find(edge.from)
    const group = groups.get(root)
    if (group) group.push(edge)
    else groups.set(root, [edge])
  }
  return [...groups.values()]
}

function lineagesOf(editions: Article[][], links: ArticleLink[]): Lineage[] {
  const next = new Map(links.map((candidate) => [candidate.from, candidate]))
  const hasPrevious = new Set(links.map((candidate) => candidate.to))
  const lineages: Lineage[] = []
  for (const article of editions.flat()) {
    if (hasPrevious.has(article)) continue
    const lineage: Lineage = {id: article.id.replace(/\//g, '-'), articles: [article], links: []}
    for (let step = next.get(article); step; step = next.get(step.to)) {
      lineage.links.push(step)
      lineage.articles.push(step.to)
    }
    lineages.push(lineage)
  }
  return lineages
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
