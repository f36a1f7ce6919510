// Where a word found in a change record sits: in the words the change added, in those it removed,
// or in text it kept. A record of a change that inserted or deleted words holds the inserted words,
// then ` … `, then the deleted ones; its `delen` meta says how many of each (`5 3`), counted as
// Pagefind counts the positions of its matches: words separated by white space. A record of a
// change that kept its words (a move, a renumbering) holds its text, all of it kept. The search
// page shows each part that holds a match, around its first match, under its label.

export type ChangePart = 'toegevoegd' | 'geschrapt' | 'behouden'

const separator = '…'
const tokens = (text: string) => text.split(/\s+/).filter(Boolean)

/** A record's content and `delen` meta for a change that inserted and deleted these words (either may be empty). */
export function changeContent(inserted: string, deleted: string): {content: string; delen: string} {
  return {content: [inserted, deleted].filter((text) => tokens(text).length > 0).join(` ${separator} `), delen: `${tokens(inserted).length} ${tokens(deleted).length}`}
}

export interface SnippetPart {
  part: ChangePart
  /** The words shown, and whether each is a match. */
  words: {text: string; match: boolean}[]
  /** Whether words of the part come before or after those shown. */
  before: boolean
  after: boolean
}

/**
 * The parts of a record that hold a match (`locations`: Pagefind's positions of the matched words),
 * each cut to `radius` words either side of its first and last match. `delen` null: all kept.
 */
export function snippetParts(content: string, delen: string | null, locations: number[], radius = 8): SnippetPart[] {
  const words = tokens(content)
  const [inserted = 0, deleted = 0] = delen ? delen.split(' ').map(Number) : []
  const ranges: [ChangePart, number, number][] =
    delen === null
      ? [['behouden', 0, words.length]]
      : [
          ['toegevoegd', 0, inserted],
          ['geschrapt', inserted > 0 && deleted > 0 ? inserted + 1 : inserted, words.length]
        ]
  return ranges.flatMap(([part, start, end]) => {
    const found = locations.filter((at) => at >= start && at < end).sort((a, b) => a - b)
    if (found.length === 0) return []
    const from = Math.max(start, found[0]! - radius)
    const to = Math.min(end, found.at(-1)! + radius + 1)
    const matched = new Set(found)
    return [{part, words: words.slice(from, to).map((text, k) => ({text, match: matched.has(from + k)})), before: from > start, after: to < end}]
  })
}
