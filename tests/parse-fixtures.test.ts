// One fixture per phenomenon of the sources: tests/fixtures/parse/<case>/input.md (and further
// pages of the same edition as other `*.md` files, each with its own `Sjabloon:` header) and the
// expected tree and diagnostics in output.json (exact match; UPDATE=1 rewrites, review before
// committing). A `corpus.json` in the folder is merged over the repository's `laws/corpus.json`
// (an edition's `typography`, say). Where a chapter or section has text of its own, the headings
// as editions.json publishes them are in output.json too. Every fixture also proves that no line of law text is lost.
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {corpusConfigSchema, type CorpusConfig} from '../src/corpus-config.ts'
import {headingsJson} from '../src/export/corpus-json.ts'
import {articlesJson, config, messageLines, parseSources} from './helpers/corpus.ts'
import {lostLines, roundTripProblems} from './helpers/fuzz.ts'
import {expectGolden, stableJson} from './helpers/golden.ts'

const fixtures = path.join(import.meta.dirname, 'fixtures', 'parse')

/** The repository's configuration, with the fixture's own `corpus.json` merged over it. */
function fixtureConfig(folder: string): CorpusConfig {
  const own = path.join(folder, 'corpus.json')
  if (!existsSync(own)) return config
  return corpusConfigSchema.parse({...config, ...(JSON.parse(readFileSync(own, 'utf8')) as object)})
}

describe('parser fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    const folder = path.join(fixtures, name)
    const pages = readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .sort()
    const inputs = Object.fromEntries(
      pages.map((file) => {
        const input = readFileSync(path.join(folder, file), 'utf8')
        const [, edition, page] = /^Sjabloon:(\d{4}):(\S+)/.exec(input)!
        return [`laws/${edition}/${page}.md`, input]
      })
    )

    test(name, () => {
      const corpus = parseSources(inputs, fixtureConfig(folder))
      // The headings as published, where a chapter or section has text of its own.
      const headings = corpus.editions.flatMap(headingsJson)
      const withText = headings.some((heading) => heading.text.length > 0)
      expectGolden(path.join(folder, 'output.json'), stableJson({messages: messageLines(corpus), ...(withText ? {headings} : {}), articles: articlesJson(corpus)}))
    })

    // Each page on its own: merging lid pages renumbers footnotes that collide, which is no loss.
    test(`${name}: every line of law text of each page is in the tree of that page`, () => {
      for (const [file, input] of Object.entries(inputs)) {
        const corpus = parseSources({[file]: input}, fixtureConfig(folder))
        expect(corpus.files.flatMap((parsed) => lostLines(corpus, parsed))).toEqual([])
      }
    })

    test(`${name}: every article's canonical Markdown reads back as the same article`, () => {
      expect(roundTripProblems(parseSources(inputs, fixtureConfig(folder)), fixtureConfig(folder))).toEqual([])
    })
  }
})
