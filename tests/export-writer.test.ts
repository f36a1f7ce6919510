// The data stage's output writer: only changed files are written, stale files and their emptied
// folders are removed.
import {existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {contentDigest} from '../src/cache-keys.ts'
import {OutputWriter} from '../src/export/writer.ts'

test('rewrites only changed files and removes stale files with their empty folders', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  const manifest = path.join(dir, 'cache', 'manifest.json')

  const first = new OutputWriter(out, {manifest})
  first.json('a.json', {a: 1})
  first.text('1999/1.md', 'een')
  first.text('2001/1.md', 'twee')
  await first.finish()
  expect(first.written).toBe(3)
  const before = statSync(path.join(out, 'a.json')).mtimeMs
  writeFileSync(path.join(out, 'extra.txt'), 'not ours')

  const second = new OutputWriter(out, {manifest})
  second.json('a.json', {a: 1})
  second.text('2001/1.md', 'twee, gewijzigd')
  await second.finish()
  expect(second.written).toBe(1)
  expect(statSync(path.join(out, 'a.json')).mtimeMs).toBe(before)
  expect(readFileSync(path.join(out, '2001', '1.md'), 'utf8')).toBe('twee, gewijzigd')
  expect(existsSync(path.join(out, '1999'))).toBe(false)
  expect(readdirSync(out).sort()).toEqual(['2001', 'a.json', 'extra.txt'])
})

test('keeps a file made from the same inputs without producing it again, and never one that is gone', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  const manifest = path.join(dir, 'cache', 'manifest.json')

  const first = new OutputWriter(out, {manifest})
  expect(first.reuse('rows.json', 'inputs-1')).toBe(false)
  first.json('rows.json', {rows: 1}, {key: 'inputs-1'})
  first.text('plain.md', 'zonder sleutel')
  await first.finish()

  const second = new OutputWriter(out, {manifest})
  expect(second.reuse('plain.md', 'inputs-1')).toBe(false)
  expect(second.reuse('rows.json', 'inputs-2')).toBe(false)
  expect(second.reuse('rows.json', 'inputs-1')).toBe(true)
  await second.finish()
  // Kept files stay in the manifest and on disk; what was not produced or kept is removed.
  expect([second.written, second.reused, second.bytes]).toEqual([0, 1, '{"rows":1}\n'.length])
  expect(readdirSync(out)).toEqual(['rows.json'])

  rmSync(path.join(out, 'rows.json'))
  const third = new OutputWriter(out, {manifest})
  expect(third.reuse('rows.json', 'inputs-1')).toBe(false)
})

test('trusts input keys only from the same code version, and removes files of any earlier run', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  const manifest = path.join(dir, 'api-manifest.json')
  const first = new OutputWriter(out, {manifest, version: 'code-1'})
  first.json('rows.json', {rows: 1}, {key: 'inputs-1'})
  first.text('gone.md', 'niet meer')
  await first.finish()

  const second = new OutputWriter(out, {manifest, version: 'code-2'})
  expect(second.reuse('rows.json', 'inputs-1')).toBe(false)
  second.json('rows.json', {rows: 1}, {key: 'inputs-1'})
  await second.finish()
  // Same content: not written again; the file the new code no longer makes is removed.
  expect([second.written, second.reused]).toEqual([0, 0])
  expect(readdirSync(out)).toEqual(['rows.json'])
  expect(new OutputWriter(out, {manifest, version: 'code-2'}).reuse('rows.json', 'inputs-1')).toBe(true)
})

test('writes in the background: drain bounds the queued bytes, finish waits for every write', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  const writer = new OutputWriter(out, {manifest: path.join(dir, 'manifest.json'), maxPending: 1000})
  const texts = Array.from({length: 40}, (_, k) => `${k}`.repeat(200))
  for (const [k, text] of texts.entries()) {
    const queued = writer.queuedBytes
    writer.text(`${k % 4}/${k}.txt`, text)
    // Queued, not written on the spot: the write finishes on another thread.
    expect(writer.queuedBytes).toBe(queued + text.length)
    expect(writer.full).toBe(writer.queuedBytes >= 1000)
    if (writer.full) await writer.drain()
    expect(writer.queuedBytes).toBeLessThan(1000)
    expect(writer.full).toBe(false)
  }
  await writer.finish()
  expect(writer.queuedBytes).toBe(0)
  expect(texts.map((_, k) => readFileSync(path.join(out, `${k % 4}`, `${k}.txt`), 'utf8'))).toEqual(texts)
})

test('a write that fails fails the run instead of leaving the file out', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  mkdirSync(path.join(out, 'taken.json'), {recursive: true})
  const writer = new OutputWriter(out)
  writer.json('taken.json', {a: 1})
  await expect(writer.finish()).rejects.toThrow(/EISDIR/)
})

test('gives a file of the last run with the parts it was written with, and nothing once the file changed or is gone', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  const manifest = path.join(dir, 'api-manifest.json')
  const first = new OutputWriter(out, {manifest, version: 'code-1'})
  first.binary('all.json', Buffer.from('[een,twee]'), {key: 'inputs-1', parts: {a: [1, 4], b: [5, 9]}})
  first.text('plain.json', '[drie]')
  await first.finish()

  const second = new OutputWriter(out, {manifest, version: 'code-1'})
  expect(second.lastParts('plain.json')).toBe(null)
  const last = second.lastParts('all.json')!
  expect([last.data.toString(), last.parts]).toEqual(['[een,twee]', {a: [1, 4], b: [5, 9]}])
  // Kept as it was, the file keeps its parts for the run after.
  expect(second.reuse('all.json', 'inputs-1')).toBe(true)
  await second.finish()
  expect(new OutputWriter(out, {manifest, version: 'code-1'}).lastParts('all.json')!.parts).toEqual({a: [1, 4], b: [5, 9]})
  // Another code version, a file of another size, a file gone: no parts.
  expect(new OutputWriter(out, {manifest, version: 'code-2'}).lastParts('all.json')).toBe(null)
  writeFileSync(path.join(out, 'all.json'), '[een,twee,drie]')
  expect(new OutputWriter(out, {manifest, version: 'code-1'}).lastParts('all.json')).toBe(null)
  rmSync(path.join(out, 'all.json'))
  expect(new OutputWriter(out, {manifest, version: 'code-1'}).lastParts('all.json')).toBe(null)
})

test('writes a file given as pieces as their bytes joined, with the digest of those bytes', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-'))
  const out = path.join(dir, 'api')
  const manifest = path.join(dir, 'api-manifest.json')
  const pieces = ['{"a":', '1,"b":', 'ééé'.repeat(1000), '}'].map((text) => Buffer.from(text))
  const first = new OutputWriter(out, {manifest})
  first.binary('pieces.json', pieces)
  await first.finish()
  expect(readFileSync(path.join(out, 'pieces.json')).equals(Buffer.concat(pieces))).toBe(true)
  expect(contentDigest(pieces)).toBe(contentDigest(Buffer.concat(pieces)))
  // The same bytes given whole are found unchanged.
  const second = new OutputWriter(out, {manifest})
  second.binary('pieces.json', Buffer.concat(pieces))
  await second.finish()
  expect([second.written, second.bytes]).toEqual([0, Buffer.concat(pieces).length])
})
