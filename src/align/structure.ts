// Where a unit stands in its article: the stem that introduces a row of lids, the lids under it,
// the parent and the sub-items of a provision. The rules that read structure, not words, ask here.
import {visit} from 'unist-util-visit'
import type {Article, Provision} from '../types.ts'
import {textUnits, type TextUnit} from './units.ts'

const lidsCache = new WeakMap<TextUnit, TextUnit[] | null>()

/** The lids a stem (an unlabelled part before labelled siblings) introduces, as units, or null when `unit` is no stem. */
export function lidsOf(unit: TextUnit | null): TextUnit[] | null {
  if (!unit) return null
  let lids = lidsCache.get(unit)
  if (lids === undefined) lidsCache.set(unit, (lids = readLids(unit)))
  return lids
}

function readLids(unit: TextUnit): TextUnit[] | null {
  if (!unit.provision || unit.provision.kind === 'labeled') return null
  const siblings = siblingsOf(unit.article, unit.provision.id)
  if (siblings[0] !== unit.provision || !siblings.slice(1).some((sibling) => sibling.kind === 'labeled')) return null
  const ids = new Set(
    siblings
      .slice(1)
      .filter((sibling) => sibling.kind === 'labeled')
      .map((sibling) => sibling.id)
  )
  return textUnits(unit.article).filter((other) => ids.has(other.id))
}

/** The stem that introduces `unit` (one of its lids), or null. */
export function stemOver(unit: TextUnit): TextUnit | null {
  return unit.provision ? stemOfLid(unit.article, unit.provision) : null
}

/**
 * The stem over `unit`: the stem that introduces its lid or the lid it is a part of (at any
 * depth; a lid without text of its own counts), or null.
 */
export function stemAbove(unit: TextUnit): TextUnit | null {
  let stem = stemsAbove.get(unit)
  if (stem === undefined) stemsAbove.set(unit, (stem = findStemAbove(unit)))
  return stem
}

const stemsAbove = new WeakMap<TextUnit, TextUnit | null>()

function findStemAbove(unit: TextUnit): TextUnit | null {
  for (let provision: Article | Provision | undefined = unit.provision ?? undefined; provision?.type === 'provision'; provision = parentOf(unit.article, provision.id)) {
    const stem = stemOfLid(unit.article, provision)
    if (stem) return stem
  }
  return null
}

/** How many provisions `unit`'s provision lies below (0: a part of the article itself). */
export function depthOf(unit: TextUnit): number {
  let depth = 0
  for (let parent = unit.provision ? parentOf(unit.article, unit.provision.id) : undefined; parent?.type === 'provision'; parent = parentOf(unit.article, parent.id)) depth++
  return depth
}

function stemOfLid(article: Article, provision: Provision): TextUnit | null {
  if (provision.kind !== 'labeled') return null
  const first = siblingsOf(article, provision.id)[0]
  const stem = textUnits(article).find((other) => other.provision === first && other.provision !== provision)
  return stem && lidsOf(stem) ? stem : null
}

/** The units below `unit`'s provision (its sub-items at any depth, footnotes not), in reading order. */
export function unitsBelow(unit: TextUnit): TextUnit[] {
  if (unit.kind !== 'provision' || !unit.provision) return []
  const units = unitsByProvision(unit.article)
  const below: TextUnit[] = []
  const walk = (provision: Provision) => {
    for (const child of provision.children) {
      const own = units.get(child)
      if (own) below.push(own)
      walk(child)
    }
  }
  walk(unit.provision)
  return below
}

const provisionUnits = new WeakMap<Article, Map<Provision, TextUnit>>()

/** The article's provision units by their provision, made once per article. */
function unitsByProvision(article: Article): Map<Provision, TextUnit> {
  let units = provisionUnits.get(article)
  if (!units) provisionUnits.set(article, (units = new Map(textUnits(article).flatMap((unit) => (unit.kind === 'provision' && unit.provision ? [[unit.provision, unit] as const] : [])))))
  return units
}

/** Whether `unit`'s provision lies below `ancestor`'s in one article, read from the tree (not from the ids). */
export function isBelow(unit: TextUnit, ancestor: TextUnit): boolean {
  if (unit.kind !== 'provision' || ancestor.kind !== 'provision' || unit.article !== ancestor.article || !unit.provision || !ancestor.provision) return false
  for (let parent = parentOf(unit.article, unit.provision.id); parent && parent.type === 'provision'; parent = parentOf(unit.article, parent.id)) if (parent === ancestor.provision) return true
  return false
}

/** Each provision's parent (the article or a provision), found once per article. */
const parentsCache = new WeakMap<Article, Map<string, Article | Provision>>()

export function parentOf(article: Article, id: string): Article | Provision | undefined {
  let parents = parentsCache.get(article)
  if (!parents) {
    const found = new Map<string, Article | Provision>()
    visit(article, 'provision', (node, _index, parent) => void found.set((node as Provision).id, parent as Article | Provision))
    parentsCache.set(article, (parents = found))
  }
  return parents.get(id)
}

function siblingsOf(article: Article, id: string): Provision[] {
  return parentOf(article, id)?.children ?? []
}
