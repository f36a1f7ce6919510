// Every exported JSON file validates against the published JSON Schema (draft 2020-12, ajv).
import Ajv2020 from 'ajv/dist/2020.js'
import {describe, expect, test} from 'vitest'
import {z} from 'zod'
import {articlesOf} from '../src/corpus.ts'
import {articleJson, editionsJson} from '../src/export/corpus-json.ts'
import {comparisonJson} from '../src/export/comparison-json.ts'
import {lineageRowsJson, lineagesJson} from '../src/export/lineage-json.ts'
import {articleSchema, comparisonSchema, editionsSchema, lineageRowsSchema, lineagesSchema, redirectsSchema} from '../src/schema.ts'
import {redirectsJson} from '../src/export/redirects-json.ts'
import {runPipeline} from '../src/pipeline.ts'
import {publishedSchemas} from '../src/export/schemas.ts'
import {lawsDir, realCorpus, root} from './helpers/corpus.ts'

// Strict, as an independent consumer would compile them: a schema ajv strict refuses cannot validate anything.
const ajv = new Ajv2020({allErrors: true, strict: true})
const validateArticle = ajv.compile(z.toJSONSchema(articleSchema))
const validateEditions = ajv.compile(z.toJSONSchema(editionsSchema))
// What is written to disk is what is validated: JSON text, parsed back.
const asWritten = (value: unknown): unknown => JSON.parse(JSON.stringify(value))

describe('published schemas', () => {
  test('every published schema compiles under ajv in strict mode (draft 2020-12)', () => {
    const refused = Object.entries(publishedSchemas).flatMap(([name, schema]) => {
      try {
        new Ajv2020({strict: true}).compile(z.toJSONSchema(schema))
        return []
      } catch (error) {
        return [`${name}: ${(error as Error).message}`]
      }
    })
    expect(refused).toEqual([])
    expect(Object.keys(publishedSchemas)).toEqual(['article', 'corpus', 'editions', 'lineages', 'lineage', 'comparison', 'redirects', 'corpus-config'])
  })
})

describe('JSON export', () => {
  const corpus = realCorpus()

  test('editions.json validates and lists every article of the corpus', () => {
    const json = asWritten(editionsJson(corpus.config.title, corpus.editions)) as ReturnType<typeof editionsJson>
    expect(validateEditions(json), ajv.errorsText(validateEditions.errors)).toBe(true)
    expect(json.editions.flatMap((edition) => edition.articles).map((article) => article.id)).toEqual(corpus.editions.flatMap(articlesOf).map((article) => article.id))
    expect(json.editions.flatMap((edition) => edition.articles).find((article) => article.id === '1987/25')).toEqual({
      id: '1987/25',
      number: '25',
      title: 'wijzigen van biedingen, al dan niet reglementair',
      chapter: 'Deel II Onregelmatigheden Art. 23 t/m 40',
      section: '§ II Het wijzigen van een bieding Art. 25 t/m 26'
    })
  })

  test('editions.json lists every known edition, oldest first, with its dates and whether the collection holds it', () => {
    const json = asWritten(editionsJson(corpus.config.title, corpus.editions, corpus.config.editions)) as ReturnType<typeof editionsJson>
    expect(validateEditions(json), ajv.errorsText(validateEditions.errors)).toBe(true)
    const declared = corpus.config.editions!.map((entry) => entry.edition)
    expect(json.known.map((entry) => entry.edition)).toEqual(declared)
    expect(json.known.filter((entry) => entry.transcribed).map((entry) => entry.edition)).toEqual(corpus.editions.map((edition) => edition.edition))
  })

  test('editions.json gives every date with the source laws/corpus.json gives it, an end where the next edition is recorded to begin (and a start where the one before is recorded to end), and what an edition was with its source', () => {
    const json = editionsJson(corpus.config.title, corpus.editions, corpus.config.editions)
    const declared = corpus.config.editions!
    expect(json.known.map(({edition, from, until, fromSource, untilSource, about}) => ({edition, from, until, fromSource, untilSource, about}))).toEqual(
      declared.map(({edition, from, until, about}, k) => {
        const start = from ?? declared[k - 1]?.until
        const end = until ?? declared[k + 1]?.from
        return {edition, from: start?.date ?? null, until: end?.date ?? null, fromSource: start?.source ?? null, untilSource: end?.source ?? null, about: about ?? null}
      })
    )
    expect(json.known.find((entry) => entry.edition === '1987')).toMatchObject({until: '1997-09-01', untilSource: {url: 'https://libble.de/algemeen-bridge/p/830742/?page=0003'}})
    expect(json.known.find((entry) => entry.edition === '1997')).toMatchObject({from: '1997-09-01', fromSource: {url: 'https://libble.de/algemeen-bridge/p/830742/?page=0003'}})
  })

  test('an edition the declarations lack stands among the known editions by its label; without declarations the transcribed editions are the known ones', () => {
    const editions = corpus.editions.filter((edition) => edition.edition === '1987')
    const known = (declared?: Array<{edition: string; from: null; until: null}>) => editionsJson('x', editions, declared).known.map(({edition, transcribed}) => `${edition}${transcribed ? '*' : ''}`)
    expect(
      known([
        {edition: '1975', from: null, until: null},
        {edition: '1997', from: null, until: null}
      ])
    ).toEqual(['1975', '1987*', '1997'])
    expect(known()).toEqual(['1987*'])
    expect(editionsJson('x', editions).known).toEqual([{edition: '1987', from: null, until: null, fromSource: null, untilSource: null, about: null, transcribed: true}])
  })

  test('every article file validates against article.schema.json', () => {
    let count = 0
    for (const edition of corpus.editions) {
      for (const article of articlesOf(edition)) {
        const json = asWritten(articleJson(article, edition))
        expect(validateArticle(json), `${article.id}: ${ajv.errorsText(validateArticle.errors)}`).toBe(true)
        count++
      }
    }
    expect(count).toBe(corpus.editions.flatMap(articlesOf).length)
  })

  test('the schema rejects a provision without an id', () => {
    const edition = corpus.editions[0]!
    const json = asWritten(articleJson(articlesOf(edition)[0]!, edition)) as {provisions: Array<Record<string, unknown>>}
    delete json.provisions[0]!['id']
    expect(validateArticle(json)).toBe(false)
    expect(ajv.errorsText(validateArticle.errors)).toBe("data/provisions/0 must have required property 'id'")
  })

  test('an article export carries bare labels, printed labels, footnotes with their provision, and notes', () => {
    const edition = corpus.editions.find((candidate) => candidate.edition === '1975')!
    const json = articleJson(
      articlesOf(edition).find((article) => article.number === '30')!,
      edition
    )
    expect(json.provisions.map((p) => [p.id, p.label, p.printedLabel, p.inForceFrom ?? null])).toEqual([
      ['1975/30/p1', null, null, null],
      ['1975/30/a', 'a', 'a.', null],
      ['1975/30/b', 'b', 'b.', null],
      ['1975/30/c', 'c', 'c.', '1984-01-01']
    ])
    expect(json.footnotes.map((f) => [f.number, f.provision])).toEqual([
      ['1', '1975/30/a'],
      ['2', '1975/30/a']
    ])
    expect(json.notes.map((n) => [n.id, n.appliesTo, n.inForceFrom])).toEqual([['1975/30/note1', '1975/30/c', '1984-01-01']])
    expect(json.source).toEqual({
      path: 'laws/1975/HV3.md',
      page: 'HV3',
      wiki: 'Spelregels voor tafelarbiters',
      site: 'keesboek.com',
      title: 'Sjabloon:1975:HV3',
      url: 'https://keesboek.com/index.php?title=Sjabloon%3A1975%3AHV3',
      revision: null,
      oldid: null,
      retrieved: '2026-11-29',
      lines: [17, 36]
    })
  })
})

describe('comparison export', () => {
  const pipeline = runPipeline(lawsDir, {cwd: root})
  const comparisons = pipeline.pairs.map((pair) => comparisonJson(pair, pipeline))
  const validateComparison = ajv.compile(z.toJSONSchema(comparisonSchema))
  const validateLineages = ajv.compile(z.toJSONSchema(lineagesSchema))
  const validateRows = ajv.compile(z.toJSONSchema(lineageRowsSchema))

  test('there is a comparison for every pair of editions that share lineages, and each validates', () => {
    expect(comparisons.map((comparison) => `${comparison.from}-${comparison.to} ${comparison.articles.length}`)).toEqual(['1975-1987 8', '1982-1987 4', '1987-1997 2'])
    for (const comparison of comparisons) expect(validateComparison(asWritten(comparison)), ajv.errorsText(validateComparison.errors)).toBe(true)
  })

  test('articles are ordered by how much changed, with provisions counted per status in the summary', () => {
    const [first] = comparisons
    const shares = first!.articles.map((article) => article.changeShare)
    expect(shares).toEqual([...shares].sort((a, b) => b - a))
    const last = comparisons.at(-1)!
    expect(last.summary.articles).toEqual({compared: 2, unchanged: 0, changed: 2, uncompared: 0})
    // 1997 art. 25 adds two footnotes, and with them lid B 1 is no longer unchanged; seven provisions changed their rule
    // (25 A sets a limit, "Tot zijn partner een bieding doet"; 26 A 2 "later" became "in het reglementaire biedverloop").
    expect(last.summary.provisions).toEqual({
      unchanged: {from: 10, to: 10},
      annotated: {from: 1, to: 1},
      amended: {from: 7, to: 7},
      reworded: {from: 3, to: 3},
      respelled: {from: 0, to: 0},
      retitled: {from: 0, to: 0},
      relabeled: {from: 0, to: 0},
      footnoted: {from: 0, to: 0},
      incorporated: {from: 0, to: 0},
      split: {from: 0, to: 0},
      merged: {from: 0, to: 0},
      regrouped: {from: 0, to: 0},
      moved: {from: 0, to: 0},
      added: {from: 0, to: 2},
      removed: {from: 0, to: 0},
      replaced: {from: 0, to: 0},
      absent: {from: 0, to: 0}
    })
  })

  test('lineages.json and every lineage rows file validate', () => {
    expect(validateLineages(asWritten(lineagesJson(pipeline.lineages))), ajv.errorsText(validateLineages.errors)).toBe(true)
    for (const lineage of pipeline.lineages) {
      const rows = lineageRowsJson(lineage, pipeline, pipeline.article)
      expect(validateRows(asWritten(rows)), ajv.errorsText(validateRows.errors)).toBe(true)
      expect(rows.rows.every((row) => row.cells.length === lineage.articles.length)).toBe(true)
    }
  })

  test('lineage rows put 1997 art. 25 B 2 (b) (2) in the row of 1987 B 2 (b) (2), marked amended', () => {
    const rows = lineageRowsJson(
      pipeline.lineages.find((lineage) => lineage.id === '1987-25')!,
      pipeline,
      pipeline.article
    )
    const provisions = (cell: (typeof rows.rows)[number]['cells'][number]) => (cell?.kind === 'text' ? cell.provisions : null)
    const row = rows.rows.find((candidate) => provisions(candidate.cells[0]!)?.[0] === '1987/25/B/2/b/2')!
    expect(row.cells.map((cell) => [provisions(cell), cell?.status])).toEqual([
      [['1987/25/B/2/b/2'], null],
      [['1997/25/B/2/b/2'], 'amended']
    ])
  })

  test('lineage rows of 1975 art. 30 and 32 say in 1987’s column that b 1, b 2 and a 1 were removed: the file needs no comparison', () => {
    const ended = (id: string) =>
      lineageRowsJson(
        pipeline.lineages.find((lineage) => lineage.id === id)!,
        pipeline,
        pipeline.article
      ).rows.flatMap(({cells}) => (cells[0]?.kind === 'text' && cells[1]?.kind === 'ended' ? [[cells[0].provisions, cells[1], cells.length] as const] : []))
    expect(ended('1975-30')).toEqual([
      [['1975/30/b/1'], {kind: 'ended', status: 'removed', explanation: 'Onderdeel b 1 is vervallen.'}, 2],
      [['1975/30/b/2'], {kind: 'ended', status: 'removed', explanation: 'Onderdeel b 2 is vervallen.'}, 2]
    ])
    expect(ended('1975-32')).toEqual([[['1975/32/a/1'], {kind: 'ended', status: 'removed', explanation: 'Onderdeel a 1 is vervallen.'}, 2]])
    // Null only where the row has nothing to say: before its provision appears, after it ended.
    for (const lineage of pipeline.lineages) {
      for (const {cells} of lineageRowsJson(lineage, pipeline, pipeline.article).rows) {
        const first = cells.findIndex((cell) => cell !== null)
        const last = cells.findLastIndex((cell) => cell !== null)
        expect(
          cells.slice(first, last + 1).every((cell) => cell !== null),
          lineage.id
        ).toBe(true)
        expect(last === cells.length - 1 || cells[last]!.kind !== 'text' || !(cells[last] as {provisions: string[]}).provisions.every((id) => id.startsWith(`${lineage.articles[last]!.id}/`)), lineage.id).toBe(true)
      }
    }
  })

  test('lineage rows of 1975 art. 31 say where each merged lid went, and what each later cell starts from', () => {
    const {rows} = lineageRowsJson(
      pipeline.lineages.find((lineage) => lineage.id === '1975-31')!,
      pipeline,
      pipeline.article
    )
    // A source whose spans are not its whole text (the earlier cell's) is part of it.
    const whole = (row: number | null, spans: Array<[number, number]>) => {
      const before = row === null ? null : rows[row]!.cells[0]
      return before?.kind === 'text' && spans.length === 1 && spans[0]![0] === 0 && spans[0]![1] === (before.text ?? '').length
    }
    const said = rows.map(({cells}) =>
      cells.map((cell) => {
        if (cell === null) return '-'
        if (cell.kind === 'continued') return `${cell.status} in ${cell.continuedIn.map((target) => `${target.row}:${target.provisions.join('+')}`).join(', ')}`
        if (cell.kind === 'ended') return cell.status
        const from = (cell.from ?? []).map((source) => `${source.id}@${source.row}${whole(source.row, source.spans) ? '' : ' (part)'}`)
        return `${cell.provisions.join('+')}${from.length > 0 ? ` <- ${from.join(' + ')}` : ''}`
      })
    )
    // Lid a and d merged into A (A in a's row, d's row points there). Lid a 2 and d 2 went to A 2,
    // A 2 (a) and A 2 (b) as one part: d 2 applies "de regeling onder a 2" (the links to A 2 (a) and
    // A 2 (b)) in a clause whose words went to A 2, so no cut of its text keeps the links apart. Each
    // cell starts from the words of that part the part's diff pairs with its own provision: A 2 and
    // A 2 (a) from a 2 alone (A 2 (a) in a row of its own, a 2's row holds A 2), A 2 (b) from the
    // end of a 2 and from d 2, in d 2's row. B reads c's words first, then b's.
    expect(said.slice(1, 12)).toEqual([
      ['1975/31/a', '1987/31/A <- 1975/31/a@1 + 1975/31/d@9'],
      ['1975/31/a/1', '1987/31/A/1 <- 1975/31/a/1@2 + 1975/31/d/1@10'],
      ['1975/31/a/2', '1987/31/A/2 <- 1975/31/a/2@3 (part)'],
      ['-', '1987/31/A/2/a <- 1975/31/a/2@3 (part)'],
      ['1975/31/b', '1987/31/B <- 1975/31/c@6 + 1975/31/b@5'],
      ['1975/31/c', 'merged in 5:1987/31/B'],
      // The lead penalties are gone; B points to artikel 26 in their place.
      ['1975/31/c/1', 'replaced in 5:1987/31/B'],
      ['1975/31/c/2', 'replaced in 5:1987/31/B'],
      ['1975/31/d', 'merged in 1:1987/31/A'],
      ['1975/31/d/1', 'merged in 2:1987/31/A/1'],
      ['1975/31/d/2', '1987/31/A/2/b <- 1975/31/a/2@3 (part) + 1975/31/d/2@11']
    ])
  })
})

test('redirects.json has a serialiser of its own, and what it makes validates against the published schema', () => {
  const validate = new Ajv2020({allErrors: true, strict: true}).compile(z.toJSONSchema(redirectsSchema))
  const made = redirectsJson([{from: '/geschiedenis/1975-10/', to: '/geschiedenis/1975-31/'}])
  expect(made).toEqual({redirects: [{from: '/geschiedenis/1975-10/', to: '/geschiedenis/1975-31/'}]})
  expect(validate(asWritten(made))).toBe(true)
})
