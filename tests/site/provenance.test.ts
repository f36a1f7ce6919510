import {describe, expect, it} from 'vitest'
import {editionPairs} from '../../src/align/edition-pairs.ts'
import {comparisonJson} from '../../src/export/comparison-json.ts'
import {runPipeline} from '../../src/pipeline.ts'
import type {UnitLinkJson} from '../../src/schema.ts'
import {provenanceView} from '../../site/lib/provenance.ts'
import {lawsDir, root} from '../helpers/corpus.ts'

const link = (fields: Partial<UnitLinkJson>): UnitLinkJson => ({
  from: '1975/31/c/1',
  to: '1987/31/B',
  fromName: 'onderdeel c 1',
  toName: 'lid B',
  score: 0.13,
  provenance: 'computed',
  basis: 'text',
  note: null,
  line: null,
  doubt: null,
  ...fields
})

describe('where a pair’s links come from', () => {
  it('says of a computed link that it was computed, naming the provisions as the explanations do, with its similarity one step away', () => {
    expect(provenanceView([link({score: 0.62})])).toEqual({summary: 'Koppeling berekend uit de tekst', doubtful: false, details: ['Onderdeel c 1 → lid B: berekend uit de tekst; overeenkomst 62%.']})
  })

  it('says of a link the structure made that it was derived from the article’s structure, not computed from the text', () => {
    expect(provenanceView([link({fromName: 'de aanhef', toName: 'lid A', score: 0.04, basis: 'structure'})])).toEqual({
      summary: 'Koppeling afgeleid uit de opbouw van het artikel',
      doubtful: false,
      details: ['De aanhef → lid A: afgeleid uit de opbouw van het artikel; overeenkomst 4%.']
    })
    expect(provenanceView([link({basis: 'reference', provenance: 'confirmed', score: 0.06, note: 'regeling onder a 2', line: 12})])!.details).toEqual([
      'Onderdeel c 1 → lid B: afgeleid uit een verwijzing in de tekst en door de redactie bevestigd; overeenkomst 6%; redactionele aantekening: „regeling onder a 2”.'
    ])
  })

  it('sums up links of different origins per origin, each doubt with its own links, and gives the editors’ reason without the doubt marker', () => {
    const view = provenanceView([
      link({provenance: 'confirmed', score: 0.38, note: 'partner of LT aan de beurt', line: 30}),
      link({from: '1975/31/c/2', fromName: 'onderdeel c 2', provenance: 'imposed', basis: null, note: 'voorspeelstraffen, nu via artikel 26 (twijfelachtig, zie gold)', line: 31, doubt: 'de redactie twijfelt aan deze koppeling'}),
      link({from: '1975/31/a', fromName: 'lid a', score: 0.7}),
      link({from: '1975/31/b', fromName: 'lid b', score: 0.5})
    ])
    expect(view).toEqual({
      summary: 'Koppelingen: 1 berekend uit de tekst en door de redactie bevestigd, 1 door de redactie vastgesteld (twijfelachtig), 2 berekend uit de tekst',
      doubtful: true,
      details: [
        'Onderdeel c 1 → lid B: berekend uit de tekst en door de redactie bevestigd; overeenkomst 38%; redactionele aantekening: „partner of LT aan de beurt”.',
        'Onderdeel c 2 → lid B: door de redactie vastgesteld; overeenkomst 13%; redactionele aantekening: „voorspeelstraffen, nu via artikel 26”; twijfel: de redactie twijfelt aan deze koppeling.',
        'Lid a → lid B: berekend uit de tekst; overeenkomst 70%.',
        'Lid b → lid B: berekend uit de tekst; overeenkomst 50%.'
      ]
    })
  })

  it('says a summary of several links only when it is true of each', () => {
    const doubted = {provenance: 'imposed', basis: null, note: 'twijfelachtig', line: 3, doubt: 'de redactie twijfelt aan deze koppeling'} as const
    expect(provenanceView([link(doubted), link({...doubted, from: '1975/31/c/2', fromName: 'onderdeel c 2'})])!.summary).toBe('Twijfelachtige koppelingen, door de redactie vastgesteld')
    expect(provenanceView([link({}), link({from: '1975/31/c/2', fromName: 'onderdeel c 2'})])!.summary).toBe('Koppelingen berekend uit de tekst')
  })

  it('says nothing of a pair without links (added, removed, not compared)', () => {
    expect(provenanceView([])).toBeNull()
  })
})

describe('the provenance of every pair of the real corpus', () => {
  const pipeline = runPipeline(lawsDir, {cwd: root})
  const comparisons = editionPairs(pipeline.lineages).map((pair) => comparisonJson(pair, pipeline))
  const views = comparisons.flatMap((comparison) => [...comparison.articles.flatMap((article) => article.pairs), ...comparison.moves].flatMap((pair) => provenanceView(pair.links) ?? []))
  // A tree id (`1987/31/B`), a bare path (`A/2/a`), or a positional id (`p1`, `li2`, `fn1`, `note1`);
  // an editors' note may set two phrases apart with ` / `.
  const internal = /[^\s/]\/[^\s/]|\b(?:p|li|fn|note)\d+\b/

  it('names no provision by an internal id, in any phrase or detail', () => {
    const texts = views.flatMap((view) => [view.summary, ...view.details])
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.filter((text) => internal.test(text))).toEqual([])
  })

  it('says of 1982 art. 39 eerste alinea → 1987 de aanhef, nearly the same sentence, no doubt', () => {
    const pair = comparisons.flatMap((comparison) => comparison.articles.flatMap((article) => article.pairs)).find((candidate) => candidate.from.includes('1982/39/li1'))!
    expect(provenanceView(pair.links)).toEqual({summary: 'Koppeling berekend uit de tekst', doubtful: false, details: ['De eerste alinea → de aanhef: berekend uit de tekst; overeenkomst 22%.']})
  })

  it('sums up the regrouping of 1975 art. 32’s aanhef per origin, and the editors’ doubtful link of a 2 on its own pair', () => {
    const view = views.find((candidate) => candidate.details.some((detail) => detail.startsWith('Onderdeel b 2 → de aanhef')))
    expect(view?.summary).toBe('Koppelingen: 2 berekend uit de tekst en door de redactie bevestigd, 1 afgeleid uit een verwijzing in de tekst en door de redactie bevestigd')
    // Lid a 2 survives only as the pointer to artikel 26 B: a pair of its own, replaced, with the one doubtful link.
    const doubted = views.find((candidate) => candidate.details.some((detail) => detail.startsWith('Onderdeel a 2 → de aanhef')))
    expect(doubted?.summary).toBe('Twijfelachtige koppeling, door de redactie vastgesteld')
  })
})
