// The site's data, read from the content collections, in the order pages need it. Only queries here;
// shaping for display lives in the other `lib/` modules.
import {getCollection} from 'astro:content'
import {sortLineages} from './lineage.ts'
import {siteUrls} from './urls.ts'

export const urls = siteUrls(import.meta.env.BASE_URL)

export async function loadEditions() {
  return (await getCollection('editions')).map((entry) => entry.data).sort((a, b) => a.order - b.order)
}

export async function loadArticles() {
  return (await getCollection('articles')).map((entry) => entry.data)
}

export async function loadLineages() {
  return sortLineages((await getCollection('lineages')).map((entry) => entry.data))
}

export async function loadComparisons() {
  return (await getCollection('comparisons')).map((entry) => entry.data).sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
}
