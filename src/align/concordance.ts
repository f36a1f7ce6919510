// The curated concordance (`laws/concordance.txt`): a person confirms, forces or forbids a match
// between two articles, or between provisions (and footnotes, `<article>/fn<n>`). One line per decision:
//   confirm 1975/28 1987/28                    # optional note
//   split   1975/30/a 1987/30/A + 1987/30/B/1  # provisions: n:m, joined by `+`
// Blank lines and lines starting with `#` are ignored. See docs/alignment.md.
import type {VFile} from 'vfile'
import {entryLines, linePlace, linesOf} from '../maintainer-files.ts'
import {quote, report} from '../rules.ts'
import {articleIdPattern, compositeKey, editionOf, unitIdPattern} from '../ids.ts'

export type ConcordanceAction = 'confirm' | 'force' | 'forbid'

export interface ConcordanceEntry {
  action: ConcordanceAction
  from: string
  to: string
  note: string | null
  line: number
}

const entryPattern = new RegExp(String.raw`^(confirm|force|forbid)\s+(${articleIdPattern})\s+(${articleIdPattern})\s*(?:#\s*(.*))?$`)

/** A provision or footnote id: edition, article and at least one part below it. */
const unitId = unitIdPattern
const unitList = String.raw`${unitId}(?:\s*\+\s*${unitId})*`
const provisionPattern = new RegExp(String.raw`^(confirm|force|forbid|split|merge|move)\s+(${unitList})\s+(${unitList})\s*(?:#\s*(.*))?$`)

export type ProvisionAction = 'confirm' | 'force' | 'forbid' | 'split' | 'merge' | 'move'

/** A decision about provisions: every id of `from` corresponds (or, forbidden, does not) to every id of `to`. */
export interface ProvisionDecision {
  action: ProvisionAction
  from: string[]
  to: string[]
  note: string | null
  line: number
}

/**
 * A part line: the editors pin words of an older provision to words of a newer one, so a split,
 * merge or regrouping shows them as one part (src/align/parts.ts). Words are quoted as printed:
 *   part 1975/34/p2 "De onjuiste bieding wordt als juist behandeld" 1987/35/B "blijven deze bieding"  # note
 */
const partPattern = new RegExp(String.raw`^part\s+(${unitId})\s+"([^"]+)"\s+(${unitId})\s+"([^"]+)"\s*(?:#\s*(.*))?$`)

export interface PartDecision {
  from: {unit: string; words: string}
  to: {unit: string; words: string}
  note: string | null
  line: number
}

/**
 * A clause line: the editors set the verdict of the clause of a provision that holds the words
 * quoted, where its words cannot decide (src/diff/rule-change.ts):
 *   clause 1975/31/d/1 "indien het voor de beurt gedane bod niet voldoende was" same  # note
 * `same`: the rule stands in other words; `changed`, `lapsed`, `new`: as said.
 */
const clausePattern = new RegExp(String.raw`^clause\s+(${unitId})\s+"([^"]+)"\s+(same|changed|lapsed|new)\s*(?:#\s*(.*))?$`)

export type ClauseVerdictWord = 'same' | 'changed' | 'lapsed' | 'new'

export interface ClauseDecision {
  unit: string
  words: string
  verdict: ClauseVerdictWord
  note: string | null
  line: number
}

/** The clause lines of the concordance. */
export function parseClauseDecisions(file: VFile): ClauseDecision[] {
  return entryLines(file).flatMap((entry) => {
    const match = clausePattern.exec(entry.text)
    if (!match) return []
    return [{unit: match[1]!, words: match[2]!, verdict: match[3]! as ClauseVerdictWord, note: match[4]?.trim() || null, line: entry.line}]
  })
}

/** The part lines of the concordance. */
export function parsePartDecisions(file: VFile): PartDecision[] {
  return entryLines(file).flatMap((entry) => {
    const match = partPattern.exec(entry.text)
    if (!match) return []
    const decision: PartDecision = {from: {unit: match[1]!, words: match[2]!}, to: {unit: match[3]!, words: match[4]!}, note: match[5]?.trim() || null, line: entry.line}
    if (editionOf(decision.from.unit) >= editionOf(decision.to.unit)) {
      report(file, `Unexpected order ${decision.from.unit} → ${decision.to.unit}, expected the earlier edition first`, {ruleId: 'concordance-syntax', place: linePlace(entry)})
      return []
    }
    return [decision]
  })
}

/** The provision lines of the concordance; article lines and malformed lines are `parseConcordance`'s. */
export function parseProvisionDecisions(file: VFile): ProvisionDecision[] {
  const decisions: ProvisionDecision[] = []
  entryLines(file).forEach(({line, raw, text}) => {
    const match = provisionPattern.exec(text)
    if (!match) return
    const place = linePlace({line, raw})
    const ids = (list: string) => list.split('+').map((id) => id.trim())
    const decision: ProvisionDecision = {action: match[1] as ProvisionAction, from: ids(match[2]!), to: ids(match[3]!), note: match[4]?.trim() || null, line}
    const editions = (list: string[]) => new Set(list.map(editionOf))
    const [older, newer] = [editions(decision.from), editions(decision.to)]
    const problem =
      older.size !== 1 || newer.size !== 1 || [...older][0]! >= [...newer][0]!
        ? 'one earlier edition on the left and one later edition on the right'
        : decision.action === 'split' && (decision.from.length !== 1 || decision.to.length < 2)
          ? '`split` with one provision on the left and two or more on the right'
          : decision.action === 'merge' && (decision.from.length < 2 || decision.to.length !== 1)
            ? '`merge` with two or more provisions on the left and one on the right'
            : null
    if (problem) {
      report(file, `Unexpected \`${text.slice(0, 60)}\`, expected ${problem}`, {ruleId: 'concordance-syntax', place})
      return
    }
    decisions.push(decision)
  })
  return withoutConflicts(file, decisions, provisionContradiction)
}

export function parseConcordance(file: VFile): ConcordanceEntry[] {
  const entries: ConcordanceEntry[] = []
  entryLines(file).forEach(({line, raw, text}) => {
    const match = entryPattern.exec(text)
    if (!match && (provisionPattern.test(text) || partPattern.test(text) || clausePattern.test(text))) return
    if (!match) {
      report(file, `Unexpected line \`${text.slice(0, 60)}\`, expected \`confirm|force|forbid <edition>/<article> <edition>/<article>\`, a provision line or a part line (see docs/alignment.md)`, {
        ruleId: 'concordance-syntax',
        place: linePlace({line, raw})
      })
      return
    }
    const [from, to] = [match[2]!, match[3]!]
    if (editionOf(from) >= editionOf(to)) {
      report(file, `Unexpected order ${from} → ${to}, expected the earlier edition first`, {ruleId: 'concordance-syntax', place: linePlace({line, raw})})
      return
    }
    entries.push({action: match[1] as ConcordanceAction, from, to, note: match[4]?.trim() || null, line})
  })
  return withoutConflicts(file, entries, articleContradiction)
}

const past = {confirm: 'confirmed', force: 'forced', forbid: 'forbidden', split: 'split', merge: 'merged', move: 'moved'} as const

/**
 * Why two article lines cannot both hold, or null. Each article has one successor and one
 * predecessor, and a lineage one article of each edition (src/align/articles.ts): a pair is not
 * forbidden and imposed; an article is not forced to two others, nor matched to two articles of
 * one edition; and a forced link is direct, so the lineage skips the editions between its two
 * articles, where a confirmed match cannot then be.
 */
function articleContradiction(a: ConcordanceEntry, b: ConcordanceEntry): string | null {
  if (a.from === b.from && a.to === b.to) {
    const imposed = a.action === 'forbid' ? b.action : b.action === 'forbid' ? a.action : null
    return imposed && imposed !== 'forbid' ? `\`${a.from} → ${a.to}\` both forbidden and ${past[imposed]}` : null
  }
  if (a.action === 'forbid' || b.action === 'forbid') return null
  const forced = a.action === 'force' && b.action === 'force'
  if (a.from === b.from && (forced || editionOf(a.to) === editionOf(b.to))) return `\`${a.from}\` ${forced ? 'forced' : 'matched'} to both \`${a.to}\` and \`${b.to}\``
  if (a.to === b.to && (forced || editionOf(a.from) === editionOf(b.from))) return `\`${a.to}\` ${forced ? 'forced' : 'matched'} to both \`${a.from}\` and \`${b.from}\``
  const [force, confirm] = a.action === 'force' ? [a, b] : b.action === 'force' ? [b, a] : [null, null]
  if (!force || !confirm) return null
  if (force.from === confirm.from && editionOf(confirm.to) < editionOf(force.to)) return `\`${force.from}\` forced straight to \`${force.to}\`, so its lineage cannot hold \`${confirm.to}\``
  if (force.to === confirm.to && editionOf(confirm.from) > editionOf(force.from)) return `\`${force.to}\` forced straight from \`${force.from}\`, so its lineage cannot hold \`${confirm.from}\``
  return null
}

/** Why two provision lines cannot both hold, or null: one forbids a pair of provisions the other imposes or confirms. */
function provisionContradiction(a: ProvisionDecision, b: ProvisionDecision): string | null {
  const imposed = a.action === 'forbid' ? b : b.action === 'forbid' ? a : null
  if (!imposed || imposed.action === 'forbid') return null
  const pairs = (decision: ProvisionDecision) => decision.from.flatMap((from) => decision.to.map((to) => `${from} → ${to}`))
  const theirs = new Set(pairs(b))
  const shared = pairs(a).filter((pair) => theirs.has(pair))
  if (shared.length === 0) return null
  return `\`${shared[0]}\`${shared.length > 1 ? ` (and ${shared.length - 1} more)` : ''} both forbidden and ${past[imposed.action]}`
}

/**
 * The lines of `decisions` (in file order) that agree with every earlier line kept: a line that
 * contradicts one is reported at both lines, each pointing at the other, and left out, so the
 * earlier line decides.
 */
function withoutConflicts<T extends {line: number}>(file: VFile, decisions: T[], contradiction: (earlier: T, later: T) => string | null): T[] {
  const lines = linesOf(file)
  const text = (line: number) => `\`${quote(lines[line - 1]!.raw.replace(/#.*$/, '').trim())}\``
  const place = (line: number) => linePlace(lines[line - 1]!)
  const kept: T[] = []
  for (const decision of decisions) {
    const conflicts = kept.flatMap((earlier) => {
      const why = contradiction(earlier, decision)
      return why ? [{earlier, why}] : []
    })
    if (conflicts.length === 0) kept.push(decision)
    for (const {earlier, why} of conflicts) {
      const [first, later] = [earlier.line, decision.line]
      report(file, `Unexpected ${text(later)}, which contradicts line ${first} (${why}), expected lines that agree; line ${first} decides, this line is ignored`, {
        ruleId: 'concordance-conflict',
        place: place(later),
        cause: {reason: `Line ${first} is here`, place: place(first)}
      })
      report(file, `Unexpected ${text(first)}, which line ${later} contradicts (${why}), expected lines that agree; this line decides, line ${later} is ignored`, {
        ruleId: 'concordance-conflict',
        place: place(first),
        cause: {reason: `Line ${later} is here`, place: place(later)}
      })
    }
  }
  return kept
}

export class Concordance {
  readonly entries: ConcordanceEntry[]
  // The matcher asks about every candidate pair: one lookup each, not a scan of every line.
  private readonly byPair = new Map<string, ConcordanceEntry>()

  constructor(entries: ConcordanceEntry[] = []) {
    this.entries = entries
    // The first line about a pair decides, as a scan in file order would find it.
    for (const entry of entries) if (!this.byPair.has(compositeKey(entry.from, entry.to))) this.byPair.set(compositeKey(entry.from, entry.to), entry)
  }

  find(from: string, to: string): ConcordanceEntry | undefined {
    return this.byPair.get(compositeKey(from, to))
  }

  forbids(from: string, to: string): boolean {
    return this.find(from, to)?.action === 'forbid'
  }

  forced(): ConcordanceEntry[] {
    return this.entries.filter((entry) => entry.action === 'force')
  }
}
