// A provision that the newer edition drops for a reference: "de voorspeelstraffen van artikel 26
// kunnen van toepassing zijn" where the older text spelled the penalties out. The aligner links the
// old provision to the text that took its place, often only because the editors say so, and the
// link structure calls that a merge; a reader calls it "vervallen; vervangen door een verwijzing
// naar artikel 26". Read from the texts, where the old clauses went (each link's part, groups.ts):
// the newer clauses there point to an article the older provision does not cite, and few of its
// own words remain in them.
import type {Part, ProvisionGroup} from '../align/groups.ts'
import {clauses, refsOf, type TextUnit} from '../align/units.ts'
import type {LanguageWords} from '../language.ts'
import type {PairStatus} from '../vocabulary.ts'

/** Below this share of its content words found where it went, an older provision is gone. */
const maxKept = 0.5

// How the law text points to another article instead of stating the rule is the corpus's to say
// (`language.pointers` in laws/corpus.json): in Dutch "artikel 26 is van toepassing", "de straffen
// van artikel 26 kunnen van toepassing zijn", "(zie artikel 35 B)"; "... zijn niet van toepassing"
// excludes, it does not point (`language.notPointers`).
function points(text: string, language: LanguageWords): boolean {
  return language.pointers.some((pattern) => pattern.test(text)) && !language.notPointers.some((pattern) => pattern.test(text))
}

export type ReplacedGroup = ProvisionGroup & {
  /** For `replaced`: the articles the newer text cites in the provisions' place. */
  replacedBy?: string[]
}

/**
 * Words that carry content, five letters or more (articles, pronouns and auxiliaries are shorter),
 * cut to their first five: inflections (`herhaald`, `herhalen`) count as the same word.
 */
function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((word) => !word.startsWith('artike')).map((word) => word.slice(0, 5))
}

/** The share of `own` that `text` holds, each word of `text` used once. */
function keptShare(own: string[], text: string): number {
  if (own.length === 0) return 1
  const pool = new Map<string, number>()
  for (const word of contentWords(text)) pool.set(word, (pool.get(word) ?? 0) + 1)
  let kept = 0
  for (const word of own) {
    const left = pool.get(word) ?? 0
    if (left > 0) {
      kept++
      pool.set(word, left - 1)
    }
  }
  return kept / own.length
}

/** The articles other than its own that `unit` cites, in the order cited (in `start`..`end` of its text, when given). */
function cited(unit: TextUnit, start = 0, end = Number.POSITIVE_INFINITY): string[] {
  const inside = refsOf(unit).filter((ref) => ref.scope === 'edition' && ref.field === 'text' && ref.article !== unit.article.number && ref.offset >= start && ref.offset < end)
  return [...new Set(inside.toSorted((a, b) => a.offset - b.offset).map((ref) => ref.article))]
}

/**
 * The article that replaces `unit`, and the newer provision that points to it, or none. Less than
 * half the unit's content words remain anywhere in the newer texts of its group, and where it went
 * (the newer pieces of its parts, or all of them when its text went nowhere) stands mostly a
 * pointer to an article the unit does not cite. Of several pointers, the one that shares most
 * words with the unit names the article (`voorspeelstraffen` for a rule about leads).
 */
export function replacingArticles(unit: TextUnit, group: ProvisionGroup, language: LanguageWords): {articles: string[]; holders: TextUnit[]} {
  const none = {articles: [], holders: []}
  const own = contentWords(`${unit.title ?? ''} ${unit.body}`)
  if (keptShare(own, group.to.map((to) => `${to.title ?? ''} ${to.body}`).join(' ')) >= maxKept) return none
  const mine = group.parts.filter((part) => part.from.some((side) => side.unit === unit))
  // Its text went nowhere: a part of its own with nothing on the newer side, or parts that only a
  // link holds together (no words say where it went).
  const gone = mine.length > 0 && mine.every((part) => part.to.length === 0 || part.evidence === 'link')
  const went = gone ? [] : mine.flatMap((part) => part.to)
  // Where it went, cut into sentences and the pieces between `;` and `:`, so a pointer is read on its own.
  const where = (went.length > 0 ? went.map((side) => ({to: side.unit, spans: side.clauses})) : group.to.map((to) => ({to, spans: [{start: 0, end: to.body.length}]}))).map(({to, spans}) => ({
    to,
    clauses: clauses(to.body).filter((clause) => spans.some((span) => clause.start >= span.start && clause.end <= span.end))
  }))
  const cites = new Set(cited(unit))
  const pointers = where.flatMap(({to, clauses}) =>
    clauses.flatMap((clause) => {
      const fresh = points(clause.text, language) ? cited(to, clause.start, clause.end).filter((article) => !cites.has(article)) : []
      return fresh.length > 0 ? [{to, article: fresh[0]!, words: contentWords(clause.text)}] : []
    })
  )
  if (pointers.length === 0) return none
  // Where the unit's text went, the pointer must be most of what stands there.
  const all = where.flatMap(({clauses}) => clauses.flatMap((clause) => contentWords(clause.text))).length
  if (!gone && pointers.reduce((sum, found) => sum + found.words.length, 0) * 2 < all) return none
  const shared = (words: string[]) => words.filter((word) => own.includes(word)).length
  const best = pointers.reduce((top, found) => (shared(found.words) > shared(top.words) ? found : top))
  return {articles: [best.article], holders: [best.to]}
}

/**
 * Groups with the provisions replaced by a reference taken out into a group of their own (status
 * `replaced`, with the newer provisions that hold the reference); what else the group held keeps
 * its links, its status recounted from its sides.
 */
export function withReplacements(groups: ProvisionGroup[], language: LanguageWords): ReplacedGroup[] {
  return groups.flatMap((group): ReplacedGroup[] => {
    if (group.elsewhere !== null || !['merged', 'regrouped', 'split', 'reworded', 'relabeled'].includes(group.status)) return [group]
    const replaced = group.from.map((unit) => ({unit, ...replacingArticles(unit, group, language)})).filter(({articles}) => articles.length > 0)
    if (replaced.length === 0) return [group]
    const taken = new Set(replaced.map(({unit}) => unit))
    const rest = group.from.filter((unit) => !taken.has(unit))
    const out: ReplacedGroup[] = []
    if (rest.length > 0) {
      // What the replaced provisions shared a part with stays in it, as text new or gone there.
      const parts = withoutUnits(group.parts, taken)
      out.push({...group, status: recount(rest.length, group.to.length), from: rest, parts})
    }
    const holders = new Set(replaced.flatMap(({holders}) => holders))
    const articles = [...new Set(replaced.flatMap(({articles}) => articles))].sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    out.push({...group, status: 'replaced', from: [...taken], to: group.to.filter((unit) => holders.has(unit)), parts: [], replacedBy: articles})
    return out
  })
}

/**
 * The parts without the provisions taken out. Newer text that stood in a part only with text taken
 * out stays with the text around it in its provision (the other part of that provision), not as a
 * part of its own: the replaced pair says where it came from, and "toegevoegd" would deny it.
 */
function withoutUnits(parts: Part[], taken: Set<TextUnit>): Part[] {
  const rest: Part[] = []
  const orphans: Part[] = []
  for (const part of parts) {
    const from = part.from.filter((side) => !taken.has(side.unit))
    if (from.length === 0 && part.from.length > 0) orphans.push(part)
    else rest.push({...part, from})
  }
  for (const orphan of orphans) {
    for (const side of orphan.to) {
      const holder = rest.find((part) => part.to.some((other) => other.unit === side.unit))
      if (!holder) {
        rest.push({...orphan, to: [side]})
        continue
      }
      holder.to = holder.to.map((other) => (other.unit === side.unit ? {unit: other.unit, clauses: [...other.clauses, ...side.clauses].sort((a, b) => a.start - b.start)} : other))
    }
  }
  return rest
}

function recount(from: number, to: number): PairStatus {
  return from === 1 && to === 1 ? 'reworded' : from === 1 ? 'split' : to === 1 ? 'merged' : 'regrouped'
}
