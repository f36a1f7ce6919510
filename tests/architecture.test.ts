// The architecture as rules the code must keep: stages import only earlier stages (parse → align →
// diff → export), library code knows nothing of Astro, and every id, pair key and link key is built
// in src/ids.ts. A violation names its file and line.
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** Files under `dir` (relative to the root) ending in one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .sort()
}

/** The modules every stage may import (docs/architecture.md names the same list). */
const shared = [
  'src/ids.ts',
  'src/types.ts',
  'src/vocabulary.ts',
  'src/rules.ts',
  'src/schema.ts',
  'src/walk.ts',
  'src/acknowledgements.ts',
  'src/processes.ts',
  'src/json-places.ts',
  'src/characters.ts',
  'src/listing.ts',
  'src/maintainer-files.ts',
  'src/output-folders.ts',
  'src/file-system.ts'
]

/** Each stage's modules; a module may import its own stage and earlier ones. Shared modules (stage 0) import only shared ones. */
const stages: Array<[string, (file: string) => boolean]> = [
  ['shared', (file) => shared.includes(file)],
  ['parse', (file) => file.startsWith('src/parse/') || ['src/corpus.ts', 'src/corpus-config.ts', 'src/language.ts', 'src/sources.ts', 'src/safe-pattern.ts'].includes(file)],
  ['import', (file) => file.startsWith('src/import/')],
  ['align', (file) => file.startsWith('src/align/')],
  ['diff', (file) => file.startsWith('src/diff/')],
  ['export', (file) => file.startsWith('src/export/')],
  ['pipeline', (file) => file === 'src/pipeline.ts']
]

const stageOf = (file: string) => stages.findIndex(([, holds]) => holds(file))

/** The project files a module imports, with the line of each import. */
function importsOf(file: string): Array<{target: string; line: number}> {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n')
  return lines.flatMap((text, index) => {
    // An import on one line, or the last line of one that Prettier broke over several.
    const match = /^(?:(?:import|export)\b.*|\}) from '(\.{1,2}\/[^']+)'/.exec(text)
    return match ? [{target: path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!)), line: index + 1}] : []
  })
}

test('every module of src/ belongs to a stage, and imports only its own stage and earlier ones', () => {
  const files = filesUnder('src', ['.ts'])
  expect(files.filter((file) => stageOf(file) === -1)).toEqual([])
  const backwards = files.flatMap((file) =>
    importsOf(file)
      .filter(({target}) => target.startsWith('src/') && stageOf(target) > stageOf(file))
      .map(({target, line}) => `${file}:${line} (${stages[stageOf(file)]![0]}) imports ${target} (${stages[stageOf(target)]![0]})`)
  )
  expect(backwards).toEqual([])
})

test('docs/architecture.md names exactly the shared modules this test knows', () => {
  const text = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8')
  const sentence = /Shared by all stages:([^.]*(?:\.ts[^.]*)*)\./.exec(text.replace(/\s+/g, ' '))?.[1] ?? ''
  expect([...sentence.matchAll(/`([^`]+)`/g)].map(([, file]) => file).sort()).toEqual([...shared].sort())
})

test('library code imports nothing of the site, the scripts, the tests or Astro', () => {
  const outside = filesUnder('src', ['.ts']).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8')
    return [...text.matchAll(/^(?:import\b.*|\}) from '([^']+)'/gm)].filter(([, target]) => /^astro|\/(?:site|scripts|tests)\//.test(target!)).map(([statement]) => `${file}: ${statement}`)
  })
  expect(outside).toEqual([])
})

test('the benchmark and the tests share measuring code through support/ and do not import each other', () => {
  const crossing = [
    ...filesUnder('scripts', ['.ts']).flatMap((file) =>
      importsOf(file)
        .filter(({target}) => target.startsWith('tests/'))
        .map(({target, line}) => `${file}:${line} imports ${target}`)
    ),
    ...filesUnder('support', ['.ts']).flatMap((file) =>
      importsOf(file)
        .filter(({target}) => target.startsWith('tests/') || target.startsWith('scripts/'))
        .map(({target, line}) => `${file}:${line} imports ${target}`)
    ),
    ...filesUnder('tests', ['.ts']).flatMap((file) =>
      importsOf(file)
        .filter(({target}) => target === 'scripts/bench.ts')
        .map(({target, line}) => `${file}:${line} imports ${target}`)
    )
  ]
  expect(crossing).toEqual([])
})

test('every folder listing of the code goes through src/listing.ts, in byte order, never in the order a file system lists', () => {
  const files = [...filesUnder('src', ['.ts']), ...filesUnder('scripts', ['.ts']), ...filesUnder('support', ['.ts']), ...filesUnder('site', ['.ts', '.astro', '.mjs']), 'astro.config.mjs'].filter((file) => file !== 'src/listing.ts')
  const listing = /\b(?:readdir|readdirSync|opendir|opendirSync|glob|globSync)\(|\baddDirectory\(|import\.meta\.glob\b/
  const found = files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, index) => (!/^\s*(?:\/\/|\*)/.test(text) && listing.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : []))
  )
  expect(found).toEqual([])
})

/**
 * Shapes of an id, pair key or link key written by hand: a template that joins values with `/`,
 * `>`, `~` or `\0` (a composite key: `compositeKey`), or names a footnote or note segment; an edition read as the first four characters;
 * a path of segments joined or split on `/`.
 */
const handBuilt = [/\$\{[^}]+\}(?:[/>~]|\\0)\$\{/, /\.join\('\\0'\)/, /\/(?:fn|note|p|li)\$\{/, /\.slice\(0, 4\)/, /\.join\('\/'\)/, /\.split\('\/'\)/]

test('no id, pair key or link key is built outside src/ids.ts', () => {
  const files = [...filesUnder('src', ['.ts']), ...filesUnder('site', ['.ts', '.astro']), ...filesUnder('scripts', ['.ts']), ...filesUnder('support', ['.ts'])].filter((file) => file !== 'src/ids.ts')
  const found = files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, index) => (!/^\s*(?:\/\/|\*)/.test(text) && handBuilt.some((pattern) => pattern.test(text)) ? [`${file}:${index + 1}: ${text.trim()}`] : []))
  )
  expect(found).toEqual([])
})
