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
/**
 * `artikel 27, lid B`: the lid of the article just named. Read backwards from where the match
 * starts (`lastIndex`), so a long line is not read again from its start for every match.
 */
const afterArticle = /(?<=\b[Aa]rtikel\s+\d+[A-Za-z]?\s*,?\s*)/y
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
  // The code units references to other articles cover: a match inside the citing article may not overlap them.
  const elsewhere = new Uint8Array(found.length > 0 ? value.length : 0)
  for (const ref of found) elsewhere.fill(1, ref.offset, ref.offset + ref.text.length)
  for (const match of value.matchAll(inArticle)) {
    const {noun, labels, bare, place} = match.groups!
    const after = value.slice(match.index + match[0].length)
    if (!place && ofAnother.test(after)) continue
    if (noun?.startsWith('onder') && !place && !clauseEnd.test(after)) continue
    afterArticle.lastIndex = match.index
    if (afterArticle.test(value)) continue
    const end = match.index + match[0].length
    if (elsewhere.subarray(match.index, end).includes(1)) continue
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
  const labels = labelIndex()
  for (const article of articles) {
    // `levels`: the provision itself, its parent, …, the article (a `near` reference looks in that order).
    const walk = (provisions: Provision[], outer: Level[]) => {
      for (const provision of provisions) {
        const levels = [provision, ...outer]
        for (const ref of provision.refs) resolve(ref, article, levels, byNumber, labels)
        walk(provision.children, levels)
      }
    }
    walk(article.children, [article])
    for (const footnote of article.footnotes) for (const ref of footnote.refs) resolve(ref, article, [article], byNumber, labels)
  }
}

function resolve(ref: Reference, article: Article, levels: Level[], byNumber: Map<string, Article>, labels: LabelIndex): void {
  if (ref.scope === 'edition') {
    suffixedArticle(ref, byNumber, labels)
    const target = byNumber.get(ref.article)
    ref.resolved = target ? deepest(target, ref.path, labels) : null
    return
  }
  const first = ref.path[0]!
  const from = ref.scope === 'article' ? article : (levels.find((level) => labels(level.children).exact.has(first)) ?? levels.find((level) => labels(level.children).lower.has(first.toLowerCase())) ?? article)
  ref.target = provisionId(from.id, ref.path)
  ref.resolved = deepest(from, ref.path, labels)
}

/**
 * `artikel 12a` names article 12a where the edition has one: a letter written against the number,
 * or a letter the article of that number has no lid for (`artikel 12 A` when 12 has no lid A but
 * 12a exists). The reference is then to that article, its target renamed.
 */
function suffixedArticle(ref: Reference, byNumber: Map<string, Article>, labels: LabelIndex): void {
  const letter = ref.path[0]
  if (letter === undefined || !/^[A-Za-z]$/.test(letter)) return
  const suffixed = byNumber.get(`${ref.article}${letter.toLowerCase()}`)
  if (!suffixed) return
  const base = byNumber.get(ref.article)
  const attached = /\d[a-z](?![\p{L}\d])/u.test(ref.text)
  if (!attached && base && childByLabel(base.children, letter, labels)) return
  ref.article = suffixed.number
  ref.path = ref.path.slice(1)
  ref.target = provisionId(articleId(editionOf(ref.target), suffixed.number), ref.path)
}

function deepest(from: Level, path: string[], labels: LabelIndex): string {
  let id = from.id
  let level: Provision[] = from.children
  for (const label of path) {
    const next = childByLabel(level, label, labels)
    if (!next) break
    id = next.id
    level = next.children
  }
  return id
}

/**
 * The child of that label: printed as named, else in the other case (`lid c` names lid C); the
 * first of them in order. `labels` looks it up in an index of `children` (`labelIndex`).
 */
export function childByLabel(children: Provision[], label: string, labels: LabelIndex = labelIndex()): Provision | undefined {
  const index = labels(children)
  return index.exact.get(label) ?? index.lower.get(label.toLowerCase())
}

/** The children of a level by label, each label's first, as written and in lower case. */
export type LabelIndex = (children: Provision[]) => {exact: Map<string, Provision>; lower: Map<string, Provision>}

/**
 * An index of children by label, built for each list of children when first asked for, for a
 * pass that adds no children: a pass that looks up many labels then reads each list once.
 */
export function labelIndex(): LabelIndex {
  const built = new WeakMap<Provision[], {exact: Map<string, Provision>; lower: Map<string, Provision>}>()
  return (children) => {
    let index = built.get(children)
    if (!index) {
      index = {exact: new Map(), lower: new Map()}
      for (const child of children) {
        if (child.label === null) continue
        if (!index.exact.has(child.label)) index.exact.set(child.label, child)
        if (!index.lower.has(child.label.toLowerCase())) index.lower.set(child.label.toLowerCase(), child)
      }
      built.set(children, index)
    }
    return index
  }
}
