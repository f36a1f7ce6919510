// The data stage's output writer: only changed files are written, stale files and their emptied
// folders are removed.
import {existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {OutputWriter} from '../src/export/writer.ts'

test('rewrites only changed files and removes stale files with their empty folders', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  const manifest = path.join(dir, 'cache', 'manifest.json')

  const first = new OutputWriter(out, manifest)
  first.json('a.json', {a: 1})
  first.text('1999/1.md', 'een')
  first.text('2001/1.md', 'twee')
  first.finish()
  expect(first.written).toBe(3)
  const before = statSync(path.join(out, 'a.json')).mtimeMs
  writeFileSync(path.join(out, 'extra.txt'), 'not ours')

  const second = new OutputWriter(out, manifest)
  second.json('a.json', {a: 1})
  second.text('2001/1.md', 'twee, gewijzigd')
  second.finish()
  expect(second.written).toBe(1)
  expect(statSync(path.join(out, 'a.json')).mtimeMs).toBe(before)
  expect(readFileSync(path.join(out, '2001', '1.md'), 'utf8')).toBe('twee, gewijzigd')
  expect(existsSync(path.join(out, '1999'))).toBe(false)
  expect(readdirSync(out).sort()).toEqual(['2001', 'a.json', 'extra.txt'])
})
