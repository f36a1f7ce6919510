// `npm run import` against a real MediaWiki on loopback (Debian's package, tests/helpers/mediawiki.ts):
// the shipped editions saved on the wiki as a maintainer saves them (one chapter made of article
// pages it transcludes, a page edited twice, a redirect, a table of contents, a talk page), and
// real page shapes of the wiki (tests/fixtures/wiki-pages/, 28 pages as saved, with their addresses). Imported, they must give the data stage
// the same comparisons as the shipped sources; a second import changes nothing; one edit changes
// one page; a killed run leaves `laws/` whole; a wiki that fails gives one message and exit 1.
import {spawn} from 'node:child_process'
import {createHash} from 'node:crypto'
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, appendFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {runDataStage} from '../scripts/data-stage.ts'
import {listTree} from '../src/listing.ts'
import {hasMediawiki, sourceAsWikitext, startWiki, type Wiki} from '../support/mediawiki.ts'

const root = path.resolve(import.meta.dirname, '..')
const editions = ['1975', '1982', '1987', '1997']
const shipped = (key: string) => readFileSync(path.join(root, 'laws', key), 'utf8')

interface Run {
  status: number | null
  stdout: string
  stderr: string
}

/** `npm run import`'s script in a child process, as a maintainer runs it; `onRequest` sees each request the wiki serves it. */
function runImport(args: string[], {onRequest, wiki, env = {}}: {onRequest?: (count: number, kill: () => void) => void; wiki?: Wiki; env?: Record<string, string>} = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'import.ts'), '--rate', '0', ...args], {cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env}})
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    let watch: NodeJS.Timeout | undefined
    if (onRequest && wiki) {
      const before = wiki.requests().length
      watch = setInterval(() => onRequest(wiki.requests().length - before, () => child.kill('SIGKILL')), 2)
    }
    child.on('exit', (status) => {
      clearInterval(watch)
      // Let the pipes drain.
      setTimeout(() => resolve({status, stdout, stderr}), 20)
    })
  })
}

/** A copy of the project's `laws/` without its edition folders and `sources`: what an import starts from. */
function emptyLaws(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'spelregels-import-'))
  const laws = path.join(folder, 'laws')
  cpSync(path.join(root, 'laws'), laws, {recursive: true})
  for (const edition of editions) rmSync(path.join(laws, edition), {recursive: true})
  const config = JSON.parse(readFileSync(path.join(laws, 'corpus.json'), 'utf8')) as Record<string, unknown>
  delete config['sources']
  writeFileSync(path.join(laws, 'corpus.json'), `${JSON.stringify(config, null, 2)}\n`)
  return laws
}

/** Every file under `folder` with the SHA-256 of its bytes. */
function snapshot(folder: string): Record<string, string> {
  return Object.fromEntries(
    listTree(folder)
      .filter(({entry}) => entry.isFile())
      .map(({path: file}) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(folder, file)))
          .digest('hex')
      ])
  )
}

const sources = (laws: string) => (JSON.parse(readFileSync(path.join(laws, 'corpus.json'), 'utf8')) as {sources?: Record<string, {oldid?: string; includes?: Record<string, string>; sha256?: string; retrieved: string}>}).sources ?? {}

/** The law text of a source split at its `ARTIKEL`/`Artikel` headings: the heading lines before the first, and each article's lines. */
function articlesOfSource(text: string): {head: string; articles: Array<{number: string; text: string}>} {
  const lines = text.split('\n')
  const starts = lines.flatMap((line, index) => (/^(?:ARTIKEL|Artikel) \d+/.test(line) ? [index] : []))
  return {
    head: lines.slice(0, starts[0]).join('\n'),
    articles: starts.map((start, k) => ({number: /\d+/.exec(lines[start]!)![0], text: lines.slice(start, starts[k + 1]).join('\n')}))
  }
}

describe('npm run import against a MediaWiki on loopback', () => {
  let wiki: Wiki
  const revisions: Record<string, number> = {}
  const save = (title: string, text: string) => {
    wiki.edit(title, text)
    revisions[title] = (revisions[title] ?? 0) + 1
  }

  beforeAll(async () => {
    // As the browser tests without Chromium, these fail without the wiki: never a silent skip.
    if (!hasMediawiki()) throw new Error('Debian\'s MediaWiki is not installed: apt-get install mediawiki php-sqlite3 (README, "Tests")')
    wiki = await startWiki()
    for (const edition of editions) {
      for (const name of readdirSync(path.join(root, 'laws', edition)).sort()) {
        const text = shipped(`${edition}/${name}`)
        const title = text.split('\n', 1)[0]!
        if (edition === '1997') {
          // A chapter page made of article pages, as the wiki builds its chapters: `{{Sjabloon:1997:25}}`.
          const {head, articles} = articlesOfSource(text)
          for (const article of articles) save(`Sjabloon:1997:${article.number}`, sourceAsWikitext(`x\n${article.text}`))
          save(title, `${sourceAsWikitext(head)}\n${articles.map((article) => `{{Sjabloon:1997:${article.number}}}`).join('\n\n')}\n`)
        } else if (edition === '1975') {
          // Edited twice: the first revision had a typing error.
          save(title, sourceAsWikitext(text.replace('Artikel 28', 'Artikle 28')))
          save(title, sourceAsWikitext(text))
        } else save(title, sourceAsWikitext(text))
      }
    }
    save('Sjabloon:1987:HV2-oud', '#DOORVERWIJZING [[Sjabloon:1987:HV2]]\n')
    save('Sjabloon:1987:Inhoud', '* [[Sjabloon:1987:HIV|Hoofdstuk IV]]\n* [[Sjabloon:1987:HV2|Deel II]]\n')
    save('Overleg sjabloon:1987:HV2', 'Is artikel 23 goed overgenomen?\n')
  }, 120_000)

  afterAll(async () => {
    await wiki?.remove()
  })

  test('the imported editions give the data stage the same comparisons as the shipped sources, and the rest of each article JSON but its provenance', async () => {
    const laws = emptyLaws()
    for (const edition of editions) {
      const run = await runImport(['--edition', edition, '--wiki', wiki.api, '--laws', laws])
      expect(run.status, run.stderr).toBe(0)
    }
    const written = readdirSync(laws).filter((name) => /^\d{4}$/.test(name))
    expect(Object.fromEntries(written.map((edition) => [edition, readdirSync(path.join(laws, edition)).sort()]))).toEqual({
      1975: ['HV3.md'],
      1982: ['HV4.md'],
      1987: ['HIV.md', 'HV2.md'],
      1997: ['HV2II.md']
    })
    // Each source pinned to the wiki's latest revision; the chapter with the revisions of the article pages it transcludes.
    const declared = sources(laws)
    expect(Object.keys(declared).sort()).toEqual(['1975/HV3.md', '1982/HV4.md', '1987/HIV.md', '1987/HV2.md', '1997/HV2II.md'])
    expect(Object.keys(declared['1997/HV2II.md']!.includes ?? {})).toEqual(['Sjabloon:1997:25', 'Sjabloon:1997:26'])
    for (const [key, entry] of Object.entries(declared))
      expect(entry.sha256, key).toBe(
        createHash('sha256')
          .update(readFileSync(path.join(laws, key)))
          .digest('hex')
      )

    const projects = [path.join(root), path.dirname(laws)].map((project, k) => {
      const copy = mkdtempSync(path.join(tmpdir(), `spelregels-import-data-${k}-`))
      cpSync(path.join(project, 'laws'), path.join(copy, 'laws'), {recursive: true})
      return copy
    })
    for (const project of projects) await runDataStage({root: project, quiet: true})
    const api = (project: string) => path.join(project, '.data', 'public', 'api')
    const [before, after] = projects.map((project) => snapshot(api(project))) as [Record<string, string>, Record<string, string>]
    const comparisons = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith('compare/') || file.startsWith('lineages/')))
    expect(Object.keys(comparisons(before)).length).toBeGreaterThan(10)
    expect(comparisons(after)).toEqual(comparisons(before))
    // An article's JSON differs only where it names its source's revision, the day it was taken and its lines in the file (the wiki's blank lines).
    const withoutProvenance = (file: string) => JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), (key, value: unknown) => (['url', 'oldid', 'retrieved', 'lines'].includes(key) ? undefined : value))
    for (const file of Object.keys(before).filter((name) => /^\d{4}\/[^/]+\.json$/.test(name))) {
      expect(withoutProvenance(path.join(api(projects[1]!), file)), file).toBe(withoutProvenance(path.join(api(projects[0]!), file)))
    }
  }, 300_000)

  test('what is no law text is reported and not written: a redirect, a table of contents; talk pages are never read', async () => {
    const laws = emptyLaws()
    const run = await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', laws])
    expect(run.status).toBe(0)
    const reported = run.stderr
      .split('\n')
      .filter((line) => /^\s*1:1/.test(line))
      .map((line) => line.replace(/\s+/g, ' ').trim())
    expect(reported).toEqual([
      '1:1-1:1 warning Unexpected redirect `Sjabloon:1987:HV2-oud` on ' + wiki.api + ', expected a page with law text; left out (its target is imported under its own name) import-left-out spelregels',
      '1:1-1:1 warning Unexpected page `Sjabloon:1987:Inhoud` without an article (a table of contents, a cover or a definition), expected law text; not written import-left-out spelregels'
    ])
    expect(sources(laws)).not.toHaveProperty('1987/Inhoud.md')
    expect((JSON.parse(readFileSync(path.join(laws, 'corpus.json'), 'utf8')) as {leftOut: unknown}).leftOut).toEqual({'Sjabloon:1987:Inhoud': expect.stringMatching(/^\d+$/)})
    expect(readdirSync(path.join(laws, '1987')).sort()).toEqual(['HIV.md', 'HV2.md'])
    expect(run.stdout).toBe('4 pages on the wiki, 2 files written: 1987/HIV.md, 1987/HV2.md, 0 unchanged, 2 left out; 4 requests\n')
  }, 60_000)

  test('a second import changes nothing and asks one request per edition of fewer than 50 pages; one edit of a transcluded page changes the one page that includes it', async () => {
    const laws = emptyLaws()
    for (const edition of editions) expect((await runImport(['--edition', edition, '--wiki', wiki.api, '--laws', laws])).status).toBe(0)
    const first = snapshot(path.dirname(laws))
    for (const edition of editions) {
      const again = await runImport(['--edition', edition, '--wiki', wiki.api, '--laws', laws])
      expect(again.status).toBe(0)
      expect(again.stdout).toMatch(/, 0 files written, \d+ unchanged, \d+ left out; 1 requests\n$/)
    }
    expect(snapshot(path.dirname(laws))).toEqual(first)

    const before = sources(laws)['1997/HV2II.md']!.includes!
    const article26 = articlesOfSource(shipped('1997/HV2II.md')).articles.find((article) => article.number === '26')!
    wiki.edit('Sjabloon:1997:26', sourceAsWikitext(`x\n${article26.text.replace('Als de ingetrokken bieding', 'Indien de ingetrokken bieding')}`))
    const edited = await runImport(['--edition', '1997', '--wiki', wiki.api, '--laws', laws])
    // The list, a purge of the chapter's rendering (its own revision is the same), and the chapter rendered.
    expect(edited.stdout).toBe('3 pages on the wiki, 1 files written: 1997/HV2II.md, 0 unchanged, 0 left out; 3 requests\n')
    const included = sources(laws)['1997/HV2II.md']!.includes!
    expect([Number(included['Sjabloon:1997:26']) > Number(before['Sjabloon:1997:26']), included['Sjabloon:1997:25']]).toEqual([true, before['Sjabloon:1997:25']])
    const now = snapshot(path.dirname(laws))
    const changed = Object.keys(now).filter((file) => now[file] !== first[file])
    expect(changed.sort()).toEqual(['laws/1997/HV2II.md', 'laws/corpus.json'])
    expect(readFileSync(path.join(laws, '1997', 'HV2II.md'), 'utf8')).toContain('Indien de ingetrokken bieding')
  }, 120_000)

  test('a file edited by hand since its import is not overwritten without a message naming it', async () => {
    const laws = emptyLaws()
    expect((await runImport(['--edition', '1982', '--wiki', wiki.api, '--laws', laws])).status).toBe(0)
    const file = path.join(laws, '1982', 'HV4.md')
    const byHand = readFileSync(file, 'utf8').replace('Ieder doublet', 'Elk doublet')
    writeFileSync(file, byHand)
    // Nothing changed on the wiki: the hand's edit stands, unasked.
    expect((await runImport(['--edition', '1982', '--wiki', wiki.api, '--laws', laws])).stdout).toMatch(/ 0 files written/)
    wiki.edit('Sjabloon:1982:HV4', sourceAsWikitext(shipped('1982/HV4.md').replace('Artikel 37.', 'Artikel 37 .')))
    const kept = await runImport(['--edition', '1982', '--wiki', wiki.api, '--laws', laws])
    expect(kept.status).toBe(0)
    expect(kept.stderr).toContain('laws/1982/HV4.md')
    expect(kept.stderr).toMatch(/warning\s+Unexpected edit by hand of `1982\/HV4\.md` since it was imported, while the wiki has revision \d+ of `Sjabloon:1982:HV4`; not overwritten/)
    expect(readFileSync(file, 'utf8')).toBe(byHand)
    const replaced = await runImport(['--edition', '1982', '--wiki', wiki.api, '--laws', laws, '--replace-edited'])
    expect(replaced.stderr).toMatch(/replaced by revision \d+ of `Sjabloon:1982:HV4` \(`--replace-edited`\)/)
    expect(readFileSync(file, 'utf8')).toContain('Artikel 37 .')
    wiki.edit('Sjabloon:1982:HV4', sourceAsWikitext(shipped('1982/HV4.md')))
  }, 120_000)

  test('an import killed at any request leaves laws/ as it was or with whole pages, and the next run completes it', async () => {
    const start = emptyLaws()
    const whole = emptyLaws()
    expect((await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', whole])).status).toBe(0)
    const expected = snapshot(path.join(whole, '1987'))
    const expectedSources = sources(whole)
    let stopped = 0
    for (let at = 1; at <= 4; at++) {
      const laws = path.join(mkdtempSync(path.join(tmpdir(), 'spelregels-killed-')), 'laws')
      cpSync(start, laws, {recursive: true})
      const killed = await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', laws], {wiki, onRequest: (count, kill) => count >= at && kill()})
      expect([null, 0]).toContain(killed.status)
      if (killed.status === null) stopped++
      // Every file that is there is whole: the shipped text as the import writes it.
      const edition = path.join(laws, '1987')
      if (existsSync(edition)) for (const [file, digest] of Object.entries(snapshot(edition))) expect(digest, `${file} after a kill at request ${at}`).toBe(expected[file])
      expect(() => JSON.parse(readFileSync(path.join(laws, 'corpus.json'), 'utf8'))).not.toThrow()
      const resumed = await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', laws])
      expect(resumed.status, resumed.stderr).toBe(0)
      expect(snapshot(edition)).toEqual(expected)
      expect(Object.keys(sources(laws))).toEqual(Object.keys(expectedSources))
    }
    // The kills came before the run ended, or nothing was tested.
    expect(stopped).toBeGreaterThan(0)
  }, 180_000)

  test('a full disk at any write of the import: exit 1, one message without a trace, whole pages only, nothing left behind, and the next run completes it', async () => {
    const wrapper = path.join(root, 'tests', 'helpers', 'fail-nth-write.ts')
    const start = emptyLaws()
    expect((await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', start])).status).toBe(0)
    const before = snapshot(path.dirname(start))
    // Both pages change on the wiki: the import rewrites both and laws/corpus.json.
    const pages = ['HIV', 'HV2'].map((page) => ({title: `Sjabloon:1987:${page}`, text: shipped(`1987/${page}.md`)}))
    for (const {title, text} of pages) wiki.edit(title, sourceAsWikitext(text.replace(/\bspeler\b/, 'deelnemer')))
    const copy = () => {
      const laws = path.join(mkdtempSync(path.join(tmpdir(), 'spelregels-full-disk-')), 'laws')
      cpSync(start, laws, {recursive: true})
      return laws
    }
    const whole = copy()
    const counted = path.join(mkdtempSync(path.join(tmpdir(), 'spelregels-writes-')), 'writes')
    expect((await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', whole], {env: {NODE_OPTIONS: `--import ${wrapper}`, FAIL_WRITE_COUNT: counted}})).status).toBe(0)
    const after = snapshot(path.dirname(whole))
    const writes = Number(readFileSync(counted, 'utf8').trim())
    expect(writes).toBeGreaterThan(2)
    const wrong: string[] = []
    for (let at = 1; at <= writes; at++) {
      const laws = copy()
      const refused = await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', laws], {env: {NODE_OPTIONS: `--import ${wrapper}`, FAIL_WRITE_AT: String(at)}})
      const now = snapshot(path.dirname(laws))
      const lines = refused.stderr.trim().split('\n')
      const torn = Object.keys(now).filter((file) => now[file] !== before[file] && now[file] !== after[file])
      const debris = Object.keys(now).filter((file) => !(file in before) && !(file in after))
      const resumed = await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', laws])
      const completed = JSON.stringify(snapshot(path.dirname(laws))) === JSON.stringify(after)
      if (refused.status !== 1 || lines.length !== 2 || !/^Cannot /.test(lines[0]!) || /^\s+at |node:internal/m.test(refused.stderr) || torn.length > 0 || debris.length > 0 || resumed.status !== 0 || !completed) {
        wrong.push(`write ${at}: exit ${refused.status}; torn [${torn.join(', ')}]; debris [${debris.join(', ')}]; resumed ${resumed.status}, ${completed ? 'complete' : 'not complete'}; said: ${refused.stderr.trim()}`)
      }
    }
    for (const {title, text} of pages) wiki.edit(title, sourceAsWikitext(text))
    expect(wrong).toEqual([])
  }, 300_000)

  test('a wiki that fails gives one message naming its address and exit 1: a stopped server, an answer that is not the API, a missing page, a redirect, a login', async () => {
    const laws = emptyLaws()
    const page = await runImport(['--page', 'Sjabloon:1987:Bestaat-niet', '--wiki', wiki.api, '--laws', laws])
    expect([page.status, page.stderr]).toEqual([1, `The wiki at ${wiki.api} has no page \`Sjabloon:1987:Bestaat-niet\`\n`])
    const redirect = await runImport(['--page', 'Sjabloon:1987:HV2-oud', '--wiki', wiki.api, '--laws', laws])
    expect([redirect.status, redirect.stderr]).toEqual([1, `The page \`Sjabloon:1987:HV2-oud\` on ${wiki.api} is a redirect: import the page it leads to by its own name\n`])
    // A page of the wiki that is not its API, and a file its server gives as it is.
    const html = wiki.api.replace('api.php', 'index.php')
    const notApi = await runImport(['--edition', '1987', '--wiki', html, '--laws', laws])
    expect([notApi.status, notApi.stderr]).toEqual([1, `The answer from ${html} is not MediaWiki's API (HTTP 404): give the address of the wiki's api.php\n`])
    const file = wiki.api.replace('api.php', 'composer.json')
    const notJson = await runImport(['--edition', '1987', '--wiki', file, '--laws', laws])
    expect([notJson.status, notJson.stderr]).toEqual([1, `The answer from ${file} is not MediaWiki's API: give the address of the wiki's api.php\n`])

    appendFileSync(wiki.settings, "\n$wgGroupPermissions['*']['read'] = false;\n")
    // PHP's opcache may serve the settings as they were for a moment (`opcache.revalidate_freq`): wait until the wiki refuses.
    for (let tries = 0; tries < 100; tries++) {
      const answer = (await (await fetch(`${wiki.api}?action=query&list=allpages&format=json`)).json()) as {error?: {code?: string}}
      if (answer.error?.code === 'readapidenied') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const login = await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', laws])
    expect([login.status, login.stderr]).toEqual([1, `The wiki at ${wiki.api} asks for a login (readapidenied): the import reads public pages only\n`])

    await wiki.stop()
    const stopped = await runImport(['--edition', '1987', '--wiki', wiki.api, '--laws', laws])
    expect([stopped.status, stopped.stderr]).toEqual([1, `The wiki at ${wiki.api} does not answer (ECONNREFUSED): is the address right and the wiki up?\n`])
    expect(readdirSync(laws).filter((name) => /^\d{4}/.test(name))).toEqual([])
  }, 60_000)
})

describe('npm run import of the real page shapes of the wiki (tests/fixtures/wiki-pages/)', () => {
  const pagesFolder = path.join(root, 'tests', 'fixtures', 'wiki-pages')
  let wiki: Wiki
  const listed = () =>
    readFileSync(path.join(pagesFolder, 'list.tsv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .map(([file, , edition, page, shape]) => ({file: file!, edition: edition!, page: page!, shape: shape!, text: readFileSync(path.join(pagesFolder, file!), 'utf8')}))
  const config = JSON.parse(readFileSync(path.join(root, 'laws', 'corpus.json'), 'utf8')) as {noise: string[]}
  const noise = config.noise.map((entry) => (entry.startsWith('/') ? new RegExp(entry.slice(1, entry.lastIndexOf('/')), 'u') : entry))
  const isChrome = (line: string) => noise.some((entry) => (typeof entry === 'string' ? line.trim() === entry : entry.test(line.trim())))
  /** A saved page's law text: its lines but the header and the wiki's chrome, trimmed, blank lines left out. */
  const lawLines = (text: string) =>
    text
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !isChrome(line))

  beforeAll(async () => {
    if (!hasMediawiki()) throw new Error('Debian\'s MediaWiki is not installed: apt-get install mediawiki php-sqlite3 (README, "Tests")')
    wiki = await startWiki()
    for (const {text} of listed()) {
      const title = text.split('\n', 1)[0]!.trim()
      // A saved diff view keeps its own first line as its title (`…: verschil tussen versies`): a page no edition reads.
      wiki.edit(title, sourceAsWikitext(['x', ...lawLines(text)].join('\n')))
    }
    // An article page made of the lid page it transcludes.
    wiki.edit('Sjabloon:2017:18', '{{Sjabloon:2017:18A}}\n')
  }, 120_000)

  afterAll(async () => {
    await wiki?.remove()
  })

  test('every lid, article and chapter page comes back with its law text line for line; diff views, a definition page and a transcluded lid page are not written on their own', async () => {
    const laws = emptyLaws()
    const pages = listed()
    const reports: string[] = []
    for (const edition of [...new Set(pages.map(({edition}) => edition))].sort()) {
      const run = await runImport(['--edition', edition, '--wiki', wiki.api, '--laws', laws])
      expect(run.status, run.stderr).toBe(0)
      reports.push(
        ...run.stderr
          .split('\n')
          .filter((line) => /^\s*1:1/.test(line))
          .map((line) => line.replace(/\s+/g, ' ').trim())
      )
    }
    const written = Object.keys(snapshot(laws)).filter((file) => file.endsWith('.md'))
    const expected = pages.filter(({shape}) => !/^diff view|^definition page/.test(shape))
    expect(written.sort()).toEqual([...expected.filter(({edition, page}) => !(edition === '2017' && page === '18A')).map(({edition, page}) => `${edition}/${page}.md`), '2017/18.md'].sort())
    for (const {edition, page, text} of expected) {
      const file = edition === '2017' && page === '18A' ? '2017/18.md' : `${edition}/${page}.md`
      expect(lawLines(readFileSync(path.join(laws, file), 'utf8')), file).toEqual(lawLines(text))
    }
    expect(reports).toEqual([
      '1:1-1:1 warning Unexpected page name `Sjabloon:1982:89: verschil tussen versies`, expected a name `headerPattern` in laws/corpus.json reads (`^Sjabloon:(?<edition>\\d{4}):(?<page>[A-Za-z0-9_-]+)$`); left out import-left-out spelregels',
      '1:1-1:1 warning Unexpected page name `Sjabloon:1987:26A: verschil tussen versies`, expected a name `headerPattern` in laws/corpus.json reads (`^Sjabloon:(?<edition>\\d{4}):(?<page>[A-Za-z0-9_-]+)$`); left out import-left-out spelregels',
      '1:1-1:1 warning Unexpected page name `Sjabloon:1997:50B: verschil tussen versies`, expected a name `headerPattern` in laws/corpus.json reads (`^Sjabloon:(?<edition>\\d{4}):(?<page>[A-Za-z0-9_-]+)$`); left out import-left-out spelregels',
      '1:1-1:1 warning Unexpected page name `Sjabloon:2017:28: verschil tussen versies`, expected a name `headerPattern` in laws/corpus.json reads (`^Sjabloon:(?<edition>\\d{4}):(?<page>[A-Za-z0-9_-]+)$`); left out import-left-out spelregels',
      '1:1-1:1 warning Unexpected page `Sjabloon:2017:Leider` without an article (a table of contents, a cover or a definition), expected law text; not written import-left-out spelregels'
    ])
    expect(Object.keys(sources(laws)['2017/18.md']!.includes ?? {})).toEqual(['Sjabloon:2017:18A'])
  }, 240_000)

  test('one page with --page is written with the revisions of the pages it transcludes', async () => {
    const laws = emptyLaws()
    const run = await runImport(['--page', 'Sjabloon:2017:18', '--wiki', wiki.api, '--laws', laws])
    expect([run.status, run.stdout]).toEqual([0, '1 pages on the wiki, 1 files written: 2017/18.md, 0 unchanged, 0 left out; 3 requests\n'])
    expect(Object.keys(sources(laws))).toEqual(['2017/18.md'])
    expect(Object.keys(sources(laws)['2017/18.md']!.includes ?? {})).toEqual(['Sjabloon:2017:18A'])
  }, 60_000)
})
