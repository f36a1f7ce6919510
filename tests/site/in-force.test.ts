import {describe, expect, it} from 'vitest'
import type {KnownEditionJson} from '../../src/schema.ts'
import {collectionView, editionSources, inForceView, partialDateWords, validitySentence} from '../../site/lib/in-force.ts'
import type {Segment} from '../../site/lib/segments.ts'
import {siteUrls} from '../../site/lib/urls.ts'

const urls = siteUrls('/')
const known = (...entries: Array<[string, string | null, string | null, boolean]>): KnownEditionJson[] =>
  entries.map(([edition, from, until, transcribed]) => ({edition, from, until, fromSource: null, untilSource: null, about: null, transcribed}))
const cite = (url: string) => ({url, quote: 'van kracht'})
/** Sentences as text, a link written `[words](href)`. */
const plain = (sentences: Segment[][]): string[] => sentences.map((sentence) => sentence.map((s): string => (s.type === 'text' ? s.text : s.type === 'link' ? `[${plain([s.children]).join('')}](${s.href})` : '?')).join(''))

describe('what is in force', () => {
  it('writes a date as far as it is known, and says so where it is not', () => {
    expect([partialDateWords('1987'), partialDateWords('1987-09'), partialDateWords('1987-09-01'), partialDateWords(null)]).toEqual(['1987', 'september 1987', '1 september 1987', 'onbekend'])
  })

  it('marks a replaced edition as history, links the edition that replaced it when here, and names the later editions that are not', () => {
    const editions = known(['1975', null, null, true], ['1987', '1987-09', '1997', true], ['1997', '1997', null, true], ['2007', null, null, false], ['2017', '2017-09-01', null, false])
    const view = inForceView('1987', editions, urls)!
    expect(view.history).toBe(true)
    expect(view.label).toBe('Historische tekst')
    expect(plain(view.sentences)).toEqual([
      'deze editie is vervangen door [de editie 1997](/1997/).',
      'De editie 1987 gold van september 1987 tot 1997.',
      'Voorafgegaan door [de editie 1975](/1975/).',
      'De latere edities 2007 en 2017 staan niet in deze verzameling.'
    ])
  })

  it('says of an edition replaced by one outside the collection that it is not here, and of the rest "ook"; an unknown date is said of the edition by name, not of the one named before', () => {
    const editions = known(['1963', null, null, false], ['1997', null, null, true], ['2007', null, null, false], ['2017', null, null, false])
    expect(plain(inForceView('1997', editions, urls)!.sentences)).toEqual([
      'deze editie is vervangen door de editie 2007, die niet in deze verzameling staat.',
      'Wanneer de editie 1997 gold, is onbekend.',
      'Voorafgegaan door de editie 1963, die niet in deze verzameling staat.',
      'Ook de latere editie 2017 staat niet in deze verzameling.'
    ])
  })

  it('calls the newest known edition so, not history, with no earlier edition known', () => {
    const {folded, ...view} = inForceView('2017', known(['2017', '2017-09-01', null, true]), urls)!
    expect(view).toEqual({
      history: false,
      label: 'Nieuwste bekende editie',
      sentences: [
        [
          {type: 'text', text: 'deze editie geldt vanaf '},
          {type: 'text', text: '1 september 2017'},
          {type: 'text', text: '.'}
        ],
        [{type: 'text', text: 'Een eerdere editie is niet bekend.'}]
      ]
    })
    expect([folded!.summary, ...plain(folded!.sentences)]).toEqual(['geldt vanaf 1-9-2017', 'Deze editie geldt vanaf 1 september 2017.', 'Een eerdere editie is niet bekend.'])
  })

  it('sums up an edition in a few words, its period first, to stay in sight while its sentences are folded, which then start with a capital', () => {
    const summary = (edition: string, ...entries: Parameters<typeof known>) => inForceView(edition, known(...entries), urls)!.folded!.summary
    expect([
      summary('1987', ['1987', null, null, true], ['1997', null, null, false]),
      summary('1987', ['1987', null, '1997-09-01', true], ['1997', '1997-09-01', null, false]),
      summary('1997', ['1997', '1997-09-01', '2008-09-01', true], ['2007', '2008-09-01', null, false]),
      summary('1997', ['1997', null, '2008-03', true]),
      summary('2017', ['2017', '2017-09-01', null, true]),
      summary('2017', ['2017', null, null, true])
    ]).toEqual(['periode onbekend, daarna editie 1997', 'tot 1-9-1997, daarna editie 1997', '1-9-1997 tot 1-9-2008, daarna editie 2007', 'tot 3-2008', 'geldt vanaf 1-9-2017', 'sinds wanneer, is onbekend'])
    // The dates, linked to their sources, open below the summary, the first thing there.
    const sourced = inForceView('1997', [{...known(['1997', '1997-09-01', '2008-09-01', true])[0]!, fromSource: cite('https://a.example/'), untilSource: cite('https://b.example/')}], urls)!
    expect(plain(sourced.folded!.sentences)[1]).toBe('De editie 1997 gold van [1 september 1997](https://a.example/) tot [1 september 2008](https://b.example/).')
    expect(plain(inForceView('1987', known(['1987', null, null, true], ['1997', null, null, true]), urls)!.folded!.sentences)[0]).toBe('Deze editie is vervangen door [de editie 1997](/1997/).')
    expect(collectionView(known(['1987', null, null, true]))!.folded).toBeNull()
  })

  it('treats the newest known edition as history once it has an end date, without naming a successor it does not know', () => {
    expect(plain(inForceView('1997', known(['1997', null, '2008-03', true]), urls)!.sentences).slice(0, 2)).toEqual([
      'door welke editie deze editie werd vervangen, is niet bekend.',
      'De editie 1997 gold tot maart 2008; sinds wanneer, is onbekend.'
    ])
    expect(plain(inForceView('1997', known(['1997', '1997', null, true], ['2007', null, null, false]), urls)!.sentences)[1]).toBe('De editie 1997 gold vanaf 1997; tot wanneer, is onbekend.')
    expect(plain(inForceView('2017', known(['2017', null, null, true]), urls)!.sentences)[0]).toBe('sinds wanneer deze editie geldt, is onbekend.')
  })

  it('has nothing to say of an edition that is not known', () => {
    expect(inForceView('1999', known(['1997', null, null, true]), urls)).toBeNull()
  })

  it('says on the home page which known editions the collection holds, and that all are history when the newest is not here', () => {
    const view = collectionView(known(['1936', null, null, false], ['1975', null, null, true], ['1987', null, null, true], ['2017', null, null, false]))!
    expect(view.label).toBe('Historische teksten')
    expect(plain(view.sentences)).toEqual([
      'bekend zijn de edities 1936, 1975, 1987 en 2017; deze verzameling bevat artikelen uit 1975 en 1987.',
      'De nieuwste bekende editie, 2017, staat niet in deze verzameling: elke tekst hier is historisch.'
    ])
  })

  it('says on the home page that the newest known edition is here when it is', () => {
    const view = collectionView(known(['1987', null, null, true], ['1997', null, null, true]))!
    expect(view.history).toBe(false)
    expect(plain(view.sentences)).toEqual(['bekend zijn de edities 1987 en 1997; deze verzameling bevat artikelen uit 1987 en 1997.', 'De nieuwste bekende editie, 1997, staat in deze verzameling; de andere zijn historisch.'])
  })

  it('links every date to its source and says what the edition was, linked to the source that says so', () => {
    const editions = known(['1987', null, null, true], ['1997', '1997-09-01', '2008-09-01', true], ['2007', '2008-09-01', null, true])
    editions[1] = {...editions[1]!, fromSource: cite('https://a.example/1997'), untilSource: cite('https://a.example/2007'), about: {text: 'een Nederlandse versie', source: cite('https://b.example/')}}
    editions[2] = {...editions[2]!, fromSource: cite('https://a.example/2007')}
    expect(plain(inForceView('1997', editions, urls)!.sentences)).toEqual([
      'deze editie is vervangen door [de editie 2007](/2007/).',
      'De editie 1997 gold van [1 september 1997](https://a.example/1997) tot [1 september 2008](https://a.example/2007).',
      'Zij was [een Nederlandse versie](https://b.example/).',
      'Voorafgegaan door [de editie 1987](/1987/).'
    ])
    expect(plain(inForceView('2007', editions, urls)!.sentences)[0]).toBe('deze editie geldt vanaf [1 september 2008](https://a.example/2007).')
    expect(editionSources(editions[1]!).map((source) => source.url)).toEqual(['https://a.example/1997', 'https://a.example/2007', 'https://b.example/'])
  })

  it('writes for the list of editions "geldig van … tot …", each date linked to its source, and says which date is unknown, never "van onbekend tot onbekend"', () => {
    const editions = known(['1987', null, null, false], ['1997', '1997-09-01', null, true], ['2017', '2017-09-01', null, true])
    editions[1] = {...editions[1]!, fromSource: cite('https://a.example/1997')}
    editions[2] = {...editions[2]!, fromSource: cite('https://a.example/2017')}
    expect(plain([validitySentence(editions[0]!, false), validitySentence(editions[1]!, false), validitySentence(editions[2]!, true)])).toEqual([
      'Wanneer deze editie gold, is onbekend.',
      'Geldig vanaf [1 september 1997](https://a.example/1997); tot wanneer, is onbekend.',
      'Geldig vanaf [1 september 2017](https://a.example/2017); een latere editie is niet bekend.'
    ])
  })
})
