// The data stage's output folder: a run writes a fresh folder that replaces the last one only when
// complete, so nothing a failed or cut-short run left (nor a file altered by hand) is ever kept.
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {OutputFolder} from '../src/export/writer.ts'

/** Every file under `dir` with its text, by path relative to it. */
function contents(dir: string): Record<string, string> {
  const files = readdirSync(dir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile())
  return Object.fromEntries(
    files
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort()
      .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')])
  )
}

const project = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'output-folder-'))
  return {dir, target: path.join(dir, 'api')}
}

test('a run replaces the whole folder: files it no longer makes are gone, and a file altered by hand is made again', () => {
  const {dir, target} = project()
  const first = new OutputFolder(target)
  first.json('a.json', {a: 1})
  first.text('1999/1.md', 'een')
  first.commit()
  writeFileSync(path.join(target, 'a.json'), '{"a":2}\n')
  writeFileSync(path.join(target, 'extra.txt'), 'not ours')

  const second = new OutputFolder(target)
  second.json('a.json', {a: 1})
  second.text('2001/1.md', 'twee')
  second.commit()
  expect(contents(target)).toEqual({'2001/1.md': 'twee', 'a.json': '{"a":1}\n'})
  expect(readdirSync(dir)).toEqual(['api'])
})

test('a run that fails leaves the last complete folder as it was, and nothing beside it', () => {
  const {dir, target} = project()
  const first = new OutputFolder(target)
  first.text('a.md', 'een')
  first.commit()

  const second = new OutputFolder(target)
  second.text('a.md', 'half')
  // A write that fails (here: a folder where the file must go) throws; the run gives up its folder.
  mkdirSync(path.join(second.dir, 'b.md'))
  expect(() => second.text('b.md', 'twee')).toThrow(/EISDIR/)
  second.abandon()
  expect(contents(target)).toEqual({'a.md': 'een'})
  expect(readdirSync(dir)).toEqual(['api'])
})

test('what a killed run left is cleared by the next: its half-written folder is removed, a replaced folder without successor is put back', () => {
  const {dir, target} = project()
  const first = new OutputFolder(target)
  first.text('a.md', 'een')
  first.commit()
  // A run killed while writing (a process id that no process has), and one killed between its two renames.
  mkdirSync(path.join(dir, 'api.partial-999999999'))
  writeFileSync(path.join(dir, 'api.partial-999999999', 'a.md'), 'half')
  const next = new OutputFolder(path.join(dir, 'api'))
  next.abandon()
  expect(readdirSync(dir)).toEqual(['api'])

  renameSync(target, path.join(dir, 'api.replaced-999999999'))
  const afterCrash = new OutputFolder(target)
  // The last complete folder is in place again before this run writes anything.
  expect(contents(target)).toEqual({'a.md': 'een'})
  afterCrash.text('a.md', 'twee')
  afterCrash.commit()
  expect(contents(target)).toEqual({'a.md': 'twee'})
  expect(readdirSync(dir)).toEqual(['api'])
})
