// Data stage: parse `laws/`, align the editions, diff the matched provisions, and write the public
// JSON into `.data/public/api/` (Astro copies it to `dist/api/`). Prints the diagnostics and exits
// 1 on errors, so a broken corpus never reaches the site. Parse results and comparisons are cached
// by content hash in `.cache/data/` (`--no-cache` to bypass); stage timings go to `.data/timings.json`.
import {rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {reporter} from 'vfile-reporter'
import {z} from 'zod'
import {DataCache, codeVersion} from '../src/cache.ts'
import {articlesOf} from '../src/corpus.ts'
import {comparisonsJson, lineageRowsJson, lineagesJson} from '../src/export/compare-json.ts'
import {editionsJson} from '../src/export/corpus-json.ts'
import {articleSchema, comparisonSchema, editionsSchema, lineageRowsSchema, lineagesSchema} from '../src/export/schema.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'
import {OutputWriter} from '../src/export/writer.ts'

const root = path.resolve(import.meta.dirname, '..')
const {values} = parseArgs({options: {'no-cache': {type: 'boolean', default: false}}})
const out = path.join(root, '.data', 'public', 'api')
const cache = new DataCache(values['no-cache'] ? null : path.join(root, '.cache', 'data'), codeVersion(path.join(root, 'src')))

const {corpus, lineages, compare, files, articles, timings} = runPipeline(path.join(root, 'laws'), root, undefined, cache)
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
// Without a cache there is no manifest to trust: start from an empty folder.
if (!cache.dir) rmSync(out, {recursive: true, force: true})
const output = new OutputWriter(out, cache.dir ? path.join(cache.dir, 'output-manifest.json') : null)
output.json('editions.json', editionsJson(corpus.config.title, corpus.editions))
for (const [article, {text, digest}] of articles) {
  output.text(path.join(article.edition, `${article.number}.json`), text, digest)
  // Canonical Markdown is the slow part of the export; it follows from the article's JSON.
  let markdown = cache.get<string>('markdown', digest)
  if (markdown === undefined) cache.set('markdown', digest, (markdown = articleToMarkdown(article)))
  output.text(path.join(article.edition, `${article.number}.md`), markdown)
}
output.json('lineages.json', lineagesJson(lineages))
for (const lineage of rows) output.json(path.join('lineages', `${lineage.id}.json`), lineage)
for (const comparison of comparisons) output.json(path.join('compare', comparison.from, `${comparison.to}.json`), comparison)
const schemas = {article: articleSchema, editions: editionsSchema, lineages: lineagesSchema, lineage: lineageRowsSchema, comparison: comparisonSchema}
for (const [name, schema] of Object.entries(schemas)) output.json(path.join('schema', `${name}.schema.json`), z.toJSONSchema(schema))
output.finish()
cache.flush()
const exported = performance.now() - start

writeFileSync(path.join(root, '.data', 'timings.json'), JSON.stringify({
  parse: timings.parse,
  align: timings.align,
  diff,
  export: exported,
  articles: corpus.editions.reduce((sum, edition) => sum + articlesOf(edition).length, 0),
  bytes: output.bytes,
  written: output.written,
  cache: {hits: cache.hits, misses: cache.misses},
  maxRSS: process.resourceUsage().maxRSS * 1024
}, null, 2))
