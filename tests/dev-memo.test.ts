// The memo `npm run dev` keeps between runs of the data stage (scripts/dev-memo.ts): its texts.
import {expect, test} from 'vitest'
import {stageMemo} from '../scripts/dev-memo.ts'

test('a text is made again when its version changes, and only the last version is kept: a version seen before is made again too', () => {
  const memo = stageMemo()
  const owner = {}
  const made: string[] = []
  const text = (version: string) => memo.textOf([owner], 'pair 1975 1987', () => (made.push(version), `text ${version}`), version)
  expect([text('v1'), text('v1'), text('v2'), text('v1')]).toEqual(['text v1', 'text v1', 'text v2', 'text v1'])
  // A memo that kept every version would not have made v1 again: each save that changed a heading would add a whole file.
  expect(made).toEqual(['v1', 'v2', 'v1'])
})
