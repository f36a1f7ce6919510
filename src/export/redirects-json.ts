// `redirects.json`: every published URL that is no longer a page and the page it leads to now, as
// laws/urls.txt and the known moves give them (src/align/published-urls.ts).
import type {Redirect} from '../align/published-urls.ts'
import type {RedirectsJson} from '../schema.ts'

export function redirectsJson(redirects: readonly Redirect[]): RedirectsJson {
  return {redirects: redirects.map(({from, to}) => ({from, to}))}
}
