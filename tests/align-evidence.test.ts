// What the aligner reads besides shared words, each case the shape of a false pair it made on the
// real corpus without the concordance (tests/gold.test.ts): a formula that returns with another
// reference is boilerplate, a newer lid that restates the older stem is not its continuation, an
// introduction follows its sub-items, a provision applied by reference goes where its rule went,
// and a reference that changed places carries its words along. The texts are made up; each case
// has a control in which the evidence is absent and the link is not made.
import {describe, expect, test} from 'vitest'
import {correspond} from '../src/align/correspondence.ts'
import {articlesOf} from '../src/corpus.ts'
import type {Article} from '../src/types.ts'
import {parseSources} from './helpers/corpus.ts'

function edition(name: string, lines: string[]): Article[] {
  return articlesOf(parseSources({[`laws/${name}/H1.md`]: `Sjabloon:${name}:H1\n\n${lines.join('\n')}`}).editions[0]!)
}

/** Links of `older` → `newer`, articles matched by number, as `from -> to`. */
function links(older: string[], newer: string[]): string[] {
  const from = edition('2001', older)
  const to = edition('2002', newer)
  const pairs = from.flatMap((article) => to.filter((other) => other.number === article.number).map((other) => ({from: article, to: other})))
  return correspond({from, to, links: pairs}).links.map((link) => `${link.from.id} -> ${link.to.id}`)
}

describe('boilerplate that is not verbatim', () => {
  // Lid a ends with the formula after "en"; b holds it inside a parenthesis; the newer B and C end
  // with it citing another article. Before: a -> B and b -> C on the formula alone.
  const older = [
    'Artikel 2 Voor de beurt uitkomen',
    '',
    'Wanneer een tegenspeler voor zijn beurt uitkomt:',
    '',
    'a. terwijl de leider aan de beurt was om voor te spelen, wordt de getoonde kaart een strafkaart die bij de eerste gelegenheid gespeeld moet worden; en artikel 9 kan van toepassing zijn;',
    '',
    'b. terwijl zijn partner aan de beurt was, mag de leider de uitkomst aanvaarden en de partner een kleur voorschrijven (zie artikel 8; artikel 9 kan van toepassing zijn).',
    ''
  ]
  const newer = [
    'Artikel 2 Voor de beurt uitkomen',
    '',
    'A. Leider aan de beurt',
    '',
    'Speelt een tegenspeler uit terwijl de leider aan de beurt was, dan blijft de kaart open liggen tot zij kan worden bijgespeeld.',
    '',
    'B. Partner aan de beurt',
    '',
    'Als een tegenspeler uitkomt terwijl zijn partner aan de beurt was, mag de leider de uitkomst aanvaarden of de partner een kleur voorschrijven; artikel 7 B kan van toepassing zijn.',
    '',
    'C. Blinde',
    '',
    'Als de leider een kaart van de blinde noemt voordat de uitkomst is gedaan, wordt de genoemde kaart gespeeld; artikel 7 B kan van toepassing zijn.',
    ''
  ]

  test('a clause that stands nearly whole in another unit of its edition links nothing', () => {
    expect(links(older, newer)).toEqual(['2001/2/a -> 2002/2/A', '2001/2/b -> 2002/2/B'])
  })
})

describe('a newer lid that restates the older stem', () => {
  const older = [
    'Artikel 1 Kaart getoond',
    '',
    'Wanneer een speler tijdens het bieden een kaart toont:',
    '',
    'a. voordat de uitkomst is gedaan, moet hij de kaart open op tafel leggen tot het einde van het bieden;',
    '',
    'b. nadat de uitkomst is gedaan, wordt de kaart een strafkaart en mag de leider de uitkomst in die kleur verbieden.',
    ''
  ]
  const newer = (stem: boolean) => [
    'Artikel 1 Kaart getoond',
    '',
    ...(stem ? ['Wanneer een speler tijdens het bieden een kaart toont, geldt het volgende:', ''] : []),
    'A. Vóór de uitkomst',
    '',
    'Wanneer een speler tijdens het bieden een kaart toont, vóór de eerste uitkomst, blijft die kaart zichtbaar liggen.',
    '',
    'B. Na de uitkomst',
    '',
    'Nadat de uitkomst is gedaan wordt de getoonde kaart een strafkaart; de leider mag de uitkomst in die kleur verbieden.',
    ''
  ]

  test('continues the older lid when the newer article has a stem of its own, which the older stem continues in', () => {
    expect(links(older, newer(true))).toEqual(['2001/1/p1 -> 2002/1/p1', '2001/1/a -> 2002/1/A', '2001/1/b -> 2002/1/B'])
  })

  test('without a newer stem, the older stem repeated in the lid is its continuation', () => {
    expect(links(older, newer(false))).toContain('2001/1/p1 -> 2002/1/A')
  })
})

describe('introductions and provisions applied by reference', () => {
  // Lid a 2 is divided over the sub-items of A 2; lid b 2 says that a 2's rule applies to it.
  const older = (reference: boolean) => [
    'Artikel 3 Bod voor de beurt',
    '',
    'Wanneer een speler voor zijn beurt een bod heeft gedaan:',
    '',
    'a. voordat iemand heeft geboden en het de beurt van de rechter tegenstander was:',
    '',
    '1. indien die tegenstander past, moet het bod worden herhaald en is er geen straf;',
    '',
    '2. indien die tegenstander een bod doet, mag de overtreder elk bod doen en moet zijn partner eenmaal passen wanneer hij dezelfde kleur noemt; noemt hij een andere kleur, dan moet zijn partner verder passen;',
    '',
    'b. nadat iemand heeft geboden en het de beurt van de rechter tegenstander was:',
    '',
    '1. indien deze tegenstander past, moet het bod worden herhaald en is er geen straf;',
    '',
    `2. indien deze tegenstander een bod doet of doubleert, ${reference ? 'is de regeling onder a 2 van dit artikel van toepassing' : 'mag de overtreder elk bod doen'}.`,
    ''
  ]
  const newer = [
    'Artikel 3 Bod voor de beurt',
    '',
    'Wanneer een speler voor zijn beurt een bod heeft gedaan, geldt het volgende:',
    '',
    'A. RT aan de beurt',
    '',
    'Wanneer de overtreder heeft geboden terwijl zijn rechter tegenstander aan de beurt was:',
    '',
    '1. RT past',
    '',
    'Als die tegenstander past, moet de overtreder zijn bod herhalen en is er geen straf.',
    '',
    '2. RT past niet',
    '',
    'Doet deze tegenstander een bod of doubleert hij, dan is elke bieding van de overtreder toegestaan; als hij daarbij:',
    '',
    '(a) Dezelfde kleur',
    '',
    'dezelfde kleur noemt, moet zijn partner eenmaal passen;',
    '',
    '(b) Een andere kleur',
    '',
    'een andere kleur noemt, moet zijn partner verder passen.',
    ''
  ]
  const common = ['2001/3/p1 -> 2002/3/p1', '2001/3/a -> 2002/3/A', '2001/3/a/1 -> 2002/3/A/1', '2001/3/a/2 -> 2002/3/A/2/a', '2001/3/a/2 -> 2002/3/A/2/b', '2001/3/b -> 2002/3/A', '2001/3/b/1 -> 2002/3/A/1']

  test('the introduction over sub-items that all continue one unit continues it too, and a provision applied by reference continues where that rule went', () => {
    const found = links(older(true), newer)
    expect(found).toEqual(expect.arrayContaining([...common, '2001/3/a/2 -> 2002/3/A/2', '2001/3/b/2 -> 2002/3/A/2', '2001/3/b/2 -> 2002/3/A/2/a', '2001/3/b/2 -> 2002/3/A/2/b']))
    expect(found).toHaveLength(common.length + 4)
  })

  test('without the reference, the provision stays with the introduction its words continue in', () => {
    const found = links(older(false), newer)
    expect(found).toContain('2001/3/b/2 -> 2002/3/A/2')
    expect(found.filter((link) => link.startsWith('2001/3/b/2 -> 2002/3/A/2/'))).toEqual([])
  })
})

describe('a reference that changed places', () => {
  const older = (alsoInA: boolean) => [
    'Artikel 4 Doublet voor de beurt',
    '',
    'Wanneer een speler voor zijn beurt doubleert of redoubleert:',
    '',
    `a. indien het de beurt van zijn partner was, moet de partner als straf verder passen (zie artikel 8${alsoInA ? '; artikel 9 is van toepassing' : ''});`,
    '',
    'b. indien het de beurt van de rechter tegenstander was en die een bod doet, mag de overtreder elke juiste bieding doen en is als straf artikel 9 van toepassing.',
    ''
  ]
  const newer = (moved: boolean) => [
    'Artikel 4 Doublet voor de beurt',
    '',
    `Een doublet of redoublet voor de beurt wordt geannuleerd${moved ? '; de straffen van artikel 9 B kunnen van toepassing zijn' : ''}. Bovendien:`,
    '',
    'A. Partner aan de beurt',
    '',
    'Als een speler voor de beurt heeft gedoubleerd terwijl zijn partner aan de beurt was, moet de partner verder passen (zie artikel 8 A).',
    '',
    'B. Rechter tegenstander aan de beurt',
    '',
    'Als de rechter tegenstander een bod doet, mag de overtreder elke juiste bieding doen en moet zijn partner verder passen.',
    ''
  ]

  test('the one lid that lost it continues in the one provision that gained it', () => {
    expect(links(older(false), newer(true))).toEqual(['2001/4/p1 -> 2002/4/p1', '2001/4/a -> 2002/4/A', '2001/4/b -> 2002/4/p1', '2001/4/b -> 2002/4/B'])
  })

  test('no link where the newer article does not cite it, or where two lids lost it', () => {
    expect(links(older(false), newer(false))).toEqual(['2001/4/p1 -> 2002/4/p1', '2001/4/a -> 2002/4/A', '2001/4/b -> 2002/4/B'])
    expect(links(older(true), newer(true))).not.toContain('2001/4/b -> 2002/4/p1')
  })
})
