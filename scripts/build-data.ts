// Data stage: parse `laws/`, export the public JSON into `.data/public/api/` (Astro copies it to
// `dist/api/`). Prints diagnostics; exits 1 on errors, so a broken corpus never reaches the site.
import {rmSync} from 'node:fs'
import path from 'node:path'
import {reporter} from 'vfile-reporter'
import {z} from 'zod'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {articleJson, editionsJson} from '../src/export/corpus-json.ts'
import {articleSchema, editionsSchema} from '../src/export/schema.ts'
import {hasErrors} from '../src/rules.ts'
import {writeJson, writeText} from '../src/write-json.ts'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, '.data', 'public', 'api')

const corpus = loadCorpus(path.join(root, 'laws'), root)
const report = reporter(corpus.files, {quiet: true})
if (report) console.error(report)
if (hasErrors(corpus.files)) {
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
writeJson(path.join(out, 'schema', 'article.schema.json'), z.toJSONSchema(articleSchema))
writeJson(path.join(out, 'schema', 'editions.schema.json'), z.toJSONSchema(editionsSchema))
