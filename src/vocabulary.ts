// The words the project uses for what happened to a provision and for the units of a law text, in
// Dutch as a legal editor writes them. One word per kind, used by the library's explanations and by
// the site: lid (a top-level lettered or numbered part), onderdeel (anything below a lid), alinea
// (an unlabeled paragraph), punt (an unlabeled item of an enumeration), voetnoot.

import type {Coverage, CutShort} from './types.ts'

/** What happened to a group of provisions between two editions. */
export const pairStatuses = ['unchanged', 'annotated', 'amended', 'reworded', 'respelled', 'retitled', 'relabeled', 'footnoted', 'incorporated', 'split', 'merged', 'regrouped', 'moved', 'added', 'removed', 'replaced', 'absent'] as const

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
  // The words that state the rule (rule words, numbers, references) changed: the rule itself did.
  amended: {participle: 'inhoudelijk gewijzigd', label: 'inhoudelijk gewijzigd'},
  // Other words, the rule words kept: the same rule, said otherwise.
  reworded: {participle: 'anders geformuleerd', label: 'anders geformuleerd'},
  respelled: {participle: 'alleen in spelling of leestekens gewijzigd', label: 'spelling of leestekens gewijzigd'},
  retitled: {participle: 'met gewijzigde titel', label: 'titel gewijzigd'},
  relabeled: {participle: 'vernummerd', label: 'vernummerd'},
  footnoted: {participle: 'tot voetnoot gemaakt', label: 'voetnoot geworden'},
  incorporated: {participle: 'in de tekst opgenomen', label: 'in de tekst opgenomen'},
  split: {participle: 'gesplitst', label: 'gesplitst'},
  merged: {participle: 'samengevoegd', label: 'samengevoegd'},
  regrouped: {participle: 'opnieuw ingedeeld', label: 'opnieuw ingedeeld'},
  moved: {participle: 'verplaatst', label: 'verplaatst'},
  added: {participle: 'toegevoegd', label: 'toegevoegd'},
  removed: {participle: 'vervallen', label: 'vervallen'},
  // Gone from the text, a reference to another article in its place.
  replaced: {participle: 'vervangen door een verwijzing', label: 'vervangen door een verwijzing'},
  // No counterpart because the other article is only partly in the collection (lid pages only).
  absent: {participle: 'niet in deze verzameling', label: 'niet in deze verzameling'}
}

/** What an article comparison says of two articles of which nothing could be compared (no provision has its counterpart in the collection). */
export const uncomparedWords = 'niet vergeleken'
/** What the collection says of law text it knows exists (a heading or lid title is here) but does not hold. */
export const untranscribedStatusWords = 'niet overgenomen'

/** A share as a whole percentage: `25%`, and `minder dan 1%` for a change that would round to none (never `0%`). */
export function percent(share: number): string {
  const rounded = Math.round(share * 100)
  return rounded === 0 && share > 0 ? 'minder dan 1%' : `${rounded}%`
}

/** A share of changed words, the one form the explanations and the site write it in: `25% van de woorden gewijzigd`. */
export function changedShareWords(share: number): string {
  return `${percent(share)} van de woorden gewijzigd`
}

/** `['1975', '1982']` → `1975 of 1982`. */
export const dutchAlternatives = new Intl.ListFormat('nl', {type: 'disjunction'})

/** A sentence's first letter in capitals: `lid A is …` → `Lid A is …`. */
export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Clauses quoted in a list: `„a”`, `„a” en „b”`. */
export function quotedList(clauses: string[]): string {
  return dutchList.format(clauses.map((clause) => `„${clause}”`))
}

/** What a rule change holds, clause by clause (src/diff/rule-change.ts, as published). */
export interface RuleChangeFacts {
  lapsed: string[]
  added: string[]
  changed?: Array<{was: string; now: string}>
  references?: Array<{was: string; now: string}>
  doubts?: Array<{was: string | null; now: string | null; share: number}>
  editors?: Array<{words: string; verdict: 'same' | 'changed' | 'lapsed' | 'new'; note: string | null}>
}

/** The rule changed: a clause changed, lapsed or is new, or a reference names another provision. */
export function changesRule(change: RuleChangeFacts | null | undefined): boolean {
  return !!change && change.lapsed.length + change.added.length + (change.changed?.length ?? 0) + (change.references?.length ?? 0) > 0
}

/** What the words cannot decide: "mogelijk inhoudelijk gewijzigd; lees beide teksten". */
export const uncertainRuleWords = 'mogelijk inhoudelijk gewijzigd; lees beide teksten'

/** A clause verdict the editors set, in words. */
const editorsVerdictWords = {same: 'dezelfde regel', changed: 'een gewijzigde regel', lapsed: 'vervallen', new: 'nieuw'} as const

/** Why the words cannot decide: the share of a clause's content words that its nearest counterpart holds. */
export function lowOverlapWords(share: number): string {
  return `lage woordovereenkomst, ${percent(share)}`
}

/**
 * What of a rule changed, whole clauses quoted: `Vervallen: „…”. Nieuw: „…”. Gewijzigd: was „…”,
 * nu „…”. De verwijzing is aangepast: „artikel 23 A” → „artikel 23”.`; what the words cannot
 * decide, with the reason; what the editors set, with their note.
 */
export function ruleChangeWords(change: RuleChangeFacts): string {
  const parts: string[] = []
  const references = change.references ?? []
  if (references.length > 0) parts.push(`${references.length === 1 ? 'De verwijzing is' : 'De verwijzingen zijn'} aangepast: ${dutchList.format(references.map(({was, now}) => `„${was}” → „${now}”`))}.`)
  for (const {was, now} of change.changed ?? []) parts.push(`Gewijzigd: was „${was}”, nu „${now}”.`)
  if (change.lapsed.length > 0) parts.push(`Vervallen: ${quotedList(change.lapsed)}.`)
  if (change.added.length > 0) parts.push(`Nieuw: ${quotedList(change.added)}.`)
  for (const {was, now, share} of change.doubts ?? []) {
    const clauses = [was, now].filter((clause): clause is string => clause !== null)
    parts.push(`${capital(uncertainRuleWords)}: ${clauses.map((clause) => `„${clause}”`).join(' tegenover ')} (${lowOverlapWords(share)}).`)
  }
  for (const {words, verdict, note} of change.editors ?? []) parts.push(`Door de redactie vastgesteld: „${words}” is ${editorsVerdictWords[verdict]}${note ? ` (${note})` : ''}.`)
  return parts.join(' ')
}

/** "1 artikel", "4 artikelen". */
export function countArticles(count: number): string {
  return `${count} ${count === 1 ? 'artikel' : 'artikelen'}`
}

/** "1 wijziging", "4 wijzigingen". */
export function countChanges(count: number): string {
  return `${count} ${count === 1 ? 'wijziging' : 'wijzigingen'}`
}

/** "1 bepaling", "4 bepalingen". */
export function countProvisions(count: number): string {
  return `${count} ${count === 1 ? 'bepaling' : 'bepalingen'}`
}

/** How many provisions of each side a status holds: the older ones (`from`) and the newer ones (`to`). */
export interface ProvisionCount {
  from: number
  to: number
}

/**
 * The provisions of a status, counted as provisions, never as groups: `6 bepalingen samengevoegd
 * tot 3`, `1 bepaling gesplitst over 3`, `2 bepalingen toegevoegd`, `1 bepaling vervallen`. With
 * `noun` false the count goes without its noun (`3 anders geformuleerd`), as after a first item.
 */
export function statusCountWords(status: PairStatus, count: ProvisionCount, noun = true): string {
  const counted = (value: number) => (noun ? countProvisions(value) : String(value))
  const participle = statusWords[status].participle
  switch (status) {
    case 'split':
      return `${counted(count.from)} gesplitst over ${count.to}`
    case 'merged':
      return `${counted(count.from)} samengevoegd tot ${count.to}`
    case 'regrouped':
      return `${counted(count.from)} opnieuw ingedeeld in ${count.to}`
    case 'added':
      return `${counted(count.to)} ${participle}`
    case 'absent':
      return `${counted(count.from + count.to)} ${participle}`
    default:
      return `${counted(count.from)} ${participle}`
  }
}

/** The number of provisions a status count is about, as `statusCountWords` counts them. */
export function countedProvisions(status: PairStatus, count: ProvisionCount): number {
  return status === 'added' ? count.to : status === 'absent' ? count.from + count.to : count.from
}

/**
 * The noun of an unlabeled part: `punt` for an item of an enumeration (a `- ` bullet), `alinea` for
 * a paragraph, and also for an item of an article whose page puts every line in a list, labelled
 * lines too (`listLayout`, 1982): there the bullets are the wiki's layout, and the printed rules
 * have paragraphs, not numbered points.
 */
export function unlabeledNoun(kind: 'labeled' | 'paragraph' | 'item', listLayout = false): 'alinea' | 'punt' {
  return kind === 'item' && !listLayout ? 'punt' : 'alinea'
}

/** The kinds of unit, each with its one Dutch noun. */
export type UnitKind = 'lid' | 'onderdeel' | 'aanhef' | 'alinea' | 'punt' | 'voetnoot'

export const unitNouns: Record<UnitKind, {singular: string; plural: string}> = {
  lid: {singular: 'lid', plural: 'leden'},
  onderdeel: {singular: 'onderdeel', plural: 'onderdelen'},
  // The words before an article's first lid that lead into its lids.
  aanhef: {singular: 'aanhef', plural: 'aanheffen'},
  alinea: {singular: 'alinea', plural: 'alinea’s'},
  punt: {singular: 'punt', plural: 'punten'},
  voetnoot: {singular: 'voetnoot', plural: 'voetnoten'}
}

/** The Dutch month names, January first: the one table that dates are read with (src/parse/). */
export const dutchMonths = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'] as const

const dutch = new Intl.DateTimeFormat('nl-NL', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})

/** Whether `iso` is a day the calendar has, written `YYYY-MM-DD` (`1984-02-31` is none). */
export function isCalendarDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`)
  // `Date` rolls 1984-02-30 over into March; only a date that reads back the same is real.
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso
}

/** `1984-01-01` → `1 januari 1984`; the parser gives only dates the calendar has (`isCalendarDate`). */
export function dutchDate(iso: string): string {
  if (!isCalendarDate(iso)) throw new Error(`Unexpected date \`${iso}\`, expected YYYY-MM-DD`)
  return dutch.format(new Date(`${iso}T00:00:00Z`))
}

/** What an amendment did to a provision, as an editorial note says it. */
export type Amendment = 'toegevoegd' | 'gewijzigd' | 'vervangen' | 'vervallen'

/** The amendment a note names (`... is lid c: toegevoegd`), or null. */
export function amendmentIn(note: string): Amendment | null {
  return (/\b(toegevoegd|gewijzigd|vervangen|vervallen)\b/i.exec(note)?.[1]?.toLowerCase() as Amendment | undefined) ?? null
}

/** "is met ingang van 1 januari 1984 toegevoegd", or without what was done "geldt met ingang van 1 januari 1984". */
export function inForceWords(iso: string, amendment: Amendment | null = null): string {
  return amendment ? `is met ingang van ${dutchDate(iso)} ${amendment}` : `geldt met ingang van ${dutchDate(iso)}`
}

/** `['1975', '1982', '1987']` → `1975, 1982 en 1987`. */
export const dutchList = new Intl.ListFormat('nl', {type: 'conjunction'})

/**
 * What the collection lacks of an article (`coverage`), said of `name` (`dit artikel`, `artikel 30
 * (2017)`): the lids it holds, those known to exist without being transcribed, and what nothing is
 * known of; and footnotes its text names that are not here.
 */
export function untranscribedWords(coverage: Coverage, name: string): string {
  const held = coverage.lids.filter((lid) => lid.transcribed).map((lid) => lid.label)
  const missing = coverage.lids.filter((lid) => !lid.transcribed).map((lid) => lid.label)
  const footnotes = coverage.footnotes.filter((footnote) => !footnote.transcribed).map((footnote) => footnote.number)
  const parts: string[] = []
  if (coverage.cutShort?.inHeading) {
    parts.push(cutShortWords(name, coverage.cutShort))
  } else if (coverage.headingsOnly) {
    parts.push(`van ${name} ${missing.length > 0 ? 'staan alleen de kop en de titels van de leden' : 'staat alleen de kop'} in deze verzameling: de tekst is ${untranscribedStatusWords}`)
  } else if (coverage.cutShort) {
    parts.push(cutShortWords(name, coverage.cutShort))
    if (missing.length > 0) parts.push(`van ${listed(unitNouns.lid, missing)} staat alleen de titel in deze verzameling: de tekst is ${untranscribedStatusWords}`)
  } else if (!coverage.whole) {
    parts.push(`van ${name} ${heldLids(held)} in deze verzameling`)
    if (missing.length > 0) parts.push(`${listed(unitNouns.lid, missing)} ${missing.length === 1 ? 'bestaat' : 'bestaan'} wel, maar ${missing.length === 1 ? 'staat' : 'staan'} er niet in`)
    parts.push(`van de titel, de tekst vóór het eerste lid en eventuele latere leden is niets bekend`)
  }
  if (footnotes.length > 0) parts.push(`${listed(unitNouns.voetnoot, footnotes)} van ${name} ${footnotes.length === 1 ? 'staat' : 'staan'} niet in deze verzameling`)
  return parts.join('; ')
}

/** `lid B`, `de leden B en C`. */
export function listed(noun: {singular: string; plural: string}, labels: string[]): string {
  return labels.length === 1 ? `${noun.singular} ${labels[0]}` : `de ${noun.plural} ${dutchList.format(labels)}`
}

/**
 * Of an article whose page is cut short, in top-level part `part` (`B`, `p2`, `li1`, `''`) or at its
 * heading: where it breaks off (`de pagina van artikel 24 (2007) breekt af in lid B; ...`).
 */
export function cutShortWords(name: string, {part, inHeading}: CutShort): string {
  if (inHeading) return `de pagina van ${name} breekt af bij de kop, waarvan de titel onvolledig kan zijn; wat daarna volgt, staat niet in deze verzameling`
  const unlabeled = /^(p|li)(\d+)$/.exec(part)
  const noun = unlabeled?.[1] === 'p' ? 'alinea' : 'punt'
  const where = part === '' ? '' : unlabeled ? ` in ${noun === 'punt' ? 'het' : 'de'} ${positionalName(noun, Number(unlabeled[2]))}` : ` in ${unitNouns.lid.singular} ${part}`
  return `de pagina van ${name} breekt af${where}; wat daarna volgt, staat niet in deze verzameling`
}

/** The lids a partial article holds, with the verb: `staat alleen lid A`, `staan alleen de leden A en C`, `staat geen lid`. */
export function heldLids(lids: string[]): string {
  if (lids.length === 0) return `staat geen ${unitNouns.lid.singular}`
  return lids.length === 1 ? `staat alleen ${unitNouns.lid.singular} ${lids[0]}` : `staan alleen de ${unitNouns.lid.plural} ${dutchList.format(lids)}`
}

/**
 * Article numbers as a reader counts them: runs of consecutive numbers as `9 t/m 16`, the rest
 * listed: `artikel 9 t/m 16 en 23 t/m 40`, `artikelen 28 en 38`, `artikel 27`. Numbers that are not
 * plain integers (`16a`) stand alone.
 */
export function articleNumbers(numbers: string[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
  const runs: string[][] = []
  for (const number of sorted) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last && /^\d+$/.test(number) && /^\d+$/.test(last) && Number(number) === Number(last) + 1) run.push(number)
    else runs.push([number])
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${run[0]} t/m ${run.at(-1)}`] : run))
  return `${parts.length === 1 ? 'artikel' : 'artikelen'} ${dutchList.format(parts)}`
}

/**
 * Whether article numbers show that the collection holds only part of an edition: the first is not
 * 1, or a number is skipped. Numbers 1 to n without a gap prove nothing either way (the edition may
 * go on), so they are not called a selection, nor a whole edition.
 */
export function isSelection(numbers: string[]): boolean {
  const plain = [...new Set(numbers.map((number) => Number.parseInt(number, 10)))].filter(Number.isFinite).sort((a, b) => a - b)
  return plain.length === 0 || plain[0] !== 1 || plain.some((number, index) => number !== index + 1)
}

/**
 * The articles a page of one edition holds, by number, said to be a selection when they are one:
 * `artikelen 9 t/m 12 en 23 t/m 25 (een selectie)`, `artikel 1 t/m 3`. The whole edition's page
 * and the link to it say this, never "the whole edition" when the collection has a selection.
 */
export function heldArticleNumbers(numbers: string[]): string {
  return `${articleNumbers(numbers)}${isSelection(numbers) ? ' (een selectie)' : ''}`
}

/** What the collection holds of one edition: `een selectie van 26 artikelen (artikelen 9 t/m 16 en 23 t/m 40)`, or `8 artikelen (artikel 1 t/m 8)`. */
export function heldArticlesWords(numbers: string[]): string {
  const counted = `${countArticles(numbers.length)} (${articleNumbers(numbers)})`
  return isSelection(numbers) ? `een selectie van ${counted}` : counted
}

/**
 * What the collection holds, edition by edition, for the home page, the meta descriptions and the
 * manifest: `Een selectie uit de spelregels voor wedstrijdbridge: artikel 28 t/m 35 van de editie
 * 1975 en artikelen 25 en 26 van de editie 1997`. `title` is the corpus's title.
 */
export function collectionWords(title: string, editions: Array<{edition: string; numbers: string[]}>): string {
  const subject = `de ${title.charAt(0).toLowerCase()}${title.slice(1)}`
  const held = editions.map(({edition, numbers}) => `${articleNumbers(numbers)} van de editie ${edition}`)
  return `${capital(editions.some(({numbers}) => isSelection(numbers)) ? `een selectie uit ${subject}` : subject)}: ${dutchList.format(held)}`
}

/**
 * Dutch ordinals for the positions a law text has: an unlabeled part is cited by its place, as the
 * print has no number for it, and older editions number their chapters with them (`VIERDE TIJDVAK`).
 */
export const dutchOrdinals = [
  'eerste',
  'tweede',
  'derde',
  'vierde',
  'vijfde',
  'zesde',
  'zevende',
  'achtste',
  'negende',
  'tiende',
  'elfde',
  'twaalfde',
  'dertiende',
  'veertiende',
  'vijftiende',
  'zestiende',
  'zeventiende',
  'achttiende',
  'negentiende',
  'twintigste'
]

/** `1` → `eerste`, `2` → `tweede`; past twenty `21e`. */
export function ordinal(position: number): string {
  return dutchOrdinals[position - 1] ?? `${position}e`
}

/** An unlabeled part named by its place, as the printed rules allow: `eerste alinea`, `tweede punt`. */
export function positionalName(noun: 'alinea' | 'punt', position: number): string {
  return `${ordinal(position)} ${unitNouns[noun].singular}`
}

/**
 * A pair's label (`B`, `B 2 (b)`, `aanhef`, `eerste alinea`, `B 1, tweede punt`, `voetnoot 1`) as it
 * stands in a sentence, after `naar` or `met`: a printed label with its noun (`lid B`, `onderdeel
 * B 2 (b)`), a part named by its place or the aanhef with its article (`de eerste alinea`, `het
 * tweede punt van B 1`, `de aanhef`).
 */
export function labelInSentence(label: string): string {
  const [parent, own] = label.includes(', ') ? [label.slice(0, label.indexOf(', ')), label.slice(label.indexOf(', ') + 2)] : [null, label]
  const noun = positionalNoun(own)
  if (noun === null) {
    if (label === unitNouns.aanhef.singular) return `de ${label}`
    if (label.startsWith(`${unitNouns.voetnoot.singular} `)) return label
    return `${label.includes(' ') ? unitNouns.onderdeel.singular : unitNouns.lid.singular} ${label}`
  }
  return `${noun === 'punt' ? 'het' : 'de'} ${own}${parent ? ` van ${parent}` : ''}`
}

/** The noun a positional name ends in (`tweede punt` → `punt`), or null for any other name. */
export function positionalNoun(name: string): 'alinea' | 'punt' | null {
  const match = /^(?:\p{L}+|\d+e) (alinea|punt)$/u.exec(name)
  return (match?.[1] as 'alinea' | 'punt' | undefined) ?? null
}

/** Why the aligner made a link between two provisions (`basis` of a link in the comparisons). */
export const basisWords = {
  text: 'berekend uit de tekst',
  structure: 'afgeleid uit de opbouw van het artikel',
  reference: 'afgeleid uit een verwijzing in de tekst'
} as const

/**
 * What a part of a split, merge or regrouping rests on, where it is not the words themselves: a
 * link whose ends share no telling words, or the editors' `part` line.
 */
export const partEvidenceWords = {
  link: 'Welke tekst hier terugkomt, blijkt niet uit de woorden: deze delen staan samen omdat de bepalingen gekoppeld zijn.',
  editors: 'Deze indeling is door de redactie vastgesteld.'
} as const

/** Where a link comes from, as the pages say it (of two articles, or of two provisions the aligner linked by their words). */
export const provenanceWords = {
  computed: basisWords.text,
  confirmed: `${basisWords.text} en door de redactie bevestigd`,
  imposed: 'door de redactie vastgesteld'
} as const

/**
 * Where a link between provisions comes from: `berekend uit de tekst`, `afgeleid uit de opbouw
 * van het artikel en door de redactie bevestigd`, `door de redactie vastgesteld`.
 */
export function linkProvenanceWords(provenance: keyof typeof provenanceWords, basis: keyof typeof basisWords | null): string {
  if (provenance === 'imposed' || basis === null) return provenanceWords.imposed
  return provenance === 'confirmed' ? `${basisWords[basis]} en door de redactie bevestigd` : basisWords[basis]
}

/** Why a link is doubtful, with its reason: the editors' note, or the share of words the texts keep. */
export function linkDoubtWords(doubt: {kind: 'editors'; note: string | null} | {kind: 'weak'; share: number}): string {
  if (doubt.kind === 'weak') return `${doubtWords.weak} (${lowOverlapWords(doubt.share)})`
  const note = withoutDoubtMark(doubt.note ?? '')
  return note === '' ? doubtWords.editors : `${doubtWords.editors}: ${note}`
}

/** An editors' note without the mark that says they doubt (`(twijfelachtig, zie gold)`): its reason. */
export function withoutDoubtMark(note: string): string {
  return note.replace(/\s*\((?:[^()]*\b)?twijfel[^()]*\)\s*/gi, ' ').trim()
}

/** Why a link is doubtful; `doubtful` after a count of links. */
export const doubtWords = {
  editors: 'de redactie twijfelt aan deze koppeling',
  weak: 'de teksten hebben weinig woorden gemeen; ze zijn gekoppeld omdat ze elkaars beste tegenhanger zijn',
  doubtful: 'twijfelachtig'
} as const

/**
 * The statement of rights, in Dutch, from laws/corpus.json `rights` and the wiki the texts were
 * transcribed from: whose the texts are (they stay the rights holder's; this collection gives no
 * licence on them), and the terms of the project's own data, or that none are declared.
 */
export function rightsWords(rights: {publisher: {name: string} | null; dataLicence: string | null}, wiki: {wiki: string; site: string} | null): {texts: string; transcription: string | null; data: string} {
  const texts = rights.publisher
    ? `De spelregels worden uitgegeven door ${rights.publisher.name}. De rechten op de teksten blijven bij de rechthebbende; deze verzameling geeft er geen licentie op.`
    : 'Wie de spelregels uitgeeft, is hier niet vastgelegd. De rechten op de teksten blijven bij de rechthebbende; deze verzameling geeft er geen licentie op.'
  const transcription = wiki ? `De teksten zijn overgenomen uit de wiki "${wiki.wiki}" (${wiki.site}).` : null
  const data = rights.dataLicence
    ? `De gegevens van dit project zelf (de indeling in artikelen en leden, de koppelingen tussen edities, de vergelijkingen en de JSON-API) vallen onder ${rights.dataLicence}.`
    : 'Voor de gegevens van dit project zelf (de indeling in artikelen en leden, de koppelingen tussen edities, de vergelijkingen en de JSON-API) is geen licentie verklaard.'
  return {texts, transcription, data}
}
