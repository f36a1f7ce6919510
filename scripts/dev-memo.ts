// What `npm run dev` keeps in memory between runs of the data stage in its worker, so that a save
// shows in about a second at the sizes our users have: a memo around five pure steps (reading a
// source, making an edition, an article's features, linking an edition pair, comparing two
// articles), the texts of the output files the last run wrote, and the diagnostics it printed.
// Nothing is stored on disk, and a new process starts empty, so no run can read what older code made.
//
// The one rule: a step hands back its last result only for an input with the same digest
// (scripts/digest.ts): every argument, every field of every object it reaches, nothing picked by hand
// and nothing the memo knows of what a step reads. What a step reported is reported again on this
// run's files.
import type {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {articleFeatures} from '../src/align/articles.ts'
import {correspond} from '../src/align/correspondence.ts'
import type {FeatureCounts} from '../src/align/features.ts'
import {parseEdition, type EditionBuilder} from '../src/corpus.ts'
import {digester, type Digester} from './digest.ts'
import {compareArticles} from '../src/diff/compare.ts'
import type {DigestMemo} from '../src/export/manifest.ts'
import type {PublishedEntry} from '../src/export/published-files.ts'
import type {WrittenFile} from '../src/export/writer.ts'
import {parseSource} from '../src/parse/parse.ts'
import type {Article, Edition} from '../src/types.ts'

export interface StageMemo {
  buildEdition: EditionBuilder
  correspond: typeof correspond
  compareArticles: typeof compareArticles
  /** An article's content features. */
  featuresOf: (article: Article) => FeatureCounts
  /**
   * A published file's text (src/export/published-files.ts), made again only when an input is not as
   * last run's: its `same` inputs other objects, or its `digested` inputs another digest. One text
   * per file is kept.
   */
  textOf: (published: PublishedEntry) => string
  /** The output files the last complete run wrote, with their texts (src/export/writer.ts skips those that did not change). */
  written: Map<string, WrittenFile>
  /** The digests of the files the last run declared (src/export/manifest.ts), so that an unchanged text is not hashed again. */
  digests: DigestMemo
  /** The diagnostics each file had at the last run, as text, by path: a run prints those of the files whose diagnostics changed. */
  diagnostics: Map<string, string>
  /** Start a run: what the last run did not use is forgotten at its end. */
  nextRun: () => void
}

/** What a step made, and what it reported on each file it was given. */
interface Made<Result> {
  result: Result
  messages: VFileMessage[][]
}

export function stageMemo(): StageMemo {
  let digest: Digester = digester()
  const memos: Array<RunMemo<unknown>> = []
  /**
   * `step` with its results kept by the digest of its arguments. `files` are the files it reports
   * on (read before and after it runs); a result handed back again reports what it reported then.
   */
  const memoStep = <Args extends unknown[], Result>(step: (...args: Args) => Result, files: (...args: Args) => VFile[]) => {
    const memo = new RunMemo<Made<Result>>()
    memos.push(memo as RunMemo<unknown>)
    return (...args: Args): Result => {
      const key = digest(args)
      const reported = files(...args)
      const last = memo.get(key)
      if (last) {
        reported.forEach((file, k) => file.messages.push(...last.messages[k]!))
        memo.set(key, last)
        return last.result
      }
      const before = reported.map((file) => file.messages.length)
      const result = step(...args)
      memo.set(key, {result, messages: reported.map((file, k) => file.messages.slice(before[k]))})
      return result
    }
  }
  // A source read as it was gives the tree it gave (a copy: assembling an edition changes its trees) and the text it decoded.
  const parsed = memoStep(
    (file: VFile, options: Parameters<typeof parseSource>[1]) => {
      const tree = parseSource(file, options)
      return {text: String(file.value), tree: structuredClone(tree)}
    },
    (file) => [file]
  )
  const parse: typeof parseSource = (file, options) => {
    const {text, tree} = parsed(file, options)
    file.value = text
    return structuredClone(tree)
  }
  const made = memoStep<Parameters<EditionBuilder>, Edition>(
    (edition, sources, config) => parseEdition(edition, sources, config, parse),
    (_edition, sources) => sources.map(({file}) => file)
  )
  // An edition that reads as last run's (a change elsewhere in laws/corpus.json) is last run's
  // object, whole: what was made from its articles is theirs.
  const editions = new RunMemo<{digest: string; edition: Edition}>()
  memos.push(editions as RunMemo<unknown>)
  const buildEdition: EditionBuilder = (name, sources, config) => {
    const edition = made(name, sources, config)
    const own = digest(edition)
    const last = editions.get(name)
    const kept = last?.digest === own ? last.edition : edition
    editions.set(name, {digest: own, edition: kept})
    return kept
  }
  const texts = new RunMemo<{same: readonly object[]; digest: string; text: string}>()
  memos.push(texts as RunMemo<unknown>)
  return {
    buildEdition,
    correspond: memoStep(correspond, (input) => (input.concordance ? [input.concordance] : [])),
    compareArticles: memoStep(compareArticles, () => []),
    featuresOf: memoStep(articleFeatures, () => []),
    textOf({file, same, digested, make}) {
      const own = digest(digested)
      const last = texts.get(file)
      const kept = last && last.digest === own && sameObjects(last.same, same) ? last : {same, digest: own, text: make()}
      texts.set(file, kept)
      return kept.text
    },
    written: new Map(),
    digests: new Map(),
    diagnostics: new Map(),
    nextRun() {
      // Digests hold for one run: between runs a kept object may be one a step changed.
      digest = digester()
      for (const memo of memos) memo.next()
    }
  }
}

/** Entries by key: a run reads the last run's and keeps what it sets; the rest is dropped at the next run. */
class RunMemo<Value> {
  private last = new Map<string, Value>()
  private current = new Map<string, Value>()

  get(key: string): Value | undefined {
    return this.current.get(key) ?? this.last.get(key)
  }

  set(key: string, value: Value): void {
    this.current.set(key, value)
  }

  next(): void {
    this.last = this.current
    this.current = new Map()
  }
}

function sameObjects<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, k) => item === b[k])
}
