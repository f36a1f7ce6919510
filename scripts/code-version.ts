// What the data stage's results depend on besides the sources: the code that makes them (`src/`,
// the data-stage scripts), the installed dependencies (the lock file) and the runtime. `npm run
// dev` starts a new worker, with an empty memo, when this digest changes, so a memo never holds
// what other code made.
import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {listTree} from '../src/listing.ts'

/** The data stage's scripts (besides `src/`): what the dev worker loads. */
export const dataStageScripts = ['scripts/data-stage.ts', 'scripts/data-stage-worker.ts', 'scripts/dev-memo.ts', 'scripts/code-version.ts', 'scripts/lock.ts']

/** A digest of the code, dependencies and runtime of the data stage in the project at `root`. */
export function codeVersion(root: string): string {
  const hash = createHash('sha256').update(`node ${process.version}\0`)
  const sources = listTree(path.join(root, 'src'))
    .filter((file) => file.path.endsWith('.ts'))
    .map((file) => path.join('src', file.path))
  for (const file of [...sources, ...dataStageScripts, 'package-lock.json']) {
    hash.update(`${path.posix.normalize(file.replaceAll(path.sep, path.posix.sep))}\0`)
    try {
      hash.update(readFileSync(path.join(root, file)))
    } catch {
      hash.update('\0missing')
    }
    hash.update('\0')
  }
  return hash.digest('hex')
}
