// The search page. Pagefind's JS API is imported only when a search is made (or the search field
// gets focus), from the bundle under the site's base path. Results are built as DOM nodes; Pagefind's
// excerpts are split on its <mark> tags and inserted as text, never as HTML.
interface PagefindResultData {
  url: string
  meta: Record<string, string>
  excerpt: string
  sub_results: {title: string; url: string; excerpt: string; anchor?: {element: string}}[]
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>
  init(): Promise<void>
  search(query: string, options?: {filters?: Record<string, string>}): Promise<{results: {id: string; data(): Promise<PagefindResultData>}[]}>
}

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

export function setUpSearch(form: HTMLFormElement, list: HTMLElement, status: HTMLElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('select[data-filter]'))
  let run = 0

  const search = async () => {
    const query = input.value.trim()
    const filters = Object.fromEntries(selects.filter((s) => s.value).map((s) => [s.dataset.filter!, s.value]))
    const url = new URL(location.href)
    url.search = new URLSearchParams([['q', query], ...selects.filter((s) => s.value).map((s) => [s.name, s.value] as [string, string])]).toString()
    history.replaceState(null, '', url)
    const mine = ++run
    if (!query) {
      list.replaceChildren()
      status.textContent = ''
      return
    }
    status.textContent = 'Zoeken…'
    const api = await pagefind()
    const {results} = await api.search(query, {filters})
    const data = await Promise.all(results.slice(0, 20).map((r) => r.data()))
    if (mine !== run) return
    status.textContent = results.length === 0 ? `Niets gevonden voor “${query}”.` : `${results.length} ${results.length === 1 ? 'artikel' : 'artikelen'} gevonden voor “${query}”.`
    list.replaceChildren(
      ...data.map((result) => {
        const subs = result.sub_results.filter((sub) => sub.anchor)
        return element('li', {}, [
          element('a', {href: result.url, className: 'result-title'}, [result.meta.title ?? result.url]),
          element('p', {className: 'result-meta'}, [`Editie ${result.meta.editie ?? ''}`]),
          element('p', {}, excerptNodes(result.excerpt)),
          ...(subs.length > 0
            ? [element('ul', {className: 'sub-results'}, subs.slice(0, 3).map((sub) => element('li', {}, [element('a', {href: sub.url}, [sub.title]), ': ', ...excerptNodes(sub.excerpt)])))]
            : [])
        ])
      })
    )
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  input.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(() => void search(), 250)
  })
  input.addEventListener('focus', () => void pagefind(), {once: true})
  for (const select of selects) select.addEventListener('change', () => void search())
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void search()
  })
  const params = new URLSearchParams(location.search)
  input.value = params.get('q') ?? ''
  for (const select of selects) select.value = params.get(select.name) ?? ''
  if (input.value) void search()
}
