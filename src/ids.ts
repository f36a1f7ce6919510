// Every id, anchor and URL path of the corpus, in one place: the data stage (src/), the site
// (site/lib/urls.ts adds the base path) and the published URL list (src/align/published-urls.ts) all
// derive them here, so a rule changes in one edit. Nothing here knows of Astro or of a base path;
// site paths start with `/` as if the site were served at the root.
//
// Ids (the API's contract, docs/api.md "Ids"): a path of segments, `<edition>/<number>` for an
// article, then the labels (`1987/25/B/2/b/1`), positional segments for unlabelled text (`p1`,
// `li1`), `fn<n>` for a footnote, `note<n>` for an editorial note. Lineage ids are kept in the
// registry `laws/lineages.txt` (src/align/lineage-registry.ts); a new lineage's id is `lineageBaseId`.

// --- The id grammar, written once: every pattern below and in other modules derives from it ---

/** An edition label: letters, digits and `-`, as the corpus's header pattern declares (`1987`, `2017b`). */
export const editionPattern = String.raw`[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`

/** One segment of a tree id after the edition: an article number, a label, a positional or footnote segment, with `~` variants. */
export const segmentPattern = String.raw`[\w~-]+`

/** Prefixes of the segments that are not printed labels. */
const prefixes = {footnote: 'fn', note: 'note', paragraph: 'p', bullet: 'li'} as const

/** A tree id: `<edition>/<number>`, then any segments. */
export const treeIdPattern = String.raw`${editionPattern}/${segmentPattern}(?:/${segmentPattern})*`

/** An article id: `<edition>/<number>`. */
export const articleIdPattern = String.raw`${editionPattern}/${segmentPattern}`

/** A provision or footnote id: an article id and at least one segment below it. */
export const unitIdPattern = String.raw`${editionPattern}/${segmentPattern}(?:/${segmentPattern})+`

/** Whether `label` can name an edition (a folder `laws/<label>/`). */
export const isEditionLabel = (label: string): boolean => new RegExp(`^${editionPattern}$`).test(label)

const footnoteSegment = new RegExp(`^${prefixes.footnote}(\\d+)$`)
const positionalSegmentOf = new RegExp(`^(${prefixes.paragraph}|${prefixes.bullet})(\\d+)$`)

// --- Tree ids ---

/** The parts of a tree id such as `1987/25/B/2/b/1`. */
export interface IdParts {
  edition: string
  number: string
  /** The segments after the article, e.g. `['B', '2', 'b', '1']`; empty for the article. */
  path: string[]
}

/** `1987`, `25` → `1987/25`. */
export const articleId = (edition: string, number: string): string => `${edition}/${number}`

/** A provision below `parentId` (an article or a provision): its label, or a positional segment. */
export const childId = (parentId: string, segment: string): string => `${parentId}/${segment}`

/** A provision by its article and its label path: `1987/25`, `['B', '2']` → `1987/25/B/2`. */
export const provisionId = (article: string, path: readonly string[]): string => [article, ...path].join('/')

/** The segment of unlabelled text: the n-th paragraph `p<n>` or bullet `li<n>` under its parent. */
export const positionalSegment = (kind: 'p' | 'li', position: number): string => `${kind === 'p' ? prefixes.paragraph : prefixes.bullet}${position}`

/** A label's n-th variant segment, for a label printed twice under one parent: `A`, 2 → `A~2`. */
export const variantSegment = (label: string, variant: number | string): string => `${label}~${variant}`

/** A footnote's id: `1975/30`, `1` → `1975/30/fn1`. */
export const footnoteId = (article: string, number: string): string => childId(article, `${prefixes.footnote}${number}`)

/** An editorial note's id: the n-th note of the article, `1975/30/note1`. */
export const noteId = (article: string, position: number): string => childId(article, `${prefixes.note}${position}`)

/** Whether `id` is `ancestor` or lies below it (`1987/25/B/2` within `1987/25/B`). */
export const isWithin = (id: string, ancestor: string): boolean => id === ancestor || id.startsWith(`${ancestor}/`)

/** A label path as one key (`['B', '2']` → `B/2`), for comparing where two units sit in their articles. */
export const labelPathKey = (path: readonly string[]): string => path.join('/')

export function parseId(id: string): IdParts {
  const [edition, number, ...path] = id.split('/')
  if (!edition || !number) throw new Error(`Unexpected id \`${id}\`, expected \`<edition>/<number>[/…]\``)
  return {edition, number, path}
}

/** The article an id belongs to: `1987/25/B/2` → `1987/25`. */
export function articleOf(id: string): string {
  const {edition, number} = parseId(id)
  return articleId(edition, number)
}

/** The edition an id belongs to: `1987/25/B/2` → `1987` (an edition is any label without `/`). */
export const editionOf = (id: string): string => parseId(id).edition

/**
 * An id moved under another article: `rebase('1987/25/B', '1987/25', '1987/25~2')` →
 * `1987/25~2/B`. An id outside `from` stays as it is.
 */
export function rebase(id: string, from: string, to: string): string {
  return isWithin(id, from) ? to + id.slice(from.length) : id
}

/**
 * A key made of several values, for a map: joined with U+0000, which no text of the corpus holds,
 * so that two lists of values give the same key only when they are the same.
 */
export const compositeKey = (...parts: readonly string[]): string => parts.join('\0')

/** The key of an edition pair (older, newer): `1975/1987`. */
export const pairKey = (from: string, to: string): string => `${from}/${to}`

/** The key of a link between two ids (articles or provisions): `1975/28>1987/28`. */
export const linkKey = (from: string, to: string): string => `${from}>${to}`

/** The id after its article, as a list: `1987/25/B/2` → `['B', '2']`. */
export const pathOf = (id: string): string[] => parseId(id).path

/** A footnote's id (`1987/31/fn2`), as opposed to a provision's. */
export const isFootnoteId = (id: string): boolean => {
  const {path} = parseId(id)
  return path.length === 1 && footnoteSegment.test(path[0]!)
}

/** The number of a positional id's last segment (`1987/25/B/p2` → `{kind: 'p', position: 2}`), or null. */
/**
 * The printed labels of an id's path, positional segments left out: `1987/30/B/p2` → `B`. Two
 * provisions with the same labels were not renumbered, whatever their positions (`alinea 1` that
 * was `punt 1` moved no label).
 */
export function labelsOf(id: string): string[] {
  return parseId(id).path.filter((segment) => !positionalSegmentOf.test(segment))
}

/** Whether two ids name the same printed labels (`sameLabels(a, b, {ignoreCase: true})`: lid a and lid A do). */
export function sameLabels(a: string, b: string, {ignoreCase = false}: {ignoreCase?: boolean} = {}): boolean {
  const key = (id: string) => labelPathKey(labelsOf(id))
  return ignoreCase ? sameLabelText(key(a), key(b)) : key(a) === key(b)
}

/** One label in two editions' styles: lid `b` of 1975 is lid `B` of 1987, and so is the lid page `30B`. */
export function sameLabelText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

export function positionOf(id: string): {kind: 'p' | 'li'; position: number} | null {
  const match = positionalSegmentOf.exec(id.split('/').at(-1) ?? '')
  return match ? {kind: match[1] === prefixes.paragraph ? 'p' : 'li', position: Number(match[2])} : null
}

// --- Anchors on a page ---

/** The HTML id of a footnote on its article page (`fn-1`). */
export const footnoteAnchor = (number: string): string => `fn-${number}`

/** The HTML id of a footnote's n-th marker: `fnref-1`, then `fnref-1-2`, …. */
export const footnoteRefAnchor = (number: string, occurrence: number): string => (occurrence === 1 ? `fnref-${number}` : `fnref-${number}-${occurrence}`)

/** The HTML id of an editorial note that has no id of its own beyond its article: `aantekening-<n>`. */
export const noteAnchor = (position: number): string => `aantekening-${position}`

/** A heading's keyword as one word whatever its printing: `§` and `PARAGRAAF` are `paragraaf`. */
export const headingKeyword = (keyword: string): string => (keyword === '§' ? 'paragraaf' : keyword.toLowerCase())

/**
 * The anchor of a chapter or section heading on its edition pages, from what it prints, so that a
 * page added before it moves no anchor: `kop-hoofdstuk-iv`, `kop-paragraaf-ii` (`§ II` too),
 * `kop-tijdvak-vierde`, or an unnumbered heading's title (`kop-voor-de-beurt-bieden`); a section
 * in a chapter (`within`) after its chapter's: `kop-deel-ii-paragraaf-iv`.
 */
export function headingAnchor(heading: {keyword: string | null; number: string | null; title: string}, within: {keyword: string | null; number: string | null; title: string} | null = null): string {
  const words = (node: typeof heading) => (node.number === null ? [node.title] : [headingKeyword(node.keyword ?? ''), node.number])
  const slug = [...(within ? words(within) : []), ...words(heading)]
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `kop-${slug}`
}

/** The HTML id of the citation popover of the provision at `anchor`: `citeer-<anchor>`. */
export const citeAnchorAt = (anchor: string): string => `citeer-${anchor}`

/** The HTML id of the whole edition's page's one citation popover, which the page script fills with the provision cited. */
export const sharedCiteAnchor = (): string => 'citeer'

/** The page's main content, where the skip link leads by default. */
export const contentAnchor = (): string => 'inhoud'

/** An article page's law text: its skip link leads there, past the breadcrumbs and the edition note. */
export const lawTextAnchor = (): string => 'tekst'

/** The HTML id of a provision's citation popover on its article page: `citeer-<anchor>`. */
export const citeAnchor = (id: string): string => citeAnchorAt(anchorOf(id))

/** The HTML id of the k-th changed pair of an article comparison: `wijziging-<k>`. */
export const changeAnchor = (position: number): string => `wijziging-${position}`

/**
 * The HTML id of a provision, note or footnote on its article page: `1987/25/B/2/b/1` → `B-2-b-1`,
 * `1987/31/fn2` → `fn-2`.
 */
export function anchorOf(id: string): string {
  const {path} = parseId(id)
  if (path.length === 0) throw new Error(`Unexpected article id \`${id}\`, expected a provision id`)
  const footnote = path.length === 1 ? footnoteSegment.exec(path[0]!) : null
  return footnote ? footnoteAnchor(footnote[1]!) : path.join('-')
}

// --- Lineage ids ---

/** What a lineage id looks like: lower-case letters, digits and `-`, neither first nor last. */
export const lineageIdPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/

/** A lineage id as a path segment: ids are made plain already; anything else is made so. */
export function lineageSlug(id: string): string {
  return id
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The id a new lineage gets: its earliest article's id made plain (`1987/10` → `1987-10`), then
 * `-2`, `-3`, … until it is not `taken`. Once given, the registry keeps it (src/align/lineage-registry.ts).
 */
export function lineageBaseId(firstArticle: string, taken: (id: string) => boolean = () => false): string {
  const base = lineageSlug(firstArticle)
  let id = base
  for (let count = 2; taken(id); count++) id = `${base}-${count}`
  return id
}

// --- Site paths (without the base path) ---

/** `25` → `artikel-25`; a `~` (variant numbers) becomes `-` so the path stays plain. */
export function articleSlug(number: string): string {
  return `artikel-${number.toLowerCase().replaceAll('~', '-')}`
}

/**
 * An anchor of an article page as it is on its edition's whole page (`/<edition>/volledig/`), where
 * several articles share lid labels: the article's slug, then the article page's anchor.
 * `('25', 'B-2')` → `artikel-25-B-2`, `('31', 'fn-1')` → `artikel-31-fn-1`; without an anchor the
 * article itself, `artikel-25`.
 */
export function editionAnchor(number: string, anchor?: string): string {
  return anchor ? `${articleSlug(number)}-${anchor}` : articleSlug(number)
}

/**
 * The URL segment of each compared article of an edition pair: `artikel-<number in the older
 * edition>`, or `artikel-<old>-<new>` when two compared articles share their older number.
 */
export function comparisonSlugs(articles: ReadonlyArray<{from: {number: string}; to: {number: string}}>): string[] {
  const count = new Map<string, number>()
  for (const a of articles) count.set(a.from.number, (count.get(a.from.number) ?? 0) + 1)
  return articles.map((a) => (count.get(a.from.number)! > 1 ? `${articleSlug(a.from.number)}-${a.to.number.replaceAll('~', '-')}` : articleSlug(a.from.number)))
}

/** The service worker's file at the root of the built site, so that its scope is the whole site. */
/** The file in a complete output folder that lists every other file with its size and SHA-256 (src/output-folders.ts): not part of the site, never packed for offline use. */
export const sealFile = '.seal.json'

export const serviceWorkerFile = 'sw.js'

/**
 * The packs a reader's device stores the site in for use offline (scripts/offline-packs.ts): the
 * site's frame, the search index, one per edition, one per compared edition pair, the lineages and
 * the downloads. A pack's file carries a hash of its content, so an unchanged pack is not fetched again.
 */
export const packNames = {
  shell: () => 'site',
  search: () => 'zoeken',
  /** The words as the texts spell them (honest search): large in a large collection, so a pack of its own within the first visit's budget. */
  searchWords: () => 'zoekwoorden',
  /** The records of search in changes (their titles, links and snippets): listed offline without the comparisons they point into. */
  searchChanges: () => 'zoekwijzigingen',
  edition: (edition: string) => `editie-${edition}`,
  comparison: (from: string, to: string) => `vergelijk-${from}-${to}`,
  lineages: () => 'geschiedenis',
  downloads: () => 'downloads'
}

/** The sitemap and robots.txt at the root of the built site (scripts/sitemap.ts). */
export const sitemapFile = 'sitemap.xml'
export const robotsFile = 'robots.txt'

/** The anchor of the statement of rights on the home page. */
export const rightsAnchor = () => 'rechten'

/** The folder of the packs in the built site. */
export const packFolder = 'offline'

/**
 * The Cache Storage names of one deployment of the site, for one build (`version`): each carries
 * the deployment's base path, so two deployments on one origin (`/` and `/spelregels/`) each keep
 * and remove only their own. A space ends the base path, which a URL path never holds unencoded.
 * `spelregels /spelregels/ pakketten 3f2a…`.
 */
export const offlineCacheNames = (base: string, version: string) => {
  const own = `${offlineCachePrefix}${base} `
  return {
    /** Every cache of this deployment starts so. */
    own,
    /** This build's packs. */
    packs: `${own}pakketten ${version}`,
    /** Pages read that no stored pack holds. */
    pages: `${own}paginas ${version}`,
    /** The packs the reader removed on the home page, kept from one build to the next. */
    choice: `${own}keuze`
  }
}
/** The start of every cache name the site's worker has ever used; before caches were named by deployment, `spelregels-<version>`, `spelregels-paginas-<version>`, `spelregels-keuze`. */
export const offlineCachePrefix = 'spelregels '
export const unscopedCachePrefix = 'spelregels-'

/** The icons of the web app manifest: an SVG, and PNGs rendered from it at these sizes. */
/** The PNG icons: the browser tab's (32), iOS's home screen's (180) and the web app manifest's (`manifestIconSizes`). */
export const iconSizes = [32, 180, 192, 512] as const
export const manifestIconSizes = [192, 512] as const

/** Every page of the site as a path from its root: `/1987/artikel-25/`. */
/** The anchor of an edition's entry on the list of known editions: `1997` → `editie-1997`. */
export function knownEditionAnchor(edition: string): string {
  return `editie-${edition}`
}

/** The anchor of a glossary entry: `LT` → `lt`, `M.i.v.` → `m-i-v`, `voor de beurt` → `voor-de-beurt`. */
export function glossaryAnchor(entry: string): string {
  return entry
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

export const sitePaths = {
  home: () => '/',
  edition: (edition: string) => `/${edition}/`,
  /** The whole edition on one page, for reading through and printing. */
  wholeEdition: (edition: string) => `/${edition}/volledig/`,
  article: (edition: string, number: string) => `/${edition}/${articleSlug(number)}/`,
  /** Any tree id: an article id gives its page, a provision, note or footnote id its anchor there. */
  node(id: string): string {
    const {edition, number, path} = parseId(id)
    return path.length === 0 ? sitePaths.article(edition, number) : `${sitePaths.article(edition, number)}#${anchorOf(id)}`
  },
  lineages: () => '/geschiedenis/',
  /** Every known edition, what it was and when it applied, with the sources; and which applied on a day (or one edition's entry). */
  editions: (edition?: string) => (edition ? `/edities/#${knownEditionAnchor(edition)}` : '/edities/'),
  lineage: (id: string) => `/geschiedenis/${lineageSlug(id)}/`,
  /** The stylesheet of the lineage pages' edition switcher (one rule per column); not a page. */
  editionSwitchStyles: () => '/geschiedenis/kolommen.css',
  compareIndex: () => '/vergelijk/',
  compare: (from: string, to: string) => `/vergelijk/${from}/${to}/`,
  compareArticle: (from: string, to: string, slug: string) => `/vergelijk/${from}/${to}/${slug}/`,
  /** The search page, with a query (`{q: '1987 25 B 2'}`) when given. */
  search: (query?: Record<string, string>) => (query ? `/zoeken/?${new URLSearchParams(query)}` : '/zoeken/'),
  /** The glossary, or one entry of it (`glossary('LT')` → `/begrippen/#lt`). */
  glossary: (entry?: string) => (entry ? `/begrippen/#${glossaryAnchor(entry)}` : '/begrippen/'),
  /** The index of lids the search box jumps to (site/pages/zoeken/verwijzingen.json.ts). */
  references: () => '/zoeken/verwijzingen.json',
  /** Every word the search index holds, spelled as in the texts, with the records that hold it (site/lib/search-words.ts). */
  searchWords: () => '/zoeken/woorden.json',
  /** A file of the public data (`apiFiles`), e.g. `/api/1987/25.md`. */
  api: (file: string) => `/api/${file}`,
  manifest: () => '/manifest.webmanifest',
  serviceWorker: () => `/${serviceWorkerFile}`,
  /** A pack of the offline copy (`packNames`), by its name and content hash. */
  pack: (name: string, hash: string) => `/${packFolder}/${name}.${hash}.pack`,
  icon: (size: 'svg' | (typeof iconSizes)[number]) => (size === 'svg' ? '/icons/icon.svg' : `/icons/icon-${size}.png`)
}

/** The files of the public JSON API, relative to its folder (`.data/public/api/`, `dist/api/`). */
export const apiFiles = {
  editions: () => 'editions.json',
  /** The whole corpus in one file (a download). */
  corpus: () => 'corpus.json',
  /** One edition's Markdown (a download). */
  editionMarkdown: (edition: string) => `${edition}.md`,
  article: (edition: string, number: string, kind: 'json' | 'md') => `${edition}/${number}.${kind}`,
  lineages: () => 'lineages.json',
  lineage: (id: string) => `lineages/${id}.json`,
  comparison: (from: string, to: string) => `compare/${from}/${to}.json`,
  redirects: () => 'redirects.json',
  schema: (name: string) => `schema/${name}.schema.json`,
  /** Not published: the data stage's list of the files that are, with what made each (src/export/manifest.ts). */
  manifest: () => 'manifest.json'
}

/** What a site path shows, read back from the path (`sitePaths` in reverse); null for other paths. */
export type PathRoute =
  | {kind: 'home' | 'lineages' | 'compareIndex' | 'search' | 'glossary' | 'editions'}
  | {kind: 'edition' | 'wholeEdition'; edition: string}
  | {kind: 'article'; edition: string; slug: string}
  | {kind: 'lineage'; id: string}
  | {kind: 'compare'; from: string; to: string}
  | {kind: 'compareArticle'; from: string; to: string; slug: string}

export function routeOf(path: string): PathRoute | null {
  const parts = path.split('/').slice(1, -1)
  const fixed = {'': 'home', geschiedenis: 'lineages', vergelijk: 'compareIndex', zoeken: 'search', begrippen: 'glossary', edities: 'editions'} as const
  if (!path.startsWith('/') || !path.endsWith('/')) return null
  if (parts.length <= 1 && Object.hasOwn(fixed, parts[0] ?? '')) return {kind: fixed[(parts[0] ?? '') as keyof typeof fixed]}
  const [first, second, third, fourth] = parts
  if (first === 'geschiedenis' && parts.length === 2) return {kind: 'lineage', id: second!}
  if (first === 'vergelijk' && parts.length === 3) return {kind: 'compare', from: second!, to: third!}
  if (first === 'vergelijk' && parts.length === 4) return {kind: 'compareArticle', from: second!, to: third!, slug: fourth!}
  if (parts.length === 1) return {kind: 'edition', edition: first!}
  if (parts.length === 2 && second === 'volledig') return {kind: 'wholeEdition', edition: first!}
  if (parts.length === 2 && second!.startsWith('artikel-')) return {kind: 'article', edition: first!, slug: second!}
  return null
}

// --- Addresses on the source wiki ---

/** A source's key in `sources` of laws/corpus.json: its path below `laws/` (`1987/HV2.md`). */
export const sourceKey = ({edition, page}: {edition: string; page: string}) => `${edition}/${page}.md`

/**
 * A wiki page's address from a template of `laws/corpus.json` (`sourceUrl`, `revisionUrl`): `{page}`
 * is the page name as MediaWiki writes it in an address (spaces as `_`, the rest percent-encoded,
 * `Sjabloon:1987:HV2` → `Sjabloon%3A1987%3AHV2`), `{oldid}` the revision number.
 */
export function wikiPageUrl(template: string, page: string, oldid: string | null = null): string {
  return template.replaceAll('{page}', encodeURIComponent(page.replaceAll(' ', '_'))).replaceAll('{oldid}', encodeURIComponent(oldid ?? ''))
}
