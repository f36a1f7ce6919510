// The published URL list must be there: a missing, empty or unreadable laws/urls.txt is an error
// on the file (it would let every published page go without a word), in `npm run check`'s pipeline
// and in the data stage; only `--rebuild-url-list` makes the list afresh from the pages.
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {VFile} from 'vfile'
import {describe, expect, test, vi} from 'vitest'
import {checkPublishedUrls} from '../src/align/published-urls.ts'
import {runPipeline} from '../src/pipeline.ts'
import {runDataStage} from '../scripts/data-stage.ts'
import {lawsDir} from './helpers/corpus.ts'

const advice = 'expected the list of every page the site has published, committed with the sources (`npm run data -- --rebuild-url-list` makes it afresh from the pages the site makes now)'
const expected = {
  missing: `laws/urls.txt:1:1-1:1 error published-url-list-missing Unexpected missing \`laws/urls.txt\`, ${advice}`,
  empty: `laws/urls.txt:1:1-1:1 error published-url-list-missing Unexpected empty \`laws/urls.txt\`, which lists no page, ${advice}`,
  folder:
    'laws/urls.txt:1:1-1:1 error published-url-list-missing Unexpected folder `laws/urls.txt`, expected the list of every page the site has published, committed with the sources (remove the folder, then `npm run data -- --rebuild-url-list` makes it afresh from the pages the site makes now)',
  link: `laws/urls.txt:1:1-1:1 error published-url-list-missing Unexpected link \`laws/urls.txt\` that leads nowhere, ${advice}`
}

/** A project with one source, the real corpus.json and concordance, its lineage registry, and the URL list that `urls` makes (or not). */
function project(urls: (file: string) => void = () => {}): string {
  const root = mkdtempSync(path.join(tmpdir(), 'published-url-list-'))
  mkdirSync(path.join(root, 'laws', '1987'), {recursive: true})
  writeFileSync(path.join(root, 'laws', '1987', 'HV2.md'), 'Sjabloon:1987:HV2\n\nArtikel 23 Titel\n\nTekst.\n')
  for (const name of ['corpus.json', 'concordance.txt']) writeFileSync(path.join(root, 'laws', name), readFileSync(path.join(lawsDir, name)))
  writeFileSync(path.join(root, 'laws', 'lineages.txt'), '1987-23 1987/23\n')
  urls(path.join(root, 'laws', 'urls.txt'))
  return root
}

/** Every diagnostic on the URL list: `path:start-end severity rule-id reason`. */
function listMessages(root: string): string[] {
  const file = runPipeline(path.join(root, 'laws'), {cwd: root}).files.find((candidate) => candidate.path === path.join('laws', 'urls.txt'))!
  return file.messages.map(
    (message) =>
      `${file.path}:${message.line}:${message.column}-${message.place && 'end' in message.place ? `${message.place.end.line}:${message.place.end.column}` : ''} ${message.fatal ? 'error' : 'warning'} ${message.ruleId} ${message.reason}`
  )
}

/** The data stage in `root`, with what it printed. */
async function dataStage(root: string, options: {rebuildUrlList?: boolean} = {}) {
  const printed: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text))
  try {
    return {result: await runDataStage({root, quiet: true, ...options}), printed: printed.join('\n')}
  } finally {
    spy.mockRestore()
  }
}

describe('a URL list that is not there is an error on the file, never an empty list', () => {
  const lists: Array<[string, (file: string) => void, string]> = [
    ['missing', () => {}, expected.missing],
    ['empty', (file) => writeFileSync(file, ''), expected.empty],
    ['only comments and blank lines', (file) => writeFileSync(file, '# Published URLs\n\n   \n# none yet\n'), expected.empty],
    ['a folder', (file) => mkdirSync(file), expected.folder],
    ['a link that leads nowhere', (file) => symlinkSync('weg.txt', file), expected.link]
  ]
  test.each(lists)('%s', (_, make, message) => {
    expect(listMessages(project(make))).toEqual([message])
  })

  test('the data stage stops with it, prints it and writes nothing; `--rebuild-url-list` writes the list, which later runs check against', async () => {
    const root = project()
    const failed = await dataStage(root)
    expect(failed.result).toEqual({ok: false, errors: 1})
    expect(failed.printed).toContain('laws/urls.txt\n1:1-1:1')
    expect(failed.printed).toContain('published-url-list-missing')
    expect(failed.printed).toContain('Data stage stopped')
    expect(failed.printed).not.toMatch(/\bat .*\.ts:\d+/)
    expect(() => readFileSync(path.join(root, 'laws', 'urls.txt'))).toThrow()

    expect((await dataStage(root, {rebuildUrlList: true})).result.ok).toBe(true)
    const list = readFileSync(path.join(root, 'laws', 'urls.txt'), 'utf8')
    const paths = list.split('\n').filter((line) => line !== '' && !line.startsWith('#'))
    expect(paths).toEqual(expect.arrayContaining(['/', '/1987/', '/1987/artikel-23/', '/zoeken/']))
    expect(listMessages(root)).toEqual([])

    // The list now holds the article's pages: removing the article is reported on their lines.
    writeFileSync(path.join(root, 'laws', '1987', 'HV2.md'), 'Sjabloon:1987:HV2\n\nArtikel 24 Titel\n\nTekst.\n')
    const removed = (page: string) => {
      const line = list.split('\n').indexOf(page) + 1
      return `laws/urls.txt:${line}:1-${line}:${page.length + 1} error published-url-removed Unexpected removal of published page \`${page}\`, expected a page there or a redirect line \`${page} -> <path>\` (\`npm run data -- --accept-url-removals\` drops it)`
    }
    expect(listMessages(root)).toEqual([removed('/1987/artikel-23/'), removed('/geschiedenis/1987-23/')])
  })

  const replaced: Array<[string, (file: string) => void]> = [
    ['empty', (file) => writeFileSync(file, '')],
    ['a link that leads nowhere', (file) => symlinkSync('weg.txt', file)]
  ]
  test.each(replaced)('`--rebuild-url-list` replaces a list that is %s', async (_, make) => {
    const root = project(make)
    expect((await dataStage(root, {rebuildUrlList: true})).result.ok).toBe(true)
    expect(readFileSync(path.join(root, 'laws', 'urls.txt'), 'utf8')).toContain('\n/1987/artikel-23/\n')
  })

  test('`--rebuild-url-list` does not write over a folder: it is reported as without the flag', async () => {
    const root = project((file) => mkdirSync(file))
    const {result, printed} = await dataStage(root, {rebuildUrlList: true})
    expect(result).toEqual({ok: false, errors: 1})
    expect(printed).toContain('Unexpected folder `laws/urls.txt`')
    rmSync(root, {recursive: true, force: true})
  })
})

describe('checkPublishedUrls', () => {
  const listFile = (value: string) => new VFile({path: 'laws/urls.txt', value})

  test('a list without paths is reported, and nothing is taken from it', () => {
    const file = listFile('# Published URLs\n')
    checkPublishedUrls(file, ['/'])
    expect(file.messages.map((message) => `${message.ruleId} ${message.fatal}`)).toEqual(['published-url-list-missing true'])
  })

  test('a rebuild lists the pages made now, whatever the list held, and reports nothing', () => {
    const file = listFile('/weg/\n/oud/ -> /\n')
    const {text, redirects} = checkPublishedUrls(file, ['/1987/artikel-10/', '/', '/1987/artikel-9/'], {rebuild: true})
    expect(text.split('\n').filter((line) => line !== '' && !line.startsWith('#'))).toEqual(['/', '/1987/artikel-9/', '/1987/artikel-10/'])
    expect(redirects).toEqual([])
    expect(file.messages).toEqual([])
  })

  test('a list that could not be read is reported as such, once', () => {
    const file = listFile('')
    checkPublishedUrls(file, ['/'], {unreadable: {kind: 'unreadable', code: 'EACCES'}})
    expect(file.messages.map((message) => message.reason)).toEqual([`Unexpected unreadable \`laws/urls.txt\` (EACCES), ${advice}`])
  })
})
