// Collections over the public JSON API written by the data stage (`npm run data`). The schemas are
// the published contract (src/export/schema.ts), so pages render validated data only.
import {defineCollection} from 'astro:content'
import {z} from 'astro/zod'
import {articleSchema, comparisonSchema, editionsSchema, lineageRowsSchema, lineagesSchema, redirectsSchema} from '../src/export/schema.ts'
import {apiLoader, listArticles, listComparisons, listEditions, listLineages, listRedirects} from './lib/api-loader.ts'

const dir = '.data/public/api'

const editions = defineCollection({
  loader: apiLoader({name: 'editions-loader', dir, list: listEditions}),
  schema: editionsSchema.shape.editions.element.extend({order: z.number().int(), corpusTitle: z.string()})
})

const articles = defineCollection({
  loader: apiLoader({name: 'articles-loader', dir, list: listArticles}),
  schema: articleSchema
})

const lineages = defineCollection({
  loader: apiLoader({name: 'lineages-loader', dir, list: listLineages}),
  schema: lineagesSchema.shape.lineages.element.extend({rows: lineageRowsSchema.shape.rows.nullable()})
})

const comparisons = defineCollection({
  loader: apiLoader({name: 'comparisons-loader', dir, list: listComparisons}),
  schema: comparisonSchema
})

const redirects = defineCollection({
  loader: apiLoader({name: 'redirects-loader', dir, list: listRedirects}),
  schema: redirectsSchema.shape.redirects.element
})

export const collections = {editions, articles, lineages, comparisons, redirects}
