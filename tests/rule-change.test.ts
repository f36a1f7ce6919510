// A changed rule is named as such: where the rule words (laws/corpus.json, `language.ruleWords`),
// numbers or references of two texts are not the same, the pair is `amended` and quotes the
// clauses; where they are kept, it is `reworded`.
import {describe, expect, test} from 'vitest'
import {runPipeline} from '../src/pipeline.ts'
import {foldWord} from '../src/diff/rule-change.ts'
import {lawsDir, root} from './helpers/corpus.ts'
import {languageWords, phrasePattern} from '../src/language.ts'
import {readCorpusConfig} from '../src/corpus-config.ts'

const pipeline = runPipeline(lawsDir, {cwd: root})
const pairOf = (from: string, to: string) => {
  const lineage = pipeline.lineages.find((candidate) => candidate.articles.some((article) => from.startsWith(`${article.id}/`)))!
  const link = lineage.links.find((candidate) => from.startsWith(`${candidate.from.id}/`))!
  return pipeline.compare(lineage, link.from, link.to).pairs.find((pair) => pair.from.includes(from) && pair.to.includes(to))!
}

describe('a rule that changed', () => {
  test('1987 → 1997 art. 25 B 2 (b) (2): the penalty on the partner lapsed, a score limit is new', () => {
    const pair = pairOf('1987/25/B/2/b/2', '1997/25/B/2/b/2')
    expect(pair.status).toBe('amended')
    expect(pair.ruleChange).toEqual({
      lapsed: ['in welk geval (strafbepaling) zijn partner verder moet passen', 'zie artikel 23 A ingeval de pas de niet overtredende partij benadeelt'],
      added: ['maar de partner van de overtreder mag zijn biedingen niet baseren op informatie van de ingetrokken biedingen', 'de overtredende partij kan voor dit spel geen hogere score dan gemiddelde-min krijgen']
    })
    expect(pair.explanation).toBe(
      'Onderdeel B 2 (b) (2) is inhoudelijk gewijzigd (57% van de woorden gewijzigd). Geschrapt: „in welk geval (strafbepaling) zijn partner verder moet passen” en „zie artikel 23 A ingeval de pas de niet overtredende partij benadeelt”. Nieuw: „maar de partner van de overtreder mag zijn biedingen niet baseren op informatie van de ingetrokken biedingen” en „de overtredende partij kan voor dit spel geen hogere score dan gemiddelde-min krijgen”. De titel is nu „Een andere bieding doen”.'
    )
  })

  test('a reference that now names another provision is a changed rule, quoted where it stands', () => {
    const pair = pairOf('1987/25/B/2/b/1', '1997/25/B/2/b/1')
    expect([pair.status, pair.ruleChange]).toEqual(['amended', {lapsed: ['zie artikel 23 A ingeval de pas de niet overtredende partij benadeelt'], added: ['zie artikel 23 ingeval de pas de niet-overtredende partij benadeelt']}])
  })

  test('other words with every rule word kept is a rewording, and says so', () => {
    const pair = pairOf('1987/25/A', '1997/25/A')
    expect([pair.status, pair.ruleChange, pair.explanation]).toEqual(['reworded', null, 'Lid A is anders geformuleerd (12% van de woorden gewijzigd).'])
  })

  test('every rewording of the corpus keeps its rule words, and every amended pair quotes what changed', () => {
    const pairs = pipeline.lineages.flatMap((lineage) => lineage.links.flatMap((link) => pipeline.compare(lineage, link.from, link.to).pairs))
    expect(pairs.filter((pair) => pair.status === 'reworded' && pair.ruleChange !== null).map((pair) => pair.from.join('+'))).toEqual([])
    expect(pairs.filter((pair) => pair.status === 'amended' && (pair.ruleChange === null || pair.ruleChange.lapsed.length + pair.ruleChange.added.length === 0)).map((pair) => pair.from.join('+'))).toEqual([])
    expect(pairs.filter((pair) => pair.status === 'amended').length).toBeGreaterThan(0)
  })
})

describe('rule words and pointer phrases come from laws/corpus.json', () => {
  test('words compare without case and accents, hyphens part words', () => {
    expect(['Alléén', 'MOET', 'niet'].map(foldWord)).toEqual(['alleen', 'moet', 'niet'])
  })

  test('a phrase matches whole words in any case; a /pattern/ as written', () => {
    expect(['Artikel 26 is van toepassing', 'vantoepassing', 'Van  Toepassing.'].map((text) => phrasePattern('van toepassing').test(text))).toEqual([true, false, true])
    expect(['(zie artikel 23)', 'men zie artikel 23'].map((text) => phrasePattern('/^\\(?zie\\b/').test(text))).toEqual([true, false])
  })

  test('the corpus declares its rule words by kind', () => {
    const {config} = readCorpusConfig(lawsDir, {cwd: root})
    expect(Object.keys(languageWords(config!).ruleWords)).toEqual(['modal', 'negation', 'penalty', 'condition', 'number'])
  })
})
