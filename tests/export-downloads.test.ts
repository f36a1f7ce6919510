// The downloads: the whole corpus as one JSON file and each edition as one Markdown file, made of
// exactly what the per-article files hold.
import {describe, expect, test} from 'vitest'
import {articlesOf} from '../src/corpus.ts'
import {articleFile, corpusFile, editionMarkdown} from '../src/export/corpus-json.ts'
import {corpusSchema} from '../src/export/schema.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {realCorpus} from './helpers/corpus.ts'

describe('downloads', () => {
  const corpus = realCorpus()

  test('corpus.json validates and holds every article exactly as its own file does', () => {
    const json = JSON.parse(corpusFile(corpus.config.title, corpus.editions, articleFile)) as unknown
    const parsed = corpusSchema.parse(json)
    expect(parsed.title).toBe(corpus.config.title)
    expect(parsed.editions.map((edition) => edition.edition)).toEqual(corpus.editions.map((edition) => edition.edition))
    for (const [index, edition] of corpus.editions.entries()) {
      expect(parsed.editions[index]!.sources.map((source) => source.path)).toEqual(edition.sources.map((source) => source.path))
      expect(parsed.editions[index]!.articles).toEqual(articlesOf(edition).map((article) => JSON.parse(articleFile(article, edition)) as unknown))
    }
  })

  test('an edition in Markdown is its heading and every article in order, each as its own file has it', () => {
    const edition = corpus.editions.find((candidate) => candidate.edition === '1975')!
    const markdown = editionMarkdown(corpus.config.title, edition, articleToMarkdown)
    expect(markdown).toBe(`# ${corpus.config.title} 1975\n\n${articlesOf(edition).map((article) => articleToMarkdown(article).trimEnd()).join('\n\n')}\n`)
    expect(markdown.split('\n')[0]).toBe('# Spelregels voor wedstrijdbridge 1975')
  })
})
