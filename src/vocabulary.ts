// The words the project uses for what happened to a provision and for the units of a law text, in
// Dutch as a legal editor writes them. One word per kind, used by the library's explanations and by
// the site: lid (a top-level lettered or numbered part), onderdeel (anything below a lid), alinea
// (an unlabeled paragraph), punt (an unlabeled item of an enumeration), voetnoot.

/** What happened to a group of provisions between two editions. */
export const pairStatuses = ['unchanged', 'annotated', 'reworded', 'relabeled', 'split', 'merged', 'regrouped', 'moved', 'added', 'removed'] as const

export type PairStatus = (typeof pairStatuses)[number]

export interface StatusWords {
  /** Participle after a count of provisions: "3 bepalingen anders geformuleerd". */
  participle: string
  /** Stand-alone label of one provision's status, e.g. on a lineage cell. */
  label: string
}

export const statusWords: Record<PairStatus, StatusWords> = {
  unchanged: {participle: 'ongewijzigd', label: 'ongewijzigd'},
  annotated: {participle: 'met gewijzigde voetnoot', label: 'voetnoot gewijzigd'},
  reworded: {participle: 'anders geformuleerd', label: 'tekst gewijzigd'},
  relabeled: {participle: 'vernummerd', label: 'vernummerd'},
  split: {participle: 'gesplitst', label: 'gesplitst'},
  merged: {participle: 'samengevoegd', label: 'samengevoegd'},
  regrouped: {participle: 'anders ingedeeld', label: 'anders ingedeeld'},
  moved: {participle: 'verplaatst', label: 'verplaatst'},
  added: {participle: 'toegevoegd', label: 'toegevoegd'},
  removed: {participle: 'vervallen', label: 'vervallen'}
}

/** "1 bepaling", "4 bepalingen". */
export function countProvisions(count: number): string {
  return `${count} ${count === 1 ? 'bepaling' : 'bepalingen'}`
}

/** The kinds of unit, each with its one Dutch noun. */
export type UnitKind = 'lid' | 'onderdeel' | 'alinea' | 'punt' | 'voetnoot'

export const unitNouns: Record<UnitKind, {singular: string; plural: string}> = {
  lid: {singular: 'lid', plural: 'leden'},
  onderdeel: {singular: 'onderdeel', plural: 'onderdelen'},
  alinea: {singular: 'alinea', plural: 'alinea’s'},
  punt: {singular: 'punt', plural: 'punten'},
  voetnoot: {singular: 'voetnoot', plural: 'voetnoten'}
}

/** "1 januari 1984" from `1984-01-01`, for "van kracht vanaf". */
const dutchDate = new Intl.DateTimeFormat('nl-NL', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})

export function inForceWords(iso: string): string {
  return `van kracht vanaf ${dutchDate.format(new Date(`${iso}T00:00:00Z`))}`
}
