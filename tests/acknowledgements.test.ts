// Warnings a maintainer accepted (laws/acknowledged.txt) are counted, not printed; an entry that
// matches nothing, names an error or cannot be read is itself reported.
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import {acknowledge, parseAcknowledgements, settleAcknowledgements} from '../src/acknowledgements.ts'
import {report} from '../src/rules.ts'
import {runPipeline} from '../src/pipeline.ts'
import {lawsDir, root} from './helpers/corpus.ts'

const at = (line: number, column: number, endLine: number, endColumn: number) => ({start: {line, column}, end: {line: endLine, column: endColumn}})

function source(): VFile {
  const file = new VFile({path: 'laws/1987/HIV.md', value: 'x'})
  report(file, 'Unexpected repeated block', {ruleId: 'duplicate-block', place: at(53, 1, 97, 153)})
  report(file, 'Unexpected label', {ruleId: 'label-out-of-sequence', place: at(5, 1, 5, 3)})
  report(file, 'Unexpected artikel 9 twice', {ruleId: 'duplicate-article', place: at(7, 1, 7, 20)})
  return file
}

const lines = (file: VFile) => file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.reason}`)

describe('acknowledged warnings', () => {
  test('takes out exactly the warnings whose rule, file and range an entry names', () => {
    const file = source()
    const list = new VFile({path: 'laws/acknowledged.txt', value: '# accepted\nduplicate-block laws/1987/HIV.md:53:1-97:153 The wiki repeats the lids\n'})
    const acknowledged = settleAcknowledgements([file], list, parseAcknowledgements(list))
    expect(acknowledged.map((message) => message.ruleId)).toEqual(['duplicate-block'])
    expect(lines(file)).toEqual(['5:1 label-out-of-sequence Unexpected label', '7:1 duplicate-article Unexpected artikel 9 twice'])
    expect(lines(list)).toEqual([])
  })

  test('reports an entry that matches no warning, or names an error, at its line', () => {
    const file = source()
    const list = new VFile({path: 'laws/acknowledged.txt', value: 'duplicate-block laws/1987/HIV.md:54:1-97:153 Moved\nduplicate-article laws/1987/HIV.md:7:1-7:20 Not ours\n'})
    settleAcknowledgements([file], list, parseAcknowledgements(list))
    expect(file.messages.map((message) => message.ruleId)).toEqual(['duplicate-block', 'label-out-of-sequence', 'duplicate-article'])
    expect(lines(list)).toEqual([
      '2:1 acknowledgement-unused Unexpected acknowledgement of an error (duplicate-article at laws/1987/HIV.md:7:1-7:20), expected only warnings: fix the source instead',
      '1:1 acknowledgement-unused Unexpected acknowledgement: no duplicate-block warning at laws/1987/HIV.md:54:1-97:153, expected one (remove the line if the source changed)'
    ])
  })

  test('rejects a line without a reason or with an unknown rule, as an error at that line', () => {
    const list = new VFile({path: 'laws/acknowledged.txt', value: 'duplicate-block laws/1987/HIV.md:53:1-97:153\nno-such-rule laws/1987/HIV.md:1:1-1:2 Why\n'})
    expect(parseAcknowledgements(list)).toEqual([])
    expect(list.messages.map((message) => `${message.line}:${message.column} ${message.fatal ? 'error' : 'warning'} ${message.reason}`)).toEqual([
      '1:1 error Unexpected line `duplicate-block laws/1987/HIV.md:53:1-97:153`, expected `<rule id> <file>:<line>:<column>-<line>:<column> <reason>`',
      '2:1 error Unexpected rule `no-such-rule`, expected a rule id of docs/diagnostics.md'
    ])
  })

  test('leaves the shipped corpus with no warning that nobody acknowledged', () => {
    // What the data stage reports: parsing, the concordance and every comparison.
    const pipeline = runPipeline(lawsDir, {cwd: root})
    const all = pipeline.files.flatMap((file) => file.messages).length
    const {files: reported, acknowledged} = acknowledge(pipeline.files, lawsDir, root)
    expect(reported.flatMap((file) => file.messages.map((message) => `${file.path}:${message.line}:${message.column} ${message.ruleId}`))).toEqual([])
    expect(acknowledged.length).toBe(all)
  })
})
