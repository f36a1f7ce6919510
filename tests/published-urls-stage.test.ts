// The data stage keeps every published URL: in a copy of the project that gains older versions of
// two articles (tests/helpers/older-articles.ts), every path of the committed laws/urls.txt is still
// a page or redirects to the right one, and lineage ids do not change; a page that would disappear
// without a known target fails the stage on its line of laws/urls.txt until the removal is accepted.
import {execFileSync} from 'node:child_process'
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'
import {addOlderArticles} from './helpers/older-articles.ts'
import {copyProject} from './site/helpers/project.ts'
import {root} from './site/helpers/build.ts'

const dataStage = (project: string, ...args: string[]): {code: number; stderr: string} => {
  try {
    execFileSync(process.execPath, [path.join(project, 'scripts', 'build-data.ts'), ...args], {cwd: project, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8'})
    return {code: 0, stderr: ''}
  } catch (error) {
    const {status, stderr} = error as {status: number; stderr: string}
    return {code: status, stderr}
  }
}

/** A URL list as path → redirect target (null for a page). */
const urlList = (file: string) =>
  new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => {
        const [from, to] = line.split(' -> ')
        return [from!, to ?? null] as const
      })
  )

const lineageIds = (file: string) =>
  new Map(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[a-z0-9]/.test(line) && !line.includes(' -> '))
      .flatMap((line) =>
        line
          .split(' ')
          .slice(1)
          .map((article) => [article, line.split(' ')[0]!] as const)
      )
  )

test('older versions of articles keep every published URL: the same page or a redirect to the right one', {timeout: 120_000}, () => {
  const project = copyProject('stable-urls-data', ['laws'])
  const before = urlList(path.join(root, 'laws', 'urls.txt'))
  const idsBefore = lineageIds(path.join(root, 'laws', 'lineages.txt'))
  addOlderArticles(project)
  expect(dataStage(project)).toEqual({code: 0, stderr: expect.any(String) as string})

  const after = urlList(path.join(project, 'laws', 'urls.txt'))
  const redirects = (JSON.parse(readFileSync(path.join(project, '.data', 'public', 'api', 'redirects.json'), 'utf8')) as {redirects: Array<{from: string; to: string}>}).redirects
  for (const [url, target] of before) {
    expect(after.has(url), url).toBe(true)
    const now = target ?? after.get(url)
    // A redirect leads to a page, never to another redirect.
    if (now !== null && now !== undefined) expect(after.get(now), `${url} -> ${now}`).toBeNull()
  }
  expect(redirects).toEqual([{from: '/vergelijk/1975/1987/artikel-34/', to: '/vergelijk/1975/1982/artikel-34/'}])
  expect([...after].filter(([, to]) => to !== null).map(([from, to]) => ({from, to}))).toEqual(redirects)
  // The lineage that gained 1975 art. 10 keeps its id, and with it its page.
  const idsAfter = lineageIds(path.join(project, 'laws', 'lineages.txt'))
  for (const [article, id] of idsBefore) expect(idsAfter.get(article), article).toBe(id)
  expect(idsAfter.get('1975/10')).toBe('1987-10')
  expect(after.get('/geschiedenis/1987-10/')).toBeNull()
  const lineages = JSON.parse(readFileSync(path.join(project, '.data', 'public', 'api', 'lineages.json'), 'utf8')) as {lineages: Array<{id: string; articles: Array<{id: string}>}>}
  expect(lineages.lineages.find((lineage) => lineage.id === '1987-10')?.articles.map((article) => article.id)).toEqual(['1975/10', '1987/10'])
  // New pages are listed.
  for (const url of ['/1975/artikel-10/', '/1982/artikel-34/', '/vergelijk/1975/1987/artikel-10/', '/vergelijk/1975/1982/artikel-34/', '/vergelijk/1982/1987/artikel-34/']) expect(after.get(url), url).toBeNull()

  // A second run changes nothing.
  const list = readFileSync(path.join(project, 'laws', 'urls.txt'), 'utf8')
  expect(dataStage(project).code).toBe(0)
  expect(readFileSync(path.join(project, 'laws', 'urls.txt'), 'utf8')).toBe(list)
})

test('a published page that would disappear fails the data stage on its line until the removal is accepted', {timeout: 120_000}, () => {
  const project = copyProject('stable-urls-removed', ['laws'])
  const file = path.join(project, 'laws', 'urls.txt')
  const lines = readFileSync(file, 'utf8').split('\n')
  const line = lines.indexOf('/1987/artikel-40/') + 1
  expect(line).toBeGreaterThan(0)
  // Art. 40 leaves the corpus: its page, its lineage's page and nothing else would go.
  const source = path.join(project, 'laws', '1987', 'HV2.md')
  const text = readFileSync(source, 'utf8')
  writeFileSync(source, text.slice(0, text.indexOf('Artikel 40')))

  const failed = dataStage(project)
  expect(failed.code).toBe(1)
  expect(failed.stderr).toContain('laws/urls.txt')
  expect(failed.stderr).toMatch(new RegExp(String.raw`${line}:1-${line}:18\s+error\s+Unexpected removal of published page \`/1987/artikel-40/\`, expected a page there or a redirect line .*published-url-removed`))
  expect(failed.stderr).toMatch(/error\s+Unexpected removal of published page `\/geschiedenis\/1987-40\/`/)
  expect(readFileSync(file, 'utf8').split('\n')).toEqual(lines)

  // A redirect written by hand keeps the article's URL; the lineage's must still go deliberately.
  writeFileSync(file, lines.map((entry) => (entry === '/1987/artikel-40/' ? '/1987/artikel-40/ -> /1987/' : entry)).join('\n'))
  expect(dataStage(project, '--accept-url-removals').code).toBe(0)
  const after = urlList(file)
  expect(after.get('/1987/artikel-40/')).toBe('/1987/')
  expect(after.has('/geschiedenis/1987-40/')).toBe(false)
  expect(readFileSync(path.join(project, 'laws', 'lineages.txt'), 'utf8')).toContain('\n1987-40 retired\n')
})
