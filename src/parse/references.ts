// Cross-references in law text, found in a provision's or footnote's text and resolved against the
// articles of the same edition: to an article (`zie artikel 23 A`, `artikel 16C2`, `de artikelen
// 30, 31 of 32`), or inside the citing article (`lid A`, `onderdeel A2b van dit artikel`,
// `B. hieronder`, `onder 3`, `onder punt B. van dit artikel`).
import type {Article, Provision, Reference} from '../types.ts'
import {articleId, editionOf, provisionId} from '../ids.ts'

// `artikel 16C2`, `artikel 42 B2`, `artikel 23 c`, `artikel 12a B`: number, then an optional lid
// letter with an optional number and lower-case letter below it. A label must end the word
// (`artikel 25 is` has none). A lower-case letter written against the number may also be part of
// the number (article 12a): resolving decides (`resolve`).
const single = /\b[Aa]rtikel\s+(\d+)(?:\s?([A-Z])(\d{1,2})?([a-z])?|\s?([a-z])(?:\s([A-Z])(\d{1,2})?([a-z])?)?)?(?![\p{L}\d])/gu
const list = /\b[Aa]rtikelen\s+(\d+)((?:\s*,\s*\d+|\s+(?:en|of|t\/m)\s+\d+)+)/gu

// Inside the citing article. A label segment is written together (`A2b`, `a2`, `3b`) and
// segments apart by a space (`a 2`); each ends the word, so `onder andere` has none.
const segment = String.raw`(?:[A-Z](?:\d{1,2}[a-z]?)?|[a-z]\d{0,2}|\d{1,2}[a-z]?)(?![\p{L}\d])`
const place = String.raw`\s+van\s+dit\s+artikel|\s+hier(?:onder|boven)`
const inArticle = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?<noun>[Ll]id|[Oo]nderdeel|onder(?:\s+punt)?)\s+(?<labels>${segment}(?:\s${segment})*)|(?<bare>[A-Z](?:\d{1,2}[a-z]?)?)(?=\.?(?:${place})(?![\p{L}\d])))(?:\.?(?<place>${place})(?![\p{L}\d]))?`,
  'gu'
)
/** `lid A van artikel 23`, `lid B uit het vorige artikel`: a lid of another article, not this one. */
const ofAnother = /^\s+(?:van|uit)\s+(?:artikel|de|het|een)\b/
/** `artikel 27, lid B`: the lid of the article just named. */
const afterArticle = /\b[Aa]rtikel\s+\d+[A-Za-z]?\s*,?\s*$/
/** After `onder 3` comes the end of a clause (`zie verder onder 3)`), so `onder 3 voorwaarden` is none. */
const clauseEnd = /^(?:\s*[),;:]|\.(?:\s|$)|$)/

export interface FindOptions {
  field: Reference['field']
  edition: string
  /** Number of the article the text is in: references inside it name it. */
  article: string
}

export function findReferences(value: string, {field, edition, article}: FindOptions): Reference[] {
  const found: Reference[] = []
  for (const match of value.matchAll(single)) {
    const path = [match[2] ?? match[5], match[3], match[4], match[6], match[7], match[8]].filter((part): part is string => Boolean(part))
    found.push(reference(match[0], match.index, field, edition, match[1]!, path, 'edition'))
  }
  for (const match of value.matchAll(list)) {
    const first = match[0].indexOf(match[1]!, 'artikelen'.length)
    found.push(reference(match[1]!, match.index + first, field, edition, match[1]!, [], 'edition'))
    const rest = match.index + match[0].length - match[2]!.length
    for (const number of match[2]!.matchAll(/\d+/g)) {
      found.push(reference(number[0], rest + number.index, field, edition, number[0], [], 'edition'))
    }
  }
  const elsewhere = [...found]
  for (const match of value.matchAll(inArticle)) {
    const {noun, labels, bare, place} = match.groups!
    const after = value.slice(match.index + match[0].length)
    if (!place && ofAnother.test(after)) continue
    if (noun?.startsWith('onder') && !place && !clauseEnd.test(after)) continue
    if (afterArticle.test(value.slice(0, match.index))) continue
    const end = match.index + match[0].length
    if (elsewhere.some((ref) => ref.offset < end && match.index < ref.offset + ref.text.length)) continue
    const path = (labels ?? bare!).match(/[A-Za-z]|\d+/g)!
    found.push(reference(match[0], match.index, field, edition, article, path, /artikel$/.test(place ?? '') ? 'article' : 'near'))
  }
  return found.sort((a, b) => a.offset - b.offset)
}

function reference(text: string, offset: number, field: Reference['field'], edition: string, article: string, path: string[], scope: Reference['scope']): Reference {
  return {text, offset, field, article, path, scope, target: provisionId(articleId(edition, article), path), resolved: null}
}

/** A node whose children are labelled parts: an article or a provision. */
type Level = Pick<Article | Provision, 'id' | 'children'>

/**
 * Resolve every reference of `articles` (in provisions and footnotes) against `targets` (the
 * articles of the edition, each number once); a reference inside an article against that article.
 */
export function resolveReferences(articles: Article[], targets: Article[] = articles): void {
  const byNumber = new Map(targets.map((article) => [article.number, article]))
  for (const article of articles) {
    // `levels`: the provision itself, its parent, …, the article (a `near` reference looks in that order).
    const walk = (provisions: Provision[], outer: Level[]) => {
      for (const provision of provisions) {
        const levels = [provision, ...outer]
        for (const ref of provision.refs) resolve(ref, article, levels, byNumber)
        walk(provision.children, levels)
      }
    }
    walk(article.children, [article])
    for (const footnote of article.footnotes) for (const ref of footnote.refs) resolve(ref, article, [article], byNumber)
  }
}

function resolve(ref: Reference, article: Article, levels: Level[], byNumber: Map<string, Article>): void {
  if (ref.scope === 'edition') {
    suffixedArticle(ref, byNumber)
    const target = byNumber.get(ref.article)
    ref.resolved = target ? deepest(target, ref.path) : null
    return
  }
  const first = ref.path[0]!
  const has = (level: Level, same: (label: string | null) => boolean) => level.children.some((child) => same(child.label))
  const from =
    ref.scope === 'article'
      ? article
      : (levels.find((level) => has(level, (label) => label === first)) ?? levels.find((level) => has(level, (label) => label?.toLowerCase() === first.toLowerCase())) ?? article)
  ref.target = provisionId(from.id, ref.path)
  ref.resolved = deepest(from, ref.path)
}

/**
 * `artikel 12a` names article 12a where the edition has one: a letter written against the number,
 * or a letter the article of that number has no lid for (`artikel 12 A` when 12 has no lid A but
 * 12a exists). The reference is then to that article, its target renamed.
 */
function suffixedArticle(ref: Reference, byNumber: Map<string, Article>): void {
  const letter = ref.path[0]
  if (letter === undefined || !/^[A-Za-z]$/.test(letter)) return
  const suffixed = byNumber.get(`${ref.article}${letter.toLowerCase()}`)
  if (!suffixed) return
  const base = byNumber.get(ref.article)
  const attached = /\d[a-z](?![\p{L}\d])/u.test(ref.text)
  if (!attached && base && childByLabel(base.children, letter)) return
  ref.article = suffixed.number
  ref.path = ref.path.slice(1)
  ref.target = provisionId(articleId(editionOf(ref.target), suffixed.number), ref.path)
}

function deepest(from: Level, path: string[]): string {
  let id = from.id
  let level: Provision[] = from.children
  for (const label of path) {
    const next = childByLabel(level, label)
    if (!next) break
    id = next.id
    level = next.children
  }
  return id
}

/** The child of that label: printed as named, else in the other case (`lid c` names lid C). */
export function childByLabel(children: Provision[], label: string): Provision | undefined {
  return children.find((child) => child.label === label) ?? children.find((child) => child.label?.toLowerCase() === label.toLowerCase())
}
