// Which article of one edition is the same provision as which article of another. Scores come
// from content (TF-IDF over word uni- and bigrams of the whole article), with title and number as
// weak evidence. Candidates come from an inverted index of distinctive features (no step compares
// all articles with all articles); the choice is one maximum-weight assignment per connected
// component of the candidate graph, not a greedy pick.
import {maxWeightAssignment} from './assignment.ts'
import {Concordance} from './concordance.ts'
import {featureCounts, wordCounts, type FeatureCounts} from './features.ts'
import {firstBy} from './first-by.ts'
import {DocumentFrequencies, cosine, type Vector} from './similarity.ts'
import {WeightLookup} from './tables.ts'
import {lineageBaseId} from '../ids.ts'
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
  /**
   * Its id: from `matchArticles`, the earliest article's (`lineageBaseId`, e.g. `1975-28`); the
   * pipeline then gives it its registered id (src/lineage-registry.ts), which does not change when
   * an older or newer article joins.
   */
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
  /** Position of the article's edition, oldest first. */
  edition: number
  content: Vector
  title: Vector
}

/** An article's content features, as `matchArticles` reads them unless given a (cached) source. */
export function articleFeatures(article: Article): FeatureCounts {
  return featureCounts(articleText(article))
}

/** Scores and limits (`defaultMatchOptions` for those not given), the curated decisions, and where features come from. */
export interface MatchArticlesOptions extends Partial<MatchOptions> {
  /** Curated decisions (`laws/concordance.txt`); none when not given. */
  concordance?: Concordance
  /** An article's content features, for a caller that has them (cached); they must equal `articleFeatures`. */
  featuresOf?: (article: Article) => FeatureCounts
}

/**
 * Article editions, oldest first. One assignment over all editions: every article may have one
 * successor and one predecessor in a later or earlier edition; an edge that skips editions is
 * discounted, so the nearest earlier edition holding a match wins.
 */
export function matchArticles(editions: Article[][], {concordance = new Concordance(), featuresOf = articleFeatures, ...given}: MatchArticlesOptions = {}): {links: ArticleLink[]; lineages: Lineage[]} {
  const options: MatchOptions = {...defaultMatchOptions, ...given}
  const {profiles, frequencies} = profileAll(editions, featuresOf)
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

  const edges = candidateEdges(all.filter((profile) => !forcedFrom.has(profile)), all.filter((profile) => !forcedTo.has(profile)), frequencies, concordance, options)
  // Connected components of the candidate graph, each solved as its own assignment problem.
  for (const component of components(edges)) {
    const rows = [...new Set(component.map((edge) => edge.from))]
    const columns = [...new Set(component.map((edge) => edge.to))]
    const rowOf = new Map(rows.map((profile, index) => [profile, index]))
    const columnOf = new Map(columns.map((profile, index) => [profile, index]))
    const weights = rows.map(() => columns.map(() => 0))
    const edgeAt = new Map<string, Edge>()
    for (const edge of component) {
      weights[rowOf.get(edge.from)!]![columnOf.get(edge.to)!] = edge.weight
      edgeAt.set(`${rowOf.get(edge.from)}:${columnOf.get(edge.to)}`, edge)
    }
    for (const [row, column] of maxWeightAssignment(weights)) {
      const edge = edgeAt.get(`${row}:${column}`)!
      links.push(link(edge.from, edge.to, edge.evidence, options, concordance))
    }
  }
  return {links, lineages: lineagesOf(editions, links)}
}

function profileAll(editions: Article[][], featuresOf: (article: Article) => FeatureCounts): {profiles: Profile[][]; frequencies: DocumentFrequencies} {
  const content = editions.map((articles) => articles.map(featuresOf))
  const titles = editions.map((articles) => articles.map((article) => wordCounts(article.title ?? '')))
  const frequencies = new DocumentFrequencies(content.flat().reduce((sum, features) => sum + features.ids.length, 0) / 4)
  const titleFrequencies = new DocumentFrequencies()
  const dense = content.map((list) => list.map((features) => frequencies.add(features)))
  const titleDense = titles.map((list) => list.map((features) => titleFrequencies.add(features)))
  const profiles = editions.map((articles, edition) =>
    articles.map((article, index) => ({
      article,
      edition,
      content: frequencies.vectorize(content[edition]![index]!, dense[edition]![index]!),
      title: titleFrequencies.vectorize(titles[edition]![index]!, titleDense[edition]![index]!)
    }))
  )
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
function candidateEdges(froms: Profile[], tos: Profile[], frequencies: DocumentFrequencies, concordance: Concordance, options: MatchOptions): Edge[] {
  const index = postings(froms, frequencies, options.maxPosting)
  const fromEdition = Int32Array.from(froms, (profile) => profile.edition)
  const partial = new Float64Array(froms.length)
  const discount = Array.from({length: Math.max(0, ...froms.map((profile) => profile.edition)) + 1}, (_, skipped) => options.skipDiscount ** skipped)
  const byNumber = Map.groupBy(froms, (profile) => profile.article.number)
  // The article's weights by feature: each candidate's cosine is one pass over its own features.
  const lookup = new WeightLookup()
  const edges: Edge[] = []
  for (const to of tos) {
    const later = to.edition
    const touched = probe(to, strongest(to.content, options.probe), index, fromEdition, partial)
    // Rank as the assignment will: identical older versions must not crowd out the nearest one.
    const rankOf = (candidate: number) => partial[candidate]! * discount[later - fromEdition[candidate]! - 1]!
    const best = firstBy(touched, options.candidates * 2, (x, y) => rankOf(x) > rankOf(y))
    for (const candidate of touched) partial[candidate] = 0
    const proposed = new Set(best.map((candidate) => froms[candidate]!))
    for (const profile of byNumber.get(to.article.number) ?? []) if (profile.edition < later) proposed.add(profile)
    lookup.load(to.content.ids, to.content.weights)
    edges.push(...scoreCandidates(to, proposed, lookup, concordance, options))
  }
  return edges
}

/** The candidates' exact scores; the best `candidates` at or above `minScore`, heaviest first. */
function scoreCandidates(to: Profile, proposed: Set<Profile>, lookup: WeightLookup, concordance: Concordance, options: MatchOptions): Edge[] {
  const scored: Edge[] = []
  for (const from of proposed) {
    if (concordance.forbids(from.article.id, to.article.id)) continue
    const content = Math.min(1, Math.max(0, lookup.dot(from.content.ids, from.content.weights)))
    const found = evidence(from, to, concordance.find(from.article.id, to.article.id)?.action === 'confirm' ? 'confirm' : null, content)
    const score = combined(found, options)
    if (score < options.minScore) continue
    scored.push({from, to, weight: score * options.skipDiscount ** (to.edition - from.edition - 1), evidence: found})
  }
  return scored.sort((a, b) => b.weight - a.weight).slice(0, options.candidates)
}

/**
 * Postings in flat arrays (compressed rows by dense feature number): the articles holding a
 * feature and its weight there. A feature in more articles than `maxPosting` never proposes
 * candidates and is not indexed (its row stays empty).
 */
interface Postings {
  start: Int32Array
  who: Int32Array
  weight: Float64Array
}

function postings(froms: Profile[], frequencies: DocumentFrequencies, maxPosting: number): Postings {
  const {counts} = frequencies
  const start = new Int32Array(counts.length + 1)
  for (const profile of froms) {
    const {dense} = profile.content
    for (let k = 0; k < dense.length; k++) if (counts[dense[k]!]! <= maxPosting) start[dense[k]! + 1]!++
  }
  for (let feature = 0; feature < counts.length; feature++) start[feature + 1]! += start[feature]!
  const fill = start.slice(0, -1)
  const who = new Int32Array(start[counts.length]!)
  const weight = new Float64Array(who.length)
  for (let number = 0; number < froms.length; number++) {
    const {dense, weights} = froms[number]!.content
    for (let k = 0; k < dense.length; k++) {
      if (counts[dense[k]!]! > maxPosting) continue
      const slot = fill[dense[k]!]!++
      who[slot] = number
      weight[slot] = weights[k]!
    }
  }
  return {start, who, weight}
}

/**
 * Partial dot products of `to` with the articles of earlier editions, over its probed features;
 * accumulated in `partial` (which the caller clears). Returns the articles touched, in order.
 */
function probe(to: Profile, features: number[], index: Postings, fromEdition: Int32Array, partial: Float64Array): number[] {
  const {start, who, weight} = index
  const touched: number[] = []
  for (const f of features) {
    const feature = to.content.dense[f]!
    const own = to.content.weights[f]!
    for (let slot = start[feature]!; slot < start[feature + 1]!; slot++) {
      const candidate = who[slot]!
      if (fromEdition[candidate]! >= to.edition) continue
      if (partial[candidate] === 0) touched.push(candidate)
      partial[candidate]! += own * weight[slot]!
    }
  }
  return touched
}

/** Positions of the `count` heaviest features of a vector: its most distinctive words. */
function strongest(vector: Vector, count: number): number[] {
  const {weights} = vector
  if (weights.length <= count) return Array.from(weights.keys())
  const threshold = select(Float64Array.from(weights), weights.length - count)
  const result: number[] = []
  for (let index = 0; index < weights.length && result.length < count; index++) if (weights[index]! >= threshold) result.push(index)
  return result
}

/** The value at `rank` (from 0) of `values` in ascending order, by quickselect; reorders `values`. */
function select(values: Float64Array, rank: number): number {
  let low = 0
  let high = values.length - 1
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!
    let i = low
    let j = high
    while (i <= j) {
      while (values[i]! < pivot) i++
      while (values[j]! > pivot) j--
      if (i <= j) {
        const swap = values[i]!
        values[i++] = values[j]!
        values[j--] = swap
      }
    }
    if (rank <= j) high = j
    else if (rank >= i) low = i
    else break
  }
  return values[rank]!
}

/** `content` is the cosine of the two content vectors, when the caller has it already. */
function evidence(from: Profile, to: Profile, concordance: ArticleEvidence['concordance'], content = cosine(from.content, to.content)): ArticleEvidence {
  return {
    content: round(content),
    title: round(cosine(from.title, to.title)),
    number: numberEvidence(from.article.number, to.article.number),
    concordance
  }
}

/**
 * 1 for the same number; 0.5 for a near one: the same base number with another suffix (25 and
 * 25a, one article of two that a split or an insertion made) or a base number at most 2 apart.
 */
export function numberEvidence(from: string, to: string): number {
  if (from.toLowerCase() === to.toLowerCase()) return 1
  const distance = Math.abs(Number.parseInt(from, 10) - Number.parseInt(to, 10))
  return distance <= 2 ? 0.5 : 0
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
    const lineage: Lineage = {id: lineageBaseId(article.id), articles: [article], links: []}
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
