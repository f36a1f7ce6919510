// Warnings a maintainer has read and accepted, listed next to the corpus (`laws/acknowledged.txt`),
// so a clean corpus builds quietly and a new warning stands out. One line per warning:
//
//   <rule id> <file>:<line>:<column>-<line>:<column> <reason>
//
// The reason (why the warning is fine) is required. Errors cannot be acknowledged; an entry that no
// longer matches any warning is reported, so the list never silently outlives the corpus.
import type {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {report, rules, type RuleId} from './rules.ts'
import {entryLines, linePlace, readMaintainerFile} from './maintainer-files.ts'

/** The acknowledgements file of a corpus folder. */
export const acknowledgementsFile = 'acknowledged.txt'

/**
 * Apply `<lawsDir>/acknowledged.txt` (if any) to `files`: the files to report (the list itself
 * added when it has messages) and the warnings it acknowledged.
 */
export function acknowledge(files: VFile[], lawsDir: string, cwd = process.cwd()): {files: VFile[]; acknowledged: VFileMessage[]} {
  const list = readMaintainerFile(lawsDir, acknowledgementsFile, {cwd})
  const acknowledged = settleAcknowledgements(files, list, parseAcknowledgements(list))
  return {files: list.messages.length > 0 ? [...files, list] : files, acknowledged}
}

export interface Acknowledgement {
  rule: RuleId
  /** Path as the diagnostics print it, e.g. `laws/1987/HIV.md`. */
  file: string
  /** `53:1-97:153`: the range as the diagnostics print it. */
  range: string
  reason: string
  /** Line of the entry in the acknowledgements file. */
  line: number
}

const entry = /^(\S+)\s+(\S+?):(\d+:\d+-\d+:\d+)\s+(.*\S)\s*$/

/** The entries of `file`; malformed lines are reported on it (`acknowledgement-syntax`). */
export function parseAcknowledgements(file: VFile): Acknowledgement[] {
  const list: Acknowledgement[] = []
  entryLines(file).forEach(({line, raw}) => {
    const place = linePlace({line, raw})
    const match = entry.exec(raw)
    if (!match) return report(file, `Unexpected line \`${raw.trim()}\`, expected \`<rule id> <file>:<line>:<column>-<line>:<column> <reason>\``, {ruleId: 'acknowledgement-syntax', place})
    const [, rule, path, range, reason] = match
    if (!(rule! in rules)) return report(file, `Unexpected rule \`${rule}\`, expected a rule id of docs/diagnostics.md`, {ruleId: 'acknowledgement-syntax', place})
    list.push({rule: rule as RuleId, file: path!, range: range!, reason: reason!, line})
  })
  return list
}

/** The range a message prints as (`53:1-97:153`), or null for a message about a whole file. */
export function rangeOf(message: VFileMessage): string | null {
  const place = message.place
  if (!place) return null
  if ('start' in place) return `${place.start.line}:${place.start.column}-${place.end.line}:${place.end.column}`
  return `${place.line}:${place.column}-${place.line}:${place.column}`
}

/**
 * Take the acknowledged warnings out of `files` (they are returned, to be counted or listed) and
 * report on `list` the entries that match no warning or name an error.
 */
export function settleAcknowledgements(files: VFile[], list: VFile, entries: Acknowledgement[]): VFileMessage[] {
  const byKey = new Map(entries.map((ack) => [`${ack.rule} ${ack.file}:${ack.range}`, ack]))
  const used = new Set<Acknowledgement>()
  const acknowledged: VFileMessage[] = []
  for (const file of files) {
    file.messages = file.messages.filter((message) => {
      const range = rangeOf(message)
      const ack = range ? byKey.get(`${message.ruleId} ${file.path}:${range}`) : undefined
      if (!ack) return true
      used.add(ack)
      if (message.fatal === true) {
        report(list, `Unexpected acknowledgement of an error (${ack.rule} at ${ack.file}:${ack.range}), expected only warnings: fix the source instead`, {ruleId: 'acknowledgement-unused', place: place(ack)})
        return true
      }
      acknowledged.push(message)
      return false
    })
  }
  for (const ack of entries) {
    if (!used.has(ack)) report(list, `Unexpected acknowledgement: no ${ack.rule} warning at ${ack.file}:${ack.range}, expected one (remove the line if the source changed)`, {ruleId: 'acknowledgement-unused', place: place(ack)})
  }
  return acknowledged
}

function place(ack: Acknowledgement) {
  return {start: {line: ack.line, column: 1}, end: {line: ack.line, column: 1}}
}
