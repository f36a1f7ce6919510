// No result depends on the order a file system lists a folder in: with every listing reversed
// (node:fs's `readdirSync`, which src/listing.ts and nothing else calls; tests/architecture.test.ts),
// the pipeline reads the same sources in the same order and gives the same diagnostics, articles,
// lineages, comparisons and URL list, and the folder listings come out in byte order.
import fs, {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs'
import {syncBuiltinESMExports} from 'node:module'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect, test, vi} from 'vitest'
import {lineageRowsJson, lineagesJson} from '../src/export/lineage-json.ts'
import {comparisonJson} from '../src/export/comparison-json.ts'
import {byteOrder, listFolder, listTree} from '../src/listing.ts'
import {runPipeline} from '../src/pipeline.ts'
import {listComparisons} from '../site/lib/api.ts'
import {articlesJson, lawsDir, root} from './helpers/corpus.ts'

/** Runs `run` with every `readdirSync` listing reversed; returns its result and how many listings were reversed. */
function withReversedListings<T>(run: () => T): {result: T; reversed: number} {
  const original = fs.readdirSync
  let reversed = 0
  const spy = vi.spyOn(fs, 'readdirSync').mockImplementation(((...args: unknown[]) => {
    reversed++
    return (Reflect.apply(original, fs, args) as unknown[]).reverse()
  }) as unknown as typeof original)
  // Named imports of node:fs (`import {readdirSync} from 'node:fs'`) follow the patched function too.
  syncBuiltinESMExports()
  try {
    return {result: run(), reversed}
  } finally {
    spy.mockRestore()
    syncBuiltinESMExports()
  }
}

/** Everything the data stage publishes from a pipeline over the real corpus, as text. */
function published(): string {
  const pipeline = runPipeline(lawsDir, {cwd: root})
  return JSON.stringify({
    files: pipeline.files.map((file) => ({path: file.path, messages: file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.reason}`)})),
    articles: articlesJson(pipeline.corpus),
    lineages: lineagesJson(pipeline.lineages),
    rows: pipeline.lineages.filter((lineage) => lineage.links.length > 0).map((lineage) => lineageRowsJson(lineage, pipeline, pipeline.article)),
    comparisons: pipeline.pairs.map((pair) => comparisonJson(pair, pipeline)),
    registry: pipeline.registry.text,
    urls: pipeline.urlList.text
  })
}

test('the pipeline over the real corpus gives the same output whatever order the file system lists its folders in', () => {
  const forward = published()
  const {result: backward, reversed} = withReversedListings(published)
  // The real corpus has a folder per edition and laws/ itself: each was listed, in reverse.
  expect(reversed).toBeGreaterThanOrEqual(5)
  expect(backward).toBe(forward)
})

test('folder listings come out in byte order, not in the order listed and not in a locale order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'listing-order-'))
  // Byte order puts capitals before small letters, `Z` before `a`, and `é` (two bytes, C3 A9) after `z`.
  const names = ['b.md', 'a.md', 'Z.md', 'é.md', 'z.md', 'A10.md', 'A9.md']
  for (const name of names) writeFileSync(path.join(dir, name), '')
  mkdirSync(path.join(dir, 'sub'))
  writeFileSync(path.join(dir, 'sub', 'x.md'), '')
  const expected = ['A10.md', 'A9.md', 'Z.md', 'a.md', 'b.md', 'sub', 'z.md', 'é.md']
  expect(listFolder(dir).map((entry) => entry.name)).toEqual(expected)
  expect(withReversedListings(() => listFolder(dir).map((entry) => entry.name)).result).toEqual(expected)
  expect(withReversedListings(() => listTree(dir).map((entry) => entry.path)).result).toEqual(['A10.md', 'A9.md', 'Z.md', 'a.md', 'b.md', 'sub', 'sub/x.md', 'z.md', 'é.md'])
  expect([...names].sort(byteOrder)).toEqual(expected.filter((name) => name !== 'sub'))
})

test("the site reads the edition pairs' comparisons in one order whatever the listing", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'listing-order-api-'))
  for (const [from, to] of [
    ['1982', '1987'],
    ['1975', '1987'],
    ['1975', '1982'],
    ['1987', '1997']
  ] as const) {
    mkdirSync(path.join(dir, 'compare', from), {recursive: true})
    writeFileSync(path.join(dir, 'compare', from, `${to}.json`), '{}')
  }
  const expected = [
    {from: '1975', to: '1982'},
    {from: '1975', to: '1987'},
    {from: '1982', to: '1987'},
    {from: '1987', to: '1997'}
  ]
  expect(listComparisons(dir)).toEqual(expected)
  expect(withReversedListings(() => listComparisons(dir)).result).toEqual(expected)
})
