import {readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import type {Lineage} from '../src/align/articles.ts'
import {assignLineageIds, currentLineageId, formatRegistry, parseRegistry} from '../src/align/lineage-registry.ts'
import {runPipeline} from '../src/pipeline.ts'
import type {Article} from '../src/types.ts'
import {lawsDir, root} from './helpers/corpus.ts'

/** Lineages made of article ids only: what the registry reads of them. */
const lineagesOf = (...chains: string[][]): Lineage[] => chains.map((ids) => ({id: ids[0]!.replace('/', '-'), articles: ids.map((id) => ({id}) as Article), links: []}))

const registryFile = (...lines: string[]) => new VFile({path: 'laws/lineages.txt', value: lines.join('\n')})

function assign(file: VFile, ...chains: string[][]) {
  const result = assignLineageIds(lineagesOf(...chains), parseRegistry(file), file)
  return {
    ids: result.lineages.map((lineage) => lineage.id),
    registry: result.registry,
    text: formatRegistry(result.registry),
    messages: file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}: ${message.reason}`)
  }
}

describe('lineage registry', () => {
  test('an older or a newer article joining a lineage keeps its id', () => {
    const file = registryFile('1987-10 1987/10', '1975-28 1975/28 1987/28')
    const {ids, text, messages} = assign(file, ['1975/10', '1987/10'], ['1975/28', '1987/28', '1997/28'])
    expect(ids).toEqual(['1987-10', '1975-28'])
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['1975-28 1975/28 1987/28 1997/28', '1987-10 1975/10 1987/10', ''])
    expect(messages).toEqual([])
  })

  test('a new lineage gets its earliest article as id, never one used before', () => {
    const file = registryFile('1987-10 1987/10', '1975-10 retired')
    const {ids} = assign(file, ['1987/10'], ['1975/10', '1982/10'], ['1997/40'])
    expect(ids).toEqual(['1987-10', '1975-10-2', '1997-40'])
  })

  test('a merge keeps the id of the lineage sharing most articles and retires the other with a redirect', () => {
    const file = registryFile('1975-34 1975/34', '1982-34 1982/34 1987/35')
    const {ids, registry, messages} = assign(file, ['1975/34', '1982/34', '1987/35'])
    expect(ids).toEqual(['1982-34'])
    expect(registry.retired).toEqual([{id: '1975-34', into: '1982-34', line: 1}])
    expect(currentLineageId(registry, '1975-34')).toBe('1982-34')
    expect(messages).toEqual(['1:1 lineage-merged: Unexpected merge of lineage `1975-34` into `1982-34` (now 1975/34, 1982/34, 1987/35), expected registered lineages to stay apart; `1975-34` is retired and redirects to `1982-34`'])
  })

  test('a split leaves the id with the part holding most articles; the other part is new', () => {
    const file = registryFile('# comment', '1975-30 1975/30 1987/30 1997/30')
    const {ids, messages} = assign(file, ['1975/30'], ['1987/30', '1997/30'])
    expect(ids).toEqual(['1975-30-2', '1975-30'])
    expect(messages).toEqual(['2:1 lineage-split: Unexpected split of lineage `1975-30`: 1975/30 now in new lineage `1975-30-2`, expected registered lineages to stay whole; the id stays with the part holding most of its articles'])
  })

  test('a lineage merged by an earlier run and apart again takes its retired id back, without the redirect', () => {
    const file = registryFile('1987-25 1936/25 1987/25', '1936-25 -> 1987-25')
    const {ids, registry, messages} = assign(file, ['1936/25'], ['1987/25'])
    expect(ids).toEqual(['1936-25', '1987-25'])
    expect(registry.retired).toEqual([])
    expect(currentLineageId(registry, '1936-25')).toBe('1936-25')
    expect(messages).toEqual(['1:1 lineage-split: Unexpected split of lineage `1987-25`: 1936/25 apart again, expected registered lineages to stay whole; `1936-25`, retired into `1987-25` before, is its lineage again'])
  })

  test('a lineage whose articles all left the corpus is retired without a redirect', () => {
    const file = registryFile('1987-40 1987/40')
    const {registry, messages} = assign(file)
    expect(registry.retired).toEqual([{id: '1987-40', into: null, line: 1}])
    expect(currentLineageId(registry, '1987-40')).toBeNull()
    expect(messages[0]).toMatch(/^1:1 lineage-retired: Unexpected end of lineage `1987-40`/)
  })

  test('reports lines of the wrong shape where they are, and reads the rest', () => {
    const file = registryFile('1987-10 1987/10', 'Bad id', '1987-10 1987/11', '1987-11 1987/10', '1975-1 -> ', '1975-2 -> 1975-3')
    const registry = parseRegistry(file)
    expect(registry).toEqual({lineages: [{id: '1987-10', articles: ['1987/10'], line: 1}], retired: [{id: '1975-2', into: '1975-3', line: 6}]})
    expect(file.messages.map((message) => `${message.line}:${message.column}-${message.place && 'end' in message.place ? message.place.end.column : ''} ${message.ruleId} ${message.fatal}`)).toEqual([
      '2:1-7 lineage-registry-syntax true',
      '3:1-16 lineage-registry-syntax true',
      '4:1-16 lineage-registry-syntax true',
      '5:1-11 lineage-registry-syntax true'
    ])
  })

  test('a written registry reads back as itself', () => {
    const file = registryFile('1987-10 1975/10 1987/10', '1987-9 1987/9', '1975-34 -> 1982-34', '1987-40 retired')
    const text = formatRegistry(parseRegistry(file))
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['1987-9 1987/9', '1987-10 1975/10 1987/10', '1975-34 -> 1982-34', '1987-40 retired', ''])
    expect(formatRegistry(parseRegistry(new VFile({path: 'x', value: text})))).toBe(text)
  })
})

test('the committed lineage registry and published URL list are what the corpus makes of them', () => {
  // The data stage rewrites both files when the corpus changes them; a commit without the new
  // files would publish ids and URLs that the repository does not record.
  const {registry, urlList} = runPipeline(lawsDir, {cwd: root})
  expect(registry.text, 'laws/lineages.txt is out of date: run `npm run data` and commit it').toBe(readFileSync(path.join(lawsDir, 'lineages.txt'), 'utf8'))
  expect(urlList.text, 'laws/urls.txt is out of date: run `npm run data` and commit it').toBe(readFileSync(path.join(lawsDir, 'urls.txt'), 'utf8'))
})
