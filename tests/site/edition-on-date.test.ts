import {describe, expect, it} from 'vitest'
import {answerFor, editionOn, firstDay, lastDay} from '../../site/lib/edition-on-date.ts'

const known = [
  {edition: '1987', from: null, until: null},
  {edition: '1997', from: '1997-09-01', until: '2008-09-01'},
  {edition: '2007', from: '2008-09-01', until: '2017-09-01'},
  {edition: '2017', from: '2017-09-01', until: null}
]

describe('which edition applied on a day', () => {
  it('answers from the dates on record, the first day in and the last day out', () => {
    expect(['1997-09-01', '2008-08-31', '2008-09-01', '2017-08-31', '2017-09-01', '2030-01-01'].map((day) => editionOn(day, known)?.edition ?? null)).toEqual(['1997', '1997', '2007', '2007', '2017', '2017'])
  })

  it('says nothing for a day no source dates, never the nearest edition', () => {
    expect(editionOn('1997-08-31', known)).toBeNull()
    expect(editionOn('1990-05-12', known)).toBeNull()
  })

  it('gives no answer inside a date known only to the year or month, and none after an edition whose end is unknown but which has a successor', () => {
    const partial = [
      {edition: '1975', from: '1975', until: '1987-09'},
      {edition: '1987', from: '1987-09', until: null},
      {edition: '1997', from: null, until: null}
    ]
    expect(['1975-06-01', '1976-01-01', '1987-08-31', '1987-09-15', '1987-10-01', '1999-01-01'].map((day) => editionOn(day, partial)?.edition ?? null)).toEqual([null, '1975', '1975', null, null, null])
    expect([firstDay('1987'), lastDay('1987'), firstDay('1988-02'), lastDay('1988-02'), lastDay('1987-09-01')]).toEqual(['1987-01-01', '1987-12-31', '1988-02-01', '1988-02-29', '1987-09-01'])
  })

  it('answers in Dutch words', () => {
    expect(answerFor('2010-03-03', known)).toEqual({edition: '2007', text: 'Op 3 maart 2010 gold de editie 2007.'})
    expect(answerFor('1990-05-12', known)).toEqual({edition: null, text: 'Welke editie op 12 mei 1990 gold, is onbekend: geen bron hier noemt de data van die tijd.'})
  })

  it('never says more than the last recorded date: after the newest edition began, only that it is the newest known', () => {
    expect([answerFor('2017-09-01', known), answerFor('2999-01-01', known)]).toEqual([
      {edition: '2017', text: 'Op 1 september 2017 gold de editie 2017.'},
      {edition: '2017', text: 'Op 1 januari 2999 was de editie 2017 de nieuwste bekende editie; of zij toen nog gold, staat in geen bron.'}
    ])
  })

  it('names the edition known to have ended after a day, where its start is in no source', () => {
    const derived = [{edition: '1987', from: null, until: '1997-09-01'}, ...known.slice(1)]
    expect(answerFor('1997-08-31', derived)).toEqual({edition: null, text: 'Welke editie op 31 augustus 1997 gold, staat in geen bron: de editie 1987 gold tot 1 september 1997, maar sinds wanneer staat in geen bron.'})
  })
})
