// The editors pin a part: a `part` line of laws/concordance.txt pairs words of an older provision
// with words of a newer one, and the comparison shows them as one part, set by the editors. A line
// that cannot hold is reported at its line and left out.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {align} from '../src/pipeline.ts'
import {lawsDir, realCorpus} from './helpers/corpus.ts'

const concordance = readFileSync(path.join(lawsDir, 'concordance.txt'), 'utf8')
const lines = concordance.split('\n').length

/** The real corpus aligned with the real concordance and `extra` lines after it. */
function withLines(extra: string[]) {
  const file = new VFile({path: 'laws/concordance.txt', value: `${concordance}${extra.join('\n')}\n`})
  const pipeline = align(realCorpus(), file)
  const lineage = pipeline.lineages.find((candidate) => candidate.articles.some((article) => article.id === '1987/35'))!
  const link = lineage.links.find((candidate) => candidate.to.id === '1987/35' && candidate.from.id === '1975/34')!
  const split = pipeline.compare(lineage, link.from, link.to).pairs.find((pair) => pair.from.includes('1975/34/p2'))!
  const messages = file.messages.filter((message) => (message.line ?? 0) >= lines).map((message) => `${message.line}: ${message.ruleId} ${message.reason}`)
  return {split, messages, text: (id: string) => pipeline.article(id.split('/').slice(0, 2).join('/'))!}
}

describe('a part line', () => {
  test('pairs the words it quotes into one part, set by the editors, and nothing else with them', () => {
    const {split, messages} = withLines(['part 1975/34/p2 "een bod van meer dan zeven trekken wordt als een pas behandeld" 1987/35/C "de overtreder moet zijn bod door een pas vervangen"  # bod wordt pas'])
    expect(messages).toEqual([])
    const pinned = split.parts.filter((part) => part.evidence === 'editors')
    expect(pinned.map((part) => part.lines)).toEqual([[lines]])
    // The part holds both quoted words (spans into each provision's text).
    const holds = (id: string, start: number, end: number) => pinned[0]![id.startsWith('1975') ? 'from' : 'to'].some((side) => side.id === id && side.spans.some(([from, to]) => from <= start && end <= to))
    expect([holds('1975/34/p2', 52, 118), holds('1987/35/C', 138, 188)]).toEqual([true, true])
    // Without the line the words pair otherwise: the pin is what made this part.
    expect(withLines([]).split.parts.some((part) => part.evidence === 'editors')).toBe(false)
  })

  test('that names words a provision does not hold, or provisions that are not linked, is reported at its line and not used', () => {
    const {split, messages} = withLines([
      'part 1975/34/p2 "geen van deze woorden" 1987/35/C "de overtreder moet zijn bod door een pas vervangen"',
      'part 1975/34/p1 "Een bieding van een speler" 1987/35/D "Als de ontoelaatbare bieding gedaan werd"'
    ])
    expect(messages).toEqual([
      `${lines}: concordance-unknown-article Unexpected words \`geen van deze woorden\` for 1975/34/p2, expected words its text holds as printed`,
      `${lines + 1}: concordance-not-matched Unexpected part of 1975/34/p1 → 1987/35/D, which are not linked, expected a link (a provision line can set it)`
    ])
    expect(split.parts.some((part) => part.evidence === 'editors')).toBe(false)
  })
})
