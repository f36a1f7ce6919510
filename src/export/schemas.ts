// The JSON Schemas the API publishes, by name (`api/schema/<name>.schema.json`): one list for the
// data stage that writes them and the tests that compile them.
import {corpusConfigSchema} from '../corpus-config.ts'
import {articleSchema, comparisonSchema, corpusSchema, editionsSchema, lineageRowsSchema, lineagesSchema, redirectsSchema} from '../schema.ts'

export const publishedSchemas = {
  article: articleSchema,
  corpus: corpusSchema,
  editions: editionsSchema,
  lineages: lineagesSchema,
  lineage: lineageRowsSchema,
  comparison: comparisonSchema,
  redirects: redirectsSchema,
  'corpus-config': corpusConfigSchema
}
