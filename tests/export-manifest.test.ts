// The data stage's declaration of what it publishes (src/export/manifest.ts): the manifest names
// every file with its serialiser, inputs, size and digest in byte order; the build gets only the
// declared bytes; everything else in the data stage's folder is reported once, a folder as one entry.
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {declaredBytes, Declarations, undeclaredOutput} from '../src/export/manifest.ts'

test('the manifest lists every declared file once, in byte order, with what made it and its digest; a path declared twice is refused', () => {
  const declarations = new Declarations()
  declarations.add('b.json', '{}\n', 'lineagesJson', ['lineages'])
  declarations.add('a/1.md', 'een', 'articleToMarkdown', ['article a/1', 'laws/a/HV1.md'])
  expect(() => declarations.add('b.json', '{}\n', 'lineagesJson', [])).toThrow('Unexpected second declaration of b.json, expected each published file once')
  expect(() => declarations.add('manifest.json', '{}', 'x', [])).toThrow('Unexpected second declaration of manifest.json')
  const {files} = declarations.manifest()
  // Digests as `sha256sum` gives them.
  expect(files).toEqual([
    {path: 'a/1.md', made: 'articleToMarkdown', from: ['article a/1', 'laws/a/HV1.md'], bytes: 3, sha256: '5b4412d8fe0dc5095a5d241531c2261dcdc9ab4f09bfb1899a735667824cf445'},
    {path: 'b.json', made: 'lineagesJson', from: ['lineages'], bytes: 3, sha256: 'ca3d163bab055381827226140568f3bef7eaac187cebd76878e0b63e9e442356'}
  ])
})

test('a declared file is given only with its declared bytes', () => {
  const api = mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
  const declarations = new Declarations()
  declarations.add('a.md', 'een', 'articleToMarkdown', [])
  const [declared] = declarations.manifest().files
  writeFileSync(path.join(api, 'a.md'), 'een')
  expect(declaredBytes(api, declared!).toString()).toBe('een')
  writeFileSync(path.join(api, 'a.md'), 'eeN')
  expect(() => declaredBytes(api, declared!)).toThrow(`Unexpected content in ${path.join(api, 'a.md')} (3 bytes), expected the 3 bytes articleToMarkdown made`)
})

test('everything in the data folder that is not declared is reported once, a folder without declared files as one entry', () => {
  const data = mkdtempSync(path.join(os.tmpdir(), 'manifest-'))
  const declarations = new Declarations()
  declarations.add('1987/25.json', '{}', 'articleFile', [])
  for (const file of ['api/manifest.json', 'api/1987/25.json', 'api/1987/26.json', 'api/stray/a/b.json', 'api.partial-1/x.json', 'api.partial-1/y/z.json', 'stray.txt']) {
    mkdirSync(path.dirname(path.join(data, file)), {recursive: true})
    writeFileSync(path.join(data, file), '{}')
  }
  mkdirSync(path.join(data, 'empty'))
  const reported = undeclaredOutput(data, declarations.manifest(), '.data/public')
  expect(reported.map((file) => [file.path, ...file.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.reason}`)])).toEqual([
    ['.data/public/api.partial-1', "1:1 undeclared-output Unexpected folder `api.partial-1` in the data stage's output, expected only the files its manifest declares: not published"],
    ['.data/public/api/1987/26.json', "1:1 undeclared-output Unexpected file `api/1987/26.json` in the data stage's output, expected only the files its manifest declares: not published"],
    ['.data/public/api/stray', "1:1 undeclared-output Unexpected folder `api/stray` in the data stage's output, expected only the files its manifest declares: not published"],
    ['.data/public/empty', "1:1 undeclared-output Unexpected folder `empty` in the data stage's output, expected only the files its manifest declares: not published"],
    ['.data/public/stray.txt', "1:1 undeclared-output Unexpected file `stray.txt` in the data stage's output, expected only the files its manifest declares: not published"]
  ])
})
