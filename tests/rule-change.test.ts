// A changed rule is named as such: where a clause changed its rule (its rule words by kind, laws/corpus.json
// `language.ruleWords`, its numbers, references, limits or alternatives), lapsed or is new, the pair is
// `amended` and quotes the clauses whole; where every clause continues, it is `reworded`.
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
  test('1987 → 1997 art. 25 B 2 (b) (2): the partner no longer passes, the bidding goes on, a score limit is new', () => {
    const pair = pairOf('1987/25/B/2/b/2', '1997/25/B/2/b/2')
    expect(pair.status).toBe('amended')
    expect(pair.explanation).toBe(
      'Onderdeel B 2 (b) (2) is inhoudelijk gewijzigd (57% van de woorden gewijzigd). Gewijzigd: was „een willekeurige andere reglementaire bieding doen, in welk geval (strafbepaling) zijn partner verder moet passen”, nu „een willekeurige andere reglementaire bieding doen, in welk geval (strafbepaling) het bieden normaal voortgaat (maar de partner van de overtreder mag zijn biedingen niet baseren op informatie van de ingetrokken biedingen)”. Vervallen: „zie artikel 23 A ingeval de pas de niet overtredende partij benadeelt”. Nieuw: „de overtredende partij kan voor dit spel geen hogere score dan gemiddelde-min krijgen”. De titel is nu „Een andere bieding doen”.'
    )
  })

  test('a reference that now names another provision is a changed rule, said as one', () => {
    const pair = pairOf('1987/25/B/2/b/1', '1997/25/B/2/b/1')
    expect([pair.status, pair.ruleChange]).toEqual(['amended', {lapsed: [], added: [], changed: [], references: [{was: 'artikel 23 A', now: 'artikel 23'}], doubts: [], editors: []}])
  })

  test('other words with every clause kept is a rewording, and says so', () => {
    const pair = pairOf('1987/26/B', '1997/26/B')
    expect([pair.status, pair.ruleChange, pair.explanation]).toEqual(['reworded', null, 'Lid B is anders geformuleerd (3% van de woorden gewijzigd).'])
  })

  test('every rewording of the corpus quotes no changed clause, and every amended pair quotes what changed', () => {
    const pairs = pipeline.lineages.flatMap((lineage) => lineage.links.flatMap((link) => pipeline.compare(lineage, link.from, link.to).pairs))
    const quotes = (change: (typeof pairs)[number]['ruleChange']) => (change ? change.lapsed.length + change.added.length + change.changed.length + change.references.length : 0)
    expect(pairs.filter((pair) => pair.status === 'reworded' && quotes(pair.ruleChange) > 0).map((pair) => pair.from.join('+'))).toEqual([])
    expect(pairs.filter((pair) => pair.status === 'amended' && quotes(pair.ruleChange) === 0).map((pair) => pair.from.join('+'))).toEqual([])
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
    expect(Object.keys(languageWords(config!).ruleWords)).toEqual(['obligation', 'permission', 'prohibition', 'negation', 'penalty', 'condition', 'time', 'number'])
  })
})
