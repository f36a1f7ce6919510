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
// Words are looked up in the word index (`zoeken/woorden.json`, fetched with the first search;
// site/lib/search-words.ts), which decides what a query finds: one Dutch stemmer for the texts and
// the query (lib/word-family.ts), so `biedt`, `bieden` and `geboden` meet; the corpus's
// equivalents (`LT` for `linkertegenstander`); a quoted phrase exactly, accents included. Pagefind
// gives the records the filters leave and their texts: the words found are marked in them here.
// The records holding the words as typed come first, then other forms, then (under their own
// heading) words of the same family; a word in no text is said to be in none. A change's snippet
// shows each part of it that holds a word found: added, removed or kept (site/lib/change-snippet.ts).
import {citationWithUrl, parseLidReference, resolveLidReference, targetCitation, type LidReference, type ReferenceIndex, type ReferenceTarget, type Resolution} from '../lib/lid-reference.ts'
import {sitePaths} from '../../src/ids.ts'
import {snippetParts, type ChangePart} from '../lib/change-snippet.ts'
import {anchoredParts, excerptAt, literalMatches, missingWords, queryMatcher, termPositions, wordsOf, type MatchLevel, type QueryMatcher, type QueryTerm, type SearchWords} from '../lib/search-words.ts'
import {countArticles, countChanges} from '../../src/vocabulary.ts'

interface PagefindResultData {
  url: string
  meta: Record<string, string>
  excerpt: string
  content: string
  /** The positions of the matched words in `content`, counted in words separated by white space. */
  locations: number[]
  sub_results: {title: string; url: string; excerpt: string; anchor?: {element: string}}[]
  anchors: {element: string; id?: string; text?: string; location: number}[]
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

const matchers = new WeakMap<SearchWords, QueryMatcher>()
const matcherOf = (index: SearchWords) => {
  let matcher = matchers.get(index)
  if (!matcher) matchers.set(index, (matcher = queryMatcher(index)))
  return matcher
}

/** A record found, and at which level: as typed, by a form or equivalent, by a word of its family. */
interface Found {
  result: PagefindResult
  level: MatchLevel
}

/**
 * The records a query finds among those the filters leave (Pagefind's search without a query), as
 * the word index decides (lib/search-words.ts): as typed first, then by other forms and
 * equivalents, then by related words; a phrase that must stand side by side is checked on the
 * record's text. Also the words by which each level found something, other than those typed.
 */
async function findRecords(api: Pagefind, index: SearchWords, query: string, filters: Record<string, string>): Promise<{found: Found[]; terms: QueryTerm[]; forms: string[]; related: string[]}> {
  const matcher = matcherOf(index)
  const terms = matcher.terms(query)
  const {results: all} = await api.search(null, {filters})
  const position = new Map(all.map((result, k) => [result.id, k]))
  const byId = new Map(all.map((result) => [result.id, result]))
  const levelIds = async (level: MatchLevel) => {
    const {sure, check} = matcher.records(terms, level)
    const ids = new Set([...sure].map((k) => index.ids[k]!).filter((id) => byId.has(id)))
    for (const id of [...check].map((k) => index.ids[k]!).filter((id) => byId.has(id))) {
      const data = await dataOf(byId.get(id)!)
      if (data && termPositions(`${data.meta.title ?? ''} ${data.content}`, terms, level)) ids.add(id)
    }
    return ids
  }
  const literal = await levelIds('literal')
  const forms = await levelIds('forms')
  const related = await levelIds('related')
  const inOrder = (ids: Set<string>, level: MatchLevel, not: Set<string>): Found[] =>
    [...ids]
      .filter((id) => !not.has(id))
      .sort((a, b) => position.get(a)! - position.get(b)!)
      .map((id) => ({result: byId.get(id)!, level}))
  const found = [...inOrder(literal, 'literal', new Set()), ...inOrder(forms, 'forms', literal), ...inOrder(related, 'related', forms)]
  // The words, not typed, that the records found at a level hold.
  const typed = new Set(terms.map((t) => t.text))
  const wordsFound = (kind: 'forms' | 'related', ids: Set<string>) => {
    const records = new Set([...ids].map((id) => index.ids.indexOf(id)))
    const words = terms.flatMap((t) => t[kind]).filter((words) => !typed.has(words.join(' ')) && words.every((w) => (index.words[w] ?? []).some((k) => records.has(k))))
    return [...new Set(words.map((words) => words.join(' ')))]
  }
  return {found, terms, forms: wordsFound('forms', forms), related: wordsFound('related', new Set([...related].filter((id) => !forms.has(id))))}
}

/** A record's data with the words found marked: its excerpt, the lids that hold them, their positions. */
function markedData(data: PagefindResultData, terms: QueryTerm[], level: MatchLevel): PagefindResultData {
  const positions = (termPositions(data.content, terms, level) ?? []).flat().sort((a, b) => a - b)
  if (positions.length === 0) return data
  return {...data, locations: positions, excerpt: excerptAt(data.content, positions), sub_results: anchoredParts(data.content, data.anchors ?? [], positions, data.url)}
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
    // The word index decides what a query finds (findRecords); without it (offline before it was
    // kept) Pagefind's own search and order stand.
    const spelled = query ? searchWordIndex().catch(() => null) : Promise.resolve(null)
    const api = await pagefind()
    const words = await spelled
    const matched = query && words ? await findRecords(api, words, query, filters) : null
    const results: Found[] = matched
      ? matched.found
      : (await (query ? api.search(query, {filters}) : api.search(null, {filters, ...(order ? {sort: {[order]: 'asc' as const}} : {})}))).results.map((result) => ({result, level: 'literal' as const}))
    const load = (item: Found) => dataOf(item.result).then((data) => (data && matched ? markedData(data, matched.terms, item.level) : data))
    const byForms = results.filter((item) => item.level !== 'related').length
    const related = results.length - byForms
    const missing = words ? literalMatches(words, query).missing : []
    const listed = (list: string[]) => (list.length > 8 ? `${list.slice(0, 8).join(', ')} en nog ${list.length - 8}` : list.join(', '))
    const relatedWords = listed(matched?.related ?? [])
    const group = related > 0 ? {at: byForms, heading: `Met verwante woorden (${byForms === 0 && missing.length > 0 ? missingWords(missing) : relatedWords}):`} : null
    const first = await Promise.all(results.slice(0, pageSize).map(load))
    if (mine !== run) return
    const countOf = inChanges ? countChanges : countArticles
    const count = countOf(results.length)
    // What the filters of changes chose, for a listing without a query: `1982 met 1987, verplaatst`.
    const chosen = active()
      .filter((s) => s !== kind && s.value !== s.dataset.default)
      .map((s) => s.value)
      .join(', ')
    // A phrase in quotes is named in the status's own quotes: „onvoldoende bod”.
    const asked = query.replace(/^"(.*)"$/, '$1')
    // A query of one word is named by the words in no text; a longer one by itself as well.
    const oneWord = wordsOf(asked).length === 1
    const notThere = missing.length > 0 ? missingWords(missing) : null
    const forms = matched && matched.forms.length > 0 ? ` (ook: ${listed(matched.forms)})` : ''
    status.textContent = query
      ? results.length === 0
        ? notThere && oneWord
          ? `${notThere}.`
          : `Niets gevonden voor „${asked}”${notThere ? `; ${notThere}` : ''}.`
        : byForms === 0
          ? `${notThere && oneWord ? notThere : `Geen tekst bevat „${asked}”${notThere ? ` (${notThere})` : ''}`}; verwante woorden: ${relatedWords} (${countOf(related)}).`
          : `${countOf(byForms)} gevonden voor „${asked}”${forms}${related > 0 ? `, daarna ${countOf(related)} met verwante woorden (${relatedWords})` : ''}.`
      : results.length === 0
        ? `Geen wijzigingen gevonden${chosen ? ` (${chosen})` : ''}.`
        : `${count} gevonden${chosen ? ` (${chosen})` : ''}.`
    jump.replaceChildren()
    list.replaceChildren(...resultNodes(first, group))
    showMore(results, load, first.length, mine, group)
  }

  /** "Meer resultaten (nog 8)" while results are left; each click shows the next page and moves the focus to its first result. */
  const showMore = (results: Found[], load: (item: Found) => Promise<PagefindResultData | null>, shown: number, mine: number, group: {at: number; heading: string} | null = null) => {
    const left = results.length - shown
    if (left <= 0) {
      more.replaceChildren()
      return
    }
    const button = element('button', {type: 'button', className: 'more'}, [`Meer resultaten (nog ${left})`])
    button.addEventListener('click', () => {
      button.disabled = true
      void Promise.all(results.slice(shown, shown + pageSize).map(load)).then((next) => {
        if (mine !== run) return
        const nodes = resultNodes(next, group && {at: group.at - shown, heading: group.heading})
        list.append(...nodes)
        showMore(results, load, shown + next.length, mine, group)
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
