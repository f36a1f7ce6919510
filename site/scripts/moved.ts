// A page that moved (site/pages/[...moved].astro) sends its reader on to where it went, keeping what
// the address held after the path: the `#B-1` of a deep link above all, which the page's fallback
// without script, a meta refresh to a fixed address, cannot carry.

/** The address to go to: `target` with the query and fragment of the moved page's address `from`. */
export function movedTo(target: string, from: {search: string; hash: string}): string {
  const url = new URL(target)
  if (from.search !== '') url.search = from.search
  url.hash = from.hash
  return url.href
}

/** Goes on to the page's canonical address, in place of the moved page in the history. */
export function followMove(page: Document): void {
  const canonical = page.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (canonical) page.location.replace(movedTo(canonical.href, page.location))
}
