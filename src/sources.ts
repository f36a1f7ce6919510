// The sources in `laws/`, and what their first line says against their path. Every
// `laws/<edition>/<page>.md` is a source; hidden files and folders (an editor's lock file `.#HV2.md`,
// `.git/`), editor backups (`HV2.md~`, `#HV2.md#`), README.md files and the files beside the edition
// folders other than `.md` (the maintainer's `corpus.json`, `concordance.txt`, ..., each read and
// checked by its own stage) are not. Anything else that cannot be read as a source
// is reported where it is (`source-skipped`), never dropped silently: a broken or looping link, a
// link out of `laws/`, an unreadable file or folder, a source saved as `.MD` or `.txt`. A link to a
// file or folder inside `laws/` is followed; a file reached twice is read once.
import {readFileSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats} from 'node:fs'
import path from 'node:path'
import type {Position} from 'unist'
import {VFile} from 'vfile'
import {headerRegExp} from './corpus-config.ts'
import {listFolder} from './listing.ts'
import {quote, report, type RuleId} from './rules.ts'

export interface SourceListing {
  /** The sources, as bytes, in path order; their paths relative to `cwd`. */
  sources: VFile[]
  /** What was not read, each file or folder with its `source-skipped` warning. */
  skipped: VFile[]
}

const start: Position = {start: {line: 1, column: 1}, end: {line: 1, column: 1}}

/** Read every source under `lawsDir`, reporting what looks like one and cannot be read. */
export function readSources(lawsDir: string, {cwd = process.cwd()}: {cwd?: string} = {}): SourceListing {
  const relative = (full: string) => path.relative(cwd, full)
  const skipped: VFile[] = []
  const skip = (full: string, reason: string, cause?: {reason: string; place: Position; file: string}) => {
    const file = new VFile({path: relative(full)})
    report(file, reason, {ruleId: 'source-skipped', place: start, cause})
    skipped.push(file)
  }
  const root = realPath(lawsDir) ?? path.resolve(lawsDir)
  const found: Array<{full: string; real: string; linked: boolean}> = []

  /** `dir` is at `real` on disk; `ancestors` are the real folders it is in (a link to one loops). */
  const walk = (dir: string, real: string, ancestors: Set<string>, linked: boolean) => {
    let entries: Dirent[]
    try {
      entries = listFolder(dir)
    } catch (error) {
      skip(dir, `Unexpected unreadable folder (${errorCode(error)}), expected a folder the data stage may read; its sources are not read`)
      return
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      // Beside the edition folders stand the maintainer's files (`corpus.json`, ...), each read by its own stage.
      if (isIgnored(entry.name) || (dir === lawsDir && /\.[^.]+$/.test(entry.name) && !entry.name.endsWith('.md'))) continue
      const isLink = entry.isSymbolicLink()
      let target = path.join(real, entry.name)
      if (isLink) {
        const resolved = resolveLink(full, root)
        if ('problem' in resolved) {
          skip(full, `Unexpected ${resolved.problem}, expected a link to a file or folder in laws/; not read`)
          continue
        }
        target = resolved.real
      }
      let stats: Stats
      try {
        stats = statSync(full)
      } catch (error) {
        skip(full, `Unexpected unreadable entry (${errorCode(error)}), expected a source the data stage may read; not read`)
        continue
      }
      if (stats.isDirectory()) {
        if (ancestors.has(target)) skip(full, `Unexpected link loop: \`${entry.name}\` leads to a folder it is in, expected a link to a file or folder in laws/; not read`)
        else walk(full, target, new Set([...ancestors, target]), linked || isLink)
      } else if (!stats.isFile()) {
        skip(full, `Unexpected ${stats.isFIFO() ? 'pipe' : stats.isSocket() ? 'socket' : 'device'} \`${quote(entry.name)}\`, expected a file or folder; not read`)
      } else if (entry.name.endsWith('.md')) {
        found.push({full, real: target, linked: linked || isLink})
      } else if (dir !== lawsDir) {
        const stem = entry.name.replace(/\.[^.]*$/, '')
        skip(full, `Unexpected file \`${quote(entry.name)}\`, expected a source named \`<page>.md\` (rename it \`${quote(stem || entry.name)}.md\` if it is one); not read`)
      }
    }
  }
  walk(lawsDir, root, new Set([root]), false)

  // A file reached by more than one path is read once: by a path without links, if it has one.
  const kept = new Map<string, string>()
  for (const {full, real} of found.filter((entry) => !entry.linked).concat(found.filter((entry) => entry.linked))) if (!kept.has(real)) kept.set(real, full)
  const sources: VFile[] = []
  for (const {full, real} of found) {
    const first = kept.get(real)!
    if (first !== full) {
      skip(full, `Unexpected second path to \`${relative(first)}\`, expected each source once; not read again`, {reason: 'Read as this file', place: start, file: relative(first)})
      continue
    }
    try {
      sources.push(new VFile({path: relative(full), value: readFileSync(full)}))
    } catch (error) {
      skip(full, `Unexpected unreadable source (${errorCode(error)}), expected a file the data stage may read; not read`)
    }
  }
  return {sources, skipped}
}

/**
 * Names that are no source, skipped without a word: hidden files and folders (lock files `.#x.md`
 * too), editor backups and README.md.
 */
function isIgnored(name: string): boolean {
  return name.startsWith('.') || name.endsWith('~') || /^#.*#$/.test(name) || name === 'README.md'
}

/** Where a link leads on disk, when that is a file or folder inside `root`. */
function resolveLink(full: string, root: string): {real: string} | {problem: string} {
  let real: string
  try {
    real = realpathSync(full)
  } catch (error) {
    const code = errorCode(error)
    if (code === 'ELOOP') return {problem: `link loop at \`${quote(path.basename(full))}\``}
    if (code === 'ENOENT') return {problem: `link to \`${quote(linkText(full))}\`, which does not exist`}
    return {problem: `unreadable link (${code})`}
  }
  if (real !== root && !real.startsWith(root + path.sep)) return {problem: `link to \`${quote(linkText(full))}\`, outside laws/`}
  return {real}
}

function linkText(full: string): string {
  try {
    return readlinkSync(full)
  } catch {
    return '?'
  }
}

function realPath(file: string): string | null {
  try {
    return realpathSync(file)
  } catch {
    return null
  }
}

/** A source's path in `laws/`: `1987/HV2.md`. */
function sourcePath(edition: string, page: string): string {
  return path.posix.join(edition, `${page}.md`)
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? String(error)
}

/**
 * Whether a first line names the page at `laws/<folder>/<page>.md` in one of the ways the wiki
 * writes page names, read without declaration: `Sjabloon:<edition>:<page>`, the page name alone
 * (`16` in `laws/2017/16.md`), or the name with its edition after it (`VIERDE TIJDVAK:1936` in
 * `laws/1936/VIERDE TIJDVAK.md`); spaces and underscores alike, as in the wiki's addresses. The
 * first line stays the page's title, and its link (`sourceUrl`) is made from it.
 */
export function namesWikiPage(firstLine: string, folder: string, page: string): boolean {
  const name = wikiName(page)
  // MediaWiki allows no `#<>[]|{}` in a title.
  if (name === '' || /[#<>[\]|{}]/u.test(name)) return false
  if (wikiName(firstLine) === name) return true
  const template = /^Sjabloon:(.+?):(.+)$/su.exec(firstLine)
  if (template) return wikiName(template[1]!) === folder && wikiName(template[2]!) === name
  const suffixed = /^(.+):([^:]+)$/su.exec(firstLine)
  return suffixed !== null && wikiName(suffixed[2]!) === folder && wikiName(suffixed[1]!) === name
}

/** A page name as the wiki compares them: `_` is a space, runs of spaces are one, none at the ends. */
function wikiName(value: string): string {
  return value.replaceAll('_', ' ').replace(/\s+/gu, ' ').trim()
}

/**
 * The first line of a source against its path (`laws/<folder>/<page>.md`) and the corpus's header
 * pattern: null when it names this path, else the diagnostic that says what is wrong, the first line
 * or the path (a folder or page name the pattern does not allow).
 */
export function headerProblem(firstLine: string, folder: string, page: string, headerPattern: string): {ruleId: RuleId; reason: string} | null {
  const pattern = headerRegExp(headerPattern)
  const shown = `the header pattern \`${quote(headerPattern)}\` of laws/corpus.json`
  const names = (line: string, edition: string, name: string) => {
    const groups = pattern.exec(line)?.groups
    return groups?.['edition'] === edition && groups['page'] === name
  }
  const match = pattern.exec(firstLine)
  const groups = match?.groups
  const indices = match?.indices?.groups
  if (groups?.['edition'] && groups['page'] && indices?.['edition'] && indices['page']) {
    const [edition, name] = [groups['edition'], groups['page']]
    if (edition === folder && name === page) return null
    // The first line with the path's edition, page or both in place of its own: does the pattern allow them there?
    const put = (line: string, [from, to]: [number, number], text: string) => line.slice(0, from) + text + line.slice(to)
    const [first, second] = indices['edition'][0] > indices['page'][0] ? (['edition', 'page'] as const) : (['page', 'edition'] as const)
    const value = {edition: folder, page}
    const both = put(put(firstLine, indices[first]!, value[first]), indices[second]!, value[second])
    if (names(both, folder, page)) {
      return {ruleId: 'source-path-mismatch', reason: `Unexpected path \`${quote(sourcePath(folder, page))}\` for \`${quote(firstLine)}\`, expected \`${quote(sourcePath(edition, name))}\``}
    }
    if (!names(put(firstLine, indices['edition'], folder), folder, name)) {
      return {ruleId: 'unknown-edition-folder', reason: `Unexpected folder \`${quote(folder)}\`, which ${shown} does not allow as an edition, expected an edition such as \`laws/${edition}/\``}
    }
    return {ruleId: 'source-path-mismatch', reason: `Unexpected page name \`${quote(page)}\` in path \`${quote(sourcePath(folder, page))}\`, which ${shown} does not allow, expected a page name it allows, such as \`${name}\``}
  }
  if (namesWikiPage(firstLine, folder, page)) return null
  const expected = `Sjabloon:${folder}:${page}`
  if (names(expected, folder, page)) return {ruleId: 'source-header', reason: `Unexpected first line \`${quote(firstLine)}\`, expected \`${quote(expected)}\``}
  if (firstLine === expected) {
    return {ruleId: 'source-header', reason: `Unexpected page name \`${quote(firstLine)}\`, which ${shown} does not match, expected a page name it matches (rename the file and its first line, or change \`headerPattern\`)`}
  }
  return {
    ruleId: 'source-header',
    reason: `Unexpected first line \`${quote(firstLine)}\`, expected a page name that ${shown} matches, for this path \`${quote(expected)}\` (which it does not match either: rename the file, or change \`headerPattern\`)`
  }
}
