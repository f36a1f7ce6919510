// Data stage as a command (scripts/data-stage.ts does the work): prints the diagnostics and exits 1
// on errors, so a broken corpus never reaches the site. Stage timings go to `.data/timings.json`.
//   npm run data [-- --quiet] [-- --accept-url-removals] [-- --rebuild-url-list]
import path from 'node:path'
import {parseArgs} from 'node:util'
import {failureMessage} from '../src/file-system.ts'
import {runDataStage} from './data-stage.ts'

const root = path.resolve(import.meta.dirname, '..')
const {values} = parseArgs({
  options: {quiet: {type: 'boolean', default: false}, 'accept-url-removals': {type: 'boolean', default: false}, 'rebuild-url-list': {type: 'boolean', default: false}}
})
try {
  const result = await runDataStage({root, quiet: values.quiet, acceptUrlRemovals: values['accept-url-removals'], rebuildUrlList: values['rebuild-url-list']})
  if (!result.ok) process.exit(1)
} catch (error) {
  // A full disk, a file-size limit, no permission: one message naming the path, never a stack trace.
  console.error(failureMessage(error))
  process.exit(1)
}
