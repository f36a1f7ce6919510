// What the site hands to search engines and reference managers besides its pages: schema.org
// `Legislation` as JSON-LD for an edition and for an article, the sitemap and robots.txt. Plain data
// in, plain text or objects out; the site's components only render what these return. Only what the
// data states goes in: an address only where the site's address is known, a date only where
// laws/corpus.json gives one with its source, a change only where a lineage links the articles.

/** The schema.org context every block names. */
export const schemaContext = 'https://schema.org'

/** One edition or article as schema.org `Legislation`: its id from src/ids.ts, and what is known of it. */
export interface LegislationFacts {
  /** The id of src/ids.ts: `1987` for an edition, `1987/27` for an article. */
  identifier: string
  name: string
  /** The page's absolute address, when the site's address is known. */
  url: string | null
  /** The date the edition applied from (laws/corpus.json `editions`), ISO, as far as it is known; null when unknown. */
  applicableFrom: string | null
  /** The addresses of the wiki pages the text was transcribed from (`isBasedOn`). */
  sources: readonly string[]
  /** The edition an article belongs to, or nothing for an edition. */
  partOf?: {identifier: string; name: string; url: string | null}
  /** What this one replaces: the same article in the nearest earlier edition that holds it. */
  changes?: readonly {identifier: string; name: string; url: string | null}[]
}

/** A reference to another legislation: its id, name and, when known, its address. */
const reference = ({identifier, name, url}: {identifier: string; name: string; url: string | null}) => ({
  '@type': 'Legislation',
  legislationIdentifier: identifier,
  name,
  ...(url === null ? {} : {url})
})

/**
 * The JSON-LD of one edition or article. `legislationDateOfApplicability` carries the date it
 * applied from: the corpus knows when an edition took effect, not when it was adopted
 * (`legislationDate`), so that property is never filled.
 */
export function legislationJsonLd(facts: LegislationFacts): Record<string, unknown> {
  return {
    '@context': schemaContext,
    '@type': 'Legislation',
    legislationIdentifier: facts.identifier,
    name: facts.name,
    inLanguage: 'nl',
    ...(facts.url === null ? {} : {url: facts.url}),
    ...(facts.applicableFrom === null ? {} : {legislationDateOfApplicability: facts.applicableFrom}),
    ...(facts.sources.length === 0 ? {} : {isBasedOn: facts.sources.length === 1 ? facts.sources[0] : [...facts.sources]}),
    ...(facts.partOf ? {isPartOf: reference(facts.partOf)} : {}),
    ...(facts.changes && facts.changes.length > 0 ? {legislationChanges: facts.changes.map(reference)} : {})
  }
}

/** The text of a `<script type="application/ld+json">`: JSON that no `</script>` inside can end early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The sitemap of absolute page addresses, one `<url>` each, in the order given. */
export function sitemapXml(addresses: readonly string[]): string {
  const entries = addresses.map((address) => `  <url><loc>${xmlEscape(address)}</loc></url>\n`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`
}

/** robots.txt: every page may be read; the sitemap named when its address is known. */
export function robotsTxt(sitemap: string | null): string {
  return `User-agent: *\nAllow: /\n${sitemap === null ? '' : `\nSitemap: ${sitemap}\n`}`
}
