// Reading built pages: parse with linkedom, query with CSS selectors, read text.
import {readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {parseHTML} from 'linkedom'

export interface Page {
  /** The URL path of the page without base, e.g. `/1987/artikel-25/`. */
  path: string
  all(selector: string): Element[]
  one(selector: string): Element | undefined
  ids: string[]
}

/** The text of an element, whitespace collapsed. */
export function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

export const attr = (element: Element, name: string) => element.getAttribute(name) ?? undefined

export function readPage(dir: string, pagePath: string): Page {
  return readHtml(path.join(dir, pagePath, 'index.html'), pagePath)
}

/** Any HTML file of a build as a page, e.g. `404.html`, named `name` in messages. */
export function readHtml(file: string, name: string): Page {
  const {document} = parseHTML(readFileSync(file, 'utf8'))
  return {
    path: name,
    all: (selector) => Array.from(document.querySelectorAll(selector)),
    one: (selector) => document.querySelector(selector) ?? undefined,
    ids: Array.from(document.querySelectorAll('[id]'), (element) => element.id)
  }
}

/** URL paths (`/x/y/`) of every page (index.html) under `dir`. */
export function pagePaths(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file) === '.' ? '' : `${path.dirname(file).split(path.sep).join('/')}/`}`)
    .sort()
}

/**
 * The text of an element as a reader sees it, not collapsed: without what `drop` selects (e.g.
 * permalinks, footnote markers), each `<br>` a line break.
 */
export function shownText(element: Element, drop: string[] = []): string {
  const copy = element.cloneNode(true) as Element
  for (const selector of drop) for (const found of Array.from(copy.querySelectorAll(selector))) found.remove()
  for (const br of Array.from(copy.querySelectorAll('br'))) br.replaceWith('\n')
  return copy.textContent ?? ''
}
