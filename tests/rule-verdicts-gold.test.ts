// The rule verdicts of the shipped corpus against the gold read from the sources
// (tests/gold/rule-changes.txt): for every provision pair with text on both sides, whether its rule
// changed ("inhoudelijk gewijzigd") or it says the same in other words ("anders geformuleerd"), and
// the clauses it quotes. No quoted clause the gold says stands; every change the gold names is quoted.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {runPipeline} from '../src/pipeline.ts'
import {parseRuleGold, ruleVerdictQuality} from '../support/rule-verdicts.ts'
import {lawsDir, root} from './helpers/corpus.ts'

const gold = parseRuleGold(readFileSync(path.join(root, 'tests', 'gold', 'rule-changes.txt'), 'utf8'))
const pipeline = runPipeline(lawsDir, {cwd: root})
const pairs = pipeline.lineages.flatMap((lineage) => lineage.links.flatMap((link) => pipeline.compare(lineage, link.from, link.to).pairs))
const published = new Map(pairs.map((pair) => [`${pair.from.join('+')} -> ${pair.to.join('+')}`, pair]))
const quality = ruleVerdictQuality(gold, [...published.values()])

describe('the rule verdicts of the shipped corpus against the gold', () => {
  test('the gold judges every pair whose two texts differ, and only pairs the build makes', () => {
    const judged = new Set(gold.map((line) => `${line.from.join('+')} -> ${line.to.join('+')}`))
    const differing = [...published].filter(([, pair]) => pair.from.length > 0 && pair.to.length > 0 && !['unchanged', 'replaced', 'absent'].includes(pair.status)).map(([key]) => key)
    expect(differing.filter((key) => !judged.has(key))).toEqual([])
    expect(quality.unknown).toEqual([])
    expect(quality.pairs).toBe(43)
  })

  test('every pair has the gold verdict: changed where a clause changed, lapsed or is new, else reworded', () => {
    expect(quality.wrong).toEqual([])
    expect({truePositives: quality.truePositives, predicted: quality.predicted, expected: quality.expected}).toEqual({truePositives: 24, predicted: 24, expected: 24})
  })

  test('no quoted clause is one the gold says stands', () => {
    expect(quality.spurious).toEqual([])
  })

  test('every change the gold names is quoted whole; one only as a clause the words cannot decide', () => {
    expect(quality.missed).toEqual([])
    // 1987 "Een ontoelaatbaar doublet of redoublet mag nooit geaccepteerd worden" shares a third of its words with 1975's "de artikelen 36 en 37 zijn niet van toepassing".
    expect(quality.inDoubt).toEqual(['1975/32/p1+1975/32/b/2 -> 1987/32/p1+1987/32/B/2: "nooit geaccepteerd"'])
  })

  test('the hard cases: rewordings stand, a new limit, a new alternative and a replaced time are changes', () => {
    const verdict = (key: string) => [published.get(key)!.status, published.get(key)!.ruleChange]
    expect(verdict('1987/25/A -> 1997/25/A')).toEqual([
      'amended',
      {
        lapsed: [],
        added: [],
        changed: [{was: 'Een speler mag een abusievelijk gedane bieding vervangen door zijn voorgenomen bieding, maar alléén als hij dit doet of tracht te doen zonder denkpauze', now: 'Tot zijn partner een bieding doet'}],
        references: [],
        doubts: [],
        editors: []
      }
    ])
    expect(published.get('1975/30/c -> 1987/30/C')!.ruleChange!.changed).toEqual([
      {
        was: 'Een pas is een conventie indien door een bijzondere afspraak de pas meer belooft dan een vastgestelde sterkte; of indien het kunstmatige waarden belooft anders dan in de laatstgenoemde kleur',
        now: 'Een pas is conventioneel als, volgens een bijzondere afspraak, deze pas méér belooft dan een vastgestelde sterkte of als de pas kunstmatig andere waarden dan in de laatstgenoemde kleur belooft of ontkent'
      }
    ])
    expect(published.get('1987/26/A/2 -> 1997/26/A/2')!.ruleChange!.changed).toEqual([
      {was: 'Als die kleur later niet door dezelfde speler wordt aangeduid, mag de leider (strafbepaling)', now: 'Als die kleur niet door dezelfde speler werd aangeduid in het reglementaire biedverloop, mag de leider (strafbepaling)'}
    ])
    expect(['1975/29/p1 -> 1987/29/A+1987/29/B', '1982/39/li1 -> 1987/39/p1', '1975/31/fn2 -> 1987/31/fn1'].map((key) => published.get(key)!.status)).toEqual(['split', 'reworded', 'reworded'])
    expect(published.get('1982/39/li1 -> 1987/39/p1')!.explanation).toBe(
      'De eerste alinea is anders geformuleerd (55% van de woorden gewijzigd). Mogelijk inhoudelijk gewijzigd; lees beide teksten: „Een bieding, die wordt gedaan nadat het bieden is gesloten, wordt geannuleerd en” tegenover „Een bieding na de afsluitende pas wordt geannuleerd en” (lage woordovereenkomst, 40%).'
    )
  })

  test('a reference that names another provision is said as one', () => {
    expect(published.get('1987/25/B/2/b/1 -> 1997/25/B/2/b/1')!.explanation).toBe('Onderdeel B 2 (b) (1) is inhoudelijk gewijzigd (1% van de woorden gewijzigd). De verwijzing is aangepast: „artikel 23 A” → „artikel 23”.')
  })

  test('a clause verdict the editors set is shown as theirs, with their note', () => {
    expect(published.get('1975/31/a/1+1975/31/d/1 -> 1987/31/A/1')!.ruleChange!.editors).toEqual([{unit: '1975/31/d/1', words: 'niet voldoende was', verdict: 'same', note: 'opgegaan in 1987 lid A 1: "als deze bieding reglementair is"'}])
  })
})

describe('the rule gold file format', () => {
  test('reads verdicts with the words a quote must hold and the words no quote may hold', () => {
    expect(parseRuleGold('[1975 -> 1987]\n1975/1/a + 1975/1/b -> 1987/1/A  changed "x y" keeps "z"  # why\n1975/2/a -> 1987/2/A  stands\n')).toEqual([
      {section: '1975 -> 1987', from: ['1975/1/a', '1975/1/b'], to: ['1987/1/A'], verdict: 'changed', named: ['x y'], keeps: ['z'], line: 2},
      {section: '1975 -> 1987', from: ['1975/2/a'], to: ['1987/2/A'], verdict: 'stands', named: [], keeps: [], line: 3}
    ])
  })

  test('scores verdicts and quotes: a quote in a pair that stands is spurious, a named change no quote holds is missed', () => {
    const lines = parseRuleGold('[1975 -> 1987]\na -> b  changed "nieuw"\nc -> d  stands\ne -> f  changed "weg"\n')
    const result = ruleVerdictQuality(lines, [
      {from: ['a'], to: ['b'], ruleChange: {lapsed: [], added: ['iets nieuws'], changed: [], references: [], doubts: []}},
      {from: ['c'], to: ['d'], ruleChange: {lapsed: ['oud'], added: [], changed: [], references: [], doubts: []}},
      {from: ['e'], to: ['f'], ruleChange: null}
    ])
    expect(result).toMatchObject({pairs: 3, truePositives: 1, predicted: 2, expected: 2, precision: 0.5, recall: 0.5, spurious: ['c -> d: „oud”'], missed: ['e -> f: "weg"']})
  })
})
