// The diff stage: every article comparison the lineages call for (each article with its
// predecessor), made once. A diff that gave up is reported on the newer article's source.
import type {VFile} from 'vfile'
import type {Alignment} from '../align/align-corpus.ts'
import {compositeKey, linkKey} from '../ids.ts'
import {report} from '../rules.ts'
import type {Article} from '../types.ts'
import {compareArticles, type ArticleComparison, type Compare} from './compare.ts'
import type {TextUnit} from '../align/units.ts'
import type {WordDiffOptions} from './words.ts'
import type {LanguageWords} from '../language.ts'

export interface CompareCorpusOptions {
  /** The bound on each word diff's work (jsdiff's `maxEditLength`; no time limit, so results never depend on the machine's load). */
  diff?: WordDiffOptions
  /** The source file of an article, for diagnostics. */
  fileOf: (article: Article) => VFile
  /** Compares two articles: `compareArticles`, or a memo around it (`npm run dev`). */
  compareArticles?: typeof compareArticles
  /** The corpus's rule words and pointer phrases. */
  language?: LanguageWords
}

/** Every comparison of `alignment`, in lineage order; `compare` looks one up. */
export function compareCorpus(alignment: Pick<Alignment, 'lineages' | 'correspondenceOf'>, {diff, fileOf, compareArticles: comparePair = compareArticles, language}: CompareCorpusOptions): {compare: Compare} {
  const made = new Map<string, ArticleComparison>()
  const keyOf = (lineage: {id: string}, from: Article, to: Article) => compositeKey(lineage.id, linkKey(from.id, to.id))
  for (const lineage of alignment.lineages) {
    for (const {from, to} of lineage.links) {
      const comparison = comparePair({lineage: lineage.id, from, to, correspondence: alignment.correspondenceOf(from.edition, to.edition), diff, language})
      for (const pair of comparison.pairs.filter((candidate) => candidate.body.replacedWhole || candidate.title?.replacedWhole)) {
        const labels = (units: TextUnit[]) => units.map((unit) => unit.label).join(' + ') || 'text'
        report(fileOf(to), `Unexpected diff of ${labels(pair.group.from)} → ${labels(pair.group.to)} beyond the edit limits, expected a smaller change; shown as replaced as a whole`, {ruleId: 'diff-gave-up', place: to.position})
      }
      made.set(keyOf(lineage, from, to), comparison)
    }
  }
  const compare: Compare = (lineage, from, to) => {
    const found = made.get(keyOf(lineage, from, to))
    if (!found) throw new Error(`Unexpected comparison ${linkKey(from.id, to.id)} of lineage ${lineage.id}, expected a link of the lineage`)
    return found
  }
  return {compare}
}
