// Differential check of the data-stage cache: two copies of a project receive the same seeded
// sequence of edits; after each edit one runs with the cache (and output manifest) kept from the
// run before, the other from nothing. Whatever the warm run gives must equal the cold run.
// tests/cache-differential.test.ts runs it; an exploration script can run more steps and seeds.
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {runDataStage} from '../../scripts/data-stage.ts'
import {DataCache} from '../../src/cache.ts'
import {contentDigest} from '../../src/cache-keys.ts'
import {articlesOf} from '../../src/corpus.ts'
import {messageToRecord} from '../../src/diagnostic-records.ts'
import {articleFile} from '../../src/export/corpus-json.ts'
import {runPipeline} from '../../src/pipeline.ts'
import {textUnits} from '../../src/align/units.ts'
import type {WordDiffOptions} from '../../src/diff/words.ts'

const repo = path.resolve(import.meta.dirname, '..', '..')
const fixtures = path.join(repo, 'tests', 'fixtures', 'parse')

// --- Randomness ------------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so a sequence is replayed from its seed alone. */
export function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!
  return {next, int, pick}
}
export type Random = ReturnType<typeof random>

// --- Projects --------------------------------------------------------------------------------

/**
 * The real `laws/` plus editions made of the parse fixtures: 1963 (a heading with a final period,
 * an article page), 2007 (an article with three lid pages, a lid page without its article,
 * references, a repeated block, footnotes, a heading range with gaps, an amendment note) and 2017.
 */
export function makeLaws(laws: string): void {
  cpSync(path.join(repo, 'laws'), laws, {recursive: true})
  const add = (fixture: string, file: string, target: string) => {
    const [edition, page] = target.split('/') as [string, string]
    const text = readFileSync(path.join(fixtures, fixture, file), 'utf8').replace(/^Sjabloon:\d{4}:[A-Za-z0-9_-]+/, `Sjabloon:${edition}:${page}`)
    mkdirSync(path.join(laws, edition), {recursive: true})
    writeFileSync(path.join(laws, edition, `${page}.md`), text)
  }
  add('heading-with-final-period', 'input.md', '1963/HV')
  add('per-article-page', 'input.md', '1963/71')
  for (const [file, page] of [['input.md', '70'], ['input-70A.md', '70A'], ['input-70B.md', '70B'], ['input-70C.md', '70C']] as const) add('lid-pages-merge-into-article', file, `2007/${page}`)
  add('per-lid-page-without-label-line', 'input.md', '2007/76A')
  add('cross-references', 'input.md', '2007/XR')
  add('duplicated-block', 'input.md', '2007/DB')
  add('footnote-before-next-lid', 'input.md', '2007/FN')
  add('headings-with-ranges-periods-and-capitals', 'input.md', '2007/HR')
  add('markers-and-footnotes-unmatched', 'input.md', '2007/MF')
  add('amendment-note', 'input.md', '2007/AN')
  add('lid-title-with-bullet-body', 'input.md', '2017/HV2')
  add('per-lid-page-without-label-line', 'input.md', '2017/76A')
}

/** A project the data stage runs in: `laws/` and `src/` (its code version keys the cache). */
export function makeProject(root: string, laws: string): void {
  mkdirSync(root, {recursive: true})
  cpSync(laws, path.join(root, 'laws'), {recursive: true})
  symlinkSync(path.join(repo, 'src'), path.join(root, 'src'))
}

/** Every file under `dir` with its text, relative paths sorted (empty when there is no folder). */
export function snapshotFiles(dir: string): Map<string, string> {
  if (!existsSync(dir)) return new Map()
  const names = readdirSync(dir, {recursive: true, encoding: 'utf8'}).sort()
  return new Map(names.filter((name) => statSync(path.join(dir, name)).isFile()).map((name) => [name.split(path.sep).join('/'), readFileSync(path.join(dir, name), 'utf8')]))
}

// --- Edits -----------------------------------------------------------------------------------

/** An edit as the files it leaves: text to write, or null to delete. Replayed as is. */
export interface Edit {
  kind: string
  description: string
  files: Record<string, string | null>
}

/** What the edits choose from: the files of `laws/`, and the ids of the last run. */
export interface Context {
  laws: string
  /** Article ids (`1987/25`) and provision ids (`1987/25/A`) of the last cold run. */
  articles: string[]
  provisions: string[]
  /** Sources deleted by earlier edits, to restore. */
  deleted: Map<string, string>
  /** Earlier contents of each file, to return to (a warm run meets entries of older states). */
  history: Map<string, Array<string | null>>
}

const read = (laws: string, file: string) => readFileSync(path.join(laws, file), 'utf8')
const sources = (laws: string) =>
  readdirSync(laws, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.md'))
    .sort()
const words = ['speler', 'bieding', 'straf', 'partner', 'kaart', 'troef', 'leider', 'pas', 'tegenstander', 'reglementair', 'LT', 'RT', 'wedstrijdleider', 'juist']

/** Replace the `nth` line of `text` (0-based) by `lines`. */
const spliceLines = (text: string, at: number, remove: number, ...lines: string[]) => {
  const list = text.split('\n')
  list.splice(at, remove, ...lines)
  return list.join('\n')
}

/** A random line index of `text` (never the header) whose text matches `pattern`, or null. */
const lineWhere = (rng: Random, text: string, pattern: RegExp): number | null => {
  const lines = text.split('\n')
  // An article heading follows a blank line: `Artikel 12 C geldt ...` inside a lid is a reference.
  const fits = (line: string, index: number) => pattern.test(line) && (pattern !== heading || lines[index - 1]?.trim() === '')
  const indexes = lines.flatMap((line, index) => (index > 0 && fits(line, index) ? [index] : []))
  return indexes.length > 0 ? rng.pick(indexes) : null
}

/** A random source and in it a random line matching `pattern` (as `lineWhere` picks), or null. */
const pickLine = (rng: Random, laws: string, pattern: RegExp): {file: string; text: string; index: number; line: string} | null => {
  const file = rng.pick(sources(laws))
  const text = read(laws, file)
  const index = lineWhere(rng, text, pattern)
  return index === null ? null : {file, text, index, line: text.split('\n')[index]!}
}

type Maker = (rng: Random, context: Context) => Edit | null

/** Replace one word of a line matching `pattern` in `file`. */
const wordEdit = (rng: Random, laws: string, file: string, pattern: RegExp, kind: string): Edit | null => {
  const text = read(laws, file)
  const index = lineWhere(rng, text, pattern)
  if (index === null) return null
  const line = text.split('\n')[index]!
  const found = [...line.matchAll(/\p{L}{2,}/gu)]
  if (found.length === 0) return null
  const word = rng.pick(found)
  const replacement = rng.pick(words.filter((candidate) => candidate !== word[0]))
  const changed = line.slice(0, word.index) + replacement + line.slice(word.index + word[0].length)
  return {kind, description: `${file}:${index + 1}: ${JSON.stringify(word[0])} → ${JSON.stringify(replacement)}`, files: {[file]: spliceLines(text, index, 1, changed)}}
}

const textLine = /^(?!Sjabloon:).*\p{L}{2,}/u
const heading = /^(?:Artikel|ARTIKEL|artikel)\s+\d+/

export const makers: Record<string, Maker> = {
  // A word of law text anywhere: the commonest change.
  word: (rng, {laws}) => wordEdit(rng, laws, rng.pick(sources(laws)), textLine, 'word'),
  // A word of a lid page (merged into the article of its number) or of the article it joins.
  'lid-page': (rng, {laws}) => {
    const candidates = sources(laws).filter((file) => /^\d{4}\/\d+[a-z]?[A-Z]?\.md$/.test(file))
    return candidates.length > 0 ? wordEdit(rng, laws, rng.pick(candidates), textLine, 'lid-page') : null
  },
  // A word of a footnote, or of a line with a footnote marker.
  footnote: (rng, {laws}) => {
    const candidates = sources(laws).filter((file) => /^\s*\d\)|[¹²³⁴⁵⁶⁷⁸⁹]⁾/m.test(read(laws, file)))
    return candidates.length > 0 ? wordEdit(rng, laws, rng.pick(candidates), /^\s*\d\)|[¹²³⁴⁵⁶⁷⁸⁹]⁾/, 'footnote') : null
  },
  // Blank lines in or out: everything after moves, the words stay.
  lines: (rng, {laws}) => {
    const file = rng.pick(sources(laws))
    const text = read(laws, file)
    const count = text.split('\n').length
    if (rng.next() < 0.5) {
      const at = 1 + rng.int(count - 1)
      return {kind: 'lines', description: `${file}: blank line inserted before line ${at + 1}`, files: {[file]: spliceLines(text, at, 0, '')}}
    }
    const index = lineWhere(rng, text, /^$/)
    return index === null ? null : {kind: 'lines', description: `${file}:${index + 1}: blank line removed`, files: {[file]: spliceLines(text, index, 1)}}
  },
  // A lid (its label line and the next) repeated right after itself: a duplicate block.
  'duplicate-block': (rng, {laws}) => {
    const picked = pickLine(rng, laws, /^[A-Z]\.\s+\S/)
    if (picked === null) return null
    const {file, text, index} = picked
    const list = text.split('\n')
    let end = index + 1
    while (end < list.length && list[end] === '') end++
    while (end < list.length && list[end] !== '' && !/^[A-Z]\.\s/.test(list[end]!) && !heading.test(list[end]!)) end++
    const block = list.slice(index, end)
    return {kind: 'duplicate-block', description: `${file}:${index + 1}-${end}: repeated`, files: {[file]: spliceLines(text, end, 0, '', ...block)}}
  },
  // An article heading given another number: a new, a duplicate, or an out-of-order article.
  renumber: (rng, {laws}) => {
    const picked = pickLine(rng, laws, heading)
    if (picked === null) return null
    const {file, text, index, line} = picked
    const number = Number(/\d+/.exec(line)![0])
    const to = Math.max(1, number + rng.pick([-2, -1, 1, 2, 3]))
    return {kind: 'renumber', description: `${file}:${index + 1}: artikel ${number} → ${to}`, files: {[file]: spliceLines(text, index, 1, line.replace(/\d+/, String(to)))}}
  },
  // A reference to an article of the edition (maybe to a lid it lacks) or to one it does not hold.
  reference: (rng, {laws, articles}) => {
    const picked = pickLine(rng, laws, /^(?![A-Z]\.|\d\)|---|Artikel|ARTIKEL).*\p{L}{3,}.*[.:;]$/u)
    if (picked === null) return null
    const {file, text, index, line} = picked
    const edition = file.slice(0, 4)
    const numbers = articles.filter((id) => id.startsWith(`${edition}/`)).map((id) => id.split('/')[1]!)
    const number = numbers.length > 0 && rng.next() < 0.8 ? rng.pick(numbers) : String(1 + rng.int(99))
    const lid = rng.pick(['', ' A', ' B', ' C', ' D', 'Z'])
    return {kind: 'reference', description: `${file}:${index + 1}: + "zie artikel ${number}${lid}"`, files: {[file]: spliceLines(text, index, 1, `${line} Zie artikel ${number}${lid}.`)}}
  },
  // A source deleted, or a deleted one back.
  'delete-file': (rng, {laws, deleted}) => {
    if (deleted.size > 0 && rng.next() < 0.5) {
      const [file, text] = rng.pick([...deleted])
      deleted.delete(file)
      return {kind: 'restore-file', description: `${file}: restored`, files: {[file]: text}}
    }
    const file = rng.pick(sources(laws))
    deleted.set(file, read(laws, file))
    return {kind: 'delete-file', description: `${file}: deleted`, files: {[file]: null}}
  },
  // A source copied into another edition (its articles join that edition, perhaps a lineage that
  // skipped it), or a new lid page for an article of its edition.
  'add-file': (rng, {laws, articles}) => {
    if (rng.next() < 0.5) {
      const article = rng.pick(articles.filter((id) => /^\d{4}\/\d+$/.test(id)))
      const [edition, number] = article.split('/') as [string, string]
      const lid = rng.pick(['A', 'B', 'D', 'F'])
      const file = `${edition}/${number}${lid}.md`
      const text = `Sjabloon:${edition}:${number}${lid}\n\n${lid}. Nieuw lid\nDe ${rng.pick(words)} mag de ${rng.pick(words)} vragen, zie artikel ${number} A.\n`
      return {kind: 'add-file', description: `${file}: new lid page`, files: {[file]: text}}
    }
    const from = rng.pick(sources(laws))
    const editions = [...new Set(sources(laws).map((file) => file.slice(0, 4)))]
    const edition = rng.pick(editions)
    const page = `${path.basename(from, '.md').replace(/[^A-Za-z0-9]/g, '')}X${rng.int(3)}`
    const file = `${edition}/${page}.md`
    const text = read(laws, from).replace(/^Sjabloon:\d{4}:[A-Za-z0-9_-]+/, `Sjabloon:${edition}:${page}`)
    return {kind: 'add-file', description: `${file}: copy of ${from}`, files: {[file]: text}}
  },
  // One article's block appended to a source of another edition.
  'move-article': (rng, {laws}) => {
    const from = rng.pick(sources(laws))
    const lines = read(laws, from).split('\n')
    const starts = lines.flatMap((line, index) => (heading.test(line) ? [index] : []))
    if (starts.length === 0) return null
    const start = rng.pick(starts)
    const next = starts.find((index) => index > start) ?? lines.length
    const to = rng.pick(sources(laws).filter((file) => file.slice(0, 4) !== from.slice(0, 4)))
    const text = read(laws, to)
    return {kind: 'move-article', description: `${from}:${start + 1}-${next} appended to ${to}`, files: {[to]: `${text.replace(/\n*$/, '')}\n\n${lines.slice(start, next).join('\n')}\n`}}
  },
  // A concordance line removed, added or moved down.
  concordance: (rng, {laws, articles, provisions}) => {
    const file = 'concordance.txt'
    const text = read(laws, file)
    const list = text.split('\n')
    const choice = rng.int(4)
    if (choice === 0) {
      const index = lineWhere(rng, text, /^(confirm|force|forbid|split|merge|move)\s/)
      return index === null ? null : {kind: 'concordance', description: `concordance.txt:${index + 1}: removed`, files: {[file]: spliceLines(text, index, 1)}}
    }
    if (choice === 1) {
      const at = rng.int(list.length)
      return {kind: 'concordance', description: `concordance.txt: comment inserted at line ${at + 1}`, files: {[file]: spliceLines(text, at, 0, '# moved')}}
    }
    // Two ids of different editions, the earlier first (anything else is a syntax error).
    const pair = (ids: string[]) => {
      const x = rng.pick(ids)
      const others = ids.filter((id) => id.slice(0, 4) !== x.slice(0, 4))
      if (others.length === 0) return [x, x]
      const y = rng.pick(others)
      return x < y ? [x, y] : [y, x]
    }
    if (choice === 2 && articles.length > 1) {
      const [from, to] = pair(articles)
      const line = `${rng.pick(['confirm', 'force', 'forbid'])} ${from} ${to}`
      return {kind: 'concordance', description: `concordance.txt: + ${line}`, files: {[file]: `${text.replace(/\n*$/, '')}\n${line}\n`}}
    }
    if (provisions.length < 2) return null
    const [from, to] = pair(provisions)
    const line = `${rng.pick(['confirm', 'force', 'forbid', 'move'])} ${from} ${to}`
    return {kind: 'concordance', description: `concordance.txt: + ${line}`, files: {[file]: `${text.replace(/\n*$/, '')}\n${line}\n`}}
  },
  // The corpus configuration: its title, an equivalence group, a noise line.
  'corpus-json': (rng, {laws}) => {
    const file = 'corpus.json'
    const config = JSON.parse(read(laws, file)) as {title: string; equivalents?: string[][]; noise: string[]}
    const choice = rng.int(3)
    let description: string
    if (choice === 0) {
      config.title = `${config.title.replace(/ \d+$/, '')} ${rng.int(5)}`
      description = `title → ${JSON.stringify(config.title)}`
    } else if (choice === 1) {
      const groups = config.equivalents ?? []
      if (groups.length > 0 && rng.next() < 0.5) {
        const index = rng.int(groups.length)
        description = `equivalents: removed ${JSON.stringify(groups[index])}`
        groups.splice(index, 1)
      } else {
        const group = [rng.pick(words), rng.pick(words)]
        description = `equivalents: + ${JSON.stringify(group)}`
        groups.push(group)
      }
      config.equivalents = groups
    } else {
      const line = rng.pick(['Tekst.', 'Bovendien:', 'Ga naar navigatie'])
      const index = config.noise.indexOf(line)
      if (index === -1) config.noise.push(line)
      else config.noise.splice(index, 1)
      description = `noise: toggled ${JSON.stringify(line)}`
    }
    return {kind: 'corpus-json', description: `corpus.json: ${description}`, files: {[file]: `${JSON.stringify(config, null, 2)}\n`}}
  },
  // The lineage registry: a line removed (the data stage writes it back as it should be).
  registry: (rng, {laws}) => {
    const file = 'lineages.txt'
    if (!existsSync(path.join(laws, file))) return null
    const text = read(laws, file)
    const index = lineWhere(rng, text, /^\d{4}-/)
    return index === null ? null : {kind: 'registry', description: `lineages.txt:${index + 1}: removed`, files: {[file]: spliceLines(text, index, 1)}}
  },
  // An article heading's title changed (the matcher weighs titles), or a chapter heading with a
  // range added above it (a range promises articles of the whole edition, in any of its sources).
  heading: (rng, {laws}) => {
    const picked = pickLine(rng, laws, heading)
    if (picked === null) return null
    const {file, text, index, line} = picked
    if (rng.next() < 0.5) {
      const changed = line.replace(/^(\S+\s+\d+\.?)(.*)$/, (_, head: string, title: string) => `${head} ${title.trim() === '' ? 'Gang van zaken' : `${rng.pick(words)} ${title.trim()}`}`)
      return {kind: 'heading', description: `${file}:${index + 1}: title ${JSON.stringify(line)} → ${JSON.stringify(changed)}`, files: {[file]: spliceLines(text, index, 1, changed)}}
    }
    const number = Number(/\d+/.exec(line)![0])
    const chapter = `HOOFDSTUK V Onregelmatigheden Art. ${number} t/m ${number + rng.int(4)}`
    return {kind: 'heading', description: `${file}:${index + 1}: + ${JSON.stringify(chapter)}`, files: {[file]: spliceLines(text, index, 0, chapter, '')}}
  },
  // A lid page's label line taken out or put in (the page name then gives the label).
  'lid-label': (rng, {laws}) => {
    const candidates = sources(laws).filter((file) => /^\d{4}\/\d+[a-z]?[A-Z]\.md$/.test(file))
    if (candidates.length === 0) return null
    const file = rng.pick(candidates)
    const text = read(laws, file)
    const lid = /([A-Z])\.md$/.exec(file)![1]!
    const index = lineWhere(rng, text, /^[A-Z]\.\s/)
    if (index !== null) return {kind: 'lid-label', description: `${file}:${index + 1}: label line removed`, files: {[file]: spliceLines(text, index, 1)}}
    const at = lineWhere(rng, text, /^(?!Uit |Versie |\(wijz\)).*\p{L}{3,}/u)
    return at === null ? null : {kind: 'lid-label', description: `${file}:${at + 1}: + "${lid}. Titel"`, files: {[file]: spliceLines(text, at, 0, `${lid}. Titel van het lid`)}}
  },
  // A footnote and its marker added to a lid, or a footnote number changed.
  'footnote-add': (rng, {laws}) => {
    const file = rng.pick(sources(laws))
    const text = read(laws, file)
    const numbered = lineWhere(rng, text, /^\d\)\s/)
    if (numbered !== null && rng.next() < 0.4) {
      const line = text.split('\n')[numbered]!
      const changed = line.replace(/^\d/, String(1 + rng.int(4)))
      return changed === line ? null : {kind: 'footnote-add', description: `${file}:${numbered + 1}: footnote ${line[0]} → ${changed[0]}`, files: {[file]: spliceLines(text, numbered, 1, changed)}}
    }
    const index = lineWhere(rng, text, /^(?![A-Z]\.\s|\d\)|---|Artikel|ARTIKEL).*\p{L}{3,}.*[.:;]$/u)
    if (index === null) return null
    const list = text.split('\n')
    let end = index + 1
    while (end < list.length && list[end] !== '' && !heading.test(list[end]!)) end++
    const number = 1 + rng.int(3)
    const marked = list[index]!.replace(/([.:;])$/, ` ${'¹²³'[number - 1]}⁾$1`)
    const changed = [...list.slice(0, index), marked, ...list.slice(index + 1, end), '', '---', '', `${number}) Een voetnoot over de ${rng.pick(words)}.`, ...list.slice(end)].join('\n')
    return {kind: 'footnote-add', description: `${file}:${index + 1}: + footnote ${number}`, files: {[file]: changed}}
  },
  // An amendment note naming a lid, after an article heading's first lid.
  note: (rng, {laws}) => {
    const picked = pickLine(rng, laws, /^[A-Za-z]\.\s/)
    if (picked === null) return null
    const {file, text, index} = picked
    const note = `M.i.v. 1 januari 19${80 + rng.int(19)} is lid ${rng.pick(['A', 'B', 'C', 'c', 'b'])}: toegevoegd, zie ook de overleg pagina:`
    return {kind: 'note', description: `${file}:${index + 1}: + ${JSON.stringify(note)}`, files: {[file]: spliceLines(text, index, 0, note, '')}}
  },
  // Line endings and a byte-order mark: the same words, other bytes.
  bytes: (rng, {laws}) => {
    const file = rng.pick(sources(laws))
    const text = read(laws, file)
    const changed = rng.next() < 0.5 ? (text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text.replace(/\n/g, '\r\n')) : text.startsWith('\uFEFF') ? text.slice(1) : `\uFEFF${text}`
    return {kind: 'bytes', description: `${file}: line endings or byte-order mark toggled`, files: {[file]: changed}}
  },
  // A file back as it was some edits ago: the warm run meets cache entries of an older state.
  undo: (rng, {history}) => {
    const files = [...history].filter(([, versions]) => versions.length > 0)
    if (files.length === 0) return null
    const [file, versions] = rng.pick(files)
    const back = rng.int(versions.length)
    return {kind: 'undo', description: `${file}: back to its version ${versions.length - back} edit(s) ago`, files: {[file]: versions[back]!}}
  }
}

/** Weighted choice of the edit kinds: words and pages most, configuration least. */
const weights: Array<[string, number]> = [
  ['word', 6],
  ['lid-page', 3],
  ['footnote', 2],
  ['lines', 3],
  ['duplicate-block', 2],
  ['renumber', 2],
  ['reference', 3],
  ['delete-file', 2],
  ['add-file', 2],
  ['move-article', 2],
  ['concordance', 3],
  ['corpus-json', 1],
  ['registry', 1],
  ['heading', 2],
  ['lid-label', 2],
  ['footnote-add', 2],
  ['note', 1],
  ['bytes', 1],
  ['undo', 4]
]

export const editKinds = weights.map(([kind]) => kind)

/**
 * The next edit: of `kind` when given (and it finds something to change), else a kind by weight.
 * Always changes a file: an edit that changes nothing tests nothing.
 */
export function nextEdit(rng: Random, context: Context, kind?: string): Edit {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0)
  for (let attempt = 0; ; attempt++) {
    let roll = rng.next() * total
    const chosen = kind !== undefined && attempt < 20 ? kind : (weights.find(([, weight]) => (roll -= weight) < 0) ?? weights.at(-1)!)[0]
    const edit = makers[chosen]!(rng, context)
    if (edit && Object.entries(edit.files).some(([file, text]) => (existsSync(path.join(context.laws, file)) ? read(context.laws, file) : null) !== text)) return edit
  }
}

/** Write an edit into `laws` (and remember each file's earlier text in `history`); gives the edit that undoes it. */
export function applyEdit(laws: string, edit: Edit, history?: Context['history']): Edit {
  const undo: Edit = {kind: 'revert', description: `revert: ${edit.description}`, files: {}}
  for (const [file, text] of Object.entries(edit.files)) {
    const full = path.join(laws, file)
    const before = existsSync(full) ? readFileSync(full, 'utf8') : null
    undo.files[file] = before
    if (history) history.set(file, [...(history.get(file) ?? []), before].slice(-4))
    if (text === null) {
      if (existsSync(full)) unlinkSync(full)
    } else {
      mkdirSync(path.dirname(full), {recursive: true})
      writeFileSync(full, text)
    }
  }
  return undo
}

// --- Runs ------------------------------------------------------------------------------------

/**
 * One in-process pipeline run with the cache in `cacheRoot` (null: none): everything it gives, as
 * text. `diff` limits the word diffs (tight limits make diffs give up, with cached diagnostics).
 */
export function pipelineSnapshot(root: string, cacheRoot: string | null, diff?: WordDiffOptions) {
  const cache = new DataCache(cacheRoot, 'v1')
  const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root, cache, acceptUrlRemovals: true, diff})
  // As the data stage does: every comparison's diagnostics first (from summaries when cached).
  pipeline.compareAll()
  const comparisons = pipeline.lineages.flatMap((lineage) => lineage.links.map((link) => pipeline.comparisonSource.textOf(lineage, link.from, link.to)))
  const correspondences = pipeline.lineages.flatMap((lineage) => lineage.links.map((link) => `${link.from.edition}/${link.to.edition}`))
  const pairs = [...new Set(correspondences)].map((name) => {
    const [from, to] = name.split('/') as [string, string]
    return `${name}: ${JSON.stringify(pipeline.correspondenceOf(from, to).links.map((link) => [link.from.id, link.to.id, link.score, link.kind, link.confirmed]))}`
  })
  cache.flush()
  const articles = pipeline.corpus.editions.flatMap((edition) => articlesOf(edition).map((article) => ({article, edition})))
  return {
    editions: JSON.stringify(pipeline.corpus.editions),
    records: pipeline.files.flatMap((file) => file.messages.map((message) => JSON.stringify({file: file.path, ...messageToRecord(message)}))),
    links: pipeline.lineages.flatMap((lineage) => lineage.links.map((link) => `${lineage.id}: ${link.from.id} → ${link.to.id} ${link.score} ${link.confirmed} ${JSON.stringify(link.evidence)}`)),
    lineages: pipeline.lineages.map((lineage) => `${lineage.id}: ${lineage.articles.map((article) => article.id).join(' ')}`),
    pairs,
    comparisons,
    // Each digest next to the digest of the article's file as this run would write it.
    digests: articles.map(({article, edition}) => `${article.id} ${pipeline.digests.get(article)} ${contentDigest(articleFile(article, edition))}`),
    registry: pipeline.registry.text,
    urls: pipeline.urlList.text,
    redirects: JSON.stringify(pipeline.urlList.redirects),
    ids: {articles: articles.map(({article}) => article.id), provisions: articles.flatMap(({article}) => textUnits(article).map((unit) => unit.id)).filter((id) => !id.includes('/fn'))}
  }
}

/** One data-stage run in `root` with what it printed; `cold` runs from an empty cache and output folder. */
export async function dataStageSnapshot(root: string, cold: boolean) {
  if (cold) {
    rmSync(path.join(root, '.cache'), {recursive: true, force: true})
    rmSync(path.join(root, '.data'), {recursive: true, force: true})
  }
  const printed: string[] = []
  const error = console.error
  console.error = (...parts: unknown[]) => printed.push(parts.join(' '))
  let result
  try {
    result = await runDataStage({root, acceptUrlRemovals: true})
  } finally {
    console.error = error
  }
  return {
    ok: result.ok,
    errors: result.ok ? 0 : result.errors,
    printed: printed.join('\n'),
    files: result.ok ? snapshotFiles(path.join(root, '.data', 'public', 'api')) : new Map<string, string>(),
    laws: ['lineages.txt', 'urls.txt'].map((file) => (existsSync(path.join(root, 'laws', file)) ? read(path.join(root, 'laws'), file) : null))
  }
}

/** Where two maps of files differ first (a file only in one, or the first differing characters), or null. */
export function firstFileDifference(warm: Map<string, string>, cold: Map<string, string>): string | null {
  for (const name of [...new Set([...warm.keys(), ...cold.keys()])].sort()) {
    const [x, y] = [warm.get(name), cold.get(name)]
    if (x === y) continue
    if (x === undefined || y === undefined) return `${name}: only in the ${x === undefined ? 'cold' : 'warm'} output`
    let at = 0
    while (at < x.length && x[at] === y[at]) at++
    return `${name}: at ${at}: warm ${JSON.stringify(x.slice(Math.max(0, at - 60), at + 60))} cold ${JSON.stringify(y.slice(Math.max(0, at - 60), at + 60))}`
  }
  return null
}

export const tempDir = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix))
