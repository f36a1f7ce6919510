// A list of provision correspondences written by reading the sources (tests/gold/provisions.txt),
// and how well a set of computed links agrees with it. The format is described in
// tests/gold/README.md: sections `[<older> -> <newer>]`, link lines `a + b -> c  # reason`,
// `doubtful` links, `removed`, `added` and `new-article` lines.
import {articleOf} from '../src/ids.ts'

export interface GoldPair {
  from: string
  to: string
  /** The sections of this edition pair. */
  pairs: Array<{from: string[]; to: string[]; doubtful: boolean; line: number}>
  removed: string[]
  added: string[]
}

export interface Gold {
  sections: GoldPair[]
  /** Articles of a newer edition with no counterpart in the corpus (`new-article`), for every pair. */
  newArticles: string[]
}

export function parseGold(text: string): Gold {
  const sections: GoldPair[] = []
  const newArticles: string[] = []
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim()
    if (line === '') return
    const section = /^\[(\d{4}) -> (\d{4})\]$/.exec(line)
    if (section) {
      sections.push({from: section[1]!, to: section[2]!, pairs: [], removed: [], added: []})
      return
    }
    const current = sections.at(-1)
    const fail = (expected: string) => new Error(`Unexpected gold line ${index + 1} \`${raw}\`, expected ${expected}`)
    const [keyword, ...rest] = line.split(/\s+/)
    if (keyword === 'new-article' && rest.length === 1) return void newArticles.push(rest[0]!)
    if (!current) throw fail('a `[<older> -> <newer>]` section first')
    if (keyword === 'removed' && rest.length === 1) return void current.removed.push(rest[0]!)
    if (keyword === 'added' && rest.length === 1) return void current.added.push(rest[0]!)
    const doubtful = keyword === 'doubtful'
    const link = /^(.+?)\s*->\s*(.+)$/.exec(doubtful ? rest.join(' ') : line)
    if (!link) throw fail('`<ids> -> <ids>`, `removed <id>`, `added <id>` or `new-article <article>`')
    const ids = (side: string) => side.split('+').map((id) => id.trim())
    current.pairs.push({from: ids(link[1]!), to: ids(link[2]!), doubtful, line: index + 1})
  })
  return {sections, newArticles}
}

/** Every single correspondence `from → to` of a section (n:m lines expanded); `sure` leaves out `doubtful` lines. */
function goldLinks(section: GoldPair, which: 'sure' | 'possible'): Set<string> {
  const lines = section.pairs.filter((pair) => which === 'possible' || !pair.doubtful)
  return new Set(lines.flatMap((pair) => pair.from.flatMap((from) => pair.to.map((to) => `${from} -> ${to}`))))
}

/** The units a section speaks of: computed links between other units are outside its judgement. */
function goldScope(section: GoldPair, gold: Gold): {from: Set<string>; to: Set<string>; newArticles: Set<string>} {
  return {
    from: new Set([...section.pairs.flatMap((pair) => pair.from), ...section.removed]),
    to: new Set([...section.pairs.flatMap((pair) => pair.to), ...section.added]),
    newArticles: new Set(gold.newArticles.filter((article) => article.startsWith(`${section.to}/`)))
  }
}

export interface Agreement {
  pair: string
  /** Computed links the gold has (sure or doubtful): the numerator of precision. */
  correct: number
  /** Sure gold links computed: the numerator of recall. */
  truePositives: number
  predicted: number
  /** Sure gold links. */
  expected: number
  precision: number
  recall: number
  /** Doubtful counted as sure: recall against every gold link, precision as above. */
  strict: {truePositives: number; expected: number; recall: number}
  /** Computed links the gold does not have. */
  extra: string[]
  /** Sure gold links not computed. */
  missing: string[]
}

/**
 * Precision and recall of `links` (`from -> to` strings of one edition pair) against the gold, the
 * way word-alignment gold standards with sure and possible links are scored: recall over the sure
 * links (a `doubtful` line is not required), precision over sure and doubtful ones (a doubtful link
 * is not an error). A computed link counts when the gold judges either end: a unit it lists, or a
 * unit of an article it calls new.
 */
export function agreement(section: GoldPair, gold: Gold, links: Iterable<string>): Agreement {
  const expected = goldLinks(section, 'sure')
  const possible = goldLinks(section, 'possible')
  const scope = goldScope(section, gold)
  const judged = (link: string) => {
    const [from, to] = link.split(' -> ') as [string, string]
    return scope.from.has(from) || scope.to.has(to) || scope.newArticles.has(articleOf(to))
  }
  const predicted = new Set([...links].filter(judged))
  const extra = [...predicted].filter((link) => !possible.has(link)).sort()
  const missing = [...expected].filter((link) => !predicted.has(link)).sort()
  const correct = predicted.size - extra.length
  const truePositives = expected.size - missing.length
  const strictPositives = [...possible].filter((link) => predicted.has(link)).length
  return {
    pair: `${section.from} -> ${section.to}`,
    correct,
    truePositives,
    predicted: predicted.size,
    expected: expected.size,
    precision: predicted.size === 0 ? 1 : correct / predicted.size,
    recall: expected.size === 0 ? 1 : truePositives / expected.size,
    strict: {truePositives: strictPositives, expected: possible.size, recall: possible.size === 0 ? 1 : strictPositives / possible.size},
    extra,
    missing
  }
}
