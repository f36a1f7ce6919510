// An edition pair read from the cache keeps its links as stored until a comparison of it is made
// again: comparison keys and the pair file's key read the summary stored with the links. Counted
// on `restoreCorrespondence`, the one way stored links become objects again.
import {mkdtempSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test, vi} from 'vitest'
import type * as correspondence from '../src/align/correspondence.ts'
import {restoreCorrespondence} from '../src/align/correspondence.ts'
import {DataCache} from '../src/cache.ts'
import type {WordDiffOptions} from '../src/diff/words.ts'
import {runPipeline} from '../src/pipeline.ts'
import {lawsDir, root} from './helpers/corpus.ts'

vi.mock('../src/align/correspondence.ts', async (importOriginal) => {
  const original = await importOriginal<typeof correspondence>()
  return {...original, restoreCorrespondence: vi.fn(original.restoreCorrespondence)}
})

/** One run with the cache in `cacheRoot`: its comparisons reported, every pair file's key asked for. */
function run(cacheRoot: string, diff?: WordDiffOptions) {
  const cache = new DataCache(cacheRoot, 'v1')
  const pipeline = runPipeline(lawsDir, {cwd: root, cache, diff})
  pipeline.compareAll()
  const pairs = [...new Set(pipeline.lineages.flatMap((lineage) => lineage.links.map((link) => `${link.from.edition}/${link.to.edition}`)))]
  const moves = pairs.map((pair) => pipeline.movesDigest(...(pair.split('/') as [string, string])))
  cache.flush()
  return {pairs, moves}
}

test('a warm run restores an edition pair from the cache only when it makes one of its comparisons again', () => {
  const restored = vi.mocked(restoreCorrespondence)
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'pair-restore-'))
  const cold = run(cacheRoot)
  expect(cold.pairs).toEqual(['1975/1987', '1982/1987', '1987/1997'])
  expect(restored).toHaveBeenCalledTimes(0)
  // Nothing changed: every comparison and both keys come from the cache and the summaries.
  expect(run(cacheRoot).moves).toEqual(cold.moves)
  expect(restored).toHaveBeenCalledTimes(0)
  // Other diff limits: every comparison is made again, from its pair's stored links, each pair once.
  expect(run(cacheRoot, {maxEditLength: 3}).moves).toEqual(cold.moves)
  expect(restored.mock.calls.map(([, input]) => `${input.from[0]!.edition}/${input.to[0]!.edition}`)).toEqual(cold.pairs)
})
