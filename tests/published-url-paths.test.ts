// Paths in laws/urls.txt are normalised and inside the site: anything a server or Astro would read as
// another path (`..`, `.`, `//`, `\`, `%2e%2e`, a query or fragment) is an error at its line.
import {VFile} from 'vfile'
import {expect, test} from 'vitest'
import {checkPublishedUrls} from '../src/align/published-urls.ts'

const messages = (file: VFile) =>
  file.messages.map(
    (message) => `${message.line}:${message.column}-${message.place && 'end' in message.place ? `${message.place.end.line}:${message.place.end.column}` : ''} ${message.fatal ? 'error' : 'warning'} ${message.ruleId}: ${message.reason}`
  )

test('a path that is not normalised or leaves the site is reported at its line and not published', () => {
  const file = new VFile({
    path: 'laws/urls.txt',
    value: [
      '# list',
      '/1987/../1975/',
      '/1987/./artikel-25/',
      '/1987//artikel-25/',
      '/1987\\artikel-25/',
      '/%2e%2e/etc/',
      '/1987/%2E%2E/',
      '/1987/artikel-25/?q=1',
      '/oud/ -> /1987/artikel-25/#B',
      '/oud/ -> /../1987/',
      '/1987/artikel-ü/',
      '/1987/'
    ].join('\n')
  })
  const {text, redirects} = checkPublishedUrls(file, ['/1987/', '/1987/artikel-25/'])
  const shape = (what: string) => `expected a path inside the site ${what}, such as \`/1987/artikel-25/\``
  expect(messages(file)).toEqual([
    `2:1-2:15 error published-url-syntax: Unexpected \`..\` segment in \`/1987/../1975/\`, ${shape('without `.` or `..` segments')}`,
    `3:1-3:20 error published-url-syntax: Unexpected \`.\` segment in \`/1987/./artikel-25/\`, ${shape('without `.` or `..` segments')}`,
    `4:1-4:19 error published-url-syntax: Unexpected empty segment (\`//\`) in \`/1987//artikel-25/\`, ${shape('with one `/` between its segments')}`,
    `5:1-5:18 error published-url-syntax: Unexpected backslash in \`/1987\\artikel-25/\`, ${shape('with `/` between its segments')}`,
    `6:1-6:13 error published-url-syntax: Unexpected percent-encoded \`%2e\` in \`/%2e%2e/etc/\`, ${shape('written in plain characters')}`,
    `7:1-7:14 error published-url-syntax: Unexpected percent-encoded \`%2E\` in \`/1987/%2E%2E/\`, ${shape('written in plain characters')}`,
    `8:1-8:22 error published-url-syntax: Unexpected query in \`/1987/artikel-25/?q=1\`, ${shape('without `?` or `#`')}`,
    `9:1-9:29 error published-url-syntax: Unexpected fragment in \`/1987/artikel-25/#B\`, ${shape('without `?` or `#`')}`,
    `10:1-10:19 error published-url-syntax: Unexpected \`..\` segment in \`/../1987/\`, ${shape('without `.` or `..` segments')}`,
    `11:1-11:17 error published-url-syntax: Unexpected character \`ü\` in \`/1987/artikel-ü/\`, ${shape('of letters, digits, `-`, `_`, `.` and `~`')}`
  ])
  // Reported lines are dropped from the list as it is written back; the pages made stay.
  expect(text.split('\n').filter((line) => line !== '' && !line.startsWith('#'))).toEqual(['/1987/', '/1987/artikel-25/'])
  expect(redirects).toEqual([])
})
