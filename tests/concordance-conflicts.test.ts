// Concordance lines that contradict each other are reported at both lines, each pointing at the
// other; the earlier line decides and the later one is left out.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {expect, test} from 'vitest'
import {Concordance, parseConcordance, parseProvisionDecisions} from '../src/align/concordance.ts'
import {lawsDir} from './helpers/corpus.ts'

const concordance = (...lines: string[]) => new VFile({path: 'laws/concordance.txt', value: lines.join('\n')})

const messages = (file: VFile) =>
  file.messages.map((message) => {
    const place = (value: typeof message.place) => (value && 'start' in value ? `${value.start.line}:${value.start.column}-${value.end.line}:${value.end.column}` : '')
    const cause = message.cause as {reason: string; place: typeof message.place} | undefined
    return `${place(message.place)} ${message.fatal ? 'error' : 'warning'} ${message.ruleId}: ${message.reason}${cause ? ` [cause ${place(cause.place)}: ${cause.reason}]` : ''}`
  })

test('article lines: a pair forced and forbidden, an article forced to two, matched to two of one edition, or past a forced link', () => {
  const file = concordance(
    'force   1975/28 1987/28  # eerste',
    'forbid  1975/28 1987/28',
    'force   1975/29 1987/29',
    'force   1975/29 1987/30',
    'force   1975/31 1987/29',
    'confirm 1975/32 1987/32',
    'confirm 1975/32 1987/33',
    'force   1975/34 1997/34',
    'confirm 1975/34 1987/34',
    'confirm 1975/35 1987/35',
    'confirm 1975/35 1987/35',
    'force   1975/36 1982/36',
    'confirm 1975/36 1987/36'
  )
  const entries = parseConcordance(file)
  expect(messages(file)).toEqual([
    '2:1-2:24 error concordance-conflict: Unexpected `forbid  1975/28 1987/28`, which contradicts line 1 (`1975/28 → 1987/28` both forbidden and forced), expected lines that agree; line 1 decides, this line is ignored [cause 1:1-1:34: Line 1 is here]',
    '1:1-1:34 error concordance-conflict: Unexpected `force   1975/28 1987/28`, which line 2 contradicts (`1975/28 → 1987/28` both forbidden and forced), expected lines that agree; this line decides, line 2 is ignored [cause 2:1-2:24: Line 2 is here]',
    '4:1-4:24 error concordance-conflict: Unexpected `force   1975/29 1987/30`, which contradicts line 3 (`1975/29` forced to both `1987/29` and `1987/30`), expected lines that agree; line 3 decides, this line is ignored [cause 3:1-3:24: Line 3 is here]',
    '3:1-3:24 error concordance-conflict: Unexpected `force   1975/29 1987/29`, which line 4 contradicts (`1975/29` forced to both `1987/29` and `1987/30`), expected lines that agree; this line decides, line 4 is ignored [cause 4:1-4:24: Line 4 is here]',
    '5:1-5:24 error concordance-conflict: Unexpected `force   1975/31 1987/29`, which contradicts line 3 (`1987/29` forced to both `1975/29` and `1975/31`), expected lines that agree; line 3 decides, this line is ignored [cause 3:1-3:24: Line 3 is here]',
    '3:1-3:24 error concordance-conflict: Unexpected `force   1975/29 1987/29`, which line 5 contradicts (`1987/29` forced to both `1975/29` and `1975/31`), expected lines that agree; this line decides, line 5 is ignored [cause 5:1-5:24: Line 5 is here]',
    '7:1-7:24 error concordance-conflict: Unexpected `confirm 1975/32 1987/33`, which contradicts line 6 (`1975/32` matched to both `1987/32` and `1987/33`), expected lines that agree; line 6 decides, this line is ignored [cause 6:1-6:24: Line 6 is here]',
    '6:1-6:24 error concordance-conflict: Unexpected `confirm 1975/32 1987/32`, which line 7 contradicts (`1975/32` matched to both `1987/32` and `1987/33`), expected lines that agree; this line decides, line 7 is ignored [cause 7:1-7:24: Line 7 is here]',
    '9:1-9:24 error concordance-conflict: Unexpected `confirm 1975/34 1987/34`, which contradicts line 8 (`1975/34` forced straight to `1997/34`, so its lineage cannot hold `1987/34`), expected lines that agree; line 8 decides, this line is ignored [cause 8:1-8:24: Line 8 is here]',
    '8:1-8:24 error concordance-conflict: Unexpected `force   1975/34 1997/34`, which line 9 contradicts (`1975/34` forced straight to `1997/34`, so its lineage cannot hold `1987/34`), expected lines that agree; this line decides, line 9 is ignored [cause 9:1-9:24: Line 9 is here]'
  ])
  // The earlier line decides: the later ones are not entries. A repeated line and a confirmation past
  // a forced link to an edition in between agree.
  expect(entries.map((entry) => entry.line)).toEqual([1, 3, 6, 8, 10, 11, 12, 13])
  expect(new Concordance(entries).forbids('1975/28', '1987/28')).toBe(false)
  expect(new Concordance(entries).forced().map((entry) => `${entry.from} ${entry.to}`)).toEqual(['1975/28 1987/28', '1975/29 1987/29', '1975/34 1997/34', '1975/36 1982/36'])
})

test('provision lines: a pair forbidden by one line and imposed or confirmed by another, in either order', () => {
  const file = concordance(
    'split   1975/30/a 1987/30/A + 1987/30/B/1',
    'forbid  1975/30/a 1987/30/B/1            # tegenspraak',
    'forbid  1975/30/a 1987/30/B/2/a',
    'merge   1975/31/b + 1975/31/c 1987/31/B',
    'forbid  1975/31/a 1987/31/B',
    'forbid  1975/32/p1 1987/32/p1',
    'confirm 1975/32/p1 1987/32/p1'
  )
  const decisions = parseProvisionDecisions(file)
  expect(messages(file)).toEqual([
    '2:1-2:55 error concordance-conflict: Unexpected `forbid  1975/30/a 1987/30/B/1`, which contradicts line 1 (`1975/30/a → 1987/30/B/1` both forbidden and split), expected lines that agree; line 1 decides, this line is ignored [cause 1:1-1:42: Line 1 is here]',
    '1:1-1:42 error concordance-conflict: Unexpected `split   1975/30/a 1987/30/A + 1987/30/B/1`, which line 2 contradicts (`1975/30/a → 1987/30/B/1` both forbidden and split), expected lines that agree; this line decides, line 2 is ignored [cause 2:1-2:55: Line 2 is here]',
    '7:1-7:30 error concordance-conflict: Unexpected `confirm 1975/32/p1 1987/32/p1`, which contradicts line 6 (`1975/32/p1 → 1987/32/p1` both forbidden and confirmed), expected lines that agree; line 6 decides, this line is ignored [cause 6:1-6:30: Line 6 is here]',
    '6:1-6:30 error concordance-conflict: Unexpected `forbid  1975/32/p1 1987/32/p1`, which line 7 contradicts (`1975/32/p1 → 1987/32/p1` both forbidden and confirmed), expected lines that agree; this line decides, line 7 is ignored [cause 7:1-7:30: Line 7 is here]'
  ])
  expect(decisions.map((decision) => decision.line)).toEqual([1, 3, 4, 5, 6])
})

test('the real concordance has no conflicting lines', () => {
  const file = new VFile({path: 'laws/concordance.txt', value: readFileSync(path.join(lawsDir, 'concordance.txt'), 'utf8')})
  parseConcordance(file)
  parseProvisionDecisions(file)
  expect(messages(file)).toEqual([])
})
