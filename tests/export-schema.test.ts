// Every exported JSON file validates against the published JSON Schema (draft 2020-12, ajv).
import Ajv2020 from 'ajv/dist/2020.js'
import {describe, expect, test} from 'vitest'
import {z} from 'zod'
import {articlesOf} from '../src/corpus.ts'
import {articleJson, editionsJson} from '../src/export/corpus-json.ts'
import {articleSchema, editionsSchema} from '../src/export/schema.ts'
import {realCorpus} from './helpers/corpus.ts'

const ajv = new Ajv2020({allErrors: true, strict: false})
const validateArticle = ajv.compile(z.toJSONSchema(articleSchema))
const validateEditions = ajv.compile(z.toJSONSchema(editionsSchema))
// What is written to disk is what is validated: JSON text, parsed back.
const asWritten = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('JSON export', () => {
  const corpus = realCorpus()

  test('editions.json validates and lists all 40 articles', () => {
    const json = asWritten(editionsJson(corpus.config.title, corpus.editions)) as ReturnType<typeof editionsJson>
    expect(validateEditions(json), ajv.errorsText(validateEditions.errors)).toBe(true)
    expect(json.editions.flatMap((edition) => edition.articles).length).toBe(40)
    expect(json.editions[2]!.articles[10]).toEqual({id: '1987/25', number: '25', title: 'wijzigen van biedingen, al dan niet reglementair', chapter: 'Deel II Onregelmatigheden Art. 23 t/m 40', section: '§ II Het wijzigen van een bieding Art. 25 t/m 26'})
  })

  test('every article file validates against article.schema.json', () => {
    let count = 0
    for (const edition of corpus.editions) {
      for (const article of articlesOf(edition)) {
        const json = asWritten(articleJson(article, edition))
        expect(validateArticle(json), `${article.id}: ${ajv.errorsText(validateArticle.errors)}`).toBe(true)
        count++
      }
    }
    expect(count).toBe(40)
  })

  test('the schema rejects a provision without an id', () => {
    const edition = corpus.editions[0]!
    const json = asWritten(articleJson(articlesOf(edition)[0]!, edition)) as {provisions: Array<Record<string, unknown>>}
    delete json.provisions[0]!['id']
    expect(validateArticle(json)).toBe(false)
    expect(ajv.errorsText(validateArticle.errors)).toBe("data/provisions/0 must have required property 'id'")
  })

  test('an article export carries bare labels, printed labels, footnotes with their provision, and notes', () => {
    const edition = corpus.editions.find((candidate) => candidate.edition === '1975')!
    const json = articleJson(articlesOf(edition).find((article) => article.number === '30')!, edition)
    expect(json.provisions.map((p) => [p.id, p.label, p.printedLabel, p.inForceFrom ?? null])).toEqual([
      ['1975/30/p1', null, null, null],
      ['1975/30/a', 'a', 'a.', null],
      ['1975/30/b', 'b', 'b.', null],
      ['1975/30/c', 'c', 'c.', '1984-01-01']
    ])
    expect(json.footnotes.map((f) => [f.number, f.provision])).toEqual([['1', '1975/30/a'], ['2', '1975/30/a']])
    expect(json.notes.map((n) => [n.id, n.appliesTo, n.inForceFrom])).toEqual([['1975/30/note1', '1975/30/c', '1984-01-01']])
    expect(json.source).toEqual({path: 'laws/1975/HV3.md', page: 'HV3', wiki: 'Spelregels voor tafelarbiters', site: 'keesboek.com', lines: [17, 36]})
  })
})
