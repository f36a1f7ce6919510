// A change said in words (Dutch, as a legal editor writes it), so a reader never has to rely on
// colour alone. The words for statuses and units come from src/vocabulary.ts.
import type {ProvisionGroup} from '../align/groups.ts'
import type {TextUnit} from '../align/units.ts'
import {countProvisions, inForceWords, statusWords, unitNouns, type PairStatus} from '../vocabulary.ts'

/** `lid A`, `onderdeel B 2 (b)`, `alinea 1`, `punt 2 van B 1`, `voetnoot 1`. */
export function unitName(unit: TextUnit): string {
  const noun = unitNouns[unit.unitKind].singular
  if (unit.unitKind === 'voetnoot') return unit.label
  if (unit.unitKind === 'alinea' || unit.unitKind === 'punt') {
    const [parent, own] = unit.label.includes(', ') ? unit.label.split(', ') : [null, unit.label]
    return parent ? `${own} van ${parent}` : own!
  }
  return `${noun} ${unit.label}`
}

/** Names joined as a list: "lid A, lid B en onderdeel C 1". */
export function names(units: TextUnit[], named: (unit: TextUnit) => string = unitName): string {
  const all = units.map(named)
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} en ${all.at(-1)}`
}

export interface GroupFacts {
  /** Share of the body words that changed. */
  changeShare: number
  /** The titles differ (one may be missing). */
  titleChanged: boolean
}

export function explainGroup(group: ProvisionGroup, facts: GroupFacts): string {
  const {from, to} = group
  // Labels that differ only in case name their editions, or "lid a is nu lid A" reads as no change.
  const caseOnly = from.length === 1 && to.length === 1 && from[0]!.path !== to[0]!.path && from[0]!.path.toLowerCase() === to[0]!.path.toLowerCase()
  // A unit joined from another article (a merge across articles) says which article it came from.
  const joined = group.status !== 'moved' && group.elsewhere?.direction === 'from' ? group.elsewhere.article : null
  const named = (unit: TextUnit) =>
    joined && unit.article.id === joined.id ? `${unitName(unit)} van artikel ${joined.number} (${joined.edition})` : caseOnly ? `${unitName(unit)} (${unit.article.edition})` : unitName(unit)
  const a = names(from, named)
  const b = names(to, named)
  const share = `${Math.round(facts.changeShare * 100)}% van de woorden gewijzigd`
  const plural = from.length > 1
  const sentence = (() => {
    switch (group.status) {
      case 'unchanged':
        return caseOnly ? `${capital(a)} is ongewijzigd en heet nu ${b}.` : `${capital(a)} is ongewijzigd.`
      case 'annotated':
        return `De tekst van ${a} is ongewijzigd, maar een voetnoot erbij is ${footnoteChange(group)}.`
      case 'relabeled':
        return `${capital(a)} ${becomes(from[0]!, to[0]!, b)}; de tekst is gelijk.`
      case 'reworded':
        if (from[0]!.kind !== to[0]!.kind) return `${capital(a)} is ${to[0]!.kind === 'footnote' ? `een voetnoot geworden (${b})` : `opgenomen in de tekst als ${b}`} (${share}).`
        if (from[0]!.path !== to[0]!.path) return `${capital(a)} ${becomes(from[0]!, to[0]!, b)} en is anders geformuleerd (${share}).`
        return facts.changeShare === 0 ? `De tekst van ${a} is gelijk.` : `${capital(a)} is anders geformuleerd (${share}).`
      case 'split':
        return `${capital(a)} is gesplitst over ${b} (${share}).`
      case 'merged':
        return `${capital(a)} zijn samengevoegd tot ${b} (${share}).`
      case 'regrouped':
        return `${capital(a)} zijn anders ingedeeld, over ${b} (${share}).`
      case 'moved':
        if (group.elsewhere?.direction === 'to') return `${capital(a)} ${plural ? 'zijn' : 'is'} verplaatst naar artikel ${group.elsewhere.article.number}: ${b} (${share}).`
        if (group.elsewhere?.direction === 'from') return `${capital(b)} is afkomstig uit artikel ${group.elsewhere.article.number} (${group.elsewhere.article.edition}): ${a} (${share}).`
        return facts.changeShare === 0 ? `${capital(a)} is verplaatst en is nu ${b}; de tekst is gelijk.` : `${capital(a)} is verplaatst en is nu ${b} (${share}).`
      case 'added':
        // A lid with a title and no text of its own is a heading over the onderdelen below it.
        return to.every((unit) => unit.body === '' && unit.title) ? `${capital(b)} is toegevoegd als kop: „${to.map((unit) => unit.title).join('”, „')}”.` : `${capital(b)} is toegevoegd.`
      case 'removed':
        return from.every((unit) => unit.body === '' && unit.title) ? `De kop van ${a} is vervallen: „${from.map((unit) => unit.title).join('”, „')}”.` : `${capital(a)} is vervallen.`
    }
  })()
  const extra: string[] = []
  if (facts.titleChanged && to.length === 1 && to[0]!.title) {
    extra.push(from.some((unit) => unit.title) ? `De titel is nu „${to[0]!.title}”.` : `Er is een titel bij gekomen: „${to[0]!.title}”.`)
  } else if (facts.titleChanged) {
    const titles = to.flatMap((unit) => (unit.title ? [`„${unit.title}”`] : []))
    if (titles.length === 0) extra.push(from.length > 1 ? 'De titels zijn vervallen.' : 'De titel is vervallen.')
    else extra.push(from.some((unit) => unit.title) ? `De titels zijn nu ${titles.join(', ')}.` : `Er ${titles.length === 1 ? 'is een titel' : 'zijn titels'} bij gekomen: ${titles.join(', ')}.`)
  }
  for (const unit of [...from, ...to]) if (unit.inForceFrom) extra.push(`${capital(unitName(unit))} (${unit.article.edition}) is ${inForceWords(unit.inForceFrom)}.`)
  return [sentence, ...extra].join(' ')
}

/** `is vernummerd tot lid B`, or `is lid A geworden` when the kind of unit changed (alinea → lid). */
function becomes(from: TextUnit, to: TextUnit, name: string): string {
  if (from.unitKind !== to.unitKind) return `is ${name} geworden`
  if (from.path.toLowerCase() === to.path.toLowerCase()) return `heet nu ${name}`
  return `is vernummerd tot ${name}`
}

function footnoteChange(group: ProvisionGroup): string {
  const before = group.from.some((unit) => unit.article.footnotes.some((footnote) => footnote.provision === unit.id))
  const after = group.to.some((unit) => unit.article.footnotes.some((footnote) => footnote.provision === unit.id))
  return before && !after ? 'vervallen' : !before && after ? 'toegevoegd' : 'gewijzigd'
}

export function explainArticle(from: {number: string}, to: {number: string}, changeShare: number, counts: Partial<Record<PairStatus, number>>, titleChanged: boolean): string {
  const parts: string[] = []
  if (from.number !== to.number) parts.push(`Artikel ${from.number} is vernummerd tot artikel ${to.number}.`)
  if (titleChanged) parts.push('De titel van het artikel is gewijzigd.')
  const changed = Object.entries(counts).filter(([status, count]) => status !== 'unchanged' && count && count > 0) as Array<[PairStatus, number]>
  if (changed.length === 0) parts.push('De tekst is ongewijzigd.')
  else {
    const list = changed.map(([status, count], index) => `${index === 0 ? countProvisions(count) : count} ${statusWords[status].participle}`)
    parts.push(`${Math.round(changeShare * 100)}% van de woorden is gewijzigd: ${list.join(', ')}.`)
  }
  return parts.join(' ')
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
