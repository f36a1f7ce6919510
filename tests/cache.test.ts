// The data stage's content-hash cache: entries survive runs, a run appends a segment, stale
// entries are compacted away, another code version starts empty, and prune removes what no run reads.
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {VFile} from 'vfile'
import {parseConcordance} from '../src/align/concordance.ts'
import {DataCache} from '../src/cache.ts'
import {restoreFeatures} from '../src/align/features.ts'
import type {CacheEntries, CacheKey} from '../src/cache-keys.ts'
import {messageToRecord} from '../src/diagnostic-records.ts'
import {changeText} from './helpers/files.ts'

// The packs' mechanics, with a kind of their own, keyed by plain names.
type Packs = {compare: {n: number}}
const key = (name: string) => name as CacheKey<'compare'>

test('keeps entries across runs, appends new ones as a segment and compacts when most are stale', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache<Packs>(root, 'v1')
  first.set('compare', key('a'), {n: 1})
  first.set('compare', key('b'), {n: 2})
  first.flush()

  const second = new DataCache<Packs>(root, 'v1')
  expect([second.get('compare', key('a')), second.get('compare', key('x'))]).toEqual([{n: 1}, undefined])
  expect([second.hits, second.misses]).toEqual([1, 1])
  second.get('compare', key('b'))
  second.set('compare', key('c'), {n: 3})
  second.flush()
  expect(readdirSync(path.join(root, 'v1')).sort()).toEqual(['compare.0.jsonl', 'compare.1.jsonl'])

  // Only `c` is used now: two of three entries are stale, so the pack is rewritten as one segment.
  const third = new DataCache<Packs>(root, 'v1')
  expect(third.get('compare', key('c'))).toEqual({n: 3})
  third.flush()
  expect(readdirSync(path.join(root, 'v1'))).toEqual(['compare.0.jsonl'])
  const fourth = new DataCache<Packs>(root, 'v1')
  expect([fourth.get('compare', key('a')), fourth.get('compare', key('c'))]).toEqual([undefined, {n: 3}])

  const other = new DataCache<Packs>(root, 'v2')
  expect(other.get('compare', key('c'))).toBeUndefined()
  other.prune()
  expect(readdirSync(root)).toEqual(['v2'])
})

test('an entry is stored as it was when set, not as the caller changed it before the pack was written', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache<Packs>(root, 'v1')
  const value = {n: 1}
  first.set('compare', key('a'), value)
  value.n = 2
  first.flush()
  expect(new DataCache<Packs>(root, 'v1').get('compare', key('a'))).toEqual({n: 1})
})

test('JSON text is stored as it is and given back as that text, across runs and a rewritten pack; damaged text is a miss', () => {
  type Texts = {compare: string}
  const textKey = (name: string) => name as CacheKey<'compare'>
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache<Texts>(root, 'v1')
  const texts = {a: '{"n":1,"t":"\\"quoted\\" één"}', b: '[1,2]', c: '{"n":3}'}
  for (const [name, text] of Object.entries(texts)) first.setText('compare', textKey(name), text)
  expect(() => first.setText('compare', textKey('d'), '{\n}')).toThrow('one line')
  first.flush()
  // The segment's lines are the texts themselves, not JSON strings of them.
  expect(readFileSync(path.join(root, 'v1', 'compare.0.jsonl'), 'utf8').split('\n').slice(1, 4)).toEqual(Object.values(texts))

  const second = new DataCache<Texts>(root, 'v1')
  expect(second.getText('compare', textKey('a'))).toBe(texts.a)
  second.flush()
  // Only `a` was used: the pack is rewritten with its bytes as they were.
  const third = new DataCache<Texts>(root, 'v1')
  expect([third.getText('compare', textKey('a')), third.getText('compare', textKey('b'))]).toEqual([texts.a, undefined])

  const file = path.join(root, 'v1', 'compare.0.jsonl')
  const [index, line] = readFileSync(file, 'utf8').split('\n')
  writeFileSync(file, `${index}\n${' '.repeat(line!.length)}\n`)
  const fourth = new DataCache<Texts>(root, 'v1')
  expect(fourth.getText('compare', textKey('a'))).toBeUndefined()
  expect([fourth.hits, fourth.misses]).toEqual([0, 1])
})

test('a damaged or half-written segment costs only its own entries', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache<Packs>(root, 'v1')
  first.set('compare', key('a'), {n: 1})
  first.flush()
  const second = new DataCache<Packs>(root, 'v1')
  second.get('compare', key('a'))
  second.set('compare', key('b'), {n: 2})
  second.flush()
  writeFileSync(path.join(root, 'v1', 'compare.1.jsonl'), '{"b":{"n":')
  writeFileSync(path.join(root, 'v1', 'compare.2.jsonl.partial'), '{"c":')

  const third = new DataCache<Packs>(root, 'v1')
  expect([third.get('compare', key('a')), third.get('compare', key('b'))]).toEqual([{n: 1}, undefined])
  third.prune()
  expect(readdirSync(path.join(root, 'v1'))).toEqual(['compare.0.jsonl'])
})

test('a state left by one run is what the next run reads, typed arrays to the bit; a damaged one reads as none', () => {
  type States = {matcher: {name: string; ids: Int32Array; weights: Float64Array; flags: Uint8Array; nested: Array<{ids: Int32Array}>}}
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache<Packs, States>(root, 'v1')
  expect(first.state('matcher')).toBeUndefined()
  // Odd lengths, so that each block after the first must be realigned; a view of a larger buffer.
  const state = {name: 'één', ids: Int32Array.of(-1, 2 ** 31 - 1, 7), weights: Float64Array.of(0.1 + 0.2, -0, Number.MIN_VALUE), flags: Uint8Array.of(1, 0, 1), nested: [{ids: new Int32Array([5, 6, 7, 8]).subarray(1, 3)}]}
  first.setState('matcher', state)
  expect(new DataCache<Packs, States>(root, 'v1').state('matcher')).toBeUndefined()
  first.flush()
  const read = new DataCache<Packs, States>(root, 'v1').state('matcher')!
  expect(read).toEqual(state)
  expect([read.ids instanceof Int32Array, read.weights instanceof Float64Array, Object.is(read.weights[1], -0), read.nested[0]!.ids.length]).toEqual([true, true, true, 2])
  const file = path.join(root, 'v1', 'matcher.state')
  writeFileSync(file, readFileSync(file).subarray(0, 40))
  expect(new DataCache<Packs, States>(root, 'v1').state('matcher')).toBeUndefined()
  expect(new DataCache<Packs, States>(null, 'v1').state('matcher')).toBeUndefined()
})

test('a run parses only the entries it reads, and a rewritten pack carries the others over unchanged', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache<Packs>(root, 'v1')
  for (const name of ['a', 'b', 'c', 'd', 'e']) first.set('compare', key(name), {n: name.charCodeAt(0)})
  first.flush()
  // Damage the text of entry `b` in place: the index still holds, so only `b` is lost.
  const segment = path.join(root, 'v1', 'compare.0.jsonl')
  const [index, ...lines] = readFileSync(segment, 'utf8').split('\n')
  writeFileSync(segment, [index, ...lines.map((line, k) => (k === 1 ? line.replace('{', '[') : line))].join('\n'))

  const second = new DataCache<Packs>(root, 'v1')
  expect(second.keep('compare', key('a'))).toBe(true)
  expect(second.get('compare', key('b'))).toBeUndefined()
  // Only `a` is used (kept, never parsed): the pack is rewritten with `a` as the bytes it was read as.
  second.flush()
  expect(readdirSync(path.join(root, 'v1'))).toEqual(['compare.0.jsonl'])
  const third = new DataCache<Packs>(root, 'v1')
  expect(['a', 'b', 'c'].map((name) => third.get('compare', key(name)))).toEqual([{n: 97}, undefined, undefined])
})

test('a pack reads an entry from disk when a run asks for it, and a small segment whole at its first entry', () => {
  type Padded = {compare: {n: number; pad: string}}
  const write = (root: string, pad: string) => {
    const first = new DataCache<Padded>(root, 'v1')
    for (let k = 0; k < 40; k++) first.set('compare', key(`e${k}`), {n: 1000 + k, pad})
    first.flush()
    return path.join(root, 'v1', 'compare.0.jsonl')
  }
  // Damage one entry's text in place (`{"n":!101`: no JSON), keeping the index and every length.
  const damage = (segment: string, k: number) => writeFileSync(segment, readFileSync(segment, 'utf8').replace(`{"n":${1000 + k},`, `{"n":!${100 + k},`))
  for (const [pad, shows] of [['x'.repeat(8000), true], ['', false]] as const) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
    const segment = write(root, pad)
    const cache = new DataCache<Padded>(root, 'v1')
    expect(cache.get('compare', key('e0'))?.n).toBe(1000)
    damage(segment, 1)
    // 40 entries of 8 kB: each read from disk when asked for, so damage since the first shows.
    // Of a few bytes: the segment was read whole with the first.
    expect(cache.get('compare', key('e1'))?.n).toBe(shows ? undefined : 1001)
    expect(cache.get('compare', key('e2'))?.n).toBe(1002)
  }
})

test('opening a cache removes nothing; prune removes other versions and half-written segments', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = new DataCache<Packs>(root, 'v1')
  first.set('compare', key('a'), {n: 1})
  first.flush()
  writeFileSync(path.join(root, 'v1', 'compare.1.jsonl.partial'), '{"b":')
  mkdirSync(path.join(root, 'v0'))
  writeFileSync(path.join(root, 'v0', 'compare.0.jsonl'), '{"a":{"n":0}}')

  const opened = new DataCache<Packs>(root, 'v1')
  expect(readdirSync(root).sort()).toEqual(['v0', 'v1'])
  expect(readdirSync(path.join(root, 'v1')).sort()).toEqual(['compare.0.jsonl', 'compare.1.jsonl.partial'])
  opened.prune()
  expect(readdirSync(root)).toEqual(['v1'])
  expect(readdirSync(path.join(root, 'v1'))).toEqual(['compare.0.jsonl'])
  expect(opened.get('compare', key('a'))).toEqual({n: 1})

  // A disabled cache prunes nothing.
  new DataCache<Packs>(null, 'v2').prune()
  expect(readdirSync(root)).toEqual(['v1'])
})

/** One data-stage run over `lawsDir` with the cache in `cacheRoot`: everything it produces, as text. */
async function snapshot(lawsDir: string, cwd: string, cacheRoot: string) {
  const {runPipeline} = await import('../src/pipeline.ts')
  const cache = new DataCache(cacheRoot, 'v1')
  // Unit features and shared clauses are read only for the edition pairs linked again: counted on their own.
  let unitFeatureHits = 0
  let sharedClauseHits = 0
  const get = cache.get.bind(cache)
  cache.get = ((kind, key) => {
    const value = get(kind, key)
    if (kind === 'unit-features' && value !== undefined) unitFeatureHits++
    if (kind === 'shared-clauses' && value !== undefined) sharedClauseHits++
    return value
  }) as typeof cache.get
  // The document frequencies of units the run made (counted, or updated from the last run's), by key:
  // each feature's count, in feature order; and the shared clauses it made, sorted.
  const frequencies = new Map<string, {documents: number; counts: Array<[number, number]>; digests: string[]}>()
  const shared = new Map<string, number[]>()
  // And each edition's clauses it made (counted, or taken over from the last run's), by key.
  const clauses = new Map<string, CacheEntries['clause-keys']>()
  const set = cache.set.bind(cache)
  cache.set = ((kind, key, value) => {
    if (kind === 'shared-clauses') shared.set(key, [...(value as CacheEntries['shared-clauses'])].sort((a, b) => a - b))
    if (kind === 'clause-keys') clauses.set(key, value as CacheEntries['clause-keys'])
    if (kind === 'unit-frequencies') {
      const {documents, counts, digests} = value as CacheEntries['unit-frequencies']
      const {ids, counts: values} = restoreFeatures(counts)
      frequencies.set(key, {documents, counts: Array.from(ids, (id, k): [number, number] => [id, values[k]!]).sort((a, b) => a[0] - b[0]), digests})
    }
    set(kind, key, value)
  }) as typeof cache.set
  const pipeline = runPipeline(lawsDir, {cwd, cache})
  const comparisons = pipeline.lineages.flatMap((lineage) => lineage.links.map((link) => pipeline.compare(lineage, link.from, link.to)))
  cache.flush()
  return {
    editions: JSON.stringify(pipeline.corpus.editions),
    messages: pipeline.files.flatMap((file) => file.messages.map((message) => `${file.path}:${message.line}:${message.column} ${message.fatal} ${message.ruleId} ${message.reason}`)),
    // Every diagnostic in full: place, severity and cause.
    records: pipeline.files.flatMap((file) => file.messages.map((message) => ({file: file.path, ...messageToRecord(message)}))),
    links: pipeline.lineages.flatMap((lineage) => lineage.links.map((link) => `${lineage.id}: ${link.from.id} → ${link.to.id} ${link.score} ${JSON.stringify(link.evidence)}`)),
    comparisons: JSON.stringify(comparisons),
    digests: [...pipeline.digests.values()],
    counts: {sources: pipeline.corpus.files.length, articles: pipeline.digests.size, links: comparisons.length},
    articlesOf: (edition: string) => [...pipeline.digests.keys()].filter((article) => article.edition === edition).length,
    hits: cache.hits,
    articlesSearched: pipeline.articlesSearched,
    unitFeatureHits,
    sharedClauseHits,
    frequencies,
    shared,
    clauses
  }
}

/** How many article matches the concordance forces (their newer articles do not search for candidates). */
function forcedMatches(lawsDir: string): number {
  const file = new VFile({path: 'laws/concordance.txt', value: readFileSync(path.join(lawsDir, 'concordance.txt'), 'utf8')})
  return parseConcordance(file).filter((entry) => entry.action === 'force').length
}

/**
 * What a warm run made per edition (document frequencies, clauses, shared clauses, each of
 * `editions` editions) is what a cold run made under the same keys.
 */
function expectCountsAsCold(warm: Snapshot, cold: Snapshot, editions: number): void {
  for (const made of ['frequencies', 'clauses', 'shared'] as const) {
    expect(warm[made].size, made).toBe(editions)
    for (const [key, value] of warm[made]) expect(value, made).toEqual(cold[made].get(key))
  }
}

/** Two runs gave the same: trees, every diagnostic in full, lineages, comparisons and digests. */
function expectSameRun(actual: Snapshot, expected: Snapshot): void {
  expect(actual.editions).toBe(expected.editions)
  expect(actual.messages).toEqual(expected.messages)
  expect(actual.records).toEqual(expected.records)
  expect(actual.links).toEqual(expected.links)
  expect(actual.comparisons).toBe(expected.comparisons)
  expect(actual.digests).toEqual(expected.digests)
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>

test('a warm run gives the same trees, diagnostics, lineages and comparisons as a cold one', async () => {
  const {lawsDir, root} = await import('./helpers/corpus.ts')
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const cold = await snapshot(lawsDir, root, cacheRoot)
  const warm = await snapshot(lawsDir, root, cacheRoot)
  expect(cold.hits).toBe(0)
  // What parsing each source reported, every edition's outline and article digests (one entry each
  // per edition), the lineage ids and published URLs, every comparison and the provision links of
  // the 3 edition pairs come from the cache; the article matcher reads its state (not counted as a
  // hit). No edition is assembled: an article's text is read from its source's parse and its
  // edition's checks, here every source's and edition's once (the snapshot serialises every edition).
  expect(warm.counts).toEqual({sources: 5, articles: 40, links: 14})
  expect(warm.hits).toBe(5 + 4 + 5 + 4 + 4 + 1 + 14 + 3)
  // The matcher's state: every article not forced by the concordance searched for candidates in
  // the first run, none in the second.
  expect([cold.articlesSearched, warm.articlesSearched]).toEqual([40 - forcedMatches(lawsDir), 0])
  expectSameRun(warm, cold)
  // The 8 repeated blocks of 1987 HIV; every weak article match is confirmed in the concordance.
  expect(warm.messages.length).toBe(8)
})

test('after one word changes in one source, a warm run equals a cold run and reuses everything else', async () => {
  const {lawsDir} = await import('./helpers/corpus.ts')
  const project = mkdtempSync(path.join(os.tmpdir(), 'cache-project-'))
  cpSync(lawsDir, path.join(project, 'laws'), {recursive: true})
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const before = await snapshot(path.join(project, 'laws'), project, cacheRoot)
  // 1997 art. 25 A: one word of law text, no line moves.
  changeText(path.join(project, 'laws', '1997', 'HV2II.md'), 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is')

  const warm = await snapshot(path.join(project, 'laws'), project, cacheRoot)
  const cold = await snapshot(path.join(project, 'laws'), project, mkdtempSync(path.join(os.tmpdir(), 'cache-')))
  expect(cold.hits).toBe(0)
  expectSameRun(warm, cold)
  expect(warm.comparisons).not.toBe(before.comparisons)
  // Hits: what parsing the 4 unchanged sources reported, the 3 unchanged editions' outlines and
  // article digests, and the lineage ids and published URLs (no lineage changed).
  // Misses: 1997 (its one source changed), and in it the digests of the changed source's two
  // articles (25 and 26), of which only 25 changed (the matcher's state holds every article's
  // features, and its own are counted again), so its one comparison
  // (1987/25 → 1997/25), and the provision links of the one edition pair it belongs to (1987 →
  // 1997; 1975 → 1987 and 1982 → 1987 are kept). That pair is linked again from the cached unit
  // features of every article of 1987 and 1997 but 25, the shared clauses of 1987 (1997's are
  // found again from the last run's clauses of its other articles, read) and the document
  // frequencies of 1987's units. 1997's are the last run's, read, less the units of the old art. 25
  // (its cached features, read) and plus those of the new one: the counts a recount gives.
  const {sources, links} = before.counts
  const changedEdition = before.articlesOf('1997')
  const pairArticles = before.articlesOf('1987') + changedEdition
  expect(warm.unitFeatureHits).toBe(pairArticles - 1 + 1)
  expectCountsAsCold(warm, cold, 1)
  expect(warm.sharedClauseHits).toBe(1)
  // In 40 articles nearly every feature has a posting list, so the changed 1997 art. 25 reaches
  // every newer article: all search again, as from nothing (tests/align-incremental.test.ts shows
  // the few a change reaches in a larger corpus).
  expect([warm.articlesSearched, cold.articlesSearched]).toEqual([before.counts.articles - forcedMatches(lawsDir), before.counts.articles - forcedMatches(lawsDir)])
  // The texts of the 3 unchanged editions' articles are read from their sources' parses and their
  // editions' checks (the snapshot serialises every edition); 1997 is assembled from its changed source.
  expect(warm.hits).toBe(sources - 1 + 3 + 3 + 1 + (changedEdition - 2) + (links - 1) + (3 - 1) + (pairArticles - 1 + 1) + 1 + 1 + 1 + 1 + (sources - 1) + 3)

  // A second change, in 1982: its pair with 1987 is linked again from unit features that the run
  // before kept without reading (1982's), and the packs carry over entries they never parsed.
  changeText(path.join(project, 'laws', '1982', 'HV4.md'), 'wordt geannuleerd en de overtreder', 'wordt geannuleerd en die overtreder')
  const second = await snapshot(path.join(project, 'laws'), project, cacheRoot)
  const secondCold = await snapshot(path.join(project, 'laws'), project, mkdtempSync(path.join(os.tmpdir(), 'cache-')))
  expectSameRun(second, secondCold)
  expect(second.comparisons).not.toBe(warm.comparisons)
  // The unit features of every article of 1982 and 1987 but the changed one are hits, and the
  // shared clauses of 1987, kept by the run before without being read.
  expect(second.unitFeatureHits).toBe(before.articlesOf('1982') + before.articlesOf('1987') - 1 + 1)
  expect(second.sharedClauseHits).toBe(1)
  expectCountsAsCold(second, secondCold, 1)
})

test('after the equivalent words change, a warm run counts the units and finds the shared clauses as a cold run does', async () => {
  const {lawsDir} = await import('./helpers/corpus.ts')
  const project = mkdtempSync(path.join(os.tmpdir(), 'cache-project-'))
  cpSync(lawsDir, path.join(project, 'laws'), {recursive: true})
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  await snapshot(path.join(project, 'laws'), project, cacheRoot)
  // No article changes (their digests stay), but every count read with the old words is stale.
  const config = path.join(project, 'laws', 'corpus.json')
  const corpus = JSON.parse(readFileSync(config, 'utf8')) as {equivalents?: string[][]}
  corpus.equivalents = [...(corpus.equivalents ?? []), ['annonce', 'bieding']]
  writeFileSync(config, JSON.stringify(corpus))

  const warm = await snapshot(path.join(project, 'laws'), project, cacheRoot)
  const cold = await snapshot(path.join(project, 'laws'), project, mkdtempSync(path.join(os.tmpdir(), 'cache-')))
  expectSameRun(warm, cold)
  expectCountsAsCold(warm, cold, 4)
})

test('a warm run reports what checking the lineage registry and the published URLs found, as the cold run did', async () => {
  const {lawsDir} = await import('./helpers/corpus.ts')
  const project = mkdtempSync(path.join(os.tmpdir(), 'cache-project-'))
  const laws = path.join(project, 'laws')
  cpSync(lawsDir, laws, {recursive: true})
  // A published page that the site no longer has: a removal the check reports (an error). A
  // registered lineage of an article the corpus lacks: it is retired (a warning).
  writeFileSync(path.join(laws, 'urls.txt'), `${readFileSync(path.join(laws, 'urls.txt'), 'utf8')}/1987/artikel-99/\n`)
  writeFileSync(path.join(laws, 'lineages.txt'), `${readFileSync(path.join(laws, 'lineages.txt'), 'utf8')}1987-99 1987/99\n`)
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const cold = await snapshot(laws, project, cacheRoot)
  const warm = await snapshot(laws, project, cacheRoot)
  const lines = readFileSync(path.join(laws, 'urls.txt'), 'utf8').trimEnd().split('\n').length
  expect(cold.messages.filter((message) => message.startsWith('laws/urls.txt:'))).toEqual([
    `laws/urls.txt:${lines}:1 true published-url-removed Unexpected removal of published page \`/1987/artikel-99/\`, expected a page there or a redirect line \`/1987/artikel-99/ -> <path>\` (\`npm run data -- --accept-url-removals\` drops it)`
  ])
  expect(cold.messages.filter((message) => message.startsWith('laws/lineages.txt:')).map((message) => message.split(' ').slice(1, 3).join(' '))).toEqual(['false lineage-retired'])
  expectSameRun(warm, cold)
})

test('a warm run equals a cold one when an article is made of several pages and one of them, or another source, changes', async () => {
  const {lawsDir} = await import('./helpers/corpus.ts')
  const project = mkdtempSync(path.join(os.tmpdir(), 'cache-project-'))
  const laws = path.join(project, 'laws')
  cpSync(lawsDir, laws, {recursive: true})
  // Art. 70 of 2007: an article page and three lid pages, one repeating lid A of the article page.
  const fixture = path.join(import.meta.dirname, 'fixtures', 'parse', 'lid-pages-merge-into-article')
  mkdirSync(path.join(laws, '2007'))
  for (const [from, to] of [['input.md', '70.md'], ['input-70A.md', '70A.md'], ['input-70B.md', '70B.md'], ['input-70C.md', '70C.md']]) cpSync(path.join(fixture, from!), path.join(laws, '2007', to!))
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const first = await snapshot(laws, project, cacheRoot)
  expect(first.messages.filter((message) => message.startsWith('laws/2007/70A.md:'))).toEqual(['laws/2007/70A.md:3:1 false duplicate-block Unexpected repeated block of lid A of artikel 70 (copy kept in laws/2007/70.md), expected each lid once'])

  // Assembling the edition moves the lid pages' parts into the article: what a later run reads
  // from the cache must be each page as parsed, or a changed lid page meets its own old copy.
  for (const [file, from, to] of [
    ['1997/HV2II.md', 'Indien de laatste bieding reglementair is', 'Indien de vorige bieding reglementair is'],
    ['2007/70C.md', 'als er een troef uitstaat', 'als er nog een troef uitstaat']
  ] as const) {
    changeText(path.join(laws, file), from, to)
    const warm = await snapshot(laws, project, cacheRoot)
    const cold = await snapshot(laws, project, mkdtempSync(path.join(os.tmpdir(), 'cache-')))
    expectSameRun(warm, cold)
    expect(warm.messages).toEqual(first.messages)
  }
  expect(JSON.parse((await snapshot(laws, project, cacheRoot)).editions).at(-1).children.length).toBe(4)
})

test('a warm run reports every diff that gave up from the cached summaries, without reading the comparisons', async () => {
  const {runPipeline} = await import('../src/pipeline.ts')
  const {lawsDir, root} = await import('./helpers/corpus.ts')
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const options = {confidence: 0.5, diff: {maxEditLength: 1}}
  const run = () => {
    const cache = new DataCache(cacheRoot, 'v1')
    const pipeline = runPipeline(lawsDir, {...options, cwd: root, cache})
    const hitsBefore = cache.hits
    pipeline.compareAll()
    cache.flush()
    const gaveUp = pipeline.files.flatMap((file) => file.messages.filter((message) => message.ruleId === 'diff-gave-up').map((message) => `${file.path}:${message.line}:${message.column} ${message.reason}`))
    const records = pipeline.files.flatMap((file) => file.messages.map((message) => ({file: file.path, ...messageToRecord(message)})))
    return {gaveUp, records, comparisonHits: cache.hits - hitsBefore}
  }
  const cold = run()
  const warm = run()
  // The comparisons the warm run did not read are still in the cache afterwards.
  const cache = new DataCache(cacheRoot, 'v1')
  const pipeline = runPipeline(lawsDir, {...options, cwd: root, cache})
  for (const lineage of pipeline.lineages) for (const link of lineage.links) pipeline.compare(lineage, link.from, link.to)
  expect(cache.misses).toBe(0)
  expect(cold.comparisonHits).toBe(0)
  expect(warm.gaveUp).toEqual(cold.gaveUp)
  expect(warm.records).toEqual(cold.records)
  expect(warm.gaveUp.filter((line) => line.startsWith('laws/1997/HV2II.md:5:1 ')).length).toBe(6)
  // One summary per linked pair, and no comparison read.
  expect(warm.comparisonHits).toBe(14)
})

test('an unchanged edition is read as its outline: no source tree is read and no edition assembled until an article is, and then only its source', async () => {
  const {loadCorpus, articlesOf} = await import('../src/corpus.ts')
  const {lawsDir, root} = await import('./helpers/corpus.ts')
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const coldCache = new DataCache(cacheRoot, 'v1')
  const cold = loadCorpus(lawsDir, {cwd: root, cache: coldCache})
  coldCache.flush()

  const cache = new DataCache(cacheRoot, 'v1')
  const read: string[] = []
  const get = cache.get.bind(cache)
  cache.get = ((kind, key) => {
    read.push(kind)
    return get(kind, key)
  }) as typeof cache.get
  const warm = loadCorpus(lawsDir, {cwd: root, cache})
  const kinds = () => Object.fromEntries([...Map.groupBy(read, (kind) => kind)].map(([kind, list]) => [kind, list.length]))
  // Per source what parsing it reported, per edition its outline; ids, numbers and titles are there.
  expect(kinds()).toEqual({'parse-report': 5, 'edition-outline': 4})
  expect(warm.editions.map((edition) => articlesOf(edition).map((article) => `${article.id} ${article.title}`))).toEqual(cold.editions.map((edition) => articlesOf(edition).map((article) => `${article.id} ${article.title}`)))
  const [article] = articlesOf(warm.editions[2]!)
  expect(article!.children).toEqual(articlesOf(cold.editions[2]!)[0]!.children)
  // Its source's parse and its edition's checks (where its references resolve).
  expect(kinds()).toEqual({'parse-report': 5, 'edition-outline': 4, 'edition-checks': 1, parse: 1})
  // Every article reads as the assembled edition's, keys in the same order: each source's parse
  // and each edition's checks read once, no edition assembled (that would read them again).
  expect(JSON.stringify(warm.editions)).toBe(JSON.stringify(cold.editions))
  expect(kinds()).toEqual({'parse-report': 5, 'edition-outline': 4, 'edition-checks': 4, parse: 5})
})

test('when an edition\'s checks are missing from the cache, the outlined edition is assembled again, with nothing reported twice', async () => {
  const {lawsDir} = await import('./helpers/corpus.ts')
  const project = mkdtempSync(path.join(os.tmpdir(), 'cache-project-'))
  cpSync(lawsDir, path.join(project, 'laws'), {recursive: true})
  // A paragraph that promises an article it lacks: assembling 1997 reports the gap.
  writeFileSync(path.join(project, 'laws', '1997', 'HV9.md'), 'Sjabloon:1997:HV9\n\nPARAGRAAF IX Slotbepalingen Art. 90 t/m 91\n\nArtikel 90 Inwerkingtreding\n\nDeze regels gelden vanaf de dag van hun vaststelling.\n')
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  await snapshot(path.join(project, 'laws'), project, cacheRoot)
  const dir = path.join(cacheRoot, 'v1')
  for (const name of readdirSync(dir).filter((file) => file.startsWith('edition-checks.'))) writeFileSync(path.join(dir, name), '')

  const warm = await snapshot(path.join(project, 'laws'), project, cacheRoot)
  const cold = await snapshot(path.join(project, 'laws'), project, mkdtempSync(path.join(os.tmpdir(), 'cache-')))
  expectSameRun(warm, cold)
  // The 8 repeated blocks of 1987 HIV and the gap in 1997, once each; and the checks are in the cache again.
  expect(warm.messages.filter((message) => message.includes('article-gap'))).toEqual(['laws/1997/HV9.md:3:1 false article-gap Unexpected gap in `PARAGRAAF IX Slotbepalingen Art. 90 t/m 91`: no artikel 91 in edition 1997, expected every article of art. 90 t/m 91'])
  expect(warm.messages.length).toBe(9)
  const again = await snapshot(path.join(project, 'laws'), project, cacheRoot)
  expectSameRun(again, cold)
})

test("when a pair's links are missing from the cache, it is linked again for the comparisons that need it, with what its decisions report reported once", async () => {
  const {lawsDir} = await import('./helpers/corpus.ts')
  const project = mkdtempSync(path.join(os.tmpdir(), 'cache-project-'))
  cpSync(lawsDir, path.join(project, 'laws'), {recursive: true})
  // A provision decision that holds no link: applying the 1975 → 1987 decisions reports it.
  const concordance = path.join(project, 'laws', 'concordance.txt')
  writeFileSync(concordance, `${readFileSync(concordance, 'utf8')}confirm 1975/28/p1 1987/29/A  # geen verband\n`)
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  await snapshot(path.join(project, 'laws'), project, cacheRoot)
  // Without the comparisons, every comparison is made again from its pair's links, and those are
  // damaged (their index stands, their text does not parse): each pair is linked again.
  const dir = path.join(cacheRoot, 'v1')
  for (const name of readdirSync(dir).filter((file) => file.startsWith('compare.'))) writeFileSync(path.join(dir, name), '')
  for (const name of readdirSync(dir).filter((file) => file.startsWith('correspondence.'))) {
    const text = readFileSync(path.join(dir, name), 'utf8')
    const index = text.indexOf('\n') + 1
    writeFileSync(path.join(dir, name), text.slice(0, index) + text.slice(index).replace(/[^\n]/g, ' '))
  }

  const warm = await snapshot(path.join(project, 'laws'), project, cacheRoot)
  const cold = await snapshot(path.join(project, 'laws'), project, mkdtempSync(path.join(os.tmpdir(), 'cache-')))
  expectSameRun(warm, cold)
  expect(warm.messages.filter((message) => message.includes('concordance-not-matched'))).toHaveLength(1)
})

test('a source read as bytes is keyed and parsed as its text is, byte order mark or not, and an outlined edition leaves its sources undecoded', async () => {
  const {buildCorpus, loadCorpus} = await import('../src/corpus.ts')
  const {lawsDir, root, config} = await import('./helpers/corpus.ts')
  const cacheRoot = mkdtempSync(path.join(os.tmpdir(), 'cache-'))
  const cold = new DataCache(cacheRoot, 'v1')
  const fromText = loadCorpus(lawsDir, {cwd: root, cache: cold})
  cold.flush()
  // The same sources as text (one with a byte order mark) give the keys of the bytes read from disk.
  const texts = fromText.files.map((file, k) => new VFile({path: file.path, value: `${k === 0 ? '\uFEFF' : ''}${String(file.value)}`}))
  const asText = buildCorpus(texts, config)
  const asBytes = buildCorpus(texts.map((file) => new VFile({path: file.path, value: Buffer.from(String(file.value))})), config)
  expect(asBytes.sourceKeys).toEqual(buildCorpus(fromText.files.map((file) => new VFile({path: file.path, value: Buffer.from(String(file.value))})), config).sourceKeys)
  expect(JSON.stringify(asBytes.editions)).toBe(JSON.stringify(asText.editions))
  expect(asBytes.files.map((file) => file.value)).toEqual(asText.files.map((file) => String(file.value).replace(/^\uFEFF/, '')))

  // A warm run reads every source's bytes; none is decoded, since every edition is an outline.
  const warm = loadCorpus(lawsDir, {cwd: root, cache: new DataCache(cacheRoot, 'v1')})
  expect(warm.files.map((file) => typeof Object.getOwnPropertyDescriptor(file, 'value')!.get)).toEqual(warm.files.map(() => 'function'))
  expect(warm.files.map((file) => file.value)).toEqual(fromText.files.map((file) => file.value))
})
