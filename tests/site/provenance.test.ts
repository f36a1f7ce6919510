import {describe, expect, it} from 'vitest'
import type {UnitLinkJson} from '../../src/schema.ts'
import {provenanceView} from '../../site/lib/provenance.ts'

const link = (fields: Partial<UnitLinkJson>): UnitLinkJson => ({from: '1975/31/c/1', to: '1987/31/B', score: 0.13, provenance: 'computed', note: null, line: null, doubt: null, ...fields})

describe('where a pair’s links come from', () => {
  it('says of a computed link that it was computed, with its similarity one step away', () => {
    expect(provenanceView([link({score: 0.62})])).toEqual({summary: 'Koppeling berekend uit de tekst', doubtful: false, details: ['c 1 → B: berekend uit de tekst; overeenkomst 62%.']})
  })

  it('names a pair the editors’ once one of its links exists only because they set it, and gives their reason without the doubt marker', () => {
    const view = provenanceView([
      link({provenance: 'confirmed', score: 0.38, note: 'partner of LT aan de beurt', line: 30}),
      link({from: '1975/31/c/2', provenance: 'imposed', note: 'voorspeelstraffen, nu via artikel 26 (twijfelachtig, zie gold)', line: 31, doubt: 'de redactie twijfelt aan deze koppeling'})
    ])
    expect(view).toEqual({
      summary: 'Twijfelachtige koppelingen, door de redactie vastgesteld',
      doubtful: true,
      details: [
        'c 1 → B: berekend uit de tekst en door de redactie bevestigd; overeenkomst 38%; toelichting van de redactie: „partner of LT aan de beurt”.',
        'c 2 → B: door de redactie vastgesteld; overeenkomst 13%; toelichting van de redactie: „voorspeelstraffen, nu via artikel 26”; twijfel: de redactie twijfelt aan deze koppeling.'
      ]
    })
  })

  it('says nothing of a pair without links (added, removed, not compared)', () => {
    expect(provenanceView([])).toBeNull()
  })
})
