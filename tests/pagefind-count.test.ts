// The search index count check of the build names its cause and never stops the build.
import {expect, test} from 'vitest'
import {pagefindCountFiles} from '../scripts/pagefind-count.ts'

test('a record of changes sent twice at one URL is named at its comparison file, as a warning', () => {
  const sent = [
    {url: '/artikel/1982-28/', source: 'dist/artikel/1982-28/index.html'},
    {url: '/vergelijk/1975/1982/artikel-28/#lid-a', source: '.data/public/api/compare/1975/1982.json'},
    {url: '/vergelijk/1975/1982/artikel-28/#lid-a', source: '.data/public/api/compare/1975/1982.json'}
  ]
  const files = pagefindCountFiles(sent, 2, {pages: 1, records: 2})
  expect(files.flatMap((file) => file.messages.map((message) => [file.path, message.fatal, message.ruleId, message.reason]))).toEqual([
    [
      '.data/public/api/compare/1975/1982.json',
      false,
      'search-index-count',
      'Unexpected second page or record of changes at `/vergelijk/1975/1982/artikel-28/#lid-a` (first from .data/public/api/compare/1975/1982.json), expected one per URL; Pagefind indexes only one of them'
    ]
  ])
})

test('an index that counts what was sent has nothing to say', () => {
  expect(pagefindCountFiles([{url: '/a/', source: 'dist/a/index.html'}], 1, {pages: 1, records: 0})).toEqual([])
})
