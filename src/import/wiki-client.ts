// The import's one way to the wiki: MediaWiki's Action API through mwn, which handles its
// parameters, continuation and error answers. Around it, the manners a maintainer owes a small
// wiki: a User-Agent that names the project, `maxlag`, a bound on requests per second, a timeout,
// and on 429 and 503 (and a lagged database) a wait for `Retry-After` or an exponential backoff.
// Every way the wiki can fail to answer is one `WikiFailure` whose message names the address.
import {Mwn, type ApiParams} from 'mwn'
import {capital} from '../vocabulary.ts'

/** A page of the wiki as one query tells it: its latest revision and the pages it transcludes. */
export interface WikiPage {
  title: string
  revid: string
  /** When that revision was saved, as the wiki gives it (`2019-08-20T03:53:00Z`). */
  timestamp: string
  redirect: boolean
  /** The titles of the pages it transcludes, directly or through another, in the wiki's order. */
  templates: string[]
}

/** A page as the wiki renders one revision of it. */
export interface RenderedPage {
  title: string
  revid: string
  html: string
}

/** The wiki did not answer as MediaWiki's API does; `message` says what happened and where, for a person. */
export class WikiFailure extends Error {}

export interface ClientOptions {
  /** The address of the wiki's `api.php`. */
  api: string
  userAgent: string
  /** At most this many requests a second (0: no bound). */
  requestsPerSecond?: number
  /** Give up on one request after this many milliseconds. */
  timeout?: number
  /** Retries of a request the wiki refused for load (429, 503, maxlag) or lost on the way. */
  retries?: number
  /** The first wait before a retry where the wiki names none, in milliseconds; doubled on every retry. */
  backoff?: number
  /** Waits, and the time in milliseconds: the pacing's clock, replaced in tests. */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

const templateNamespace = 10
// The API answers titles in batches of 50 for a client without the bot right.
const batch = 50

export class WikiClient {
  /** The requests sent so far, retries included. */
  requests = 0
  readonly api: string
  private readonly bot: Mwn
  private readonly options: Required<Omit<ClientOptions, 'api' | 'userAgent'>>
  private next = 0

  constructor({api, userAgent, ...options}: ClientOptions) {
    this.api = api
    // Time paces the requests only: nothing the import writes depends on it.
    this.options = {requestsPerSecond: 10, timeout: 30_000, retries: 4, backoff: 1000, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)), now: () => performance.now(), ...options}
    // mwn's own retries wait a fixed pause and print to the console: this client retries instead.
    this.bot = new Mwn({apiUrl: api, userAgent, silent: true, maxRetries: 0, suppressAPIWarnings: true, defaultParams: {format: 'json', formatversion: '2', maxlag: 5}})
    this.bot.setRequestOptions({timeout: this.options.timeout})
  }

  /** Every page of the template namespace whose name starts with `prefix` (`1987:`), with its latest revision and transclusions. */
  async listPages(prefix: string): Promise<WikiPage[]> {
    return this.pages({generator: 'allpages', gapnamespace: templateNamespace, gapprefix: prefix, gaplimit: batch})
  }

  /** The pages of these titles as `listPages` gives them; a title the wiki does not hold is left out. */
  async pagesOf(titles: readonly string[]): Promise<WikiPage[]> {
    const pages: WikiPage[] = []
    for (let start = 0; start < titles.length; start += batch) pages.push(...(await this.pages({titles: titles.slice(start, start + batch).join('|')})))
    return pages
  }

  /**
   * One revision as the wiki renders it, transclusions expanded. `stale`: a page it transcludes
   * changed since the wiki last rendered it, so its cached rendering is purged first (MediaWiki
   * serves the latest revision from its parser cache, which a template's edit outdates only once
   * its job queue has run).
   */
  async render(title: string, revid: string, {stale = false}: {stale?: boolean} = {}): Promise<RenderedPage> {
    if (stale) await this.call({action: 'purge', titles: title}, title)
    const answer = await this.call({action: 'parse', oldid: revid, prop: 'text|revid', disableeditsection: true, disablelimitreport: true, disabletoc: true}, title)
    const parse = answer['parse'] as {title?: unknown; revid?: unknown; text?: unknown} | undefined
    if (typeof parse?.text !== 'string') throw new WikiFailure(`The wiki at ${this.api} answered no rendered text for \`${title}\` (revision ${revid}): is it MediaWiki's api.php?`)
    return {title, revid: String(parse.revid ?? revid), html: parse.text}
  }

  private async pages(selection: ApiParams): Promise<WikiPage[]> {
    const byId = new Map<number, WikiPage>()
    let resume: Record<string, unknown> = {}
    for (;;) {
      const answer = await this.call({action: 'query', ...selection, prop: 'revisions|info|templates', rvprop: 'ids|timestamp', tlnamespace: templateNamespace, tllimit: 'max', ...resume}, null)
      const query = answer['query'] as {pages?: unknown} | undefined
      // MediaWiki answers a query with `batchcomplete`, `continue` or `query`; an answer with none of them is another program's.
      if (query === undefined ? !('batchcomplete' in answer || 'continue' in answer) : !Array.isArray(query.pages)) throw this.notMediaWiki()
      for (const raw of (query?.pages ?? []) as RawPage[]) {
        if (raw.missing || raw.invalid || typeof raw.pageid !== 'number') continue
        const page = byId.get(raw.pageid) ?? {title: raw.title, revid: '', timestamp: '', redirect: raw.redirect === true, templates: []}
        const revision = raw.revisions?.[0]
        if (revision) Object.assign(page, {revid: String(revision.revid), timestamp: revision.timestamp})
        for (const template of raw.templates ?? []) if (!page.templates.includes(template.title)) page.templates.push(template.title)
        byId.set(raw.pageid, page)
      }
      const more = answer['continue'] as Record<string, unknown> | undefined
      if (!more) break
      resume = more
    }
    return [...byId.values()].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))
  }

  /** One request, paced, retried when the wiki asks to wait; its failures said in words. */
  private async call(params: ApiParams, page: string | null): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt++) {
      await this.pace()
      this.requests++
      try {
        const answer: unknown = await this.bot.request(params)
        if (typeof answer !== 'object' || answer === null) throw this.notMediaWiki()
        return answer as Record<string, unknown>
      } catch (error) {
        if (error instanceof WikiFailure) throw error
        const wait = attempt < this.options.retries ? this.retryWait(error, attempt) : null
        if (wait === null) throw this.failure(error, page)
        await this.options.sleep(wait)
      }
    }
  }

  private async pace(): Promise<void> {
    if (this.options.requestsPerSecond <= 0) return
    const now = this.options.now()
    const wait = this.next - now
    this.next = Math.max(now, this.next) + 1000 / this.options.requestsPerSecond
    if (wait > 0) await this.options.sleep(wait)
  }

  /** How long to wait before trying a failed request again, or null when trying again cannot help. */
  private retryWait(error: unknown, attempt: number): number | null {
    const {code, status, headers} = describe(error)
    const lagged = code === 'maxlag' || code === 'readonly'
    const refusedForLoad = status === 429 || status === 503 || status === 502 || status === 504
    const lost = status === undefined && (code === 'ECONNRESET' || code === 'ETIMEDOUT' || code === 'ECONNABORTED' || code === 'EPIPE')
    if (!lagged && !refusedForLoad && !lost) return null
    const named = Number(headers?.['retry-after'])
    return Number.isFinite(named) && named >= 0 ? Math.min(named, 120) * 1000 : this.options.backoff * 2 ** attempt
  }

  private failure(error: unknown, page: string | null): WikiFailure {
    const {code, status, info} = describe(error)
    const where = page === null ? `the wiki at ${this.api}` : `the wiki at ${this.api} (page \`${page}\`)`
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH')
      return new WikiFailure(`${capital(where)} does not answer (${code}): is the address right and the wiki up?`)
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return new WikiFailure(`${capital(where)} did not answer within ${this.options.timeout / 1000} s (${code})`)
    if (status === 401 || status === 403 || code === 'readapidenied' || code === 'permissiondenied') return new WikiFailure(`${capital(where)} asks for a login (${code ?? status}): the import reads public pages only`)
    if (code === 'invalidjson' || code === 'mwn_invalidformat') return this.notMediaWiki()
    if (code === 'missingtitle' || code === 'nosuchrevid') return new WikiFailure(`${capital(where)} has no such page or revision (${code})`)
    if (status === 404 || status === 405) return new WikiFailure(`The answer from ${this.api} is not MediaWiki's API (HTTP ${status}): give the address of the wiki's api.php`)
    if (status !== undefined) return new WikiFailure(`${capital(where)} answered HTTP ${status}${info ? `: ${info}` : ''}`)
    return new WikiFailure(`${capital(where)} refused the request${code ? ` (${code})` : ''}${info ? `: ${info}` : ''}`)
  }

  private notMediaWiki(): WikiFailure {
    return new WikiFailure(`The answer from ${this.api} is not MediaWiki's API: give the address of the wiki's api.php`)
  }
}

interface RawPage {
  pageid?: number
  title: string
  missing?: boolean
  invalid?: boolean
  redirect?: boolean
  revisions?: Array<{revid: number; timestamp: string}>
  templates?: Array<{title: string}>
}

/** What an error from mwn or axios says: the API's or the network's code, the HTTP status and headers. */
function describe(error: unknown): {code?: string; status?: number; headers?: Record<string, unknown>; info?: string} {
  const value = (error ?? {}) as {code?: unknown; info?: unknown; response?: {status?: unknown; headers?: Record<string, unknown>}; cause?: {code?: unknown}}
  const status = typeof value.response?.status === 'number' ? value.response.status : undefined
  const code = typeof value.code === 'string' ? value.code : typeof value.cause?.code === 'string' ? value.cause.code : undefined
  const info = typeof value.info === 'string' ? value.info : undefined
  return {...(code === undefined ? {} : {code}), ...(status === undefined ? {} : {status}), ...(value.response?.headers ? {headers: value.response.headers} : {}), ...(info === undefined ? {} : {info})}
}
