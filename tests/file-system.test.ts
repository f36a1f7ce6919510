// The one reporter of the file system's refusals, and what a failed tool's output becomes: one
// message without traces, with what to do.
import {expect, test} from 'vitest'
import {asFileSystemError, failureMessage, withoutTraces} from '../src/file-system.ts'
import {gist} from '../scripts/supervise.ts'

const refusal = (code: string) => Object.assign(new Error(`${code}: refused, write`), {code})

test('a refusal of the file system names the path and what to do, in English and Dutch; another error passes unchanged', () => {
  const other = new Error('not a refusal')
  expect([failureMessage(asFileSystemError(refusal('ENOSPC'), 'write', 'dist.tmp/index.html')), asFileSystemError(other, 'write', 'x')]).toEqual([
    'Cannot write dist.tmp/index.html: the disk is full (ENOSPC); make room on the disk and run again.\nKan dist.tmp/index.html niet schrijven: de schijf is vol (ENOSPC).',
    other
  ])
})

test("a refusal inside another tool's error is found in its causes, with the path the tool gives", () => {
  const astro = new Error('Build failed', {cause: Object.assign(refusal('EROFS'), {path: 'dist.tmp/a.html'})})
  expect(failureMessage(astro)).toBe('Cannot write dist.tmp/a.html: the file system is read-only (EROFS); run it on a writable disk.\nKan dist.tmp/a.html niet schrijven: het bestandssysteem is alleen-lezen (EROFS).')
})

test('a Rust panic becomes its message, with what to do when the disk was full; Node traces and colours are dropped', () => {
  const panic = [
    "thread 'main' panicked at pagefind/src/output/mod.rs:112:18:",
    'called `Result::unwrap()` on an `Err` value: Os { code: 28, kind: StorageFull, message: "No space left on device" }',
    'stack backtrace:',
    '   0: rust_begin_unwind',
    '   1: core::panicking::panic_fmt',
    'note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.'
  ].join('\n')
  expect(gist(panic)).toBe(
    'it crashed: called `Result::unwrap()` on an `Err` value: Os { code: 28, kind: StorageFull, message: "No space left on device" }\nThe disk is full (ENOSPC): make room on the disk and run again.\nDe schijf is vol (ENOSPC).'
  )
  const node = ['node:internal/fs/promises:744', '      (await PromisePrototypeThen(', '       ^', '', 'Error: EFBIG: file too large, write', '    at async write (node:internal/fs/promises:744:8)', '', 'Node.js v22.23.3'].join('\n')
  expect(withoutTraces(`\u001b[31m${node}\u001b[0m`)).toBe('Error: EFBIG: file too large, write')
})
