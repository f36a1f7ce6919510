// The schema.org `Legislation` of an edition's page and an article's page (src/export/structured-data.ts),
// from the site's data: ids from src/ids.ts, the date an edition applied from where editions.json
// knows it, the wiki pages the text was taken from, and for an article the same article in the
// nearest earlier edition its lineage holds, which it replaces. Addresses only with the site's address.
import {legislationJsonLd, type LegislationFacts} from '../../src/export/structured-data.ts'
import type {KnownEditionJson} from '../../src/schema.ts'
import type {EditionEntry, LineageEntry} from './api.ts'
import type {SiteUrls} from './urls.ts'

/** The absolute address of a site path (with its base path), or null without the site's address. */
const addressOf = (href: string, site: URL | undefined) => (site ? new URL(href, site).href : null)

const editionName = (corpusTitle: string, edition: string) => `${corpusTitle} ${edition}`

/** The edition as `Legislation`. */
export function editionLegislation(edition: EditionEntry, known: readonly KnownEditionJson[], urls: SiteUrls, site: URL | undefined): Record<string, unknown> {
  return legislationJsonLd(editionFacts(edition, known, urls, site))
}

function editionFacts(edition: EditionEntry, known: readonly KnownEditionJson[], urls: SiteUrls, site: URL | undefined): LegislationFacts {
  return {
    identifier: edition.edition,
    name: editionName(edition.corpusTitle, edition.edition),
    url: addressOf(urls.edition(edition.edition), site),
    applicableFrom: known.find((entry) => entry.edition === edition.edition)?.from ?? null,
    sources: [...new Set(edition.sources.flatMap((source) => (source.url === null ? [] : [source.url])))]
  }
}

/** One article as `Legislation`, part of its edition. `editions` oldest first. */
export function articleLegislation(
  article: {id: string; edition: string; number: string; title: string | null; source: {url: string | null}},
  edition: EditionEntry,
  editions: readonly EditionEntry[],
  known: readonly KnownEditionJson[],
  lineages: readonly LineageEntry[],
  urls: SiteUrls,
  site: URL | undefined
): Record<string, unknown> {
  const order = (name: string) => editions.findIndex((entry) => entry.edition === name)
  const earlier = lineages
    .filter((lineage) => lineage.articles.some((a) => a.id === article.id))
    .flatMap((lineage) => {
      const before = lineage.articles.filter((a) => order(a.edition) >= 0 && order(a.edition) < order(article.edition))
      const nearest = Math.max(...before.map((a) => order(a.edition)))
      return before.filter((a) => order(a.edition) === nearest)
    })
  const parent = editionFacts(edition, known, urls, site)
  return legislationJsonLd({
    identifier: article.id,
    name: `${parent.name}, art. ${article.number}${article.title ? ` ${article.title}` : ''}`,
    url: addressOf(urls.article(article.edition, article.number), site),
    applicableFrom: parent.applicableFrom,
    sources: article.source.url === null ? [] : [article.source.url],
    partOf: {identifier: parent.identifier, name: parent.name, url: parent.url},
    changes: earlier.map((a) => ({identifier: a.id, name: `${editionName(edition.corpusTitle, a.edition)}, art. ${a.number}`, url: addressOf(urls.article(a.edition, a.number), site)}))
  })
}
