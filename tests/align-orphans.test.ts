// Units that content alone leaves without a link find their place through the structure around
// them (src/align/orphans.ts): a new pointer to another article, a stem that follows its lids,
// leftovers of both sides, an orphan's best partner. Each case also shows the evidence is needed:
// without it, the unit stays unlinked.
import {describe, expect, test} from 'vitest'
import {correspond, defaultCorrespondenceOptions} from '../src/align/correspondence.ts'
import {adoptOrphans} from '../src/align/orphans.ts'
import {textUnits, type TextUnit} from '../src/align/units.ts'
import {articlesOf} from '../src/corpus.ts'
import type {Article} from '../src/types.ts'
import {VFile} from 'vfile'
import {align} from '../src/pipeline.ts'
import {parseSources} from './helpers/corpus.ts'

function edition(name: string, text: string): Article[] {
  return articlesOf(parseSources({[`laws/${name}/H1.md`]: `Sjabloon:${name}:H1\n\n${text}`}).editions[0]!)
}

/** Links of `older` → `newer`, articles matched by number, as `from -> to (kind)`. */
function links(older: string, newer: string): string[] {
  const from = edition('2001', older)
  const to = edition('2002', newer)
  const pairs = from.flatMap((article) => to.filter((other) => other.number === article.number).map((other) => ({from: article, to: other})))
  return correspond({from, to, links: pairs}).links.map((link) => `${link.from.id} -> ${link.to.id} (${link.kind})`)
}

describe('orphans placed by structure', () => {
  const olderMove = [
    'Artikel 1 Passen voor de beurt',
    '',
    '1. Een speler die voor zijn beurt past, moet als straf verder passen.',
    '',
    '2. Indien het recht van de niet-overtredende partij om straf te vorderen verloren is gegaan, wordt de pas geannuleerd en gaat het bieden voort.',
    '',
    'Artikel 2 Bieding na de afsluitende pas',
    '',
    'Een bieding na de afsluitende pas wordt geannuleerd en er is geen straf.',
    ''
  ].join('\n')
  /** Lid 2 moved to artikel 2 B, redrafted: some of its words are still there. */
  const redrafted = 'Als de LT biedt nadat het recht om straf te vorderen verloren is gegaan, blijft de overtreding ongestraft.'
  const newerMove = (pointer: string, lid = redrafted) =>
    [
      'Artikel 1 Passen voor de beurt',
      '',
      `Een speler die voor zijn beurt past, moet als straf verder passen${pointer}.`,
      '',
      'Artikel 2 Bieding na de afsluitende pas',
      '',
      'A. Na de afsluitende pas',
      '',
      'Een bieding na de afsluitende pas wordt geannuleerd en er is geen straf.',
      '',
      'B. Straf niet vastgesteld',
      '',
      lid,
      ''
    ].join('\n')

  test('a new pointer to a provision of another article carries the lid nothing took up there', () => {
    expect(links(olderMove, newerMove(' (zie artikel 2 B)'))).toEqual(['2001/1/1 -> 2002/1/p1 (home)', '2001/1/2 -> 2002/2/B (move)', '2001/2/p1 -> 2002/2/A (home)'])
  })

  test('a pointer alone does not carry a lid to a new lid that shares no words with it', () => {
    expect(links(olderMove, newerMove(' (zie artikel 2 B)', 'Als de LT biedt voordat er een sanctie is bepaald, blijft de overtreding ongestraft.'))).toEqual(['2001/1/1 -> 2002/1/p1 (home)', '2001/2/p1 -> 2002/2/A (home)'])
  })

  test('without the pointer the lid stays unlinked', () => {
    expect(links(olderMove, newerMove(''))).toEqual(['2001/1/1 -> 2002/1/p1 (home)', '2001/2/p1 -> 2002/2/A (home)'])
  })

  test('a pointer that many articles share is a general reference, not the trace of a move', () => {
    const cited = (n: number) => [`Artikel ${n} Regel ${n}`, '', `Een speler die voor zijn beurt past, moet verder passen (zie artikel 2 B) in geval ${n}.`, ''].join('\n')
    const older = olderMove + [3, 4].map((n) => [`Artikel ${n} Regel ${n}`, '', `Een speler die voor zijn beurt past, moet verder passen in geval ${n}.`, ''].join('\n')).join('\n')
    expect(links(older, newerMove(' (zie artikel 2 B)') + cited(3) + cited(4))).toEqual(['2001/1/1 -> 2002/1/p1 (home)', '2001/2/p1 -> 2002/2/A (home)', '2001/3/p1 -> 2002/3/p1 (home)', '2001/4/p1 -> 2002/4/p1 (home)'])
  })

  const olderStem = (stem: string) =>
    [
      'Artikel 5 Bieden voor de beurt',
      '',
      stem,
      '',
      'a. indien zijn partner aan de beurt was, moet de partner van de overtreder verder passen;',
      '',
      'b. indien zijn rechter tegenstander aan de beurt was, wordt de bieding herhaald zonder straf.',
      ''
    ].join('\n')
  const newerStem = [
    'Artikel 5 Bieden voor de beurt',
    '',
    'A. Partner aan de beurt',
    '',
    'Heeft een speler voor zijn beurt geboden terwijl zijn partner aan de beurt was, dan moet de partner van de overtreder verder passen.',
    '',
    'B. RT aan de beurt',
    '',
    'Heeft een speler voor zijn beurt geboden terwijl zijn RT aan de beurt was, dan wordt de bieding herhaald zonder straf.',
    ''
  ].join('\n')

  test('an older stem with no stem on the other side continues in the lids its lids continue in', () => {
    expect(links(olderStem('Een bieding van een speler voor zijn beurt geldt als geboden op zijn beurt wanneer:'), newerStem)).toEqual([
      '2001/5/p1 -> 2002/5/A (home)',
      '2001/5/p1 -> 2002/5/B (home)',
      '2001/5/a -> 2002/5/A (home)',
      '2001/5/b -> 2002/5/B (home)'
    ])
  })

  test('a stem whose words are not in the lids was struck out', () => {
    expect(links(olderStem('Hierna volgen de gevallen die de wedstrijdleider onderscheidt:'), newerStem)).toEqual(['2001/5/a -> 2002/5/A (home)', '2001/5/b -> 2002/5/B (home)'])
  })

  test('a new stem over lids gathered from other articles takes up what they took up', () => {
    const older = [
      'Artikel 6 Doublet',
      '',
      '- Een ontoelaatbaar doublet wordt geannuleerd en de overtreder moet een geldige bieding doen.',
      '- Indien het recht om straf te vorderen verloren is gegaan, worden het doublet en alle volgende biedingen geannuleerd.',
      '',
      'Artikel 7 Zeven trekken',
      '',
      '- Een bod van meer dan zeven trekken wordt geannuleerd en de overtreder moet verder passen.',
      '- Indien het recht om straf te vorderen verloren is gegaan, wordt het bod door een pas vervangen.',
      ''
    ].join('\n')
    const newer = [
      'Artikel 5 Ongestrafte biedingen',
      '',
      'Biedt de LT na een ontoelaatbare bieding voordat een straf is vastgesteld, dan blijft die ongestraft. Bovendien:',
      '',
      'A. Doublet',
      '',
      'Het ontoelaatbare doublet en alle volgende biedingen worden geannuleerd.',
      '',
      'B. Zeven trekken',
      '',
      'Het bod van meer dan zeven trekken wordt door een pas vervangen.',
      '',
      'Artikel 6 Doublet',
      '',
      'Een ontoelaatbaar doublet wordt geannuleerd en de overtreder moet een geldige bieding doen (zie artikel 5 A).',
      '',
      'Artikel 7 Zeven trekken',
      '',
      'Een bod van meer dan zeven trekken wordt geannuleerd en de overtreder moet verder passen (zie artikel 5 B).',
      ''
    ].join('\n')
    expect(links(older, newer)).toEqual([
      '2001/6/li1 -> 2002/6/p1 (home)',
      '2001/6/li2 -> 2002/5/p1 (move)',
      '2001/6/li2 -> 2002/5/A (move)',
      '2001/7/li1 -> 2002/7/p1 (home)',
      '2001/7/li2 -> 2002/5/p1 (move)',
      '2001/7/li2 -> 2002/5/B (move)'
    ])
  })

  test('leftovers of both sides pair up, a footnote with a footnote', () => {
    const older = [
      'Artikel 8 Bieden',
      '',
      'Een bieding voor de beurt wordt geannuleerd ¹⁾ en het bieden gaat terug naar de juiste speler.',
      '',
      '---',
      '',
      '1) Een onjuiste bieding door die tegenstander kan op de voorgeschreven wijze worden gestraft.',
      ''
    ].join('\n')
    const newer = [
      'Artikel 8 Bieden',
      '',
      'Een bieding voor de beurt wordt geannuleerd ¹⁾ en het bieden gaat terug naar de juiste speler.',
      '',
      '---',
      '',
      '1) Een onreglementaire bieding van de RT wordt op de normale wijze bestraft.',
      ''
    ].join('\n')
    expect(links(older, newer)).toEqual(['2001/8/p1 -> 2002/8/p1 (home)', '2001/8/fn1 -> 2002/8/fn1 (home)'])
  })
})

describe('orphans by score alone', () => {
  const older = edition('2001', ['Artikel 9 Regel', '', 'a. eerste geval;', '', 'b. tweede geval;', '', 'c. derde geval.', '', '---', '', '1) Eerste voetnoot.', '', '2) Tweede voetnoot.', ''].join('\n'))
  const newer = edition('2002', ['Artikel 9 Regel', '', 'A. Eerste', '', 'Eerste geval.', '', 'B. Tweede', '', 'Tweede geval.', '', '---', '', '1) Eerste voetnoot.', '', '2) Andere voetnoot.', ''].join('\n'))

  /** adoptOrphans on article 9 with given content links and content scores (`from -> to`: score; others 0). */
  function adopt(existing: string[], scores: Record<string, number>): string[] {
    const before = older.flatMap(textUnits)
    const after = newer.flatMap(textUnits)
    const links: Array<{from: TextUnit; to: TextUnit; kind: 'home' | 'move'}> = []
    const byId = new Map([...before, ...after].map((unit) => [unit.id, unit]))
    const add = (from: TextUnit, to: TextUnit, _value: number, kind: 'home' | 'move') => void links.push({from, to, kind})
    for (const link of existing) {
      const [from, to] = link.split(' -> ')
      add(byId.get(from!)!, byId.get(to!)!, 1, 'home')
    }
    adoptOrphans(
      {
        before,
        after,
        successors: new Map([['2001/9', new Set(['2002/9'])]]),
        predecessors: new Map([['2002/9', new Set(['2001/9'])]]),
        byArticle: new Map([
          ['2001/9', before],
          ['2002/9', after]
        ]),
        // The given scores are content; the same label adds its bonus, as correspond's scores do.
        score: (x, y) => (scores[`${x.id} -> ${y.id}`] ?? 0) + (x.path === y.path ? defaultCorrespondenceOptions.sameLabel : 0),
        content: (x, y) => scores[`${x.id} -> ${y.id}`] ?? 0,
        ruledOut: () => false,
        linked: (unit) => links.some((link) => link.from === unit || link.to === unit),
        links: () => links,
        add
      },
      defaultCorrespondenceOptions
    )
    return links.slice(existing.length).map((link) => `${link.from.id} -> ${link.to.id} (${link.kind})`)
  }
  const content = ['2001/9/a -> 2002/9/A', '2001/9/b -> 2002/9/B', '2001/9/fn1 -> 2002/9/fn1']

  test('leftovers pair up with each other before an orphan reaches for a taken partner', () => {
    // fn2's best partner is the taken fn1; among the leftovers it is fn2, above minMutual (0.1).
    expect(adopt(content, {'2001/9/fn2 -> 2002/9/fn1': 0.3, '2001/9/fn2 -> 2002/9/fn2': 0.12})).toEqual(['2001/9/fn2 -> 2002/9/fn2 (home)'])
  })

  test('leftovers pair only with their own kind and above minMutual', () => {
    expect(adopt(content, {'2001/9/fn2 -> 2002/9/fn2': 0.09, '2001/9/c -> 2002/9/fn2': 0.15})).toEqual([])
  })

  test('the same label is no evidence for leftovers: their words must reach minMutual without it', () => {
    // fn2 -> fn2 scores 0.14 with the label bonus, 0.09 by its words: a struck-out footnote and a new one.
    expect(adopt(content, {'2001/9/fn2 -> 2002/9/fn2': 0.09})).toEqual([])
    expect(adopt(content, {'2001/9/fn2 -> 2002/9/fn2': 0.1})).toEqual(['2001/9/fn2 -> 2002/9/fn2 (home)'])
  })

  test('an orphan takes its best partner in the matched article at minOrphan (0.2), weaker than minLink', () => {
    expect(adopt([...content, '2001/9/fn2 -> 2002/9/fn2'], {'2001/9/c -> 2002/9/B': 0.21, '2001/9/c -> 2002/9/A': 0.2})).toEqual(['2001/9/c -> 2002/9/B (home)'])
    expect(adopt([...content, '2001/9/fn2 -> 2002/9/fn2'], {'2001/9/c -> 2002/9/B': 0.19})).toEqual([])
  })
})

describe('pairs that skip an edition', () => {
  const article1 = ['Artikel 1 Passen voor de beurt', '', '1. Een speler die voor zijn beurt past, moet als straf verder passen.', '', '2. Indien de overtreder de pas herstelt, wordt het bieden voortgezet zonder straf.', ''].join('\n')
  const article2 = ['Artikel 2 Bieding na de afsluitende pas', '', 'Een bieding na de afsluitende pas wordt geannuleerd en er is geen straf.', ''].join('\n')
  const corpus = parseSources({
    'laws/2001/H1.md': `Sjabloon:2001:H1\n\n${article1}\n${article2}`,
    'laws/2002/H1.md': `Sjabloon:2002:H1\n\n${article1}`,
    'laws/2003/H1.md': `Sjabloon:2003:H1\n\n${article1}\n${article2}`
  })
  const pipeline = align(corpus, new VFile({path: 'laws/concordance.txt', value: ''}))

  test('leave out the articles that continue in the edition between: their text did not move to another article', () => {
    // Artikel 2 is missing from 2002, so 2001 → 2003 is compared for it; artikel 1 goes through 2002.
    expect(pipeline.lineages.map((lineage) => lineage.articles.map((article) => article.id).join(' → '))).toEqual(['2001/1 → 2002/1 → 2003/1', '2001/2 → 2003/2'])
    expect(pipeline.correspondenceOf('2001', '2003').links.map((link) => `${link.from.id} -> ${link.to.id} (${link.kind})`)).toEqual(['2001/2/p1 -> 2003/2/p1 (home)'])
  })
})
