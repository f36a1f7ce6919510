// The words of the corpus's language that the comparison reads meaning from (`language` in
// `laws/corpus.json`): the rule words whose change makes a change of rule, and the phrases by which
// a text points to another article instead of stating the rule. Declared, not written into code,
// so a corpus in another language (or another register) says its own.
import type {CorpusConfig} from './corpus-config.ts'

/** The rule words of a language, by kind (`modal`, `negation`, `penalty`, ...): single words. */
export type RuleWords = Record<string, string[]>

export interface LanguageWords {
  ruleWords: RuleWords
  /** A clause that matches one points to another article in place of the rule (`van toepassing`, `zie`). */
  pointers: RegExp[]
  /** A clause that matches one excludes rather than points (`niet van toepassing`). */
  notPointers: RegExp[]
  /** The language's code (`nl`): which stemmer reads its words. */
  code?: string
  /** Words that open a subordinate clause (`indien`, `tenzij`, `tot`): a clause begins there. */
  clauseOpeners?: string[]
  /** Words without content of their own, left out when clauses are compared. */
  functionWords?: string[]
  /** Prefixes of participles (`ge`, `be`), taken off so `gestraft` meets `bestraft`. */
  participlePrefixes?: string[]
  /** Words that join an alternative (`of`): a word after one that the other text lacks is a new alternative. */
  alternatives?: string[]
  /** Words that mean the same (the corpus's `equivalents`). */
  equivalents?: string[][]
}

/** No words declared: no rule word, no pointer; numbers and references still tell a rule change. */
export const noLanguageWords: LanguageWords = Object.freeze({ruleWords: {}, pointers: [], notPointers: []})

/** A phrase entry as a regular expression: `/.../` as written (flags `iu`), else the words as whole words, any case. */
export function phrasePattern(entry: string): RegExp {
  if (entry.length > 2 && entry.startsWith('/') && entry.endsWith('/')) return new RegExp(entry.slice(1, -1), 'iu')
  return new RegExp(`(?<![\\p{L}\\p{N}])${wordsSource(entry)}(?![\\p{L}\\p{N}])`, 'iu')
}

/** The source of a regular expression that matches `words` as they stand, any whitespace between them. */
export function wordsSource(words: string): string {
  return words
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+')
}

export function languageWords(config: Pick<CorpusConfig, 'language' | 'equivalents'>): LanguageWords {
  const language = config.language
  if (!language) return noLanguageWords
  return {
    ruleWords: language.ruleWords ?? {},
    pointers: (language.pointers ?? []).map(phrasePattern),
    notPointers: (language.notPointers ?? []).map(phrasePattern),
    code: language.code,
    ...(language.clauseOpeners ? {clauseOpeners: language.clauseOpeners} : {}),
    ...(language.functionWords ? {functionWords: language.functionWords} : {}),
    ...(language.participlePrefixes ? {participlePrefixes: language.participlePrefixes} : {}),
    ...(language.alternatives ? {alternatives: language.alternatives} : {}),
    ...(config.equivalents ? {equivalents: config.equivalents} : {})
  }
}
