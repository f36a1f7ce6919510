// One article from several pages. A per-lid page (`2017:31B`) holds one lid of its article: the
// lid pages of an article, and its article page or chapter page when there is one, make one
// article. The article is the one of the article or chapter page (else of the first lid page); the
// lids of the others join it in label order. A lid that repeats one the article has, part for
// part, is that lid (the wiki prints a lid on its chapter page and on its lid page); a different
// lid under a label the article has is kept as `~2`, a variant of the first (`duplicate-label`,
// naming the words that differ), which comparisons leave out. Footnotes keep their text and are
// renumbered when the article already has their number.
import {visit} from 'unist-util-visit'
import type {VFile} from 'vfile'
import {diffWords} from 'diff'
import {quote, report} from '../rules.ts'
import type {Article, Chapter, Footnote, Provision, Section, Source} from '../types.ts'
import {isWithin, noteId, rebase, variantSegment} from '../ids.ts'

export interface Fragment {
  article: Article
  /** The container the article sits in, to take it out once merged. */
  parent: Source | Chapter | Section
}

/** Merge `fragments` (articles of per-lid pages) into `base`, an article of the same number. */
export function mergeFragments(base: Article, fragments: Fragment[], fileOf: (path: string) => VFile): void {
  for (const {article, parent} of fragments) {
    const file = fileOf(article.source)
    const renumbered = renumberFootnotes(base, article)
    // `source` names the page a part came from when it is not the article's own page.
    const from = article.source === base.source ? {} : {source: article.source}
    // Where the previous part of the page went: an unlabeled part follows it, as on the page.
    let previous: Provision | null = null
    for (const provision of article.children) {
      const same = base.children.find((other) => other.label !== null && other.label === provision.label && other.labelKind === provision.labelKind)
      const footnotes = article.footnotes.filter((footnote) => footnote.provision !== null && inside(provision, footnote.provision))
      // The wiki prints a lid on its chapter page and again on its lid page: the same text is one lid.
      if (same && sameContent(same, provision, base, article)) {
        article.footnotes = article.footnotes.filter((footnote) => !footnotes.includes(footnote))
        previous = same
        continue
      }
      if (same) {
        report(
          file,
          `Unexpected lid ${provision.label} of artikel ${base.number} that differs from the one in ${same.source ?? base.source} (${differingWords(same, provision)}), expected the same text on both pages; both are kept, the first is compared`,
          {
            ruleId: 'duplicate-label',
            place: provision.position,
            cause: {
              reason: 'First lid is here',
              place: same.position,
              file: same.source ?? base.source
            }
          }
        )
      }
      const id = freeId(base, provision.id.replace(article.id, base.id))
      rename(provision, id, article, renumbered)
      if (same) provision.variantOf = same.id
      if (from.source !== undefined) markSource(provision, from.source)
      insertInOrder(base.children, provision, previous)
      previous = provision
    }
    for (const footnote of article.footnotes) {
      base.footnotes.push({...footnote, number: renumbered.get(footnote.number) ?? footnote.number, ...from})
    }
    for (const note of article.notes) {
      const id = noteId(base.id, base.notes.length + 1)
      base.notes.push({...note, id, ...from})
    }
    base.title ??= article.title
    parent.children.splice(parent.children.indexOf(article as never), 1)
  }
}

/**
 * New numbers for the fragment's footnotes and markers when the base article has one of their
 * numbers already: all of them move up past the base's highest number, in their order, so none
 * lands on a number the base or the fragment itself still uses (`1`, `2` after a base `1` become
 * `2`, `3`).
 */
function renumberFootnotes(base: Article, fragment: Article): Map<string, string> {
  const taken = new Set(base.footnotes.map((footnote) => footnote.number))
  const numbers = new Map<string, string>()
  // A marker without a footnote moves too: kept, it would point at the base's footnote of its number.
  const used = new Set(fragment.footnotes.map((footnote) => footnote.number))
  visit(fragment, 'provision', (node) => {
    for (const marker of [...(node as Provision).markers.title, ...(node as Provision).markers.text]) used.add(marker.number)
  })
  if (![...used].some((number) => taken.has(number))) return numbers
  const own = [...used].sort((a, b) => Number(a) - Number(b))
  let next = Math.max(0, ...[...taken].map(Number)) + 1
  for (const number of own) numbers.set(number, String(next++))
  return numbers
}

function inside(provision: Provision, id: string): boolean {
  return isWithin(id, provision.id)
}

/** The same lid, line for line: titles, texts, parts and the texts of its footnotes. */
function sameContent(a: Provision, b: Provision, baseArticle: Article, fragment: Article): boolean {
  const shape = (provision: Provision, article: Article): unknown => {
    const notes: Footnote[] = article.footnotes.filter((footnote) => footnote.provision !== null && inside(provision, footnote.provision))
    const strip = (node: Provision): unknown => ({label: node.label, kind: node.kind, title: node.title, text: node.text, children: node.children.map(strip)})
    return {tree: strip(provision), footnotes: notes.map((footnote) => footnote.text)}
  }
  return JSON.stringify(shape(a, baseArticle)) === JSON.stringify(shape(b, fragment))
}

/** The words in which two copies of a lid differ, as `old` → `new` runs (at most five). */
function differingWords(a: Provision, b: Provision): string {
  const words = (provision: Provision): string => [provision.title, provision.text, ...provision.children.map(words)].filter((part) => part !== null && part !== '').join(' ')
  const runs: string[] = []
  let removed = ''
  for (const change of diffWords(words(a), words(b))) {
    if (change.removed) removed = change.value.trim()
    else if (change.added) {
      runs.push(`\`${quote(removed || '∅')}\` → \`${quote(change.value.trim())}\``)
      removed = ''
    } else if (removed) {
      runs.push(`\`${quote(removed)}\` → \`∅\``)
      removed = ''
    }
  }
  if (removed) runs.push(`\`${quote(removed)}\` → \`∅\``)
  if (runs.length === 0) return 'in their parts or footnotes'
  return `${runs.slice(0, 5).join(', ')}${runs.length > 5 ? `, and ${runs.length - 5} more` : ''}`
}

function freeId(base: Article, id: string): string {
  const ids = new Set<string>()
  visit(base, 'provision', (node) => {
    ids.add((node as Provision).id)
  })
  if (!ids.has(id)) return id
  let suffix = 2
  while (ids.has(variantSegment(id, suffix))) suffix++
  return variantSegment(id, suffix)
}

/** Give a provision of `fragment` its id in the base article; its footnote links and markers follow. */
function rename(provision: Provision, id: string, fragment: Article, numbers: Map<string, string>): void {
  const old = provision.id
  const move = (value: string) => rebase(value, old, id)
  visit(provision, 'provision', (node) => {
    const current = node as Provision
    current.id = move(current.id)
    for (const marker of [...current.markers.title, ...current.markers.text]) marker.number = numbers.get(marker.number) ?? marker.number
  })
  for (const footnote of fragment.footnotes) if (footnote.provision !== null) footnote.provision = move(footnote.provision)
  for (const note of fragment.notes) if (note.appliesTo !== null) note.appliesTo = move(note.appliesTo)
}

function markSource(provision: Provision, path: string): void {
  visit(provision, 'provision', (node) => {
    ;(node as Provision).source = path
  })
}

/**
 * Lids in label order, so the merged article reads as one page would: a lid goes before the first
 * lid of its kind with a later label; a second lid under a label the article has (`~2`) goes after
 * the lids of that label and what follows them, so its id follows reading order; an unlabeled part
 * follows the part it followed on its page, and the unlabeled parts after that one.
 */
function insertInOrder(children: Provision[], provision: Provision, previous: Provision | null): void {
  const afterRunOf = (index: number) => {
    let at = index + 1
    while (at < children.length && children[at]!.labelKind === null) at++
    return at
  }
  let at: number
  if (provision.labelKind === null) {
    const index = previous === null ? -1 : children.indexOf(previous)
    at = index === -1 ? children.length : afterRunOf(index)
  } else {
    const same = children.findLastIndex((other) => other.labelKind === provision.labelKind && other.label === provision.label)
    const later = children.findIndex((other) => other.labelKind === provision.labelKind && other.label !== null && labelOrder(other.label, provision.label!) > 0)
    at = same !== -1 ? afterRunOf(same) : later === -1 ? children.length : later
  }
  children.splice(at, 0, provision)
}

/** Labels in their sequence: numbers by value (`9` before `10`), letters alphabetically. */
function labelOrder(a: string, b: string): number {
  return /^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : a.localeCompare(b)
}
