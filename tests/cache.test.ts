// The data stage's content-hash cache: entries survive runs, a run appends a segment, stale
// entries are compacted away, another code version starts empty.
import {mkdtempSync, readdirSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {DataCache} from '../src/cache.ts'

test('keeps entries across runs, appends new ones as a segment and compacts when most are stale', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache(root, 'v1')
  first.set('compare', 'a', {n: 1})
  first.set('compare', 'b', {n: 2})
  first.flush()

  const second = new DataCache(root, 'v1')
  expect([second.get('compare', 'a'), second.get('compare', 'x')]).toEqual([{n: 1}, undefined])
  expect([second.hits, second.misses]).toEqual([1, 1])
  second.get('compare', 'b')
  second.set('compare', 'c', {n: 3})
  second.flush()
  expect(readdirSync(path.join(root, 'v1')).sort()).toEqual(['compare.0.json', 'compare.1.json'])

  // Only `c` is used now: two of three entries are stale, so the pack is rewritten as one segment.
  const third = new DataCache(root, 'v1')
  expect(third.get('compare', 'c')).toEqual({n: 3})
  third.flush()
  expect(readdirSync(path.join(root, 'v1'))).toEqual(['compare.0.json'])
  const fourth = new DataCache(root, 'v1')
  expect([fourth.get('compare', 'a'), fourth.get('compare', 'c')]).toEqual([undefined, {n: 3}])

  const other = new DataCache(root, 'v2')
  expect(other.get('compare', 'c')).toBeUndefined()
  expect(readdirSync(root)).toEqual(['v2'])
})

test('a warm run gives the same trees, diagnostics and comparisons as a cold one', async () => {
  const {runPipeline} = await import('../src/pipeline.ts')
  const {lawsDir, root} = await import('./helpers/corpus.ts')
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const run = () => {
    const cache = new DataCache(cacheRoot, 'v1')
    const pipeline = runPipeline(lawsDir, root, undefined, cache)
    const comparisons = pipeline.lineages.flatMap((lineage) => lineage.links.map((link) => pipeline.compare(lineage, link.from, link.to)))
    cache.flush()
    const messages = pipeline.files.flatMap((file) => file.messages.map((message) => `${file.path}:${message.line}:${message.column} ${message.fatal} ${message.ruleId} ${message.reason}`))
    return {editions: JSON.stringify(pipeline.corpus.editions), messages, comparisons: JSON.stringify(comparisons), hits: cache.hits}
  }
  const cold = run()
  const warm = run()
  expect(cold.hits).toBe(0)
  expect(warm.hits).toBe(5 + 14)
  expect(warm.messages).toEqual(cold.messages)
  expect(warm.messages.length).toBe(9)
  expect(warm.editions).toBe(cold.editions)
  expect(warm.comparisons).toBe(cold.comparisons)
})
