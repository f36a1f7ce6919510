// The one swap-into-place mechanism of both output folders (src/output-folders.ts), as the build uses
// it for dist/: under its lock, every `dist.tmp`, `dist.new` and `dist.old` is a leftover.
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {isSealed, outputFolders, recoverOutput, sealFolder, swapInOutput} from '../src/output-folders.ts'

/** A folder holding `folders` (name → the text of its `index.html`). */
function parent(folders: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'output-folders-'))
  for (const [name, text] of Object.entries(folders)) {
    mkdirSync(path.join(dir, name))
    writeFileSync(path.join(dir, name, 'index.html'), text)
  }
  return dir
}
const page = (dir: string, name: string) => readFileSync(path.join(dir, name, 'index.html'), 'utf8')

test('a swap puts the complete output in place and leaves nothing beside it', () => {
  const dir = parent({dist: 'oud', 'dist.tmp': 'nieuw'})
  swapInOutput(outputFolders(path.join(dir, 'dist')))
  expect([readdirSync(dir), page(dir, 'dist')]).toEqual([['dist'], 'nieuw'])
})

test('a missing output is restored from the complete new one, else from the previous one; what is left besides is removed', () => {
  const both = parent({'dist.tmp': 'half', 'dist.new': 'nieuw', 'dist.old': 'oud'})
  expect(recoverOutput(path.join(both, 'dist'))).toBe(path.join(both, 'dist.new'))
  expect([readdirSync(both), page(both, 'dist')]).toEqual([['dist'], 'nieuw'])
  const old = parent({'dist.old': 'oud'})
  expect(recoverOutput(path.join(old, 'dist'))).toBe(path.join(old, 'dist.old'))
  expect([readdirSync(old), page(old, 'dist')]).toEqual([['dist'], 'oud'])
})

test('an output in place stays; leftovers go; folders of other owners and other names are left alone', () => {
  const dir = parent({dist: 'nu', 'dist.new': 'nieuw', 'dist.tmp': 'half', 'dist.old-bewaard': 'van iemand', 'dist.tmp-4242': 'van een ander'})
  expect(recoverOutput(path.join(dir, 'dist'))).toBeNull()
  expect([readdirSync(dir).sort(), page(dir, 'dist')]).toEqual([['dist', 'dist.old-bewaard', 'dist.tmp-4242'], 'nu'])
})

/** A build's folder as the build leaves it complete: sealed; `partial` cuts a file short after sealing. */
function build(dir: string, name: string, text: string, partial = false): void {
  mkdirSync(path.join(dir, name, 'api'), {recursive: true})
  writeFileSync(path.join(dir, name, 'index.html'), text)
  writeFileSync(path.join(dir, name, 'api', 'data.json'), '{"een":1}')
  sealFolder(path.join(dir, name))
  if (partial) writeFileSync(path.join(dir, name, 'api', 'data.json'), '{"ee')
}

/** Every case of a swap cut short: `dist.new` and `dist.old` each complete, partial (sealed, then cut short; or never sealed) or missing. */
const states = ['complete', 'cut short', 'unsealed', 'missing'] as const
for (const fresh of states) {
  for (const previous of states) {
    const expected = fresh === 'complete' ? 'nieuw' : previous === 'complete' ? 'oud' : null
    test(`a half swap with dist.new ${fresh} and dist.old ${previous} puts back ${expected === null ? 'nothing and deletes neither' : `the complete ${expected === 'nieuw' ? 'new' : 'previous'} build`}`, () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'output-folders-'))
      for (const [name, state, text] of [
        ['dist.new', fresh, 'nieuw'],
        ['dist.old', previous, 'oud']
      ] as const) {
        if (state === 'complete' || state === 'cut short') build(dir, name, text, state === 'cut short')
        if (state === 'unsealed') {
          mkdirSync(path.join(dir, name))
          writeFileSync(path.join(dir, name, 'index.html'), text)
        }
      }
      const before = readdirSync(dir).sort()
      const restored = recoverOutput(path.join(dir, 'dist'), {isComplete: isSealed})
      if (expected === null) {
        expect([restored, readdirSync(dir).sort()]).toEqual([null, before])
      } else {
        expect([restored, readdirSync(dir), page(dir, 'dist'), isSealed(path.join(dir, 'dist'))]).toEqual([path.join(dir, expected === 'nieuw' ? 'dist.new' : 'dist.old'), ['dist'], expected, true])
      }
    })
  }
}

test('a seal verifies every file: an added, removed or altered file, or a changed size, breaks it', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'output-folders-'))
  const damages: Record<string, (folder: string) => void> = {
    added: (folder) => writeFileSync(path.join(folder, 'extra.txt'), 'x'),
    removed: (folder) => rmSync(path.join(folder, 'api', 'data.json')),
    altered: (folder) => writeFileSync(path.join(folder, 'api', 'data.json'), '{"twe":1}'),
    longer: (folder) => writeFileSync(path.join(folder, 'index.html'), 'nieuw!')
  }
  const verdicts = Object.fromEntries(
    Object.entries(damages).map(([name, damage]) => {
      build(dir, name, 'nieuw')
      damage(path.join(dir, name))
      return [name, isSealed(path.join(dir, name))]
    })
  )
  build(dir, 'whole', 'nieuw')
  expect({...verdicts, whole: isSealed(path.join(dir, 'whole'))}).toEqual({added: false, removed: false, altered: false, longer: false, whole: true})
})
