// The shape of one line on its own (src/parse/classify.ts); what a shape means in context is in
// the parser fixtures (tests/fixtures/parse).
import {describe, expect, test} from 'vitest'
import {classifyLine, labeledLineForm, namedLids, splitRange} from '../src/parse/classify.ts'

describe('classifyLine', () => {
  test('an `Artikel` line whose first word is a finite verb is a sentence: text with a period, without one sentence-like for the parser (a heading only where no article is open)', () => {
    expect(classifyLine('Artikel 11 is van toepassing.').kind).toBe('text')
    expect(classifyLine('Artikel 26 kan van toepassing zijn (zie ook artikel 16)')).toMatchObject({kind: 'article', sentenceLike: 'verb'})
    expect(classifyLine('Artikel 11 is van toepassing')).toMatchObject({kind: 'article', sentenceLike: 'verb'})
  })

  test('an `Artikel` heading that does not read like a title is marked sentence-like for the parser to weigh', () => {
    const sentenceLike = (line: string) => {
      const shape = classifyLine(line)
      return shape.kind === 'article' ? shape.sentenceLike : null
    }
    expect(sentenceLike('Artikel 25 wijzigen van biedingen, al dan niet reglementair')).toBe('likely')
    expect(sentenceLike('Artikel 12 Zie ook artikel 13.')).toBe('likely')
    expect(sentenceLike('Artikel 9-12 zijn ook van toepassing')).toBe('likely')
    expect(sentenceLike('Artikel 9 Gang van zaken na een onregelmatigheid')).toBe(false)
    expect(sentenceLike('Artikel 71. Opeisen van slagen.')).toBe(false)
    expect(sentenceLike('Artikel 13.')).toBe(false)
  })

  test('a separator after the article number is no part of the title', () => {
    for (const line of ['Artikel 30: Voor de beurt passen', 'Artikel 30 – Voor de beurt passen', 'Artikel 30 - Voor de beurt passen', 'Artikel 30 — Voor de beurt passen']) {
      expect(classifyLine(line)).toMatchObject({kind: 'article', number: '30', title: 'Voor de beurt passen'})
    }
  })

  test('a range with a final period belongs to the range, not the title', () => {
    expect(classifyLine('HOOFDSTUK IV. ALGEMENE BEPALINGEN Art. 9 t/m 10.')).toMatchObject({kind: 'chapter', title: 'ALGEMENE BEPALINGEN', range: {from: '9', to: '10'}})
    expect(classifyLine('PARAGRAAF I. Het bieden Art. 9.')).toMatchObject({kind: 'section', title: 'Het bieden', range: {from: '9', to: '9'}})
    expect(splitRange('Het wijzigen van een bieding Art. 25 t/m 26.')).toEqual({title: 'Het wijzigen van een bieding', range: {from: '25', to: '26'}})
    expect(splitRange('Het bieden')).toEqual({title: 'Het bieden', range: null})
  })

  test('`(van kracht vanaf <datum>)` is an editorial note with its date', () => {
    expect(classifyLine('(van kracht vanaf 1 januari 1984)')).toEqual({kind: 'note', inForceFrom: '1984-01-01', text: '(van kracht vanaf 1 januari 1984)'})
  })
})

describe('labeledLineForm', () => {
  test('a lid title in capitals is a title, also with a final period; a sentence is text', () => {
    expect(labeledLineForm('ONMIDDELLIJKE VERBETERING.')).toBe('title')
    expect(labeledLineForm('ONMIDDELLIJKE VERBETERING')).toBe('title')
    expect(labeledLineForm('Een speler past.')).toBe('text')
    expect(labeledLineForm('N.B.')).toBe('text')
  })
})

describe('namedLids', () => {
  test('the lids an editorial note names: one, a list, or a span', () => {
    expect(namedLids('M.i.v. 1 januari 1984 is lid C: toegevoegd')).toEqual(['C'])
    expect(namedLids('Per 1 januari 1984 zijn de leden b en c toegevoegd.')).toEqual(['b', 'c'])
    expect(namedLids('Per 1 januari 1984 zijn de leden A, B en C gewijzigd.')).toEqual(['A', 'B', 'C'])
    expect(namedLids('Per 1 januari 1984 zijn de leden a t/m c gewijzigd.')).toEqual(['a', 'b', 'c'])
    expect(namedLids('Per 1 januari 1984 is het artikel gewijzigd.')).toEqual([])
  })
})
