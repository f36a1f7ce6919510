// The lineage registry (`laws/lineages.txt`): which id each lineage has, so that an id — and the
// page `/geschiedenis/<id>/` — does not depend on which editions happen to be in the corpus. The
// alignment makes lineages afresh on every run; this module gives each the id of the registered
// lineage it continues, and the data stage writes the registry back:
//   - a new lineage gets a new id (`lineageBaseId` of its earliest article, never one used before);
//   - a lineage keeps its id when an older or newer article joins it, or an article leaves it;
//   - when registered lineages merge, the one sharing most articles with the merged lineage keeps
//     its id (then the one listed first); the others are retired with a redirect to it;
//   - when a registered lineage splits, the part holding most of its articles keeps the id (then
//     the part with its earliest article); the other parts are new lineages, except one whose
//     earliest article's id was retired by a merge (a `forbid` written after the run that merged
//     it): it takes that id back, and the redirect ends;
//   - a registered lineage none of whose articles is in a lineage any more is retired without a
//     redirect (its page then disappears, which the published URL list reports).
// Merges, splits and retirements are reported as warnings on the registry line concerned.
//
// The file: `#` comments, then one line per lineage, its id and its articles oldest first
// (`1987-10 1975/10 1987/10`); retired ids as `<id> -> <id it went into>` or `<id> retired`.
import type {VFile} from 'vfile'
import type {Lineage} from './articles.ts'
import {lineageBaseId, lineageIdPattern} from '../ids.ts'
import {atStart, entryLines, linePlace, linesOf, unreadableWords, type FileUnreadable, type Line} from '../maintainer-files.ts'
import {report} from '../rules.ts'

/** Where the registry lives, relative to the corpus folder (`laws/`). */
export const registryFileName = 'lineages.txt'

export interface RegisteredLineage {
  id: string
  /** Article ids, oldest first. */
  articles: string[]
  /** Line in the registry file (0 for one that is not in the file yet). */
  line: number
}

export interface RetiredLineage {
  id: string
  /** The lineage it went into, or null when it simply ended. */
  into: string | null
  line: number
}

export interface LineageRegistry {
  lineages: RegisteredLineage[]
  retired: RetiredLineage[]
}

const header = [
  '# Lineage ids (docs/api.md, "Lineage ids"). Kept by the data stage: one lineage a line, its id and',
  '# its articles oldest first. A lineage keeps its id when articles join or leave it; a new lineage',
  '# gets a new id. A retired id redirects to the lineage it went into: `<id> -> <id>`, or `<id> retired`.'
]

/** The registry in `file`; lines that are not of its shape are reported (`lineage-registry-syntax`) and skipped. */
export function parseRegistry(file: VFile): LineageRegistry {
  const registry: LineageRegistry = {lineages: [], retired: []}
  const ids = new Set<string>()
  const articles = new Set<string>()
  entryLines(file).forEach(({line, raw, text}) => {
    const fields = text.split(/\s+/)
    const [id] = fields
    const problem = (expected: string) => report(file, `Unexpected \`${text.slice(0, 60)}\`, expected ${expected}`, {ruleId: 'lineage-registry-syntax', place: linePlace({line, raw})})
    if (!lineageIdPattern.test(id!)) return problem('a lineage id of lower-case letters, digits and `-` first')
    if (ids.has(id!)) return problem(`each lineage id once (\`${id}\` is listed before)`)
    if (fields[1] === '->' || fields[1] === 'retired') {
      const into = fields[1] === '->' ? (fields[2] ?? '') : null
      if ((into !== null && !lineageIdPattern.test(into)) || fields.length !== (into === null ? 2 : 3)) return problem('`<id> -> <lineage id>` or `<id> retired`')
      ids.add(id!)
      registry.retired.push({id: id!, into, line})
      return
    }
    const members = fields.slice(1)
    if (members.length === 0 || members.some((article) => !/^[^/\s]+\/[^/\s]+$/.test(article))) return problem("`<id> <edition>/<article> …`, the lineage's articles")
    const twice = members.find((article) => articles.has(article))
    if (twice) return problem(`each article in one lineage (\`${twice}\` is listed before)`)
    ids.add(id!)
    for (const article of members) articles.add(article)
    registry.lineages.push({id: id!, articles: members, line})
  })
  reportRedirectCycles(registry, file, linesOf(file))
  return registry
}

/** Retired ids that redirect in a circle (`a -> b`, `b -> a`) lead to no lineage: each circle once, at its first line. */
function reportRedirectCycles(registry: LineageRegistry, file: VFile, lines: Line[]): void {
  const byId = new Map(registry.retired.map((retired) => [retired.id, retired]))
  const reported = new Set<string>()
  for (const retired of registry.retired) {
    const chain: string[] = []
    let current: RetiredLineage | undefined = retired
    while (current && !chain.includes(current.id)) {
      chain.push(current.id)
      current = current.into === null ? undefined : byId.get(current.into)
    }
    if (current?.id !== retired.id || reported.has(retired.id)) continue
    for (const id of chain) reported.add(id)
    const circle = [...chain, retired.id].map((id) => `\`${id}\``).join(' -> ')
    report(file, `Unexpected redirects in a circle, ${circle}, expected each retired id to lead to a lineage (or to be \`retired\`)`, {ruleId: 'lineage-registry-syntax', place: linePlace(lines[retired.line - 1]!)})
  }
}

/**
 * The error on a registry that is not there (`lineage-registry-missing`): read as empty, it would
 * give lineages new ids and let retired ids be used again without a word.
 */
export function reportRegistryMissing(file: VFile, unreadable: FileUnreadable): void {
  report(
    file,
    `Unexpected ${unreadableWords(unreadable, file.path)}, expected the registry of lineage ids, committed with the sources (\`npm run data -- --rebuild-url-list\` starts it and the URL list afresh, for a corpus that has published nothing yet)`,
    {ruleId: 'lineage-registry-missing', place: atStart}
  )
}

/** The registry as its file, lineages then retired ids, each sorted by id (numbers by value). */
export function formatRegistry(registry: LineageRegistry): string {
  const byId = <T extends {id: string}>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id, 'en', {numeric: true}))
  return (
    [
      ...header,
      ...byId(registry.lineages).map((lineage) => [lineage.id, ...lineage.articles].join(' ')),
      ...byId(registry.retired).map((retired) => (retired.into === null ? `${retired.id} retired` : `${retired.id} -> ${retired.into}`))
    ].join('\n') + '\n'
  )
}

/**
 * Gives each lineage its registered id (see the top of this file) and returns the lineages with
 * their ids, in the same order, and the registry as it now is. Reports merges, splits and
 * retirements on `file`, the registry's file.
 */
export function assignLineageIds(lineages: Lineage[], registry: LineageRegistry, file: VFile): {lineages: Lineage[]; registry: LineageRegistry} {
  const entryOf = new Map<string, RegisteredLineage>()
  for (const entry of registry.lineages) for (const article of entry.articles) entryOf.set(article, entry)
  // How many articles each lineage shares with each registered lineage.
  const shared = lineages.map((lineage) => {
    const counts = new Map<RegisteredLineage, number>()
    for (const article of lineage.articles) {
      const entry = entryOf.get(article.id)
      if (entry) counts.set(entry, (counts.get(entry) ?? 0) + 1)
    }
    return counts
  })
  // Each registered lineage's heir: the lineage holding most of its articles, then its earliest one.
  // A part that was merged into the entry by an earlier run takes its own id back (`revivable`): it is no heir while another part is.
  const heirOf = new Map<RegisteredLineage, number>()
  for (const entry of registry.lineages) {
    let best = -1
    const returning = (index: number) => registry.retired[revivable(lineages[index]!, registry.retired)]?.into === entry.id
    const others = lineages.some((_, index) => (shared[index]!.get(entry) ?? 0) > 0 && !returning(index))
    lineages.forEach((_, index) => {
      const count = shared[index]!.get(entry) ?? 0
      if (count === 0 || (others && returning(index))) return
      const current = best < 0 ? 0 : shared[best]!.get(entry)!
      const earliest = (candidate: number) => entry.articles.findIndex((article) => lineages[candidate]!.articles.some((a) => a.id === article))
      if (best < 0 || count > current || (count === current && earliest(index) < earliest(best))) best = index
    })
    if (best >= 0) heirOf.set(entry, best)
  }
  const taken = new Set([...registry.lineages, ...registry.retired].map((entry) => entry.id))
  const retired = [...registry.retired]
  const kept: RegisteredLineage[] = []
  const result = lineages.map((lineage, index) => {
    // The registered lineages it is heir of; the one sharing most articles (then listed first) gives its id.
    const claims = registry.lineages.filter((entry) => heirOf.get(entry) === index).sort((a, b) => shared[index]!.get(b)! - shared[index]!.get(a)! || a.line - b.line)
    const articles = lineage.articles.map((article) => article.id)
    const [winner, ...merged] = claims
    let id: string
    if (winner) {
      id = winner.id
      for (const entry of merged) {
        retired.push({id: entry.id, into: id, line: entry.line})
        report(file, `Unexpected merge of lineage \`${entry.id}\` into \`${id}\` (now ${articles.join(', ')}), expected registered lineages to stay apart; \`${entry.id}\` is retired and redirects to \`${id}\``, {
          ruleId: 'lineage-merged',
          place: linePlace({line: entry.line, raw: entry.id})
        })
      }
    } else if (revivable(lineage, retired) !== -1) {
      // A lineage merged into another by an earlier run and apart again (a `forbid` written since):
      // it gets its own id back, and its page is a page again instead of a redirect.
      const [back] = retired.splice(revivable(lineage, retired), 1)
      id = back!.id
      for (const entry of shared[index]!.keys()) {
        report(
          file,
          `Unexpected split of lineage \`${entry.id}\`: ${articles.filter((article) => entryOf.get(article) === entry).join(', ')} apart again, expected registered lineages to stay whole; \`${id}\`, retired into \`${back!.into}\` before, is its lineage again`,
          {
            ruleId: 'lineage-split',
            place: linePlace({line: entry.line, raw: entry.id})
          }
        )
      }
    } else {
      id = lineageBaseId(lineage.articles[0]!.id, (candidate) => taken.has(candidate))
      taken.add(id)
      for (const entry of shared[index]!.keys()) {
        report(
          file,
          `Unexpected split of lineage \`${entry.id}\`: ${articles.filter((article) => entryOf.get(article) === entry).join(', ')} now in new lineage \`${id}\`, expected registered lineages to stay whole; the id stays with the part holding most of its articles`,
          {ruleId: 'lineage-split', place: linePlace({line: entry.line, raw: entry.id})}
        )
      }
    }
    kept.push({id, articles, line: winner?.line ?? 0})
    return {...lineage, id}
  })
  for (const entry of registry.lineages.filter((candidate) => !heirOf.has(candidate))) {
    retired.push({id: entry.id, into: null, line: entry.line})
    report(file, `Unexpected end of lineage \`${entry.id}\`: none of ${entry.articles.join(', ')} is in a lineage any more, expected its articles in the corpus; \`${entry.id}\` is retired`, {
      ruleId: 'lineage-retired',
      place: linePlace({line: entry.line, raw: entry.id})
    })
  }
  return {lineages: result, registry: {lineages: kept, retired}}
}

/**
 * The retired id a new lineage takes back: the id its earliest article gives, retired by a merge
 * into another lineage (`1936-25 -> 1987-25`); -1 when there is none.
 */
function revivable(lineage: Lineage, retired: RetiredLineage[]): number {
  const base = lineageBaseId(lineage.articles[0]!.id, () => false)
  return retired.findIndex((entry) => entry.id === base && entry.into !== null)
}

/** Where a lineage id leads now: itself when live, the lineage a retired id went into (followed to the end), or null. */
export function currentLineageId(registry: LineageRegistry, id: string): string | null {
  const live = new Set(registry.lineages.map((lineage) => lineage.id))
  const into = new Map(registry.retired.map((retired) => [retired.id, retired.into]))
  const seen = new Set<string>()
  for (let current: string | null | undefined = id; current; current = into.get(current)) {
    if (live.has(current)) return current
    if (seen.has(current)) return null
    seen.add(current)
  }
  return null
}
