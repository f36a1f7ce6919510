// Lint the corpus: print every diagnostic (file:line:column, rule id, reason) with vfile-reporter.
// Exits 1 when there are errors; warnings alone pass.
import path from 'node:path'
import {reporter} from 'vfile-reporter'
import {loadCorpus} from '../src/corpus.ts'
import {hasErrors} from '../src/rules.ts'

const root = path.resolve(import.meta.dirname, '..')
const corpus = loadCorpus(path.join(root, 'laws'), root)
console.error(reporter(corpus.files))
process.exit(hasErrors(corpus.files) ? 1 : 0)
