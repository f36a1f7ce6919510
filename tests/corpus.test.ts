// Properties of the whole real corpus: nothing lost, round trip, diagnostics, provenance.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {articlesOf, buildCorpus} from '../src/corpus.ts'
import {articleToMarkdown, sourceToMarkdown} from '../src/parse/canonical.ts'
import {noiseMatcher} from '../src/parse/lines.ts'
import {parseSource} from '../src/parse/parse.ts'
import {resolveReferences} from '../src/parse/references.ts'
import type {Article, Provision} from '../src/types.ts'
import {textUnits} from '../src/align/units.ts'
import {config, messageLines, parseSources, realCorpus, root} from './helpers/corpus.ts'

/** A line reduced to its words: case, punctuation, Markdown escapes and bullets do not count. */
function words(line: string): string {
  return (line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')
}

function multiset(lines: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const line of lines.map(words).filter(Boolean)) counts.set(line, (counts.get(line) ?? 0) + 1)
  return counts
}

function withoutPositions(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, inner) => (key === 'position' ? undefined : inner)))
}

describe('the real corpus', () => {
  const corpus = realCorpus()

  test('holds the 40 articles of the five sources, in four editions', () => {
    expect(
      corpus.editions.map((edition) => [
        edition.edition,
        articlesOf(edition)
          .map((article) => article.number)
          .join(' ')
      ])
    ).toEqual([
      ['1975', '28 29 30 31 32 33 34 35'],
      ['1982', '36 37 38 39'],
      ['1987', '9 10 11 12 13 14 15 16 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40'],
      ['1997', '25 26']
    ])
  })

  test('reports the eight duplicated blocks of 1987 HIV as warnings and nothing else', () => {
    const lines = messageLines(corpus).map((line) => line.replace(/ Unexpected.*/, ''))
    expect(lines).toEqual([
      'laws/1987/HIV.md:53:1-97:153 warning duplicate-block',
      'laws/1987/HIV.md:119:1-135:130 warning duplicate-block',
      'laws/1987/HIV.md:161:1-181:149 warning duplicate-block',
      'laws/1987/HIV.md:227:1-267:99 warning duplicate-block',
      'laws/1987/HIV.md:311:1-341:279 warning duplicate-block',
      'laws/1987/HIV.md:375:1-403:311 warning duplicate-block',
      'laws/1987/HIV.md:435:1-461:241 warning duplicate-block',
      'laws/1987/HIV.md:511:1-553:463 warning duplicate-block'
    ])
    const first = corpus.files.find((file) => file.path === 'laws/1987/HIV.md')!.messages[0]!
    expect(first.reason).toBe('Unexpected repeated block of lid A-C of artikel 9 (copy kept at 7:1-51:153), expected each lid once')
    expect((first.cause as {place: unknown}).place).toEqual({start: {line: 7, column: 1}, end: {line: 51, column: 153}})
  })

  test('loses no line: every line of law text is in the tree exactly once, or in a reported duplicate block', () => {
    for (const edition of corpus.editions) {
      for (const source of edition.children) {
        const file = corpus.files.find((candidate) => candidate.path === source.provenance.path)!
        const dropped = new Set<number>()
        for (const message of file.messages) {
          if (message.ruleId !== 'duplicate-block' || !message.place || !('start' in message.place)) continue
          for (let line = message.place.start.line; line <= message.place.end.line; line++) dropped.add(line)
        }
        const sourceLines = readFileSync(path.join(root, source.provenance.path), 'utf8')
          .split(/\r?\n/)
          .filter((line, index) => index > 0 && !dropped.has(index + 1) && !noiseMatcher(config.noise)(line.trim()))
        const treeLines = sourceToMarkdown(source).split('\n')
        expect(multiset(treeLines), source.provenance.path).toEqual(multiset(sourceLines))
      }
    }
  })

  test('round-trips every article: parse(canonical Markdown) gives the same tree, modulo positions', () => {
    for (const edition of corpus.editions) {
      for (const article of articlesOf(edition)) {
        const markdown = articleToMarkdown(article)
        const file = new VFile({path: article.source, value: markdown})
        const reparsed = parseSource(file, {provenance: edition.sources.find((source) => source.path === article.source)!})
        const [again] = articlesOf(reparsed) as Article[]
        resolveReferences(articlesOf(edition).map((other) => (other.id === article.id ? again! : other)))
        // Chapter and section headings live outside the article's Markdown; so does the page's
        // layout (`listLayout`), which its other articles show.
        const own: Article = {...again!, chapter: article.chapter, section: article.section}
        delete own.listLayout
        expect(withoutPositions(own), article.id).toEqual(withoutPositions({...article, listLayout: undefined}))
      }
    }
  })
})

describe('sources and provenance', () => {
  const text = 'Sjabloon:1987:HV2\n\nArtikel 23 Titel\n\nTekst.\n'

  test('a source whose path disagrees with its first line is an error at 1:1', () => {
    const corpus = parseSources({'laws/1997/HV2.md': text})
    expect(messageLines(corpus)).toEqual(['laws/1997/HV2.md:1:1-1:18 error source-path-mismatch Unexpected path `1997/HV2.md` for `Sjabloon:1987:HV2`, expected `1987/HV2.md`'])
    expect(corpus.editions).toEqual([])
  })

  test('a source outside an edition folder is an error', () => {
    const corpus = parseSources({'laws/nieuw/HV2.md': text})
    expect(messageLines(corpus)).toEqual(['laws/nieuw/HV2.md:1:1-1:18 error unknown-edition-folder Unexpected folder `nieuw`, expected an edition as the header pattern declares it (`\\d{4}`), such as `laws/1987/`'])
  })

  test('a new source file joins its edition without code changes, ordered by article number', () => {
    const corpus = parseSources({
      'laws/2007/B.md': 'Sjabloon:2007:B\n\nArtikel 30 Later\n\nZie artikel 2 A.\n',
      'laws/2007/A.md': 'Sjabloon:2007:A\n\nArtikel 2 Eerder\n\nA. Lid\n\nTekst.\n'
    })
    const [edition] = corpus.editions
    expect(edition!.sources.map((source) => source.page)).toEqual(['A', 'B'])
    expect(articlesOf(edition!).map((article) => article.id)).toEqual(['2007/2', '2007/30'])
    expect(articlesOf(edition!)[1]!.children[0]!.refs.map((ref) => ref.resolved)).toEqual(['2007/2/A'])
  })

  test('an article of lid pages only has a coverage: the lids it holds, those known to exist (a gap, a reference) without a page; a gap is a warning on the page after it; a lid page joining an article page leaves the article whole', () => {
    const corpus = parseSources({
      'laws/2017/30A.md': 'Sjabloon:2017:30A\n\nA. Eerste\n\nTekst.\n',
      'laws/2017/30C.md': 'Sjabloon:2017:30C\n\nC. Derde\n\nTekst.\n',
      'laws/2017/31.md': 'Sjabloon:2017:31\n\nA. Eerste\n\nTekst.\n',
      'laws/2017/31B.md': 'Sjabloon:2017:31B\n\nB. Tweede\n\nTekst.\n',
      'laws/2017/32A.md': 'Sjabloon:2017:32A\n\nA. Eerste\n\nTekst, zie artikel 33 D en lid E.\n',
      'laws/2017/32B.md': 'Sjabloon:2017:32B\n\nB. Tweede\n\nTekst.\n',
      'laws/2017/33B.md': 'Sjabloon:2017:33B\n\nB. Tweede\n\nTekst.\n'
    })
    const lids = (held: string[], missing: string[]) => [...held.map((label) => ({label, transcribed: true})), ...missing.map((label) => ({label, transcribed: false}))].sort((a, b) => a.label.localeCompare(b.label))
    expect(articlesOf(corpus.editions[0]!).map((article) => [article.id, article.coverage])).toEqual([
      ['2017/30', {whole: false, lids: lids(['A', 'C'], ['B']), footnotes: []}],
      ['2017/31', undefined],
      ['2017/32', {whole: false, lids: lids(['A', 'B'], ['E']), footnotes: []}],
      ['2017/33', {whole: false, lids: lids(['B'], ['A', 'D']), footnotes: []}]
    ])
    // Only a gap the pages show is a warning, on the page after it; a reference into a lid without a page is none.
    expect(messageLines(corpus).filter((line) => line.includes('article-partial') || line.includes('reference-target-missing'))).toEqual([
      'laws/2017/30C.md:3:1-5:7 warning article-partial Unexpected lid C of artikel 30 (edition 2017) without lid B before it, expected a lid page for each lid or the article page; the comparison shows it as not transcribed',
      'laws/2017/33B.md:3:1-5:7 warning article-partial Unexpected lid B of artikel 33 (edition 2017) without lid A before it, expected a lid page for each lid or the article page; the comparison shows it as not transcribed'
    ])
  })

  test('a note about several lids dates each lid it names, across lid pages, and a lid it names that the article lacks is reported', () => {
    const corpus = parseSources({
      'laws/2017/30A.md': 'Sjabloon:2017:30A\n\nA. Eerste\n\nPer 1 januari 1984 zijn de leden B, C en D toegevoegd.\n\nTekst.\n',
      'laws/2017/30B.md': 'Sjabloon:2017:30B\n\nB. Tweede\n\nTekst.\n',
      'laws/2017/30C.md': 'Sjabloon:2017:30C\n\nC. Derde\n\nTekst.\n'
    })
    const [article] = articlesOf(corpus.editions[0]!)
    expect(article!.children.map((lid) => [lid.label, lid.inForceFrom ?? null])).toEqual([
      ['A', null],
      ['B', '1984-01-01'],
      ['C', '1984-01-01']
    ])
    expect(article!.notes.map((note) => note.appliesTo)).toEqual([null])
    expect(
      messageLines(corpus)
        .filter((line) => line.includes('note-target-missing'))
        .map((line) => line.replace(/^(\S+) .* (Unexpected.*)$/, '$1 $2'))
    ).toEqual(['laws/2017/30A.md:5:1-5:55 Unexpected note about lid D, expected artikel 30 to have lid D'])
  })

  test('the real corpus has no article of lid pages only', () => {
    expect(
      realCorpus()
        .editions.flatMap(articlesOf)
        .filter((article) => article.coverage && !article.coverage.whole)
    ).toEqual([])
  })

  test('the same article number twice in one edition is an error pointing at the first', () => {
    const corpus = parseSources({
      'laws/2007/A.md': 'Sjabloon:2007:A\n\nArtikel 2 Eerder\n\nTekst.\n',
      'laws/2007/B.md': 'Sjabloon:2007:B\n\nArtikel 2 Nogmaals\n\nTekst.\n'
    })
    expect(messageLines(corpus)).toEqual(['laws/2007/B.md:3:1-5:7 error duplicate-article Unexpected second artikel 2 in edition 2007, expected each article once (first in laws/2007/A.md)'])
    expect(articlesOf(corpus.editions[0]!).map((article) => article.id)).toEqual(['2007/2', '2007/2~laws-2007-B-md'])
  })
})

describe('hard cases in the real texts', () => {
  const corpus = realCorpus()
  const article = (id: string) => corpus.editions.flatMap(articlesOf).find((candidate) => candidate.id === id)!
  const find = (id: string): Provision => {
    const [edition, number] = id.split('/')
    const walk = (list: Provision[]): Provision | undefined => list.map((p) => (p.id === id ? p : walk(p.children))).find(Boolean)
    return walk(article(`${edition}/${number}`).children)!
  }

  test('1987 art. 31: a footnote directly followed by the next lid ends the footnote and opens lid B', () => {
    const a = article('1987/31')
    expect(a.children.map((p) => p.id)).toEqual(['1987/31/p1', '1987/31/A', '1987/31/B'])
    expect(a.footnotes.map((f) => [f.number, f.provision, f.text])).toEqual([
      ['1', '1987/31/A/2', 'Een onreglementaire bieding van de RT wordt op de normale wijze bestraft.'],
      ['2', '1987/31/B', 'Een later bod, gedaan terwijl LT aan de beurt was om te bieden, wordt behandeld als een wijziging van een bieding, waarna artikel 25 van toepassing is.']
    ])
    expect(find('1987/31/B').title).toBe('Partner of LT is aan de beurt')
  })

  test('1987 art. 12: a footnote directly followed by `Artikel 13` ends art. 12', () => {
    expect(article('1987/12').footnotes.map((f) => [f.number, f.provision, f.position.start.line])).toEqual([['1', '1987/12/C/2', 225]])
    expect(article('1987/13').position.start.line).toBe(268)
  })

  test('1997 art. 25: a lid title with its body on the next line', () => {
    const lid = find('1997/25/A')
    expect([lid.form, lid.title, lid.text?.slice(0, 40)]).toEqual(['title', 'Onmiddellijke verbetering van een vergissing', 'Tot zijn partner een bieding doet, mag e'])
  })

  test('1982: every line a bullet, with the labels inside', () => {
    expect(article('1982/39').children.map((p) => [p.id, p.kind, p.bullet, p.children.map((c) => c.id)])).toEqual([
      ['1982/39/li1', 'item', true, []],
      ['1982/39/a', 'labeled', true, []],
      ['1982/39/b', 'labeled', true, ['1982/39/b/1', '1982/39/b/2']],
      ['1982/39/li2', 'item', true, []]
    ])
  })

  test('1975 art. 30: two footnotes on consecutive lines, both markers in lid a', () => {
    expect(article('1975/30').footnotes.map((f) => [f.number, f.provision])).toEqual([
      ['1', '1975/30/a'],
      ['2', '1975/30/a']
    ])
    expect(find('1975/30/a').markers.text.map((m) => m.number)).toEqual(['1', '2'])
  })

  test('headings: article ranges, trailing periods and capitals', () => {
    const [hv2] = corpus.editions.find((e) => e.edition === '1987')!.children.filter((s) => s.provenance.page === 'HV2')
    const chapter = hv2!.children[0]!
    expect(chapter.type === 'chapter' && [chapter.keyword, chapter.number, chapter.title, chapter.range]).toEqual(['Deel', 'II', 'Onregelmatigheden', {from: '23', to: '40'}])
    expect([article('1975/28').title, article('1997/25').title]).toEqual(['Biedingen, die geacht worden in volgorde te zijn gedaan', 'Het wijzigen van biedingen, al dan niet reglementair'])
  })

  test('footnote markers glued to a word are removed from the text and remembered', () => {
    const provision = find('1987/12/C/2')
    expect(provision.text!.split('\n')[0]!.slice(0, 70)).toBe('Als de wedstrijdleider een "vervangende" arbitrale score toekent in pl')
    expect(provision.markers.text).toEqual([{number: '1', offset: 64, glued: true}])
    expect(provision.text!.slice(57, 64)).toBe('toekent')
  })

  test('1987 art. 26 lists footnote 2 before footnote 1', () => {
    expect(article('1987/26').footnotes.map((f) => [f.number, f.provision])).toEqual([
      ['2', '1987/26/B'],
      ['1', '1987/26/p1']
    ])
  })

  test('1975 art. 30: the 1984 amendment is a note, and lid c is in force from 1984-01-01', () => {
    const a = article('1975/30')
    expect(a.notes.map((n) => [n.id, n.appliesTo, n.inForceFrom])).toEqual([['1975/30/note1', '1975/30/c', '1984-01-01']])
    expect(find('1975/30/c').inForceFrom).toBe('1984-01-01')
    expect(find('1975/30/a').inForceFrom).toBeUndefined()
  })

  test('cross-references resolve within the edition (inside the article too), and stay unresolved when the target is absent', () => {
    expect(find('1987/24/B').refs.map((r) => [r.text, r.target, r.resolved])).toEqual([['artikel 23 A', '1987/23/A', '1987/23/A']])
    expect(find('1997/25/B/1/li2').refs.map((r) => [r.text, r.target, r.resolved])).toEqual([['artikel 16C2', '1997/16/C/2', null]])
    expect(find('1987/29/A').refs.map((r) => [r.text, r.resolved])).toEqual([
      ['B. hieronder', '1987/29/B'],
      ['30', '1987/30'],
      ['31', '1987/31'],
      ['32', '1987/32']
    ])
    expect(find('1987/32/p1').refs.map((r) => [r.text, r.resolved])).toEqual([
      ['artikel 29', '1987/29'],
      ['artikel 35 A', '1987/35/A'],
      ['artikel 26 B', '1987/26/B']
    ])
    expect(find('1975/31/b').refs.map((r) => [r.text, r.target, r.resolved])).toEqual([
      ['artikel 23 c', '1975/23/c', null],
      ['artikel 26', '1975/26', null]
    ])
  })

  test('stable ids follow the label path, e.g. 1987/25/B/2/b/1', () => {
    expect(find('1987/25/B/2/b/1').title).toBe('Eerste bieding handhaven')
    expect(find('1987/25/B/1/li2').text!.slice(0, 20)).toBe('de wedstrijdleider v')
  })
})

describe('buildCorpus input', () => {
  test('accepts bytes and strings alike', () => {
    const value = 'Sjabloon:2001:X\n\nArtikel 1 Een\n\nTekst.\n'
    const a = buildCorpus([new VFile({path: 'laws/2001/X.md', value})], config)
    const b = buildCorpus([new VFile({path: 'laws/2001/X.md', value: new TextEncoder().encode(value)})], config)
    expect(withoutPositions(a.editions)).toEqual(withoutPositions(b.editions))
  })
})

describe('a page that puts every line in a list', () => {
  const page = (body: string) => articlesOf(parseSources({'laws/1982/HV9.md': `Sjabloon:1982:HV9\n\nArtikel 40 Titel\n\n${body}\n`}).editions[0]!)[0]!
  test('uses the list as layout when its labelled lines are bulleted too: its unlabeled items are alinea’s', () => {
    const article = page('- Eerste alinea, met een regel.\n- a. een onderdeel met tekst\n- Tweede alinea, met een regel.')
    expect([article.listLayout, textUnits(article).map((unit) => unit.label)]).toEqual([true, ['eerste alinea', 'a', 'tweede alinea']])
  })

  test('enumerates where a labelled line stands outside the list, or no line is labelled', () => {
    expect(page('a. een onderdeel met tekst:\n\n- eerste punt van de opsomming\n- tweede punt van de opsomming').listLayout).toBeUndefined()
    expect(page('- eerste punt van de opsomming\n- tweede punt van de opsomming').listLayout).toBeUndefined()
  })
})
