// Changes said in Dutch as a legal editor writes them: one noun per kind of unit, "vernummerd" only
// when the number or letter changed, the editions named where labels differ only in case.
import {describe, expect, test} from 'vitest'
import type {ProvisionGroup} from '../src/align/groups.ts'
import {textUnits, type TextUnit} from '../src/align/units.ts'
import {articlesOf} from '../src/corpus.ts'
import {explainArticle, explainGroup, groupSentences, unitName} from '../src/export/explain.ts'
import {statusOf} from '../src/diff/status.ts'
import type {PairStatus} from '../src/vocabulary.ts'
import {realCorpus} from './helpers/corpus.ts'

const corpus = realCorpus()
const unitsOf = (id: string) => textUnits(corpus.editions.flatMap(articlesOf).find((article) => article.id === id)!)
const unit = (id: string): TextUnit => {
  const found = unitsOf(id.split('/').slice(0, 2).join('/')).find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no unit ${id}`)
  return found
}
const group = (status: PairStatus, from: string[], to: string[], elsewhere: ProvisionGroup['elsewhere'] = null): ProvisionGroup => ({status, from: from.map(unit), to: to.map(unit), parts: [], elsewhere, confirmed: false})
const facts = {changeShare: 0.25, same: false, titleChanged: false}
const sameText = {changeShare: 0, same: true, titleChanged: false}

describe('unit names', () => {
  test('use lid, onderdeel, aanhef, alinea, punt and voetnoot, one word per kind', () => {
    // 1975 art. 30 opens with one paragraph before its lids: its aanhef; 1975 art. 34 has two paragraphs and no lids.
    expect(['1987/30/A', '1987/30/B/1', '1975/30/p1', '1975/34/p2', '1982/36/li2', '1975/30/fn1', '1987/25/B/2/b/1'].map((id) => unitName(unit(id)))).toEqual([
      'lid A',
      'onderdeel B 1',
      'de aanhef',
      'de tweede alinea',
      // 1982 puts every part of its pages in a list, lids too: its unlabeled items are alinea's.
      'de tweede alinea',
      'voetnoot 1',
      'onderdeel B 2 (b) (1)'
    ])
  })
})

describe('explanations of a group', () => {
  test('give the provisions added as a part of their sentence when it is all that is said, for a page to say where their text came from', () => {
    expect(groupSentences(group('added', [], ['1987/30/C']), facts)).toEqual({text: 'Lid C is toegevoegd.', added: 'Lid C'})
    // More said (the day it came into force): no part to build on; nor for anything but an addition.
    expect(groupSentences(group('added', [], ['1975/30/c']), facts)).toEqual({text: 'Lid c is toegevoegd. Lid c (1975) is met ingang van 1 januari 1984 toegevoegd.', added: null})
    expect(groupSentences(group('removed', ['1987/30/C'], []), facts)).toEqual({text: 'Lid C is vervallen.', added: null})
  })

  test('say a split, a merge and a regrouping with every unit named', () => {
    expect(explainGroup(group('split', ['1975/30/a'], ['1987/30/A', '1987/30/B/1']), facts)).toBe('Lid a is gesplitst over lid A en onderdeel B 1 (25% van de woorden gewijzigd).')
    expect(explainGroup(group('merged', ['1975/31/a', '1975/31/d'], ['1987/31/A']), facts)).toBe('Lid a en lid d zijn samengevoegd tot lid A (25% van de woorden gewijzigd).')
    expect(explainGroup(group('regrouped', ['1975/31/a/2', '1975/31/d/2'], ['1987/31/A/2', '1987/31/A/2/a']), facts)).toBe(
      'Onderdeel a 2 en onderdeel d 2 zijn opnieuw ingedeeld in onderdeel A 2 en onderdeel A 2 (a) (25% van de woorden gewijzigd).'
    )
  })

  test('call a letter that changed only in case no renumbering, name the new letter beside the old, and say what the dated amendment did', () => {
    expect(explainGroup(group('reworded', ['1975/30/c'], ['1987/30/C']), facts)).toBe('Lid c, nu lid C, is anders geformuleerd (25% van de woorden gewijzigd). Lid c (1975) is met ingang van 1 januari 1984 toegevoegd.')
  })

  test('say of provisions replaced by a reference that they are gone and what the newer text points to', () => {
    expect(explainGroup(group('replaced', ['1982/37/a', '1982/37/b'], ['1987/37/p1']), {...facts, replacedBy: ['26']})).toBe('Lid a en lid b zijn vervallen; de eerste alinea verwijst nu naar artikel 26.')
    expect(explainGroup(group('replaced', ['1975/31/c/1'], ['1987/31/B']), {...facts, titleChanged: true, replacedBy: ['26', '35']})).toBe('Onderdeel c 1 is vervallen; lid B verwijst nu naar de artikelen 26 en 35.')
  })

  test('call an unlabeled paragraph or item that only changed place or form no renumbering', () => {
    expect(explainGroup(group('reworded', ['1982/37/li1'], ['1987/37/p1']), facts)).toBe('De eerste alinea is anders geformuleerd (25% van de woorden gewijzigd).')
    expect(statusOf(group('reworded', ['1982/37/li1'], ['1987/37/p1']), sameText)).toBe('unchanged')
  })

  test('say a footnote that came, went or changed beside an unchanged text', () => {
    expect(explainGroup(group('annotated', ['1987/31/B'], ['1987/31/B']), sameText)).toBe('De tekst van lid B is ongewijzigd; de voetnoot erbij is gewijzigd.')
  })

  test('say that an alinea became a lid, and that a footnote became text', () => {
    expect(explainGroup(group('relabeled', ['1975/34/p2'], ['1987/35/A']), sameText)).toBe('De tweede alinea is lid A geworden; de tekst is gelijk.')
    expect(explainGroup(group('reworded', ['1975/30/fn1'], ['1987/30/B/3']), facts)).toBe('Voetnoot 1 is opgenomen in de tekst als onderdeel B 3 (25% van de woorden gewijzigd).')
  })

  test('say a move across articles on both sides, with the article and edition', () => {
    const article35 = unit('1987/35/C').article
    const article38 = unit('1982/38/li2').article
    expect(explainGroup(group('moved', ['1982/38/li2'], ['1987/35/C'], {direction: 'to', article: article35}), facts)).toBe('De tweede alinea is verplaatst naar artikel 35 (1987), lid C (25% van de woorden gewijzigd).')
    expect(explainGroup(group('moved', ['1982/38/li2'], ['1987/35/C'], {direction: 'from', article: article38}), facts)).toBe('Lid C is afkomstig uit artikel 38 (1982), tweede alinea (25% van de woorden gewijzigd).')
  })

  test('say of a text without a changed word that it is the same, or that only spelling or punctuation changed, never 0%', () => {
    const article35 = unit('1987/35/C').article
    const spelling = {changeShare: 0, same: false, titleChanged: false}
    expect(explainGroup(group('moved', ['1982/38/li2'], ['1987/35/C'], {direction: 'to', article: article35}), sameText)).toBe('De tweede alinea is verplaatst naar artikel 35 (1987), lid C; de tekst is gelijk.')
    expect(explainGroup(group('moved', ['1982/38/li2'], ['1987/35/C'], {direction: 'to', article: article35}), spelling)).toBe('De tweede alinea is verplaatst naar artikel 35 (1987), lid C; alleen spelling of leestekens zijn gewijzigd.')
    expect(explainGroup(group('moved', ['1987/30/A'], ['1987/30/C']), sameText)).toBe('Lid A is verplaatst en is nu lid C; de tekst is gelijk.')
    expect(explainGroup(group('split', ['1975/30/a'], ['1987/30/A', '1987/30/B/1']), sameText)).toBe('Lid a is gesplitst over lid A en onderdeel B 1; de tekst is gelijk.')
    expect(explainGroup(group('reworded', ['1987/30/A'], ['1987/30/A']), spelling)).toBe('In lid A zijn alleen spelling of leestekens gewijzigd.')
    expect(explainGroup(group('reworded', ['1987/30/A'], ['1987/30/B']), spelling)).toBe('Lid A is vernummerd tot lid B; alleen spelling of leestekens zijn gewijzigd.')
    expect(explainGroup(group('reworded', ['1987/30/A'], ['1987/30/A']), {...facts, changeShare: 0.004})).toBe('Lid A is anders geformuleerd (minder dan 1% van de woorden gewijzigd).')
    expect(statusOf(group('reworded', ['1987/30/A'], ['1987/30/A']), spelling)).toBe('respelled')
    // Text that reads the same (another Unicode form, an invisible character) is no rewording.
    expect(statusOf(group('reworded', ['1987/30/A'], ['1987/30/A']), sameText)).toBe('unchanged')
    expect(statusOf(group('reworded', ['1987/30/A'], ['1987/30/B']), sameText)).toBe('relabeled')
  })

  test('say a title-only change as one: the text is the same, the title is new', () => {
    const titleOnly = {changeShare: 0, same: true, titleChanged: true}
    expect(explainGroup(group('reworded', ['1975/31/b'], ['1987/31/B']), titleOnly)).toBe('De tekst van lid b, nu lid B, is gelijk. Er is een titel bij gekomen: „Partner of LT is aan de beurt”.')
    expect(explainGroup(group('reworded', ['1987/31/B'], ['1987/31/B']), titleOnly)).toBe('De tekst van lid B is gelijk. De titel is nu „Partner of LT is aan de beurt”.')
    expect(explainGroup(group('reworded', ['1987/30/A'], ['1987/30/B']), titleOnly)).toMatch(/^Lid A is vernummerd tot lid B; de tekst is gelijk\. /)
    expect(['1975/31/b', '1987/30/A'].map((from) => statusOf(group('reworded', [from], ['1987/31/B']), titleOnly))).toEqual(['retitled', 'retitled'])
    // A changed word makes it a rewording, whatever the title.
    expect(statusOf(group('reworded', ['1975/31/b'], ['1987/31/B']), {...titleOnly, same: false, changeShare: 0.1})).toBe('reworded')
  })

  test('a provision that became a footnote, or a footnote taken into the text, has a status of its own', () => {
    expect(statusOf(group('relabeled', ['1987/30/A'], ['1975/30/fn1']), sameText)).toBe('footnoted')
    expect(statusOf(group('reworded', ['1975/30/fn1'], ['1987/30/B/3']), facts)).toBe('incorporated')
    expect(explainGroup(group('relabeled', ['1987/30/A'], ['1975/30/fn1']), sameText)).toBe('Lid A is voetnoot 1 geworden; de tekst is gelijk.')
    expect(explainGroup(group('reworded', ['1987/30/A'], ['1975/30/fn1']), facts)).toBe('Lid A is voetnoot 1 geworden (25% van de woorden gewijzigd).')
  })

  test('report a title apart from the text', () => {
    expect(explainGroup(group('reworded', ['1975/31/b'], ['1987/31/B']), {changeShare: 0.5, same: false, titleChanged: true})).toBe(
      'Lid b, nu lid B, is anders geformuleerd (50% van de woorden gewijzigd). Er is een titel bij gekomen: „Partner of LT is aan de beurt”.'
    )
  })
})

describe('explanation of an article', () => {
  test('counts provisions with a noun, once, and names a renumbering', () => {
    expect(explainArticle({number: '34'}, {number: '35'}, 0.758, {unchanged: {from: 1, to: 1}, reworded: {from: 2, to: 2}, added: {from: 0, to: 3}}, false)).toBe(
      'Artikel 34 is vernummerd tot artikel 35. 76% van de woorden is gewijzigd: 2 bepalingen anders geformuleerd, 3 toegevoegd.'
    )
    expect(explainArticle({number: '25'}, {number: '25'}, 0.1, {reworded: {from: 1, to: 1}}, true)).toBe('De titel van het artikel is gewijzigd. 10% van de woorden is gewijzigd: 1 bepaling anders geformuleerd.')
    expect(explainArticle({number: '9'}, {number: '9'}, 0, {unchanged: {from: 4, to: 4}}, false)).toBe('De tekst is ongewijzigd.')
  })

  test('counts the provisions of a merge, split or regrouping on both sides, never the groups', () => {
    expect(explainArticle({number: '31'}, {number: '31'}, 0.64, {reworded: {from: 3, to: 3}, merged: {from: 6, to: 3}, regrouped: {from: 2, to: 3}, replaced: {from: 2, to: 1}}, false)).toBe(
      '64% van de woorden is gewijzigd: 3 bepalingen anders geformuleerd, 6 samengevoegd tot 3, 2 opnieuw ingedeeld in 3, 2 vervangen door een verwijzing.'
    )
    expect(explainArticle({number: '29'}, {number: '29'}, 0.45, {split: {from: 1, to: 2}}, false)).toBe('45% van de woorden is gewijzigd: 1 bepaling gesplitst over 2.')
  })

  test('count titles, spelling and footnotes each as their own change, and never say 0%', () => {
    expect(explainArticle({number: '24'}, {number: '24'}, 0, {unchanged: {from: 1, to: 1}, respelled: {from: 1, to: 1}, retitled: {from: 2, to: 2}, footnoted: {from: 1, to: 1}, incorporated: {from: 1, to: 1}}, false)).toBe(
      'Er is geen woord gewijzigd: 1 bepaling alleen in spelling of leestekens gewijzigd, 2 met gewijzigde titel, 1 tot voetnoot gemaakt, 1 in de tekst opgenomen.'
    )
    expect(explainArticle({number: '24'}, {number: '24'}, 0.003, {reworded: {from: 1, to: 1}}, false)).toBe('Minder dan 1% van de woorden is gewijzigd: 1 bepaling anders geformuleerd.')
  })
})

describe('an article only partly in the collection', () => {
  test('names the lids it holds and those known missing, counts what is not compared apart, and speaks of the words compared', () => {
    const coverage = (held: string[], missing: string[]) => ({whole: false, lids: [...held.map((label) => ({label, transcribed: true})), ...missing.map((label) => ({label, transcribed: false}))], footnotes: []})
    expect(explainArticle({number: '30', edition: '1987'}, {number: '30', edition: '2017', coverage: coverage(['A'], [])}, 0, {unchanged: {from: 1, to: 1}, absent: {from: 8, to: 0}}, false)).toBe(
      'Van artikel 30 (2017) staat alleen lid A in deze verzameling; van de titel, de tekst vóór het eerste lid en eventuele latere leden is niets bekend. 8 bepalingen zijn daarom niet vergeleken. De vergeleken tekst is ongewijzigd.'
    )
    // Nothing without a counterpart: the lids held need no saying.
    expect(explainArticle({number: '30', edition: '1987'}, {number: '30', edition: '2017', coverage: coverage(['A', 'B'], [])}, 0.1, {unchanged: {from: 1, to: 1}, reworded: {from: 1, to: 1}}, false)).toBe(
      '10% van de woorden is gewijzigd: 1 bepaling anders geformuleerd.'
    )
    expect(explainArticle({number: '30', edition: '2017', coverage: coverage(['A', 'C'], ['B'])}, {number: '30', edition: '2021'}, 0.2, {reworded: {from: 1, to: 1}, absent: {from: 1, to: 0}}, false)).toBe(
      'Van artikel 30 (2017) staan alleen de leden A en C in deze verzameling; lid B bestaat wel, maar staat er niet in; van de titel, de tekst vóór het eerste lid en eventuele latere leden is niets bekend. 1 bepaling is daarom niet vergeleken. 20% van de vergeleken woorden is gewijzigd: 1 bepaling anders geformuleerd.'
    )
  })
})

describe('labels in another case', () => {
  test('an unchanged lid whose letter changed case is unchanged, and the sentence names both letters', () => {
    const relabeled = {...unit('1975/30/c'), body: 'x', title: null}
    const upper = {...unit('1987/30/C'), body: 'x', title: null}
    expect(explainGroup({status: 'unchanged', from: [relabeled], to: [upper], parts: [], elsewhere: null, confirmed: false}, sameText)).toBe('Lid c, nu lid C, is ongewijzigd. Lid c (1975) is met ingang van 1 januari 1984 toegevoegd.')
  })

  test('titles that appear where there were none are named', () => {
    expect(explainGroup(group('split', ['1975/30/a'], ['1987/30/A', '1987/30/B/1']), {changeShare: 0.5, same: false, titleChanged: true})).toBe(
      'Lid a is gesplitst over lid A en onderdeel B 1 (50% van de woorden gewijzigd). Er zijn titels bij gekomen: „Vóórdat een van de spelers een bod heeft gedaan” en „RT is aan de beurt om te bieden”.'
    )
  })
})
