import {describe, expect, test} from 'vitest'
import {articleNumbers, countArticles, countChanges, countedProvisions, statusCountWords, statusWords} from '../src/vocabulary.ts'

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
