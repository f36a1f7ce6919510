// The aligner against synthetic editions with a known edit script (renumber, swap, move, reword,
// insert, delete for articles; reword, relabel, split, merge, insert, delete, move for provisions).
// Precision and recall over all cases must both reach 0.95; failing cases print their script.
import {describe, expect, test} from 'vitest'
import {matchArticles} from '../src/align/articles.ts'
import {correspond} from '../src/align/correspondence.ts'
import {articleGroups} from '../src/align/groups.ts'
import {editionPairCase, syntheticQuality} from '../support/provision-quality.ts'
import {articlesOf} from '../src/corpus.ts'
import {realCorpus} from './helpers/corpus.ts'
import {articleCase, provisionCase} from '../support/synthetic.ts'

const cases = 250
const pool = realCorpus().editions.flatMap(articlesOf)

function score(truth: Set<string>, predicted: Set<string>) {
  let hits = 0
  for (const pair of predicted) if (truth.has(pair)) hits++
  return {hits, truth: truth.size, predicted: predicted.size}
}

describe('alignment recovers synthetic edit scripts', () => {
  test(`articles: precision and recall >= 0.95 over ${cases} generated edition pairs`, () => {
    let hits = 0
    let truthCount = 0
    let predictedCount = 0
    const failures: string[] = []
    for (let seed = 1; seed <= cases; seed++) {
      const generated = articleCase(seed, pool)
      const {links} = matchArticles([generated.before, generated.after])
      const truth = new Set([...generated.truth].map(([from, to]) => `${from.id}>${to.id}`))
      const predicted = new Set(links.map((link) => `${link.from.id}>${link.to.id}`))
      const result = score(truth, predicted)
      hits += result.hits
      truthCount += result.truth
      predictedCount += result.predicted
      if (result.hits !== result.truth || result.hits !== result.predicted) {
        failures.push(`seed ${seed}: ${generated.script.join('; ')} | missed ${[...truth].filter((pair) => !predicted.has(pair)).join(' ')} | wrong ${[...predicted].filter((pair) => !truth.has(pair)).join(' ')}`)
      }
    }
    const precision = hits / predictedCount
    const recall = hits / truthCount
    console.log(`articles: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} over ${cases} cases (${truthCount} true links)`)
    expect({precision: precision >= 0.95, recall: recall >= 0.95}, failures.slice(0, 20).join('\n')).toEqual({precision: true, recall: true})
  })

  test(`provisions: precision and recall >= 0.95 over ${cases} generated edition pairs, moves across articles included`, () => {
    const generated = Array.from({length: cases}, (_, seed) => editionPairCase(seed + 1, pool))
    const quality = syntheticQuality(generated)
    console.log(`provisions: precision ${quality.precision.toFixed(3)}, recall ${quality.recall.toFixed(3)} over ${cases} cases (${quality.truth} true pairs; moves across articles ${quality.moves.found}/${quality.moves.truth})`)
    expect({precision: quality.precision >= 0.95, recall: quality.recall >= 0.95, moves: quality.moves.found / quality.moves.truth >= 0.85}).toEqual({precision: true, recall: true, moves: true})
    // Every case moved a provision to another article.
    expect(generated.filter((generatedCase) => generatedCase.moved === null).length).toBeLessThan(cases / 10)
  })
})

describe('the synthetic generator', () => {
  test('exercises every edit kind many times over the seeds', () => {
    const counts = new Map<string, number>()
    for (let seed = 1; seed <= cases; seed++) {
      for (const step of [...articleCase(seed, pool).script.map((s) => `article ${s}`), ...provisionCase(seed, pool).script.map((s) => `provision ${s}`)]) {
        const kind = step.split(' ').slice(0, 2).join(' ')
        counts.set(kind, (counts.get(kind) ?? 0) + 1)
      }
    }
    const kinds = [
      'article renumber',
      'article swap',
      'article move',
      'article reword',
      'article insert',
      'article delete',
      'provision reword',
      'provision relabel',
      'provision split',
      'provision merge',
      'provision insert',
      'provision delete',
      'provision move'
    ]
    expect(kinds.filter((kind) => (counts.get(kind) ?? 0) < 15)).toEqual([])
  })

  test('split and merge edits are recognised as split and merged pairs', () => {
    let expected = 0
    let found = 0
    for (let seed = 1; seed <= cases; seed++) {
      const generated = provisionCase(seed, pool)
      const kinds = new Set(generated.script.map((step) => step.split(' ')[0]))
      if (kinds.size !== 1 || !(kinds.has('split') || kinds.has('merge'))) continue
      expected++
      const correspondence = correspond({from: [generated.before], to: [generated.after], links: [{from: generated.before, to: generated.after}]})
      const statuses = articleGroups(generated.before, generated.after, correspondence).map((group) => group.status)
      if (statuses.includes(kinds.has('split') ? 'split' : 'merged')) found++
    }
    expect(expected).toBeGreaterThanOrEqual(20)
    expect(found / expected).toBeGreaterThanOrEqual(0.9)
  })
})
