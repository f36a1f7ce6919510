// Parse in-memory sources the way `laws/` is parsed.
import path from 'node:path'
import {VFile} from 'vfile'
import {articlesOf, buildCorpus, loadCorpus, readConfig, type Corpus, type CorpusConfig} from '../../src/corpus.ts'
import {articleJson} from '../../src/export/corpus-json.ts'
import type {ArticleJson} from '../../src/schema.ts'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const lawsDir = path.join(root, 'laws')
export const config = readConfig(lawsDir)

let cached: Corpus | undefined
/** The real corpus, parsed once per test file. */
export function realCorpus(): Corpus {
  cached ??= loadCorpus(lawsDir, {cwd: root})
  return cached
}

/**
 * Parse sources given as `{path: text}` (paths like `laws/1987/HV2.md`), with the real
 * `laws/corpus.json`, or with `overrides` merged over its top-level keys (a fixture's own `corpus.json`).
 */
export function parseSources(sources: Record<string, string | Uint8Array>, overrides: Partial<CorpusConfig> = {}): Corpus {
  const files = Object.entries(sources).map(([file, value]) => new VFile({path: file, value}))
  return buildCorpus(files, {...config, ...overrides})
}

export function articlesJson(corpus: Corpus): ArticleJson[] {
  return corpus.editions.flatMap((edition) => articlesOf(edition).map((article) => articleJson(article, edition)))
}

/** Every diagnostic as one line: `path:start-end severity rule-id reason`. */
export function messageLines(corpus: Corpus): string[] {
  return corpus.files.flatMap((file) =>
    file.messages.map((message) => {
      const place = message.place && 'start' in message.place ? `${message.place.start.line}:${message.place.start.column}-${message.place.end.line}:${message.place.end.column}` : `${message.line}:${message.column}`
      return `${file.path}:${place} ${message.fatal ? 'error' : 'warning'} ${message.ruleId} ${message.reason}`
    })
  )
}
