// The downloads: the whole corpus as one JSON file and each edition as one Markdown file, made of
// exactly what the per-article files hold.
import {describe, expect, test} from 'vitest'
import {articlesOf} from '../src/corpus.ts'
import {articleFile, corpusFile, editionMarkdownFile} from '../src/export/corpus-json.ts'
import {corpusSchema} from '../src/schema.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import type {Article, Edition} from '../src/types.ts'
import {realCorpus} from './helpers/corpus.ts'

describe('downloads', () => {
  const corpus = realCorpus()

  test('corpus.json validates and holds every article exactly as its own file does', () => {
    const text = Buffer.concat(corpusFile(corpus.config.title, corpus.editions, (article, edition) => Buffer.from(articleFile(article, edition))).pieces).toString()
    // Exactly the article files' texts (without their final newline) inside the corpus's frame.
    const editionsText = corpus.editions.map((edition) => {
      const sources = edition.sources.map(({page, path, wiki, site}) => ({page, path, wiki, site}))
      return `{"edition":${JSON.stringify(edition.edition)},"sources":${JSON.stringify(sources)},"articles":[${articlesOf(edition).map((article) => articleFile(article, edition).trimEnd()).join(',')}]}`
    })
    expect(text).toBe(`{"title":${JSON.stringify(corpus.config.title)},"editions":[${editionsText.join(',')}]}\n`)
    const json = JSON.parse(text) as unknown
    const parsed = corpusSchema.parse(json)
    expect(parsed.title).toBe(corpus.config.title)
    expect(parsed.editions.map((edition) => edition.edition)).toEqual(corpus.editions.map((edition) => edition.edition))
    for (const [index, edition] of corpus.editions.entries()) {
      expect(parsed.editions[index]!.sources.map((source) => source.path)).toEqual(edition.sources.map((source) => source.path))
      expect(parsed.editions[index]!.articles).toEqual(articlesOf(edition).map((article) => JSON.parse(articleFile(article, edition)) as unknown))
    }
  })

  test("corpus.json's places hold each article's file without its final newline, and splicing from them gives the file afresh in few pieces", () => {
    const fresh = (article: Article, edition: Edition) => Buffer.from(articleFile(article, edition))
    const first = corpusFile(corpus.config.title, corpus.editions, fresh)
    const firstData = Buffer.concat(first.pieces)
    expect(firstData.length).toBe(first.size)
    const articles = corpus.editions.flatMap((edition) => articlesOf(edition).map((article) => ({article, edition})))
    expect(first.places.size).toBe(articles.length)
    for (const {article, edition} of articles) {
      const [start, end] = first.places.get(article)!
      expect(firstData.subarray(start, end).toString()).toBe(articleFile(article, edition).trimEnd())
    }
    // The second article of an edition grows: the others are taken from the first file's places.
    const grownEdition = corpus.editions.find((edition) => articlesOf(edition).length >= 3)!
    const grown = articlesOf(grownEdition)[1]!
    const longer = (article: Article, edition: Edition) => `${articleFile(article, edition).trimEnd().slice(0, -1)},"extra":"${'x'.repeat(37)}"}\n`
    const spliced = corpusFile(corpus.config.title, corpus.editions, (article, edition) => {
      if (article === grown) return Buffer.from(longer(article, edition))
      const [start, end] = first.places.get(article)!
      return firstData.subarray(start, end)
    })
    const afresh = corpusFile(corpus.config.title, corpus.editions, (article, edition) => Buffer.from(article === grown ? longer(article, grownEdition) : articleFile(article, edition)))
    expect(Buffer.concat(spliced.pieces).equals(Buffer.concat(afresh.pieces))).toBe(true)
    expect(spliced.size).toBe(first.size + ',"extra":""'.length + 37)
    expect([...spliced.places.values()]).toEqual([...afresh.places.values()])
    // Each edition's articles are one view of the first file with their commas, the grown edition's two.
    expect(spliced.pieces.filter((piece) => piece.buffer === firstData.buffer).length).toBe(corpus.editions.length + 1)
  })

  test('an edition in Markdown is its heading and every article in order, each as its own file has it', () => {
    const edition = corpus.editions.find((candidate) => candidate.edition === '1975')!
    const markdown = Buffer.concat(editionMarkdownFile(corpus.config.title, edition, (article) => Buffer.from(articleToMarkdown(article).trimEnd())).pieces).toString()
    expect(markdown).toBe(`# ${corpus.config.title} 1975\n\n${articlesOf(edition).map((article) => articleToMarkdown(article).trimEnd()).join('\n\n')}\n`)
    expect(markdown.split('\n')[0]).toBe('# Spelregels voor wedstrijdbridge 1975')
  })

  test("an edition's Markdown has each article's bytes at its place, and splicing from the places gives the file afresh", () => {
    const edition = corpus.editions.find((candidate) => articlesOf(candidate).length >= 3)!
    const bytesOf = (article: Article) => Buffer.from(articleToMarkdown(article).trimEnd())
    const first = editionMarkdownFile(corpus.config.title, edition, bytesOf)
    const firstData = Buffer.concat(first.pieces)
    expect(firstData.toString()).toBe(`# ${corpus.config.title} ${edition.edition}\n\n${articlesOf(edition).map((article) => articleToMarkdown(article).trimEnd()).join('\n\n')}\n`)
    for (const article of articlesOf(edition)) {
      const [start, end] = first.places.get(article)!
      expect(firstData.subarray(start, end).toString()).toBe(articleToMarkdown(article).trimEnd())
    }
    // The second article changes: the others come from the first file, the runs around it one piece each.
    const changed = articlesOf(edition)[1]!
    const spliced = editionMarkdownFile(corpus.config.title, edition, (article) => {
      if (article === changed) return Buffer.from(`${articleToMarkdown(article).trimEnd()} (gewijzigd)`)
      const [start, end] = first.places.get(article)!
      return firstData.subarray(start, end)
    })
    const afresh = editionMarkdownFile(corpus.config.title, edition, (article) => (article === changed ? Buffer.from(`${articleToMarkdown(article).trimEnd()} (gewijzigd)`) : bytesOf(article)))
    expect(Buffer.concat(spliced.pieces).equals(Buffer.concat(afresh.pieces))).toBe(true)
    expect([...spliced.places.values()]).toEqual([...afresh.places.values()])
    expect(spliced.pieces.filter((piece) => piece.buffer === firstData.buffer).length).toBe(2)
  })
})
