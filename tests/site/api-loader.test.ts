import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import type {LoaderContext} from 'astro/loaders'
import {apiLoader, listArticles, listComparisons, listEditions, listLineages} from '../../site/lib/api-loader.ts'

/** The parts of Astro's loader context the loader uses, recording what it does. */
function context(root: string) {
  const entries = new Map<string, {id: string; data: Record<string, unknown>; digest?: string | number}>()
  const parsed: string[] = []
  const logs: string[] = []
  const ctx = {
    collection: 'test',
    config: {root: pathToFileURL(`${root}/`)},
    store: {
      keys: () => [...entries.keys()],
      get: (id: string) => entries.get(id),
      set: (entry: {id: string; data: Record<string, unknown>; digest?: string | number}) => (entries.set(entry.id, entry), true),
      delete: (id: string) => void entries.delete(id)
    },
    logger: {info: (m: string) => logs.push(m), warn: (m: string) => logs.push(`warn ${m}`), error: (m: string) => logs.push(`error ${m}`)},
    parseData: async ({id, data}: {id: string; data: Record<string, unknown>}) => (parsed.push(id), data),
    generateDigest: (data: string) => data.length + ':' + data
  } as unknown as LoaderContext
  return {ctx, entries, parsed, logs}
}

describe('the API content loader', () => {
  let root: string
  const api = () => path.join(root, 'api')
  const write = (file: string, data: unknown) => {
    mkdirSync(path.dirname(path.join(api(), file)), {recursive: true})
    writeFileSync(path.join(api(), file), JSON.stringify(data))
  }
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'api-loader-'))
  })
  afterEach(() => rmSync(root, {recursive: true, force: true}))

  it('loads entries, skips unchanged ones by digest, updates changed ones and removes stale ones', async () => {
    write('1987/25.json', {id: '1987/25', v: 1})
    write('1987/26.json', {id: '1987/26', v: 1})
    const loader = apiLoader({name: 'test', dir: 'api', list: listArticles})
    const {ctx, entries, parsed, logs} = context(root)
    await loader.load(ctx)
    expect([...entries.keys()].sort()).toEqual(['1987/25', '1987/26'])

    write('1987/26.json', {id: '1987/26', v: 2})
    rmSync(path.join(api(), '1987/25.json'))
    write('1997/25.json', {id: '1997/25', v: 1})
    await loader.load(ctx)
    expect([...entries.keys()].sort()).toEqual(['1987/26', '1997/25'])
    expect(entries.get('1987/26')!.data).toEqual({id: '1987/26', v: 2})
    expect(parsed).toEqual(['1987/25', '1987/26', '1987/26', '1997/25'])
    expect(logs).toEqual(['2 updated, 0 unchanged, 0 removed', '2 updated, 0 unchanged, 1 removed'])

    await loader.load(ctx)
    expect(logs.at(-1)).toBe('0 updated, 2 unchanged, 0 removed')
  })

  it('makes one entry per edition with its order and the corpus title', () => {
    write('editions.json', {title: 'Spelregels', editions: [{edition: '1975'}, {edition: '1987'}]})
    expect(listEditions(api()).map((e) => [e.id, e.data()])).toEqual([
      ['1975', {edition: '1975', order: 0, corpusTitle: 'Spelregels'}],
      ['1987', {edition: '1987', order: 1, corpusTitle: 'Spelregels'}]
    ])
  })

  it('treats a missing lineages.json as no lineages yet, and a single-article lineage without rows as rowless', () => {
    mkdirSync(api(), {recursive: true})
    const logs: string[] = []
    expect(listLineages(api(), {info: (m: string) => logs.push(m)} as unknown as LoaderContext['logger'])).toEqual([])
    expect(logs).toEqual(['No lineages.json yet: the site is built without lineages and comparisons'])

    write('lineages.json', {lineages: [{id: '1987-9', articles: [{id: '1987/9'}]}, {id: '1987-25', articles: [{id: '1987/25'}, {id: '1997/25'}]}]})
    write('lineages/1987-25.json', {rows: [{cells: []}]})
    expect(listLineages(api()).map((e) => [e.id, e.data().rows])).toEqual([
      ['1987-9', null],
      ['1987-25', [{cells: []}]]
    ])
  })

  it('fails on a lineage of several articles without its rows file, naming the file', () => {
    write('lineages.json', {lineages: [{id: '1987-25', articles: [{id: '1987/25'}, {id: '1997/25'}]}]})
    expect(() => listLineages(api())).toThrow(`Cannot read ${path.join(api(), 'lineages', '1987-25.json')}; run \`npm run data\` first`)
  })

  it('fails on a file that is not JSON, naming the file', () => {
    mkdirSync(path.join(api(), 'compare', '1987'), {recursive: true})
    writeFileSync(path.join(api(), 'compare', '1987', '1997.json'), '{oops')
    const [entry] = listComparisons(api())
    expect(entry!.id).toBe('1987/1997')
    expect(() => entry!.data()).toThrow(`Unexpected content in ${path.join(api(), 'compare', '1987', '1997.json')}, expected JSON`)
  })
})
