import {describe, expect, it} from 'vitest'
import {citationWithSource, sourceView} from '../../site/lib/wiki-source.ts'

const facts = {title: 'Sjabloon:1987:HV2', wiki: 'Spelregels voor tafelarbiters', url: null, revision: null, oldid: null, retrieved: null}

describe('where a text was transcribed from', () => {
  it('links the wiki page and names the revision it was saved from', () => {
    const revision = {author: 'Kees', date: '2010-03-12', time: '14:33', oldid: null}
    expect(sourceView({...facts, url: 'https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHV2', revision})).toEqual({
      title: 'Sjabloon:1987:HV2',
      href: 'https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHV2',
      revision: 'versie van 12 maart 2010 door Kees',
      retrieved: null,
      pinned: 'versie van 12 maart 2010 door Kees'
    })
  })

  it('says nothing of a revision the source does not name, and gives no link without an address', () => {
    expect(sourceView(facts)).toEqual({title: 'Sjabloon:1987:HV2', href: null, revision: null, retrieved: null, pinned: null})
    expect(sourceView({...facts, title: 'X', revision: {author: 'Kees', date: null, time: '01:04', oldid: null}}).revision).toBe('versie door Kees')
  })

  it('says on which day the text was taken, as laws/corpus.json declares it', () => {
    expect(sourceView({...facts, retrieved: '2026-11-03'}).retrieved).toBe('geraadpleegd op 3 november 2026')
  })

  it('joins the revision and the day the text was taken, as a page names its sources', () => {
    const revision = {author: 'Kees', date: '2010-03-12', time: '14:33', oldid: null}
    expect([sourceView({...facts, revision, retrieved: '2026-11-03'}).pinned, sourceView({...facts, retrieved: '2026-11-03'}).pinned]).toEqual([
      'versie van 12 maart 2010 door Kees, geraadpleegd op 3 november 2026',
      'geraadpleegd op 3 november 2026'
    ])
  })
})

describe('a citation that names its source, pinned to the version of the page', () => {
  const citation = 'Spelregels voor wedstrijdbridge 1987, art. 27 B 1'
  const revisionUrl = 'https://keesboek.com/index.php?oldid=4003&title=Sjabloon%3A1987%3AHV2'

  it('names the page, the wiki and its address, the revision by its number and the day the text was taken', () => {
    expect(citationWithSource(citation, {...facts, retrieved: '2026-11-03'})).toBe(
      'Spelregels voor wedstrijdbridge 1987, art. 27 B 1 (bron: wikipagina Sjabloon:1987:HV2 van de wiki Spelregels voor tafelarbiters, geraadpleegd op 3 november 2026)'
    )
    expect(citationWithSource(citation, {...facts, url: revisionUrl, oldid: '4003', retrieved: '2026-11-03'})).toBe(
      `Spelregels voor wedstrijdbridge 1987, art. 27 B 1 (bron: wikipagina Sjabloon:1987:HV2 van de wiki Spelregels voor tafelarbiters, ${revisionUrl}, versie 4003, geraadpleegd op 3 november 2026)`
    )
  })

  it('names a revision without a number by the day the page printed, and nothing when nothing pins the text', () => {
    expect(citationWithSource(citation, {...facts, revision: {author: 'Kees', date: '2010-03-12', time: '14:33', oldid: null}})).toBe(
      'Spelregels voor wedstrijdbridge 1987, art. 27 B 1 (bron: wikipagina Sjabloon:1987:HV2 van de wiki Spelregels voor tafelarbiters, versie van 12 maart 2010)'
    )
    expect(citationWithSource(citation, facts)).toBe(citation)
  })
})
