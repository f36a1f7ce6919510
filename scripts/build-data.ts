// Data stage: parse `laws/`, align the editions, diff the matched provisions, and write the public
// JSON into `.data/public/api/` (Astro copies it to `dist/api/`). Prints the diagnostics and exits
// 1 on errors, so a broken corpus never reaches the site. Parse results and comparisons are cached
// by content hash in `.cache/data/` (`--no-cache` to bypass); stage timings go to `.data/timings.json`.
import {rmSync} from 'node:fs'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {reporter} from 'vfile-reporter'
import {z} from 'zod'
import {DataCache, codeVersion} from '../src/cache.ts'
import {articlesOf} from '../src/corpus.ts'
import {comparisonsJson, lineageRowsJson, lineagesJson} from '../src/export/compare-json.ts'
import {articleJson, editionsJson} from '../src/export/corpus-json.ts'
import {articleSchema, comparisonSchema, editionsSchema, lineageRowsSchema, lineagesSchema} from '../src/export/schema.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'
import {writeJson, writeText} from '../src/write-json.ts'

const root = path.resolve(import.meta.dirname, '..')
const {values} = parseArgs({options: {'no-cache': {type: 'boolean', default: false}}})
const out = path.join(root, '.data', 'public', 'api')
const cache = new DataCache(values['no-cache'] ? null : path.join(root, '.cache', 'data'), codeVersion(path.join(root, 'src')))

const {corpus, lineages, compare, files, timings} = runPipeline(path.join(root, 'laws'), root, undefined, cache)
let start = performance.now()
const comparisons = comparisonsJson(lineages, compare)
const rows = lineages.filter((lineage) => lineage.links.length > 0).map((lineage) => lineageRowsJson(lineage, compare))
const diff = performance.now() - start

const report = reporter(files, {quiet: true})
if (report) console.error(report)
if (hasErrors(files)) {
  console.error('Data stage stopped: the corpus has errors (see above).')
  process.exit(1)
}

start = performance.now()
let bytes = 0
rmSync(out, {recursive: true, force: true})
bytes += writeJson(path.join(out, 'editions.json'), editionsJson(corpus.config.title, corpus.editions))
for (const edition of corpus.editions) {
  for (const article of articlesOf(edition)) {
    bytes += writeJson(path.join(out, edition.edition, `${article.number}.json`), articleJson(article, edition))
    bytes += writeText(path.join(out, edition.edition, `${article.number}.md`), articleToMarkdown(article))
  }
}
bytes += writeJson(path.join(out, 'lineages.json'), lineagesJson(lineages))
for (const lineage of rows) bytes += writeJson(path.join(out, 'lineages', `${lineage.id}.json`), lineage)
for (const comparison of comparisons) bytes += writeJson(path.join(out, 'compare', comparison.from, `${comparison.to}.json`), comparison)
const schemas = {article: articleSchema, editions: editionsSchema, lineages: lineagesSchema, lineage: lineageRowsSchema, comparison: comparisonSchema}
for (const [name, schema] of Object.entries(schemas)) bytes += writeJson(path.join(out, 'schema', `${name}.schema.json`), z.toJSONSchema(schema))
const exported = performance.now() - start

writeJson(path.join(root, '.data', 'timings.json'), {
  parse: timings.parse,
  align: timings.align,
  diff,
  export: exported,
  articles: corpus.editions.reduce((sum, edition) => sum + articlesOf(edition).length, 0),
  bytes,
  cache: {hits: cache.hits, misses: cache.misses},
  maxRSS: process.resourceUsage().maxRSS * 1024
})
