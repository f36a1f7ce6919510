// Property-based robustness of the parser: arbitraries built from the line shapes of the real
// sources, mutations of those sources, and the invariants every parse keeps: it does not throw,
// every diagnostic points inside its file, and nothing is lost. A failure prints fast-check's seed,
// path and shrunk counterexample; FC_SEED, FC_PATH and FC_RUNS override the defaults.
import {readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import remarkParse from 'remark-parse'
import {unified} from 'unified'
import type {Position} from 'unist'
import {visit} from 'unist-util-visit'
import {VFile} from 'vfile'
import {articlesOf, buildCorpus, renameArticle, type Corpus} from '../../src/corpus.ts'
import {articleToMarkdown, sourceToMarkdown} from '../../src/parse/canonical.ts'
import {pageShape} from '../../src/parse/pages.ts'
import {characterName, findCharacters, type CharacterKind} from '../../src/characters.ts'
import {classifyLine} from '../../src/parse/classify.ts'
import {lineText, noiseMatcher, normalizeLine} from '../../src/parse/lines.ts'
import {parseSource, remarkLaw} from '../../src/parse/parse.ts'
import {resolveReferences} from '../../src/parse/references.ts'
import {rules, type Rule} from '../../src/rules.ts'
import type {Article, Provision} from '../../src/types.ts'
import type {CorpusConfig} from '../../src/corpus-config.ts'
import {config, lawsDir, root} from './corpus.ts'

// --- Parameters ------------------------------------------------------------------------------

/** Seed and run count for `fc.assert`: fixed by default, `FC_SEED`/`FC_PATH`/`FC_RUNS` override. */
export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  const env = process.env
  return {
    seed: env['FC_SEED'] ? Number(env['FC_SEED']) : 20261129,
    numRuns: env['FC_RUNS'] ? Number(env['FC_RUNS']) : numRuns,
    ...(env['FC_PATH'] ? {path: env['FC_PATH']} : {})
  }
}

// --- Invariants ------------------------------------------------------------------------------

export interface Input {
  path: string
  value: string | Uint8Array
}

const lineEnding = /\r\n|\r|\n/

/** Parse `inputs` as one corpus and check every invariant; throws an Error that says what broke. */
export function parseChecked(inputs: Input[]): Corpus {
  const files = inputs.map((input) => new VFile({path: input.path, value: input.value}))
  const corpus = buildCorpus(files, config)
  const problems = corpus.files.flatMap((file) => [...positionProblems(file, corpus.files), ...lostLines(corpus, file), ...unreportedCharacters(corpus, file)])
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return corpus
}

/**
 * Every message has a range inside its file: 1 <= line <= lines, 1 <= column <= line length + 1,
 * start before end. So has its cause, inside the file the cause names (`cause.file`).
 */
export function positionProblems(file: VFile, files: VFile[] = [file]): string[] {
  const problems: string[] = []
  const split = new Map<VFile, string[]>()
  const linesOf = (target: VFile) =>
    split.get(target) ??
    split
      .set(
        target,
        String(target.value)
          .replace(/^\uFEFF/, '')
          .split(lineEnding)
      )
      .get(target)!
  const check = (place: unknown, target: VFile | undefined, what: string) => {
    if (!target) {
      problems.push(`${file.path}: ${what} names a file that is not in the corpus`)
      return
    }
    if (!place || typeof place !== 'object' || !('start' in place)) {
      problems.push(`${file.path}: ${what} has no range`)
      return
    }
    const lines = linesOf(target)
    const {start, end} = place as Position
    const inside = (point: Position['start']) => Number.isInteger(point.line) && point.line >= 1 && point.line <= lines.length && point.column >= 1 && point.column <= lines[point.line - 1]!.length + 1
    const ordered = start.line < end.line || (start.line === end.line && start.column <= end.column)
    if (!inside(start) || !inside(end) || !ordered) problems.push(`${target.path}:${start.line}:${start.column}-${end.line}:${end.column}: ${what} outside the file (${lines.length} lines)`)
  }
  for (const message of file.messages) {
    check(message.place, file, `${message.ruleId}`)
    const cause = message.cause as {place?: unknown; file?: string} | undefined
    if (cause)
      check(
        cause.place,
        files.find((candidate) => candidate.path === (cause.file ?? file.path)),
        `cause of ${message.ruleId}`
      )
  }
  return problems
}

/**
 * A line reduced to its words: case, punctuation, Markdown escapes and bullets do not count, nor
 * whether a number and the letters after it are written apart (`Artikel 1é` is artikel 1, `é`),
 * nor whether a marker's digits are superscripts: the canonical Markdown writes every marker so
 * (`is 1), geldt` and `speelruimte1` come back as `is ¹⁾, geldt` and `speelruimte¹⁾`).
 */
export function words(line: string): string {
  const digits = line.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (digit) => String('⁰¹²³⁴⁵⁶⁷⁸⁹'.indexOf(digit)))
  return (digits.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? []).join(' ')
}

const drops = (ruleId: string | undefined, kind: Rule['drops']) => ruleId !== undefined && ruleId in rules && (rules[ruleId as keyof typeof rules] as Rule).drops === kind

/**
 * Nothing lost: the canonical Markdown of the file's tree holds every line of law text (header
 * and noise lines aside, read as the parser reads it: `lineText`) as a multiset of word-normalised lines,
 * except lines inside the range of a message that drops them (`drops` in src/rules.ts). A file
 * without a tree needs a message that drops the whole file. Returns what is missing or extra.
 */
export function lostLines(corpus: Corpus, file: VFile): string[] {
  const trees = corpus.editions.flatMap((edition) => edition.children).filter((source) => source.provenance.path === file.path)
  if (trees.length === 0) {
    return file.messages.some((message) => drops(message.ruleId, 'file')) ? [] : [`${file.path}: no tree and no message that refuses the file`]
  }
  const dropped = new Set<number>()
  for (const message of file.messages) {
    if (!drops(message.ruleId, 'lines') || !message.place || !('start' in message.place)) continue
    for (let line = message.place.start.line; line <= message.place.end.line; line++) dropped.add(line)
  }
  const isNoise = noiseMatcher(config.noise)
  const source = String(file.value)
    .replace(/^\uFEFF/, '')
    .split(lineEnding)
    .map((line, index) => ({line: index + 1, text: lineText(line)}))
    .filter(({line, text}) => line > 1 && !dropped.has(line) && !isNoise(text))
  const tree = fileMarkdown(corpus, file.path).split('\n')
  // A per-article or per-lid page whose first line of law text is no article heading: the article
  // opens there with the heading the page name gives, and on a per-lid page its lid with it unless
  // that line is the lid's own label line (handlers.ts, `enter`). Those lines are the tree's only:
  // an article or lid of this file whose first line is not its heading or label line.
  const all = String(file.value)
    .replace(/^\uFEFF/, '')
    .split(lineEnding)
  const shapeAt = (line: number) => classifyLine(lineText(all[line - 1] ?? ''))
  const implicit: string[] = []
  for (const article of corpus.editions.flatMap(articlesOf)) {
    if (article.source === file.path && shapeAt(article.position.start.line).kind !== 'article') implicit.push(`Artikel ${article.number}`)
    for (const lid of article.children) {
      if ((lid.source ?? article.source) !== file.path || (lid.labelKind !== 'letter' && lid.labelKind !== 'number') || lid.title !== null) continue
      const shape = shapeAt(lid.position.start.line)
      if (shape.kind !== 'label' || shape.label !== lid.label) implicit.push(lid.printedLabel!)
    }
  }
  for (const line of implicit) {
    const at = tree.findIndex((candidate) => words(candidate) === words(line))
    if (at !== -1) tree.splice(at, 1)
  }
  const counts = new Map<string, number>()
  for (const line of tree.map(words).filter(Boolean)) counts.set(line, (counts.get(line) ?? 0) + 1)
  const missing: string[] = []
  for (const {line, text} of source) {
    // An article heading printed without the word (`5. TITEL.`, an edition's typography) is written with it.
    // So is one printed `Art. 27.` or `REGEL 38.`.
    // A line read as no heading keeps its own words: the first form the tree holds is the one it kept.
    const printed = words(text)
    if (printed === '') continue
    const forms = [printed, printed.replace(/^(?:art|regel) (?=\d)/, 'artikel '), `artikel ${printed}`]
    const key = forms.find((form) => (counts.get(form) ?? 0) > 0) ?? printed
    const count = counts.get(key) ?? 0
    if (count === 0) missing.push(`${file.path}:${line}: lost ${JSON.stringify(text)}`)
    else counts.set(key, count - 1)
  }
  const extra = [...counts].filter(([, count]) => count > 0).map(([key, count]) => `${file.path}: tree has ${count}x ${JSON.stringify(key)} that the source lacks`)
  return [...missing, ...extra]
}

/**
 * The canonical Markdown of what the tree holds from one file: its own source tree without the
 * parts other files (per-lid pages) added to its articles, and the parts it added to articles of
 * other files, without their headings.
 */
export function fileMarkdown(corpus: Corpus, filePath: string): string {
  const parts: string[] = []
  for (const edition of corpus.editions) {
    for (const source of edition.children) {
      const mine = source.provenance.path === filePath
      if (mine) {
        const copy = structuredClone(source)
        for (const article of articlesOf(copy)) {
          article.children = article.children.filter((child) => child.source === undefined)
          article.footnotes = article.footnotes.filter((footnote) => footnote.source === undefined)
          article.notes = article.notes.filter((note) => note.source === undefined)
        }
        parts.push(sourceToMarkdown(copy))
        continue
      }
      for (const article of articlesOf(source)) {
        const added = {
          ...article,
          children: article.children.filter((child) => child.source === filePath),
          footnotes: article.footnotes.filter((footnote) => footnote.source === filePath),
          notes: article.notes.filter((note) => note.source === filePath)
        }
        if (added.children.length + added.footnotes.length + added.notes.length === 0) continue
        parts.push(articleToMarkdown(added).split('\n').slice(1).join('\n'))
      }
    }
  }
  return parts.join('\n')
}

/** The rules that may report each kind of character of src/parse/characters.ts. */
const characterRules: Record<CharacterKind, string[]> = {
  control: ['control-character'],
  bidi: ['bidi-control'],
  invisible: ['invisible-character'],
  hidden: ['invisible-character'],
  space: ['invisible-character'],
  separator: ['line-separator'],
  replacement: ['replacement-character', 'invalid-encoding'],
  surrogate: ['invalid-encoding']
}

/**
 * Every character of the catalogue (controls, bidirectional controls, zero-width and other invisible
 * characters, spaces other than the space, separators, U+FFFD, lone surrogates) lies inside the range of a message of its rule.
 */
export function unreportedCharacters(corpus: Corpus, file: VFile): string[] {
  const parsed = corpus.editions.some((edition) => edition.sources.some((source) => source.path === file.path))
  if (!parsed) return []
  const lines = String(file.value)
    .replace(/^\uFEFF/, '')
    .split(lineEnding)
  const covered = (rules: string[], line: number, column: number) =>
    file.messages.some((message) => {
      if (!rules.includes(message.ruleId ?? '') || !message.place || !('start' in message.place)) return false
      const {start, end} = message.place
      const after = start.line < line || (start.line === line && start.column <= column)
      const before = end.line > line || (end.line === line && end.column > column)
      return after && before
    })
  const problems: string[] = []
  lines.forEach((text, index) => {
    for (const {kind, index: at, character} of findCharacters(text)) {
      if (!covered(characterRules[kind], index + 1, at + 1)) problems.push(`${file.path}:${index + 1}:${at + 1}: ${characterName(character)} without a ${characterRules[kind].join(' or ')} message`)
    }
  })
  return problems
}

// --- Line shapes from the real sources ---------------------------------------------------------

export interface RealSource {
  path: string
  text: string
}

export const realSources: RealSource[] = readdirSync(lawsDir)
  .filter((name) => /^\d{4}$/.test(name))
  .sort()
  .flatMap((edition) =>
    readdirSync(path.join(lawsDir, edition))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => {
        const file = path.join(lawsDir, edition, name)
        return {path: path.relative(root, file), text: readFileSync(file, 'utf8')}
      })
  )

/** Lines of the real sources (header and noise aside), by shape. */
const pools = new Map<string, string[]>()
for (const {text} of realSources) {
  for (const line of text.split(lineEnding).slice(1)) {
    const normal = normalizeLine(line)
    if (normal === '' || noiseMatcher(config.noise)(normal)) continue
    const kind = classifyLine(normal).kind
    pools.set(kind, [...(pools.get(kind) ?? []), line])
  }
}
const pool = (kind: string) => [...new Set(pools.get(kind) ?? [])]
const realText = pool('text')
const realTitles = pool('article')
  .map((line) => normalizeLine(line).replace(/^artikel\s+\d+[a-z]?\.?\s*/i, ''))
  .filter(Boolean)
const realSentences = realText.flatMap((line) => line.split(/(?<=[.;:,])\s+/)).filter((sentence) => sentence.length > 3)

const sentence = fc.constantFrom(...realSentences)
const shortText = fc.constantFrom(
  ...realTitles,
  ...pool('label')
    .map((line) => normalizeLine(line).replace(/^\S+\s*/, ''))
    .filter(Boolean)
)
const number = fc.integer({min: 1, max: 60})
const roman = fc.constantFrom('I', 'II', 'III', 'IV', 'V', 'VI', 'X')
const superscript = (value: number) => [...String(value)].map((digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[Number(digit)]).join('')

/** Junk a wiki export or a careless edit can leave in a line. */
export const junk = fc.constantFrom(
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](y)',
  '[link](javascript:alert(1))',
  '![img](x)',
  '&amp;',
  '&lt;b&gt;',
  '&#123;',
  '{',
  '}',
  '{{Sjabloon}}',
  '<!--',
  '-->',
  '```',
  '~~~',
  '>',
  '#',
  '##',
  '|',
  '*',
  '_',
  '\\',
  '\t',
  '\u00A0',
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u202E',
  '\u061C',
  '\u2028',
  '\u2029',
  '\u0000',
  '\u0007',
  '\u001B[31m',
  '\u007F',
  '\u0085',
  '\uFFFD',
  '\uD800',
  '<div>',
  '</div>',
  '    code',
  '1.',
  '1)',
  'a)',
  '(i)',
  '(A)',
  '¹⁾',
  '⁾',
  '²',
  '- ',
  '* ',
  '+ ',
  '• ',
  '---',
  '***',
  '===',
  'Artikel',
  'artikel 99 Z',
  'lid Q',
  'M.i.v.',
  '§',
  'Art. 5 t/m 3',
  '🂡',
  'ß',
  'İ'
)

const articleHeading = fc
  .tuple(
    fc.constantFrom('Artikel', 'ARTIKEL', 'artikel', '## Artikel', '### ARTIKEL', 'Artikel\u00A0'),
    number,
    fc.constantFrom('', '', '', 'a', 'b'),
    fc.constantFrom(' ', ' ', '. ', '.', ': ', ' – '),
    fc.option(fc.constantFrom(...realTitles), {freq: 8, nil: ''})
  )
  .map(([word, n, suffix, dot, title]) => `${word} ${n}${suffix}${dot}${title}`.trimEnd())

/** A line of law text in one of the real shapes, or junk. */
export const lawLine: fc.Arbitrary<string> = fc.oneof(
  {arbitrary: fc.constantFrom(...realText), weight: 6},
  {arbitrary: sentence, weight: 3},
  {arbitrary: fc.constantFrom(...pool('label'), ...pool('item'), ...pool('deep-label')), weight: 6},
  {
    arbitrary: fc
      .tuple(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'a', 'b', 'c', '1', '2', '3', '12', 'Z'), fc.constantFrom('.', ''), shortText, fc.constantFrom('', ';', '.', ':'))
      .map(([label, dot, text, end]) => `${label}${dot} ${text}${end}`),
    weight: 4
  },
  {arbitrary: fc.tuple(fc.constantFrom('(a)', '(b)', '(c)', '(1)', '(2)', '(3)', '(i)', '(ii)', '(iv)', 'a)', '(A)'), sentence).map(([label, text]) => `${label} ${text}`), weight: 3},
  {arbitrary: fc.tuple(fc.constantFrom('- ', '* ', '+ ', '• ', '- a. ', '- 1. ', '-'), sentence).map(([bullet, text]) => bullet + text), weight: 3},
  {arbitrary: articleHeading, weight: 4},
  {arbitrary: fc.constantFrom(...pool('article')), weight: 2},
  // Lines that look like headings but may read otherwise: a sentence on `Artikel`, a footnote
  // marker in an article title, a lid title in capitals, a heading whose title is on the next line.
  {arbitrary: fc.tuple(number, fc.constantFrom('kan van toepassing zijn (zie ook artikel 16)', 'Zie ook artikel 13.', 'is van toepassing')).map(([n, rest]) => `Artikel ${n} ${rest}`), weight: 2},
  {arbitrary: fc.tuple(number, fc.constantFrom(...realTitles), fc.integer({min: 1, max: 3})).map(([n, title, marker]) => `Artikel ${n} ${title} ${superscript(marker)}⁾`), weight: 1},
  {arbitrary: fc.tuple(fc.constantFrom('A', 'B', 'C'), shortText).map(([label, text]) => `${label}. ${text.toUpperCase()}.`), weight: 1},
  {arbitrary: fc.tuple(fc.constantFrom('HOOFDSTUK', 'PARAGRAAF', '§'), roman).map(([keyword, numeral]) => `${keyword} ${numeral}`), weight: 1},
  {
    arbitrary: fc
      .tuple(fc.constantFrom('HOOFDSTUK', 'Deel', '§', 'PARAGRAAF', '# Hoofdstuk'), roman, shortText, fc.option(fc.tuple(number, fc.option(number, {nil: undefined})), {nil: undefined}))
      .map(([keyword, numeral, title, range]) => `${keyword} ${numeral} ${title}${range ? ` Art. ${range[0]}${range[1] === undefined ? '' : ` t/m ${range[1]}`}` : ''}`),
    weight: 2
  },
  {arbitrary: fc.constantFrom(...pool('chapter'), ...pool('section'), 'Voor de beurt bieden', 'Ontoelaatbare biedingen'), weight: 1},
  {arbitrary: fc.tuple(fc.integer({min: 1, max: 4}), fc.option(sentence, {nil: ''})).map(([n, text]) => `${n}) ${text}`.trimEnd()), weight: 3},
  {arbitrary: fc.constantFrom(...pool('footnote')), weight: 2},
  {arbitrary: fc.tuple(sentence, fc.integer({min: 1, max: 4}), fc.boolean()).map(([text, n, glued]) => text.replace(/(\p{L})(\s|$)/u, `$1${glued ? '' : ' '}${superscript(n)}⁾$2`)), weight: 3},
  {
    arbitrary: fc
      .tuple(fc.integer({min: 1, max: 28}), fc.constantFrom('januari', 'maart', 'juli', 'december'), fc.integer({min: 1970, max: 2000}), fc.constantFrom('A', 'B', 'c', 'Z'))
      .map(([day, month, year, lid]) => `M.i.v. ${day} ${month} ${year} is lid ${lid}: toegevoegd`),
    weight: 2
  },
  {arbitrary: fc.constantFrom(...pool('note')), weight: 1},
  {arbitrary: fc.tuple(fc.integer({min: 1, max: 28}), fc.integer({min: 1970, max: 2000})).map(([day, year]) => `(van kracht vanaf ${day} januari ${year})`), weight: 1},
  {arbitrary: fc.tuple(fc.integer({min: 1970, max: 2000}), fc.constantFrom('b en c', 'A, B en C', 'a t/m c')).map(([year, lids]) => `Per 1 januari ${year} zijn de leden ${lids} toegevoegd.`), weight: 1},
  {arbitrary: fc.constantFrom('---', '***', '- - -', '___', '----------'), weight: 3},
  {arbitrary: fc.constantFrom('', '', '', ' ', '\t', '\u00A0'), weight: 8},
  {arbitrary: junk, weight: 3},
  {arbitrary: fc.tuple(sentence, junk, fc.nat()).map(([text, extra, at]) => insertAt(text, extra, at)), weight: 3},
  {arbitrary: fc.tuple(fc.constantFrom(' ', '  ', '\t', '\u00A0', '    ', '> ', '\\'), fc.constantFrom(...realText)).map(([prefix, text]) => prefix + text), weight: 2}
)

/**
 * A line of law text, or one of the forms footnotes take without a rule (markers.ts,
 * footnote-places.ts): a `1)` marker after a word (or an enumeration of that shape in
 * parentheses or after `onder`), a footnote line, a blank line more.
 */
export const footnoteLawLine: fc.Arbitrary<string> = fc.oneof(
  {arbitrary: lawLine, weight: 4},
  {
    arbitrary: fc.tuple(sentence, fc.integer({min: 1, max: 4}), fc.constantFrom('', '', '(zie ', 'onder ')).map(([text, n, before]) => text.replace(/(\p{L})(\s|$)/u, `$1 ${before}${n})${before === '(zie ' ? ')' : ''}$2`)),
    weight: 3
  },
  {arbitrary: fc.tuple(fc.integer({min: 1, max: 4}), sentence).map(([n, text]) => `${n}) ${text}`), weight: 2},
  {arbitrary: fc.constant(''), weight: 3}
)

function insertAt(text: string, extra: string, at: number): string {
  const index = at % (text.length + 1)
  return text.slice(0, index) + extra + text.slice(index)
}

const ending = fc.constantFrom('\n', '\n', '\n', '\r\n', '\r')

const badBytes = fc.array(fc.tuple(fc.nat(), fc.constantFrom([0xff], [0xc3], [0xe2, 0x82], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80])), {minLength: 1, maxLength: 3})

/**
 * A source file `laws/2001/<page>.md`: most start with an article heading, then up to 40 random
 * real-shaped lines (of `line`) with mixed line endings; some have a byte order mark, some bytes that are not
 * UTF-8.
 */
export function randomSource(page = 'X', line: fc.Arbitrary<string> = lawLine): fc.Arbitrary<Input> {
  return fc
    .record({
      bom: fc.boolean(),
      first: fc.option(articleHeading, {freq: 5, nil: undefined}),
      lines: fc.array(fc.tuple(line, ending), {maxLength: 40}),
      bytes: fc.oneof({weight: 9, arbitrary: fc.constant(undefined)}, {weight: 1, arbitrary: badBytes})
    })
    .map(({bom, first, lines, bytes}) => {
      const header = `${bom ? '\uFEFF' : ''}Sjabloon:2001:${page}\n`
      const text = header + (first === undefined ? '' : `\n${first}\n\n`) + lines.map(([line, end]) => line + end).join('')
      return {path: `laws/2001/${page}.md`, value: bytes ? withBadBytes(text, header, bytes) : text}
    })
}

/** UTF-8 of `text` with invalid byte sequences inserted after the header line. */
function withBadBytes(text: string, header: string, inserts: Array<[number, readonly number[]]>): Uint8Array {
  const encoded = [...new TextEncoder().encode(text)]
  const from = new TextEncoder().encode(header).length
  for (const [at, bytes] of inserts) encoded.splice(from + (at % (encoded.length - from + 1)), 0, ...bytes)
  return new Uint8Array(encoded)
}

// --- Mutations of the real sources -------------------------------------------------------------

export type Mutation =
  {op: 'drop' | 'join' | 'blank'; at: number} | {op: 'duplicate'; at: number; length: number} | {op: 'swap' | 'move'; at: number; to: number} | {op: 'split'; at: number; where: number} | {op: 'insert'; at: number; line: string}

const at = fc.nat()
export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({op: fc.constantFrom('drop', 'join', 'blank' as const), at}),
  fc.record({op: fc.constant('duplicate' as const), at, length: fc.integer({min: 1, max: 12})}),
  fc.record({op: fc.constantFrom('swap', 'move' as const), at, to: fc.nat()}),
  fc.record({op: fc.constant('split' as const), at, where: fc.nat()}),
  fc.record({op: fc.constant('insert' as const), at, line: lawLine})
)

/** Apply mutations to the lines after the header (line 1 stays). */
export function mutate(text: string, mutations: Mutation[]): string {
  const [header, ...lines] = text.split('\n')
  for (const change of mutations) {
    const i = lines.length === 0 ? 0 : change.at % lines.length
    switch (change.op) {
      case 'drop':
        lines.splice(i, 1)
        break
      case 'blank':
        lines[i] = ''
        break
      case 'join':
        if (i + 1 < lines.length) lines.splice(i, 2, `${lines[i]} ${lines[i + 1]}`)
        break
      case 'duplicate':
        lines.splice(i, 0, ...lines.slice(i, i + change.length))
        break
      case 'swap': {
        const j = change.to % Math.max(1, lines.length)
        if (lines.length > 0) [lines[i], lines[j]] = [lines[j]!, lines[i]!]
        break
      }
      case 'move': {
        const [moved] = lines.splice(i, 1)
        if (moved !== undefined) lines.splice(change.to % (lines.length + 1), 0, moved)
        break
      }
      case 'split': {
        const line = lines[i] ?? ''
        const spaces = [...line.matchAll(/ /g)].map((match) => match.index)
        if (spaces.length > 0) {
          const cut = spaces[change.where % spaces.length]!
          lines.splice(i, 1, line.slice(0, cut), line.slice(cut + 1))
        }
        break
      }
      case 'insert':
        lines.splice(i, 0, change.line)
        break
    }
  }
  return [header, ...lines].join('\n')
}

/**
 * A real source, or a window of 5-150 of its lines after its header (most windows start inside an
 * article), with 1-12 mutations.
 */
export const mutatedSource: fc.Arbitrary<Input> = fc
  .record({
    source: fc.constantFrom(...realSources),
    window: fc.option(fc.tuple(fc.nat(), fc.integer({min: 5, max: 150})), {freq: 10, nil: undefined}),
    mutations: fc.array(mutation, {minLength: 1, maxLength: 12})
  })
  .map(({source, window, mutations}) => ({path: source.path, value: mutate(window ? slice(source.text, ...window) : source.text, mutations)}))

function slice(text: string, from: number, length: number): string {
  const [header, ...lines] = text.split('\n')
  const start = from % lines.length
  return [header, ...lines.slice(start, start + length)].join('\n')
}

// --- Round trip ------------------------------------------------------------------------------

/** Without positions, and without the file a merged part came from (its article's Markdown holds it). */
export function withoutPositions(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, inner) => (key === 'position' || key === 'source' ? undefined : inner)))
}

const repeats = new Set(['duplicate-label', 'duplicate-block'])

/**
 * Whether a `duplicate-label` or `duplicate-block` message falls inside the article: in its own
 * file within its lines, or in the file of a part merged from another page (per-lid pages,
 * merge.ts report there) within that part's lines.
 */
function repeatedLids(corpus: Corpus, article: Article): boolean {
  const places: Array<{source: string; position: Position}> = [{source: article.source, position: article.position}]
  const parts: Array<{source?: string; position: Position}> = [...article.footnotes, ...article.notes]
  visit(article, 'provision', (node) => {
    parts.push(node as Provision)
  })
  for (const part of parts) if (part.source !== undefined) places.push({source: part.source, position: part.position})
  return places.some(({source, position}) =>
    corpus.files.find((candidate) => candidate.path === source)!.messages.some((message) => repeats.has(message.ruleId ?? '') && message.line !== undefined && message.line >= position.start.line && message.line <= position.end.line)
  )
}

/**
 * Round trip: for every article, parsing its canonical Markdown gives the same article, modulo
 * positions, the chapter and section headings (which live outside the article's Markdown) and
 * `partial` (which lids its lid pages hold).
 * Articles with repeated lids (`duplicate-label`, `duplicate-block`, also on a merged page) are
 * left out: what is kept of a repeated block can itself read as a repeated block, and a note or
 * reference naming a repeated label cannot say which lid it means. Returns the articles that differ.
 */
export function roundTripProblems(corpus: Corpus, corpusConfig: CorpusConfig = config): string[] {
  const problems: string[] = []
  for (const edition of corpus.editions) {
    const articles = articlesOf(edition)
    for (const article of articles) {
      if (repeatedLids(corpus, article)) continue
      // A page of headings (every lid a title with nothing under it): whether its lines are titles is
      // read from the page around them (src/parse/passes.ts, `untitleSentences`), not from the article's Markdown.
      if (article.children.length >= 2 && article.children.every((part) => part.kind === 'labeled' && part.text === null && part.children.length === 0)) continue
      const provenance = edition.sources.find((source) => source.path === article.source)!
      const markdown = articleToMarkdown(article)
      // Read in its edition's typography and as a page of its page's kind, as the article was: on a lid
      // page `2. Titel` is a lid, on a chapter page the heading of the next article.
      const typography = corpusConfig.typography?.[edition.edition]
      const page = pageShape(provenance.page, {...corpusConfig.pages, ...typography?.pages})
      const [again] = articlesOf(parseSource(new VFile({path: article.source, value: markdown}), {provenance, ...(page.kind === 'lid' ? {page} : {}), ...(typography ? {typography} : {})}))
      if (!again) {
        problems.push(`${article.id}: no article in ${JSON.stringify(markdown)}`)
        continue
      }
      // Ids and references as in the edition (a duplicate article was renamed there).
      renameArticle(again, article.id)
      const targets = new Map(articles.toReversed().map((other) => [other.number, other === article ? again : other]))
      resolveReferences([again], [...targets.values()])
      // Whether its page lays every line out in a list, or stops in it, is a fact of the page, not of the article's Markdown.
      const expected = JSON.stringify(withoutPositions({...article, listLayout: undefined, cutShort: undefined}))
      // Which lids an article of lid pages only holds is a fact of the assembled edition, not of its Markdown.
      const actual = JSON.stringify(withoutPositions({...again, chapter: article.chapter, section: article.section, coverage: article.coverage, listLayout: undefined, cutShort: undefined}))
      if (actual !== expected) problems.push(`${article.id}: ${JSON.stringify(markdown)}\n  expected ${firstDifference(expected, actual)}`)
    }
  }
  return problems
}

function firstDifference(expected: string, actual: string): string {
  let index = 0
  while (index < expected.length && expected[index] === actual[index]) index++
  return `${expected.slice(Math.max(0, index - 60), index + 60)}\n  actual   ${actual.slice(Math.max(0, index - 60), index + 60)}`
}

// --- Pieces ----------------------------------------------------------------------------------

/**
 * `parseSource` runs remark-parse on pieces of the file (src/parse/parse.ts): it cuts before
 * article headings (by definition: no Markdown context carries across one) and, in long pieces, at
 * blank lines; it switches inline constructs off and caps the nesting of container markers. For a
 * file with a single article, the tree and the messages must be those of one plain remark-parse
 * run over the whole file, apart from the report of the markers left out (`markdown-nesting-too-deep`).
 */
export function piecesProblems(input: Input): string[] {
  const value = typeof input.value === 'string' ? input.value : new TextDecoder().decode(input.value)
  const provenance = {edition: '2001', page: 'X', path: input.path, wiki: config.wiki, site: config.site, title: 'Sjabloon:2001:X', url: null, revision: null, oldid: null, retrieved: null}
  const options = {provenance, noise: config.noise, headerLines: 1}
  const pieces = new VFile({path: input.path, value})
  const whole = new VFile({path: input.path, value})
  const processor = unified().use(remarkParse).use(remarkLaw, options)
  const expected = JSON.stringify({tree: processor.runSync(processor.parse(whole), whole), messages: whole.messages.map(String)})
  const tree = parseSource(pieces, options)
  const actual = JSON.stringify({tree, messages: pieces.messages.filter((message) => message.ruleId !== 'markdown-nesting-too-deep').map(String)})
  return actual === expected ? [] : [`${input.path}: the tree parsed in pieces differs from the tree of the whole file\n  expected ${firstDifference(expected, actual)}`]
}

const isArticle = (line: string) => classifyLine(lineText(line)).kind === 'article'

/** One article: a heading, then up to 60 random real-shaped lines and junk (no article heading). */
export const randomArticle: fc.Arbitrary<Input> = fc.array(fc.tuple(lawLine, ending), {maxLength: 60}).map((lines) => ({
  path: 'laws/2001/X.md',
  value: `Sjabloon:2001:X\n\nArtikel 1 Willekeurig\n\n${lines
    .filter(([line]) => !isArticle(line))
    .map(([line, end]) => line + end)
    .join('')}`
}))

/**
 * One article: a heading, then a window of 120-250 lines of a real source without its article
 * headings, mutated (junk inserted, lines split and joined): long enough for the parser to cut it.
 */
export const longArticle: fc.Arbitrary<Input> = fc
  .record({
    source: fc.constantFrom(...realSources.filter((source) => source.text.split('\n').length > 300)),
    from: fc.nat(),
    length: fc.integer({min: 120, max: 250}),
    mutations: fc.array(mutation, {maxLength: 20})
  })
  .map(({source, from, length, mutations}) => {
    const [, ...lines] = mutate(slice(source.text, from % (source.text.split('\n').length - length), length), mutations).split('\n')
    return {path: 'laws/2001/X.md', value: ['Sjabloon:2001:X', '', 'Artikel 1 Venster', '', ...lines.filter((line) => !isArticle(line))].join('\n')}
  })
