// Data stage: parse `laws/`, align the editions, diff the matched provisions, and write the public
// JSON into `.data/public/api/` (Astro copies it to `dist/api/`). Prints the diagnostics and exits
// 1 on errors, so a broken corpus never reaches the site.
import {rmSync} from 'node:fs'
import path from 'node:path'
import {reporter} from 'vfile-reporter'
import {z} from 'zod'
import {articlesOf} from '../src/corpus.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {comparisonsJson, lineageRowsJson, lineagesJson} from '../src/export/compare-json.ts'
import {articleJson, editionsJson} from '../src/export/corpus-json.ts'
import {articleSchema, comparisonSchema, editionsSchema, lineageRowsSchema, lineagesSchema} from '../src/export/schema.ts'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'
import {writeJson, writeText} from '../src/write-json.ts'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, '.data', 'public', 'api')

const {corpus, lineages, compare, files} = runPipeline(path.join(root, 'laws'), root)
const comparisons = comparisonsJson(corpus.editions.map((edition) => edition.edition), lineages, compare)
const rows = lineages.filter((lineage) => lineage.links.length > 0).map((lineage) => lineageRowsJson(lineage, compare))

const report = reporter(files, {quiet: true})
if (report) console.error(report)
if (hasErrors(files)) {
  console.error('Data stage stopped: the corpus has errors (see above).')
  process.exit(1)
}

rmSync(out, {recursive: true, force: true})
writeJson(path.join(out, 'editions.json'), editionsJson(corpus.config.title, corpus.editions))
for (const edition of corpus.editions) {
  for (const article of articlesOf(edition)) {
    writeJson(path.join(out, edition.edition, `${article.number}.json`), articleJson(article, edition))
    writeText(path.join(out, edition.edition, `${article.number}.md`), articleToMarkdown(article))
  }
}
writeJson(path.join(out, 'lineages.json'), lineagesJson(lineages))
for (const lineage of rows) writeJson(path.join(out, 'lineages', `${lineage.id}.json`), lineage)
for (const comparison of comparisons) writeJson(path.join(out, 'compare', comparison.from, `${comparison.to}.json`), comparison)

const schemas = {article: articleSchema, editions: editionsSchema, lineages: lineagesSchema, lineage: lineageRowsSchema, comparison: comparisonSchema}
for (const [name, schema] of Object.entries(schemas)) writeJson(path.join(out, 'schema', `${name}.schema.json`), z.toJSONSchema(schema))
