// Whether a change of words changes the rule, read clause by clause (clauses.ts). The clauses of
// the two sides are aligned by what they say (content words through the corpus's equivalents and
// a stemmer); each gets one verdict:
// - the same rule in other words: a counterpart says what it says, with the same kinds of rule
//   words (obligation, permission, negation, condition, time, ...), numbers and references;
// - changed: its counterpart differs in one of those, opens a new limit (`Tot zijn partner een
//   bieding doet`), or offers a new alternative (`belooft of ontkent`);
// - lapsed (older) or new (newer): no counterpart anywhere in the pair's linked text;
// - doubtful: the words cannot decide (a counterpart shares only part of what it says).
// A pair changed its rule only where a clause changed, lapsed or is new. Whole clauses are quoted.
import {coverage, readClauses, type ClauseSource, type ReadClause} from './clauses.ts'
import {noLanguageWords, type LanguageWords} from '../language.ts'
import type {DiffOp} from '../schema.ts'
import type {ClauseDecision} from '../align/concordance.ts'

export {foldWord} from './clauses.ts'
/** The rule changed: a clause changed, lapsed or is new, or a reference names another provision. */
export {changesRule} from '../vocabulary.ts'

/** A clause that changed its rule: as it was, and as it is now. */
export interface ChangedClause {
  was: string
  now: string
}

/** A clause whose words cannot decide: it and its nearest counterpart, with the share of its content words that meet. */
export interface DoubtfulClause {
  was: string | null
  now: string | null
  /** Share of the clause's content words its nearest counterpart holds. */
  share: number
}

/** A clause verdict set by the editors (laws/concordance.txt `clause` lines), with their note. */
export type EditorsVerdict = Pick<ClauseDecision, 'unit' | 'words' | 'verdict' | 'note'>

/** What of a rule changed, clause by clause: lapsed and new clauses, changed ones, changed references, and the doubts. */
export interface RuleChange {
  lapsed: string[]
  added: string[]
  changed: ChangedClause[]
  /** A reference that now names another provision: the words as printed, before and after. */
  references: ChangedClause[]
  /** Clauses the words cannot decide: "mogelijk inhoudelijk gewijzigd; lees beide teksten". */
  doubts: DoubtfulClause[]
  /** The clause verdicts the editors set that this pair holds. */
  editors: EditorsVerdict[]
}

/** Text of a side: some clauses of a unit (`[start, end]` into its body), or all of it. */
export type RuleSource = ClauseSource

/** Each unit whole. */
export function wholeUnits(units: RuleSource['unit'][]): RuleSource[] {
  return units.map((unit) => ({unit, spans: [[0, unit.body.length]]}))
}

/** Where the linked text beyond a pair's own lies: what the older side's units are linked to elsewhere, and the newer side's. */
export interface RuleContext {
  fromElsewhere?: RuleSource[]
  toElsewhere?: RuleSource[]
  /** Clause verdicts the editors set (laws/concordance.txt). */
  editors?: EditorsVerdict[]
}

/** A counterpart holds at least this share of a clause's content words: the clause continues. */
const continues = 0.6
/** Below this share no counterpart is near: the clause lapsed (or is new). Between the two, the words cannot decide. */
const near = 0.3
/** A clause of fewer content words than this is too short to judge by them: without a counterpart, it is in doubt, not lapsed. */
const fewest = 2

/** A run of adjacent clauses of one source: a clause may continue in one, two or three clauses of the other side. */
interface Window {
  clauses: ReadClause[]
  keys: string[]
  own: boolean
}

function windows(clauses: ReadClause[], own: boolean): Window[] {
  const found: Window[] = []
  clauses.forEach((clause, index) => {
    for (let size = 1; size <= 3; size++) {
      const run = clauses.slice(index, index + size)
      if (run.length < size || run.some((other) => other.source !== clause.source)) break
      found.push({clauses: run, keys: run.flatMap((other) => other.keys), own})
    }
  })
  return found
}

/** The window that holds most of the clause's content words; own text first where it holds as much. */
function counterpart(clause: ReadClause, candidates: Window[]): {window: Window; share: number} | null {
  let best: {window: Window; share: number} | null = null
  for (const window of candidates) {
    // A pointer (`zie artikel 23 A wanneer …`) restates no rule: its words are no counterpart of a clause that states one.
    const keys = clause.pointer ? window.keys : window.clauses.flatMap((other) => (other.pointer && other.refs.length > 0 ? [] : other.keys))
    const share = coverage(clause.keys, keys)
    // A larger window is taken only for more: the smallest run that holds the words is the counterpart.
    if (!best || share > best.share + 1e-9 || (Math.abs(share - best.share) < 1e-9 && window.own && !best.window.own)) best = {window, share}
  }
  return best
}

/**
 * What differs in rule between a clause and the provisions that hold its counterpart: a kind of
 * rule word, a number, a reference, an opener of a limit, an alternative the other side lacks;
 * null when the rule is the same. Rule words often stand in the main clause while the content is in
 * a subordinate one: the counterpart's provisions are what is weighed, not its clause alone.
 */
function ruleDifference(clause: ReadClause, other: ReadClause[], newer: boolean, otherKeys: string[]): 'rule' | 'reference' | null {
  for (const kind of clause.kinds) if (!other.some((candidate) => candidate.holds.has(kind))) return 'rule'
  const numbers = new Set(other.flatMap((candidate) => candidate.numbers))
  if (clause.numbers.some((number) => !numbers.has(number))) return 'rule'
  const refs = new Set(other.flatMap((candidate) => candidate.refs.map((ref) => ref.key)))
  const own = new Set(clause.refs.map((ref) => ref.key))
  const lost = clause.refs.filter((ref) => !refs.has(ref.key))
  // One reference for another is a changed reference; more, or none in its place, a changed clause.
  if (lost.length > 0) return lost.length === 1 && other.flatMap((candidate) => candidate.refs).filter((ref) => !own.has(ref.key)).length === 1 ? 'reference' : 'rule'
  // A new limit: the newer clause opens with a rule word (`tot`, `tenzij`) its counterpart does not have.
  if (newer && clause.opener !== null && clause.holds.size > 0 && !other.some((candidate) => candidate.words.has(clause.opener!))) return 'rule'
  // New (or lost) content that carries a rule word: a rule word and three other content words its
  // counterpart's provisions do not say (`en (strafbepaling) de partner … moet verder passen`).
  const contextKeys = other.flatMap((candidate) => candidate.keys)
  const unsaid = clause.keys.filter((key) => coverage([key], contextKeys) === 0)
  if (unsaid.some((key) => clause.ruleKeys.has(key)) && unsaid.filter((key) => !clause.ruleKeys.has(key)).length >= 3) return 'rule'
  // A new alternative: a content word after `of` that the older text lacks (`belooft of ontkent`).
  if (newer && clause.alternatives.some((key) => coverage([key], otherKeys) === 0)) return 'rule'
  return null
}

/**
 * A main clause with the condition before it in its sentence (`indien … moet uitkomen, kan de
 * leider`): a rule is quoted with the case it is for. A clause that is no main clause after a
 * condition stands alone.
 */
function withCondition(clause: ReadClause, side: ReadClause[]): string {
  const index = side.indexOf(clause)
  const before = side[index - 1]
  if (clause.opener !== null || !before || before.source !== clause.source || before.opener === null || !/,\s*$/.test(before.text)) return clause.text
  return `${before.text} ${clause.text}`
}

/** A clause as quoted: without the punctuation that ends it, an aside without its parentheses. */
function quoted(text: string): string {
  let quote = text.trim().replace(/^\((.*)\)$/su, '$1')
  // A parenthesis the clause opens or closes without its pair is the aside's edge, not its text.
  const opened = (quote.match(/\(/g) ?? []).length
  const closed = (quote.match(/\)/g) ?? []).length
  if (opened > closed) quote = quote.replace(/^\(/, '')
  if (closed > opened) quote = quote.replace(/\)$/, '')
  return quote.replace(/^[,;:\s]+|[,;:.\s]+$/gu, '').trim()
}

/** A counterpart as quoted: the clauses of its window that say some of what the clause says, from the first to the last. */
function windowText(window: Window, clause: ReadClause): string {
  const saying = window.clauses.map((other) => coverage(other.keys, clause.keys) > 0 || other.refs.some((ref) => clause.refs.some((own) => own.key === ref.key)))
  const [first, last] = [saying.indexOf(true), saying.lastIndexOf(true)]
  const run = first < 0 ? window.clauses : window.clauses.slice(first, last + 1)
  return quoted(run.map((other) => other.text).join(' '))
}

/**
 * The rule change between the older and the newer sources of a pair, clause by clause; null when
 * every clause says the same rule on the other side and no clause is in doubt.
 */
export function ruleChange(from: RuleSource[], to: RuleSource[], ops: DiffOp[], language: LanguageWords = noLanguageWords, context: RuleContext = {}): RuleChange | null {
  // Texts the diff keeps whole keep every rule: nothing to weigh (most pairs of a large corpus).
  if (from.length === 0 || to.length === 0 || ops.every((op) => op.op === 'equal')) return null
  const clauses = {older: readClauses(from, language), newer: readClauses(to, language)}
  const sides = {
    older: [...windows(clauses.older, true), ...windows(readClauses(context.fromElsewhere ?? [], language), false)],
    newer: [...windows(clauses.newer, true), ...windows(readClauses(context.toElsewhere ?? [], language), false)]
  }
  const keysOf = (clauses: ReadClause[]) => clauses.flatMap((clause) => clause.keys)
  const allKeys = {older: keysOf(clauses.older), newer: keysOf(clauses.newer)}
  const change: RuleChange = {lapsed: [], added: [], changed: [], references: [], doubts: [], editors: []}
  const said = new Set<string>()
  const once = (key: string) => !said.has(key) && said.add(key)
  const set = (clause: ReadClause) => context.editors?.find((verdict) => verdict.unit === clause.unit.id && clause.text.toLowerCase().includes(verdict.words.toLowerCase())) ?? null
  const ids = {older: new Set([...from, ...(context.fromElsewhere ?? [])].map((source) => source.unit.id)), newer: new Set([...to, ...(context.toElsewhere ?? [])].map((source) => source.unit.id))}
  const restating = new Set<ReadClause>()
  const allClauses = {older: [...clauses.older, ...sides.older.flatMap((window) => window.clauses)], newer: [...clauses.newer, ...sides.newer.flatMap((window) => window.clauses)]}
  /** The other side makes one of the clause's references. */
  const kept = (clause: ReadClause, newer: boolean) => (newer ? allClauses.older : allClauses.newer).some((other) => other.refs.some((ref) => clause.refs.some((own) => own.key === ref.key)))
  const pointers: Array<{clause: ReadClause; newer: boolean}> = []
  const weigh = (clause: ReadClause, newer: boolean) => {
    // A pointer that names no provision, or only provisions of the pair's own side, states no rule of its own.
    if (clause.pointer && clause.refs.every((ref) => ref.id !== null && (newer ? ids.newer : ids.older).has(ref.id))) return
    const text = quoted(withCondition(clause, newer ? clauses.newer : clauses.older))
    // A pointer says where the rule is: it continues where the other side makes one of its references
    // (`De artikelen 35 of 37 kunnen van toepassing zijn`), whatever its other words.
    if ((clause.pointer || clause.keys.length === 0) && clause.refs.length > 0 && !set(clause)) {
      if (!kept(clause, newer)) pointers.push({clause, newer})
      if (clause.keys.length === 0 || !kept(clause, newer)) return
    }
    if (clause.keys.length === 0) return
    const editors = set(clause)
    const found = counterpart(clause, newer ? sides.older : sides.newer)
    const other = found ? windowText(found.window, clause) : null
    const pair = (was: string | null, now: string | null) => ({was: newer ? (was ?? '') : text, now: newer ? text : (now ?? '')})
    if (editors) {
      if (!change.editors.some((known) => known.unit === editors.unit && known.words === editors.words)) change.editors.push({unit: editors.unit, words: editors.words, verdict: editors.verdict, note: editors.note})
      if (editors.verdict === 'same') return
      if (editors.verdict === 'lapsed' && !newer && once(`-${text}`)) change.lapsed.push(text)
      else if (editors.verdict === 'new' && newer && once(`+${text}`)) change.added.push(text)
      else if (editors.verdict === 'changed' && other !== null) {
        const quote = pair(other, other)
        if (once(`~${quote.was}→${quote.now}`)) change.changed.push(quote)
      }
      return
    }
    // A clause the other side's clauses found as their counterpart restates them: never new, never lapsed.
    if ((!found || found.share < continues) && restating.has(clause)) {
      // A reference the other side never makes is new (or lapsed) all the same.
      if (!clause.pointer || clause.refs.length === 0 || kept(clause, newer)) return
      if (newer ? once(`+${text}`) : once(`-${text}`)) (newer ? change.added : change.lapsed).push(text)
      return
    }
    if ((!found || found.share < near) && (clause.keys.length >= fewest || clause.refs.length > 0)) {
      if (newer ? once(`+${text}`) : once(`-${text}`)) (newer ? change.added : change.lapsed).push(text)
      return
    }
    if (!found) return
    // Only the clauses of the counterpart that say much of what this one says restate it.
    for (const other of found.window.clauses) if (found.share >= continues && coverage(other.keys, clause.keys) >= continues) restating.add(other)
    // A limit the older text does not set (`tenzij …`, `tot …`) is new where no counterpart says the rest of it.
    if (newer && clause.opener !== null && clause.holds.size > 0 && !clauses.older.some((other) => other.words.has(clause.opener!))) {
      if (found.share < continues) {
        if (once(`+${text}`)) change.added.push(text)
        return
      }
    }
    if (found.share < continues) {
      const doubt = {was: newer ? other : text, now: newer ? text : other, share: found.share}
      if (once(`?${doubt.was}→${doubt.now}`)) change.doubts.push(doubt)
      return
    }
    // Only the pair's own text is compared for what changed: linked text elsewhere carries the rest of a split.
    if (!found.window.own) return
    // The whole text of the counterpart's provisions, also where a part holds only some of it.
    const units = new Set(found.window.clauses.map((candidate) => candidate.unit.id))
    const context = [...new Map((newer ? allClauses.older : allClauses.newer).filter((candidate) => units.has(candidate.unit.id)).map((candidate) => [`${candidate.unit.id}:${candidate.start}`, candidate])).values()]
    const difference = ruleDifference(clause, context, newer, newer ? allKeys.older : allKeys.newer)
    if (difference === 'reference') {
      const mine = clause.refs.filter((ref) => !context.some((candidate) => candidate.refs.some((other) => other.key === ref.key)))
      const theirs = context.flatMap((candidate) => candidate.refs).filter((ref) => !clause.refs.some((own) => own.key === ref.key))
      const quote = newer ? {was: theirs.map((ref) => ref.text).join(', '), now: mine.map((ref) => ref.text).join(', ')} : {was: mine.map((ref) => ref.text).join(', '), now: theirs.map((ref) => ref.text).join(', ')}
      if (once(`→${quote.was}→${quote.now}`)) change.references.push(quote)
    } else if (difference === 'rule') {
      const quote = pair(other, other)
      if (once(`~${quote.was}→${quote.now}`)) change.changed.push(quote)
    }
  }
  for (const clause of clauses.older) weigh(clause, false)
  for (const clause of clauses.newer) weigh(clause, true)
  // A pointer that went and one that came to the same article are one changed reference (`artikel 23 c` → `artikel 23 A`).
  const came = pointers.filter((pointer) => pointer.newer)
  for (const went of pointers.filter((pointer) => !pointer.newer)) {
    const match = came.findIndex((other) => other.clause.refs.some((ref) => went.clause.refs.some((own) => own.article === ref.article)))
    if (match >= 0) {
      const [other] = came.splice(match, 1)
      const was = went.clause.refs.find((own) => other!.clause.refs.some((ref) => own.article === ref.article))!
      const now = other!.clause.refs.find((ref) => ref.article === was.article)!
      if (once(`→${was.text}→${now.text}`)) change.references.push({was: was.text, now: now.text})
    } else if (once(`-${quoted(went.clause.text)}`)) change.lapsed.push(quoted(went.clause.text))
  }
  for (const other of came) if (once(`+${quoted(other.clause.text)}`)) change.added.push(quoted(other.clause.text))
  // A clause found changed is not in doubt as well.
  const decided = new Set(change.changed.flatMap(({was, now}) => [was, now]))
  change.doubts = change.doubts.filter((doubt) => !decided.has(doubt.was ?? '') && !decided.has(doubt.now ?? ''))
  const empty = change.lapsed.length + change.added.length + change.changed.length + change.references.length + change.doubts.length + change.editors.length === 0
  return empty ? null : change
}
