// Every URL of the site in one place. All functions return paths that start with the base path
// (`import.meta.env.BASE_URL`), so the site works under `/` and under a sub path such as
// `/spelregels/`. URLs are Dutch and stable:
//   /<edition>/                          table of contents of an edition
//   /<edition>/artikel-<number>/#<anchor> an article, anchor = provision id after `<edition>/<number>/`
//                                        (`/` → `-`; a footnote `fn<n>` → `fn-<n>`)
//   /geschiedenis/<lineage>/             one article through all editions
//   /vergelijk/<from>/<to>/              comparison overview of two editions
//   /vergelijk/<from>/<to>/artikel-<n>/  one article compared (n = number in the older edition)
//   /zoeken/  /begrippen/                search and glossary
//   /api/<edition>/<number>.json|.md     the public data (copied from `.data/public/api/`)
//   /manifest.webmanifest  /sw.js  /icons/<file>   the web app manifest, the service worker
//                                        (written by `scripts/build.ts` after Pagefind) and its icons

/** The parts of a tree id such as `1987/25/B/2/b/1`. */
export interface IdParts {
  edition: string
  number: string
  /** The provision path after the article, e.g. `['B', '2', 'b', '1']`; empty for the article. */
  path: string[]
}

export function parseId(id: string): IdParts {
  const [edition, number, ...path] = id.split('/')
  if (!edition || !number) throw new Error(`Unexpected id \`${id}\`, expected \`<edition>/<number>[/…]\``)
  return {edition, number, path}
}

/** The HTML id of a footnote on its article page (`fn-1`); its markers are `fnref-1`, `fnref-1-2`, …. */
export const footnoteAnchor = (number: string) => `fn-${number}`

/** A footnote's id (`1987/31/fn2`), as opposed to a provision's. */
export const isFootnoteId = (id: string) => /^[^/]+\/[^/]+\/fn\d+$/.test(id)

/**
 * The HTML id of a provision, note or footnote on its article page: `1987/25/B/2/b/1` → `B-2-b-1`,
 * `1987/31/fn2` → `fn-2`.
 */
export function anchorOf(id: string): string {
  const {path} = parseId(id)
  if (path.length === 0) throw new Error(`Unexpected article id \`${id}\`, expected a provision id`)
  const footnote = path.length === 1 ? /^fn(\d+)$/.exec(path[0]!) : null
  return footnote ? footnoteAnchor(footnote[1]!) : path.join('-')
}

/** `25` → `artikel-25`; a `~` (variant numbers) becomes `-` so the path stays plain. */
export function articleSlug(number: string): string {
  return `artikel-${number.toLowerCase().replaceAll('~', '-')}`
}

/**
 * The URL segment of each compared article of an edition pair: `artikel-<number in the older
 * edition>`, or `artikel-<old>-<new>` when an older article was split over several newer ones.
 */
export function comparisonSlugs(articles: Array<{from: {number: string}; to: {number: string}}>): string[] {
  const count = new Map<string, number>()
  for (const a of articles) count.set(a.from.number, (count.get(a.from.number) ?? 0) + 1)
  return articles.map((a) => (count.get(a.from.number)! > 1 ? `${articleSlug(a.from.number)}-${a.to.number.replaceAll('~', '-')}` : articleSlug(a.from.number)))
}

/** The service worker's file at the root of the built site, so that its scope is the whole site. */
export const serviceWorkerFile = 'sw.js'

/** The icons of the web app manifest: an SVG, and PNGs rendered from it at these sizes. */
export const iconSizes = [192, 512] as const

/** A lineage id as a path segment. */
export function lineageSlug(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '')
}

export interface SiteUrls {
  home(): string
  edition(edition: string): string
  article(edition: string, number: string): string
  /** Link to any tree id: an article id gives the article page, a provision id its anchor. */
  node(id: string): string
  lineages(): string
  lineage(id: string): string
  compareIndex(): string
  compare(from: string, to: string): string
  compareArticle(from: string, to: string, slug: string): string
  search(): string
  glossary(): string
  /** A file of the public data, e.g. `api('1987/25.md')`. */
  api(file: string): string
  asset(file: string): string
  manifest(): string
  serviceWorker(): string
  /** An icon: `icon('svg')`, or a PNG by its size, `icon(192)`. */
  icon(size: 'svg' | (typeof iconSizes)[number]): string
}

export function siteUrls(base: string): SiteUrls {
  const root = base.endsWith('/') ? base : `${base}/`
  const at = (path: string) => root + path
  const article = (edition: string, number: string) => at(`${edition}/${articleSlug(number)}/`)
  return {
    home: () => root,
    edition: (edition) => at(`${edition}/`),
    article,
    node(id) {
      const {edition, number, path} = parseId(id)
      return path.length === 0 ? article(edition, number) : `${article(edition, number)}#${anchorOf(id)}`
    },
    lineages: () => at('geschiedenis/'),
    lineage: (id) => at(`geschiedenis/${lineageSlug(id)}/`),
    compareIndex: () => at('vergelijk/'),
    compare: (from, to) => at(`vergelijk/${from}/${to}/`),
    compareArticle: (from, to, slug) => at(`vergelijk/${from}/${to}/${slug}/`),
    search: () => at('zoeken/'),
    glossary: () => at('begrippen/'),
    api: (file) => at(`api/${file}`),
    asset: (file) => at(file),
    manifest: () => at('manifest.webmanifest'),
    serviceWorker: () => at(serviceWorkerFile),
    icon: (size) => at(size === 'svg' ? 'icons/icon.svg' : `icons/icon-${size}.png`)
  }
}
