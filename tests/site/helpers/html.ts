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
  const {document} = parseHTML(readFileSync(path.join(dir, pagePath, 'index.html'), 'utf8'))
  return {
    path: pagePath,
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
