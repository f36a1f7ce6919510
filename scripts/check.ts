// Lint the corpus: print every diagnostic (file:line:column, rule id, reason) with vfile-reporter,
// from parsing, the concordance and the alignment. Exits 1 on errors; warnings alone pass.
// Warnings acknowledged in laws/acknowledged.txt are counted; `--acknowledged` lists them too.
//   npm run check [-- --acknowledged]
import path from 'node:path'
import {parseArgs} from 'node:util'
import {reporter} from 'vfile-reporter'
import {acknowledge, acknowledgementsFile} from '../src/acknowledgements.ts'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'

const root = path.resolve(import.meta.dirname, '..')
const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
const {values} = parseArgs({options: {acknowledged: {type: 'boolean', default: false}}})
const {files, acknowledged} = values.acknowledged ? {files: pipeline.files, acknowledged: []} : acknowledge(pipeline.files, path.join(root, 'laws'), root)
const report = reporter(files, {quiet: true})
if (report) console.error(report)
if (!values.acknowledged) console.error(`${acknowledged.length} acknowledged in laws/${acknowledgementsFile} (\`npm run check -- --acknowledged\` lists them)`)
process.exit(hasErrors(files) ? 1 : 0)
