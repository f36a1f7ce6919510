// The published URL list (`laws/urls.txt`): every page the site has ever published, so that none
// disappears unnoticed. The data stage works out the pages this corpus makes (`sitePagePaths`, the
// same paths the Astro pages make from the same data), then checks the list against them:
//   - a listed page that is still made stays;
//   - a listed page that is no longer made gets a redirect to the page that now shows what it showed,
//     when that is known (`movedPageTarget`: a retired lineage id, an article comparison that moved
//     to another edition pair); the site writes a redirect page for it;
//   - otherwise the build fails with `published-url-removed` on the list's line, unless the
//     maintainer accepts the removal (`npm run data -- --accept-url-removals`) or writes a redirect
//     line `<old path> -> <new path>` by hand;
//   - a page that is new is added.
// The list must be there: a missing, empty or unreadable list would let every page go without a
// word, so it is an error (`published-url-list-missing`); the list is made afresh from the pages
// only when the maintainer asks for it (`npm run data -- --rebuild-url-list`).
// The file: `#` comments, then one path a line, sorted (numbers by value): `/1987/artikel-25/`,
// or a redirect `/vergelijk/1975/1987/artikel-34/ -> /vergelijk/1975/1982/artikel-34/`.
import type {VFile} from 'vfile'
import type {Lineage} from './articles.ts'
import {editionPairs} from './edition-pairs.ts'
import {articleSlug, comparisonSlugs, parseId, routeOf, sitePaths} from '../ids.ts'
import {currentLineageId, type LineageRegistry} from './lineage-registry.ts'
import {entryLines, linePlace, unreadableWords, atStart, type FileUnreadable} from '../maintainer-files.ts'
import {quote, report} from '../rules.ts'
import type {Article} from '../types.ts'

/** Where the list lives, relative to the corpus folder (`laws/`). */
export const urlListFileName = 'urls.txt'

export interface Redirect {
  /** The path that is no longer a page, from the site's root: `/geschiedenis/1975-10/`. */
  from: string
  /** The page it leads to now. */
  to: string
}

const header = [
  '# Published URLs of the site, from its root (docs/site.md, "Published URLs"). Kept by the data stage:',
  '# new pages are added; a page that is no longer made gets a redirect `<path> -> <path>` when it is',
  '# known where it went, else the build fails (`npm run data -- --accept-url-removals` drops it).'
]

/** Each article comparison page: the older and newer article and the page's path. */
export function comparisonPages(lineages: Lineage[]): Array<{from: Article; to: Article; path: string}> {
  return editionPairs(lineages).flatMap((pair) => {
    const slugs = comparisonSlugs(pair.links.map(({link}) => link))
    return pair.links.map(({link}, index) => ({from: link.from, to: link.to, path: sitePaths.compareArticle(pair.from, pair.to, slugs[index]!)}))
  })
}

/** Every page of the site (not the 404 page), as the site's pages make them from the data stage's output. */
export function sitePagePaths(editions: Array<{edition: string; articles: Array<{number: string}>}>, lineages: Lineage[]): string[] {
  return [
    sitePaths.home(),
    sitePaths.search(),
    sitePaths.glossary(),
    sitePaths.lineages(),
    sitePaths.compareIndex(),
    ...editions.flatMap(({edition, articles}) => [sitePaths.edition(edition), sitePaths.wholeEdition(edition), ...articles.map((article) => sitePaths.article(edition, article.number))]),
    ...lineages.map((lineage) => sitePaths.lineage(lineage.id)),
    ...editionPairs(lineages).map((pair) => sitePaths.compare(pair.from, pair.to)),
    ...comparisonPages(lineages).map((page) => page.path)
  ]
}

/**
 * Where a page that is no longer made now lives, when that follows from the data: a retired
 * lineage id leads to the lineage it went into; an article page whose article was renumbered leads
 * to the article that now stands in its lineage in that edition (`previous`, the registry as it was
 * read, says which registered lineage held the old article; `registry`, as it now is, where that
 * lineage went); an article comparison whose older article is now compared in another edition pair,
 * or was renumbered, leads there (else to the article's lineage); a comparison of an edition pair
 * that is no longer compared leads to the list of comparisons. Null otherwise: an edition without
 * an article in the lineage any more has removed the page.
 */
export function movedPageTarget(lineages: Lineage[], registry: LineageRegistry, previous: LineageRegistry = registry): (path: string) => string | null {
  const comparisonOf = new Map(comparisonPages(lineages).map((page) => [page.from.id, page.path]))
  const lineageOf = new Map(lineages.flatMap((lineage) => lineage.articles.map((article) => [article.id, lineage.id] as const)))
  const byId = new Map(lineages.map((lineage) => [lineage.id, lineage]))
  const articles = lineages.flatMap((lineage) => lineage.articles)
  /** The article of `edition` now in the lineage that held the registered article `formerId`. */
  const successor = (formerId: string, edition: string): Article | null => {
    const entry = previous.lineages.find((candidate) => candidate.articles.includes(formerId))
    const id = entry ? currentLineageId(registry, entry.id) : null
    return (id ? byId.get(id)?.articles.find((article) => article.edition === edition) : undefined) ?? null
  }
  /** Registered articles of `edition` whose slug is `slug`, or begins `slug` (`artikel-<old>-<new>`) when `prefix`. */
  const formerIds = (edition: string, slug: string, prefix: boolean) =>
    previous.lineages
      .flatMap((entry) => entry.articles)
      .filter((id) => {
        const {edition: idEdition, number} = parseId(id)
        const own = articleSlug(number)
        return idEdition === edition && (slug === own || (prefix && slug.startsWith(`${own}-`)))
      })
      .sort((a, b) => b.length - a.length)
  return (path) => {
    const route = routeOf(path)
    if (route?.kind === 'lineage') {
      const id = currentLineageId(registry, route.id)
      return id ? sitePaths.lineage(id) : null
    }
    if (route?.kind === 'article') {
      const now = formerIds(route.edition, route.slug, false)
        .map((id) => successor(id, route.edition))
        .find((article) => article !== null)
      return now ? sitePaths.article(now.edition, now.number) : null
    }
    if (route?.kind === 'compare') return sitePaths.compareIndex()
    if (route?.kind !== 'compareArticle') return null
    // The older article: its slug exactly, else the longest slug the page's slug begins with (`artikel-<old>-<new>`);
    // else the article now in the lineage of the registered article the page compared.
    const candidates = articles.filter((article) => article.edition === route.from && (route.slug === articleSlug(article.number) || route.slug.startsWith(`${articleSlug(article.number)}-`)))
    const older =
      candidates.sort((a, b) => articleSlug(b.number).length - articleSlug(a.number).length).find((article) => articleSlug(article.number) === route.slug) ??
      candidates[0] ??
      formerIds(route.from, route.slug, true)
        .map((id) => successor(id, route.from))
        .find((article) => article !== null)
    if (!older) return null
    return comparisonOf.get(older.id) ?? sitePaths.lineage(lineageOf.get(older.id)!)
  }
}

export interface UrlCheckOptions {
  /** Where a page that is no longer made went (`movedPageTarget`); null when unknown. */
  targetOf?: (path: string) => string | null
  /** Drop listed pages that are neither made nor redirected, instead of reporting them. */
  acceptRemovals?: boolean
  /** Make the list afresh from the pages made now (`--rebuild-url-list`): what the file holds, if anything, is not read. */
  rebuild?: boolean
  /** Why the file could not be read (it is then empty); none when it was read. */
  unreadable?: FileUnreadable
}

interface Listed {
  path: string
  to: string | null
  line: number
  raw: string
}

// One collator for every comparison: `localeCompare` with options builds one per call.
const byPath = new Intl.Collator('en', {numeric: true}).compare

/**
 * Checks the list in `file` against the pages made now (see the top of this file): reports what
 * would disappear on the list's lines, and returns the list as it should now be and its redirects.
 */
export function checkPublishedUrls(file: VFile, pages: string[], {targetOf = () => null, acceptRemovals = false, rebuild = false, unreadable}: UrlCheckOptions = {}): {text: string; redirects: Redirect[]} {
  const made = new Set(pages)
  const fresh = {text: formatList([...made].map((page): [string, string] => [page, page])), redirects: []}
  // A folder stands where the list would be written: not even a rebuild can write it.
  const missing = unreadable && (!rebuild || unreadable.kind === 'folder') ? unreadable : !rebuild && !unreadable && entryLines(file).length === 0 ? ({kind: 'empty'} as const) : null
  if (missing) {
    report(
      file,
      `Unexpected ${missing.kind === 'empty' ? `empty \`${quote(file.path)}\`, which lists no page` : unreadableWords(missing, file.path)}, expected the list of every page the site has published, committed with the sources (${missing.kind === 'folder' ? 'remove the folder, then ' : ''}\`npm run data -- --rebuild-url-list\` makes it afresh from the pages the site makes now)`,
      {
        ruleId: 'published-url-list-missing',
        place: atStart
      }
    )
    return fresh
  }
  if (rebuild) return fresh
  const listed = parseUrlList(file)
  const redirectOf = new Map(listed.flatMap((entry) => (entry.to ? [[entry.path, entry.to] as const] : [])))
  /** The page a path leads to, through listed redirects and known moves. */
  const resolve = (path: string): string | null => {
    const seen = new Set<string>()
    for (let current: string | null = path; current !== null && !seen.has(current); current = redirectOf.get(current) ?? targetOf(current)) {
      if (made.has(current)) return current
      seen.add(current)
    }
    return null
  }
  const lines = new Map<string, string>()
  const redirects: Redirect[] = []
  for (const entry of listed) {
    if (made.has(entry.path)) continue
    const target = resolve(entry.path)
    if (target) {
      lines.set(entry.path, `${entry.path} -> ${target}`)
      redirects.push({from: entry.path, to: target})
    } else if (!acceptRemovals) {
      lines.set(entry.path, entry.raw.trim())
      if (entry.to === null) {
        report(file, `Unexpected removal of published page \`${entry.path}\`, expected a page there or a redirect line \`${entry.path} -> <path>\` (\`npm run data -- --accept-url-removals\` drops it)`, {
          ruleId: 'published-url-removed',
          place: linePlace(entry)
        })
      } else {
        report(file, `Unexpected redirect of \`${entry.path}\` to \`${entry.to}\`, which is no page, expected a redirect to a page of the site`, {ruleId: 'published-url-redirect-broken', place: linePlace(entry)})
      }
    }
  }
  for (const page of made) lines.set(page, page)
  return {text: formatList([...lines]), redirects: redirects.sort((a, b) => byPath(a.from, b.from))}
}

/** The list's text: the header, then each line (a path, or `<path> -> <path>`) sorted by its path. */
function formatList(lines: Array<[path: string, line: string]>): string {
  const sorted = lines.sort(([a], [b]) => byPath(a, b))
  return [...header, ...sorted.map(([, line]) => line)].join('\n') + '\n'
}

function parseUrlList(file: VFile): Listed[] {
  const listed: Listed[] = []
  const seen = new Set<string>()
  for (const {line, raw, text} of entryLines(file)) {
    const match = /^(\/\S*)(?:\s+->\s+(\/\S*))?$/.exec(text)
    const problem = match ? [match[1]!, match[2]].flatMap((path) => (path === undefined ? [] : (pathProblem(path) ?? []))).at(0) : undefined
    const expected = problem ?? (match && seen.has(match[1]!) ? {found: `\`${match[1]}\``, expected: 'each path once'} : undefined)
    if (!match || expected) {
      const {found, expected: what} = expected ?? {found: `\`${quote(text)}\``, expected: 'a site path such as `/1987/artikel-25/`, or `<path> -> <path>`'}
      report(file, `Unexpected ${found}, expected ${what}`, {ruleId: 'published-url-syntax', place: linePlace({line, raw})})
      continue
    }
    seen.add(match[1]!)
    listed.push({path: match[1]!, to: match[2] ?? null, line, raw})
  }
  return listed
}

/**
 * What keeps `path` from being the normalised path of a page of the site, which the site's pages
 * and redirects are written at: `/` first and last, one `/` between segments, no `.` or `..`
 * segment, no backslash, no query or fragment, and plain characters only (the site's paths are
 * letters, digits, `-`, `_`, `.` and `~`; `%2e%2e` is `..` to a server). Null for a normalised path.
 */
export function pathProblem(path: string): {found: string; expected: string} | null {
  const shown = `\`${quote(path)}\``
  const expected = (what: string) => `a path inside the site ${what}, such as \`/1987/artikel-25/\``
  if (/[?#]/.test(path)) return {found: `${path.includes('?') ? 'query' : 'fragment'} in ${shown}`, expected: expected('without `?` or `#`')}
  if (path.includes('\\')) return {found: `backslash in ${shown}`, expected: expected('with `/` between its segments')}
  if (path.includes('//')) return {found: `empty segment (\`//\`) in ${shown}`, expected: expected('with one `/` between its segments')}
  const dots = /(?:^|\/)(\.\.?)(?=\/|$)/.exec(path)
  if (dots) return {found: `\`${dots[1]}\` segment in ${shown}`, expected: expected('without `.` or `..` segments')}
  const encoded = /%[0-9A-Fa-f]{2}/.exec(path)
  if (encoded) return {found: `percent-encoded \`${encoded[0]}\` in ${shown}`, expected: expected('written in plain characters')}
  const other = /[^A-Za-z0-9._~/-]/u.exec(path)
  if (other) return {found: `character \`${quote(other[0])}\` in ${shown}`, expected: expected('of letters, digits, `-`, `_`, `.` and `~`')}
  if (!path.startsWith('/') || !path.endsWith('/')) return {found: shown, expected: "a page path from the site's root, with `/` first and last, such as `/1987/artikel-25/`"}
  return null
}
