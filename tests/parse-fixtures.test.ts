// One fixture per phenomenon of the sources: tests/fixtures/parse/<case>/input.md (and further
// pages of the same edition as other `*.md` files, each with its own `Sjabloon:` header), an
// optional corpus.json whose keys replace those of laws/corpus.json (an edition's `typography`),
// and the expected tree and diagnostics in output.json (exact match; UPDATE=1 rewrites, review
// before committing).
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {describe, test} from 'vitest'
import type {CorpusConfig} from '../src/corpus.ts'
import {articlesJson, messageLines, parseSources} from './helpers/corpus.ts'
import {expectGolden, stableJson} from './helpers/golden.ts'

const fixtures = path.join(import.meta.dirname, 'fixtures', 'parse')

describe('parser fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    test(name, () => {
      const pages = readdirSync(path.join(fixtures, name))
        .filter((file) => file.endsWith('.md'))
        .sort()
      const inputs = pages.map((file) => readFileSync(path.join(fixtures, name, file), 'utf8'))
      const declared = path.join(fixtures, name, 'corpus.json')
      const overrides = existsSync(declared) ? (JSON.parse(readFileSync(declared, 'utf8')) as Partial<CorpusConfig>) : {}
      const corpus = parseSources(
        Object.fromEntries(
          inputs.map((input) => {
            const [, edition, page] = /^Sjabloon:(\d{4}):(\S+)/.exec(input)!
            return [`laws/${edition}/${page}.md`, input]
          })
        ),
        overrides
      )
      expectGolden(path.join(fixtures, name, 'output.json'), stableJson({messages: messageLines(corpus), articles: articlesJson(corpus)}))
    })
  }
})
