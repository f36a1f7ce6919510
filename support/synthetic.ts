// Synthetic editions derived from real articles with a known edit script, to measure how well
// the aligner recovers the truth. Deterministic for a seed.
import {random} from './generate-corpus.ts'
import {articleId} from '../src/ids.ts'
import type {Article, Provision} from '../src/types.ts'
import {provisionsIn} from './tree.ts'

const pick = <T>(rng: () => number, list: T[]): T => list[Math.floor(rng() * list.length)]!

/** Replace a share of the words of `text` by words from `pool`. */
export function reword(text: string, share: number, rng: () => number, pool: string[]): string {
  return text.replace(/[\p{L}]+/gu, (word) => (rng() < share ? pick(rng, pool) : word))
}

// --- Article level --------------------------------------------------------------------------

export type ArticleEdit = 'renumber' | 'swap' | 'move' | 'reword' | 'insert' | 'delete'

export interface ArticleCase {
  before: Article[]
  after: Article[]
  /** Truth: article of `before` → article of `after`. */
  truth: Map<Article, Article>
  script: string[]
}

/** An edition of `size` real articles and a derived edition after 1-4 edits. */
export function articleCase(seed: number, pool: Article[], size = 8): ArticleCase {
  const rng = random(seed)
  const chosen = shuffle(rng, pool).slice(0, size + 2)
  const before = chosen.slice(0, size).map((article, index) => renumbered(article, '2001', String(index + 1)))
  const spare = chosen.slice(size)
  const words = pool.flatMap((article) => article.children.flatMap((provision) => (provision.text ?? '').split(/\s+/))).filter((word) => /^\p{L}+$/u.test(word))
  let after = before.map((article) => structuredClone(article))
  const truth = new Map(before.map((article, index) => [article, after[index]!]))
  const script: string[] = []
  const edits: ArticleEdit[] = ['renumber', 'swap', 'move', 'reword', 'insert', 'delete']
  const count = 1 + Math.floor(rng() * 4)
  for (let step = 0; step < count; step++) {
    const edit = pick(rng, edits)
    if (edit === 'renumber') {
      const shift = 1 + Math.floor(rng() * 3)
      after = after.map((article) => relabelArticle(article, String(Number(article.number) + shift), truth))
      script.push(`renumber +${shift}`)
    } else if (edit === 'swap' && after.length >= 2) {
      const i = Math.floor(rng() * after.length)
      const j = (i + 1 + Math.floor(rng() * (after.length - 1))) % after.length
      const [a, b] = [after[i]!, after[j]!]
      const [na, nb] = [a.number, b.number]
      after[i] = relabelArticle(b, na, truth)
      after[j] = relabelArticle(a, nb, truth)
      script.push(`swap ${na} ${nb}`)
    } else if (edit === 'move' && after.length >= 3) {
      const from = Math.floor(rng() * after.length)
      const [moved] = after.splice(from, 1)
      const to = Math.floor(rng() * (after.length + 1))
      after.splice(to, 0, moved!)
      after = after.map((article, index) => relabelArticle(article, String(index + 1 + (Number(after[0]!.number) - 1)), truth))
      script.push(`move ${from} → ${to}`)
    } else if (edit === 'reword') {
      const index = Math.floor(rng() * after.length)
      const share = 0.1 + rng() * 0.15
      const target = after[index]!
      for (const provision of provisionsIn(target.children)) if (provision.text) provision.text = reword(provision.text, share, rng, words)
      script.push(`reword ${target.number} ${Math.round(share * 100)}%`)
    } else if (edit === 'insert' && spare.length > 0) {
      const inserted = renumbered(spare.pop()!, '2002', String(after.length + 100))
      after.splice(Math.floor(rng() * (after.length + 1)), 0, inserted)
      script.push(`insert ${inserted.number}`)
    } else if (edit === 'delete' && after.length > 2) {
      const index = Math.floor(rng() * after.length)
      const [removed] = after.splice(index, 1)
      for (const [key, value] of truth) if (value === removed) truth.delete(key)
      script.push(`delete ${removed!.number}`)
    }
  }
  after = after.map((article) => ({...article, edition: '2002', id: `2002/${article.number}`}))
  // Rebuild the truth on the final objects (spreading made new ones).
  const finalTruth = new Map<Article, Article>()
  for (const [from, to] of truth) {
    const match = after.find((article) => article.children === to.children)
    if (match) finalTruth.set(from, match)
  }
  return {before, after, truth: finalTruth, script}
}

function renumbered(article: Article, edition: string, number: string): Article {
  const copy = structuredClone(article)
  return {...copy, edition, number, id: articleId(edition, number)}
}

function relabelArticle(article: Article, number: string, truth: Map<Article, Article>): Article {
  const copy = {...article, number, id: articleId(article.edition, number)}
  for (const [key, value] of truth) if (value === article) truth.set(key, copy)
  return copy
}

// --- Provision level ------------------------------------------------------------------------

export type ProvisionEdit = 'reword' | 'relabel' | 'split' | 'merge' | 'insert' | 'delete' | 'move'

export interface ProvisionCase {
  before: Article
  after: Article
  /** Truth: pairs of (provision of `before`, provision of `after`). */
  truth: Array<[Provision, Provision]>
  script: string[]
}

/** A real article and a derived version after 1-3 provision edits. */
export function provisionCase(seed: number, pool: Article[]): ProvisionCase {
  const rng = random(seed)
  const candidates = pool.filter((article) => leaves(article.children).length >= 3)
  const before = pick(rng, candidates)
  const after = structuredClone(before)
  // origin: provision of `after` → provisions of `before` it comes from.
  const origin = new Map<Provision, Provision[]>()
  const pairUp = (a: Provision[], b: Provision[]) =>
    a.forEach((provision, index) => {
      origin.set(b[index]!, [provision])
      pairUp(provision.children, b[index]!.children)
    })
  pairUp(before.children, after.children)
  const words = pool.flatMap((article) => leaves(article.children).flatMap((provision) => (provision.text ?? '').split(/\s+/))).filter((word) => /^\p{L}+$/u.test(word))
  const script: string[] = []
  const edits: ProvisionEdit[] = ['reword', 'relabel', 'split', 'merge', 'insert', 'delete', 'move']
  const count = 1 + Math.floor(rng() * 3)
  for (let step = 0; step < count; step++) {
    const edit = pick(rng, edits)
    const list = leafSiblings(after.children)
    const siblings = pick(rng, list)
    const index = Math.floor(rng() * siblings.length)
    const target = siblings[index]!
    if (edit === 'reword' && target.text) {
      const share = 0.05 + rng() * 0.2
      target.text = reword(target.text, share, rng, words)
      script.push(`reword ${target.id} ${Math.round(share * 100)}%`)
    } else if (edit === 'relabel' && target.label && target.labelKind) {
      const label = /\d/.test(target.label) ? String(Number(target.label) + 5) : target.label === target.label.toUpperCase() ? target.label.toLowerCase() : target.label.toUpperCase()
      const id = target.id.replace(/[^/]+$/, label)
      script.push(`relabel ${target.id} → ${id}`)
      Object.assign(target, {label, printedLabel: target.printedLabel!.replace(target.label, label), id})
    } else if (edit === 'split' && target.text && target.children.length === 0) {
      const cut = splitPoint(target.text)
      if (cut === null) continue
      const second: Provision = {...structuredClone(target), id: `${target.id}-split`, label: null, printedLabel: null, labelKind: null, kind: 'paragraph', form: null, title: null, text: target.text.slice(cut).trim()}
      target.text = target.text.slice(0, cut).trim()
      siblings.splice(index + 1, 0, second)
      origin.set(second, origin.get(target) ?? [])
      script.push(`split ${target.id}`)
    } else if (edit === 'merge' && index + 1 < siblings.length) {
      const next = siblings[index + 1]!
      if (!target.text || !next.text || target.children.length > 0 || next.children.length > 0) continue
      target.text = `${target.text} ${next.text}`
      siblings.splice(index + 1, 1)
      origin.set(target, [...(origin.get(target) ?? []), ...(origin.get(next) ?? [])])
      origin.delete(next)
      script.push(`merge ${target.id} + ${next.id}`)
    } else if (edit === 'insert') {
      const donor = pick(
        rng,
        leaves(
          pick(
            rng,
            pool.filter((article) => article.id !== before.id)
          ).children
        ).filter((provision) => provision.text)
      )
      if (!donor) continue
      const inserted: Provision = {...structuredClone(donor), id: `${target.id}-new`, children: []}
      siblings.splice(index + 1, 0, inserted)
      script.push(`insert after ${target.id}`)
    } else if (edit === 'delete' && target.children.length === 0 && siblings.length > 1) {
      siblings.splice(index, 1)
      origin.delete(target)
      script.push(`delete ${target.id}`)
    } else if (edit === 'move' && siblings.length >= 3 && target.children.length === 0) {
      siblings.splice(index, 1)
      let to = Math.floor(rng() * siblings.length)
      if (to === index || to === index - 1) to = (index + 2) % (siblings.length + 1)
      siblings.splice(to, 0, target)
      script.push(`move ${target.id} from ${index} to ${to}`)
    }
  }
  const truth: Array<[Provision, Provision]> = []
  for (const provision of provisionsIn(after.children)) for (const source of origin.get(provision) ?? []) truth.push([source, provision])
  return {before, after: {...after, edition: '2002', id: `2002/${after.number}`}, truth, script}
}

function splitPoint(text: string): number | null {
  const middle = text.length / 2
  const candidates = [...text.matchAll(/[.;,:]\s/g)].map((match) => match.index + 1).filter((cut) => cut > 30 && text.length - cut > 30)
  if (candidates.length === 0) return null
  return candidates.reduce((best, cut) => (Math.abs(cut - middle) < Math.abs(best - middle) ? cut : best))
}

function leaves(list: Provision[]): Provision[] {
  return list.flatMap((provision) => (provision.children.length === 0 ? [provision] : leaves(provision.children)))
}

/** Sibling lists that hold at least one leaf. */
function leafSiblings(list: Provision[]): Provision[][] {
  const result: Provision[][] = list.some((provision) => provision.children.length === 0) ? [list] : []
  for (const provision of list) if (provision.children.length > 0) result.push(...leafSiblings(provision.children))
  return result
}

function shuffle<T>(rng: () => number, list: T[]): T[] {
  const copy = [...list]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(rng() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}
