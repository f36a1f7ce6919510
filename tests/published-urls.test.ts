import Ajv2020 from 'ajv/dist/2020.js'
import {VFile} from 'vfile'
import {describe, expect, test} from 'vitest'
import {z} from 'zod'
import {redirectsSchema} from '../src/schema.ts'
import type {ArticleLink, Lineage} from '../src/align/articles.ts'
import {parseRegistry} from '../src/align/lineage-registry.ts'
import {checkPublishedUrls, movedPageTarget} from '../src/align/published-urls.ts'
import type {Article} from '../src/types.ts'

const listFile = (...lines: string[]) => new VFile({path: 'laws/urls.txt', value: lines.join('\n')})
const body = (text: string) => text.split('\n').filter((line) => line !== '' && !line.startsWith('#'))
const messages = (file: VFile) =>
  file.messages.map((message) => `${message.line}:${message.column}-${message.place && 'end' in message.place ? `${message.place.end.line}:${message.place.end.column}` : ''} ${message.ruleId}: ${message.reason}`)

describe('published URL list', () => {
  test('keeps pages still made, adds new ones, sorted with numbers by value', () => {
    const file = listFile('/', '/1987/artikel-9/')
    const {text, redirects} = checkPublishedUrls(file, ['/', '/1987/artikel-10/', '/1987/artikel-9/', '/1987/'])
    expect(body(text)).toEqual(['/', '/1987/', '/1987/artikel-9/', '/1987/artikel-10/'])
    expect(redirects).toEqual([])
    expect(file.messages).toEqual([])
  })

  test('a page no longer made redirects to where it went, when that is known', () => {
    const file = listFile('/vergelijk/1975/1987/artikel-34/', '/geschiedenis/1975-34/')
    const moved = new Map([
      ['/vergelijk/1975/1987/artikel-34/', '/vergelijk/1975/1982/artikel-34/'],
      ['/geschiedenis/1975-34/', '/geschiedenis/1982-34/']
    ])
    const {text, redirects} = checkPublishedUrls(file, ['/vergelijk/1975/1982/artikel-34/', '/geschiedenis/1982-34/'], {targetOf: (path) => moved.get(path) ?? null})
    expect(redirects).toEqual([
      {from: '/geschiedenis/1975-34/', to: '/geschiedenis/1982-34/'},
      {from: '/vergelijk/1975/1987/artikel-34/', to: '/vergelijk/1975/1982/artikel-34/'}
    ])
    expect(body(text)).toContain('/vergelijk/1975/1987/artikel-34/ -> /vergelijk/1975/1982/artikel-34/')
    expect(file.messages).toEqual([])
  })

  test('a hand-written redirect is kept, followed through chains, and dropped when the page is made again', () => {
    const file = listFile('/oud/ -> /ouder/', '/ouder/ -> /1987/artikel-10/', '/terug/ -> /1987/artikel-10/')
    const {text, redirects} = checkPublishedUrls(file, ['/1987/artikel-10/', '/terug/'])
    expect(redirects).toEqual([
      {from: '/oud/', to: '/1987/artikel-10/'},
      {from: '/ouder/', to: '/1987/artikel-10/'}
    ])
    expect(body(text)).toEqual(['/1987/artikel-10/', '/oud/ -> /1987/artikel-10/', '/ouder/ -> /1987/artikel-10/', '/terug/'])
  })

  test('fails on the line of a page that would disappear, unless the removal is accepted', () => {
    const file = listFile('# list', '/1987/artikel-10/', '/1987/artikel-99/', '/weg/ -> /nergens/')
    const {text} = checkPublishedUrls(file, ['/1987/artikel-10/'])
    expect(messages(file)).toEqual([
      '3:1-3:18 published-url-removed: Unexpected removal of published page `/1987/artikel-99/`, expected a page there or a redirect line `/1987/artikel-99/ -> <path>` (`npm run data -- --accept-url-removals` drops it)',
      '4:1-4:19 published-url-redirect-broken: Unexpected redirect of `/weg/` to `/nergens/`, which is no page, expected a redirect to a page of the site'
    ])
    expect(file.messages.every((message) => message.fatal === true)).toBe(true)
    expect(body(text)).toEqual(['/1987/artikel-10/', '/1987/artikel-99/', '/weg/ -> /nergens/'])

    const accepted = listFile('/1987/artikel-10/', '/1987/artikel-99/', '/weg/ -> /nergens/')
    expect(body(checkPublishedUrls(accepted, ['/1987/artikel-10/'], {acceptRemovals: true}).text)).toEqual(['/1987/artikel-10/'])
    expect(accepted.messages).toEqual([])
  })

  test('reports lines that are no site path', () => {
    const file = listFile('1987/artikel-10/', '/1987/artikel-10', '/1987/artikel-10/#B', '/a/ -> b', '/a/', '/a/')
    checkPublishedUrls(file, ['/a/'])
    expect(file.messages.map((message) => `${message.line} ${message.ruleId}`)).toEqual(['1 published-url-syntax', '2 published-url-syntax', '3 published-url-syntax', '4 published-url-syntax', '6 published-url-syntax'])
    expect(file.messages.at(-1)!.reason).toBe('Unexpected `/a/`, expected each path once')
  })

  test('redirects.json validates against its JSON Schema, which takes site paths only', () => {
    const validate = new Ajv2020({strict: false}).compile(z.toJSONSchema(redirectsSchema))
    const {redirects} = checkPublishedUrls(listFile('/geschiedenis/1975-34/'), ['/geschiedenis/1982-34/'], {targetOf: () => '/geschiedenis/1982-34/'})
    expect(validate({redirects})).toBe(true)
    expect(validate({redirects: [{from: '/1987/artikel-25/#B', to: '/1987/'}]})).toBe(false)
  })
})

describe('where a page that is no longer made went', () => {
  const article = (id: string) => {
    const [edition, number] = id.split('/') as [string, string]
    return {id, edition, number} as Article
  }
  /** A lineage of articles oldest first, each linked to the next. */
  const lineage = (id: string, ...ids: string[]): Lineage => {
    const articles = ids.map(article)
    return {id, articles, links: articles.slice(1).map((to, index) => ({from: articles[index]!, to}) as ArticleLink)}
  }
  const registry = (...lines: string[]) => parseRegistry(new VFile({path: 'laws/lineages.txt', value: lines.join('\n')}))
  // Before: 1975/28 in lineage 1975-28. Now 1975/28 is numbered 27, and the lineage keeps its id.
  const previous = registry('1975-28 1975/28 1987/28', '1975-29 1975/29 1987/29')
  const now = registry('1975-28 1975/27 1987/28', '1975-29 1975/29 1987/29')
  const lineages = [lineage('1975-28', '1975/27', '1987/28'), lineage('1975-29', '1975/29', '1987/29')]

  test("a renumbered article's page and comparison page lead to the article now in its lineage in that edition", () => {
    const targetOf = movedPageTarget(lineages, now, previous)
    expect(['/1975/artikel-28/', '/vergelijk/1975/1987/artikel-28/'].map(targetOf)).toEqual(['/1975/artikel-27/', '/vergelijk/1975/1987/artikel-27/'])
  })

  test('the renumbered pages are redirected, not reported as removed', () => {
    const file = listFile('/1975/artikel-28/', '/vergelijk/1975/1987/artikel-28/')
    const pages = ['/1975/artikel-27/', '/1987/artikel-28/', '/vergelijk/1975/1987/artikel-27/']
    const {redirects} = checkPublishedUrls(file, pages, {targetOf: movedPageTarget(lineages, now, previous)})
    expect(redirects).toEqual([
      {from: '/1975/artikel-28/', to: '/1975/artikel-27/'},
      {from: '/vergelijk/1975/1987/artikel-28/', to: '/vergelijk/1975/1987/artikel-27/'}
    ])
    expect(file.messages).toEqual([])
  })

  test('a page whose lineage no longer has an article of that edition is a removal', () => {
    const shorter = [lineage('1975-28', '1987/28'), lineage('1975-29', '1975/29', '1987/29')]
    const targetOf = movedPageTarget(shorter, registry('1975-28 1987/28', '1975-29 1975/29 1987/29'), previous)
    expect(['/1975/artikel-28/', '/vergelijk/1975/1987/artikel-28/', '/1975/artikel-30/'].map(targetOf)).toEqual([null, null, null])
  })
})
