// Whatever a maintainer writes in laws/ ends in a diagnostic at its place with a rule id, never in
// a stack trace or in silence: an impossible date in a note, typography for an edition that exists
// nowhere, a maintainer's file that is a folder, redirects of the lineage registry in a circle.
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {VFile} from 'vfile'
import {describe, expect, test, vi} from 'vitest'
import {runDataStage} from '../scripts/data-stage.ts'
import {parseRegistry} from '../src/align/lineage-registry.ts'
import {articlesOf} from '../src/corpus.ts'
import {runPipeline} from '../src/pipeline.ts'
import {lawsDir, messageLines, parseSources} from './helpers/corpus.ts'
import {configForSources} from './helpers/files.ts'

// Sources of its own: none of the real ones' retrieval dates applies.
const real = configForSources(readFileSync(path.join(lawsDir, 'corpus.json'), 'utf8'), [])

/** `path:start-end severity rule reason` for every message of `files`. */
const lines = (files: VFile[]) => messageLines({files} as Parameters<typeof messageLines>[0])

/** A project with `sources` (`{'1987/HV2.md': text}`), `config` as laws/corpus.json and no other maintainer's file. */
function project(sources: Record<string, string>, config = real): string {
  const root = mkdtempSync(path.join(tmpdir(), 'maintainer-inputs-'))
  mkdirSync(path.join(root, 'laws'))
  writeFileSync(path.join(root, 'laws', 'corpus.json'), config)
  for (const [file, text] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(root, 'laws', file)), {recursive: true})
    writeFileSync(path.join(root, 'laws', file), text)
  }
  return root
}

const source = 'Sjabloon:1987:HV2\n\nArtikel 23 Titel\n\nA. Lid\n\nTekst.\n'

describe('a note dated with a day its month does not have', () => {
  const text = 'Sjabloon:1987:HV2\n\nArtikel 23 Titel\n\nA. Lid\n\nTekst.\n\nM.i.v. 31 februari 1984 is lid A: gewijzigd\n'

  test('is reported at the note, and kept without a date', () => {
    const corpus = parseSources({'laws/1987/HV2.md': text})
    expect(messageLines(corpus)).toEqual([
      'laws/1987/HV2.md:9:1-9:44 warning note-date-impossible Unexpected date `31 februari 1984` in an editorial note, which the calendar does not have, expected a day of its month; the note is kept without a date'
    ])
    const [article] = corpus.editions.flatMap(articlesOf)
    expect(article!.notes.map((note) => [note.text, note.appliesTo, note.inForceFrom])).toEqual([['M.i.v. 31 februari 1984 is lid A: gewijzigd', '1987/23/A', null]])
    expect(article!.children.map((provision) => provision.inForceFrom ?? null)).toEqual([null])
  })

  test('the data stage runs to its end, with the warning', async () => {
    const root = project({'1987/HV2.md': text, '1997/HV2.md': text.replaceAll('1987', '1997')})
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      // A new project has published nothing yet: its URL list is made from its pages.
      expect(await runDataStage({root, rebuildUrlList: true})).toMatchObject({ok: true})
    } finally {
      spy.mockRestore()
    }
  })
})

describe('typography for an edition that exists nowhere', () => {
  test('is reported at its key; typography of a declared or transcribed edition is not', () => {
    const config = real.replace('"pages": {', '"typography": {"1999": {"superscriptDigits": true}, "1963": {"superscriptDigits": true}},\n  "pages": {')
    const root = project({'1987/HV2.md': source}, config)
    const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root, rebuildUrlList: true})
    expect(lines(pipeline.files)).toEqual([
      'laws/corpus.json:50:18-50:24 warning typography-unknown-edition Unexpected `typography` for edition `1999`, which neither `editions` declares nor laws/ holds, expected the label of an edition (`1932`, `1936`, `1949`, `1959`, `1963`, `1975`, `1982`, `1987`, `1997`, `2007`, `2017`)'
    ])
  })
})

describe("a maintainer's file that is a folder", () => {
  // The URL list says so in its own words (`published-url-list-missing`): a folder there is a list missing.
  const expected = (name: string) =>
    name === 'urls.txt'
      ? ['published-url-list-missing', 'Unexpected folder `laws/urls.txt`, expected the list of every page the site has published']
      : ['maintainer-file-unreadable', `Unexpected folder \`${name}\`, expected a text file the data stage may read (or none)`]
  test.each(['concordance.txt', 'lineages.txt', 'urls.txt', 'acknowledged.txt'])('laws/%s is an error on it, and the data stage stops without a stack trace', async (name) => {
    const root = project({'1987/HV2.md': source})
    mkdirSync(path.join(root, 'laws', name))
    const printed: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text))
    try {
      expect(await runDataStage({root, rebuildUrlList: true})).toEqual({ok: false, errors: 1})
    } finally {
      spy.mockRestore()
    }
    const output = printed.join('\n')
    const [rule, reason] = expected(name)
    expect(output).toContain(`laws/${name}\n1:1`)
    expect(output).toContain(reason)
    expect(output).toContain(rule)
    expect(output).not.toMatch(/\bat .*\.ts:\d+|EISDIR/)
  })
})

describe('retired lineage ids that redirect in a circle', () => {
  test('are reported once, at the first line of the circle', () => {
    const file = new VFile({path: 'laws/lineages.txt', value: '# comment\n1987-23 1987/23\n1975-9 -> 1982-9\n1982-9 -> 1975-9\nx -> x\n1975-8 -> 1987-23\n'})
    parseRegistry(file)
    expect(lines([file])).toEqual([
      'laws/lineages.txt:3:1-3:17 error lineage-registry-syntax Unexpected redirects in a circle, `1975-9` -> `1982-9` -> `1975-9`, expected each retired id to lead to a lineage (or to be `retired`)',
      'laws/lineages.txt:5:1-5:7 error lineage-registry-syntax Unexpected redirects in a circle, `x` -> `x`, expected each retired id to lead to a lineage (or to be `retired`)'
    ])
  })
})
