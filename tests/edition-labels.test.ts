// An edition is any label the corpus's header pattern declares, not a four-digit year: a corpus
// with `2017` and `2017b` parses, aligns, compares, publishes its ids and pages and takes
// concordance lines like any other.
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import {articlesOf, buildCorpus} from '../src/corpus.ts'
import {articleSchema} from '../src/schema.ts'
import {articleJson} from '../src/export/corpus-json.ts'
import {editionOf, pairKey, sitePaths} from '../src/ids.ts'
import {align} from '../src/pipeline.ts'
import {config, messageLines} from './helpers/corpus.ts'

const labelled = {...config, headerPattern: String.raw`^Sjabloon:(?<edition>\d{4}[a-z]?):(?<page>[A-Za-z0-9_-]+)$`}
const sources = {
  'laws/2017/HI.md': 'Sjabloon:2017:HI\n\nArtikel 1 De bieding\n\nA. Een bieding wordt gedaan door de speler aan de beurt, hardop en duidelijk.\n\nB. Een bieding voor de beurt wordt door de wedstrijdleider behandeld.\n',
  'laws/2017b/HI.md': 'Sjabloon:2017b:HI\n\nArtikel 1 De bieding\n\nA. Een bieding wordt gedaan door de speler aan de beurt, hardop en zeer duidelijk.\n\nB. Een bieding voor de beurt wordt door de wedstrijdleider behandeld.\n'
}
const files = () => Object.entries(sources).map(([file, value]) => new VFile({path: file, value}))

describe('edition labels', () => {
  test('a five-character edition parses, with its ids, and is compared with the edition before it', () => {
    const corpus = buildCorpus(files(), labelled)
    expect(messageLines(corpus)).toEqual([])
    expect(corpus.editions.map((edition) => [edition.edition, articlesOf(edition).map((article) => article.id)])).toEqual([
      ['2017', ['2017/1']],
      ['2017b', ['2017b/1']]
    ])
    const later = articlesOf(corpus.editions[1]!)[0]!
    expect(later.children.map((provision) => provision.id)).toEqual(['2017b/1/A', '2017b/1/B'])
    expect(editionOf('2017b/1/A')).toBe('2017b')
    expect(articleSchema.safeParse(articleJson(later, corpus.editions[1]!)).success).toBe(true)
    expect(sitePaths.node('2017b/1/A')).toBe('/2017b/artikel-1/#A')

    const concordance = new VFile({path: 'laws/concordance.txt', value: 'confirm 2017/1 2017b/1\nforce 2017/1/B 2017b/1/B\n'})
    const pipeline = align(corpus, concordance)
    expect(concordance.messages.map((message) => message.reason)).toEqual([])
    expect(pipeline.pairs.map((pair) => pairKey(pair.from, pair.to))).toEqual(['2017/2017b'])
    const [lineage] = pipeline.lineages
    const comparison = pipeline.compare(lineage!, lineage!.articles[0]!, lineage!.articles[1]!)
    expect(comparison.pairs.map((pair) => [pair.from, pair.to, pair.status])).toEqual([
      [['2017/1/A'], ['2017b/1/A'], 'reworded'],
      [['2017/1/B'], ['2017b/1/B'], 'unchanged']
    ])
  })

  test('a folder the header pattern does not declare as an edition is refused at its first line', () => {
    const corpus = buildCorpus(files(), config)
    expect(messageLines(corpus)).toEqual(['laws/2017b/HI.md:1:1-1:18 error unknown-edition-folder Unexpected folder `2017b`, expected an edition as the header pattern declares it (`\\d{4}`), such as `laws/1987/`'])
    expect(corpus.editions.map((edition) => edition.edition)).toEqual(['2017'])
  })
})
