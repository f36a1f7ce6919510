// Every published link says where it comes from: the aligner, or a line of laws/concordance.txt
// that confirms it or sets it; and whether it is doubtful. Checked on the real corpus.
import {describe, expect, test} from 'vitest'
import {editionPairs} from '../src/align/edition-pairs.ts'
import {comparisonJson} from '../src/export/comparison-json.ts'
import {runPipeline} from '../src/pipeline.ts'
import {lawsDir, root} from './helpers/corpus.ts'

const pipeline = runPipeline(lawsDir, {cwd: root})
const links = editionPairs(pipeline.lineages).flatMap((pair) => comparisonJson(pair, pipeline).articles.flatMap((article) => article.pairs.flatMap((found) => found.links.map((link) => ({...link, status: found.status})))))

describe('link provenance on the real corpus', () => {
  test('a link that exists only because the concordance sets it is published as imposed, with its line and the editors’ note', () => {
    const imposed = links.filter((link) => link.provenance === 'imposed')
    expect(imposed.every((link) => link.line !== null && link.note !== null)).toBe(true)
    expect(imposed.find((link) => link.from === '1975/31/c/1')).toMatchObject({
      to: '1987/31/B',
      provenance: 'imposed',
      note: 'voorspeelstraffen, nu via artikel 26 (twijfelachtig, zie gold)',
      doubt: 'de redactie twijfelt aan deze koppeling: voorspeelstraffen, nu via artikel 26',
      status: 'replaced'
    })
  })

  test('a computed link has no line or note, and is doubtful only when it rests on little shared text', () => {
    const computed = links.filter((link) => link.provenance === 'computed')
    expect(computed.every((link) => link.line === null && link.note === null)).toBe(true)
    expect(computed.filter((link) => link.doubt !== null).every((link) => link.score < 0.25 && link.basis === 'text')).toBe(true)
    expect(computed.filter((link) => link.doubt !== null).map((link) => `${link.from} → ${link.to}`)).toEqual(['1975/34/p1 → 1987/35/p1'])
  })

  test('a link whose texts a reader sees are nearly the same is not doubted for a low score', () => {
    // "Een bieding, die wordt gedaan nadat het bieden is gesloten, wordt geannuleerd en:" →
    // "Een bieding na de afsluitende pas wordt geannuleerd en:": rare words weigh, common ones hardly.
    expect(links.find((link) => link.from === '1982/39/li1')).toMatchObject({to: '1987/39/p1', fromName: 'de eerste alinea', toName: 'de aanhef', score: 0.219, provenance: 'computed', basis: 'text', doubt: null})
  })

  test('each link names its ends as the explanations do, with the article for a link across articles', () => {
    const named = links.map((link) => [link.from, link.to, link.fromName, link.toName])
    expect(named).toContainEqual(['1975/31/a/2', '1987/31/A/2/a', 'onderdeel a 2', 'onderdeel A 2 (a)'])
    expect(named).toContainEqual(['1975/28/p1', '1987/28/A', 'de aanhef', 'lid A'])
    expect(named).toContainEqual(['1975/31/fn2', '1987/31/fn1', 'voetnoot 2', 'voetnoot 1'])
    expect(named).toContainEqual(['1982/36/li2', '1987/35/p1', 'de tweede alinea van artikel 36', 'de aanhef van artikel 35'])
  })

  test('links the article’s structure or a reference made, not the words, say so', () => {
    const made = (basis: string) => [...new Set(links.filter((link) => link.basis === basis).map((link) => `${link.from} → ${link.to}`))]
    // Rule 4: an older stem follows its lids; a newer stem over lids gathered from other articles; rule 5: an introduction follows its sub-items.
    expect(made('structure')).toEqual(['1975/31/a/2 → 1987/31/A/2', '1975/28/p1 → 1987/28/A', '1975/28/p1 → 1987/28/B', '1982/36/li2 → 1987/35/p1', '1982/39/li2 → 1987/35/p1', '1982/38/li2 → 1987/35/p1', '1982/37/li2 → 1987/35/p1'])
    // Rule 3: a new pointer; rule 6: applied by reference; rule 7: a reference that changed places.
    expect(made('reference')).toEqual(['1975/32/b/2 → 1987/32/p1', '1975/31/d/2 → 1987/31/A/2/a', '1975/31/d/2 → 1987/31/A/2/b', '1982/36/li2 → 1987/35/A', '1982/39/li2 → 1987/35/D', '1982/38/li2 → 1987/35/C'])
    // Only a link the editors alone set has no basis.
    expect(links.every((link) => (link.basis === null) === (link.provenance === 'imposed'))).toBe(true)
  })

  test('the provisions the 1987 edition replaced by a pointer to artikel 26 are published as replaced, not merged', () => {
    // 1975 art. 32 a 2 too: no words tie it to the new aanhef, where it survives only as the pointer to artikel 26 B (tests/gold/provisions.txt).
    const replaced = [...new Set(links.filter((link) => link.status === 'replaced').map((link) => `${link.from} → ${link.to}`))]
    expect(replaced).toEqual([
      '1975/32/a/2 → 1987/32/p1',
      '1975/31/c/1 → 1987/31/B',
      '1975/31/c/2 → 1987/31/B',
      '1982/39/b/1 → 1987/39/B',
      '1982/39/b/2 → 1987/39/B',
      '1982/38/a → 1987/38/p1',
      '1982/38/b → 1987/38/p1',
      '1982/37/a → 1987/37/p1',
      '1982/37/b → 1987/37/p1'
    ])
  })
})
