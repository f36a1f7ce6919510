// The downloads: the whole corpus as one JSON file and each edition as one Markdown file, made of
// exactly what the per-article files hold.
import {describe, expect, test} from 'vitest'
import {articlesOf} from '../src/corpus.ts'
import {articleFile, corpusFile, editionMarkdownFile, headingsJson} from '../src/export/corpus-json.ts'
import {corpusSchema} from '../src/schema.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {parseSources, realCorpus} from './helpers/corpus.ts'

describe('downloads', () => {
  const corpus = realCorpus()

  test('corpus.json validates and holds every article exactly as its own file does', () => {
    const text = corpusFile(corpus.config.title, corpus.editions, (article, edition) => articleFile(article, edition), corpus.config.editions, corpus.config.rights)
    // Exactly the article files' texts (without their final newline) inside the corpus's frame.
    const editionsText = corpus.editions.map((edition) => {
      const sources = edition.sources.map(({page, path, wiki, site, title, url, revision, oldid, retrieved}) => ({page, path, wiki, site, title, url, revision, oldid, retrieved}))
      return `{"edition":${JSON.stringify(edition.edition)},"sources":${JSON.stringify(sources)},"headings":${JSON.stringify(headingsJson(edition))},"articles":[${articlesOf(edition)
        .map((article) => articleFile(article, edition).trimEnd())
        .join(',')}]}`
    })
    const json = JSON.parse(text) as unknown
    const parsed = corpusSchema.parse(json)
    expect(text).toBe(`{"title":${JSON.stringify(corpus.config.title)},"rights":${JSON.stringify(parsed.rights)},"known":${JSON.stringify(parsed.known)},"editions":[${editionsText.join(',')}]}\n`)
    // Whose the texts are, with the source laws/corpus.json gives, and no licence of the project's data, as none is declared.
    expect(parsed.rights).toEqual({
      publisher: {
        name: 'de Nederlandse Bridge Bond',
        source: {url: 'https://libble.de/algemeen-bridge/p/830742/?page=0003', quote: 'De Nederlandse Bridge Bond en de Vlaamse Bridge Liga hebben besloten de Spelregels 1997 met ingang van 1 september 1997 van kracht te laten zijn.'}
      },
      dataLicence: null
    })
    // Every edition laws/corpus.json declares, with its dates, and whether the collection holds it.
    expect(parsed.known.map((known) => [known.edition, known.from, known.until, known.transcribed])).toEqual([
      ['1932', null, null, false],
      ['1936', null, null, false],
      ['1949', null, null, false],
      ['1959', null, null, false],
      ['1963', null, null, false],
      ['1975', null, null, true],
      ['1982', null, null, true],
      // 1987 ends where 1997 is recorded to begin.
      ['1987', null, '1997-09-01', true],
      ['1997', '1997-09-01', '2008-09-01', true],
      ['2007', '2008-09-01', '2017-09-01', false],
      ['2017', '2017-09-01', null, false]
    ])
    expect(parsed.title).toBe(corpus.config.title)
    expect(parsed.editions.map((edition) => edition.edition)).toEqual(corpus.editions.map((edition) => edition.edition))
    for (const [index, edition] of corpus.editions.entries()) {
      expect(parsed.editions[index]!.sources.map((source) => source.path)).toEqual(edition.sources.map((source) => source.path))
      expect(parsed.editions[index]!.articles).toEqual(articlesOf(edition).map((article) => JSON.parse(articleFile(article, edition)) as unknown))
    }
  })

  test('an edition in Markdown is its heading and every article in order, each as its own file has it', () => {
    const edition = corpus.editions.find((candidate) => candidate.edition === '1975')!
    const markdown = editionMarkdownFile(corpus.config.title, edition, (article) => articleToMarkdown(article))
    expect(markdown).toBe(
      `# ${corpus.config.title} 1975\n\n${articlesOf(edition)
        .map((article) => articleToMarkdown(article).trimEnd())
        .join('\n\n')}\n`
    )
    expect(markdown.split('\n')[0]).toBe('# Spelregels voor wedstrijdbridge 1975')
  })

  test("an edition in Markdown keeps a chapter's and a section's own text under its heading, before its first article", () => {
    const page =
      'Sjabloon:1936:IV\n\nVIERDE TIJDVAK ~ HET SPELEN.\n\nHet tijdvak begint, wanneer na een bod drie\npassen zijn gevolgd.\n\nArtikel 44. Voorspelen.\n\nTekst.\n\nPARAGRAAF II De blinde\n\nDe blinde speelt niet.\n\nArtikel 45. Rechten van den blinde.\n\nTekst.\n'
    const [edition] = parseSources({'laws/1936/IV.md': page}).editions
    expect(editionMarkdownFile('Spelregels', edition!, (article) => articleToMarkdown(article))).toBe(
      '# Spelregels 1936\n\n# VIERDE TIJDVAK ~ HET SPELEN.\n\nHet tijdvak begint, wanneer na een bod drie\npassen zijn gevolgd.\n\n### Artikel 44 Voorspelen\n\nTekst.\n\n## PARAGRAAF II De blinde\n\nDe blinde speelt niet.\n\n### Artikel 45 Rechten van den blinde\n\nTekst.\n'
    )
  })
})
