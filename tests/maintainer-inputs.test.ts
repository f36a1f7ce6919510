// Whatever a maintainer writes in laws/ ends in a diagnostic at its place with a rule id, never in
// a stack trace or in silence: an impossible date in a note.
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {describe, expect, test, vi} from 'vitest'
import {runDataStage} from '../scripts/data-stage.ts'
import {articlesOf} from '../src/corpus.ts'
import {lawsDir, messageLines, parseSources} from './helpers/corpus.ts'

const real = readFileSync(path.join(lawsDir, 'corpus.json'), 'utf8')

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
      expect(await runDataStage({root})).toMatchObject({ok: true})
    } finally {
      spy.mockRestore()
    }
  })
})
