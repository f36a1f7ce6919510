// The import's manners toward a wiki, against a server on loopback that answers as a loaded
// MediaWiki does: 503 and 429 with and without `Retry-After`, a lagged database (`maxlag`), and a
// server that never answers. What the client sends is read from the requests the server received.
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import {afterEach, expect, test} from 'vitest'
import {WikiClient, WikiFailure} from '../src/import/wiki-client.ts'

interface Seen {
  url: URL
  userAgent: string | undefined
}

let server: Server | null = null

/** A server whose answers are `answers` in turn (the last one repeated); returns its api.php address and what it received. */
async function wikiAnswering(answers: Array<(response: ServerResponse) => void>): Promise<{api: string; seen: Seen[]}> {
  const seen: Seen[] = []
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen.push({url: new URL(request.url ?? '/', 'http://127.0.0.1'), userAgent: request.headers['user-agent']})
    answers[Math.min(seen.length - 1, answers.length - 1)]!(response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {api: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api.php`, seen}
}

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = null
})

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  (response: ServerResponse) => {
    response.writeHead(status, {'content-type': 'application/json', ...headers})
    response.end(JSON.stringify(body))
  }
const page = {pageid: 7, ns: 10, title: 'Sjabloon:1987:HV2', revisions: [{revid: 5562, timestamp: '2019-08-20T03:53:00Z'}], templates: [{ns: 10, title: 'Sjabloon:1987:23'}]}
const listing = {batchcomplete: true, query: {pages: [page]}}

test('a wiki that refuses for load is asked again after the wait it names, else after a doubling backoff; the User-Agent names the project and every request carries maxlag', async () => {
  const {api, seen} = await wikiAnswering([json({}, 503, {'retry-after': '3'}), json({}, 429), json({error: {code: 'maxlag', info: 'Waiting for db: 7 seconds lagged'}}, 200, {'retry-after': '2'}), json(listing)])
  const waits: number[] = []
  const client = new WikiClient({api, userAgent: 'spelregels-import/test', requestsPerSecond: 0, backoff: 500, sleep: async (ms) => void waits.push(ms)})
  expect(await client.listPages('1987:')).toEqual([{title: 'Sjabloon:1987:HV2', revid: '5562', timestamp: '2019-08-20T03:53:00Z', redirect: false, templates: ['Sjabloon:1987:23']}])
  expect(waits).toEqual([3000, 1000, 2000])
  expect(client.requests).toBe(4)
  expect(seen.map(({userAgent}) => userAgent)).toEqual(Array(4).fill('spelregels-import/test'))
  expect(seen.map(({url}) => [url.searchParams.get('maxlag'), url.searchParams.get('generator'), url.searchParams.get('gapprefix'), url.searchParams.get('gaplimit')])).toEqual(Array(4).fill(['5', 'allpages', '1987:', '50']))
})

test('requests are spaced to the bound on requests per second', async () => {
  const {api} = await wikiAnswering([json(listing)])
  // A clock that stands still but for the waits: each request is due a quarter second after the one before.
  let clock = 1000
  const waits: number[] = []
  const client = new WikiClient({api, userAgent: 'spelregels-import/test', requestsPerSecond: 4, now: () => clock, sleep: async (ms) => void waits.push(ms)})
  for (let k = 0; k < 3; k++) await client.listPages('1987:')
  expect(waits).toEqual([250, 500])
  clock += 2000
  await client.listPages('1987:')
  // A request long after the last is not held back.
  expect(waits).toEqual([250, 500])
})

test('a wiki that keeps refusing gives up after the retries with one message naming the address and the status', async () => {
  const {api, seen} = await wikiAnswering([json({}, 503)])
  const client = new WikiClient({api, userAgent: 'spelregels-import/test', requestsPerSecond: 0, retries: 2, sleep: async () => {}})
  await expect(client.listPages('1987:')).rejects.toThrow(new WikiFailure(`The wiki at ${api} answered HTTP 503`))
  expect(seen.length).toBe(3)
})

test('a wiki that does not answer in time gives the timeout as one message', async () => {
  const {api} = await wikiAnswering([() => {}])
  const client = new WikiClient({api, userAgent: 'spelregels-import/test', requestsPerSecond: 0, retries: 0, timeout: 200})
  await expect(client.listPages('1987:')).rejects.toThrow(new WikiFailure(`The wiki at ${api} did not answer within 0.2 s (ECONNABORTED)`))
})

test('a page is rendered at the revision listed, without edit links or limit report, and purged first when a page it transcludes changed', async () => {
  const {api, seen} = await wikiAnswering([json({batchcomplete: true, purge: [{title: 'Sjabloon:1987:HV2', purged: true}]}), json({parse: {title: 'Sjabloon:1987:HV2', revid: 5562, text: '<p>Artikel 23</p>'}})])
  const client = new WikiClient({api, userAgent: 'spelregels-import/test', requestsPerSecond: 0})
  expect(await client.render('Sjabloon:1987:HV2', '5562', {stale: true})).toEqual({title: 'Sjabloon:1987:HV2', revid: '5562', html: '<p>Artikel 23</p>'})
  const parse = seen[1]!.url.searchParams
  expect([parse.get('action'), parse.get('oldid'), parse.get('disableeditsection'), parse.get('disablelimitreport')]).toEqual(['parse', '5562', '1', '1'])
  expect(seen.length).toBe(2)
})
