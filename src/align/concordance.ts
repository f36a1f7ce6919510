// The curated concordance (`laws/concordance.txt`): a person confirms, forces or forbids a match
// between two articles. One line per decision:
//   confirm 1975/28 1987/28   # optional note
// Blank lines and lines starting with `#` are ignored. See docs/alignment.md.
import type {VFile} from 'vfile'
import {report} from '../rules.ts'

export type ConcordanceAction = 'confirm' | 'force' | 'forbid'

export interface ConcordanceEntry {
  action: ConcordanceAction
  from: string
  to: string
  note: string | null
  line: number
}

const entryPattern = /^(confirm|force|forbid)\s+(\d{4}\/[\w~-]+)\s+(\d{4}\/[\w~-]+)\s*(?:#\s*(.*))?$/

export function parseConcordance(file: VFile): ConcordanceEntry[] {
  const entries: ConcordanceEntry[] = []
  String(file.value)
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const text = raw.trim()
      if (text === '' || text.startsWith('#')) return
      const line = index + 1
      const match = entryPattern.exec(text)
      if (!match) {
        report(file, 'concordance-syntax', `Unexpected line \`${text.slice(0, 60)}\`, expected \`confirm|force|forbid <edition>/<article> <edition>/<article>\``, {
          start: {line, column: 1},
          end: {line, column: raw.length + 1}
        })
        return
      }
      const [from, to] = [match[2]!, match[3]!]
      if (from.slice(0, 4) >= to.slice(0, 4)) {
        report(file, 'concordance-syntax', `Unexpected order ${from} → ${to}, expected the earlier edition first`, {start: {line, column: 1}, end: {line, column: raw.length + 1}})
        return
      }
      entries.push({action: match[1] as ConcordanceAction, from, to, note: match[4]?.trim() || null, line})
    })
  return entries
}

export class Concordance {
  readonly entries: ConcordanceEntry[]

  constructor(entries: ConcordanceEntry[] = []) {
    this.entries = entries
  }

  find(from: string, to: string): ConcordanceEntry | undefined {
    return this.entries.find((entry) => entry.from === from && entry.to === to)
  }

  forbids(from: string, to: string): boolean {
    return this.find(from, to)?.action === 'forbid'
  }

  forced(): ConcordanceEntry[] {
    return this.entries.filter((entry) => entry.action === 'force')
  }
}
