// Alignment on the real corpus (lineages justified from the texts) and the concordance. The
// assignment solver: align-assignment.test.ts.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {matchArticles, numberEvidence} from '../src/align/articles.ts'
import {featureCounts} from '../src/align/features.ts'
import {Concordance, parseConcordance} from '../src/align/concordance.ts'
import {correspond} from '../src/align/correspondence.ts'
import {articleGroups} from '../src/align/groups.ts'
import {articlesOf} from '../src/corpus.ts'
import {align, confirmationHeld, runPipeline} from '../src/pipeline.ts'
import {lawsDir, messageLines, parseSources, realCorpus, root} from './helpers/corpus.ts'
import {expectGolden, stableJson} from './helpers/golden.ts'

const corpus = realCorpus()
const editions = corpus.editions.map(articlesOf)
const article = (id: string) => editions.flat().find((candidate) => candidate.id === id)!

describe('article lineages in the real corpus', () => {
  const {links, lineages} = matchArticles(editions)
  const linked = links.map((link) => `${link.from.id} → ${link.to.id}`).sort()

  test('matches by content, including the swapped 1975 art. 34/35, and compares across the 1982 gap', () => {
    // Reviewed golden: adding a source means reading its diff (UPDATE=1), not editing this test.
    const golden = {links: linked, lineages: lineages.map((lineage) => `${lineage.id}: ${lineage.articles.map((a) => a.id).join(' → ')}`)}
    expectGolden(path.join(import.meta.dirname, 'fixtures', 'corpus', 'lineages.json'), stableJson(golden))
  })

  test('a lineage chains one provision through the editions', () => {
    const lineage = lineages.find((candidate) => candidate.id === '1975-35')!
    expect(lineage.articles.map((a) => a.id)).toEqual(['1975/35', '1987/34'])
    expect(lineages.find((candidate) => candidate.id === '1987-25')!.articles.map((a) => a.id)).toEqual(['1987/25', '1997/25'])
    // One lineage per article that no link continues from an earlier edition.
    expect(lineages.length).toBe(editions.flat().length - links.length)
  })

  test('every link carries its score and evidence', () => {
    const link = links.find((candidate) => candidate.from.id === '1975/33')!
    expect({score: link.score, confirmed: link.confirmed, evidence: link.evidence}).toEqual({
      score: 0.893,
      confirmed: false,
      evidence: {content: 0.866, title: 1, number: 1, concordance: null}
    })
  })
})

describe('article number evidence', () => {
  test('the same number counts whole; the same base with another suffix only as a near number', () => {
    expect([numberEvidence('25', '25'), numberEvidence('25a', '25A'), numberEvidence('25', '25a'), numberEvidence('25a', '25b'), numberEvidence('25', '27'), numberEvidence('25', '28')]).toEqual([1, 1, 0.5, 0.5, 0.5, 0])
  })
})

describe('provision groups in the real corpus', () => {
  // As the build makes them: the links of the whole edition pair, seen from one article pair.
  // A corpus of its own: align reports into the files of the corpus it is given.
  const pipeline = runPipeline(lawsDir, {cwd: root})
  const own = (id: string) => pipeline.article(id)!
  const groupsOf = (from: string, to: string) => articleGroups(own(from), own(to), pipeline.correspondenceOf(from.slice(0, 4), to.slice(0, 4)))
  const summary = (list: ReturnType<typeof groupsOf>) => list.map((group) => `${group.status} ${group.from.map((unit) => unit.path).join('+')}→${group.to.map((unit) => unit.path).join('+')}`)

  test('1987 art. 25 → 1997 art. 25: rewordings in place, and two new footnotes that change lid B 1', () => {
    expect(summary(groupsOf('1987/25', '1997/25'))).toEqual([
      'reworded A→A',
      'reworded B→B',
      'annotated B/1→B/1',
      'unchanged B/1/li1→B/1/li1',
      'unchanged B/1/p1→B/1/p1',
      'reworded B/1/li2→B/1/li2',
      'reworded B/2→B/2',
      'unchanged B/2/a→B/2/a',
      'unchanged B/2/b→B/2/b',
      'reworded B/2/b/1→B/2/b/1',
      'reworded B/2/b/2→B/2/b/2',
      'unchanged B/2/c→B/2/c',
      'added →fn1',
      'added →fn2'
    ])
  })

  test('1975 art. 30 lid c ↔ 1987 art. 30 C: reworded, the letter only in another case, in force from 1984', () => {
    const group = groupsOf('1975/30', '1987/30').find((candidate) => candidate.from.some((unit) => unit.id === '1975/30/c'))!
    expect([group.status, group.to.map((unit) => unit.id), group.from[0]!.inForceFrom]).toEqual(['reworded', ['1987/30/C'], '1984-01-01'])
  })

  test('a 1975 footnote that became text of 1987 art. 30 B 3 is linked to it', () => {
    const group = groupsOf('1975/30', '1987/30').find((candidate) => candidate.from.some((unit) => unit.id === '1975/30/fn1'))!
    expect([group.status, group.to.map((unit) => unit.id)]).toEqual(['reworded', ['1987/30/B/3']])
  })

  test('an article compared with itself is unchanged throughout', () => {
    const self = article('1987/27')
    const groups = articleGroups(self, self, correspond({from: [self], to: [self], links: [{from: self, to: self}]}))
    expect(new Set(groups.map((group) => group.status))).toEqual(new Set(['unchanged']))
  })
})

describe('article features', () => {
  test('counts every word and every pair of adjacent words, case-folded, as distinct ascending hashes', () => {
    const features = featureCounts('De bieding, de bieding de')
    // Words de ×3, bieding ×2; pairs (de bieding) ×2, (bieding de) ×2.
    expect([...features.counts].sort()).toEqual([2, 2, 2, 3])
    expect([...features.ids]).toEqual([...new Set(features.ids)].sort((a, b) => a - b))
    expect(featureCounts('de bieding de bieding de')).toEqual(features)
    // Order matters for pairs: "bieding de de" shares the words but not the pairs.
    const other = featureCounts('bieding bieding de de de')
    expect([...other.ids].filter((id) => features.ids.includes(id)).length).toBe(3)
    expect(featureCounts('')).toEqual({ids: new Int32Array(0), counts: new Int32Array(0)})
  })
})

describe('concordance', () => {
  const file = (value: string) => new VFile({path: 'laws/concordance.txt', value})

  test('parses confirm, force and forbid lines with notes, and reports a bad line at its position', () => {
    const concordanceFile = file('# comment\nconfirm 1975/33 1987/33  # zelfde titel\nforce 1975/28 1987/29\nforbid 1975/29 1987/29\nmaybe 1975/1 1987/1\n')
    expect(parseConcordance(concordanceFile).map(({action, from, to, note, line}) => [action, from, to, note, line])).toEqual([
      ['confirm', '1975/33', '1987/33', 'zelfde titel', 2],
      ['force', '1975/28', '1987/29', null, 3],
      ['forbid', '1975/29', '1987/29', null, 4]
    ])
    expect(concordanceFile.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.fatal}`)).toEqual(['5:1 concordance-syntax true'])
  })

  test('of two lines about one pair the first decides, and a pair no line names has no decision', () => {
    const concordance = new Concordance(parseConcordance(file('forbid 1975/29 1987/29\nconfirm 1975/29 1987/29\nconfirm 1975/33 1987/33\n')))
    expect([concordance.find('1975/29', '1987/29')?.line, concordance.forbids('1975/29', '1987/29')]).toEqual([1, true])
    expect(concordance.find('1975/33', '1987/33')?.action).toBe('confirm')
    expect([concordance.find('1987/29', '1975/29'), concordance.find('1975/33', '1987/34')]).toEqual([undefined, undefined])
  })

  test('force imposes a match, forbid prevents one, confirm marks one confirmed', () => {
    const entries = parseConcordance(file('force 1975/28 1987/29\nforbid 1975/29 1987/29\nconfirm 1975/33 1987/33\n'))
    const {links} = matchArticles(editions, {concordance: new Concordance(entries)})
    const find = (from: string) => links.find((link) => link.from.id === from)
    expect([find('1975/28')?.to.id, find('1975/28')?.evidence.concordance]).toEqual(['1987/29', 'force'])
    expect(find('1975/29')?.to.id).not.toBe('1987/29')
    expect([find('1975/33')?.confirmed, find('1975/33')?.evidence.concordance]).toEqual([true, 'confirm'])
  })

  test('the pipeline warns about unconfirmed weak matches and confirmations the aligner did not find', () => {
    const concordanceFile = file('confirm 1975/28 1987/27\nconfirm 1975/1 1987/1\n')
    const pipeline = align(realCorpus(), concordanceFile)
    const lines = messageLines({...pipeline.corpus, files: pipeline.files}).filter((line) => !line.includes('duplicate-block'))
    expect(lines.map((line) => line.replace(/ \(score.*/, '')).sort()).toEqual([
      'laws/1987/HV2.md:154:1-154:1 warning unconfirmed-match Unconfirmed match 1975/28 → 1987/28',
      'laws/1987/HV2.md:206:1-206:1 warning unconfirmed-match Unconfirmed match 1975/31 → 1987/31',
      'laws/1987/HV2.md:241:1-241:1 warning unconfirmed-match Unconfirmed match 1975/32 → 1987/32',
      'laws/1987/HV2.md:265:1-265:1 warning unconfirmed-match Unconfirmed match 1975/35 → 1987/34',
      'laws/1987/HV2.md:269:1-269:1 warning unconfirmed-match Unconfirmed match 1975/34 → 1987/35',
      'laws/1987/HV2.md:291:1-291:1 warning unconfirmed-match Unconfirmed match 1982/36 → 1987/36',
      'laws/1987/HV2.md:295:1-295:1 warning unconfirmed-match Unconfirmed match 1982/37 → 1987/37',
      'laws/1987/HV2.md:303:1-303:1 warning unconfirmed-match Unconfirmed match 1982/39 → 1987/39',
      'laws/concordance.txt:1:1-1:1 warning concordance-not-matched Unexpected: confirmed 1975/28 → 1987/27 is not a match, expected the aligner to find it (use `force` to impose it)',
      'laws/concordance.txt:2:1-2:1 warning concordance-unknown-article Unexpected article `1975/1`, expected an article of the corpus',
      'laws/concordance.txt:2:1-2:1 warning concordance-unknown-article Unexpected article `1987/1`, expected an article of the corpus'
    ])
  })
})

describe('confirmations across an edition added in between', () => {
  test('a confirmed pair whose lineage runs through a newly added middle edition raises no warning', () => {
    // 1982 gains article 34 as 1975 prints it: the lineage becomes 1975/34 → 1982/34 → 1987/35.
    const text = (file: string) => readFileSync(path.join(root, file), 'utf8')
    const article34 = text('laws/1975/HV3.md')
      .split('\n')
      .filter((_, index, lines) => index >= lines.findIndex((line) => line.startsWith('Artikel 34.')) && index < lines.findIndex((line) => line.startsWith('Artikel 35.')))
      .join('\n')
    const sources = Object.fromEntries(['laws/1975/HV3.md', 'laws/1987/HIV.md', 'laws/1987/HV2.md', 'laws/1997/HV2II.md'].map((file) => [file, text(file)]))
    sources['laws/1982/HV4.md'] = text('laws/1982/HV4.md').replace(/^Artikel 36\./m, `${article34}\nArtikel 36.`)
    const concordanceFile = new VFile({path: 'laws/concordance.txt', value: text('laws/concordance.txt')})
    const pipeline = align(parseSources(sources), concordanceFile)
    expect(pipeline.lineages.find((lineage) => lineage.articles.some((a) => a.id === '1982/34'))!.articles.map((a) => a.id)).toEqual(['1975/34', '1982/34', '1987/35'])
    expect(concordanceFile.messages.filter((message) => message.ruleId === 'concordance-not-matched').map((message) => message.reason)).toEqual([])
  })

  test('a confirmation holds when both articles share a lineage, the older first, with or without editions between', () => {
    const lineages = [{articles: [{id: '1975/34'}, {id: '1982/34'}, {id: '1987/35'}]}, {articles: [{id: '1975/35'}, {id: '1987/34'}]}]
    expect(
      [
        {from: '1975/34', to: '1987/35'},
        {from: '1975/34', to: '1982/34'},
        {from: '1987/35', to: '1975/34'},
        {from: '1975/34', to: '1987/34'}
      ].map((entry) => confirmationHeld(entry, lineages))
    ).toEqual([true, true, false, false])
  })
})

describe('pipeline limits', () => {
  test('a diff beyond the edit limit is shown replaced as a whole and reported at the article', () => {
    const pipeline = align(realCorpus(), new VFile({path: 'laws/concordance.txt', value: ''}), {confidence: 0, diff: {maxEditLength: 1}})
    const lineage = pipeline.lineages.find((candidate) => candidate.id === '1987-25')!
    const comparison = pipeline.compare(lineage, lineage.articles[0]!, lineage.articles[1]!)
    const whole = comparison.pairs.filter((pair) => pair.replacedWhole)
    expect(whole.map((pair) => pair.fromLabel)).toEqual(['A', 'B', 'B 1, tweede punt', 'B 2', 'B 2 (b) (1)', 'B 2 (b) (2)'])
    expect(whole[0]!.diff.map((op) => op.op)).toEqual(['delete', 'insert'])
    const reported = pipeline.files.find((file) => file.path === 'laws/1997/HV2II.md')!.messages.filter((message) => message.ruleId === 'diff-gave-up')
    // Every comparison is made, and each diff that gave up is reported at its newer article: 1997 art. 25 at line 5, art. 26 after it.
    expect(Object.entries(Object.groupBy(reported, (message) => String(message.line))).map(([line, messages]) => [line, messages!.length])).toEqual([
      ['5', 6],
      ['53', 4]
    ])
    expect(`${reported[0]!.line}:${reported[0]!.column} ${reported[0]!.reason}`).toBe('5:1 Unexpected diff of A → A beyond the edit limits, expected a smaller change; shown as replaced as a whole')
  })
})
