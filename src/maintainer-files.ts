// The maintainer's files beside the edition folders of `laws/` (`concordance.txt`, `lineages.txt`,
// `urls.txt`, `acknowledged.txt`), each read by its own stage. `laws/corpus.json` has its own
// reader (src/corpus-config.ts).
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {VFile} from 'vfile'
import {quote, report} from './rules.ts'

/**
 * A maintainer's file beside the edition folders (`concordance.txt`, `lineages.txt`, ...): its text,
 * empty when there is none. One that cannot be read (a folder by that name, a file without read
 * permission) is empty too, with an error on it: its stage would otherwise run on nothing.
 */
export function readMaintainerFile(lawsDir: string, name: string, {cwd = process.cwd()}: {cwd?: string} = {}): VFile {
  const full = path.join(lawsDir, name)
  const file = new VFile({path: path.relative(cwd, full), value: ''})
  try {
    file.value = readFileSync(full, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error)
    if (code === 'ENOENT') return file
    const what = code === 'EISDIR' ? 'folder' : `unreadable file (${code})`
    report(file, `Unexpected ${what} \`${quote(name)}\`, expected a text file the data stage may read (or none)`, {ruleId: 'maintainer-file-unreadable', place: {start: {line: 1, column: 1}, end: {line: 1, column: 1}}})
  }
  return file
}
