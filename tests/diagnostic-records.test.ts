// Diagnostics as plain records (the cache's form): a message read back from its record, after a
// trip through JSON, is the message that was reported.
import {expect, test} from 'vitest'
import {VFile} from 'vfile'
import type {VFileMessage} from 'vfile-message'
import {reporter} from 'vfile-reporter'
import {messageToRecord, recordToMessage} from '../src/diagnostic-records.ts'
import {report} from '../src/rules.ts'
import {realCorpus} from './helpers/corpus.ts'

/** What a message shows, its cause included. */
const shown = (message: VFileMessage) => {
  const cause = message.cause as VFileMessage | undefined
  const {file, line, column, place, fatal, ruleId, source, reason} = message
  return {file, line, column, place, fatal, ruleId, source, reason, cause: cause && {file: cause.file, place: cause.place, ruleId: cause.ruleId, source: cause.source, reason: cause.reason}}
}

test('a message rebuilt from its JSON record equals the reported one, causes in other files included', () => {
  const file = new VFile({path: 'laws/2001/B.md', value: ''})
  const place = {start: {line: 3, column: 1}, end: {line: 3, column: 12}}
  report(file, 'duplicate-article', 'Unexpected second artikel 4, expected each article once', place, {reason: 'First is here', place: {start: {line: 9, column: 1}, end: {line: 9, column: 12}}, file: 'laws/2001/A.md'})
  report(file, 'duplicate-block', 'Unexpected repeated block', place, {reason: 'Kept copy is here', place})
  report(file, 'empty-source', 'Unexpected source without articles, expected at least one', undefined)
  const originals = [...file.messages, ...realCorpus().files.flatMap((source) => source.messages)]
  expect(originals.filter((message) => message.cause).length).toBeGreaterThan(2)

  for (const original of originals) {
    const record = JSON.parse(JSON.stringify(messageToRecord(original)))
    const again = recordToMessage(new VFile({path: original.file}), record)
    expect(shown(again)).toEqual(shown(original))
    expect(messageToRecord(again)).toEqual(record)
  }
  const rebuilt = new VFile({path: file.path})
  for (const message of file.messages) recordToMessage(rebuilt, messageToRecord(message))
  expect(reporter([rebuilt])).toBe(reporter([file]))
})

test('a record holds the rule, the reason, the place, the severity and the cause: nothing else', () => {
  const file = new VFile({path: 'laws/2001/B.md', value: ''})
  const place = {start: {line: 3, column: 1}, end: {line: 3, column: 12}}
  report(file, 'duplicate-article', 'Unexpected second artikel 4', place, {reason: 'First is here', place, file: 'laws/2001/A.md'})
  report(file, 'article-without-title', 'Unexpected heading without title', undefined)
  expect(file.messages.map(messageToRecord)).toEqual([
    {ruleId: 'duplicate-article', reason: 'Unexpected second artikel 4', place, fatal: true, cause: {reason: 'First is here, in laws/2001/A.md', place, file: 'laws/2001/A.md'}},
    {ruleId: 'article-without-title', reason: 'Unexpected heading without title', fatal: false}
  ])
})
