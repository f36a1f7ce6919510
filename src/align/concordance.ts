// The curated concordance (`laws/concordance.txt`): a person confirms, forces or forbids a match
// between two articles, or between provisions (and footnotes, `<article>/fn<n>`). One line per decision:
//   confirm 1975/28 1987/28                    # optional note
//   split   1975/30/a 1987/30/A + 1987/30/B/1  # provisions: n:m, joined by `+`
// Blank lines and lines starting with `#` are ignored. See docs/alignment.md.
import type {VFile} from 'vfile'
import {report} from '../rules.ts'
import {articleIdPattern, editionOf, unitIdPattern} from '../ids.ts'

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

/** The provision lines of the concordance; article lines and malformed lines are `parseConcordance`'s. */
export function parseProvisionDecisions(file: VFile): ProvisionDecision[] {
  const decisions: ProvisionDecision[] = []
  String(file.value)
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const match = provisionPattern.exec(raw.trim())
      if (!match) return
      const line = index + 1
      const place = {start: {line, column: 1}, end: {line, column: raw.length + 1}}
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
        report(file, 'concordance-syntax', `Unexpected \`${raw.trim().slice(0, 60)}\`, expected ${problem}`, place)
        return
      }
      decisions.push(decision)
    })
  return decisions
}

export function parseConcordance(file: VFile): ConcordanceEntry[] {
  const entries: ConcordanceEntry[] = []
  String(file.value)
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const text = raw.trim()
      if (text === '' || text.startsWith('#')) return
      const line = index + 1
      const match = entryPattern.exec(text)
      if (!match && provisionPattern.test(text)) return
      if (!match) {
        report(file, 'concordance-syntax', `Unexpected line \`${text.slice(0, 60)}\`, expected \`confirm|force|forbid <edition>/<article> <edition>/<article>\` or a provision line (see docs/alignment.md)`, {
          start: {line, column: 1},
          end: {line, column: raw.length + 1}
        })
        return
      }
      const [from, to] = [match[2]!, match[3]!]
      if (editionOf(from) >= editionOf(to)) {
        report(file, 'concordance-syntax', `Unexpected order ${from} → ${to}, expected the earlier edition first`, {start: {line, column: 1}, end: {line, column: raw.length + 1}})
        return
      }
      entries.push({action: match[1] as ConcordanceAction, from, to, note: match[4]?.trim() || null, line})
    })
  return entries
}

export class Concordance {
  readonly entries: ConcordanceEntry[]
  // The matcher asks about every candidate pair: one lookup each, not a scan of every line.
  private readonly byPair = new Map<string, ConcordanceEntry>()

  constructor(entries: ConcordanceEntry[] = []) {
    this.entries = entries
    // The first line about a pair decides, as a scan in file order would find it.
    for (const entry of entries) if (!this.byPair.has(pairKey(entry.from, entry.to))) this.byPair.set(pairKey(entry.from, entry.to), entry)
  }

  find(from: string, to: string): ConcordanceEntry | undefined {
    return this.byPair.get(pairKey(from, to))
  }

  forbids(from: string, to: string): boolean {
    return this.find(from, to)?.action === 'forbid'
  }

  forced(): ConcordanceEntry[] {
    return this.entries.filter((entry) => entry.action === 'force')
  }
}

const pairKey = (from: string, to: string) => `${from}\0${to}`
