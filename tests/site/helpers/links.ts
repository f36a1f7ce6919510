// Link integrity of a built site, for any build (the real corpus, the hostile one, under a base path).
import {existsSync} from 'node:fs'
import path from 'node:path'
import {attr, type Page} from './html.ts'

export interface BuiltPages {
  /** The folder of the build. */
  dir: string
  /** The base path it was built for, e.g. `/` or `/spelregels/`. */
  base: string
  /** Every page by its URL path without base. */
  pages: Map<string, Page>
}

/** A reference from a page to a URL of the site: a link, form action, stylesheet, manifest or script. */
export interface Reference {
  /** `<page>: <href as written>`. */
  where: string
  url: URL
  /** The path below the base (`/1987/artikel-27/`), or null when the URL leaves the base. */
  local: string | null
}

/** Every reference of every page to a URL of its own site (not `https:`, `mailto:` or `data:`). */
export function internalReferences(site: BuiltPages): Reference[] {
  return [...site.pages.values()].flatMap((page) =>
    [...page.all('a[href]').map((e) => attr(e, 'href')!), ...page.all('link[href]').map((e) => attr(e, 'href')!), ...page.all('form[action]').map((e) => attr(e, 'action')!), ...page.all('script[src]').map((e) => attr(e, 'src')!)]
      .filter((raw) => !/^(?:https?:|mailto:|data:)/.test(raw))
      .map((raw) => {
        const url = new URL(raw, `http://site${site.base}${page.path.slice(1)}`)
        return {where: `${page.path}: ${raw}`, url, local: url.pathname.startsWith(site.base) ? url.pathname.slice(site.base.length - 1) : null}
      })
  )
}

/** Every internal link, form action, stylesheet, manifest and script that does not resolve to a file or an id. */
export function brokenLinks(site: BuiltPages): string[] {
  const broken: string[] = []
  for (const {where, url, local} of internalReferences(site)) {
    if (local === null) {
      broken.push(`${where} (outside ${site.base})`)
      continue
    }
    const target = local.endsWith('/') ? site.pages.get(local) : undefined
    if (local.endsWith('/') ? !target : !existsSync(path.join(site.dir, decodeURIComponent(local)))) {
      broken.push(`${where} (no such page or file)`)
      continue
    }
    const id = decodeURIComponent(url.hash.slice(1))
    if (id && !target?.ids.includes(id)) broken.push(`${where} (no element with id "${id}")`)
  }
  return broken
}

/** `<page>#<id>` for every id that occurs more than once on its page. */
export function duplicateIds(site: BuiltPages): string[] {
  return [...site.pages.values()].flatMap((page) => page.ids.filter((id, index) => page.ids.indexOf(id) !== index).map((id) => `${page.path}#${id}`))
}
