// Adding a lid page is local: whatever lid page of whatever article joins the corpus (of an article
// the collection lacks, the first or a further one; a repeat of a lid a chapter page prints, word
// for word or reworded, in the wiki's list layout or not), no comparison of another article
// changes, and no provision becomes "vervallen" that the page does not concern: what the
// collection lacks is not compared, never removed. Whole articles stay compared with each other
// when the page's article stands between them, and an article of which nothing could be compared
// is "uncompared", never "unchanged". A chapter page cut short is as local: what it lacks is not compared.
// So is a chapter page that holds only its own text: it adds heading comparisons of its own heading, and
// changes no other.
import {readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {VFile} from 'vfile'
import {articlesOf, buildCorpus} from '../src/corpus.ts'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import {footnoteId, pathOf} from '../src/ids.ts'
import {lineageSteps} from '../src/align/articles.ts'
import {sitePagePaths} from '../src/align/published-urls.ts'
import {lineageRowsJson} from '../src/export/lineage-json.ts'
import {align, type Pipeline} from '../src/pipeline.ts'
import type {ArticleComparisonJson, HeadingComparisonJson} from '../src/schema.ts'
import {comparisonJson} from '../src/export/comparison-json.ts'
import {headingsOf as headingsOfNode} from '../src/walk.ts'
import {sameTitleText} from '../src/align/text.ts'
import type {Article, Provision} from '../src/types.ts'
import {config, lawsDir} from './helpers/corpus.ts'

const sources = readdirSync(lawsDir, {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => ({path: path.join('laws', file), value: readFileSync(path.join(lawsDir, file), 'utf8')}))
const concordance = readFileSync(path.join(lawsDir, 'concordance.txt'), 'utf8')

function pipeline(extra: Array<{path: string; value: string}> = []): Pipeline {
  const files = [...sources, ...extra].map((file) => new VFile(file))
  return align(buildCorpus(files, config), new VFile({path: 'laws/concordance.txt', value: concordance}))
}

/** Every article comparison of the build, by `<from id> → <to id>`. */
function comparisons(run: Pipeline): Map<string, ArticleComparisonJson> {
  const all = new Map<string, ArticleComparisonJson>()
  for (const lineage of run.lineages) for (const link of lineage.links) all.set(`${link.from.id} → ${link.to.id}`, run.compare(lineage, link.from, link.to))
  return all
}

const base = pipeline()
const before = comparisons(base)
/** The diagnostics of every file, as `line:column rule reason`. */
const messages = (run: Pipeline) => new Map(run.corpus.files.map((file) => [file.path, file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.reason}`)]))
const messagesBefore = messages(base)
const articles = base.corpus.editions.flatMap(articlesOf)
const numbers = [...new Set(articles.map((article) => article.number))]
const editions = [...base.corpus.editions.map((edition) => edition.edition), '2007']

/** A lid as its lid page prints it: the label line, its text, its parts; in the wiki's list layout each line an item one level deeper. */
function lidPage(edition: string, number: string, label: string, lid: Provision, listLayout: boolean, dropPart: number | null): {path: string; value: string} {
  const lines: string[] = []
  const write = (provision: Provision, depth: number) => {
    const head = provision === lid ? `${label}.` : provision.printedLabel
    const item = provision.kind === 'item' ? '- ' : ''
    if (provision.kind === 'labeled' && provision.form === 'title') lines.push(`${head} ${provision.title ?? ''}`.trim(), ...(provision.text ? [provision.text] : []))
    else lines.push(`${item}${[head, provision.text].filter(Boolean).join(' ')}`)
    provision.children.forEach((child, index) => {
      if (!(depth === 0 && index === dropPart)) write(child, depth + 1)
    })
  }
  write(lid, 0)
  const page = `${number}${label}`
  const body = listLayout ? lines.map((line) => `- ${line}`).join('\n') : lines.join('\n\n')
  return {path: `laws/${edition}/${page}.md`, value: `Sjabloon:${edition}:${page}\n${listLayout ? '' : '\n'}${body}\n`}
}

/** The lettered lids of article `number` in any edition that letters its lids in capitals, as lid page names do (`30B`). */
function lidsOf(number: string): Provision[] {
  return articles.filter((article: Article) => article.number === number).flatMap((article) => article.children.filter((provision) => provision.kind === 'labeled' && provision.labelKind === 'letter' && /^[A-Z]$/.test(provision.label!)))
}

/**
 * A lid page the wiki could hold: of an article the edition lacks (or holds from lid pages only),
 * or a repeat of a lid of the article its chapter page prints (in capitals, as page names are).
 */
function takesLidPage(edition: string, number: string, label: string): boolean {
  const article = articles.find((candidate) => candidate.edition === edition && candidate.number === number)
  return !article || article.children.some((provision) => provision.labelKind === 'letter' && provision.label === label)
}

/** The lid a provision or footnote of the base corpus belongs to (a footnote: the lid of its marker). */
const lidOfId = new Map(articles.flatMap((article) => article.footnotes.map((footnote) => [footnoteId(article.id, footnote.number), footnote.provision ? (pathOf(footnote.provision)[0] ?? '') : ''] as const)))
const lidOf = (id: string) => lidOfId.get(id) ?? pathOf(id)[0]

/**
 * What a comparison says of its provisions: apart from its lineage's name, which follows the
 * lineage's first article (the registry keeps published names), and of its links only which
 * provisions they join. A link's score weighs words by how rare they are in the whole corpus, so
 * any page added moves it; and whether the aligner found a link the editors set too may change
 * with new evidence (a page of the article a move went to), while the link stands. The doubts of a
 * rule change, and the sentences that say them, are not compared (`withoutDoubts`).
 */
const content = (comparison: ArticleComparisonJson | undefined) =>
  comparison && {...comparison, lineage: undefined, pairs: comparison.pairs.map((pair) => ({...pair, links: pair.links.map((link) => ({from: link.from, to: link.to})), ...withoutDoubts(pair)}))}

/**
 * A pair's rule change without its doubts, in the pair and its parts. A doubt weighs the clause
 * against the text its provisions are linked to elsewhere (src/diff/rule-change.ts), which a new
 * page of a linked article extends: a clause may find its counterpart there and no longer be in
 * doubt. What the verdict says (lapsed, new, changed, references) and the status stay.
 */
function withoutDoubts(pair: ArticleComparisonJson['pairs'][number]) {
  const ruleChange = (change: {doubts?: unknown} | null | undefined) => (change ? {...change, doubts: undefined} : change)
  return {ruleChange: ruleChange(pair.ruleChange), explanation: undefined, parts: pair.parts.map((part) => ({...part, ruleChange: ruleChange(part.ruleChange), explanation: undefined}))}
}

const candidates = numbers.filter((number) => lidsOf(number).length > 0)

describe('adding a lid page', () => {
  test('changes no comparison of another article, turns no provision removed that the page does not concern, and adds no diagnostic to another file', () => {
    fc.assert(
      fc.property(fc.constantFrom(...editions), fc.constantFrom(...candidates), fc.constantFrom('A', 'B', 'C', 'D'), fc.nat(), fc.boolean(), fc.option(fc.nat(3), {nil: null}), (edition, number, label, pick, listLayout, dropPart) => {
        fc.pre(takesLidPage(edition, number, label))
        const lids = lidsOf(number)
        // The page's lid: its own label's text in some edition when there is one, else another lid of the article.
        const same = lids.filter((lid) => lid.label === label)
        const lid = (same.length > 0 ? same : lids)[pick % (same.length > 0 ? same.length : lids.length)]!
        const added = lidPage(edition, number, label, lid, listLayout, dropPart)
        if (sources.some((source) => source.path === added.path)) return
        const run = pipeline([added])
        const after = comparisons(run)
        for (const [file, list] of messages(run)) if (file !== added.path) expect({file, list}).toEqual({file, list: messagesBefore.get(file)})
        const concerned = (key: string) => key.split(' → ').includes(`${edition}/${number}`)
        const page = `${edition}/${number}`
        for (const [key, comparison] of before) {
          // Whole articles stay compared with each other, also when the page's article stands between them.
          if (!concerned(key)) expect({key, comparison: content(after.get(key))}).toEqual({key, comparison: content(comparison)})
        }
        // Every comparison the page adds has the page's article on one side.
        expect([...after.keys()].filter((key) => !before.has(key) && !key.split(' → ').includes(page))).toEqual([])
        for (const [key, comparison] of after) {
          if (!concerned(key)) continue
          const removedBefore = new Set((before.get(key)?.pairs ?? []).filter((pair) => pair.status === 'removed').flatMap((pair) => pair.from))
          // Removed is said only of the page's lid on either side (lettered `a` or `A`): its counterpart is here, and part of it is not.
          const strayRemoved = comparison.pairs.filter((pair) => pair.status === 'removed').flatMap((pair) => pair.from.filter((id) => !removedBefore.has(id) && lidOf(id)!.toLowerCase() !== label.toLowerCase()))
          expect({key, strayRemoved}).toEqual({key, strayRemoved: []})
          // Nothing compared is said as such: never unchanged, never a share of changed words.
          const compared = comparison.pairs.some((pair) => pair.status !== 'absent')
          expect({key, status: comparison.status, share: comparison.changeShare}).toEqual({key, status: compared ? comparison.status : 'uncompared', share: compared ? comparison.changeShare : 0})
          if (compared) expect({key, status: comparison.status}).not.toEqual({key, status: 'uncompared'})
        }
      }),
      {numRuns: 60, seed: 20261201}
    )
  })
})

describe('a lid page of an edition between two whole articles of a lineage', () => {
  const page = {
    path: 'laws/1982/30B.md',
    value:
      'Sjabloon:1982:30B\n\nB. Nádat een van de spelers een bod heeft gedaan\n\nNadat een van de spelers een bod heeft gedaan en een speler past terwijl zijn partner aan de beurt was om te bieden, geldt als straf dat de overtreder verder moet passen.\n'
  }
  const run = pipeline([page])
  const lineage = run.lineages.find((candidate) => candidate.articles.some((article) => article.id === '1982/30'))!

  test('keeps the direct comparison of the whole articles, and compares the partial one with each', () => {
    expect(lineage.articles.map((article) => article.id)).toEqual(['1975/30', '1982/30', '1987/30'])
    expect(lineage.links.map((link) => `${link.from.id} → ${link.to.id}`)).toEqual(['1975/30 → 1982/30', '1975/30 → 1987/30', '1982/30 → 1987/30'])
    expect(content(comparisons(run).get('1975/30 → 1987/30'))).toEqual(content(before.get('1975/30 → 1987/30')))
  })

  test('keeps every published page, and adds the partial article and its two comparisons', () => {
    const pages = (pipeline: Pipeline) =>
      sitePagePaths(
        pipeline.corpus.editions.map((edition) => ({edition: edition.edition, articles: articlesOf(edition)})),
        pipeline.lineages
      )
    const [without, withPage] = [pages(base), pages(run)]
    expect(without.filter((page) => !withPage.includes(page))).toEqual([])
    expect(withPage.filter((page) => !without.includes(page)).sort()).toEqual(['/1982/artikel-30/', '/vergelijk/1975/1982/', '/vergelijk/1975/1982/artikel-30/', '/vergelijk/1982/1987/artikel-30/'])
  })

  test('shows each whole article in the lineage against the whole one before it, the partial one against the article before it', () => {
    expect(lineageSteps(lineage).map(({column, base}) => [column, base])).toEqual([
      [1, 0],
      [2, 0]
    ])
    const rows = lineageRowsJson(lineage, run, run.article)
    expect(rows.bases).toEqual([null, 0, 0])
    // The rows of 1987 are those of the comparison with 1975: the same cells as without the page, in their columns.
    const without = lineageRowsJson(
      base.lineages.find((candidate) => candidate.id === lineage.id)!,
      base,
      base.article
    )
    // Row numbers aside: the partial article's column may add rows of its own.
    const column = (json: typeof rows, index: number) =>
      JSON.parse(
        JSON.stringify(
          json.rows.map((row) => row.cells[index]).filter((cell) => cell !== null),
          (key, value: unknown) => (key === 'row' ? undefined : value)
        )
      ) as unknown[]
    expect(column(rows, 2)).toEqual(column(without, 1))
    // The partial article's column says what was not compared: not in the collection, never removed.
    // Lid b of 1975 is the page's lid B (pages are named in capitals): compared, its items not on the page removed.
    // Each cell's first sentence: what happened to it.
    const statuses = (column(rows, 1) as Array<{kind: string; status: string; explanation: string}>).map((cell) => [cell.kind, cell.status, /^.*?\)?\./u.exec(cell.explanation)![0]])
    expect(statuses.filter(([, status]) => status !== 'absent')).toEqual([
      ['text', 'amended', 'Lid b, nu lid B, is inhoudelijk gewijzigd (68% van de woorden gewijzigd).'],
      ['ended', 'removed', 'Onderdeel b 1 is vervallen.'],
      ['ended', 'removed', 'Onderdeel b 2 is vervallen.']
    ])
    expect(comparisons(run).get('1975/30 → 1982/30')!.status).toBe('changed')
  })
})

describe('a lid page that repeats a lid of a chapter page, in the wiki list layout', () => {
  const lid = articles.find((article) => article.id === '1987/25')!.children.find((provision) => provision.label === 'B')!
  const page = lidPage('1987', '25', 'B', lid, true, null)

  test('is that lid when its words are the same: no diagnostic, no second lid, no comparison changes', () => {
    const run = pipeline([page])
    expect(run.corpus.files.find((file) => file.path === page.path)!.messages.map(String)).toEqual([])
    expect(run.article('1987/25')!.children.map((provision) => provision.id)).toEqual(['1987/25/A', '1987/25/B'])
    expect([...comparisons(run)]).toEqual([...before])
  })

  test('stays beside it as a variant when its words differ, the diagnostic names the words, and no comparison changes', () => {
    const changed = {...page, value: page.value.replace('onmiddellijk', 'direct')}
    const run = pipeline([changed])
    expect(run.corpus.files.find((file) => file.path === page.path)!.messages.map((message) => `${message.ruleId} ${message.reason}`)).toEqual([
      'duplicate-label Unexpected lid B of artikel 25 that differs from the one in laws/1987/HV2.md (`onmiddellijk` → `direct`), expected the same text on both pages; both are kept, the first is compared'
    ])
    expect(run.article('1987/25')!.children.map((provision) => [provision.id, provision.variantOf ?? null])).toEqual([
      ['1987/25/A', null],
      ['1987/25/B', null],
      ['1987/25/B~2', '1987/25/B']
    ])
    expect([...comparisons(run)]).toEqual([...before])
  })
})

describe('adding a chapter page cut short', () => {
  // The newest text of each article with two lids or more: a later edition's page that prints it
  // word for word, cut short, differs from it only in what the page lacks.
  const newest = numbers
    .map((number) => articles.filter((article) => article.number === number).at(-1)!)
    .filter((article) => article.children.filter((provision) => provision.kind === 'labeled').length >= 2 && article.footnotes.length === 0)

  test('changes no comparison of another article, and says of what the page lacks "niet vergeleken", never removed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...newest), fc.double({min: 0, max: 1, noNaN: true}), (article, at) => {
        const markdown = articleToMarkdown(article)
        // Cut inside the text after the first lid's line, at the end of a word: the page stops mid-sentence.
        const from = markdown.indexOf('\n', markdown.indexOf(`\n${article.children.find((provision) => provision.kind === 'labeled')!.printedLabel} `) + 1)
        const cut = /^[\s\S]*\p{L}/u.exec(markdown.slice(0, from + Math.floor((markdown.length - from) * at)))?.[0] ?? ''
        fc.pre(cut.length > from)
        const added = {path: 'laws/2007/HX.md', value: `Sjabloon:2007:HX\n\n${cut}\n`}
        const run = pipeline([added])
        expect(run.corpus.files.find((file) => file.path === added.path)!.messages.map((message) => message.ruleId)).toContain('page-cut-short')
        for (const [file, list] of messages(run)) if (file !== added.path) expect({file, list}).toEqual({file, list: messagesBefore.get(file)})
        const page = `2007/${article.number}`
        const after = comparisons(run)
        for (const [key, comparison] of before) if (!key.split(' → ').includes(page)) expect({key, comparison: content(after.get(key))}).toEqual({key, comparison: content(comparison)})
        const mine = after.get(`${article.id} → ${page}`)
        // The page prints the article word for word up to where it stops: of its own provisions
        // nothing is removed or changed (what other articles the edition lacks may move in is the aligner's).
        const own = (ids: string[]) => ids.every((id) => id.startsWith(`${article.id}/`) || id.startsWith(`${page}/`))
        expect(mine?.pairs.filter((pair) => own([...pair.from, ...pair.to]) && pair.status !== 'unchanged' && pair.status !== 'absent').map((pair) => [pair.status, pair.from, pair.to])).toEqual([])
      }),
      {numRuns: 10, seed: 20261202}
    )
  })
})

describe('adding chapter pages that hold only their own text', () => {
  // Every pair's heading comparisons, as published, by pair.
  const headingComparisons = (run: Pipeline) => new Map(run.pairs.map((pair) => [`${pair.from} → ${pair.to}`, comparisonJson(pair, run).headings] as const))
  const headingsBefore = headingComparisons(base)
  const texts = articles.flatMap((article) => article.children.map((provision) => provision.text ?? '').filter((text) => /^\p{Lu}.*[.;]$/u.test(text) && text.length > 40))
  const headingLines = [
    (number: number, title: string) => `HOOFDSTUK ${roman(number)} ${title.toUpperCase()}`,
    (number: number, title: string) => `§ ${roman(number)} ${title}`,
    (number: number, title: string) => `${['TIENDE', 'ELFDE', 'TWAALFDE', 'DERTIENDE', 'VEERTIENDE'][number % 5]} TIJDVAK ~ ${title.toUpperCase()}.`
  ]
  const titles = [...new Set(base.corpus.editions.flatMap((edition) => edition.children.flatMap((source) => headingsOfNode(source).map((heading) => heading.title))))]

  test('changes no article comparison, no other heading comparison and no other file’s diagnostics; the same page in two editions is unchanged, one cut short not compared', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...base.pairs.map((pair) => ({from: pair.from, to: pair.to}))),
        // Numbers no heading of the corpus has: the two pages' headings correspond by their number.
        fc.integer({min: 10, max: 19}),
        fc.constantFrom(...headingLines),
        fc.constantFrom(...titles, 'Het spelen'),
        fc.array(fc.constantFrom(...texts), {minLength: 1, maxLength: 2}),
        fc.option(fc.double({min: 0.2, max: 0.8, noNaN: true}), {nil: null}),
        ({from, to}, number, line, title, paragraphs, cutAt) => {
          const body = paragraphs.join('\n\n')
          // The newer page cut at the end of a word inside its text: it stops mid-sentence.
          const cut = cutAt === null ? body : (/^[\s\S]*\p{L}/u.exec(body.slice(0, Math.floor(body.length * cutAt)))?.[0] ?? body)
          const heading = line(number, title)
          const page = (edition: string, text: string) => ({path: `laws/${edition}/HX.md`, value: `Sjabloon:${edition}:HX\n\n${heading}\n\n${text}\n`})
          const added = [page(from, body), page(to, cut)]
          const run = pipeline(added)
          const paths = added.map((file) => file.path)
          for (const [file, list] of messages(run)) if (!paths.includes(file)) expect({file, list}).toEqual({file, list: messagesBefore.get(file)})
          expect([...comparisons(run)].map(([key, comparison]) => [key, content(comparison)])).toEqual([...before].map(([key, comparison]) => [key, content(comparison)]))
          const onPage = (comparison: HeadingComparisonJson) => [comparison.from, comparison.to].some((side) => side.heading === heading)
          for (const [key, list] of headingComparisons(run)) expect({key, list: list.filter((comparison) => !onPage(comparison))}).toEqual({key, list: headingsBefore.get(key) ?? []})
          // The page cut mid-sentence says so, and only then.
          const cutShort = run.corpus.files.find((file) => file.path === paths[1])!.messages.some((message) => message.ruleId === 'page-cut-short')
          expect(cutShort).toBe(cutAt !== null)
          const mine = headingComparisons(run)
            .get(`${from} → ${to}`)!
            .filter((comparison) => comparison.from.heading === heading && comparison.to.heading === heading)
          expect(mine.map((comparison) => [comparison.status, comparison.textStatus])).toEqual([['unchanged', cutAt === null ? 'unchanged' : 'uncompared']])
        }
      ),
      {numRuns: 25, seed: 20261203}
    )
  })

  test('joins two headings by a title printed in capitals or with a final period on one side, and never calls it changed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...base.pairs.map((pair) => ({from: pair.from, to: pair.to}))),
        fc.integer({min: 10, max: 18}),
        // Titles no heading of the corpus has: the two new headings can only join each other.
        fc.constantFrom(...['Het spelen', 'Verzaakte kaarten', 'Het claimen van slagen', 'Onjuiste scores'].filter((title) => !titles.some((other) => sameTitleText(other, title)))),
        fc.constantFrom('', '.', ':'),
        fc.constantFrom(...texts),
        ({from, to}, number, title, end, text) => {
          // Other keywords and numbers: only the title can join them.
          const [older, newer] = [`HOOFDSTUK ${roman(number)} ${title.toUpperCase()}`, `§ ${roman(number + 1)} ${title}${end}`]
          const page = (edition: string, heading: string) => ({path: `laws/${edition}/HX.md`, value: `Sjabloon:${edition}:HX\n\n${heading}\n\n${text}\n`})
          const run = pipeline([page(from, older), page(to, newer)])
          const mine = headingComparisons(run)
            .get(`${from} → ${to}`)!
            .filter((comparison) => comparison.from.heading === older)
          expect(mine.map((comparison) => [comparison.to.heading, comparison.basis, comparison.retitled, comparison.textStatus])).toEqual([[newer, 'title', false, 'unchanged']])
        }
      ),
      {numRuns: 10, seed: 20261204}
    )
  })
})

function roman(number: number): string {
  return `X${['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'][number - 10]!}`
}
