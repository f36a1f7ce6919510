// A change said in words (Dutch), so a reader never has to rely on colour alone.
import type {PairStatus, Unit} from '../align/provisions.ts'

export function explainPair(status: PairStatus, from: Unit[], to: Unit[], changeShare: number): string {
  const a = names(from)
  const b = names(to)
  const share = `${Math.round(changeShare * 100)}% van de woorden gewijzigd`
  const relabel = from[0] && to[0] && from[0].path !== to[0].path
  switch (status) {
    case 'unchanged':
      return `${capital(a)} is ongewijzigd.`
    case 'relabeled':
      return `${capital(a)} is vernummerd tot ${b}; de tekst is gelijk.`
    case 'reworded':
      return relabel ? `${capital(a)} is vernummerd tot ${b} en anders geformuleerd (${share}).` : `${capital(a)} is anders geformuleerd (${share}).`
    case 'moved':
      return changeShare === 0 ? `${capital(a)} is verplaatst en is nu ${b}; de tekst is gelijk.` : `${capital(a)} is verplaatst en is nu ${b} (${share}).`
    case 'split':
      return `${capital(a)} is gesplitst in ${b} (${share}).`
    case 'merged':
      return `${capital(a)} zijn samengevoegd tot ${b} (${share}).`
    case 'added':
      return `${capital(b)} is toegevoegd.`
    case 'removed':
      return `${capital(a)} is vervallen.`
  }
}

export function explainArticle(from: {number: string}, to: {number: string}, changeShare: number, counts: Partial<Record<PairStatus, number>>): string {
  const parts: string[] = []
  if (from.number !== to.number) parts.push(`Artikel ${from.number} is vernummerd tot artikel ${to.number}.`)
  const changed = Object.entries(counts).filter(([status, count]) => status !== 'unchanged' && count > 0)
  if (changed.length === 0) parts.push('De tekst is ongewijzigd.')
  else {
    parts.push(`${Math.round(changeShare * 100)}% van de woorden is gewijzigd:`)
    parts.push(changed.map(([status, count]) => `${count} ${statusWords[status as PairStatus]}`).join(', ') + '.')
  }
  return parts.join(' ')
}

/** What happened to a provision, as a participle after a count ("2 gesplitst"). */
export const statusWords: Record<PairStatus, string> = {
  unchanged: 'ongewijzigd',
  reworded: 'anders geformuleerd',
  relabeled: 'vernummerd',
  split: 'gesplitst',
  merged: 'samengevoegd',
  moved: 'verplaatst',
  added: 'toegevoegd',
  removed: 'vervallen'
}

/** `lid B`, `onderdeel B 2 (b)`, `alinea 1`, `B 1, opsomming 2`; several joined with `en`. */
function unitName(unit: Unit): string {
  const {provision} = unit
  if (provision.kind !== 'labeled') return unit.label
  return unit.label.includes(' ') || provision.labelKind !== 'letter' ? `onderdeel ${unit.label}` : `lid ${unit.label}`
}

function names(list: Unit[]): string {
  const all = list.map(unitName)
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} en ${all.at(-1)}`
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
