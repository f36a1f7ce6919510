// What is a source in laws/: hidden and editor files are skipped silently, anything else that looks
// like a source and cannot be read is a warning at its path, links inside laws/ are followed once;
// and a first line the header pattern cannot read says what is wrong with it.
import {execFileSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import {loadCorpus} from '../src/corpus.ts'
import {readSources} from '../src/sources.ts'
import {lawsDir, messageLines, parseSources} from './helpers/corpus.ts'
import {configForSources} from './helpers/files.ts'

const lines = (files: VFile[]) =>
  files.flatMap((file) =>
    file.messages.map((message) => {
      const place = message.place && 'start' in message.place ? `${message.place.start.line}:${message.place.start.column}-${message.place.end.line}:${message.place.end.column}` : 'no place'
      const cause = message.cause ? ` [cause: ${(message.cause as {reason: string}).reason}]` : ''
      return `${file.path}:${place} ${message.fatal ? 'error' : 'warning'} ${message.ruleId} ${message.reason}${cause}`
    })
  )

/** A project folder with laws/ holding the real maintainer's files and the entries `make` adds. */
function project(make: (laws: string) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'sources-'))
  const laws = path.join(root, 'laws')
  mkdirSync(laws)
  for (const name of ['concordance.txt', 'lineages.txt', 'urls.txt', 'acknowledged.txt']) writeFileSync(path.join(laws, name), readFileSync(path.join(lawsDir, name)))
  // Sources of its own: none of the real ones' retrieval dates applies.
  writeFileSync(path.join(laws, 'corpus.json'), configForSources(readFileSync(path.join(lawsDir, 'corpus.json'), 'utf8'), []))
  make(laws)
  return root
}

const source = (edition: string, page: string) => `Sjabloon:${edition}:${page}\n\nArtikel 23 Titel\n\nTekst.\n`

describe('listing laws/', () => {
  test('hidden files, lock files, backups, README.md and the maintainer files are no sources and no warnings', () => {
    const root = project((laws) => {
      mkdirSync(path.join(laws, '1987'))
      writeFileSync(path.join(laws, '1987', 'HV2.md'), source('1987', 'HV2'))
      // Emacs's lock file: a link to `user@host.pid:time`, which does not exist.
      symlinkSync('maintainer@host.4242:1700000000', path.join(laws, '1987', '.#HV2.md'))
      writeFileSync(path.join(laws, '1987', '.HV2.md.swp'), 'vim')
      writeFileSync(path.join(laws, '1987', 'HV2.md~'), 'backup')
      writeFileSync(path.join(laws, '1987', '#HV2.md#'), 'autosave')
      writeFileSync(path.join(laws, '1987', 'README.md'), '# Notes')
      mkdirSync(path.join(laws, '.git'))
      writeFileSync(path.join(laws, '.git', 'HEAD.md'), 'x')
      writeFileSync(path.join(laws, 'urls.txt.partial-1234'), '/')
    })
    const {sources, skipped} = readSources(path.join(root, 'laws'), {cwd: root})
    expect(sources.map((file) => file.path)).toEqual(['laws/1987/HV2.md'])
    expect(skipped).toEqual([])
    const corpus = loadCorpus(path.join(root, 'laws'), {cwd: root})
    expect(lines(corpus.files)).toEqual([])
    expect(corpus.editions.map((edition) => edition.edition)).toEqual(['1987'])
  })

  test('what looks like a source and cannot be read is a warning at its path, never a stack trace', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'outside-'))
    writeFileSync(path.join(outside, 'HV9.md'), source('1987', 'HV9'))
    const root = project((laws) => {
      const edition = path.join(laws, '1987')
      mkdirSync(edition)
      writeFileSync(path.join(edition, 'HV2.md'), source('1987', 'HV2'))
      writeFileSync(path.join(edition, 'HV3.MD'), source('1987', 'HV3'))
      writeFileSync(path.join(edition, 'HV4.markdown'), source('1987', 'HV4'))
      writeFileSync(path.join(edition, 'HV5.txt'), source('1987', 'HV5'))
      symlinkSync('HV6.md', path.join(edition, 'Gone.md'))
      symlinkSync('Loop.md', path.join(edition, 'Loop.md'))
      symlinkSync('.', path.join(edition, 'self'))
      symlinkSync(path.join(outside, 'HV9.md'), path.join(edition, 'HV9.md'))
      symlinkSync('HV2.md', path.join(edition, 'Twin.md'))
      execFileSync('mkfifo', [path.join(edition, 'Pipe.md')])
    })
    const corpus = loadCorpus(path.join(root, 'laws'), {cwd: root})
    expect(lines(corpus.files)).toEqual([
      'laws/1987/Gone.md:1:1-1:1 warning source-skipped Unexpected link to `HV6.md`, which does not exist, expected a link to a file or folder in laws/; not read',
      'laws/1987/HV3.MD:1:1-1:1 warning source-skipped Unexpected file `HV3.MD`, expected a source named `<page>.md` (rename it `HV3.md` if it is one); not read',
      'laws/1987/HV4.markdown:1:1-1:1 warning source-skipped Unexpected file `HV4.markdown`, expected a source named `<page>.md` (rename it `HV4.md` if it is one); not read',
      'laws/1987/HV5.txt:1:1-1:1 warning source-skipped Unexpected file `HV5.txt`, expected a source named `<page>.md` (rename it `HV5.md` if it is one); not read',
      `laws/1987/HV9.md:1:1-1:1 warning source-skipped Unexpected link to \`${path.join(outside, 'HV9.md')}\`, outside laws/, expected a link to a file or folder in laws/; not read`,
      'laws/1987/Loop.md:1:1-1:1 warning source-skipped Unexpected link loop at `Loop.md`, expected a link to a file or folder in laws/; not read',
      'laws/1987/Pipe.md:1:1-1:1 warning source-skipped Unexpected pipe `Pipe.md`, expected a file or folder; not read',
      'laws/1987/self:1:1-1:1 warning source-skipped Unexpected link loop: `self` leads to a folder it is in, expected a link to a file or folder in laws/; not read',
      'laws/1987/Twin.md:1:1-1:1 warning source-skipped Unexpected second path to `laws/1987/HV2.md`, expected each source once; not read again [cause: Read as this file, in laws/1987/HV2.md]'
    ])
    expect(corpus.editions.flatMap((edition) => edition.sources.map((provenance) => provenance.path))).toEqual(['laws/1987/HV2.md'])
  })

  test("links to a folder or a file inside laws/ are followed, and read at the link's path", () => {
    const root = project((laws) => {
      mkdirSync(path.join(laws, '.store', '1997'), {recursive: true})
      writeFileSync(path.join(laws, '.store', '1997', 'HV2.md'), source('1997', 'HV2'))
      writeFileSync(path.join(laws, '.store', 'HV3.md'), source('1987', 'HV3'))
      symlinkSync(path.join('.store', '1997'), path.join(laws, '1997'))
      mkdirSync(path.join(laws, '1987'))
      symlinkSync(path.join('..', '.store', 'HV3.md'), path.join(laws, '1987', 'HV3.md'))
    })
    const corpus = loadCorpus(path.join(root, 'laws'), {cwd: root})
    expect(lines(corpus.files)).toEqual([])
    expect(corpus.editions.flatMap((edition) => edition.sources.map((provenance) => provenance.path))).toEqual(['laws/1987/HV3.md', 'laws/1997/HV2.md'])
  })
})

describe('a first line the header pattern cannot read', () => {
  const pattern = '`^Sjabloon:(?<edition>\\d{4}):(?<page>[A-Za-z0-9_-]+)$`'

  test('a page name it does not allow and the wiki does not write is named as such, not "expected" what is there', () => {
    const corpus = parseSources({'laws/1987/HV[2].md': source('1987', 'HV[2]')})
    expect(messageLines(corpus)).toEqual([
      `laws/1987/HV[2].md:1:1-1:20 error source-header Unexpected page name \`Sjabloon:1987:HV[2]\`, which the header pattern ${pattern} of laws/corpus.json does not match, expected a page name it matches (rename the file and its first line, or change \`headerPattern\`)`
    ])
  })

  test('a path whose page name the pattern does not allow, under a first line it reads', () => {
    const corpus = parseSources({'laws/1987/HV 2.md': source('1987', 'HV2')})
    expect(messageLines(corpus)).toEqual([
      `laws/1987/HV 2.md:1:1-1:18 error source-path-mismatch Unexpected page name \`HV 2\` in path \`1987/HV 2.md\`, which the header pattern ${pattern} of laws/corpus.json does not allow, expected a page name it allows, such as \`HV2\``
    ])
  })

  test('a first line it cannot read, for a path it does not allow either', () => {
    const corpus = parseSources({'laws/1987/HV 2.md': 'Sjabloon 1987 HV 2\n\nArtikel 23 Titel\n'})
    expect(messageLines(corpus)).toEqual([
      `laws/1987/HV 2.md:1:1-1:19 error source-header Unexpected first line \`Sjabloon 1987 HV 2\`, expected a page name that the header pattern ${pattern} of laws/corpus.json matches, for this path \`Sjabloon:1987:HV 2\` (which it does not match either: rename the file, or change \`headerPattern\`)`
    ])
  })
})

describe('page names as the wiki writes them, without declaration', () => {
  const body = '\n\nArtikel 16 Titel\n\nTekst.\n'
  /** Each source read: its path, page, title as the wiki writes it, and address. */
  const read = (sources: Record<string, string>) => {
    const corpus = parseSources(sources)
    return {messages: messageLines(corpus), sources: corpus.editions.flatMap((edition) => edition.sources.map(({path, page, title, url}) => ({path, page, title, url})))}
  }

  test('the page name alone, in its edition folder, is the page: its link is the wiki title it is', () => {
    expect(read({'laws/2017/16.md': `16${body}`})).toEqual({messages: [], sources: [{path: 'laws/2017/16.md', page: '16', title: '16', url: 'https://keesboek.com/index.php?title=16'}]})
  })

  test('a name with its edition after it, spaces or underscores alike in the name and the file name', () => {
    const page = 'VIERDE TIJDVAK:1936\n\nArtikel 16 Titel\n\nTekst.\n'
    expect(read({'laws/1936/VIERDE TIJDVAK.md': page, 'laws/1963/VIJFDE_TIJDVAK.md': page.replace('VIERDE TIJDVAK:1936', 'VIJFDE TIJDVAK:1963')})).toEqual({
      messages: [],
      sources: [
        {path: 'laws/1936/VIERDE TIJDVAK.md', page: 'VIERDE TIJDVAK', title: 'VIERDE TIJDVAK:1936', url: 'https://keesboek.com/index.php?title=VIERDE_TIJDVAK%3A1936'},
        {path: 'laws/1963/VIJFDE_TIJDVAK.md', page: 'VIJFDE_TIJDVAK', title: 'VIJFDE TIJDVAK:1963', url: 'https://keesboek.com/index.php?title=VIJFDE_TIJDVAK%3A1963'}
      ]
    })
  })

  test('`Sjabloon:<edition>:<page>` with a space in the page name, saved with an underscore', () => {
    expect(read({'laws/1987/HV_2.md': `Sjabloon:1987:HV 2${body}`}).sources).toEqual([{path: 'laws/1987/HV_2.md', page: 'HV_2', title: 'Sjabloon:1987:HV 2', url: 'https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHV_2'}])
  })

  test('a name of another page, or another edition, is still a header error', () => {
    expect(read({'laws/2017/16.md': `17${body}`, 'laws/1936/VIERDE TIJDVAK.md': `VIERDE TIJDVAK:1963${body}`}).messages.map((message) => message.split(' Unexpected')[0])).toEqual([
      'laws/2017/16.md:1:1-1:3 error source-header',
      'laws/1936/VIERDE TIJDVAK.md:1:1-1:20 error source-header'
    ])
  })
})
