// The vectors the article matcher compares, made afresh or carried over from the last run. A run
// leaves its state (`MatchState`); the next one recounts only the articles whose content changed and
// remakes only the vectors a changed count reaches. Counts are read by bucket (`bucketsPerDoubling`),
// so after a small edit the weights, and the vectors, of nearly every other article stay the same
// to the bit, and what the matcher derives from them can be kept (see `Reach`).
import {wordCounts, type FeatureCounts} from './features.ts'
import {DocumentFrequencies, type FrequencySnapshot, type Vector} from './similarity.ts'
import type {Article} from '../types.ts'

export interface Profile {
  article: Article
  /** Position of the article's edition, oldest first. */
  edition: number
  content: Vector
  title: Vector
}

/** What a run keeps of one article: its vectors, and the candidates it found as a newer article. */
export interface StoredProfile {
  id: string
  number: string
  /** Its content's identity (the caller's `versionOf`, the digest of its JSON file). */
  version: string
  edition: number
  content: Vector
  title: Vector
  /** The features it probed the index with, as hashes. */
  probe: Int32Array
  /** Its candidate edges (`[from id, weight, content, title, number, concordance]`); null when its match was forced. */
  edges: StoredEdge[] | null
}

export type StoredEdge = [from: string, weight: number, content: number, title: number, number: number, concordance: 'confirm' | null]

/**
 * The matcher's state after a run: the input to the next run's `profileArticles`. Its typed
 * arrays are stored as their bytes (`encodeState` in src/cache.ts) and read back as views.
 */
export interface MatchState {
  /** The options, curated decisions and editions it was made with: another signature starts afresh. */
  signature: string
  /** The document frequencies, numbered as the vectors' `dense` numbers are. */
  content: FrequencySnapshot
  title: FrequencySnapshot
  articles: StoredProfile[]
}

/** How far the changes since the last run reach: which newer articles look for candidates again. */
export interface Reach {
  /** Profiles made anew: new or changed articles, and those whose weights a changed count moved. */
  remade: Set<Profile>
  /** Feature hashes with a posting list (then or now) of remade and removed articles, before and after. */
  features: Set<number>
  /** Numbers of remade and removed articles: an article of the same number is always a candidate. */
  numbers: Set<string>
  /** The last run's profiles by id. */
  stored: Map<string, StoredProfile>
}

/** Two buckets per doubling: a weight moves by at most log(2)/4 from the exact one. */
const bucketsPerDoubling = 2

export interface ProfileOptions {
  featuresOf: (article: Article) => FeatureCounts
  /** Content identity per article; without it (or without `previous`) everything is made afresh. */
  versionOf?: (article: Article) => string
  previous?: MatchState
  /** Features held by more articles have no posting list (the matcher's `maxPosting`). */
  maxPosting: number
}

/**
 * Profiles per edition and the document frequencies they are weighted with. `reach` is null when
 * everything was made afresh (no usable state): then every article looks for candidates.
 */
export function profileArticles(editions: Article[][], {featuresOf, versionOf, previous, maxPosting}: ProfileOptions): {profiles: Profile[][]; content: DocumentFrequencies; title: DocumentFrequencies; reach: Reach | null} {
  if (!previous || !versionOf) return {...freshProfiles(editions, featuresOf), reach: null}
  const stored = new Map(previous.articles.map((profile) => [profile.id, profile]))
  // Numbered as the stored vectors' `dense` numbers are.
  const content = DocumentFrequencies.restore(previous.content, {bucketsPerDoubling})
  const title = DocumentFrequencies.restore(previous.title, {bucketsPerDoubling})
  content.startJournal()
  title.startJournal()
  const keptOf = (article: Article, edition: number): StoredProfile | undefined => {
    const own = stored.get(article.id)
    return own && own.version === versionOf(article) && own.edition === edition ? own : undefined
  }
  const kept = new Set(editions.flatMap((articles, edition) => articles.flatMap((article) => keptOf(article, edition) ?? [])))
  const gone = [...stored.values()].filter((profile) => !kept.has(profile))
  for (const profile of gone) {
    content.remove(profile.content.dense)
    title.remove(profile.title.dense)
  }
  // The articles that are new or changed, counted in.
  const counted = new Map<Article, {features: FeatureCounts; dense: Int32Array; words: FeatureCounts; titleDense: Int32Array}>()
  editions.forEach((articles, edition) => {
    for (const article of articles) {
      if (keptOf(article, edition)) continue
      const features = featuresOf(article)
      const words = titleWords(article)
      counted.set(article, {features, dense: content.add(features), words, titleDense: title.add(words)})
    }
  })
  // Weights read counts by bucket: only a count that left its bucket (or the number of articles
  // leaving its own) changes the vectors holding it.
  const everything = content.bucket(1 + previous.content.documents) !== content.bucket(1 + content.documents)
  const contentMoved = moved(content)
  const titleMoved = moved(title)
  const keeps = (vector: Vector, weights: Uint8Array | null) => !everything && (weights === null || !vector.dense.some((number) => weights[number] === 1))
  const remade = new Set<Profile>()
  const profiles = editions.map((articles, edition) =>
    articles.map((article): Profile => {
      const own = keptOf(article, edition)
      const fresh = counted.get(article)
      const keepContent = own !== undefined && keeps(own.content, contentMoved)
      const keepTitle = own !== undefined && keeps(own.title, titleMoved)
      const profile: Profile = {
        article,
        edition,
        content: keepContent ? own.content : content.vectorize(fresh?.features ?? featuresOf(article), fresh?.dense ?? own!.content.dense),
        title: keepTitle ? own.title : title.vectorize(fresh?.words ?? titleWords(article), fresh?.titleDense ?? own!.title.dense)
      }
      if (!keepContent || !keepTitle) remade.add(profile)
      return profile
    })
  )
  // Only features with a posting list (then or now) lead a newer article to a candidate. A count
  // changes only through a remade or removed article, so a posting list that came or went is
  // among their features.
  const journal = content.journal()
  const posted = (number: number) => content.counts[number]! <= maxPosting || (journal.get(number) ?? Number.POSITIVE_INFINITY) <= maxPosting
  const features = new Set<number>()
  const numbers = new Set<string>()
  const addPosted = (ids: Int32Array, dense: Int32Array) => {
    for (let k = 0; k < ids.length; k++) if (posted(dense[k]!)) features.add(ids[k]!)
  }
  for (const profile of remade) {
    addPosted(profile.content.ids, profile.content.dense)
    numbers.add(profile.article.number)
    const own = stored.get(profile.article.id)
    if (own) addPosted(own.content.ids, own.content.dense)
  }
  for (const profile of gone) {
    addPosted(profile.content.ids, profile.content.dense)
    numbers.add(profile.number)
  }
  return {profiles, content, title, reach: {remade, features, numbers, stored}}
}

/** Every article counted and weighted anew. */
function freshProfiles(editions: Article[][], featuresOf: (article: Article) => FeatureCounts): {profiles: Profile[][]; content: DocumentFrequencies; title: DocumentFrequencies} {
  const features = editions.map((articles) => articles.map(featuresOf))
  const words = editions.map((articles) => articles.map(titleWords))
  const content = new DocumentFrequencies(features.flat().reduce((sum, counts) => sum + counts.ids.length, 0) / 4, {bucketsPerDoubling})
  const title = new DocumentFrequencies(undefined, {bucketsPerDoubling})
  const dense = features.map((list) => list.map((counts) => content.add(counts)))
  const titleDense = words.map((list) => list.map((counts) => title.add(counts)))
  const profiles = editions.map((articles, edition) =>
    articles.map((article, index) => ({
      article,
      edition,
      content: content.vectorize(features[edition]![index]!, dense[edition]![index]!),
      title: title.vectorize(words[edition]![index]!, titleDense[edition]![index]!)
    }))
  )
  return {profiles, content, title}
}

/** Features whose weight changed since the journal started (their count left its bucket), as flags by number; null for none. */
function moved(frequencies: DocumentFrequencies): Uint8Array | null {
  let weights: Uint8Array | null = null
  for (const [number, before] of frequencies.journal()) {
    if (frequencies.bucket(1 + before) !== frequencies.bucket(1 + frequencies.counts[number]!)) (weights ??= new Uint8Array(frequencies.counts.length))[number] = 1
  }
  return weights
}

function titleWords(article: Article): FeatureCounts {
  return wordCounts(article.title ?? '')
}
