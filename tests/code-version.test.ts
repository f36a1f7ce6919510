// The dev worker's memo is dropped whenever what made it may differ: each input of the code
// version (a module of src/, each data-stage script, the lock file) changes the digest, and
// nothing else (a source under laws/, a test, the site) does.
import {cpSync, mkdirSync, mkdtempSync, writeFileSync, appendFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {codeVersion, dataStageScripts} from '../scripts/code-version.ts'

const root = path.resolve(import.meta.dirname, '..')

function copy(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'code-version-'))
  cpSync(path.join(root, 'src'), path.join(dir, 'src'), {recursive: true})
  mkdirSync(path.join(dir, 'scripts'))
  for (const file of dataStageScripts) cpSync(path.join(root, file), path.join(dir, file))
  cpSync(path.join(root, 'package-lock.json'), path.join(dir, 'package-lock.json'))
  mkdirSync(path.join(dir, 'laws', '1987'), {recursive: true})
  writeFileSync(path.join(dir, 'laws', '1987', 'HV2.md'), 'Sjabloon:1987:HV2\n')
  return dir
}

test('every input of the code version changes it, and nothing else does', () => {
  const inputs = ['src/align/correspondence.ts', 'src/ids.ts', ...dataStageScripts, 'package-lock.json']
  for (const file of inputs) {
    const dir = copy()
    const before = codeVersion(dir)
    expect(codeVersion(dir), file).toBe(before)
    appendFileSync(path.join(dir, file), '\n')
    expect(codeVersion(dir), file).not.toBe(before)
  }
  const dir = copy()
  const before = codeVersion(dir)
  writeFileSync(path.join(dir, 'src', 'new-module.ts'), 'export {}\n')
  expect(codeVersion(dir)).not.toBe(before)
  const withModule = codeVersion(dir)
  appendFileSync(path.join(dir, 'laws', '1987', 'HV2.md'), 'Artikel 1 Tekst\n')
  mkdirSync(path.join(dir, 'site'))
  writeFileSync(path.join(dir, 'site', 'page.ts'), 'export {}\n')
  expect(codeVersion(dir)).toBe(withModule)
})
