// The maintainer's line files (laws/concordance.txt, lineages.txt, urls.txt, acknowledged.txt) are
// read by one reader (src/maintainer-files.ts): the same line breaks, the same comments, the same
// places in their diagnostics; and the two files the data stage keeps (lineages.txt, urls.txt) must
// be there, unless the maintainer starts them afresh (`--rebuild-url-list`).
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {VFile} from 'vfile'
import {describe, expect, test, vi} from 'vitest'
import {runDataStage} from '../scripts/data-stage.ts'
import {acknowledge, parseAcknowledgements} from '../src/acknowledgements.ts'
import {parseConcordance, parsePartDecisions, parseProvisionDecisions} from '../src/align/concordance.ts'
import {parseRegistry} from '../src/align/lineage-registry.ts'
import {checkPublishedUrls} from '../src/align/published-urls.ts'
import {runPipeline} from '../src/pipeline.ts'
import {lawsDir} from './helpers/corpus.ts'

/** Each line file's reader, with lines that it takes and one it reports. */
const readers: Array<[string, (file: VFile) => unknown, string[]]> = [
  ['concordance.txt', (file) => [parseConcordance(file), parseProvisionDecisions(file), parsePartDecisions(file)], ['# comment', 'confirm 1975/28 1987/28  # note', 'split 1975/30/a 1987/30/A + 1987/30/B/1', '', 'nonsense here']],
  ['lineages.txt', parseRegistry, ['# comment', '1987-10 1975/10 1987/10', '', '1975-34 -> 1982-34', 'Bad id']],
  ['urls.txt', (file) => checkPublishedUrls(file, ['/', '/1987/']), ['# comment', '/', '', '/1987/', 'no path']],
  ['acknowledged.txt', parseAcknowledgements, ['# comment', 'unconfirmed-match laws/1987/HV2.md:3:1-3:1 read and right', '', '  # indented comment', 'nonsense']]
]

/** What a reader made of `lines` joined by `eol`, and the places and reasons of its messages. */
function read(name: string, reader: (file: VFile) => unknown, lines: string[], eol: string) {
  const file = new VFile({path: `laws/${name}`, value: lines.join(eol) + eol})
  const result = reader(file)
  return {result, messages: file.messages.map((message) => `${message.line}:${message.column}-${message.place && 'end' in message.place ? `${message.place.end.line}:${message.place.end.column}` : ''} ${message.ruleId} ${message.reason}`)}
}

describe('every line file reads its lines the same way', () => {
  test.each(readers)('%s: a line break is LF, CRLF or a lone CR alike, with the same entries and the same places', (name, reader, lines) => {
    const lf = read(name, reader, lines, '\n')
    expect(lf.messages).toHaveLength(1)
    expect(lf.messages[0]).toMatch(/^5:1-5:\d+ /)
    expect(read(name, reader, lines, '\r\n')).toEqual(lf)
    expect(read(name, reader, lines, '\r')).toEqual(lf)
  })
})

/** A project with one source and the real concordance and corpus.json, and no lineage registry. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'line-files-'))
  mkdirSync(path.join(root, 'laws', '1987'), {recursive: true})
  writeFileSync(path.join(root, 'laws', '1987', 'HV2.md'), 'Sjabloon:1987:HV2\n\nArtikel 23 Titel\n\nTekst.\n')
  for (const name of ['corpus.json', 'concordance.txt']) writeFileSync(path.join(root, 'laws', name), readFileSync(path.join(lawsDir, name)))
  writeFileSync(path.join(root, 'laws', 'urls.txt'), '/\n/1987/artikel-23/\n')
  return root
}

/** The diagnostics on laws/lineages.txt: `path:start-end severity rule-id reason`. */
function registryMessages(root: string, options: {rebuildUrlList?: boolean} = {}): string[] {
  const file = runPipeline(path.join(root, 'laws'), {cwd: root, ...options}).files.find((candidate) => candidate.path === path.join('laws', 'lineages.txt'))!
  return file.messages.map((message) => `${file.path}:${message.line}:${message.column} ${message.fatal ? 'error' : 'warning'} ${message.ruleId} ${message.reason}`)
}

const advice = 'expected the registry of lineage ids, committed with the sources (`npm run data -- --rebuild-url-list` starts it and the URL list afresh, for a corpus that has published nothing yet)'

describe('a lineage registry that is not there is an error on the file, never an empty registry', () => {
  test('missing', () => {
    expect(registryMessages(project())).toEqual([`laws/lineages.txt:1:1 error lineage-registry-missing Unexpected missing \`laws/lineages.txt\`, ${advice}`])
  })

  test('a link that leads nowhere', () => {
    const root = project()
    symlinkSync('weg.txt', path.join(root, 'laws', 'lineages.txt'))
    expect(registryMessages(root)).toEqual([`laws/lineages.txt:1:1 error lineage-registry-missing Unexpected link \`laws/lineages.txt\` that leads nowhere, ${advice}`])
  })

  test('the data stage stops with it and writes nothing; `--rebuild-url-list` starts the registry, which later runs read', async () => {
    const root = project()
    const printed: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text))
    try {
      expect(await runDataStage({root, quiet: true})).toEqual({ok: false, errors: 1})
      expect(printed.join('\n')).toContain('lineage-registry-missing')
      expect(() => readFileSync(path.join(root, 'laws', 'lineages.txt'))).toThrow(/ENOENT/)
      expect(registryMessages(root, {rebuildUrlList: true})).toEqual([])
      expect(await runDataStage({root, quiet: true, rebuildUrlList: true})).toMatchObject({ok: true})
    } finally {
      spy.mockRestore()
    }
    expect(readFileSync(path.join(root, 'laws', 'lineages.txt'), 'utf8')).toContain('\n1987-23 1987/23\n')
    expect(registryMessages(root)).toEqual([])
  })
})

describe('a file the maintainer may leave out', () => {
  test.each(['concordance.txt', 'acknowledged.txt'])('laws/%s as a link that leads nowhere is an error on it, not an empty file', (name) => {
    const root = project()
    writeFileSync(path.join(root, 'laws', 'lineages.txt'), '1987-23 1987/23\n')
    rmSync(path.join(root, 'laws', name), {force: true})
    symlinkSync('weg.txt', path.join(root, 'laws', name))
    const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
    const files = name === 'acknowledged.txt' ? acknowledge(pipeline.files, path.join(root, 'laws'), root).files : pipeline.files
    const file = files.find((candidate) => candidate.path === path.join('laws', name))!
    expect(file.messages.map((message) => `${message.line}:${message.column} ${message.fatal ? 'error' : 'warning'} ${message.ruleId} ${message.reason}`)).toEqual([
      `1:1 error maintainer-file-unreadable Unexpected link \`${name}\` that leads nowhere, expected a text file the data stage may read (or none)`
    ])
  })

  test('missing is no error: it is empty', () => {
    const root = project()
    writeFileSync(path.join(root, 'laws', 'lineages.txt'), '1987-23 1987/23\n')
    rmSync(path.join(root, 'laws', 'concordance.txt'))
    const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
    expect([...pipeline.files, ...acknowledge(pipeline.files, path.join(root, 'laws'), root).files].flatMap((file) => file.messages.filter((message) => message.fatal === true).map((message) => `${file.path} ${message.ruleId}`))).toEqual([])
  })
})
