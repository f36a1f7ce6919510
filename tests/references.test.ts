// Cross-references as found in a text (`findReferences`), resolved against an edition
// (`resolveReferences`), and turned around into backlinks (`backlinks`).
import {describe, expect, test} from 'vitest'
import {articlesOf} from '../src/corpus.ts'
import {backlinks} from '../src/export/backlinks.ts'
import {findReferences} from '../src/parse/references.ts'
import {parseSources, realCorpus} from './helpers/corpus.ts'

const found = (text: string) => findReferences(text, {field: 'text', edition: '1987', article: '31'}).map(({text, offset, scope, path, target}) => ({text, offset, scope, path, target}))

describe('findReferences inside the citing article', () => {
  test('lid A', () => {
    expect(found('Als een bieding wordt vervangen en lid A niet van toepassing is:')).toEqual([{text: 'lid A', offset: 35, scope: 'near', path: ['A'], target: '1987/31/A'}])
  })

  test('onderdeel A2b van dit artikel', () => {
    expect(found('(in welk geval onderdeel A2b van dit artikel van toepassing is)')).toEqual([{text: 'onderdeel A2b van dit artikel', offset: 15, scope: 'article', path: ['A', '2', 'b'], target: '1987/31/A/2/b'}])
  })

  test('B. hieronder and lid C hierboven', () => {
    expect(found('wordt geannuleerd (zie echter B. hieronder) en')).toEqual([{text: 'B. hieronder', offset: 30, scope: 'near', path: ['B'], target: '1987/31/B'}])
    expect(found('zoals in lid C hierboven.')).toEqual([{text: 'lid C hierboven', offset: 9, scope: 'near', path: ['C'], target: '1987/31/C'}])
  })

  test('onder 3, onder a 2 van dit artikel, onder punt B. van dit artikel', () => {
    expect(found('strafbepalingen van toepassing zijn (zie verder onder 3).')).toEqual([{text: 'onder 3', offset: 48, scope: 'near', path: ['3'], target: '1987/31/3'}])
    expect(found('is de regeling onder a 2 van dit artikel van toepassing.')).toEqual([{text: 'onder a 2 van dit artikel', offset: 15, scope: 'article', path: ['a', '2'], target: '1987/31/a/2'}])
    expect(found('volgens de bepalingen onder punt B. van dit artikel toegevoegd')).toEqual([{text: 'onder punt B. van dit artikel', offset: 22, scope: 'article', path: ['B'], target: '1987/31/B'}])
  })

  test('next to references to other articles, each once', () => {
    expect(found('zie artikel 23 A en lid B; de artikelen 30, 31 of 32')).toEqual([
      {text: 'artikel 23 A', offset: 4, scope: 'edition', path: ['A'], target: '1987/23/A'},
      {text: 'lid B', offset: 20, scope: 'near', path: ['B'], target: '1987/31/B'},
      {text: '30', offset: 40, scope: 'edition', path: [], target: '1987/30'},
      {text: '31', offset: 44, scope: 'edition', path: [], target: '1987/31'},
      {text: '32', offset: 50, scope: 'edition', path: [], target: '1987/32'}
    ])
  })

  test('not in ordinary text, nor for a lid of another article', () => {
    for (const text of [
      'Een lid van de commissie beslist.',
      'Het lid A van artikel 23 is van toepassing.',
      'zie artikel 27, lid B',
      'Dit geldt onder andere voor de leider.',
      'onder 3 voorwaarden mag hij passen',
      'Onder de kaarten ligt een A.',
      'De overtreder mag, naar dit artikel, niets.',
      'Hieronder volgt de regeling. A. Hieronder staat niets.',
      'een onderdeel van het spel',
      'speler A hieronderschrijft',
      'zie artikel 23 A hieronder'
    ]) {
      expect(
        found(text).filter((ref) => ref.scope !== 'edition'),
        text
      ).toEqual([])
    }
  })
})

describe('resolveReferences inside the citing article', () => {
  const text = [
    'Sjabloon:1987:TEST',
    '',
    'Artikel 14 Incomplete hand',
    '',
    'A. Voor het spelen',
    '',
    'Zie B. hieronder; het bepaalde onder punt B. van dit artikel geldt niet als lid Z van toepassing is.',
    '',
    'B. Tijdens het spelen',
    '',
    '1. Kaart wordt gevonden',
    '',
    '(a) Tussen de gespeelde kaarten, zie lid A.',
    '',
    '(b) Elders (zie verder onder 2).',
    '',
    '2. Mogelijke straffen ¹⁾',
    '',
    'Zie onder 1, en onderdeel B1a van dit artikel.',
    '',
    '---',
    '',
    '1) Zie artikel 13 en lid A.',
    ''
  ].join('\n')

  test('near: the nearest level whose parts have the first label; of this article: from its top', () => {
    const corpus = parseSources({'laws/1987/TEST.md': text})
    const article = articlesOf(corpus.editions[0]!)[0]!
    const refs = (id: string) => {
      const find = (list: typeof article.children): (typeof article.children)[number] | undefined => list.map((p) => (p.id === id ? p : find(p.children))).find(Boolean)
      return find(article.children)!.refs.map((ref) => [ref.text, ref.target, ref.resolved])
    }
    expect(refs('1987/14/A')).toEqual([
      ['B. hieronder', '1987/14/B', '1987/14/B'],
      ['onder punt B. van dit artikel', '1987/14/B', '1987/14/B'],
      ['lid Z', '1987/14/Z', '1987/14']
    ])
    expect(refs('1987/14/B/1/a')).toEqual([['lid A', '1987/14/A', '1987/14/A']])
    expect(refs('1987/14/B/1/b')).toEqual([['onder 2', '1987/14/B/2', '1987/14/B/2']])
    expect(refs('1987/14/B/2')).toEqual([
      ['onder 1', '1987/14/B/1', '1987/14/B/1'],
      ['onderdeel B1a van dit artikel', '1987/14/B/1/a', '1987/14/B/1/a']
    ])
    expect(article.footnotes[0]!.refs.map((ref) => [ref.text, ref.offset, ref.target, ref.resolved])).toEqual([
      ['artikel 13', 4, '1987/13', null],
      ['lid A', 18, '1987/14/A', '1987/14/A']
    ])
    // A lid the article lacks is linked to the article and reported.
    expect(corpus.files[0]!.messages.map((message) => `${message.ruleId} ${message.reason}`)).toEqual(['reference-target-missing Unexpected reference `lid Z` to lid Z in artikel 14, expected a lid that exists; linked to 1987/14'])
  })

  test('backlinks: per target, the citing units in reading order, each once, never the unit itself', () => {
    const corpus = parseSources({'laws/1987/TEST.md': text, 'laws/1987/TEST2.md': 'Sjabloon:1987:TEST2\n\nArtikel 15 Verkeerd bord\n\nZie artikel 14 B en artikel 14 B, en artikel 14.\n'})
    const inbound = backlinks(articlesOf(corpus.editions[0]!))
    expect(Object.fromEntries(inbound)).toEqual({
      '1987/14': [
        {from: '1987/14/A', label: 'A', article: '14'},
        {from: '1987/15/p1', label: 'eerste alinea', article: '15'}
      ],
      '1987/14/B': [
        {from: '1987/14/A', label: 'A', article: '14'},
        {from: '1987/15/p1', label: 'eerste alinea', article: '15'}
      ],
      '1987/14/A': [
        {from: '1987/14/B/1/a', label: 'B 1 (a)', article: '14'},
        {from: '1987/14/fn1', label: 'voetnoot 1', article: '14'}
      ],
      '1987/14/B/2': [{from: '1987/14/B/1/b', label: 'B 1 (b)', article: '14'}],
      '1987/14/B/1': [{from: '1987/14/B/2', label: 'B 2', article: '14'}],
      '1987/14/B/1/a': [{from: '1987/14/B/2', label: 'B 2', article: '14'}]
    })
  })
})

describe('references to an article with a suffix', () => {
  test('artikel 12a is article 12a where the edition has it; otherwise a letter is a lid', () => {
    const corpus = parseSources({
      'laws/1987/TEST.md': [
        'Sjabloon:1987:TEST',
        '',
        'Artikel 12 Kaart te veel',
        '',
        'A. Ontdekt voor het spelen.',
        '',
        'Artikel 12a Kaart te weinig',
        '',
        'A. Ontdekt tijdens het spelen.',
        '',
        'B. Ontdekt na het spelen.',
        '',
        'Artikel 13 Verwijzingen',
        '',
        'Zie artikel 12a, artikel 12a B, artikel 12 A, artikel 12 B, artikel 13b, artikel 14a en artikel 12 a.',
        ''
      ].join('\n')
    })
    const citing = articlesOf(corpus.editions[0]!).find((article) => article.number === '13')!
    expect(citing.children[0]!.refs.map((ref) => [ref.text, ref.target, ref.resolved])).toEqual([
      // Written against the number: the article of that number.
      ['artikel 12a', '1987/12a', '1987/12a'],
      ['artikel 12a B', '1987/12a/B', '1987/12a/B'],
      // Apart: lid A of 12, which 12 has; lid B, which 12 lacks and no article 12b: 12 itself.
      ['artikel 12 A', '1987/12/A', '1987/12/A'],
      ['artikel 12 B', '1987/12/B', '1987/12'],
      // No article 13b: lid b of 13, which it lacks (the article itself); no 14 at all.
      ['artikel 13b', '1987/13/b', '1987/13'],
      ['artikel 14a', '1987/14/a', null],
      // Apart: a lid of 12 first, also one printed in the other case (lid A).
      ['artikel 12 a', '1987/12/a', '1987/12/A']
    ])
  })
})

describe('the real corpus', () => {
  test('the 13 references inside an article or in a footnote', () => {
    const lines: string[] = []
    for (const edition of realCorpus().editions) {
      for (const article of articlesOf(edition)) {
        const visit = (provision: (typeof article.children)[number]) => {
          for (const ref of provision.refs) if (ref.scope !== 'edition') lines.push(`${provision.id} ${ref.text} → ${ref.resolved}`)
          provision.children.forEach(visit)
        }
        article.children.forEach(visit)
        for (const footnote of article.footnotes) for (const ref of footnote.refs) lines.push(`${article.id}/fn${footnote.number} ${ref.text} → ${ref.resolved}`)
      }
    }
    expect(lines).toEqual([
      '1975/30/fn1 artikel 25 → null',
      '1975/31/d/2 onder a 2 van dit artikel → 1975/31/a/2',
      '1975/31/fn1 artikel 25 → null',
      '1987/13/fn2 artikel 14 → 1987/14',
      '1987/14/B/1/b onder 3 → 1987/14/B/3',
      '1987/14/B/2 onder 3 → 1987/14/B/3',
      '1987/14/B/3 onder punt B. van dit artikel → 1987/14/B',
      '1987/25/B lid A → 1987/25/A',
      '1987/29/A B. hieronder → 1987/29/B',
      '1987/31/A onderdeel A2b van dit artikel → 1987/31/A/2/b',
      '1987/31/fn2 artikel 25 → 1987/25',
      '1997/25/B lid A → 1997/25/A',
      '1997/25/fn1 artikel 27 → null'
    ])
  })
})
