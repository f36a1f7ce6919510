// Cache kinds and keys: the cache is typed by kind (checked by `tsc --noEmit`), and every key
// changes with each input its builder names, so no changed input can hit a stale entry.
import {createHash} from 'node:crypto'
import {mkdtempSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {describe, expect, expectTypeOf, test} from 'vitest'
import type {StoredFeatures} from '../src/align/features.ts'
import {DataCache} from '../src/cache.ts'
import {cacheKeys, contentDigest, outputKeys, type CacheKey, type StoredParse} from '../src/cache-keys.ts'
import {articlesOf} from '../src/corpus.ts'
import type {DiagnosticRecord} from '../src/diagnostic-records.ts'
import type {Backlink} from '../src/export/backlinks.ts'
import type {Article} from '../src/types.ts'
import {config, realCorpus} from './helpers/corpus.ts'

test('a key is the SHA-256 of its parts, each followed by a zero byte, to 32 hex digits, short or long', () => {
  // Short keys are hashed in one call, a long text as a stream: the same bytes either way.
  for (const text of ['Artikel 1 één\n', 'Artikel 1 één\n'.repeat(2000)]) {
    const key = cacheKeys.parse({path: 'laws/2001/X.md', text, config})
    expect(key).toBe(createHash('sha256').update(Buffer.concat([Buffer.from('laws/2001/X.md'), Buffer.from([0]), Buffer.from(text), Buffer.from([0]), Buffer.from(JSON.stringify(config)), Buffer.from([0])])).digest('hex').slice(0, 32))
    // A source read as bytes is keyed as its text is.
    expect(cacheKeys.parse({path: 'laws/2001/X.md', text: Buffer.from(text), config})).toBe(key)
  }
})

test('the cache gives and takes the type of each kind, with keys made for that kind', () => {
  const cache = new DataCache(mkdtempSync(path.join(os.tmpdir(), 'cache-')), 'v1')
  const features = cacheKeys['unit-features']({digest: contentDigest('{}'), equivalents: undefined})
  const parse = cacheKeys.parse({path: 'laws/2001/X.md', text: '', config})
  expectTypeOf(cache.get('unit-features', features)).toEqualTypeOf<StoredFeatures[] | undefined>()
  expectTypeOf(cache.get('parse', parse)).toEqualTypeOf<StoredParse | undefined>()
  expectTypeOf(cache.get('gave-up', cacheKeys['gave-up']({comparison: cacheKeys.compare({lineage: '1975-1', diff: undefined, from: '', to: '', links: ''}), place: {start: {line: 1, column: 1}, end: {line: 1, column: 1}}}))).toEqualTypeOf<DiagnosticRecord[] | undefined>()
  // Never called: each line must not compile.
  const wrong = () => {
    // @ts-expect-error: a features entry is not text.
    cache.set('unit-features', features, 'text')
    // @ts-expect-error: a key made for another kind.
    cache.get('unit-features', parse)
    // @ts-expect-error: a key not made by a key builder.
    cache.get('compare', contentDigest('{}'))
    // @ts-expect-error: no such kind.
    cache.get('markdown', features)
  }
  expectTypeOf(wrong).toBeFunction()
  cache.set('unit-features', features, [{ids: '', smallCounts: ''}])
  expect(cache.get('unit-features', features)).toEqual([{ids: '', smallCounts: ''}])
})

/** Keys from `build` for the base inputs and for each variation: all different. */
function distinct<Inputs>(build: (inputs: Inputs) => string, base: NoInfer<Inputs>, variations: Array<Partial<NoInfer<Inputs>>>) {
  const keys = [base, ...variations.map((variation) => ({...base, ...variation}))].map(build)
  expect(new Set(keys).size).toBe(keys.length)
  // The same inputs give the same key.
  expect(build(structuredClone(base))).toBe(keys[0])
}

describe('every key changes with each of its inputs', () => {
  const compare = cacheKeys.compare({lineage: '1975-1', diff: undefined, from: 'a', to: 'b', links: 'l'})
  const other = cacheKeys.compare({lineage: '1975-2', diff: undefined, from: 'a', to: 'b', links: 'l'})

  test('cache keys', () => {
    distinct(cacheKeys.parse, {path: 'laws/2001/X.md', text: 'Sjabloon:2001:X', config}, [{path: 'laws/2001/Y.md'}, {text: 'Sjabloon:2001:Y'}, {config: {...config, noise: [...config.noise, 'x']}}])
    distinct(cacheKeys.compare, {lineage: '1975-1', diff: undefined, from: 'a', to: 'b', links: 'l'}, [{lineage: '1975-2'}, {diff: {maxEditLength: 1}}, {from: 'c'}, {to: 'c'}, {from: 'b', to: 'a'}, {links: 'm'}])
    const place = {start: {line: 5, column: 1}, end: {line: 15, column: 58}}
    distinct(cacheKeys['gave-up'], {comparison: compare, place}, [{comparison: other}, {place: {...place, end: {line: 15, column: 59}}}])
    distinct(cacheKeys['unit-frequencies'], {digests: ['a', 'b'], equivalents: undefined}, [{digests: ['b', 'a']}, {digests: ['a']}, {equivalents: [['LT', 'linker tegenstander']]}])
    distinct(cacheKeys['shared-clauses'], {digests: ['a', 'b'], equivalents: undefined}, [{digests: ['b', 'a']}, {equivalents: [['LT', 'linker tegenstander']]}])
    distinct(cacheKeys['unit-features'], {digest: 'a', equivalents: undefined}, [{digest: 'b'}, {equivalents: [['LT', 'linker tegenstander']]}])
    const [p1, p2] = [cacheKeys.parse({path: 'laws/2001/X.md', text: 'a', config}), cacheKeys.parse({path: 'laws/2001/Y.md', text: 'a', config})]
    distinct(cacheKeys['edition-checks'], {edition: '2001', sources: [p1, p2]}, [{edition: '2002'}, {sources: [p2, p1]}, {sources: [p1]}])
    const lineage: Array<[string, string]> = [['1975/1', '1'], ['1987/1', '1']]
    distinct(cacheKeys['lineage-ids'], {lineages: [lineage], editions: [[['1975/1', '1']], [['1987/1', '1']]], registry: 'r', urls: 'u', acceptRemovals: false}, [
      {lineages: [[lineage[0]!], [lineage[1]!]]},
      {editions: [[['1975/1', '1']], [['1987/1', '1a']]]},
      {registry: 's'},
      {urls: 'v'},
      {acceptRemovals: true}
    ])
  })

  test("an article's digest key: the parses of its pages, its id, where each reference resolved, and who cites it", () => {
    const article = articlesOf(realCorpus().editions[0]!).find((candidate) => candidate.children.some((provision) => provision.refs.some((ref) => ref.resolved !== null)))!
    const source = cacheKeys.parse({path: article.source, text: 'a', config})
    const resolvedElsewhere = structuredClone(article) as Article
    const provision = resolvedElsewhere.children.find((candidate) => candidate.refs.some((ref) => ref.resolved !== null))!
    provision.refs.find((ref) => ref.resolved !== null)!.resolved = 'elsewhere'
    const inbound = new Map<string, Backlink[]>()
    const citedArticle = new Map([[article.id, [{from: '1975/99/A', label: 'A', article: '99'}]]])
    const citedProvision = new Map([[article.children[0]!.id, [{from: '1975/99/A', label: 'A', article: '99'}]]])
    const lidPage = cacheKeys.parse({path: `${article.source}B`, text: 'a', config})
    distinct(cacheKeys.digest, {sources: [source], article, inbound}, [
      {sources: [cacheKeys.parse({path: article.source, text: 'b', config})]},
      {sources: [source, lidPage]},
      {article: {...article, id: `${article.id}-2`}},
      {article: resolvedElsewhere},
      {inbound: citedArticle},
      {inbound: citedProvision}
    ])
  })

  test('output manifest keys', () => {
    distinct(outputKeys.lineage, {lineage: '1975-1', first: 'a', comparisons: [compare]}, [{lineage: '1975-2'}, {first: 'b'}, {comparisons: [other]}, {comparisons: [compare, other]}, {comparisons: []}])
    distinct(outputKeys.comparison, {from: '1975', to: '1982', comparisons: [compare], moves: 'm'}, [{from: '1987'}, {to: '1987'}, {comparisons: [other]}, {comparisons: [compare, other]}, {moves: 'n'}])
    // A lineage and an edition pair never share a key.
    expect(outputKeys.lineage({lineage: '1975', first: '1982', comparisons: [compare]})).not.toBe(outputKeys.comparison({from: '1975', to: '1982', comparisons: [compare], moves: ''}))
    expect(outputKeys.article('a')).not.toBe(outputKeys.article('b'))
  })
})

test('keys of different kinds are different types', () => {
  expectTypeOf(cacheKeys.parse).returns.toEqualTypeOf<CacheKey<'parse'>>()
  expectTypeOf<CacheKey<'parse'>>().not.toEqualTypeOf<CacheKey<'compare'>>()
})
