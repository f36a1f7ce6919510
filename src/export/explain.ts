// A change said in words (Dutch, as a legal editor writes it), so a reader never has to rely on
// colour alone. The words for statuses and units come from src/vocabulary.ts.
import type {ProvisionGroup} from '../align/groups.ts'
import type {EditionHeading} from '../align/headings.ts'
import type {HeadingComparison, HeadingTextStatus} from '../diff/headings.ts'
import {lidOf} from '../align/coverage.ts'
import type {TextUnit} from '../align/units.ts'
import {sameLabels} from '../ids.ts'
import {samePrintedLabels, statusOf, textChange, type ArticleSide, type GroupFacts} from '../diff/status.ts'
import {
  capital,
  amendmentIn,
  changedShareWords,
  countedProvisions,
  countProvisions,
  dutchList,
  cutShortWords,
  heldLids,
  inForceWords,
  pairStatuses,
  percent,
  ruleChangeWords,
  statusCountWords,
  statusWords,
  type Amendment,
  unitNouns,
  untranscribedWords,
  untranscribedStatusWords,
  type PairStatus,
  type ProvisionCount,
  listed
} from '../vocabulary.ts'

/**
 * `lid A`, `onderdeel B 2 (b)`, `de eerste alinea`, `het tweede punt van B 1`, `voetnoot 1`; with
 * `cited`, a part named by its place goes without `de`/`het`, as after a citation's comma:
 * `artikel 38 (1982), tweede alinea`.
 */
export function unitName(unit: TextUnit, cited = false): string {
  const noun = unitNouns[unit.unitKind].singular
  if (unit.unitKind === 'voetnoot') return unit.label
  if (unit.unitKind === 'aanhef') return `de ${unitNouns.aanhef.singular}`
  if (unit.unitKind === 'alinea' || unit.unitKind === 'punt') {
    const [parent, own] = unit.label.includes(', ') ? unit.label.split(', ') : [null, unit.label]
    const article = cited ? '' : unit.unitKind === 'punt' ? 'het ' : 'de '
    return parent ? `${article}${own} van ${parent}` : `${article}${own}`
  }
  return `${noun} ${unit.label}`
}

/** Names joined as a list: "lid A, lid B en onderdeel C 1". */
export function names(units: TextUnit[], named: (unit: TextUnit) => string = unitName): string {
  return dutchList.format(units.map(named))
}

/** `(25% van de woorden gewijzigd)`, `(minder dan 1% …)`, or what else changed when no word did. */
function changeWords(facts: GroupFacts): string {
  switch (textChange(facts)) {
    case 'none':
      return '; de tekst is gelijk'
    case 'spelling':
      return '; alleen spelling of leestekens zijn gewijzigd'
    case 'words':
      return ` (${changedShareWords(facts.changeShare)})`
  }
}

export function explainGroup(group: ProvisionGroup, facts: GroupFacts): string {
  return groupSentences(group, facts).text
}

/**
 * A group's sentences, and their parts a page puts together otherwise: `added`, the provisions
 * named (`Lid D`) when all it says is that they were added (`Lid D is toegevoegd.`), which a page
 * that knows where their text came from says in one sentence with that (site/lib/moves.ts).
 */
export function groupSentences(group: ProvisionGroup, facts: GroupFacts): {text: string; added: string | null} {
  const {from, to} = group
  // Labels that differ only in case name their editions, or "lid a is nu lid A" reads as no change.
  // Labels that differ only in case (lid a → lid A) were not renumbered: the newer label is said in apposition.
  const caseOnly = from.length === 1 && to.length === 1 && samePrintedLabels(from[0]!, to[0]!) && !sameLabels(from[0]!.id, to[0]!.id)
  // A unit joined from another article (a merge across articles) says which article it came from.
  const joined = group.status !== 'moved' && group.elsewhere?.direction === 'from' ? group.elsewhere.article : null
  const named = (unit: TextUnit) => (joined && unit.article.id === joined.id ? `${unitName(unit)} van artikel ${joined.number} (${joined.edition})` : unitName(unit))
  const a = caseOnly ? `${unitName(from[0]!)}, nu ${unitName(to[0]!)},` : names(from, named)
  const b = names(to, named)
  const change = changeWords(facts)
  const plural = from.length > 1
  const status = statusOf(group, facts)
  const plainlyAdded = status === 'added' && !to.every((unit) => unit.body === '' && unit.title)
  const sentence = (() => {
    switch (status) {
      case 'unchanged':
        return `${capital(a)} is ongewijzigd.`
      case 'annotated':
        return `De tekst van ${a} is ongewijzigd; ${footnoteChange(group)}.`
      case 'footnoted':
        return `${capital(a)} is ${b} geworden${change}.`
      case 'incorporated':
        return `${capital(a)} is opgenomen in de tekst als ${b}${change}.`
      case 'relabeled':
      case 'retitled':
      case 'respelled':
      case 'amended':
      case 'reworded': {
        // A label that changed is a renumbering; an unlabeled paragraph or item that changed place or form is none.
        const renamed = !samePrintedLabels(from[0]!, to[0]!)
        const worded = status === 'amended' || status === 'reworded' ? `is ${statusWords[status].participle}` : null
        if (renamed) return `${capital(a)} ${becomes(from[0]!, to[0]!, b)}${worded ? ` en ${worded}${change}` : change}.`
        if (status === 'respelled') return `In ${a} zijn alleen spelling of leestekens gewijzigd.`
        return worded ? `${capital(a)} ${worded}${change}.` : `De tekst van ${a} is gelijk.`
      }
      case 'split':
        return `${capital(a)} is gesplitst over ${b}${change}.`
      case 'merged':
        return `${capital(a)} zijn samengevoegd tot ${b}${change}.`
      case 'regrouped':
        return `${capital(a)} zijn opnieuw ingedeeld in ${b}${change}.`
      case 'moved':
        // Another article is named with its edition: numbers shift between editions, and "naar artikel 37" alone may be either.
        if (group.elsewhere?.direction === 'to')
          return `${capital(a)} ${plural ? 'zijn' : 'is'} verplaatst naar artikel ${group.elsewhere.article.number} (${group.elsewhere.article.edition}), ${names(to, (unit) => unitName(unit, true))}${change}.`
        if (group.elsewhere?.direction === 'from') return `${capital(b)} is afkomstig uit artikel ${group.elsewhere.article.number} (${group.elsewhere.article.edition}), ${names(from, (unit) => unitName(unit, true))}${change}.`
        return `${capital(a)} is verplaatst en is nu ${b}${change}.`
      case 'added':
        // A lid with a title and no text of its own is a heading over the onderdelen below it.
        return plainlyAdded ? `${capital(b)} is ${statusWords.added.participle}.` : `${capital(b)} is toegevoegd, met ${to.length > 1 ? 'de koppen' : 'de kop'} „${to.map((unit) => unit.title).join('”, „')}” boven de onderdelen.`
      case 'absent': {
        const other = facts.untranscribed
        const units = from.length > 0 ? from : to
        return `${capital(from.length > 0 ? a : b)} ${units.length > 1 ? 'zijn' : 'is'} niet vergeleken: ${other ? absentReason(units, other) : 'de tegenhanger staat niet in deze verzameling'}.`
      }
      case 'replaced': {
        const cited = facts.replacedBy ?? []
        const articles = cited.length === 1 ? `artikel ${cited[0]}` : `de artikelen ${dutchList.format(cited)}`
        return `${capital(a)} ${plural ? 'zijn' : 'is'} vervallen; ${b} verwijst nu naar ${articles}.`
      }
      case 'removed':
        return from.every((unit) => unit.body === '' && unit.title) ? `De kop van ${a} is vervallen: „${from.map((unit) => unit.title).join('”, „')}”.` : `${capital(a)} is vervallen.`
    }
  })()
  const extra: string[] = []
  // What of the rule changed, quoted; a group of several parts says it per part.
  if (facts.ruleChange && (group.parts.length <= 1 || (from.length === 1 && to.length === 1)) && status !== 'replaced' && status !== 'absent') {
    const words = ruleChangeWords(facts.ruleChange)
    if (words !== '') extra.push(words)
  }
  // An alinea paired with a lid of an article of lid pages only: the rest of it was not compared.
  const partly = facts.partlyCompared
  if (partly?.other.coverage) {
    const held = `van ${articleName(partly.other)} ${heldLids(partly.other.coverage.lids.filter((lid) => lid.transcribed).map((lid) => lid.label))} in deze verzameling`
    extra.push(partly.side === 'from' ? `Wat van ${a} niet in ${b} terugkomt, is niet vergeleken: ${held}.` : `Wat ${b} meer heeft dan ${a}, is niet vergeleken: ${held}.`)
  }
  // The page breaks off in one side's provision: what the other says after where it stops is not transcribed there.
  if (facts.cutShort) {
    const [cut, other] = facts.cutShort === 'from' ? [from[0]!, b] : [to[0]!, a]
    extra.push(
      `De pagina van ${articleName({number: cut.article.number, edition: cut.article.edition})} breekt af in ${unitName(cut)}: de rest van ${unitName(cut)} is ${untranscribedStatusWords}, alleen het begin van ${other} is ermee vergeleken.`
    )
  }
  // A provision replaced by a reference has no title in the newer text: the one there is what the newer provision continues.
  const titleChanged = facts.titleChanged && status !== 'replaced'
  if (titleChanged && to.length === 1 && to[0]!.title) {
    extra.push(from.some((unit) => unit.title) ? `De titel is nu „${to[0]!.title}”.` : `Er is een titel bij gekomen: „${to[0]!.title}”.`)
  } else if (titleChanged) {
    const titles = to.flatMap((unit) => (unit.title ? [`„${unit.title}”`] : []))
    if (titles.length === 0) extra.push(from.length > 1 ? 'De titels zijn vervallen.' : 'De titel is vervallen.')
    else extra.push(from.some((unit) => unit.title) ? `De titels zijn nu ${dutchList.format(titles)}.` : `Er ${titles.length === 1 ? 'is een titel' : 'zijn titels'} bij gekomen: ${dutchList.format(titles)}.`)
  }
  for (const unit of [...from, ...to]) if (unit.inForceFrom) extra.push(`${capital(unitName(unit))} (${unit.article.edition}) ${inForceWords(unit.inForceFrom, amendmentOf(unit))}.`)
  return {text: [sentence, ...extra].join(' '), added: plainlyAdded && extra.length === 0 ? capital(b) : null}
}

/** `is vernummerd tot lid B`, or `is lid A geworden` when the kind of unit changed (alinea → lid). */
function becomes(from: TextUnit, to: TextUnit, name: string): string {
  return from.unitKind !== to.unitKind ? `is ${name} geworden` : `is vernummerd tot ${name}`
}

/** What the editorial note that dates a unit says was done to it (`M.i.v. 1 januari 1984 is lid c: toegevoegd`), if it says. */
function amendmentOf(unit: TextUnit): Amendment | null {
  const note = unit.article.notes.find((candidate) => candidate.appliesTo === unit.id && candidate.inForceFrom === unit.inForceFrom)
  return note ? amendmentIn(note.text) : null
}

function footnoteChange(group: ProvisionGroup): string {
  const before = group.from.some((unit) => unit.article.footnotes.some((footnote) => footnote.provision === unit.id))
  const after = group.to.some((unit) => unit.article.footnotes.some((footnote) => footnote.provision === unit.id))
  return before && !after ? 'de voetnoot erbij is vervallen' : !before && after ? 'er is een voetnoot bij gekomen' : 'de voetnoot erbij is gewijzigd'
}

/**
 * The article comparison in words. A side only partly in the collection (lid pages only) is named
 * with the lids it holds; what has no counterpart for that reason is said apart, and the share and
 * the changes are of the words compared.
 */
export function explainArticle(from: ArticleSide, to: ArticleSide, changeShare: number, counts: Partial<Record<PairStatus, ProvisionCount>>, titleChanged: boolean): string {
  const none: ProvisionCount = {from: 0, to: 0}
  const of = (status: PairStatus) => counts[status] ?? none
  const parts: string[] = []
  if (from.number !== to.number) parts.push(`Artikel ${from.number} is vernummerd tot artikel ${to.number}.`)
  const absent = countedProvisions('absent', of('absent'))
  // What a side only partly in the collection holds is worth saying where something has no counterpart for it.
  const partial = absent > 0 ? [from, to].filter((side) => side.coverage) : []
  for (const side of partial) parts.push(`${capital(untranscribedWords(side.coverage!, articleName(side)))}.`)
  if (absent > 0) parts.push(`${capital(countProvisions(absent))} ${absent === 1 ? 'is' : 'zijn'} daarom niet vergeleken.`)
  if (titleChanged) parts.push('De titel van het artikel is gewijzigd.')
  const compared = partial.length > 0 ? 'vergeleken ' : ''
  const present = pairStatuses.filter((status) => status !== 'absent' && countedProvisions(status, of(status)) > 0)
  const changed = present.filter((status) => status !== 'unchanged')
  if (present.length === 0 && absent > 0) parts.push('Er is geen tekst om te vergelijken.')
  else if (changed.length === 0) parts.push(`De ${compared}tekst is ongewijzigd.`)
  else {
    const list = changed.map((status, index) => statusCountWords(status, of(status), index === 0))
    parts.push(`${changeShare === 0 ? `Er is geen ${compared}woord gewijzigd` : capital(`${percent(changeShare)} van de ${compared}woorden is gewijzigd`)}: ${list.join(', ')}.`)
  }
  return parts.join(' ')
}

/** `artikel 30 (2017)`. */
function articleName(side: ArticleSide): string {
  return `artikel ${side.number}${side.edition ? ` (${side.edition})` : ''}`
}

/**
 * Why units were not compared, in the other side's terms: the lid (or footnote) they would meet
 * there is known not to be transcribed, or the other article holds only some lids.
 */
function absentReason(units: TextUnit[], other: ArticleSide): string {
  const coverage = other.coverage
  const name = articleName(other)
  if (!coverage) return `de tegenhanger in ${name} staat niet in deze verzameling`
  const lids = [...new Set(units.map(lidOf))]
  const missing = coverage.lids.filter((lid) => !lid.transcribed).map((lid) => lid.label)
  if (lids.every((lid) => missing.includes(lid))) return `${listed(unitNouns.lid, lids)} van ${name} ${lids.length === 1 ? 'staat' : 'staan'} niet in deze verzameling`
  if (coverage.cutShort) return cutShortWords(name, coverage.cutShort)
  if (coverage.whole) return `${name} noemt een ${unitNouns.voetnoot.singular} die niet in deze verzameling staat`
  return `van ${name} ${heldLids(coverage.lids.filter((lid) => lid.transcribed).map((lid) => lid.label))} in deze verzameling`
}

/**
 * A heading comparison in words: why the two headings are one, then what changed of its number,
 * its title and its introductory text (the law text between the heading and its first article).
 */
export function explainHeading({link, numbers, textStatus, text, renumbered, retitled}: HeadingComparison): string {
  const name = (side: EditionHeading, number: string | null) => `${number === null ? 'de kop' : number} „${side.node.title}”`
  const why = {
    articles: `${link.shared === 1 ? 'een artikel eronder komt' : `${link.shared} artikelen eronder komen`} overeen`,
    number: 'hetzelfde nummer',
    title: 'dezelfde titel'
  }[link.basis]
  const sentences = [`${capital(name(link.to, numbers.to))} (${link.to.edition}) komt overeen met ${name(link.from, numbers.from)} (${link.from.edition}): ${why}.`]
  if (renumbered) {
    sentences.push(numbers.from === null ? `De kop is genummerd: ${numbers.to}.` : numbers.to === null ? `De kop is niet meer genummerd (was ${numbers.from}).` : `Het nummer is gewijzigd van ${numbers.from} in ${numbers.to}.`)
  }
  if (retitled) sentences.push('De titel is gewijzigd.')
  const unknown = link.from.whole ? link.to : link.from
  const textWords: Record<HeadingTextStatus, string | null> = {
    none: null,
    unchanged: 'De inleidende tekst is gelijk.',
    changed: `De inleidende tekst is gewijzigd (${changedShareWords(text?.changeShare ?? 0)}).`,
    added: 'De inleidende tekst is toegevoegd.',
    removed: 'De inleidende tekst is vervallen.',
    uncompared: `De inleidende tekst is niet vergeleken: de bronpagina van ${unknown.edition} houdt ${unknown.cutShort ? 'erin' : 'na de kop'} op.`
  }
  if (textWords[textStatus]) sentences.push(textWords[textStatus])
  if (!renumbered && !retitled) sentences.push(numbers.to === null ? 'De titel is gelijk.' : 'Nummer en titel zijn gelijk.')
  return sentences.join(' ')
}
