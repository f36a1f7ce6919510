// What no built page may contain, whatever the sources say: script other than the site's own module
// files, event handler attributes, `javascript:` URLs, inline style, or elements the site does not
// make. And the Content-Security-Policy every page must carry.
import {attr, type Page} from './html.ts'

/** The exact policy of `site/components/Layout.astro`; a change to it is a change to this test. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'"
].join('; ')

/** Elements that would carry markup, script or requests from the sources; the site makes none of them. */
const foreignElements = ['img', 'iframe', 'frame', 'object', 'embed', 'style', 'base', 'b', 'i', 'math', 'video', 'audio', 'source', 'template', 'svg:not(.bar)']

/** Attributes that take a URL. */
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data']

/** Everything on `page` that could run or load something the site did not put there. */
/**
 * A JSON-LD data block: in <head>, no `src`, JSON text with no `<` in it (so nothing can close the
 * element early). Browsers never run a data block, and the Content-Security-Policy does not govern it.
 */
function isDataBlock(script: Element): boolean {
  if (attr(script, 'type') !== 'application/ld+json' || script.hasAttribute('src') || script.parentElement?.localName !== 'head') return false
  const text = script.textContent ?? ''
  try {
    JSON.parse(text)
  } catch {
    return false
  }
  return !text.includes('<')
}

export function unsafeMarkup(page: Page, base: string): string[] {
  const problems: string[] = []
  const at = (what: string) => problems.push(`${page.path}: ${what}`)
  for (const script of page.all('script')) {
    if (isDataBlock(script)) continue
    const src = attr(script, 'src')
    const own = attr(script, 'type') === 'module' && src !== undefined && new RegExp(`^${base}_astro/[\\w.-]+\\.js$`).test(src) && (script.textContent ?? '') === ''
    if (!own) at(`a script that is not one of the site's module files: ${script.outerHTML.slice(0, 120)}`)
  }
  for (const selector of foreignElements) for (const element of page.all(selector)) at(`a <${element.localName}> element: ${element.outerHTML.slice(0, 120)}`)
  for (const element of page.all('*')) {
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? ''
      if (/^on/i.test(name)) at(`an event handler attribute ${name}="${value}" on <${element.localName}>`)
      if (name === 'style' || name === 'srcdoc') at(`a ${name} attribute on <${element.localName}>`)
      // Browsers ignore leading spaces and control characters, and tabs or newlines inside the scheme.
      // eslint-disable-next-line no-control-regex -- the control characters are what browsers drop
      const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
      if (urlAttributes.includes(name) && /^(?:javascript|vbscript):/.test(url)) at(`a script URL ${name}="${value}" on <${element.localName}>`)
      if (urlAttributes.includes(name) && url.startsWith('data:')) at(`a data URL ${name}="${value.slice(0, 60)}" on <${element.localName}>`)
    }
  }
  if (page.all('title').length !== 1 || !page.one('head > title')) at('not exactly one <title>, in <head>')
  return problems
}

/** The page's policy meta tags, which must be exactly one, right after `<meta charset>`. */
export function policyProblems(page: Page): string[] {
  const metas = page.all('meta[http-equiv]')
  const head = page.all('head > *')
  const problems: string[] = []
  if (metas.length !== 1) problems.push(`${page.path}: ${metas.length} http-equiv meta tags, expected one`)
  if (attr(head[0]!, 'charset') !== 'utf-8') problems.push(`${page.path}: <meta charset> is not the first element in <head>`)
  if (attr(head[1]!, 'http-equiv') !== 'Content-Security-Policy' || attr(head[1]!, 'content') !== contentSecurityPolicy) {
    problems.push(`${page.path}: the second element in <head> is ${head[1]?.outerHTML}, expected the Content-Security-Policy`)
  }
  return problems
}
