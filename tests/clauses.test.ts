// A provision read as clauses (src/diff/clauses.ts) and weighed clause by clause
// (src/diff/rule-change.ts): where the clauses split, which words meet, and the verdicts on texts
// made for the purpose: a reordering or a rewording through declared equivalents is no change of
// rule, a clause deleted is quoted whole.
import {describe, expect, test} from 'vitest'
import {clauseReading, clauseSpans, keysMeet} from '../src/diff/clauses.ts'
import {ruleChange} from '../src/diff/rule-change.ts'
import {languageWords} from '../src/language.ts'
import {readCorpusConfig} from '../src/corpus-config.ts'
import type {TextUnit} from '../src/align/units.ts'
import {lawsDir, root} from './helpers/corpus.ts'

const language = languageWords(readCorpusConfig(lawsDir, {cwd: root}).config!)
const reading = clauseReading(language)
const split = (text: string) => clauseSpans(text, reading.openers).map(([start, end]) => text.slice(start, end))
const meet = (x: string, y: string) => keysMeet(reading.key(x), reading.key(y))

/** A provision of an article of its own, as far as the clause reader looks at one. */
function unit(id: string, body: string): TextUnit {
  return {id, kind: 'provision', body, provision: {refs: []}, article: {id: id.split('/').slice(0, 2).join('/'), edition: id.split('/')[0], footnotes: []}} as unknown as TextUnit
}
const whole = (text: string, id = '1975/1/a') => [{unit: unit(id, text), spans: [[0, text.length]] as Array<[number, number]>}]
const changed = [{op: 'delete' as const, text: 'x'}]

describe('a provision read as clauses', () => {
  test('splits at sentences, `;` and `:`, before an opener after a comma, and after the condition it opens (of five words or more)', () => {
    expect(split('Indien de linker tegenstander past, moet het bod worden herhaald; er is geen straf. De overtreder mag bieden, tenzij de LT verkiest te bieden.')).toEqual([
      'Indien de linker tegenstander past,',
      'moet het bod worden herhaald;',
      'er is geen straf.',
      'De overtreder mag bieden,',
      'tenzij de LT verkiest te bieden.'
    ])
  })

  test('keeps an aside of three words or more apart, and a comma or opener inside it with it', () => {
    expect(split('De partner moet passen (zie artikel 35 A, indien de LT toch biedt) en het bieden gaat door.')).toEqual(['De partner moet passen', '(zie artikel 35 A, indien de LT toch biedt)', 'en het bieden gaat door.'])
  })

  test('a condition runs on past a short relative clause to its main clause', () => {
    expect(split('Indien het bod, dat werd gedoubleerd het eindcontract wordt, kan iedere speler voorschrijven.')).toEqual(['Indien het bod, dat werd gedoubleerd het eindcontract wordt,', 'kan iedere speler voorschrijven.'])
  })

  test('participles and nouns of one verb meet, and a compound meets its head', () => {
    expect([meet('gestraft', 'bestraft'), meet('geannuleerd', 'annulering'), meet('voorspeelstraffen', 'straf'), meet('verder', 'eerder'), meet('bieding', 'beurt')]).toEqual([true, true, true, false, false])
  })

  test('declared equivalents meet: "straffeloos" is "zonder straf", "geldige" is "reglementaire"', () => {
    expect([reading.normalize('straffeloos geannuleerd'), reading.normalize('een geldige bieding')]).toEqual(['zonder straf geannuleerd', 'een reglementaire bieding'])
  })
})

describe('clause verdicts on made texts', () => {
  const older = 'Indien de tegenstander past, moet de overtreder zijn bieding herhalen. Een onjuiste bieding van de tegenstander wordt gestraft.'

  test('clauses in another order, and words through the equivalents, are the same rule', () => {
    const reordered = 'Een onreglementaire bieding van de tegenstander wordt bestraft. Als de tegenstander past, moet de overtreder zijn bieding herhalen.'
    expect(ruleChange(whole(older), whole(reordered, '1987/1/A'), changed, language)).toBeNull()
  })

  test('a clause deleted is quoted whole', () => {
    const before = 'De wedstrijdleider kan een arbitrale score toekennen. Een onjuiste bieding van de tegenstander wordt gestraft.'
    expect(ruleChange(whole(before), whole('Een onjuiste bieding van de tegenstander wordt bestraft.', '1987/1/A'), changed, language)).toEqual({
      lapsed: ['De wedstrijdleider kan een arbitrale score toekennen'],
      added: [],
      changed: [],
      references: [],
      doubts: [],
      editors: []
    })
  })

  test('a clause that shares a third of its words with what is left is in doubt, with that share', () => {
    expect(ruleChange(whole(older), whole('Een onjuiste bieding van de tegenstander wordt bestraft.', '1987/1/A'), changed, language)?.doubts).toEqual([
      {was: 'Indien de tegenstander past, moet de overtreder zijn bieding herhalen', now: 'Een onjuiste bieding van de tegenstander wordt bestraft', share: 1 / 3}
    ])
  })

  test('a new limit, a new alternative and a lost time word change the rule', () => {
    const limit = ruleChange(whole('Een speler mag zijn bieding vervangen zonder denkpauze.'), whole('Tot zijn partner een bieding doet, mag een speler zijn bieding vervangen zonder denkpauze.', '1987/1/A'), changed, language)
    const alternative = ruleChange(whole('Een pas is conventioneel als de pas waarden belooft.'), whole('Een pas is conventioneel als de pas waarden belooft of ontkent.', '1987/1/A'), changed, language)
    const time = ruleChange(
      whole('Als die kleur later door dezelfde speler wordt aangeduid, is er geen voorspeelstraf.'),
      whole('Als die kleur door dezelfde speler wordt aangeduid in het biedverloop, is er geen voorspeelstraf.', '1987/1/A'),
      changed,
      language
    )
    expect([limit?.added, alternative?.changed, time?.changed.length]).toEqual([
      ['Tot zijn partner een bieding doet'],
      [{was: 'Een pas is conventioneel als de pas waarden belooft', now: 'Een pas is conventioneel als de pas waarden belooft of ontkent'}],
      1
    ])
  })
})
