// Synthetic corpora in the real source format, derived from the real articles: the first edition
// rewrites real articles (so lengths and structure follow the real distribution); every next
// edition derives from the previous one with known edits (reword, renumber, move, split, merge,
// insert, delete). Deterministic for a seed.
import path from 'node:path'
import {articleToMarkdown} from '../src/parse/canonical.ts'
import type {Article, Provision} from '../src/types.ts'
import {articleId} from '../src/ids.ts'

export interface GenerateOptions {
  editions: number
  articles: number
  seed: number
  /** Articles per source file (chapter). */
  perFile?: number
}

export interface GeneratedCorpus {
  /** Relative path under `laws/` → file text. */
  files: Map<string, string>
  /** Truth: article id (`1953/12`) → the lineage it belongs to. */
  lineageOf: Map<string, string>
  /** Count of each edit applied, for the report. */
  edits: Record<string, number>
}

/** Seeded pseudo-random numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function generateCorpus(templates: Article[], options: GenerateOptions): GeneratedCorpus {
  const rng = random(options.seed)
  const vocabulary = [
    ...new Set(
      templates.flatMap(
        (article) =>
          allTexts(article)
            .join(' ')
            .match(/\p{L}{3,}/gu) ?? []
      )
    )
  ].sort()
  const edits: Record<string, number> = {reword: 0, renumber: 0, move: 0, split: 0, merge: 0, insert: 0, delete: 0}
  const lineage = new WeakMap<Article, string>()
  const fresh = (index: number): Article => {
    const article = structuredClone(templates[index % templates.length]!)
    rewordArticle(article, 0.35, rng, vocabulary)
    lineage.set(article, `L${index}`)
    return article
  }
  const lineageOf = new Map<string, string>()

  let current = Array.from({length: options.articles}, (_, index) => fresh(index))
  let created = options.articles
  const files = new Map<string, string>()
  for (let edition = 0; edition < options.editions; edition++) {
    if (edition > 0) {
      const next: Article[] = []
      for (const article of current) {
        const roll = rng()
        if (roll < 0.02) {
          edits['delete']!++
          continue
        }
        const copy = structuredClone(article)
        lineage.set(copy, lineage.get(article)!)
        if (roll < 0.17) {
          rewordArticle(copy, 0.05 + rng() * 0.1, rng, vocabulary)
          edits['reword']!++
        } else if (roll < 0.2 && splitProvision(copy, rng)) edits['split']!++
        else if (roll < 0.23 && mergeProvisions(copy, rng)) edits['merge']!++
        next.push(copy)
        if (rng() < 0.02) {
          next.push(fresh(created++))
          edits['insert']!++
        }
      }
      for (let moves = Math.round(next.length * 0.02); moves > 0; moves--) {
        const [moved] = next.splice(Math.floor(rng() * next.length), 1)
        next.splice(Math.floor(rng() * (next.length + 1)), 0, moved!)
        edits['move']!++
      }
      current = next
      edits['renumber']!++
    }
    const year = String(1950 + edition * 3)
    current.forEach((article, index) => {
      renumber(article, year, String(index + 1))
      lineageOf.set(article.id, lineage.get(article)!)
    })
    for (const [name, text] of renderEdition(year, current, options.perFile ?? 25)) files.set(path.posix.join(year, `${name}.md`), text)
  }
  return {files, edits, lineageOf}
}

function renderEdition(year: string, articles: Article[], perFile: number): Array<[string, string]> {
  const result: Array<[string, string]> = []
  for (let start = 0, chapter = 1; start < articles.length; start += perFile, chapter++) {
    const slice = articles.slice(start, start + perFile)
    const page = `H${chapter}`
    const heading = `HOOFDSTUK ${roman(chapter)} Hoofdstuk ${chapter} Art. ${slice[0]!.number} t/m ${slice.at(-1)!.number}`
    // Real sources have bare `Artikel` lines, not Markdown headings.
    const body = slice.map((article) => articleToMarkdown(article).replace(/^### /, '')).join('\n')
    result.push([page, `Sjabloon:${year}:${page}\n\n${heading}\n\n${body}`])
  }
  return result
}

function renumber(article: Article, edition: string, number: string): void {
  const prefix = articleId(edition, number)
  const visit = (provision: Provision) => {
    provision.id = prefix + provision.id.slice(provision.id.indexOf('/', provision.id.indexOf('/') + 1))
    provision.children.forEach(visit)
  }
  article.children.forEach(visit)
  Object.assign(article, {edition, number, id: prefix})
}

function rewordArticle(article: Article, share: number, rng: () => number, vocabulary: string[]): void {
  const reword = (text: string | null) => (text === null ? null : text.replace(/\p{L}{3,}/gu, (word) => (rng() < share ? vocabulary[Math.floor(rng() * vocabulary.length)]! : word)))
  // A reworded title starts with a capital, as titles do: `Artikel 53 geldt ...` would read as a
  // sentence of the text (src/parse/classify.ts), not as a heading.
  const title = reword(article.title)
  article.title = title && title[0]!.toUpperCase() + title.slice(1)
  forEach(article.children, (provision) => {
    // Markers point into the text by offset; keep texts with markers as they are.
    if (provision.markers.text.length === 0) provision.text = reword(provision.text)
    if (provision.markers.title.length === 0) provision.title = reword(provision.title)
  })
}

/** Split a long labeled leaf in two at a sentence boundary; the second half becomes the next lid. */
function splitProvision(article: Article, rng: () => number): boolean {
  const lists = siblingLists(article.children).filter((list) => list.some(canSplit))
  if (lists.length === 0) return false
  const list = lists[Math.floor(rng() * lists.length)]!
  const index = list.findIndex(canSplit)
  const target = list[index]!
  const text = target.text!
  const cut = text.indexOf('. ', Math.floor(text.length / 3)) + 1
  if (cut <= 0 || !/[.;:,]$/.test(text.trim())) return false
  const second: Provision = {...structuredClone(target), form: 'text', title: null, text: text.slice(cut).trim(), children: [], refs: []}
  target.text = text.slice(0, cut).trim()
  list.splice(index + 1, 0, second)
  relabelSiblings(list, index + 1)
  return true
}

function canSplit(provision: Provision): boolean {
  return provision.kind === 'labeled' && provision.children.length === 0 && provision.markers.text.length === 0 && (provision.text?.length ?? 0) > 120 && (provision.text ?? '').indexOf('. ') > 0
}

/** Merge two adjacent labeled leaf provisions that start their own text. */
function mergeProvisions(article: Article, rng: () => number): boolean {
  for (const list of siblingLists(article.children)) {
    for (let index = 0; index + 1 < list.length; index++) {
      const [a, b] = [list[index]!, list[index + 1]!]
      if (rng() < 0.5 && a.children.length === 0 && b.children.length === 0 && a.text && b.text && a.markers.text.length === 0 && b.markers.text.length === 0 && a.kind === b.kind && a.kind === 'labeled') {
        a.text = `${a.text} ${b.text}`
        list.splice(index + 1, 1)
        relabelSiblings(list, index + 1)
        return true
      }
    }
  }
  return false
}

function relabelSiblings(list: Provision[], from: number): void {
  for (let index = from; index < list.length; index++) {
    const provision = list[index]!
    const previous = list[index - 1]
    if (!provision.label || !previous?.label || provision.labelKind !== previous.labelKind) continue
    const label = /^\d+$/.test(previous.label) ? String(Number(previous.label) + 1) : String.fromCharCode(previous.label.charCodeAt(0) + 1)
    provision.printedLabel = provision.printedLabel!.replace(provision.label, label)
    provision.label = label
  }
}

function siblingLists(list: Provision[]): Provision[][] {
  return [list, ...list.flatMap((provision) => siblingLists(provision.children))]
}

function forEach(list: Provision[], visit: (provision: Provision) => void): void {
  for (const provision of list) {
    visit(provision)
    forEach(provision.children, visit)
  }
}

function allTexts(article: Article): string[] {
  const texts: string[] = [article.title ?? '']
  forEach(article.children, (provision) => texts.push(provision.title ?? '', provision.text ?? ''))
  return texts
}

function roman(value: number): string {
  const numerals: Array<[number, string]> = [
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I']
  ]
  let rest = value
  let result = ''
  for (const [amount, numeral] of numerals)
    while (rest >= amount) {
      result += numeral
      rest -= amount
    }
  return result
}
