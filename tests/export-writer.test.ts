// The data stage's output folder: a run writes a fresh folder that replaces the last one only when
// complete, so nothing a failed or cut-short run left (nor a file altered by hand) is ever kept.
import {spawnSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {expect, test} from 'vitest'
import {Declarations} from '../src/export/manifest.ts'
import {jsonText, OutputFolder} from '../src/export/writer.ts'
import {apiFiles} from '../src/ids.ts'

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

/** An output folder as a run leaves it complete: `files`, and last the manifest that declares them. */
function completeFolder(folder: string, files: Record<string, string>): void {
  mkdirSync(folder, {recursive: true})
  const declarations = new Declarations()
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(folder, file), text)
    declarations.add(file, text, 'test', [])
  }
  writeFileSync(path.join(folder, apiFiles.manifest()), jsonText(declarations.manifest()))
}

/** `contents` without the manifest. */
const declared = (dir: string) => Object.fromEntries(Object.entries(contents(dir)).filter(([file]) => file !== apiFiles.manifest()))

const project = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'output-folder-'))
  return {dir, target: path.join(dir, 'api')}
}

test('a run replaces the whole folder: files it no longer makes are gone, and a file altered by hand is made again', async () => {
  const {dir, target} = project()
  const first = new OutputFolder(target)
  first.json('a.json', {a: 1})
  first.text('1999/1.md', 'een')
  await first.commit()
  writeFileSync(path.join(target, 'a.json'), '{"a":2}\n')
  writeFileSync(path.join(target, 'extra.txt'), 'not ours')

  const second = new OutputFolder(target)
  second.json('a.json', {a: 1})
  second.text('2001/1.md', 'twee')
  await second.commit()
  expect(contents(target)).toEqual({'2001/1.md': 'twee', 'a.json': '{"a":1}\n'})
  expect(readdirSync(dir)).toEqual(['api'])
})

test('a run that fails leaves the last complete folder as it was, and nothing beside it', async () => {
  const {dir, target} = project()
  const first = new OutputFolder(target)
  first.text('a.md', 'een')
  await first.commit()

  const second = new OutputFolder(target)
  second.text('a.md', 'half')
  // A write that fails (here: a folder where the file must go) rejects the commit.
  mkdirSync(path.join(second.dir, 'b.md'))
  second.text('b.md', 'twee')
  await expect(second.commit()).rejects.toThrow(/EISDIR/)
  expect(contents(target)).toEqual({'a.md': 'een'})
  expect(readdirSync(dir)).toEqual(['api'])
})

test('what a killed run left is cleared by the next: its half-written folder is removed, a replaced folder without successor is put back', async () => {
  const {dir, target} = project()
  completeFolder(target, {'a.md': 'een'})
  // A run killed while writing (a process id that no process has), and one killed between its renames.
  mkdirSync(path.join(dir, 'api.tmp-999999999'))
  writeFileSync(path.join(dir, 'api.tmp-999999999', 'a.md'), 'half')
  const next = new OutputFolder(path.join(dir, 'api'))
  await next.abandon()
  expect(readdirSync(dir)).toEqual(['api'])

  renameSync(target, path.join(dir, 'api.old-999999999'))
  const afterCrash = new OutputFolder(target)
  // The last complete folder is in place again before this run writes anything.
  expect(declared(target)).toEqual({'a.md': 'een'})
  afterCrash.text('a.md', 'twee')
  await afterCrash.commit()
  expect(contents(target)).toEqual({'a.md': 'twee'})
  expect(readdirSync(dir)).toEqual(['api'])
})

test('a run stopped between the renames of its swap leaves its complete output, which the next run puts in place, as the build does with dist/', async () => {
  const {dir, target} = project()
  // Killed after renaming its complete folder to `.new` and the last output aside to `.old`.
  completeFolder(path.join(dir, 'api.new-999999999'), {'a.md': 'nieuw'})
  completeFolder(path.join(dir, 'api.old-999999999'), {'a.md': 'oud'})
  await new OutputFolder(target).abandon()
  expect(declared(target)).toEqual({'a.md': 'nieuw'})
  expect(readdirSync(dir)).toEqual(['api'])
})

test('a recovery never puts a folder it cannot verify in place, nor deletes the only complete one: a partial `.new` beside a complete `.old`', async () => {
  const {dir, target} = project()
  // The manifest of the new folder declares a file it does not hold as declared (cut short).
  completeFolder(path.join(dir, 'api.new-999999999'), {'a.md': 'nieuw', 'b.md': 'twee'})
  writeFileSync(path.join(dir, 'api.new-999999999', 'b.md'), 'tw')
  completeFolder(path.join(dir, 'api.old-999999999'), {'a.md': 'oud'})
  await new OutputFolder(target).abandon()
  expect(declared(target)).toEqual({'a.md': 'oud'})
  expect(readdirSync(dir)).toEqual(['api'])
})

test("a running process's folders are left alone: another data stage may be writing them", async () => {
  const {dir, target} = project()
  mkdirSync(path.join(dir, `api.tmp-${process.ppid}`))
  await new OutputFolder(target).abandon()
  expect(readdirSync(dir)).toEqual([`api.tmp-${process.ppid}`])
})

test('a run writes any number of files under a low limit of open files: 4000 files with `ulimit -n 256`', () => {
  const {dir, target} = project()
  // A child process whose limit of open files is 256: the writer queues every file before it waits.
  const script = [
    `import {OutputFolder} from ${JSON.stringify(path.join(import.meta.dirname, '..', 'src', 'export', 'writer.ts'))}`,
    `const output = new OutputFolder(${JSON.stringify(target)})`,
    `for (let n = 0; n < 4000; n++) output.text(\`\${n % 40}/\${n}.md\`, \`bestand \${n}\\n\`)`,
    'await output.commit()'
  ].join('\n')
  const child = spawnSync('bash', ['-c', 'ulimit -n 256 && exec "$0" --input-type=module -e "$1"', process.execPath, script], {encoding: 'utf8'})
  expect([child.status, child.stderr]).toEqual([0, ''])
  const written = contents(target)
  expect(Object.keys(written).length).toBe(4000)
  expect(written['39/3999.md']).toBe('bestand 3999\n')
  expect(readdirSync(dir)).toEqual(['api'])
})
