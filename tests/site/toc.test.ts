import {describe, expect, test} from 'vitest'
import {headingFilters, headingName} from '../../site/lib/toc.ts'

describe('the chapter filter of the search', () => {
  test('makes headings that differ only in case, or in the range they announce, one value', () => {
    const spellings = [
      'HOOFDSTUK IV ALGEMENE BEPALINGEN BETREFFENDE ONREGELMATIGHEDEN Art. 9 t/m 16',
      'Hoofdstuk IV Algemene bepalingen betreffende onregelmatigheden Art. 9 t/m 17',
      'Hoofdstuk IV algemene bepalingen betreffende onregelmatigheden'
    ]
    expect(new Set(spellings.map(headingName))).toEqual(new Set(['Hoofdstuk IV algemene bepalingen betreffende onregelmatigheden']))
  })

  test('keeps Roman numerals and the section sign, and a heading without a range whole', () => {
    expect(['§ IV Voor de beurt bieden Art. 28 t/m 35', 'PARAGRAAF II Het wijzigen van een bieding Art. 25 t/m 26', 'Voor de beurt bieden'].map(headingName)).toEqual([
      '§ IV voor de beurt bieden',
      'Paragraaf II het wijzigen van een bieding',
      'Voor de beurt bieden'
    ])
  })

  test('makes headings that differ only in the case of their number, a period after it or a final period one value', () => {
    const spellings = ['Hoofdstuk v het bieden', 'Hoofdstuk V het bieden', 'HOOFDSTUK V. HET BIEDEN.', 'Hoofdstuk V: het bieden Art. 17 t/m 40', 'hoofdstuk V. Het bieden. Art. 17 t/m 39.']
    expect(new Set(spellings.map(headingName))).toEqual(new Set(['Hoofdstuk V het bieden']))
  })

  test('keeps the abbreviations the glossary prints in capitals in capitals', () => {
    expect(['DE WL EN LT', 'De wl en lt', '§ 3 Rechten van de WL (RT en LT).'].map(headingName)).toEqual(['De WL en LT', 'De WL en LT', '§ 3 rechten van de WL (RT en LT)'])
  })

  test('keeps a chapter and a section apart, each level its own filter, a section named without its number', () => {
    expect([
      headingFilters({chapter: 'DEEL II Onregelmatigheden', section: '§ IV Voor de beurt bieden Art. 28 t/m 35'}),
      headingFilters({chapter: null, section: 'Voor de beurt bieden'}),
      headingFilters({chapter: null, section: 'PARAGRAAF II Het wijzigen van een bieding Art. 25 t/m 26'}),
      headingFilters({chapter: null, section: null})
    ]).toEqual([
      {hoofdstuk: 'Deel II onregelmatigheden', paragraaf: 'Voor de beurt bieden'},
      {hoofdstuk: null, paragraaf: 'Voor de beurt bieden'},
      {hoofdstuk: null, paragraaf: 'Het wijzigen van een bieding'},
      {hoofdstuk: null, paragraaf: null}
    ])
  })
})
