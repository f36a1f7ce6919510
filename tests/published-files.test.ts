// Each published file is one declaration (src/export/published-files.ts): its path, its serialiser
// and every input that serialiser takes, typed, so that the manifest's `from` and the dev memo's
// keys come from the declaration and a new input cannot go undeclared.
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {expect, test} from 'vitest'
import {buildCorpus} from '../src/corpus.ts'
import {entry, publishedFiles, articleJsonFile, comparisonFile, type PublishedEntry, type PublishedFile} from '../src/export/published-files.ts'
import {align} from '../src/pipeline.ts'
import {config} from './helpers/corpus.ts'

/** The pipeline over a comparison case's own sources, and the files it publishes (each text made). */
function published(name: string): {entries: PublishedEntry[]; texts: Map<string, string>} {
  const dir = path.join(import.meta.dirname, 'fixtures', 'compare', name, 'laws')
  const files = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => new VFile({path: path.join('laws', file), value: readFileSync(path.join(dir, file))}))
  const pipeline = align(buildCorpus(files, config), new VFile({path: 'laws/concordance.txt', value: ''}))
  const entries: PublishedEntry[] = []
  const texts = new Map<string, string>()
  const run = publishedFiles(pipeline)
  for (let next = run.next(); !next.done;) {
    entries.push(next.value)
    const text = next.value.make()
    texts.set(next.value.file, text)
    next = run.next(text)
  }
  return {entries, texts}
}

test('every published file has one declaration, redirects.json too, each path once, named by the inputs it declares', () => {
  const {entries, texts} = published('title-change-only')
  expect(entries.map(({file, serialiser, from}) => [file, serialiser, from])).toEqual([
    ['editions.json', 'editionsJson', ['laws/corpus.json', 'edition 2001', 'edition 2002']],
    ['2001/24.json', 'articleFile', ['article 2001/24', 'laws/2001/X.md', 'edition 2001']],
    ['2001/24.md', 'articleToMarkdown', ['article 2001/24', 'laws/2001/X.md']],
    ['2002/24.json', 'articleFile', ['article 2002/24', 'laws/2002/X.md', 'edition 2002']],
    ['2002/24.md', 'articleToMarkdown', ['article 2002/24', 'laws/2002/X.md']],
    ['corpus.json', 'corpusFile', ['laws/corpus.json', 'edition 2001', 'edition 2002']],
    ['2001.md', 'editionMarkdownFile', ['laws/corpus.json', 'edition 2001']],
    ['2002.md', 'editionMarkdownFile', ['laws/corpus.json', 'edition 2002']],
    ['lineages.json', 'lineagesJson', ['lineages', 'laws/lineages.txt']],
    ['lineages/2001-24.json', 'lineageRowsJson', ['lineage 2001-24']],
    ['compare/2001/2002.json', 'comparisonJson', ['pair 2001 2002', 'laws/concordance.txt']],
    ['redirects.json', 'redirectsJson', ['laws/urls.txt']],
    ...['article', 'corpus', 'editions', 'lineages', 'lineage', 'comparison', 'redirects', 'corpus-config'].map((name) => [`schema/${name}.schema.json`, 'z.toJSONSchema', [`schema ${name}`]])
  ])
  // The downloads are put together from the article files' texts handed back to the run.
  expect(texts.get('corpus.json')).toContain(texts.get('2002/24.json')!.trimEnd())
})

test("the dev memo's keys are the inputs a declaration keeps: the same objects, and the digest of the rest; a lookup is in neither", () => {
  const article = {}
  const edition = {}
  const own = entry(articleJsonFile as unknown as PublishedFile<{article: object; edition: object}>, {article, edition})
  expect([own.same.length, own.same[0] === article, own.same[1] === edition, own.digested]).toEqual([2, true, true, {}])
  const keys = Object.entries(comparisonFile.inputs).map(([name, input]) => `${name} ${input.kept}`)
  expect(keys).toEqual(['pair digest', 'correspondence same', 'comparisons same', 'headings digest', 'sources lookup'])
})

test('a declaration that leaves out an input of its serialiser, or names one it does not take, does not compile', () => {
  const missing = {
    serialiser: 'x',
    file: () => 'x.json',
    make: ({article}) => String(article),
    // @ts-expect-error -- `edition` is not declared
    inputs: {article: {kept: 'same'}}
  } satisfies PublishedFile<{article: string; edition: string}>
  const extra = {
    serialiser: 'x',
    file: () => 'x.json',
    make: ({article}) => String(article),
    // @ts-expect-error -- `edition` is no input
    inputs: {article: {kept: 'same'}, edition: {kept: 'same'}}
  } satisfies PublishedFile<{article: string}>
  expect([missing.serialiser, extra.serialiser]).toEqual(['x', 'x'])
})
