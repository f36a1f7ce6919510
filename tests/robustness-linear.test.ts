// The parser's work grows linearly with its input, whatever the shape (issue 28): Markdown nested
// 2,000 levels deep (micromark and mdast-util-from-markdown take the cube of the depth; the parser
// leaves the markers past column 64 out of what they read, src/parse/parse.ts), and the line
// shapes whose handlers walked what came before them (a label or paragraph among thousands of
// siblings, footnotes and their markers, repeated labels, references in a long line). The work is
// counted, not timed (tests/helpers/operations.ts), so the bounds hold on any machine.
import type {Node, Parent} from 'unist'
import {describe, expect, test} from 'vitest'
import {articlesOf} from '../src/corpus.ts'
import {markdownTree} from '../src/parse/parse.ts'
import {messageLines} from './helpers/corpus.ts'
import {parseChecked} from './helpers/fuzz.ts'
import {operations} from './helpers/operations.ts'

const header = 'Sjabloon:2001:X\n\nArtikel 1 Een\n\n'
const path = 'laws/2001/X.md'

/** Each line one level deeper than the one before: `unit` repeated, then the marker and `woord <i>`. */
function nested(depth: number, unit = '  ', marker = '- '): string {
  return header + Array.from({length: depth}, (_, i) => `${unit.repeat(i)}${marker}woord ${i}\n`).join('')
}

function treeDepth(node: Node): number {
  let deepest = 0
  for (const child of (node as Parent).children ?? []) deepest = Math.max(deepest, treeDepth(child))
  return deepest + 1
}

/** The reason of `page-cut-short` for a page whose last line is `words`. */
const cutShort = (words: string) =>
  `Unexpected end of the page in the middle of a sentence (\`${words}\`) in artikel 1, expected the page to end with a whole provision; what follows it on the wiki is not in the collection, and comparisons show it as not transcribed`

describe('Markdown nested 2,000 levels deep', () => {
  const value = nested(2000)
  const corpus = parseChecked([{path, value}])

  test('Markdown reads it at most 64 columns deep: its tree is 67 nodes deep, not 4,000', () => {
    const {tree, flattened} = markdownTree(value)
    // root → (list → listItem) × 32 → paragraph → text: each level takes two columns.
    expect(treeDepth(tree)).toBe(67)
    expect(flattened).toEqual([{start: {line: 37, column: 65}, end: {line: 2004, column: 4001}}])
  })

  test("one message covers the lines whose markers Markdown did not read, and every line's text is kept, in order", () => {
    expect(messageLines(corpus)).toEqual([
      'laws/2001/X.md:37:65-2004:4001 warning markdown-nesting-too-deep Unexpected list or quote markers nested past column 64 on 1968 lines, expected Markdown nesting within 64 columns; Markdown reads them as text, the law text is kept',
      // Its last item ends without a period, as a page saved half way does.
      `laws/2001/X.md:2004:3999-2004:4011 warning page-cut-short ${cutShort('- woord 1999')}`
    ])
    const [article] = articlesOf(corpus.editions[0]!)
    expect(article!.children.map((provision) => [provision.id, provision.text])).toEqual(Array.from({length: 2000}, (_, i) => [`2001/1/li${i + 1}`, `woord ${i}`]))
  })

  test.each([
    ['ordered items, three columns a level', '   ', '1. ', 47],
    ['tabs, four columns a level', '\t', '- ', 35],
    ['block quotes and items on every line', '> ', '- ', 36],
    ['quotes without spaces', '>', '', 67]
  ])('%s, 500 levels: Markdown reads at most 64 columns, the tree stays as shallow, nothing is lost', (_, unit, marker, depth) => {
    const shaped = nested(500, unit, marker)
    expect(treeDepth(markdownTree(shaped).tree)).toBe(depth)
    const parsed = parseChecked([{path, value: shaped}])
    expect(parsed.files[0]!.messages.filter((message) => message.ruleId === 'markdown-nesting-too-deep')).toHaveLength(1)
  })
})

describe('a long article of nested lists', () => {
  test.each([
    ['one after the other', ''],
    ['a blank line between them', '\n']
  ])('300 lists nested 10 deep, %s: read in pieces of about 100 lines, nothing lost, every item in order', (_, between) => {
    const list = (k: number) => Array.from({length: 10}, (_, level) => `${'  '.repeat(level)}- woord ${k * 10 + level}\n`).join('')
    const corpus = parseChecked([{path, value: header + Array.from({length: 300}, (_, k) => list(k)).join(between)}])
    // Its last item ends without a period, as a page saved half way does.
    expect(messageLines(corpus)).toEqual([`laws/2001/X.md:${between ? 3303 : 3004}:19-${between ? 3303 : 3004}:31 warning page-cut-short ${cutShort('- woord 2999')}`])
    const [article] = articlesOf(corpus.editions[0]!)
    expect(article!.children.map((provision) => provision.text)).toEqual(Array.from({length: 3000}, (_, i) => `woord ${i}`))
  })
})

describe('work linear in the input', () => {
  /** A source of `count` lines made by `line`, after the header and an article heading. */
  const source = (line: (i: number) => string, count: number) => ({[path]: header + Array.from({length: count}, (_, i) => line(i)).join('')})
  const superscript = (i: number) => [...String(i)].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]).join('')
  const shapes: Array<[string, (i: number) => string]> = [
    ['lines of one paragraph', (i) => `Tekst ${i}.\n`],
    ['bullets', (i) => `- punt ${i}\n`],
    ['one label over and over with other texts', (i) => `1. Punt ${i}\n`],
    ['one lid label over and over, each with a line of text', (i) => `A. Lid\nTekst ${i}.\n`],
    ['markers, each with its footnote on the next line', (i) => `Tekst ${superscript(i + 1)}⁾ ${i}.\n${i + 1}) Voetnoot ${i}.\n`],
    ['`1)` markers, each with its footnote after two blank lines', (i) => `Tekst ${i} is ${(i % 99) + 1}), verder.\n\n\n${(i % 99) + 1}) Voetnoot ${i}.\n\n`],
    ['`1)` inside and outside parentheses and after reference words', (i) => `Tekst (zie ${(i % 9) + 1}) hier) is ${(i % 9) + 1}), onder 2) en 3) verder.\n`],
    ['footnote lines after two blank lines, each with a line of its paragraph', (i) => `\n\n${(i % 99) + 1}) Voetnoot ${i}.\nen verder.\n`],
    ['references to lids of the article', (i) => `Zie lid A, onder ${i % 9} en artikel ${i} B.\n`],
    ['lists nested 10 deep, one after the other', (i) => `${'  '.repeat(i % 10)}- woord ${i}\n`],
    ['lists nested 10 deep, a blank line between them', (i) => `${'  '.repeat(i % 10)}- woord ${i}\n${i % 10 === 9 ? '\n' : ''}`],
    ['block quotes nested 3 deep, one after the other', (i) => `${'> '.repeat((i % 3) + 1)}woord ${i}\n`]
  ]

  // One worker counts them all: nested lists 200 and 400 deep (four times the input), then each
  // line shape 400 and 800 times. The parser before issue 28 did 7.7 times the work on the nested
  // lists, and 2.2 to 7.5 times on every shape but the markers (quadratic too, but at these sizes
  // below 2.2: a footnote looked through every marker of the file before it).
  test('nested lists: twice as deep, four times the input, is at most 4.4 times the work; every line shape: twice the lines is at most 2.2 times the work', async ({signal}) => {
    const inputs = [{[path]: nested(200)}, {[path]: nested(400)}, ...shapes.flatMap(([, line]) => [source(line, 400), source(line, 800)])]
    const counts = await operations(new URL('./helpers/corpus.ts', import.meta.url), 'parseSources', inputs, signal)
    const ratio = (k: number) => Math.round((counts[2 * k + 1]! / counts[2 * k]!) * 100) / 100
    expect(nested(400).length / nested(200).length).toBeGreaterThan(3.9)
    expect(ratio(0)).toBeLessThanOrEqual(4.4)
    expect(shapes.map(([name], k) => [name, ratio(k + 1)]).filter(([, value]) => (value as number) > 2.2)).toEqual([])
  })
})
