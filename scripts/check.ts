// Lint the corpus: print every diagnostic (file:line:column, rule id, reason) with vfile-reporter,
// from parsing, the concordance and the alignment. Exits 1 on errors; warnings alone pass.
import path from 'node:path'
import {reporter} from 'vfile-reporter'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'

const root = path.resolve(import.meta.dirname, '..')
const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
// Comparing every lineage surfaces diffs that gave up.
pipeline.compareAll()
console.error(reporter(pipeline.files))
process.exit(hasErrors(pipeline.files) ? 1 : 0)
