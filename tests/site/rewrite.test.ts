// Rewrites shown whole (site/lib/rewrite.ts): the decision on synthetic pairs at the threshold and
// on the real corpus's pairs that decided it, and the view of the two whole texts.
import {describe, expect, it} from 'vitest'
import type {DiffOp, ProvisionPairJson} from '../../src/schema.ts'
import {articleOf} from '../../src/ids.ts'
import {runPipeline} from '../../src/pipeline.ts'
import {articleComparisonView, wholeTexts} from '../../site/lib/diff-view.ts'
import {isRewrite, rewriteShare, rewriteView} from '../../site/lib/rewrite.ts'
import {segmentsText} from '../../site/lib/segments.ts'
import {siteUrls} from '../../site/lib/urls.ts'
import {lawsDir, root} from '../helpers/corpus.ts'
import {pair} from './helpers/pairs.ts'

// Old: "indien het de beurt was", new: "als een speler voor de beurt heeft gedoubleerd".
const replaced: DiffOp[] = [
  {op: 'delete', text: 'indien het'},
  {op: 'insert', text: 'Als een speler voor'},
  {op: 'equal', text: ' de beurt '},
  {op: 'delete', text: 'was'},
  {op: 'insert', text: 'heeft gedoubleerd'}
]
const reworded = (fields: Partial<ProvisionPairJson> = {}) => pair({status: 'reworded', from: ['1975/32/a'], to: ['1987/32/A'], fromLabel: 'a', toLabel: 'A', changeShare: rewriteShare, diff: replaced, ...fields})

describe('a rewrite: most words replaced', () => {
  it('is shown whole from 60% of the words changed, with words both deleted and inserted', () => {
    expect(rewriteShare).toBe(0.6)
    expect(isRewrite(reworded())).toBe(true)
    expect(isRewrite(reworded({changeShare: 0.73}))).toBe(true)
    expect(isRewrite(reworded({changeShare: 0.59}))).toBe(false)
  })

  it('is not a text that only gained or only lost words, whatever its share', () => {
    // Nine tenths changed, by the diff given: only its operations decide.
    const heavily = (diff: DiffOp[]) => isRewrite(reworded({changeShare: 0.9, diff}))
    expect(
      heavily([
        {op: 'equal', text: 'Wanneer een speler past'},
        {op: 'insert', text: ' (en de bieding wordt geannuleerd aangezien zij niet geaccepteerd wordt)'}
      ])
    ).toBe(false)
    expect(
      heavily([
        {op: 'delete', text: 'Een lange zin die verviel'},
        {op: 'equal', text: ' past'}
      ])
    ).toBe(false)
    // Punctuation is no word.
    expect(
      heavily([
        {op: 'delete', text: ';'},
        {op: 'insert', text: 'nieuwe woorden'},
        {op: 'equal', text: ' past'}
      ])
    ).toBe(false)
  })

  it('needs two texts that were compared, one diff for the pair, and a diff that did not give up', () => {
    expect(isRewrite(reworded({status: 'added', from: [], changeShare: 1}))).toBe(false)
    expect(isRewrite(reworded({status: 'removed', to: [], changeShare: 1}))).toBe(false)
    expect(isRewrite(reworded({status: 'absent', changeShare: 1}))).toBe(false)
    expect(isRewrite(reworded({replacedWhole: true, changeShare: 1}))).toBe(false)
    expect(
      isRewrite(
        reworded({
          status: 'split',
          to: ['1987/32/A', '1987/32/B'],
          parts: [{kind: 'continued', from: [{id: '1975/32/a', spans: []}], to: [{id: '1987/32/A', spans: []}], changeShare: 0.7, ruleChange: null, evidence: 'words', lines: [], diff: replaced}]
        })
      )
    ).toBe(false)
    // A move across articles or a footnote is a rewrite like any other pair.
    expect(isRewrite(reworded({status: 'moved', to: ['1987/35/B'], elsewhere: {direction: 'to', article: {id: '1987/35', edition: '1987', number: '35', title: null}}}))).toBe(true)
    expect(isRewrite(reworded({from: ['1975/31/fn2'], to: ['1987/31/fn1']}))).toBe(true)
  })

  it('shows both texts whole and unmarked, with their titles', () => {
    const view = rewriteView(reworded({titleDiff: [{op: 'insert', text: 'Doublet voor de beurt'}]}), wholeTexts)!
    expect(segmentsText(view.from.text)).toBe('indien het de beurt was')
    expect(segmentsText(view.to.text)).toBe('Als een speler voor de beurt heeft gedoubleerd')
    expect([...view.from.text, ...view.to.text].some((segment) => segment.type === 'ins' || segment.type === 'del')).toBe(false)
    expect([view.from.title, view.from.untitled, view.to.untitled]).toEqual([null, true, false])
    expect(view.to.title && segmentsText(view.to.title)).toBe('Doublet voor de beurt')
    expect(rewriteView(reworded({changeShare: 0.4}), wholeTexts)).toBeNull()
  })

  it('has no title on a side whose provisions have none, also where several provisions put their titles on lines of their own', () => {
    // 1982 art. 36 tweede punt → the aanhef and lid A of 1987 art. 35: the aanhef has no title, lid A has one.
    const view = rewriteView(reworded({to: ['1987/35/p1', '1987/35/A'], titleDiff: [{op: 'insert', text: '\nDoublet of redoublet'}]}), wholeTexts)!
    expect([view.from.title, view.from.untitled]).toEqual([null, true])
    expect(view.to.title).toEqual([{type: 'text', text: 'Doublet of redoublet'}])
    const neither = rewriteView(reworded({titleDiff: [{op: 'equal', text: '\n'}]}), wholeTexts)!
    expect([neither.from, neither.to].map((side) => [side.title, side.untitled])).toEqual([
      [null, false],
      [null, false]
    ])
  })

  it('keeps the redline and both marked sides of the pair view, one step away', () => {
    const comparison = {
      lineage: '1975-32',
      from: {id: '1975/32', edition: '1975', number: '32', title: null},
      to: {id: '1987/32', edition: '1987', number: '32', title: null},
      status: 'changed' as const,
      renumbered: false,
      titleDiff: [],
      changeShare: 0.6,
      explanation: '',
      pairs: [reworded(), reworded({changeShare: 0.2, from: ['1975/32/b'], to: ['1987/32/B']})]
    }
    const [rewrite, small] = articleComparisonView(comparison, siteUrls('/')).pairs
    expect(rewrite!.rewrite).not.toBeNull()
    expect(rewrite!.redline.some((segment) => segment.type === 'del')).toBe(true)
    expect(rewrite!.sides.to.some((segment) => segment.type === 'ins')).toBe(true)
    expect(small!.rewrite).toBeNull()
  })
})

describe('the threshold on the real corpus', () => {
  const pipeline = runPipeline(lawsDir, {cwd: root})
  /** The pair of the comparison of the two provisions' articles that holds both. */
  const pairOf = (from: string, to: string) => {
    const lineage = pipeline.lineages.find((l) => l.links.some((link) => link.from.id === articleOf(from) && link.to.id === articleOf(to)))!
    const comparison = pipeline.compare(lineage, pipeline.article(articleOf(from))!, pipeline.article(articleOf(to))!)
    return comparison.pairs.find((candidate) => candidate.from.includes(from) && candidate.to.includes(to))
  }

  it.each([
    // Nearly every clause replaced (73%).
    ['1975/34/p1', '1987/35/p1', true],
    // Three clauses of a short lid replaced (60%).
    ['1975/32/b', '1987/32/B', true],
    ['1975/32/a', '1987/32/A', true],
    // Two one-word swaps and a long clause added at the end (57%): the redline reads.
    ['1975/31/p1', '1987/31/p1', false],
    // The first half stands and carries the replaced rest (57%).
    ['1987/25/B/2/b/2', '1997/25/B/2/b/2', false],
    // Words added only (50%).
    ['1975/30/p1', '1987/30/p1', false]
  ])('%s → %s: shown whole %s', (from, to, whole) => {
    const found = pairOf(from, to)
    expect(found, `${from} → ${to}`).toBeDefined()
    expect(isRewrite(found!)).toBe(whole)
  })
})
