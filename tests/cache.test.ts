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
