import {describe, expect, test} from 'vitest'
import {
  articleNumbers,
  collectionWords,
  countArticles,
  countChanges,
  countedProvisions,
  heldArticleNumbers,
  heldArticlesWords,
  isSelection,
  labelInSentence,
  ordinal,
  positionalName,
  positionalNoun,
  statusCountWords,
  statusWords,
  rightsWords
} from '../src/vocabulary.ts'

describe('article numbers in words', () => {
  test('lists numbers that are not consecutive, and writes runs of three or more as a range', () => {
    expect([['28', '38'], ['27'], ['25', '26'], ['9', '10', '11', '12', '23', '24', '25'], ['5', '1', '3', '2']].map(articleNumbers)).toEqual([
      'artikelen 28 en 38',
      'artikel 27',
      'artikelen 25 en 26',
      'artikelen 9 t/m 12 en 23 t/m 25',
      'artikelen 1 t/m 3 en 5'
    ])
  })

  test('keeps a number with a letter apart from the runs', () => {
    expect(articleNumbers(['16', '16a', '17', '18'])).toBe('artikelen 16, 16a, 17 en 18')
  })

  test('counts with the noun in the right number', () => {
    expect([0, 1, 2].map(countArticles)).toEqual(['0 artikelen', '1 artikel', '2 artikelen'])
    expect([0, 1, 2].map(countChanges)).toEqual(['0 wijzigingen', '1 wijziging', '2 wijzigingen'])
  })
})

describe('what the collection holds', () => {
  test('calls articles a selection when the numbers prove it: the first is not 1, or one is skipped; 1 to n proves nothing', () => {
    expect([['9', '10', '23'], ['2', '3'], ['1', '2', '4'], ['1', '2', '3'], ['3', '1', '2'], []].map(isSelection)).toEqual([true, true, true, false, false, true])
  })

  test('names the articles held of one edition, with their count', () => {
    expect([heldArticlesWords(['9', '10', '11', '12', '23', '24', '25']), heldArticlesWords(['1', '2', '3']), heldArticlesWords(['27'])]).toEqual([
      'een selectie van 7 artikelen (artikelen 9 t/m 12 en 23 t/m 25)',
      '3 artikelen (artikel 1 t/m 3)',
      'een selectie van 1 artikel (artikel 27)'
    ])
  })

  test('names the articles of an edition on one page by number, said to be a selection when they are one', () => {
    expect([['9', '10', '11', '12', '23', '24', '25'], ['1', '2', '3'], ['27']].map(heldArticleNumbers)).toEqual(['artikelen 9 t/m 12 en 23 t/m 25 (een selectie)', 'artikel 1 t/m 3', 'artikel 27 (een selectie)'])
  })

  test('names what it holds edition by edition, a selection if any edition is one', () => {
    const editions = [
      {edition: '1975', numbers: ['28', '29', '30']},
      {edition: '1997', numbers: ['25', '26']}
    ]
    expect(collectionWords('Spelregels voor wedstrijdbridge', editions)).toBe('Een selectie uit de spelregels voor wedstrijdbridge: artikel 28 t/m 30 van de editie 1975 en artikelen 25 en 26 van de editie 1997')
    expect(collectionWords('Spelregels voor wedstrijdbridge', [{edition: '2017', numbers: ['1', '2', '3']}])).toBe('De spelregels voor wedstrijdbridge: artikel 1 t/m 3 van de editie 2017')
  })
})

describe('unlabeled parts, named by their place', () => {
  test('writes Dutch ordinals, and past twenty a number with e', () => {
    expect([1, 2, 3, 8, 12, 20, 21].map(ordinal)).toEqual(['eerste', 'tweede', 'derde', 'achtste', 'twaalfde', 'twintigste', '21e'])
  })

  test('names an alinea or a punt by its place, and reads the noun back', () => {
    expect([positionalName('alinea', 1), positionalName('punt', 2)]).toEqual(['eerste alinea', 'tweede punt'])
    expect(['eerste alinea', 'tweede punt', '21e punt', 'alinea 1', 'B', 'aanhef'].map(positionalNoun)).toEqual(['alinea', 'punt', 'punt', null, null, null])
  })

  test('puts a label in a sentence with its noun or article', () => {
    expect(['A', 'B 2 (b)', 'aanhef', 'eerste alinea', 'B 1, tweede punt', 'voetnoot 1'].map(labelInSentence)).toEqual(['lid A', 'onderdeel B 2 (b)', 'de aanhef', 'de eerste alinea', 'het tweede punt van B 1', 'voetnoot 1'])
  })
})

describe('provisions counted per status', () => {
  test('counts provisions, not groups: both sides of a split, merge or regrouping', () => {
    expect([
      statusCountWords('merged', {from: 6, to: 3}),
      statusCountWords('split', {from: 1, to: 3}),
      statusCountWords('regrouped', {from: 10, to: 9}),
      statusCountWords('replaced', {from: 2, to: 1}),
      statusCountWords('added', {from: 0, to: 1}),
      statusCountWords('removed', {from: 3, to: 0}),
      statusCountWords('reworded', {from: 3, to: 3}, false)
    ]).toEqual([
      '6 bepalingen samengevoegd tot 3',
      '1 bepaling gesplitst over 3',
      '10 bepalingen opnieuw ingedeeld in 9',
      '2 bepalingen vervangen door een verwijzing',
      '1 bepaling toegevoegd',
      '3 bepalingen vervallen',
      '3 anders geformuleerd'
    ])
  })

  test('counts the side a status is about', () => {
    expect([countedProvisions('added', {from: 0, to: 2}), countedProvisions('replaced', {from: 6, to: 3}), countedProvisions('absent', {from: 2, to: 1})]).toEqual([2, 6, 3])
  })
})

describe('status words', () => {
  test('say a provision replaced by a reference in one form, as a label and after a count', () => {
    expect(statusWords.replaced).toEqual({participle: 'vervangen door een verwijzing', label: 'vervangen door een verwijzing'})
  })
})

describe('the statement of rights', () => {
  const wiki = {wiki: 'Spelregels voor tafelarbiters', site: 'keesboek.com'}
  test('names the publisher the corpus declares, keeps the texts with their rights holder, and says plainly that no data licence is declared', () => {
    expect(rightsWords({publisher: {name: 'de Nederlandse Bridge Bond'}, dataLicence: null}, wiki)).toEqual({
      texts: 'De spelregels worden uitgegeven door de Nederlandse Bridge Bond. De rechten op de teksten blijven bij de rechthebbende; deze verzameling geeft er geen licentie op.',
      transcription: 'De teksten zijn overgenomen uit de wiki "Spelregels voor tafelarbiters" (keesboek.com).',
      data: 'Voor de gegevens van dit project zelf (de indeling in artikelen en leden, de koppelingen tussen edities, de vergelijkingen en de JSON-API) is geen licentie verklaard.'
    })
  })
  test('names a declared data licence, and says so when no publisher is declared', () => {
    expect(rightsWords({publisher: null, dataLicence: 'CC0 1.0'}, null)).toEqual({
      texts: 'Wie de spelregels uitgeeft, is hier niet vastgelegd. De rechten op de teksten blijven bij de rechthebbende; deze verzameling geeft er geen licentie op.',
      transcription: null,
      data: 'De gegevens van dit project zelf (de indeling in artikelen en leden, de koppelingen tussen edities, de vergelijkingen en de JSON-API) vallen onder CC0 1.0.'
    })
  })
})
