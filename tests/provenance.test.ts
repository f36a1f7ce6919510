// Every published link says where it comes from: the aligner, or a line of laws/concordance.txt
// that confirms it or sets it; and whether it is doubtful. Checked on the real corpus.
import {describe, expect, test} from 'vitest'
import {editionPairs} from '../src/align/edition-pairs.ts'
import {comparisonJson} from '../src/diff/compare.ts'
import {runPipeline} from '../src/pipeline.ts'
import {lawsDir, root} from './helpers/corpus.ts'

const pipeline = runPipeline(lawsDir, {cwd: root})
const links = editionPairs(pipeline.lineages).flatMap((pair) =>
  comparisonJson(pair, pipeline.compare, pipeline.correspondenceOf(pair.from, pair.to)).articles.flatMap((article) => article.pairs.flatMap((found) => found.links.map((link) => ({...link, status: found.status}))))
)

describe('link provenance on the real corpus', () => {
  test('a link that exists only because the concordance sets it is published as imposed, with its line and the editors’ note', () => {
    const imposed = links.filter((link) => link.provenance === 'imposed')
    expect(imposed.every((link) => link.line !== null && link.note !== null)).toBe(true)
    expect(imposed.find((link) => link.from === '1975/31/c/1')).toMatchObject({
      to: '1987/31/B',
      provenance: 'imposed',
      note: 'voorspeelstraffen, nu via artikel 26 (twijfelachtig, zie gold)',
      doubt: 'de redactie twijfelt aan deze koppeling',
      status: 'replaced'
    })
  })

  test('a computed link has no line or note, and is doubtful only when it rests on little shared text', () => {
    const computed = links.filter((link) => link.provenance === 'computed')
    expect(computed.every((link) => link.line === null && link.note === null)).toBe(true)
    expect(computed.filter((link) => link.doubt !== null).every((link) => link.score < 0.25)).toBe(true)
  })

  test('the provisions the 1987 edition replaced by a pointer to artikel 26 are published as replaced, not merged', () => {
    // 1975 art. 32 a 2 stays in the regrouping of the aanhef: the editors doubt it, and the new aanhef is more than the pointer.
    const replaced = [...new Set(links.filter((link) => link.status === 'replaced').map((link) => `${link.from} → ${link.to}`))]
    expect(replaced).toEqual([
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
