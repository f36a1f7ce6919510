// Cross-references in law text (`zie artikel 23 A`, `artikel 16C2`, `de artikelen 30, 31 of 32`),
// found in a provision's text and resolved against the articles of the same edition.
import {visit} from 'unist-util-visit'
import type {Article, Provision, Reference} from '../types.ts'

// `artikel 16C2`, `artikel 42 B2`, `artikel 23 c`: number, then an optional lid letter with an
// optional number and lower-case letter below it. A label must end the word (`artikel 25 is` has none).
const single = /\b[Aa]rtikel\s+(\d+)(?:\s?([A-Z])(\d{1,2})?([a-z])?|\s([a-z]))?(?![\p{L}\d])/gu
const list = /\b[Aa]rtikelen\s+(\d+)((?:\s*,\s*\d+|\s+(?:en|of|t\/m)\s+\d+)+)/gu

export function findReferences(value: string, field: Reference['field'], edition: string): Reference[] {
  const found: Reference[] = []
  for (const match of value.matchAll(single)) {
    const path = [match[2] ?? match[5], match[3], match[4]].filter((part): part is string => Boolean(part))
    found.push(reference(match[0], match.index, field, edition, match[1]!, path))
  }
  for (const match of value.matchAll(list)) {
    const first = match[0].indexOf(match[1]!, 'artikelen'.length)
    found.push(reference(match[1]!, match.index + first, field, edition, match[1]!, []))
    const rest = match.index + match[0].length - match[2]!.length
    for (const number of match[2]!.matchAll(/\d+/g)) {
      found.push(reference(number[0], rest + number.index, field, edition, number[0], []))
    }
  }
  return found.sort((a, b) => a.offset - b.offset)
}

function reference(text: string, offset: number, field: Reference['field'], edition: string, article: string, path: string[]): Reference {
  return {text, offset, field, article, path, target: [edition, article, ...path].join('/'), resolved: null}
}

/** Resolve every reference of `articles` against `targets` (the articles of the edition, each number once). */
export function resolveReferences(articles: Article[], targets: Article[] = articles): void {
  const byNumber = new Map(targets.map((article) => [article.number, article]))
  for (const article of articles) {
    visit(article, 'provision', (node) => {
      for (const ref of (node as Provision).refs) {
        const target = byNumber.get(ref.article)
        ref.resolved = target ? deepest(target, ref.path) : null
      }
    })
  }
}

function deepest(article: Article, path: string[]): string {
  let id = article.id
  let level: Provision[] = article.children
  for (const label of path) {
    const next = level.find((child) => child.label === label) ?? level.find((child) => child.label?.toLowerCase() === label.toLowerCase())
    if (!next) break
    id = next.id
    level = next.children
  }
  return id
}
