// Curated decisions about provisions in laws/concordance.txt: their syntax and shapes, what they do
// to the links of an edition pair, and the diagnostics they give, at their line.
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {parseConcordance, parseProvisionDecisions} from '../src/align/concordance.ts'
import {runPipeline, align} from '../src/pipeline.ts'
import {lawsDir, root, realCorpus} from './helpers/corpus.ts'

const file = (value: string) => new VFile({path: 'laws/concordance.txt', value})
const messages = (concordance: VFile) => concordance.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.reason}`)

describe('provision lines of the concordance', () => {
  test('are read with their ids, joined by +, and left alone by the article reader', () => {
    const concordance = file('split 1975/30/a 1987/30/A + 1987/30/B/1  # divided\nmerge 1975/31/b+1975/31/c 1987/31/B\nforbid 1975/30/a 1987/30/B/2/a\nconfirm 1975/28 1987/28\n')
    expect(parseProvisionDecisions(concordance)).toEqual([
      {action: 'split', from: ['1975/30/a'], to: ['1987/30/A', '1987/30/B/1'], note: 'divided', line: 1},
      {action: 'merge', from: ['1975/31/b', '1975/31/c'], to: ['1987/31/B'], note: null, line: 2},
      {action: 'forbid', from: ['1975/30/a'], to: ['1987/30/B/2/a'], note: null, line: 3}
    ])
    expect(parseConcordance(concordance).map((entry) => `${entry.action} ${entry.from} ${entry.to}`)).toEqual(['confirm 1975/28 1987/28'])
    expect(concordance.messages).toEqual([])
  })

  test('of the wrong shape are errors at their line', () => {
    const concordance = file('split 1975/30/a + 1975/30/b 1987/30/A\nmerge 1975/30/a 1987/30/A\nforce 1987/30/A 1975/30/a\n')
    parseProvisionDecisions(concordance)
    expect(messages(concordance)).toEqual([
      '1:1 concordance-syntax Unexpected `split 1975/30/a + 1975/30/b 1987/30/A`, expected `split` with one provision on the left and two or more on the right',
      '2:1 concordance-syntax Unexpected `merge 1975/30/a 1987/30/A`, expected `merge` with two or more provisions on the left and one on the right',
      '3:1 concordance-syntax Unexpected `force 1987/30/A 1975/30/a`, expected one earlier edition on the left and one later edition on the right'
    ])
    expect(concordance.messages.every((message) => message.fatal === true)).toBe(true)
  })

  test('impose, remove and confirm links, and warn about unknown ids, uncompared editions and a confirmation not found', () => {
    const concordance = file(
      [
        'force 1975/33/p1 1987/34/p1', // imposed across articles: a move
        'forbid 1975/33/p1 1987/33/p1',
        'confirm 1987/26/B 1997/26/B',
        'confirm 1987/26/A 1997/26/B',
        'force 1975/99/a 1987/30/A',
        'force 1975/30/a 1997/26/A'
      ].join('\n')
    )
    const pipeline = align(realCorpus(), concordance)
    const links = (from: string, to: string) => pipeline.correspondenceOf(from.slice(0, 4), to.slice(0, 4)).links.filter((link) => link.from.id === from && link.to.id === to)
    expect(links('1975/33/p1', '1987/34/p1').map((link) => [link.kind, link.confirmed])).toEqual([['move', true]])
    expect(links('1975/33/p1', '1987/33/p1')).toEqual([])
    expect(links('1987/26/B', '1997/26/B').map((link) => link.confirmed)).toEqual([true])
    expect(
      messages(concordance)
        .filter((message) => !message.includes('unconfirmed'))
        .sort()
    ).toEqual([
      '4:1 concordance-not-matched Unexpected: confirmed 1987/26/A → 1997/26/B is not a link, expected the aligner to find it (use `force` to impose it)',
      '5:1 concordance-unknown-article Unexpected `1975/99/a`, expected a provision or footnote of the corpus',
      '6:1 concordance-unknown-article Unexpected provisions of editions 1975 and 1997, expected provisions of two editions that are compared'
    ])
  })

  test('of the shipped concordance give no diagnostic', () => {
    const pipeline = runPipeline(lawsDir, {cwd: root})
    expect(pipeline.files.find((candidate) => candidate.path === 'laws/concordance.txt')!.messages).toEqual([])
  })
})
