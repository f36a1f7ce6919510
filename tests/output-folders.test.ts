// The one swap-into-place mechanism of both output folders (src/output-folders.ts), as the build uses
// it for dist/: under its lock, every `dist.tmp`, `dist.new` and `dist.old` is a leftover.
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {outputFolders, recoverOutput, swapInOutput} from '../src/output-folders.ts'

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
