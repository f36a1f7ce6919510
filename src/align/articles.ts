// Which article of one edition is the same provision as which article of another. Scores come
// from content (TF-IDF over word uni- and bigrams of the whole article), with title and number as
// weak evidence. Candidates come from an inverted index of distinctive features (no step compares
// all articles with all articles); the choice is one maximum-weight assignment per connected
// component of the candidate graph, not a greedy pick.
import {profileArticles, type Profile} from './article-profiles.ts'
import {maxWeightAssignment} from './assignment.ts'
import {Concordance} from './concordance.ts'
import {featureCounts, type FeatureCounts} from './features.ts'
import {firstBy} from './first-by.ts'
import {containment, cosine, type DocumentFrequencies, type Vector} from './similarity.ts'
import {isPartial} from './coverage.ts'
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

/**
 * Its articles in edition order, partial ones (lid pages only) among them, and its links: each
 * article to the next, and besides, each whole article to the next whole one where partial
 * articles stand between them (`lineageSteps` tells which link each article is shown against).
 */
export interface Lineage {
  /**
   * Its id: from `matchArticles`, the earliest article's (`lineageBaseId`, e.g. `1975-28`); the
   * pipeline then gives it its registered id (src/align/lineage-registry.ts), which does not change when
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
  /**
   * The weights when one side is an article of lid pages only: it has no title, and its content is
   * a part of the other's (compared by containment), so its number weighs more.
   */
  partialWeights: {content: number; title: number; number: number}
}

export const defaultMatchOptions: MatchOptions = {
  minScore: 0.2,
  candidates: 6,
  maxPosting: 32,
  probe: 60,
  skipDiscount: 0.9,
  weights: {content: 0.8, title: 0.1, number: 0.1},
  partialWeights: {content: 0.6, title: 0, number: 0.4}
}

/** An article's content features: word uni- and bigrams of its whole text. */
export function articleFeatures(article: Article): FeatureCounts {
  return featureCounts(articleText(article))
}

/** Scores and limits (`defaultMatchOptions` for those not given), the curated decisions, and where features come from. */
export interface MatchArticlesOptions extends Partial<MatchOptions> {
  /** Curated decisions (`laws/concordance.txt`); none when not given. */
  concordance?: Concordance
  /** An article's content features: `articleFeatures`, or a memo around it (`npm run dev`). */
  featuresOf?: (article: Article) => FeatureCounts
}

export interface ArticleMatches {
  links: ArticleLink[]
  lineages: Lineage[]
}

/**
 * Article editions, oldest first. One assignment over all editions: every article may have one
 * successor and one predecessor in a later or earlier edition; an edge that skips editions is
 * discounted, so the nearest earlier edition holding a match wins.
 */
export function matchArticles(editions: Article[][], {concordance = new Concordance(), featuresOf = articleFeatures, ...given}: MatchArticlesOptions = {}): ArticleMatches {
  const options: MatchOptions = {...defaultMatchOptions, ...given}
  // The curated pairs as they resolve on these articles: a forced pair takes both out of the search.
  const ids = new Set(editions.flat().map((article) => article.id))
  const forcedPairs: Array<[string, string]> = []
  const [forcedFromIds, forcedToIds] = [new Set<string>(), new Set<string>()]
  for (const entry of concordance.forced()) {
    if (!ids.has(entry.from) || !ids.has(entry.to) || forcedFromIds.has(entry.from) || forcedToIds.has(entry.to)) continue
    forcedFromIds.add(entry.from)
    forcedToIds.add(entry.to)
    forcedPairs.push([entry.from, entry.to])
  }
  const {profiles, content} = profileArticles(editions, featuresOf)
  const all = profiles.flat()
  const byId = new Map(all.map((profile) => [profile.article.id, profile]))
  const links: ArticleLink[] = forcedPairs.map(([from, to]) => {
    const [older, newer] = [byId.get(from)!, byId.get(to)!]
    return link(older, newer, evidence(older, newer, 'force'), options, concordance)
  })

  // Whole articles make the lineages; an article of lid pages only joins one afterwards, so a page
  // added to the collection never takes a whole article's successor from it.
  const froms = all.filter((profile) => !forcedFromIds.has(profile.article.id) && !isPartial(profile.article))
  const tos = all.filter((profile) => !forcedToIds.has(profile.article.id) && !isPartial(profile.article))
  const edges = candidateEdges(froms, tos, content, concordance, options)
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
  const forced = new Set([...forcedFromIds, ...forcedToIds])
  const {placed, direct} = placePartials(
    all.filter((profile) => isPartial(profile.article) && !forced.has(profile.article.id)),
    all,
    links,
    options,
    concordance
  )
  return {links: [...placed, ...direct], lineages: lineagesOf(editions, placed, direct)}
}

/**
 * Each article of lid pages only, oldest first, joins the lineage of the article it matches best
 * in another edition, a whole one or a partial one placed before it (number and how much of its
 * text the other holds, discounted per edition between them), if that lineage has no article of
 * its edition yet: between the lineage's articles before and after its edition, or at either end.
 * A partial article between two whole ones never takes their place: their link stays, as `direct`,
 * beside the links through it, so the whole articles are still compared with each other.
 */
function placePartials(partials: Profile[], all: Profile[], links: ArticleLink[], options: MatchOptions, concordance: Concordance): {placed: ArticleLink[]; direct: ArticleLink[]} {
  const direct: ArticleLink[] = []
  const byArticle = new Map(all.map((profile) => [profile.article, profile]))
  // What a partial article may join: the whole articles' lineages and the partial articles placed before it.
  const waiting = new Set(partials)
  let placed = links
  for (const partial of partials.toSorted((a, b) => a.edition - b.edition)) {
    waiting.delete(partial)
    const previous = new Map(placed.map((candidate) => [candidate.to, candidate.from]))
    const next = new Map(placed.map((candidate) => [candidate.from, candidate.to]))
    const lineageOf = (article: Article): Article[] => {
      let first = article
      while (previous.has(first)) first = previous.get(first)!
      const list = [first]
      while (next.has(list.at(-1)!)) list.push(next.get(list.at(-1)!)!)
      return list
    }
    let best: {lineage: Article[]; weight: number} | null = null
    for (const other of all) {
      if (other.edition === partial.edition || waiting.has(other)) continue
      const [older, newer] = other.edition < partial.edition ? [other, partial] : [partial, other]
      if (concordance.forbids(older.article.id, newer.article.id)) continue
      const score = combined(evidence(older, newer, null), options, older, newer)
      const weight = score * options.skipDiscount ** (newer.edition - older.edition - 1)
      if (score < options.minScore || (best && best.weight >= weight)) continue
      const lineage = lineageOf(other.article)
      if (lineage.some((article) => byArticle.get(article)!.edition === partial.edition)) continue
      best = {lineage, weight}
    }
    if (!best) continue
    const before = best.lineage.filter((article) => byArticle.get(article)!.edition < partial.edition).at(-1)
    const after = best.lineage.find((article) => byArticle.get(article)!.edition > partial.edition)
    const join = (older: Profile, newer: Profile) => link(older, newer, evidence(older, newer, null), options, concordance)
    const between = placed.find((candidate) => candidate.from === before && candidate.to === after)
    if (between && !isPartial(between.from) && !isPartial(between.to)) direct.push(between)
    placed = [...placed.filter((candidate) => candidate !== between), ...(before ? [join(byArticle.get(before)!, partial)] : []), ...(after ? [join(partial, byArticle.get(after)!)] : [])]
  }
  return {placed, direct}
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
 * Top candidates per article among earlier editions. Partial dot
 * products are accumulated through an inverted index, probing only the article's most distinctive
 * features and only posting lists of at most `maxPosting` articles, so the work per article stays
 * bounded as the corpus grows; the best candidates are then scored exactly.
 */
function candidateEdges(froms: Profile[], tos: Profile[], frequencies: DocumentFrequencies, concordance: Concordance, options: MatchOptions): Edge[] {
  const found: Edge[] = []
  if (tos.length === 0) return found
  const probes = tos.map((to) => strongest(to.content, options.probe))
  // Posting lists only for the features probed.
  const wanted = new Uint8Array(frequencies.counts.length)
  tos.forEach((to, k) => {
    for (const f of probes[k]!) wanted[to.content.dense[f]!] = 1
  })
  const index = postings(froms, frequencies, options.maxPosting, wanted)
  const fromEdition = Int32Array.from(froms, (profile) => profile.edition)
  const partial = new Float64Array(froms.length)
  const discount = Array.from({length: Math.max(0, ...froms.map((profile) => profile.edition)) + 1}, (_, skipped) => options.skipDiscount ** skipped)
  const byNumber = Map.groupBy(froms, (profile) => profile.article.number)
  // The article's weights by feature: each candidate's cosine is one pass over its own features.
  const lookup = new WeightLookup(frequencies.counts.length)
  const contentDot = (from: Profile) => lookup.dot(from.content.dense, from.content.weights)
  tos.forEach((to, k) => {
    const later = to.edition
    const touched = probe(to, probes[k]!, index, fromEdition, partial)
    // Rank as the assignment will: identical older versions must not crowd out the nearest one.
    const rankOf = (candidate: number) => partial[candidate]! * discount[later - fromEdition[candidate]! - 1]!
    const best = firstBy(touched, options.candidates * 2, (x, y) => rankOf(x) > rankOf(y))
    for (const candidate of touched) partial[candidate] = 0
    const proposed = new Set(best.map((candidate) => froms[candidate]!))
    for (const profile of byNumber.get(to.article.number) ?? []) if (profile.edition < later) proposed.add(profile)
    lookup.load(to.content.dense, to.content.weights)
    found.push(...scoreCandidates(to, proposed, concordance, options, contentDot))
  })
  return found
}

/** The candidates' exact scores (`contentDot`: the content cosine with `to`); the best `candidates` at or above `minScore`, heaviest first. */
function scoreCandidates(to: Profile, proposed: Set<Profile>, concordance: Concordance, options: MatchOptions, contentDot: (from: Profile) => number): Edge[] {
  // The most a candidate can weigh: every evidence at 1, discounted for the editions it skips. In
  // a corpus of many editions most candidates are versions far back, which cannot reach the best
  // few: scored nearest first, the rest are left out once their most is below the last of the best.
  // (Scores are rounded to thousandths, which may lift one by half of one.)
  const most = Math.max(...[options.weights, options.partialWeights].map((weights) => weights.content + weights.title + weights.number)) + 0.0005
  const discountOf = (from: Profile) => options.skipDiscount ** (to.edition - from.edition - 1)
  const byMost = [...proposed].map((from, order) => ({from, order, most: most * discountOf(from)})).sort((a, b) => b.most - a.most)
  const scored: Array<Edge & {order: number}> = []
  // The best `candidates` weights so far, heaviest first.
  const best: number[] = []
  for (const {from, order, most: bound} of byMost) {
    if (best.length === options.candidates && bound < best.at(-1)!) break
    if (concordance.forbids(from.article.id, to.article.id)) continue
    const content = isPartial(from.article) || isPartial(to.article) ? undefined : Math.min(1, Math.max(0, contentDot(from)))
    const found = evidence(from, to, concordance.find(from.article.id, to.article.id)?.action === 'confirm' ? 'confirm' : null, content)
    const score = combined(found, options, from, to)
    if (score < options.minScore) continue
    const weight = score * discountOf(from)
    scored.push({from, to, weight, evidence: found, order})
    best.splice(best.findLastIndex((other) => other >= weight) + 1, 0, weight)
    if (best.length > options.candidates) best.pop()
  }
  // In the order proposed, then by weight: ties fall as they would without leaving any out.
  return scored
    .sort((a, b) => a.order - b.order)
    .sort((a, b) => b.weight - a.weight)
    .slice(0, options.candidates)
    .map(({order: _order, ...edge}) => edge)
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

function postings(froms: Profile[], frequencies: DocumentFrequencies, maxPosting: number, wanted: Uint8Array): Postings {
  const {counts} = frequencies
  const start = new Int32Array(counts.length + 1)
  // The articles holding a wanted feature: only their weights are read.
  const holding = new Uint8Array(froms.length)
  froms.forEach((profile, number) => {
    const dense = profile.content.dense
    for (let k = 0; k < dense.length; k++) {
      if (wanted[dense[k]!] === 1 && counts[dense[k]!]! <= maxPosting) {
        start[dense[k]! + 1]!++
        holding[number] = 1
      }
    }
  })
  for (let feature = 0; feature < counts.length; feature++) start[feature + 1]! += start[feature]!
  const fill = start.slice(0, -1)
  const who = new Int32Array(start[counts.length]!)
  const weight = new Float64Array(who.length)
  for (let number = 0; number < froms.length; number++) {
    if (holding[number] === 0) continue
    const profile = froms[number]!
    const dense = profile.content.dense
    const {weights} = profile.content
    for (let k = 0; k < dense.length; k++) {
      if (wanted[dense[k]!] !== 1 || counts[dense[k]!]! > maxPosting) continue
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

/**
 * `content` is the cosine of the two content vectors, when the caller has it already; with an
 * article of lid pages only on one side, how much of it the other holds (both: the lesser share).
 */
function evidence(from: Profile, to: Profile, concordance: ArticleEvidence['concordance'], content = contentEvidence(from, to)): ArticleEvidence {
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

function contentEvidence(from: Profile, to: Profile): number {
  const [older, newer] = [isPartial(from.article), isPartial(to.article)]
  if (older && newer) return Math.min(containment(from.content, to.content), containment(to.content, from.content))
  if (older) return containment(from.content, to.content)
  if (newer) return containment(to.content, from.content)
  return cosine(from.content, to.content)
}

function combined(found: ArticleEvidence, options: MatchOptions, from: Profile, to: Profile): number {
  const weights = isPartial(from.article) || isPartial(to.article) ? options.partialWeights : options.weights
  return round(weights.content * found.content + weights.title * found.title + weights.number * found.number)
}

function link(from: Profile, to: Profile, found: ArticleEvidence, options: MatchOptions, concordance: Concordance): ArticleLink {
  const entry = concordance.find(from.article.id, to.article.id)
  const concordanceAction = entry?.action === 'confirm' || entry?.action === 'force' ? entry.action : null
  return {
    from: from.article,
    to: to.article,
    score: combined(found, options, from, to),
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

/** The lineages along `links`, each article to the next; a `direct` link joins the lineage its articles are in. */
function lineagesOf(editions: Article[][], links: ArticleLink[], direct: ArticleLink[]): Lineage[] {
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
    const skipping = direct.filter((candidate) => lineage.articles.includes(candidate.from))
    if (skipping.length > 0) {
      const at = (article: Article) => lineage.articles.indexOf(article)
      lineage.links = [...lineage.links, ...skipping].sort((x, y) => at(x.from) - at(y.from) || at(x.to) - at(y.to))
    }
    lineages.push(lineage)
  }
  return lineages
}

/**
 * The link each article of a lineage is shown against in the lineage's rows: for a whole article,
 * its link from the nearest earlier whole article when there is one (an article between them that
 * the collection holds only in part does not stand in for it); else its link from the article
 * before it. The first article has none.
 */
export function lineageSteps(lineage: Lineage): Array<{column: number; base: number; link: ArticleLink}> {
  return lineage.articles.flatMap((article, column) => {
    const into = lineage.links.filter((candidate) => candidate.to === article)
    const link = (!isPartial(article) && into.find((candidate) => !isPartial(candidate.from))) || into.find((candidate) => candidate.from === lineage.articles[column - 1])
    return link ? [{column, base: lineage.articles.indexOf(link.from), link}] : []
  })
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
