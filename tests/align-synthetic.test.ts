// The aligner against synthetic editions with a known edit script (renumber, swap, move, reword,
// insert, delete for articles; reword, relabel, split, merge, insert, delete, move for provisions).
// Precision and recall over all cases must both reach 0.95; failing cases print their script.
import {describe, expect, test} from 'vitest'
import {matchArticles} from '../src/align/articles.ts'
import {alignProvisions, units} from '../src/align/provisions.ts'
import {articlesOf} from '../src/corpus.ts'
import {realCorpus} from './helpers/corpus.ts'
import {articleCase, provisionCase} from './helpers/synthetic.ts'

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

  test(`provisions: precision and recall >= 0.95 over ${cases} generated article pairs`, () => {
    let hits = 0
    let truthCount = 0
    let predictedCount = 0
    const failures: string[] = []
    for (let seed = 1; seed <= cases; seed++) {
      const generated = provisionCase(seed, pool)
      const ids = new Map<object, string>()
      const key = (object: object, side: string) => {
        if (!ids.has(object)) ids.set(object, `${side}${ids.size}`)
        return ids.get(object)!
      }
      const truth = new Set(generated.truth.map(([from, to]) => `${key(from, 'a')}>${key(to, 'b')}`))
      const pairs = alignProvisions(units(generated.before), units(generated.after))
      const predicted = new Set(
        pairs.flatMap((pair) => pair.from.flatMap((from) => pair.to.map((to) => `${key(from.provision, 'a')}>${key(to.provision, 'b')}`)))
      )
      const result = score(truth, predicted)
      hits += result.hits
      truthCount += result.truth
      predictedCount += result.predicted
      if (result.hits !== result.truth || result.hits !== result.predicted) {
        failures.push(`seed ${seed} (${generated.before.id}): ${generated.script.join('; ')} | got ${pairs.filter((pair) => pair.status !== 'unchanged').map((pair) => `${pair.status} ${pair.from.map((unit) => unit.path).join('+')}→${pair.to.map((unit) => unit.path).join('+')}`).join(', ')}`)
      }
    }
    const precision = hits / predictedCount
    const recall = hits / truthCount
    console.log(`provisions: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} over ${cases} cases (${truthCount} true pairs)`)
    expect({precision: precision >= 0.95, recall: recall >= 0.95}, failures.slice(0, 20).join('\n')).toEqual({precision: true, recall: true})
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
    const kinds = ['article renumber', 'article swap', 'article move', 'article reword', 'article insert', 'article delete', 'provision reword', 'provision relabel', 'provision split', 'provision merge', 'provision insert', 'provision delete', 'provision move']
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
      const statuses = alignProvisions(units(generated.before), units(generated.after)).map((pair) => pair.status)
      if (statuses.includes(kinds.has('split') ? 'split' : 'merged')) found++
    }
    expect(expected).toBeGreaterThanOrEqual(20)
    expect(found / expected).toBeGreaterThanOrEqual(0.9)
  })
})
