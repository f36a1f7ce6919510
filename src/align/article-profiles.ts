// The vectors the article matcher compares, made afresh or carried over from the last run. A run
// leaves its state (`MatchState`); the next one recounts only the articles whose content changed.
// Counts are read by bucket (`bucketsPerDoubling`), so after a small edit the weights of nearly
// every other article stay the same to the bit, and the candidates the matcher found for them can
// be kept (see `Reach`). The state holds features, not vectors: weighing them again is cheaper than
// reading three times the bytes.
import {wordCounts, type FeatureCounts} from './features.ts'
import {DocumentFrequencies, type FrequencySnapshot, type Vector} from './similarity.ts'
import type {Article} from '../types.ts'

export interface Profile {
  article: Article
  /** Position of the article's edition, oldest first. */
  edition: number
  content: Vector
  title: Vector
  /**
   * The features' dense numbers and how often each occurs, parallel to the vectors (what the state
   * keeps). A carried-over article's counts may be bytes, as its state kept them.
   */
  dense: {content: Int32Array; title: Int32Array}
  counts: {content: Counts; title: Counts}
  /**
   * Its content vector's length (`Vector.norm`) when carried over from the last run with the same
   * weights: a reader of a few weights (the posting lists) need not weigh the whole vector.
   */
  norm?: number
}

/** What a run keeps of one article: its features, and the candidates it found as a newer article. */
export interface StoredProfile {
  id: string
  number: string
  /** Its content's identity (the caller's `versionOf`, the digest of its JSON file). */
  version: string
  edition: number
  /** Its content and title features, by their numbers in the state's frequencies. */
  content: NumberedCounts
  title: NumberedCounts
  /** Its content vector's length. */
  norm: number
  /** The features it probed the index with, as hashes. */
  probe: Int32Array
  /** Its candidate edges (`[from id, weight, content, title, number, concordance]`); null when its match was forced. */
  edges: StoredEdge[] | null
}

/** Counts of features: bytes when read from a state that could store them so. */
type Counts = Int32Array | Uint8Array

/** Features by their dense numbers (ascending by hash, as `FeatureCounts`), with their counts. */
interface NumberedCounts {
  dense: Int32Array
  counts: Counts
}

export type StoredEdge = [from: string, weight: number, content: number, title: number, number: number, concordance: 'confirm' | null]

/** Lists end to end (list k is `offsets[k]` to `offsets[k + 1]`): a state is a few blocks of bytes, however many articles. */
interface Packed {
  offsets: Int32Array
  /** One byte per value when every value fits (feature counts nearly always do): a smaller state to write and read. */
  values: Int32Array | Uint8Array
}

/**
 * The matcher's state after a run: the input to the next run's `profileArticles`. Its typed
 * arrays are stored as their bytes (`encodeState` in src/cache.ts) and read back as views; the
 * articles' lists are packed into a few arrays, since each typed array costs more to write and
 * read than its bytes.
 */
export interface MatchState {
  /** The options, curated decisions and editions it was made with: another signature starts afresh. */
  signature: string
  /** The document frequencies; the articles' features are numbered as these are. */
  content: FrequencySnapshot
  title: FrequencySnapshot
  articles: Array<Pick<StoredProfile, 'id' | 'number' | 'version' | 'edition' | 'edges'>>
  lists: {contentDense: Packed; contentCounts: Packed; titleDense: Packed; titleCounts: Packed; probes: Packed}
  /** The articles' content vector lengths, in order. */
  norms: Float64Array
}

/** A run's state: its frequencies, and per article (in order) its features, probes and edges. */
export function packState(signature: string, frequencies: {content: DocumentFrequencies; title: DocumentFrequencies}, profiles: StoredProfile[]): MatchState {
  const list = (pick: (profile: StoredProfile) => Counts) => pack(profiles.map(pick))
  return {
    signature,
    content: frequencies.content.snapshot(),
    title: frequencies.title.snapshot(),
    articles: profiles.map(({id, number, version, edition, edges}) => ({id, number, version, edition, edges})),
    lists: {
      contentDense: list((profile) => profile.content.dense),
      contentCounts: list((profile) => profile.content.counts),
      titleDense: list((profile) => profile.title.dense),
      titleCounts: list((profile) => profile.title.counts),
      probes: list((profile) => profile.probe)
    },
    norms: Float64Array.from(profiles, (profile) => profile.norm)
  }
}

function unpackState(state: MatchState): StoredProfile[] {
  // Each article's part of a list is a view. Counts stay bytes where the state has them so: most
  // articles are only packed again, and a list widened whole is a large fresh allocation.
  const view = (packed: Packed) => (k: number) => packed.values.subarray(packed.offsets[k]!, packed.offsets[k + 1]!)
  const wide = (packed: Packed) => {
    const values = packed.values instanceof Uint8Array ? new Int32Array(packed.values) : packed.values
    return (k: number) => values.subarray(packed.offsets[k]!, packed.offsets[k + 1]!)
  }
  const {contentDense, contentCounts, titleDense, titleCounts, probes} = state.lists
  const [contentDenseOf, titleDenseOf, probeOf] = [contentDense, titleDense, probes].map(wide)
  const [contentCountsOf, titleCountsOf] = [contentCounts, titleCounts].map(view)
  return state.articles.map((article, k) => ({
    ...article,
    content: {dense: contentDenseOf!(k), counts: contentCountsOf!(k)},
    title: {dense: titleDenseOf!(k), counts: titleCountsOf!(k)},
    norm: state.norms[k]!,
    probe: probeOf!(k)
  }))
}

/** The lists end to end, as bytes when every value fits in one. */
function pack(lists: Counts[]): Packed {
  const offsets = new Int32Array(lists.length + 1)
  for (let k = 0; k < lists.length; k++) offsets[k + 1] = offsets[k]! + lists[k]!.length
  const values = lists.every(fitsInBytes) ? new Uint8Array(offsets[lists.length]!) : new Int32Array(offsets[lists.length]!)
  for (let k = 0; k < lists.length; k++) values.set(lists[k]!, offsets[k]!)
  return {offsets, values}
}

function fitsInBytes(values: Counts): boolean {
  if (values instanceof Uint8Array) return true
  for (let k = 0; k < values.length; k++) if (values[k]! < 0 || values[k]! > 255) return false
  return true
}

/** How far the changes since the last run reach: which newer articles look for candidates again. */
export interface Reach {
  /** Profiles whose weights changed: new or changed articles, and those a changed count moved. */
  remade: Set<Profile>
  /** Feature hashes with a posting list (then or now) of remade and removed articles, before and after. */
  features: Set<number>
  /** Numbers of remade and removed articles: an article of the same number is always a candidate. */
  numbers: Set<string>
  /** The last run's profiles by id. */
  stored: Map<string, StoredProfile>
}

/** A stored profile's features as `FeatureCounts`, their hashes looked up by number. */
function storedFeatures(numbered: NumberedCounts, keys: Int32Array): FeatureCounts {
  const ids = new Int32Array(numbered.dense.length)
  for (let k = 0; k < ids.length; k++) ids[k] = keys[numbered.dense[k]!]!
  return {ids, counts: numbered.counts instanceof Int32Array ? numbered.counts : new Int32Array(numbered.counts)}
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
  const stored = new Map(unpackState(previous).map((profile) => [profile.id, profile]))
  // Numbered as the stored features are.
  const content = DocumentFrequencies.restore(previous.content, {bucketsPerDoubling})
  const title = DocumentFrequencies.restore(previous.title, {bucketsPerDoubling})
  const [contentKeys, titleKeys] = [previous.content.keys, previous.title.keys]
  content.startJournal()
  title.startJournal()
  // An article whose id, edition and content are those of a stored one keeps its features.
  const keptOf = new Map<Article, StoredProfile>()
  editions.forEach((articles, edition) => {
    for (const article of articles) {
      const own = stored.get(article.id)
      if (own && own.version === versionOf(article) && own.edition === edition) keptOf.set(article, own)
    }
  })
  const kept = new Set(keptOf.values())
  const gone = [...stored.values()].filter((profile) => !kept.has(profile))
  for (const profile of gone) {
    content.remove(profile.content.dense)
    title.remove(profile.title.dense)
  }
  // The articles that are new or changed, counted in.
  const counted = new Map<Article, {features: FeatureCounts; dense: Int32Array; words: FeatureCounts; titleDense: Int32Array}>()
  for (const article of editions.flat()) {
    if (keptOf.has(article)) continue
    const features = featuresOf(article)
    const words = titleWords(article)
    counted.set(article, {features, dense: content.add(features), words, titleDense: title.add(words)})
  }
  // Weights read counts by bucket: only a count that left its bucket (or the number of articles
  // leaving its own) changes the weights of the articles holding it.
  const everything = content.bucket(1 + previous.content.documents) !== content.bucket(1 + content.documents)
  const contentMoved = moved(content)
  const titleMoved = moved(title)
  const keeps = (dense: Int32Array, weights: Uint8Array | null) => !everything && (weights === null || !holdsAny(dense, weights))
  const remade = new Set<Profile>()
  const profiles = editions.map((articles, edition) =>
    articles.map((article): Profile => {
      const own = keptOf.get(article)
      const fresh = counted.get(article)
      if (fresh) {
        const profile: Profile = {
          article,
          edition,
          content: content.vectorize(fresh.features, fresh.dense),
          title: title.vectorize(fresh.words, fresh.titleDense),
          dense: {content: fresh.dense, title: fresh.titleDense},
          counts: {content: fresh.features.counts, title: fresh.words.counts}
        }
        remade.add(profile)
        return profile
      }
      // A carried-over article is weighed only when read: most are read by no candidate search.
      const profile = new CarriedProfile(article, edition, own!, {content, title}, {content: contentKeys, title: titleKeys})
      if (!keeps(own!.content.dense, contentMoved) || !keeps(own!.title.dense, titleMoved)) remade.add(profile)
      else profile.norm = own!.norm
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
  const keys = content.keys()
  const addPosted = (dense: Int32Array) => {
    for (const number of dense) if (posted(number)) features.add(keys[number]!)
  }
  for (const profile of remade) {
    addPosted(profile.content.dense)
    numbers.add(profile.article.number)
    const own = stored.get(profile.article.id)
    if (own) addPosted(own.content.dense)
  }
  for (const profile of gone) {
    addPosted(profile.content.dense)
    numbers.add(profile.number)
  }
  return {profiles, content, title, reach: {remade, features, numbers, stored}}
}

/**
 * A profile's content weight of its feature k: read from its vector, or for a carried-over profile
 * weighed alone by its kept length (the same bits, without weighing the whole vector).
 */
export function contentWeights(profile: Profile, frequencies: DocumentFrequencies): (k: number) => number {
  const {norm} = profile
  if (norm === undefined) {
    const {weights} = profile.content
    return (k) => weights[k]!
  }
  const [dense, counts] = [profile.dense.content, profile.counts.content]
  return (k) => frequencies.weightOf(counts[k]!, dense[k]!, norm)
}

/** A stored article's profile whose vectors are weighed when first read. */
class CarriedProfile implements Profile {
  readonly article: Article
  readonly edition: number
  readonly dense: Profile['dense']
  readonly counts: Profile['counts']
  norm?: number
  readonly #own: StoredProfile
  readonly #frequencies: {content: DocumentFrequencies; title: DocumentFrequencies}
  readonly #keys: {content: Int32Array; title: Int32Array}
  #content: Vector | undefined
  #title: Vector | undefined

  constructor(article: Article, edition: number, own: StoredProfile, frequencies: {content: DocumentFrequencies; title: DocumentFrequencies}, keys: {content: Int32Array; title: Int32Array}) {
    this.article = article
    this.edition = edition
    this.dense = {content: own.content.dense, title: own.title.dense}
    this.counts = {content: own.content.counts, title: own.title.counts}
    this.#own = own
    this.#frequencies = frequencies
    this.#keys = keys
  }

  get content(): Vector {
    return (this.#content ??= this.#weigh('content'))
  }

  get title(): Vector {
    return (this.#title ??= this.#weigh('title'))
  }

  #weigh(field: 'content' | 'title'): Vector {
    return this.#frequencies[field].vectorize(storedFeatures(this.#own[field], this.#keys[field]), this.#own[field].dense)
  }
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
      title: title.vectorize(words[edition]![index]!, titleDense[edition]![index]!),
      dense: {content: dense[edition]![index]!, title: titleDense[edition]![index]!},
      counts: {content: features[edition]![index]!.counts, title: words[edition]![index]!.counts}
    }))
  )
  return {profiles, content, title}
}

/** Whether any of the features (by dense number) is flagged. */
function holdsAny(dense: Int32Array, flags: Uint8Array): boolean {
  for (let k = 0; k < dense.length; k++) if (flags[dense[k]!] === 1) return true
  return false
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
