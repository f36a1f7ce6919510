// The revision a wiki page was saved from, read from the wiki's own lines above the text, which
// `noise` still keeps out of the law text.
import {describe, expect, test} from 'vitest'
import {readRevision} from '../src/parse/revision.ts'
import {articlesJson, config, parseSources} from './helpers/corpus.ts'

const page = (chrome: string) => `Sjabloon:1987:HIV

Uit Spelregels voor tafelarbiters
${chrome}

Artikel 9 Gang van zaken na een onregelmatigheid

A. Wie de aandacht mag vestigen op een onregelmatigheid
Elke speler mag de aandacht vestigen op een onregelmatigheid.
`

describe('the revision of a source', () => {
  test('is read from the wiki line `Versie door ... op ... om ...`: author, day, time', () => {
    expect(readRevision(page('Versie door Kees (overleg | bijdragen) op 12 mrt 2010 om 14:33\n(wijz) ← Oudere versie | Huidige versie (wijz) | Nieuwere versie → (wijz)'))).toEqual({
      author: 'Kees',
      date: '2010-03-12',
      time: '14:33',
      oldid: null
    })
    expect(readRevision('Versie door Jan de Vries op 2 september 2019 om 9:08 (Nieuwe pagina aangemaakt)')).toEqual({author: 'Jan de Vries', date: '2019-09-02', time: '09:08', oldid: null})
  })

  test('takes the revision number from a line that carries one', () => {
    const text = `${page('Versie door Kees (overleg | bijdragen) op 10 aug 2019 om 22:49')}\nOpgehaald van "https://keesboek.com/index.php?title=Sjabloon:2007:70A&oldid=4003"\n`
    expect(readRevision(text)).toEqual({author: 'Kees', date: '2019-08-10', time: '22:49', oldid: '4003'})
  })

  test('keeps the author but no date when the printed date is no day of the calendar', () => {
    expect(readRevision('Versie door Kees op 31 feb 2019 om 10:00')).toEqual({author: 'Kees', date: null, time: '10:00', oldid: null})
    expect(readRevision('Versie door Kees op 3 brumaire 2019 om 10:00')).toEqual({author: 'Kees', date: null, time: '10:00', oldid: null})
  })

  test('is null for a source that names no revision', () => {
    expect(readRevision(page(''))).toBeNull()
    expect(readRevision('De versie door de bond op 1 jan 2019 om 10:00 vastgesteld')).toBeNull()
  })

  test('is in the source metadata of the parsed corpus, with the address of the page, and the line stays out of the law text', () => {
    const corpus = parseSources({'laws/1987/HIV.md': page('Versie door Kees (overleg | bijdragen) op 12 mrt 2010 om 14:33\n(wijz) ← Oudere versie | Huidige versie (wijz) | Nieuwere versie → (wijz)')})
    const [article] = articlesJson(corpus)
    expect(article!.source).toEqual({
      path: 'laws/1987/HIV.md',
      page: 'HIV',
      wiki: 'Spelregels voor tafelarbiters',
      site: 'keesboek.com',
      title: 'Sjabloon:1987:HIV',
      url: 'https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHIV',
      revision: {author: 'Kees', date: '2010-03-12', time: '14:33', oldid: null},
      oldid: null,
      retrieved: '2026-11-29',
      lines: [7, 10]
    })
    expect(JSON.stringify(article)).not.toMatch(/Versie door|Oudere versie/)
    expect(corpus.files.flatMap((file) => file.messages.map((message) => message.ruleId))).toEqual([])
  })

  test('links the revision itself when the source names its number and the corpus has a revision address', () => {
    const corpus = parseSources({'laws/1987/HIV.md': `${page('Versie door Kees op 12 mrt 2010 om 14:33')}\nOpgehaald van "https://keesboek.com/index.php?title=Sjabloon:1987:HIV&oldid=4003"\n`})
    expect(corpus.editions[0]!.sources[0]!.url).toBe('https://keesboek.com/index.php?oldid=4003&title=Sjabloon%3A1987%3AHIV')
  })
})

describe('the revision a source was taken from, declared in laws/corpus.json (`sources`)', () => {
  const declared = (entry: {retrieved: string; oldid?: string}) => ({...config, sources: {'1987/HIV.md': entry}})

  test('gives the day it was taken, and pins the address to the declared revision where the page prints no number', () => {
    const corpus = parseSources({'laws/1987/HIV.md': page('')}, declared({retrieved: '2026-11-03', oldid: '4100'}))
    const [source] = corpus.editions[0]!.sources
    expect([source!.url, source!.oldid, source!.retrieved]).toEqual(['https://keesboek.com/index.php?oldid=4100&title=Sjabloon%3A1987%3AHIV', '4100', '2026-11-03'])
  })

  test('the number the page prints is the revision, whatever the declaration says; without a number the page address stands with the day', () => {
    const printed = parseSources(
      {'laws/1987/HIV.md': `${page('Versie door Kees op 12 mrt 2010 om 14:33')}\nOpgehaald van "https://keesboek.com/index.php?title=Sjabloon:1987:HIV&oldid=4003"\n`},
      declared({retrieved: '2026-11-03', oldid: '4100'})
    )
    expect([printed.editions[0]!.sources[0]!.url, printed.editions[0]!.sources[0]!.oldid]).toEqual(['https://keesboek.com/index.php?oldid=4003&title=Sjabloon%3A1987%3AHIV', '4003'])
    const dated = parseSources({'laws/1987/HIV.md': page('')}, declared({retrieved: '2026-11-03'}))
    expect([dated.editions[0]!.sources[0]!.url, dated.editions[0]!.sources[0]!.oldid, dated.editions[0]!.sources[0]!.retrieved]).toEqual(['https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHIV', null, '2026-11-03'])
  })
})

describe('the days two sources of one edition were taken, declared apart in laws/corpus.json', () => {
  const hv2 = `Sjabloon:1987:HV2

Uit Spelregels voor tafelarbiters

Artikel 25 Wijzigen van een bieding

A. Onopzettelijke bieding
Een onopzettelijke bieding mag worden vervangen.
`

  test("each article carries its own source's day, never the other source's of its edition", () => {
    const corpus = parseSources({'laws/1987/HIV.md': page(''), 'laws/1987/HV2.md': hv2}, {...config, sources: {'1987/HIV.md': {retrieved: '2026-11-03'}, '1987/HV2.md': {retrieved: '2026-11-17'}}})
    expect(corpus.editions.map((edition) => [edition.edition, edition.sources.map((source) => [source.path, source.retrieved])])).toEqual([
      [
        '1987',
        [
          ['laws/1987/HIV.md', '2026-11-03'],
          ['laws/1987/HV2.md', '2026-11-17']
        ]
      ]
    ])
    expect(articlesJson(corpus).map((article) => [article.id, article.source.path, article.source.retrieved])).toEqual([
      ['1987/9', 'laws/1987/HIV.md', '2026-11-03'],
      ['1987/25', 'laws/1987/HV2.md', '2026-11-17']
    ])
  })
})
