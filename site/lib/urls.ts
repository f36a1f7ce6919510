// Every URL of the site: the paths of src/ids.ts (the one place ids, anchors and paths are derived)
// under the base path (`import.meta.env.BASE_URL`, passed in by site.ts), so the site works under
// `/` and under a sub path such as `/spelregels/`. See docs/site.md "URLs" for the list.
import {sitePaths, type iconSizes} from '../../src/ids.ts'

export {
  anchorOf,
  apiFiles,
  glossaryAnchor,
  knownEditionAnchor,
  articleSlug,
  comparisonSlugs,
  editionAnchor,
  footnoteAnchor,
  footnoteRefAnchor,
  iconSizes,
  isFootnoteId,
  manifestIconSizes,
  lineageSlug,
  linkKey,
  packNames,
  pairKey,
  parseId,
  serviceWorkerFile,
  sharedCiteAnchor,
  type IdParts
} from '../../src/ids.ts'

export interface SiteUrls {
  home(): string
  edition(edition: string): string
  /** The whole edition on one page, for reading through and printing. */
  wholeEdition(edition: string): string
  article(edition: string, number: string): string
  /** Link to any tree id: an article id gives the article page, a provision id its anchor. */
  node(id: string): string
  lineages(): string
  /** Every known edition with when it applied and its sources, and which applied on a day; or one edition's entry there. */
  editions(edition?: string): string
  lineage(id: string): string
  /** The stylesheet of the lineage pages' edition switcher (`site/pages/geschiedenis/kolommen.css.ts`); not a page. */
  editionSwitchStyles(): string
  compareIndex(): string
  compare(from: string, to: string): string
  compareArticle(from: string, to: string, slug: string): string
  search(query?: Record<string, string>): string
  /** The glossary, or one entry's anchor on it (`glossary('LT')`). */
  glossary(entry?: string): string
  /** A file of the public data, e.g. `api(apiFiles.article('1987', '25', 'md'))`. */
  api(file: string): string
  asset(file: string): string
  /** The web app manifest. */
  manifest(): string
  /** The service worker (written by `scripts/build.ts` after Pagefind); its scope is the base path. */
  serviceWorker(): string
  /** An icon: `icon('svg')`, or a PNG by its size, `icon(192)`. */
  icon(size: 'svg' | (typeof iconSizes)[number]): string
  /** Any site path of src/ids.ts (`/1987/artikel-25/`) under the base path. */
  path(sitePath: string): string
}

export function siteUrls(base: string): SiteUrls {
  const root = base.endsWith('/') ? base : `${base}/`
  const at = (sitePath: string) => root + sitePath.replace(/^\//, '')
  return {
    home: () => at(sitePaths.home()),
    edition: (edition) => at(sitePaths.edition(edition)),
    wholeEdition: (edition) => at(sitePaths.wholeEdition(edition)),
    article: (edition, number) => at(sitePaths.article(edition, number)),
    node: (id) => at(sitePaths.node(id)),
    lineages: () => at(sitePaths.lineages()),
    editions: (edition) => at(sitePaths.editions(edition)),
    lineage: (id) => at(sitePaths.lineage(id)),
    editionSwitchStyles: () => at(sitePaths.editionSwitchStyles()),
    compareIndex: () => at(sitePaths.compareIndex()),
    compare: (from, to) => at(sitePaths.compare(from, to)),
    compareArticle: (from, to, slug) => at(sitePaths.compareArticle(from, to, slug)),
    search: (query) => at(sitePaths.search(query)),
    glossary: (entry) => at(sitePaths.glossary(entry)),
    api: (file) => at(sitePaths.api(file)),
    asset: (file) => at(file),
    manifest: () => at(sitePaths.manifest()),
    serviceWorker: () => at(sitePaths.serviceWorker()),
    icon: (size) => at(sitePaths.icon(size)),
    path: at
  }
}

/**
 * The origin the site is served from, from the build's `--site` (`https://example.org`): an http(s)
 * address without a path (the path is `--base`), a query or a fragment. Throws what is wrong.
 */
export function siteOrigin(address: string): string {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new Error(`Unexpected --site \`${address}\`, expected an http(s) address such as \`https://example.org\``)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Unexpected --site \`${address}\`, which is no http(s) address, expected one such as \`https://example.org\``)
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`Unexpected --site \`${address}\` with more than an origin, expected one such as \`https://example.org\` (a path goes in --base)`)
  }
  return url.origin
}
