// The parts of a split, merge or regrouping own the text: every clause of every provision of both
// sides stands in exactly one part (a clause whose phrases went to different places is divided at
// its commas, each piece in one part), no part is without text, and a side is empty only in a part
// whose text is new or gone. Checked over every group of the real corpus, over synthetic edits of
// real articles (support/synthetic.ts), and over arbitrary links between real articles whose texts
// fast-check rewrites (commas, semicolons, parentheses, line breaks, empty texts).
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {correspond, type Correspondence, type UnitLink} from '../src/align/correspondence.ts'
import {editionPairs} from '../src/align/edition-pairs.ts'
import {articleGroups, type ProvisionGroup} from '../src/align/groups.ts'
import {groupParts, type Part} from '../src/align/parts.ts'
import {phrases, textUnits, type TextUnit} from '../src/align/units.ts'
import {articlesOf} from '../src/corpus.ts'
import {runPipeline} from '../src/pipeline.ts'
import type {Article, Provision} from '../src/types.ts'
import {provisionCase} from '../support/synthetic.ts'
import {lawsDir, root} from './helpers/corpus.ts'
import {fuzzParameters} from './helpers/fuzz.ts'

const pipeline = runPipeline(lawsDir, {cwd: root})
const pool = pipeline.corpus.editions.flatMap(articlesOf)

/** What breaks the parts' ownership of the text of `from` and `to` (empty when nothing does). */
function ownershipProblems(parts: Part[], from: TextUnit[], to: TextUnit[]): string[] {
  const problems: string[] = []
  for (const [side, units] of [
    ['from', from],
    ['to', to]
  ] as const) {
    for (const unit of units) {
      // How often each character of the unit's text stands in a part.
      const count = new Array<number>(unit.body.length).fill(0)
      for (const part of parts) {
        for (const entry of part[side].filter((candidate) => candidate.unit === unit)) {
          for (const clause of entry.clauses) {
            if (clause.text !== unit.body.slice(clause.start, clause.end)) problems.push(`${unit.id}: clause [${clause.start}, ${clause.end}] is not its text`)
            for (let at = clause.start; at < clause.end; at++) count[at]!++
          }
        }
      }
      const wrong = [...unit.body].findIndex((character, at) => (/\s/.test(character) ? count[at]! > 1 : count[at] !== 1))
      if (wrong !== -1) problems.push(`${unit.id}: "${unit.body.slice(Math.max(0, wrong - 10), wrong + 10)}" is in ${count[wrong]} parts`)
    }
    const own = new Set(units)
    for (const part of parts) for (const entry of part[side]) if (!own.has(entry.unit)) problems.push(`${entry.unit.id} is in a part but not on the ${side} side`)
  }
  for (const part of parts) {
    const text = (side: 'from' | 'to') => part[side].flatMap((entry) => entry.clauses.map((clause) => clause.text)).join('')
    if (text('from').trim() === '' && text('to').trim() === '') problems.push(`a part of ${from.map((unit) => unit.id).join(' + ')} has no text`)
    for (const side of ['from', 'to'] as const) if (part[side].some((entry) => entry.clauses.length === 0)) problems.push(`a part names a provision without any of its text`)
  }
  return problems
}

/**
 * What breaks the parts' hold on the links: every link stands in a part with text of both its ends
 * (an end without words has no text to stand in one), and no part has a side empty, for every unit
 * of a group is linked: its text is never shown as new or gone while a link carries it.
 */
function linkProblems(parts: Part[], links: UnitLink[]): string[] {
  const worded = (unit: TextUnit) => phrases(unit.body).length > 0
  const apart = links.filter((link) => worded(link.from) && worded(link.to) && !parts.some((part) => part.from.some((side) => side.unit === link.from) && part.to.some((side) => side.unit === link.to)))
  // A unit whose links all lead to units without words has nothing to stand with.
  const carried = (unit: TextUnit) => links.some((link) => (link.from === unit && worded(link.to)) || (link.to === unit && worded(link.from)))
  const oneSided = parts.filter((part) => (part.from.length === 0 || part.to.length === 0) && [...part.from, ...part.to].some((side) => carried(side.unit)))
  return [...apart.map((link) => `${link.from.id} → ${link.to.id} stands in no part with text of both`), ...oneSided.map((part) => `a part of ${[...part.from, ...part.to].map((side) => side.unit.id).join(' + ')} has one side only`)]
}

function groupProblems(groups: ProvisionGroup[], correspondence: Correspondence): string[] {
  return groups
    .filter((group) => group.parts.length > 0)
    .flatMap((group) => {
      const links = correspondence.links.filter((link) => group.from.includes(link.from) && group.to.includes(link.to))
      return [...ownershipProblems(group.parts, group.from, group.to), ...linkProblems(group.parts, links)]
    })
}

describe('parts own the text of their group', () => {
  test('in every group of the real corpus', () => {
    const groups = editionPairs(pipeline.lineages).flatMap((pair) => {
      const correspondence = pipeline.correspondenceOf(pair.from, pair.to)
      return pair.links.flatMap(({link}) => articleGroups(link.from, link.to, correspondence).map((group) => ({group, correspondence})))
    })
    expect(groups.flatMap(({group, correspondence}) => groupProblems([group], correspondence))).toEqual([])
    // Every split, merge and regrouping of the corpus has parts.
    const several = groups.map(({group}) => group).filter((group) => group.from.length > 1 || group.to.length > 1)
    expect(several.length).toBeGreaterThan(15)
    expect(several.filter((group) => group.parts.length === 0).map((group) => group.from.map((unit) => unit.id).join(' + '))).toEqual([])
  })

  test('in synthetic edits of real articles (split, merge, move, reword, insert, delete)', () => {
    fc.assert(
      fc.property(fc.integer({min: 0, max: 100_000}), (seed) => {
        const {before, after} = provisionCase(seed, pool)
        const correspondence = correspond({from: [before], to: [after], links: [{from: before, to: after}]})
        expect(groupProblems(articleGroups(before, after, correspondence), correspondence)).toEqual([])
      }),
      fuzzParameters(60)
    )
  })

  const token = fc.oneof(
    {weight: 4, arbitrary: fc.constantFrom('de', 'partner', 'van', 'overtreder', 'bieding', 'straf', 'artikel', '26', 'moet', 'passen', 'bod', 'doublet', 'tegenstander', 'verbieden')},
    {weight: 2, arbitrary: fc.constantFrom(',', ';', ':', '.', '(', ')', '\n', ' ', ', ', '; ', '. ')}
  )
  const text = fc.oneof(
    fc.constant(''),
    fc.array(token, {maxLength: 60}).map((tokens) => tokens.join(' ').trim())
  )

  test('for any links between the units of two real articles, whatever their texts', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.array(text, {maxLength: 12}), fc.array(fc.tuple(fc.nat(40), fc.nat(40)), {minLength: 2, maxLength: 8}), (first, second, texts, edges) => {
        const older = rewritten(pool[first % pool.length]!, texts, '2998')
        const newer = rewritten(pool[second % pool.length]!, texts.toReversed(), '2999')
        const [before, after] = [textUnits(older), textUnits(newer)]
        if (before.length === 0 || after.length === 0) return
        const links = new Map<string, UnitLink>()
        for (const [x, y] of edges) {
          const [from, to] = [before[x % before.length]!, after[y % after.length]!]
          links.set(`${from.id}\0${to.id}`, {from, to, score: 0.5, kind: 'home', basis: 'text', confirmed: false})
        }
        if (links.size < 2) return
        const list = [...links.values()]
        const parts = groupParts(list, {links: list})
        expect([...ownershipProblems(parts, [...new Set(list.map((link) => link.from))], [...new Set(list.map((link) => link.to))]), ...linkProblems(parts, list)]).toEqual([])
      }),
      fuzzParameters(200)
    )
  })
})

/** A copy of `article` in another edition, its provisions' texts replaced by `texts` in turn (those left keep theirs). */
function rewritten(article: Article, texts: string[], edition: string): Article {
  const copy = structuredClone(article)
  let next = 0
  const visit = (provision: Provision) => {
    if (next < texts.length) provision.text = texts[next++]!
    provision.children.forEach(visit)
  }
  copy.children.forEach(visit)
  return {...copy, edition, id: `${edition}/${copy.number}`}
}
