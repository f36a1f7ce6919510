// Large input for the parser: a 10 MB source and lines of 200 kB of what makes Markdown parsers slow.
// Nothing is lost, every message points inside the file, and the parser's work grows linearly with
// the input: on twice the input it runs at most 2.2 times the JavaScript blocks (a quadratic parser
// runs four times as many). The work is counted, not timed (tests/helpers/operations.ts), so the
// bound holds on any machine and under any load.
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import {articlesOf, buildCorpus} from '../src/corpus.ts'
import {config, messageLines} from './helpers/corpus.ts'
import {parseChecked, positionProblems, realSources} from './helpers/fuzz.ts'
import {operations} from './helpers/operations.ts'

const header = 'Sjabloon:2001:X\n'

/** How many times the parser's work on the second source is its work on the first. */
async function workRatio(small: string, large: string, signal: AbortSignal): Promise<number> {
  const source = (value: string) => ({'laws/2001/X.md': value})
  const [a, b] = await operations(new URL('./helpers/corpus.ts', import.meta.url), 'parseSources', [source(small), source(large)], signal)
  return b! / a!
}

/**
 * A source of the real sources' lines over and over, `rounds` times, the articles renumbered so that
 * every number is new, the ranges of the headings dropped (they no longer hold).
 */
function repeatedRealSources(rounds: number): {text: string; lines: number; articles: number; bytes: number} {
  const lines = [header.trim()]
  let bytes = 0
  let articles = 0
  for (let round = 0; round < rounds; round++) {
    for (const source of realSources) {
      for (const line of source.text.split(/\r?\n/).slice(1)) {
        const renumbered = line.replace(/^(ARTIKEL|Artikel)\s+\d+[a-z]?/, () => `Artikel ${++articles}`).replace(/ Art\. \d+( t\/m \d+)?$/, '')
        lines.push(renumbered)
        bytes += Buffer.byteLength(renumbered) + 1
      }
    }
  }
  return {text: lines.join('\n'), lines: lines.length, articles, bytes}
}

describe('a 10 MB source', () => {
  const roundBytes = repeatedRealSources(1).bytes

  test('built from the real lines, it parses with every article, every message inside the file', {timeout: 180_000}, () => {
    const {text, lines, articles, bytes} = repeatedRealSources(Math.ceil((10 * 1024 * 1024) / roundBytes))
    const corpus = buildCorpus([new VFile({path: 'laws/2001/X.md', value: text})], config)
    console.log(`10 MB source: ${(bytes / 1024 / 1024).toFixed(1)} MB, ${lines} lines, ${articles} articles`)
    expect(positionProblems(corpus.files[0]!)).toEqual([])
    expect(articlesOf(corpus.editions[0]!).length).toBe(articles)
    const counts = Object.groupBy(corpus.files[0]!.messages, (message) => message.ruleId ?? '')
    // Each copy of 1987 HIV has its 8 repeated blocks; references now name renumbered articles.
    expect(Object.keys(counts).sort()).toEqual(['duplicate-block', 'reference-target-missing'])
    expect(counts['duplicate-block']!.length).toBe(8 * (articles / 40))
  })

  test("built from the real lines, twice the source is at most 2.2 times the parser's work", async ({signal}) => {
    expect(await workRatio(repeatedRealSources(8).text, repeatedRealSources(16).text, signal)).toBeLessThanOrEqual(2.2)
  })
})

describe('pathological lines', () => {
  const line = (unit: string, count: number, end = '') => unit.repeat(count) + end
  // Markdown reads a line's markers within 64 columns only (src/parse/parse.ts, `flatten`): the rest is reported.
  const nesting = (place: string) => [
    `laws/2001/X.md:${place} warning markdown-nesting-too-deep Unexpected list or quote markers nested past column 64, expected Markdown nesting within 64 columns; Markdown reads them as text, the law text is kept`
  ]
  /** The line at `share` of its 200 kB, and the messages on the whole line. */
  const lines: Array<[string, (share: number) => string, string[]]> = [
    ['nested list markers', (share) => line('- ', 100_000 * share, 'x'), nesting('6:65-6:200001')],
    ['nested block quotes', (share) => line('> ', 100_000 * share, 'x'), nesting('6:65-6:200001')],
    ['ordered list markers', (share) => line('1. ', 66_000 * share, 'x'), nesting('6:66-6:198001')],
    ['link brackets', (share) => line('[', 100_000 * share) + line('](', 50_000 * share), []],
    ['emphasis marks', (share) => line('*_', 100_000 * share), []]
  ]
  const inArticle = (text: string) => `${header}\nArtikel 1 Een\n\nTekst.\n${text}\nMeer tekst.\n`

  test.each(lines)('200 kB of %s in an article: nothing lost', (_, make, messages) => {
    const corpus = parseChecked([{path: 'laws/2001/X.md', value: inArticle(make(1))}])
    expect(messageLines(corpus)).toEqual(messages)
    expect(articlesOf(corpus.editions[0]!).map((article) => article.id)).toEqual(['2001/1'])
  })

  // At 1/64 and 1/32 of 200 kB: short enough that a quadratic parser (no depth cap, inline
  // constructs on) still finishes here and fails with its ratio of 4, not with the test's timeout.
  test.for(lines)("%s: a line twice as long is at most 2.2 times the parser's work", async ([, make], {signal}) => {
    expect(await workRatio(inArticle(make(1 / 64)), inArticle(make(1 / 32)), signal)).toBeLessThanOrEqual(2.2)
  })
})
