// What `npm run dev` keeps in memory between runs of the data stage in its worker, so that a save
// shows in about a second at the sizes our users have: a memo around four coarse steps of the
// pure stages (reading a source, making an edition, linking an edition pair, comparing two
// articles), the texts of the output files the last run wrote, and the diagnostics it printed. Nothing is stored on disk,
// and a new process starts empty, so no run can read what older code made.
//
// The one rule: a memo hands back its last result only for inputs that are the same objects (or
// the same bytes) as last time. An edition none of whose sources changed is the same Edition
// object, so the edition pairs and comparisons of unchanged editions are found by identity; what
// a step reported is reported again on this run's files.
import type {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import type {EditionPairInput} from '../src/align/correspondence.ts'
import {articleFeatures} from '../src/align/articles.ts'
import {correspond, type Correspondence, type UnitLink} from '../src/align/correspondence.ts'
import type {FeatureCounts} from '../src/align/features.ts'
import {parseEdition, type CorpusConfig, type EditionBuilder, type SourceFile} from '../src/corpus.ts'
import {parseSource} from '../src/parse/parse.ts'
import {compareArticles} from '../src/diff/compare.ts'
import type {DigestMemo} from '../src/export/manifest.ts'
import type {WrittenFile} from '../src/export/writer.ts'
import {pairKey} from '../src/ids.ts'
import type {Article, Chapter, Edition, Section, Source} from '../src/types.ts'
import {articlesOf} from '../src/walk.ts'

export interface StageMemo {
  buildEdition: EditionBuilder
  correspond: typeof correspond
  compareArticles: typeof compareArticles
  /** An article's content features, made once per article object. */
  featuresOf: (article: Article) => FeatureCounts
  /**
   * A text made from the same objects as last time, made once: an article's file (an unchanged
   * edition keeps its articles), a lineage's rows or an edition pair's file (its comparisons).
   * `kind` names the text; `version` is whatever else it is made from, as text (one text per owner
   * and kind is kept, whatever the version).
   */
  textOf: (owners: readonly object[], kind: string, make: () => string, version?: string) => string
  /** The output files the last complete run wrote, with their texts (src/export/writer.ts skips those that did not change). */
  written: Map<string, WrittenFile>
  /** The digests of the files the last run declared (src/export/manifest.ts), so that an unchanged text is not hashed again. */
  digests: DigestMemo
  /** The diagnostics each file had at the last run, as text, by path: a run prints those of the files whose diagnostics changed. */
  diagnostics: Map<string, string>
  /** Start a run: what the last run did not use is forgotten at its end. */
  nextRun: () => void
}

export function stageMemo(): StageMemo {
  // A source read as it was last time gives the tree it gave then (a copy: assembling an edition changes its trees).
  const sources = new RunMemo<{value: VFile['value']; options: string; text: string; tree: Source; messages: VFileMessage[]}>()
  const parse: typeof parseSource = (file, options) => {
    const optionsText = JSON.stringify(options)
    const last = sources.get(file.path)
    if (last && last.options === optionsText && sameValue(last.value, file.value)) {
      file.value = last.text
      file.messages.push(...last.messages)
      sources.set(file.path, last)
      return structuredClone(last.tree)
    }
    const [value, before] = [file.value, file.messages.length]
    const tree = parseSource(file, options)
    sources.set(file.path, {value, options: optionsText, text: String(file.value), tree: structuredClone(tree), messages: file.messages.slice(before)})
    return tree
  }
  const editions = new RunMemo<{config: string; sources: Array<{path: string; value: VFile['value']}>; edition: Edition; messages: VFileMessage[][]}>()
  const pairs = new RunMemo<{from: Article[]; to: Article[]; rest: string; result: ReturnType<typeof correspond>; messages: VFileMessage[]}>()
  const comparisons = new RunMemo<{from: Article; to: Article; links: UnitLink[]; options: string; result: ReturnType<typeof compareArticles>}>()
  const texts = new WeakMap<object, Map<string, {owners: readonly object[]; version: string; text: string}>>()
  const features = new WeakMap<Article, FeatureCounts>()
  return {
    buildEdition(edition: string, given: SourceFile[], config: CorpusConfig): Edition {
      const configText = JSON.stringify(config)
      const last = editions.get(edition)
      if (last && last.config === configText && sameSources(last.sources, given)) {
        given.forEach(({file}, k) => {
          file.messages.push(...last.messages[k]!)
          // Kept for the run that changes one of them.
          const parsed = sources.get(file.path)
          if (parsed) sources.set(file.path, parsed)
        })
        editions.set(edition, last)
        return last.edition
      }
      const before = given.map(({file}) => file.messages.length)
      const made = parseEdition(edition, given, config, parse)
      if (last && last.config === configText) keepUnchanged(made, last.edition)
      editions.set(edition, {config: configText, sources: given.map(({file}) => ({path: file.path, value: file.value})), edition: made, messages: given.map(({file}, k) => file.messages.slice(before[k]))})
      return made
    },
    correspond(input: EditionPairInput, options?: Parameters<typeof correspond>[1]) {
      const key = pairKey(input.from[0]?.edition ?? '', input.to[0]?.edition ?? '')
      const rest = JSON.stringify([input.links.map(({from, to}) => [from.id, to.id]), input.decisions ?? [], [...(input.continuesElsewhere ?? [])], input.equivalents ?? [], options ?? null])
      const last = pairs.get(key)
      if (last && last.rest === rest && sameObjects(last.from, input.from) && sameObjects(last.to, input.to)) {
        input.concordance?.messages.push(...last.messages)
        pairs.set(key, last)
        return last.result
      }
      const before = input.concordance?.messages.length ?? 0
      const result = correspond(input, options)
      pairs.set(key, {from: input.from, to: input.to, rest, result, messages: input.concordance?.messages.slice(before) ?? []})
      return result
    },
    compareArticles(pair) {
      const {lineage, from, to, correspondence} = pair
      const key = `${lineage}\0${from.id}\0${to.id}`
      const optionsText = JSON.stringify([pair.diff ?? {}, pair.language?.ruleWords ?? {}, pair.language?.pointers.map(String) ?? [], pair.language?.notPointers.map(String) ?? [], pairSettings(correspondence)])
      // A comparison reads of its edition pair's links only those leaving its older article and
      // those reaching its newer one (src/align/groups.ts, src/diff/provenance.ts): when the pair
      // was linked again for a change elsewhere, these are what must be the same.
      const links = linksRead(correspondence, from, to)
      const last = comparisons.get(key)
      if (last && last.from === from && last.to === to && last.options === optionsText && sameLinks(last.links, links)) {
        comparisons.set(key, last)
        return last.result
      }
      const result = compareArticles(pair)
      comparisons.set(key, {from, to, links, options: optionsText, result})
      return result
    },
    featuresOf(article) {
      let found = features.get(article)
      if (!found) features.set(article, (found = articleFeatures(article)))
      return found
    },
    textOf(owners, kind, make, version = '') {
      let own = texts.get(owners[0]!)
      if (!own) texts.set(owners[0]!, (own = new Map()))
      const last = own.get(kind)
      if (last && last.version === version && sameObjects(last.owners, owners)) return last.text
      const text = make()
      own.set(kind, {owners, version, text})
      return text
    },
    written: new Map(),
    digests: new Map(),
    diagnostics: new Map(),
    nextRun() {
      // Texts are held by their owners: an edition made again takes its old articles' texts with it.
      for (const memo of [sources, editions, pairs, comparisons]) memo.next()
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

function sameSources(last: Array<{path: string; value: VFile['value']}>, sources: SourceFile[]): boolean {
  return last.length === sources.length && last.every((source, k) => source.path === sources[k]!.file.path && sameValue(source.value, sources[k]!.file.value))
}

function sameValue(a: VFile['value'], b: VFile['value']): boolean {
  if (typeof a === 'string' || typeof b === 'string') return String(a) === String(b)
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b)
}

function sameObjects<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, k) => item === b[k])
}

/**
 * Put the last run's article objects back into a newly parsed edition wherever an article reads
 * exactly as it did (every field parsing gave it, positions included): what was made from it
 * (features, comparisons, texts) is then found by identity, and a save costs what it changed, not
 * its whole edition. What depends on other articles too (an article file's backlinks) is keyed on
 * the edition as well.
 */
function keepUnchanged(made: Edition, last: Edition): void {
  const earlier = new Map(articlesOf(last).map((article) => [article.id, article]))
  const put = (node: Source | Chapter | Section) => {
    const children = node.children as Array<Chapter | Section | Article>
    children.forEach((child, k) => {
      if (child.type !== 'article') return put(child)
      const old = earlier.get(child.id)
      if (old && fieldsOf(old) === fieldsOf(child)) children[k] = old
    })
  }
  for (const source of made.children) put(source)
}

const articleFields = new WeakMap<Article, string>()

/** Everything an article holds, as text to compare. */
function fieldsOf(article: Article): string {
  let text = articleFields.get(article)
  if (text === undefined) articleFields.set(article, (text = JSON.stringify(article)))
  return text
}

const linksByArticle = new WeakMap<Correspondence, {leaving: Map<string, UnitLink[]>; reaching: Map<string, UnitLink[]>}>()

function linksRead(correspondence: Correspondence, from: Article, to: Article): UnitLink[] {
  let index = linksByArticle.get(correspondence)
  if (!index) linksByArticle.set(correspondence, (index = {leaving: Map.groupBy(correspondence.links, (link) => link.from.article.id), reaching: Map.groupBy(correspondence.links, (link) => link.to.article.id)}))
  return [...(index.leaving.get(from.id) ?? []), ...(index.reaching.get(to.id) ?? [])]
}

function sameLinks(a: readonly UnitLink[], b: readonly UnitLink[]): boolean {
  return a.length === b.length && a.every((link, k) => link.from === b[k]!.from && link.to === b[k]!.to && linkFacts(link) === linkFacts(b[k]!))
}

const linkFacts = (link: UnitLink) => JSON.stringify([link.score, link.kind, link.basis, link.confirmed, link.decision ?? null])

const settings = new WeakMap<Correspondence, string>()

/** What an edition pair's correspondence holds besides its links, which every comparison of the pair reads. */
function pairSettings(correspondence: Correspondence): string {
  let text = settings.get(correspondence)
  if (text === undefined) settings.set(correspondence, (text = JSON.stringify([correspondence.equivalents ?? null, correspondence.partPins ?? null, correspondence.functionWords ?? null])))
  return text
}
