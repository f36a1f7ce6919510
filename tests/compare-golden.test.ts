// Comparison golden files, one folder per phenomenon in tests/fixtures/compare/<case>/: `case.json`
// names the two articles (of the real corpus, or of the case's own `laws/`), `expected.json` is the
// article comparison the build publishes; or it names an edition pair (`pair`), and `expected.json`
// is the pair's heading comparisons (chapter and section headings with their own text). Reviewed against the sources; `UPDATE=1 npm test` rewrites.
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {describe, test} from 'vitest'
import {VFile} from 'vfile'
import {articlesOf, buildCorpus} from '../src/corpus.ts'
import {align, runPipeline, type Pipeline} from '../src/pipeline.ts'
import {comparisonJson} from '../src/export/comparison-json.ts'
import {config, lawsDir, root} from './helpers/corpus.ts'
import {expectGolden, stableJson} from './helpers/golden.ts'

const fixtures = path.join(root, 'tests', 'fixtures', 'compare')
const real = runPipeline(lawsDir, {cwd: root})

/** The pipeline over a case's own sources (every `.md` under its `laws/`, and its `concordance.txt` if any). */
function ownPipeline(dir: string): Pipeline {
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => new VFile({path: path.join('laws', file), value: readFileSync(path.join(dir, file))}))
  const concordance = path.join(dir, 'concordance.txt')
  return align(buildCorpus(files, config), new VFile({path: 'laws/concordance.txt', value: existsSync(concordance) ? readFileSync(concordance, 'utf8') : ''}))
}

describe('comparison golden files', () => {
  test.each(readdirSync(fixtures).sort())('%s', (name) => {
    const folder = path.join(fixtures, name)
    const {from, to, pair} = JSON.parse(readFileSync(path.join(folder, 'case.json'), 'utf8')) as {from: string; to: string; pair?: [string, string]}
    const pipeline = existsSync(path.join(folder, 'laws')) ? ownPipeline(path.join(folder, 'laws')) : real
    // A case that names an edition pair holds the pair's heading comparisons, as its comparison file publishes them.
    if (pair) {
      const found = pipeline.pairs.find((candidate) => candidate.from === pair[0] && candidate.to === pair[1])
      if (!found) throw new Error(`Unexpected case ${name}: ${pair.join(' → ')} is no edition pair of the build`)
      expectGolden(path.join(folder, 'expected.json'), stableJson(comparisonJson(found, pipeline).headings))
      return
    }
    const lineage = pipeline.lineages.find((candidate) => candidate.links.some((link) => link.from.id === from && link.to.id === to))
    if (!lineage) throw new Error(`Unexpected case ${name}: ${from} → ${to} is no link of the build (${pipeline.corpus.editions.flatMap(articlesOf).length} articles)`)
    expectGolden(path.join(folder, 'expected.json'), stableJson(pipeline.compare(lineage, pipeline.article(from)!, pipeline.article(to)!)))
  })
})
