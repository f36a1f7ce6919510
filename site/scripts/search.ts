// The search page. Pagefind's JS API is imported only when a search is made (or the search field
// gets focus), from the bundle under the site's base path. Results are built as DOM nodes; Pagefind's
// excerpts are split on its <mark> tags and inserted as text, never as HTML. Results come a page
// (`pageSize`) at a time: "Meer resultaten" shows the next page.
// Searching the changes needs no query: the filters alone list every change they match, in reading
// order (edition pair, article, change), e.g. every move from 1982 to 1987.
// A query that names a lid (`27B1`, `art. 27 lid B sub 1`, `1987 25 B 2 b 1`) is looked up in the
// index of references (`zoeken/verwijzingen.json`, fetched only then) instead of Pagefind: one lid
// found opens at once (on arrival from a search box, or on Enter); several (one per edition) are
// listed with their edition, a direct link and "Citeer"; a lid that does not exist is said so.
// Words are looked up as the texts spell them too (`zoeken/woorden.json`, fetched with the first
// search; site/lib/search-words.ts): the records that hold every word of the query come first, those
// Pagefind found by related words (stems, near words) after them under their own heading, and a word
// in no text is said to be in none, with the related words found instead. A change's snippet shows
// each part of it that holds a word found: added, removed or kept (site/lib/change-snippet.ts).
import {citationWithUrl, parseLidReference, resolveLidReference, targetCitation, type LidReference, type ReferenceIndex, type ReferenceTarget, type Resolution} from '../lib/lid-reference.ts'
import {sitePaths} from '../../src/ids.ts'
import {snippetParts, type ChangePart} from '../lib/change-snippet.ts'
import {literalMatches, missingWords, wordsOf, type SearchWords} from '../lib/search-words.ts'
import {countArticles, countChanges} from '../../src/vocabulary.ts'

interface PagefindResultData {
  url: string
  meta: Record<string, string>
  excerpt: string
  content: string
  /** The positions of the matched words in `content`, counted in words separated by white space. */
  locations: number[]
  sub_results: {title: string; url: string; excerpt: string; anchor?: {element: string}}[]
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  /** `null`: every record the filters match. */
  search(query: string | null, options?: {filters?: Record<string, string>; sort?: Record<string, 'asc' | 'desc'>}): Promise<{results: PagefindResult[]}>
}
interface PagefindResult {
  id: string
  data(): Promise<PagefindResultData>
}

/** Results shown at once, and added by each "Meer resultaten". */
export const pageSize = 20

const base = import.meta.env.BASE_URL.replace(/\/?$/, '/')
let loading: Promise<Pagefind> | undefined

function pagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const module = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind
    await module.options({baseUrl: base})
    await module.init()
    return module
  })()
  return loading
}

const loads = new Map<string, Promise<unknown>>()

/**
 * A JSON file of the site (`sitePaths`: `/zoeken/verwijzingen.json`), fetched once however often it
 * is asked for; a failed fetch (offline before it was kept) is tried again at the next ask.
 */
function loadOnce<T>(sitePath: string): Promise<T> {
  const file = sitePath.slice(1)
  let loading = loads.get(file) as Promise<T> | undefined
  if (!loading) {
    loading = fetch(`${base}${file}`).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`)
      return response.json() as Promise<T>
    })
    loads.set(file, loading)
    loading.catch(() => loads.delete(file))
  }
  return loading
}

const references = () => loadOnce<ReferenceIndex>(sitePaths.references())
const searchWordIndex = () => loadOnce<SearchWords>(sitePaths.searchWords())

/** The words Pagefind marked in excerpts, other than the query's own: what it found instead. */
function relatedWords(data: (PagefindResultData | null)[], query: string): string[] {
  const asked = new Set(wordsOf(query))
  const excerpts = data.flatMap((item) => (item ? [item.excerpt, ...item.sub_results.map((sub) => sub.excerpt)] : []))
  const marked = excerpts.flatMap((excerpt) => Array.from(excerpt.matchAll(/<mark>(.*?)<\/mark>/g), (match) => wordsOf(match[1]!)).flat())
  return [...new Set(marked.filter((word) => !asked.has(word)))].slice(0, 8)
}

/** Pagefind's excerpt (escaped text with <mark> tags) as nodes. */
function excerptNodes(excerpt: string): Node[] {
  const decode = (text: string) => new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html').body.textContent ?? ''
  return excerpt.split(/(<mark>.*?<\/mark>)/).map((part) => {
    const marked = /^<mark>(.*)<\/mark>$/.exec(part)
    if (!marked) return document.createTextNode(decode(part))
    const mark = document.createElement('mark')
    mark.textContent = decode(marked[1]!)
    return mark
  })
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: (Node | string)[] = []) {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

/** Copies the citation and the absolute URL; where the clipboard refuses, selects the citation instead. */
async function copyCitation(button: HTMLButtonElement, citation: HTMLElement, href: string, announce: HTMLElement) {
  try {
    await navigator.clipboard.writeText(citationWithUrl(citation.textContent ?? '', new URL(href, location.href).href))
    button.textContent = 'Gekopieerd'
    announce.textContent = `Verwijzing gekopieerd: ${citation.textContent}`
    setTimeout(() => (button.textContent = 'Citeer'), 2000)
  } catch {
    getSelection()?.selectAllChildren(citation)
    announce.textContent = 'Kopiëren lukte niet; de verwijzing is geselecteerd om zelf te kopiëren.'
  }
}

function jumpNodes(reference: LidReference, resolution: Resolution, index: ReferenceIndex, announce: HTMLElement): Node[] {
  const item = (target: ReferenceTarget) => {
    const citation = element('span', {className: 'cite-text'}, [targetCitation(index, target, reference.number)])
    const copy = element('button', {type: 'button', className: 'cite'}, ['Citeer'])
    copy.addEventListener('click', () => void copyCitation(copy, citation, target.href, announce))
    const heading = `Artikel ${reference.number}${target.label ? ` ${target.label}` : ''}${target.title ? ` ${target.title}` : ''}`
    return element('li', {}, [element('a', {href: target.href, className: 'result-title'}, [heading]), element('p', {className: 'result-meta'}, [`Editie ${target.edition}`]), element('p', {className: 'jump-cite'}, [citation, ' ', copy])])
  }
  if (resolution.found.length > 0) return [element('ul', {className: 'results jump'}, resolution.found.map(item))]
  if (resolution.suggestions.length === 0) return []
  const intro = resolution.suggestionsAre === 'elsewhere' ? 'In andere edities:' : 'Naar het artikel:'
  return [element('p', {className: 'jump-intro'}, [intro]), element('ul', {className: 'results jump'}, resolution.suggestions.map(item))]
}

export interface SearchElements {
  /** Pagefind's results. */
  results: HTMLElement
  /** The lid a query names, above the results. */
  jump: HTMLElement
  /** What was found, for everyone (a live region). */
  status: HTMLElement
  /** Below the results: the "Meer resultaten" button, while there are more. */
  more: HTMLElement
}

const partTag: Record<ChangePart, 'ins' | 'del' | 'span'> = {toegevoegd: 'ins', geschrapt: 'del', behouden: 'span'}

/** A change's snippet: each part holding a word found, under its label, the words found marked. */
function changeSnippet(result: PagefindResultData): HTMLElement[] {
  return snippetParts(result.content, result.meta.delen ?? null, result.locations).map(({part, words, before, after}) => {
    const text = words.flatMap(({text: word, match}, k) => [...(k > 0 ? [' '] : []), match ? element('mark', {}, [word]) : word])
    return element('p', {className: `change-part ${part}`}, [element('strong', {}, [`${part}: `]), before ? '… ' : '', element(partTag[part], {}, text), after ? ' …' : ''])
  })
}

function resultNode(result: PagefindResultData): HTMLElement {
  const subs = result.sub_results.filter((sub) => sub.anchor)
  const snippet = result.meta.vergelijking && result.locations.length > 0 ? changeSnippet(result) : []
  return element('li', {}, [
    element('a', {href: result.url, className: 'result-title'}, [result.meta.title ?? result.url]),
    element('p', {className: 'result-meta'}, [result.meta.vergelijking ? `${result.meta.vergelijking} · ${result.meta.wijziging ?? ''}` : `Editie ${result.meta.editie ?? ''}`]),
    ...(snippet.length > 0 ? snippet : result.excerpt ? [element('p', {}, excerptNodes(result.excerpt))] : []),
    ...(subs.length > 0
      ? [
          element(
            'ul',
            {className: 'sub-results'},
            subs.slice(0, 3).map((sub) => element('li', {}, [element('a', {href: sub.url}, [sub.title]), ': ', ...excerptNodes(sub.excerpt)]))
          )
        ]
      : [])
  ])
}

/** A result's text, or null when it cannot be had: offline, for a page the device does not hold. */
const dataOf = (result: PagefindResult) => result.data().catch(() => null)

/**
 * The results shown, and one line for those that could not be: the reader knows they exist. `group`:
 * the heading to put before the result at that position of `data` (the first found by related words).
 */
function resultNodes(data: (PagefindResultData | null)[], group: {at: number; heading: string} | null = null): HTMLElement[] {
  const missing = data.filter((item) => item === null).length
  const nodes = data.flatMap((item, k) => [...(group?.at === k ? [element('li', {className: 'result-group'}, [group.heading])] : []), ...(item === null ? [] : [resultNode(item)])])
  if (missing > 0)
    nodes.push(
      element('li', {className: 'result-missing'}, [
        missing === 1 ? 'Nog 1 resultaat staat niet op dit apparaat en is zonder verbinding niet te openen.' : `Nog ${missing} resultaten staan niet op dit apparaat en zijn zonder verbinding niet te openen.`
      ])
    )
  return nodes
}

export function setUpSearch(form: HTMLFormElement, {results: list, jump, status, more}: SearchElements): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('select[data-filter]'))
  // "Zoek in": law texts or changes; each shows its own filters (`data-for`), the other's are ignored.
  const kind = form.querySelector<HTMLSelectElement>('select[data-filter="soort"]')
  const groups = Array.from(form.querySelectorAll<HTMLElement>('[data-for]'))
  const showFilters = () => groups.forEach((group) => (group.hidden = group.dataset.for !== kind?.value))
  const active = () => selects.filter((s) => s.value && !s.closest<HTMLElement>('[data-for]')?.hidden)
  let run = 0

  /**
   * `go`: how to open the one provision a reference names, if it names exactly one: `replace` on
   * arrival from a search box elsewhere (Back returns to where the reader was), `assign` on Enter
   * here (Back returns to this list); null while typing, which only lists.
   */
  const search = async (go: 'replace' | 'assign' | null = null) => {
    const query = input.value.trim()
    const filters = Object.fromEntries(active().map((s) => [s.dataset.filter!, s.value]))
    const inChanges = kind !== null && kind.value !== kind.dataset.default
    const url = new URL(location.href)
    url.search = new URLSearchParams([
      ['q', query],
      ...active()
        .filter((s) => s.value !== s.dataset.default)
        .map((s) => [s.name, s.value] as [string, string])
    ]).toString()
    history.replaceState(null, '', url)
    const mine = ++run
    // Changes can be listed by their filters alone; law texts need a query.
    if (!query && !inChanges) {
      list.replaceChildren()
      jump.replaceChildren()
      more.replaceChildren()
      status.textContent = ''
      return
    }
    status.textContent = 'Zoeken…'
    // A query that names a provision is a reference, not words to look for: its list is the
    // provision in each edition (or why there is none), and the status counts that list. Only when
    // the index cannot be had (offline before it was kept) does it fall back to a text search.
    const reference = inChanges || !query ? null : parseLidReference(query)
    const index = reference ? await references().catch(() => null) : null
    if (mine !== run) return
    if (reference && index) {
      const resolution = resolveLidReference(reference, index, filters.editie ?? null)
      if (go && resolution.target) {
        const {label, edition} = resolution.target
        status.textContent = `Naar artikel ${reference.number}${label ? ` ${label}` : ''} (${edition})…`
        location[go](resolution.target.href)
        return
      }
      const announce = element('p', {className: 'vh'})
      announce.setAttribute('role', 'status')
      status.textContent = resolution.message
      jump.replaceChildren(...jumpNodes(reference, resolution, index, announce), announce)
      list.replaceChildren()
      more.replaceChildren()
      return
    }
    // Without a query, in reading order: the sort key the records carry (`data-change-order`).
    const order = form.dataset.changeOrder
    // The words as spelled: without them (offline before they were kept) Pagefind's order stands.
    const spelled = query ? searchWordIndex().catch(() => null) : Promise.resolve(null)
    const api = await pagefind()
    const {results: found} = await (query ? api.search(query, {filters}) : api.search(null, {filters, ...(order ? {sort: {[order]: 'asc' as const}} : {})}))
    const words = await spelled
    const literal = words ? literalMatches(words, query) : null
    // Records holding every word as spelled first, then those found by related words.
    const exact = literal ? found.filter((result) => literal.records.has(result.id)) : found
    const results = literal ? [...exact, ...found.filter((result) => !literal.records.has(result.id))] : found
    const related = results.length - exact.length
    const group = related > 0 ? {at: exact.length, heading: literal!.missing.length > 0 ? `Met verwante woorden (${missingWords(literal!.missing)}):` : `Met verwante woorden (niet letterlijk „${query.replace(/^"(.*)"$/, '$1')}”):`} : null
    const first = await Promise.all(results.slice(0, pageSize).map(dataOf))
    if (mine !== run) return
    const count = (inChanges ? countChanges : countArticles)(results.length)
    // What the filters of changes chose, for a listing without a query: `1982 met 1987, verplaatst`.
    const chosen = active()
      .filter((s) => s !== kind && s.value !== s.dataset.default)
      .map((s) => s.value)
      .join(', ')
    const countOf = inChanges ? countChanges : countArticles
    // A phrase in quotes is named in the status's own quotes: „onvoldoende bod”.
    const asked = query.replace(/^"(.*)"$/, '$1')
    // A query of one word is named by the words in no text; a longer one by itself as well.
    const oneWord = wordsOf(asked).length === 1
    const notThere = literal && literal.missing.length > 0 ? missingWords(literal.missing) : null
    const similar = relatedWords(first.slice(exact.length), query)
    status.textContent = query
      ? results.length === 0
        ? notThere && oneWord
          ? `${notThere}.`
          : `Niets gevonden voor „${asked}”${notThere ? `; ${notThere}` : ''}.`
        : exact.length === 0
          ? `${notThere && oneWord ? notThere : `Geen tekst bevat „${asked}” letterlijk${notThere ? ` (${notThere})` : ''}`}; verwante woorden${similar.length > 0 ? `: ${similar.join(', ')}` : ''} (${countOf(related)}).`
          : related > 0
            ? `${countOf(exact.length)} gevonden voor „${asked}”, daarna ${countOf(related)} met verwante woorden.`
            : `${count} gevonden voor „${asked}”.`
      : results.length === 0
        ? `Geen wijzigingen gevonden${chosen ? ` (${chosen})` : ''}.`
        : `${count} gevonden${chosen ? ` (${chosen})` : ''}.`
    jump.replaceChildren()
    list.replaceChildren(...resultNodes(first, group))
    showMore(results, first.length, mine, group)
  }

  /** "Meer resultaten (nog 8)" while results are left; each click shows the next page and moves the focus to its first result. */
  const showMore = (results: PagefindResult[], shown: number, mine: number, group: {at: number; heading: string} | null = null) => {
    const left = results.length - shown
    if (left <= 0) {
      more.replaceChildren()
      return
    }
    const button = element('button', {type: 'button', className: 'more'}, [`Meer resultaten (nog ${left})`])
    button.addEventListener('click', () => {
      button.disabled = true
      void Promise.all(results.slice(shown, shown + pageSize).map(dataOf)).then((next) => {
        if (mine !== run) return
        const nodes = resultNodes(next, group && {at: group.at - shown, heading: group.heading})
        list.append(...nodes)
        showMore(results, shown + next.length, mine, group)
        const link = nodes.map((node) => node.querySelector<HTMLAnchorElement>('a.result-title')).find(Boolean)
        link?.focus()
      })
    })
    more.replaceChildren(button)
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void search(), 250)
  })
  input.addEventListener('focus', () => void pagefind(), {once: true})
  // Set up after the search began (site/pages/zoeken.astro): the box may have the focus already.
  if (document.activeElement === input) void pagefind()
  for (const select of selects) select.addEventListener('change', () => (showFilters(), void search()))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    clearTimeout(timer)
    void search('assign')
  })
  // The address says what to search for; what the reader typed or chose before this ran stands otherwise.
  const params = new URLSearchParams(location.search)
  if (params.has('q')) input.value = params.get('q')!
  for (const select of selects) if (params.has(select.name)) select.value = params.get(select.name)!
  showFilters()
  // Arriving with a query from a search box opens the one provision it names; coming Back to this
  // page (after such a jump) only lists it, or Back would lead forward again.
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const arrived = params.has('q') && navigation?.type !== 'back_forward'
  if (input.value || (kind !== null && kind.value !== kind.dataset.default)) void search(arrived ? 'replace' : null)
  // Back to this page from the browser's back-forward cache runs nothing again: the page is as it
  // was left, saying "Naar artikel …". It lists the provision instead.
  addEventListener('pageshow', (event) => {
    if (event.persisted && input.value) void search()
  })
}
