// The vectors the article matcher compares: per article, TF-IDF vectors of its content and of its
// title, weighted with document frequencies over every article of every edition.
import {wordCounts, type FeatureCounts} from './features.ts'
import {DocumentFrequencies, type Vector} from './similarity.ts'
import type {Article} from '../types.ts'

export interface Profile {
  article: Article
  /** Position of the article's edition, oldest first. */
  edition: number
  content: Vector
  title: Vector
}

/** Profiles per edition, and the content frequencies they are weighted with (the candidate index reads them). */
export function profileArticles(editions: Article[][], featuresOf: (article: Article) => FeatureCounts): {profiles: Profile[][]; content: DocumentFrequencies} {
  const features = editions.map((articles) => articles.map(featuresOf))
  const words = editions.map((articles) => articles.map((article) => wordCounts(article.title ?? '')))
  const content = new DocumentFrequencies(features.flat().reduce((sum, counts) => sum + counts.ids.length, 0) / 4)
  const title = new DocumentFrequencies()
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
  return {profiles, content}
}
