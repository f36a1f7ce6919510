import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {FileMemo, listComparisons, readArticle, readComparison, readEditions, readLineageIndex, readLineageRows} from '../../site/lib/api.ts'

describe('the API reader', () => {
  let api: string
  const write = (file: string, data: unknown) => {
    mkdirSync(path.dirname(path.join(api, file)), {recursive: true})
    writeFileSync(path.join(api, file), typeof data === 'string' ? data : JSON.stringify(data))
  }
  const ref = (id: string) => ({id, edition: id.slice(0, 4), number: id.slice(5), title: null})
  beforeEach(() => {
    api = mkdtempSync(path.join(tmpdir(), 'api-reader-'))
  })
  afterEach(() => rmSync(api, {recursive: true, force: true}))

  it('reads the editions in order, each with its position and the corpus title', () => {
    write('editions.json', {
      title: 'Spelregels',
      rights: {publisher: null, dataLicence: null},
      editions: [
        {edition: '1975', sources: [], headings: [], articles: []},
        {edition: '1987', sources: [], headings: [], articles: []}
      ],
      known: [
        {edition: '1975', from: null, until: null, fromSource: null, untilSource: null, about: null, transcribed: true},
        {edition: '1987', from: null, until: null, fromSource: null, untilSource: null, about: null, transcribed: true}
      ]
    })
    expect(readEditions(api)).toEqual([
      {edition: '1975', sources: [], headings: [], articles: [], order: 0, corpusTitle: 'Spelregels'},
      {edition: '1987', sources: [], headings: [], articles: [], order: 1, corpusTitle: 'Spelregels'}
    ])
  })

  it('makes a value from a file again only when the file holds other bytes, and still fails on a file made invalid', () => {
    const editions = (title: string) => ({title, rights: {publisher: null, dataLicence: null}, editions: [{edition: '1987', sources: [], headings: [], articles: []}], known: []})
    const memo = new FileMemo()
    write('editions.json', editions('Spelregels'))
    const first = readEditions(api, memo)
    // The same bytes written again: the value made from them, not a new one.
    write('editions.json', editions('Spelregels'))
    expect(readEditions(api, memo)).toBe(first)
    write('editions.json', editions('Spelregels voor wedstrijdbridge'))
    expect(readEditions(api, memo).map((edition) => edition.corpusTitle)).toEqual(['Spelregels voor wedstrijdbridge'])
    write('editions.json', {title: 'Spelregels'})
    expect(() => readEditions(api, memo)).toThrow(`Invalid data in ${path.join(api, 'editions.json')}`)
  })

  it('treats a missing lineages.json as no lineages yet, and a single-article lineage without rows as rowless', () => {
    expect(readLineageIndex(api)).toBeNull()
    const single = {id: '1987-9', title: null, articles: [ref('1987/9')], links: []}
    const pair = {id: '1987-25', title: null, articles: [ref('1987/25'), ref('1997/25')], links: []}
    write('lineages.json', {lineages: [single, pair]})
    write('lineages/1987-25.json', {id: '1987-25', title: null, articles: pair.articles, bases: [null, 0], partial: [null, null], rows: []})
    expect(readLineageIndex(api)).toEqual([single, pair])
    expect(readLineageRows(api, single)).toBeNull()
    expect(readLineageRows(api, pair)).toEqual([])
  })

  it('fails on a lineage of several articles without its rows file, naming the file', () => {
    const pair = {id: '1987-25', title: null, articles: [ref('1987/25'), ref('1997/25')], links: []}
    expect(() => readLineageRows(api, pair)).toThrow(`Cannot read ${path.join(api, 'lineages', '1987-25.json')}; run \`npm run data\` first`)
  })

  it('lists the compared edition pairs in order', () => {
    expect(listComparisons(api)).toEqual([])
    write('compare/1987/1997.json', '{}')
    write('compare/1975/1997.json', '{}')
    write('compare/1975/1987.json', '{}')
    expect(listComparisons(api)).toEqual([
      {from: '1975', to: '1987'},
      {from: '1975', to: '1997'},
      {from: '1987', to: '1997'}
    ])
  })

  it('fails on a file that is not JSON, naming the file', () => {
    write('compare/1987/1997.json', '{oops')
    expect(() => readComparison(api, '1987', '1997')).toThrow(`Unexpected content in ${path.join(api, 'compare', '1987', '1997.json')}, expected JSON`)
  })

  it('fails on data the published schema rejects, naming the file and the field', () => {
    write('1987/25.json', {id: '1987/25', edition: '1987', number: 25})
    expect(() => readArticle(api, '1987', '25')).toThrow(/^Invalid data in .*1987\/25\.json:\n(.|\n)*number/)
  })
})
