// A chapter's or section's heading compared with its counterpart in the older edition: its
// printed number, its title and its own text (the law text between the heading and its first
// article), each a word diff. A text not known whole is not compared: a page that stops in it, or
// right after its heading, may have been saved before the rest, which is unknown, never removed.
import {numberKey, type HeadingLink} from '../align/headings.ts'
import type {Chapter, Section} from '../types.ts'
import {diffWords, titlesReadTheSame, type WordDiff, type WordDiffOptions} from './words.ts'

/** `none`: neither side has a text of its own; `uncompared`: a side's text is not known whole (its page stops in it or right after the heading). */
export type HeadingTextStatus = 'none' | 'unchanged' | 'changed' | 'added' | 'removed' | 'uncompared'

export interface HeadingComparison {
  link: HeadingLink
  /** Each side's printed number with its keyword (`§ IV`), null when it has none. */
  numbers: {from: string | null; to: string | null}
  title: WordDiff
  textStatus: HeadingTextStatus
  /** The own texts' diff, paragraphs one after another with a blank line between; null when `none` or `uncompared`. */
  text: WordDiff | null
  /** The numbers differ (one of them absent, too); `§ IV` and `PARAGRAAF IV` are one number. */
  renumbered: boolean
  /** The titles differ beyond typography (`titlesReadTheSame`). */
  retitled: boolean
  /** Number, title or text differ. */
  changed: boolean
}

export function compareHeadings(link: HeadingLink, options: WordDiffOptions = {}): HeadingComparison {
  const numbers = {from: printedNumber(link.from.node), to: printedNumber(link.to.node)}
  const title = diffWords(link.from.node.title, link.to.node.title, options)
  const [older, newer] = [link.from, link.to].map((side) => side.text.map((paragraph) => paragraph.text).join('\n\n'))
  let textStatus: HeadingTextStatus
  let text: WordDiff | null = null
  if (older === '' && newer === '') textStatus = 'none'
  else if (!link.from.whole || !link.to.whole) textStatus = 'uncompared'
  else {
    text = diffWords(older!, newer!, options)
    textStatus = text.same ? 'unchanged' : older === '' ? 'added' : newer === '' ? 'removed' : 'changed'
  }
  const renumbered = numberKey(link.from.node) !== numberKey(link.to.node)
  const retitled = !titlesReadTheSame(link.from.node.title, link.to.node.title)
  return {link, numbers, title, textStatus, text, renumbered, retitled, changed: renumbered || retitled || (textStatus !== 'none' && textStatus !== 'unchanged' && textStatus !== 'uncompared')}
}

/** Keyword and number in the order printed: `§ IV`, `VIERDE TIJDVAK`. */
function printedNumber(node: Chapter | Section): string | null {
  if (node.number === null) return null
  const parts = [node.keyword, node.number].filter((part) => part !== null)
  return (node.heading.startsWith(node.number) ? parts.reverse() : parts).join(' ')
}
