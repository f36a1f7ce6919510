// Diagnostics as plain JSON records, the form the data-stage cache stores them in. `report` makes
// every message from a record and a cached record is turned back into a message the same way, so
// a warm run reports exactly what a cold one does.
import type {Position} from 'unist'
import type {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import type {RuleId} from './rules.ts'

/** Where a rule is explained: its anchor in docs/diagnostics.md. */
export function ruleUrl(ruleId: RuleId): string {
  return `docs/diagnostics.md#${ruleId}`
}

/** The `source` of every message: the tool that reported it. */
export const origin = 'spelregels'

export interface DiagnosticRecord {
  ruleId: RuleId
  reason: string
  /** The range the message is about; absent when it is about the whole file. */
  place?: Position
  /** An error (true) or a warning, as the rule catalogue says. */
  fatal: boolean
  /** The related place ("Kept copy is here") and the file it is in. */
  cause?: {reason: string; place: Position; file: string}
}

/** Report `record` on `file`: the message `file.messages` gets. */
export function recordToMessage(file: VFile, record: DiagnosticRecord): VFileMessage {
  const {cause} = record
  const message = file.message(record.reason, {
    place: record.place,
    ruleId: record.ruleId,
    source: origin,
    cause: cause ? Object.assign(new VFileMessage(cause.reason, {place: cause.place, ruleId: record.ruleId, source: origin}), {file: cause.file, url: ruleUrl(record.ruleId)}) : undefined
  })
  // vfile-reporter prints fatal messages as errors and the rest as warnings.
  message.fatal = record.fatal
  message.url = ruleUrl(record.ruleId)
  return message
}

/** The record a message was made from (every message of ours comes from `recordToMessage`). */
export function messageToRecord(message: VFileMessage): DiagnosticRecord {
  const cause = message.cause instanceof VFileMessage ? message.cause : undefined
  return {
    ruleId: message.ruleId as RuleId,
    reason: message.reason,
    ...(message.place ? {place: message.place as Position} : {}),
    fatal: message.fatal === true,
    ...(cause ? {cause: {reason: cause.reason, place: cause.place as Position, file: cause.file ?? ''}} : {})
  }
}

/**
 * `work`'s result, and what it reported on each of `files` (records, in the order reported): for a
 * cache that keeps what a step found, so that a run restoring it reports the same.
 */
export function reportedDuring<T>(files: readonly VFile[], work: () => T): {result: T; records: DiagnosticRecord[][]} {
  const before = files.map((file) => file.messages.length)
  const result = work()
  return {result, records: files.map((file, k) => file.messages.slice(before[k]).map(messageToRecord))}
}
