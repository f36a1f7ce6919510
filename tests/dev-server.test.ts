// The maintainer's loop (`npm run dev`, scripts/dev.ts) in a copy of the project: every save under
// `laws/` reruns the data stage and the article's page shows the change. Saved the way editors and
// `sed -i` save, by renaming a new file over the source: a watcher that follows the replaced file
// (Node's recursive `fs.watch` on Linux) sees the first save and misses every later one.
import {expect, test} from 'vitest'
import {measureDevLatency} from '../support/dev-latency.ts'
import {copyProject} from './site/helpers/project.ts'

test('npm run dev shows each of three saves that rename a new file over the source', {timeout: 300_000}, async () => {
  const project = copyProject('dev-server', ['laws'])
  // Each run waits until the page holds the new word (and fails after 60 s without it).
  const {runs, page} = await measureDevLatency(project, {repeat: 3, port: 4397, save: 'rename'})
  expect(page).toBe('http://127.0.0.1:4397/1987/artikel-9/')
  expect(runs).toHaveLength(3)
  for (const ms of runs) expect(ms).toBeLessThan(10_000)
})
