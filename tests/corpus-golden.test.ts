// The tree of every real source file, committed as a golden file that a person has read against
// the text (tests/fixtures/corpus/<edition>-<page>.json).
import path from 'node:path'
import {describe, test} from 'vitest'
import {articlesOf} from '../src/corpus.ts'
import {articleJson} from '../src/export/corpus-json.ts'
import {realCorpus} from './helpers/corpus.ts'
import {expectGolden, stableJson} from './helpers/golden.ts'

describe('golden tree per source file', () => {
  const corpus = realCorpus()
  for (const edition of corpus.editions) {
    for (const source of edition.children) {
      const {page} = source.provenance
      test(`${edition.edition}/${page}`, () => {
        const file = corpus.files.find((candidate) => candidate.path === source.provenance.path)!
        const messages = file.messages.map(
          (message) => `${message.place && 'start' in message.place ? `${message.place.start.line}:${message.place.start.column}-${message.place.end.line}:${message.place.end.column}` : ''} ${message.ruleId} ${message.reason}`
        )
        const articles = articlesOf(source).map((article) => articleJson(article, edition))
        expectGolden(path.join(import.meta.dirname, 'fixtures', 'corpus', `${edition.edition}-${page}.json`), stableJson({messages, articles}))
      })
    }
  }
})
