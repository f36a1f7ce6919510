// The rule verdict on synthetic corpora: a provision of the real corpus put in an older and a newer
// edition of one article, the newer with its sentences reordered, or a word replaced by one the
// corpus declares equivalent, is never "inhoudelijk gewijzigd"; with a sentence deleted, that
// sentence is to be quoted whole as lapsed (or as the older side of a changed clause).
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {buildCorpus} from '../src/corpus.ts'
import {align} from '../src/pipeline.ts'
import type {Provision} from '../src/types.ts'
import {articlesOf} from '../src/walk.ts'
import {config, realCorpus} from './helpers/corpus.ts'

/** Provision texts of the real corpus of two to four sentences, each sentence long enough to state a rule. */
const texts = realCorpus()
  .editions.flatMap((edition) => articlesOf(edition))
  .flatMap((article) => article.children)
  .flatMap(function collect(provision: Provision): string[] {
    return [...(provision.text === null || provision.text.includes('\n') ? [] : [provision.text]), ...provision.children.flatMap(collect)]
  })
  .filter((text) => {
    const count = sentencesOf(text).length
    return count >= 2 && count <= 4 && sentencesOf(text).every((sentence) => sentence.split(' ').length >= 6) && !/[()]/.test(text)
  })

function sentencesOf(text: string): string[] {
  return text.match(/[^.!?]+[.!?]/g)?.map((sentence) => sentence.trim()) ?? []
}

/** The one article in 1987 and 1997, its lid A holding `older` and `newer`; the comparison of that lid. */
function comparedLid(older: string, newer: string) {
  const page = (edition: string, text: string) => new VFile({path: `laws/${edition}/HV9.md`, value: `Sjabloon:${edition}:HV9\n\nArtikel 50 Proefartikel\n\nA. ${text}\n`})
  const pipeline = align(buildCorpus([page('1987', older), page('1997', newer)], config), new VFile({path: 'laws/concordance.txt', value: ''}))
  const lineage = pipeline.lineages.find((candidate) => candidate.articles.some((article) => article.id === '1987/50'))!
  const link = lineage.links.find((candidate) => candidate.from.id === '1987/50')!
  return pipeline.compare(lineage, link.from, link.to).pairs.find((pair) => pair.from.includes('1987/50/A'))!
}

// Equivalents the corpus declares, both ways, by whole word.
const equivalents = (config.equivalents ?? []).flatMap((group) => group.flatMap((word) => group.filter((other) => other !== word).map((other) => [word, other] as const)))

describe('rule verdicts on synthetic corpora', () => {
  test(`the corpus offers provisions to vary (${texts.length})`, () => {
    expect(texts.length).toBeGreaterThan(10)
  })

  test('sentences reordered are never a changed rule', () => {
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.integer({min: 1, max: 3}), (text, shift) => {
        const sentences = sentencesOf(text)
        const k = shift % sentences.length || 1
        const reordered = [...sentences.slice(k), ...sentences.slice(0, k)].join(' ')
        const pair = comparedLid(sentences.join(' '), reordered)
        expect(pair.status, `${text}\n→ ${reordered}\n${pair.explanation}`).not.toBe('amended')
      }),
      {numRuns: 12, seed: 42}
    )
  })

  test('a word replaced by a declared equivalent is never a changed rule', () => {
    const withEquivalent = texts.flatMap((text) => equivalents.filter(([word]) => new RegExp(`\\b${word}\\b`).test(text)).map(([word, other]) => ({text, word, other})))
    expect(withEquivalent.length).toBeGreaterThan(0)
    fc.assert(
      fc.property(fc.constantFrom(...withEquivalent), ({text, word, other}) => {
        const pair = comparedLid(text, text.replace(new RegExp(`\\b${word}\\b`), other))
        expect(pair.status, `${word} → ${other}: ${pair.explanation}`).not.toBe('amended')
      }),
      {numRuns: 12, seed: 7}
    )
  })

  // Known defect (issue 42, open): a deleted sentence made of a main clause and subordinate clauses
  // is read clause by clause, and its main clause may find a weak counterpart in another sentence
  // (1975 art. 30: "Een bieding voor de beurt wordt geannuleerd, tenzij …, waardoor …" deleted is
  // quoted as "Vervallen: „tenzij …”" with the rest in doubt). `fails` keeps the counterexample
  // running: once deleted sentences are quoted whole, this turns red and becomes `test`.
  test.fails('a sentence deleted is a changed rule, and the sentence is quoted whole', () => {
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.nat(), (text, pick) => {
        const sentences = sentencesOf(text)
        const gone = pick % sentences.length
        const pair = comparedLid(sentences.join(' '), sentences.filter((_, index) => index !== gone).join(' '))
        const deleted = sentences[gone]!.replace(/[.!?]$/, '')
        expect(pair.status, `${deleted}\n${pair.explanation}`).toBe('amended')
        // Quoted whole: among the lapsed clauses, or as the older side of a changed one, never a run of words out of it.
        const quoted = [...pair.ruleChange!.lapsed, ...pair.ruleChange!.changed.map((clause) => clause.was)].join(' ')
        expect(quoted.replace(/[.;:,]/g, ''), pair.explanation).toContain(deleted.replace(/[.;:,]/g, ''))
      }),
      {numRuns: 12, seed: 11}
    )
  })
})
