// The sitemap and robots.txt of a built site, from the pages the build wrote: every `index.html`
// but the redirects of moved pages (they carry `noindex`), each once, in byte order. A sitemap needs
// absolute addresses, so it is written only when the site's address is known (`--site`); robots.txt
// is always written, naming the sitemap when there is one.
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {robotsFile, sitemapFile} from '../src/ids.ts'
import {byteOrder, listTree} from '../src/listing.ts'
import {onDisk} from '../src/file-system.ts'
import {robotsTxt, sitemapXml} from '../src/export/structured-data.ts'

const noindex = /<meta name="robots" content="noindex"/

/** The site paths of the built pages a search engine should list (`/`, `/1987/artikel-27/`), in byte order. */
export function listedPages(dir: string): string[] {
  return listTree(dir)
    .filter(({entry, path: file}) => entry.isFile() && (file === 'index.html' || file.endsWith('/index.html')))
    .filter(({path: file}) => !noindex.test(readFileSync(path.join(dir, file), 'utf8')))
    .map(({path: file}) => `/${file.slice(0, -'index.html'.length)}`)
    .sort(byteOrder)
}

/** Writes robots.txt, and with the site's address (origin with the base path, `https://x.org/spelregels/`) the sitemap. Returns the pages listed. */
export function writeSitemap(dir: string, siteAddress: string | null): number {
  const pages = siteAddress === null ? [] : listedPages(dir)
  const write = (file: string, text: string) => onDisk('write', path.join(dir, file), () => writeFileSync(path.join(dir, file), text))
  if (siteAddress !== null) write(sitemapFile, sitemapXml(pages.map((page) => new URL(page.slice(1), siteAddress).href)))
  write(robotsFile, robotsTxt(siteAddress === null ? null : new URL(sitemapFile, siteAddress).href))
  return pages.length
}
