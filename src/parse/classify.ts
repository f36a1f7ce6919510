// What shape one line of law text has. Pure: a line in, a shape out; the parser decides what the
// shape means in context (a footnote line is only a footnote after a `---` rule, and so on).
import {dutchMonths, dutchOrdinals, isCalendarDate} from '../vocabulary.ts'
import {trimSpace} from '../characters.ts'
import type {EditionTypography} from '../corpus-config.ts'
import type {LabelKind, Range} from '../types.ts'
import {symbolNumber} from './markers.ts'

/** A label form an edition may declare (`labelStyles` in src/corpus-config.ts). */
export type LabelStyle = NonNullable<EditionTypography['labelStyles']>[number]

export type LineShape =
  | {kind: 'rule'}
  | {kind: 'chapter'; keyword: string; number: string; title: string; range: Range | null}
  | {kind: 'section'; keyword: string; number: string; title: string; range: Range | null}
  /**
   * `sentenceLike`: the line may be a sentence of the text (`likely`), or surely is one inside an
   * article (`verb`: the title would start with a finite verb); the parser weighs it in context.
   */
  | {kind: 'article'; number: string; title: string; sentenceLike: false | 'likely' | 'verb'}
  | {kind: 'note'; inForceFrom: string | null; text: string; impossibleDate?: string}
  | {kind: 'footnote'; number: string; text: string; symbol?: string}
  | {kind: 'label'; labelKind: LabelKind; label: string; printed: string; rest: string; bullet: boolean}
  | {kind: 'deep-label'; printed: string; rest: string; bullet: boolean}
  | {kind: 'item'; text: string}
  | {kind: 'text'; text: string}

// Every pattern that reads a line to its end has the `s` flag: without it `.` stops at U+2028 and
// U+2029, which JavaScript takes for line ends and Markdown does not (lines.ts, `lineEnding`), and
// a pattern that always matches would fail on them. Whitespace is `[^\S\uFEFF]`, `\s` but U+FEFF:
// JavaScript takes the zero-width no-break space for a space, the parser keeps it as a character
// like the other zero-width characters (characters.ts), so it never vanishes between two tokens.
const roman = '[IVXLC]+'
// A final period after the range (`Art. 9 t/m 10.`) belongs to the range, not to the title.
const rangeSuffix = String.raw`(?:[^\S\uFEFF]+Art(?:ikel|\.)?[^\S\uFEFF]+(\d+[a-z]?)(?:[^\S\uFEFF]*(?:t\/m|-|–)[^\S\uFEFF]*(\d+[a-z]?))?\.?)?`
// A separator between a heading's number and its title (`VIERDE TIJDVAK ~ HET SPELEN.`, `HOOFDSTUK IV: ...`) is no part of the title.
const separator = String.raw`(?:[~:–—-](?=[^\S\uFEFF]|$))?[^\S\uFEFF]*`
const chapterPattern = new RegExp(String.raw`^(HOOFDSTUK|Hoofdstuk|DEEL|Deel|TIJDVAK|Tijdvak)[^\S\uFEFF]+(${roman}|\d+)\b\.?[^\S\uFEFF]*${separator}(.*?)${rangeSuffix}$`, 's')
const sectionPattern = new RegExp(String.raw`^(§|PARAGRAAF|Paragraaf)[^\S\uFEFF]*(${roman}|\d+)\b\.?[^\S\uFEFF]*${separator}(.*?)${rangeSuffix}$`, 's')
// Older editions number a heading with an ordinal before its keyword: `VIERDE TIJDVAK ~ HET SPELEN.`,
// `Eerste hoofdstuk`, `TWEEDE PARAGRAAF`. The number is the ordinal as printed.
const ordinalHeadingPattern = new RegExp(String.raw`^(?=\p{Lu})(${dutchOrdinals.join('|')})[^\S\uFEFF]+(tijdvak|hoofdstuk|deel|paragraaf)\b\.?[^\S\uFEFF]*${separator}(.*?)${rangeSuffix}$`, 'isu')
// A separator after the number (`Artikel 30: ...`, `Artikel 31 – ...`) is no part of the title.
const rangeTail = new RegExp(String.raw`^(.*?)${rangeSuffix}$`, 's')
// `Artikel 27`, `ARTIKEL 73`, `Art. 27.`, `REGEL 38.`: every form the wiki prints a heading in.
const articlePattern = /^(?:artikel[^\S\uFEFF]+|art\.[^\S\uFEFF]*|regel[^\S\uFEFF]+)(\d+[a-z]?)\b(\.?)(?:[^\S\uFEFF]*[:–—-](?=[^\S\uFEFF]|$))?[^\S\uFEFF]*(.*)$/is
const footnotePattern = /^(\d+)\)[^\S\uFEFF]*(.*)$/s
// A footnote marked with symbols, as older editions print it: `*)`, `**)`, `†`, `††)`, `‡`.
const symbolFootnotePattern = /^(\*{1,3}\)|[†‡]{1,3}\)?)[^\S\uFEFF]*(.*)$/s
const bulletPattern = /^[-*+•][^\S\uFEFF]+(.*)$/s
const rulePattern = /^(?:(?:-[^\S\uFEFF]*){3,}|(?:\*[^\S\uFEFF]*){3,}|(?:_[^\S\uFEFF]*){3,})$/
const notePattern = new RegExp(String.raw`^\(?(?:M\.[^\S\uFEFF]?i\.[^\S\uFEFF]?v\.|Met ingang van|Per|(?:van kracht|geldig|geldend) (?:vanaf|sinds|per))[^\S\uFEFF]+(\d{1,2})[^\S\uFEFF]+(${dutchMonths.join('|')})[^\S\uFEFF]+(\d{4})\b`, 'i')
// Ends like a sentence: a labeled line ending so starts its own text; otherwise it may be a title.
const sentenceEnd = /[.;:,][^\S\uFEFF]*(?:[⁰¹²³⁴⁵⁶⁷⁸⁹]+⁾)?$/
// Sentence punctuation inside: one sentence ends and another starts (`Zin. (Zin`, `Zin. Nog`; not
// `art. 9`), a clause follows `;` or `:` (not the `;` of a character reference written out,
// `&amp;`, which is text), or a parenthesis closes on a sentence (`haakjes.)`).
const innerSentence = /[.!?][^\S\uFEFF]+[\p{Lu}(]|(?:(?<!&#?\w+);|:)[^\S\uFEFF]+\S|[.;:!?]["'’”]?\)/u
// A title is short: the longest in the sources has 86 characters.
const maxTitleLength = 120

type LabelPattern = {kind: LabelKind; pattern: RegExp}

const labelPatterns: LabelPattern[] = [
  {kind: 'letter', pattern: /^([A-Za-z])\.(?:[^\S\uFEFF]+(.*))?$/s},
  {kind: 'number', pattern: /^(\d{1,2})\.(?:[^\S\uFEFF]+(.*))?$/s},
  {kind: 'paren-letter', pattern: /^\(([a-z])\)(?:[^\S\uFEFF]*(.*))?$/s},
  {kind: 'paren-number', pattern: /^\((\d{1,2})\)(?:[^\S\uFEFF]*(.*))?$/s}
]
/**
 * Label forms an edition may declare (`typography.<edition>.labelStyles` in `laws/corpus.json`),
 * each a label kind of its own. Undeclared, such a line is a deep label, kept as text.
 */
const declarableLabels: Record<LabelStyle, LabelPattern> = {
  'letter-paren': {kind: 'letter-paren', pattern: /^([a-z])\)(?:[^\S\uFEFF]*(.*))?$/s}
}
// Shapes one level below `(1)`: `(i)`-style romans after `(1)`, `a)` and `(A)`.
const deepLabelPattern = /^(\([ivx]{2,}\)|[a-z]\)|\([A-Z]\))[^\S\uFEFF]*(.*)$/s

/** Rank of a label kind in the nesting lid → 1. → (a) → (1); `a)` stands where `(a)` does. */
export const labelRank: Record<LabelKind, number> = {letter: 1, number: 2, 'paren-letter': 3, 'letter-paren': 3, 'paren-number': 4}

export type LineClassifier = (text: string) => LineShape

/**
 * The shape of a line in an edition: the default shapes, and the forms its typography declares
 * (`laws/corpus.json`): an article heading of a declared pattern (`5. TITEL.`, no `Artikel`), and
 * labels of a declared style (`a)`). Compiles the declarations once.
 */
export function lineClassifier(typography: EditionTypography = {}): LineClassifier {
  const headings = (typography.articleHeadings ?? []).map((source) => new RegExp(source, 'u'))
  const labels = [...labelPatterns, ...(typography.labelStyles ?? []).map((style) => declarableLabels[style])]
  return (text) => declaredHeading(text, headings) ?? classify(text, labels)
}

/** The shape of a line as every edition prints it, without declarations. */
export const classifyLine: LineClassifier = lineClassifier()

/** The declarable label style a deep label is printed in (`a)`: `letter-paren`), or null. */
export function labelStyleOf(printed: string): LabelStyle | null {
  const styles = Object.keys(declarableLabels) as LabelStyle[]
  return styles.find((style) => declarableLabels[style].pattern.test(printed)) ?? null
}

/** A line of a declared article heading form: its `number` and `title` groups. */
function declaredHeading(text: string, patterns: RegExp[]): LineShape | null {
  for (const pattern of patterns) {
    const groups = pattern.exec(text)?.groups
    const number = trimSpace(groups?.['number'] ?? '')
    if (number !== '') return {kind: 'article', number: number.toLowerCase(), title: headingTitle(groups?.['title'] ?? ''), sentenceLike: false}
  }
  return null
}

/** A heading's title as printed, without the final period older editions print after it. */
export function headingTitle(value: string): string {
  return trimSpace(value).replace(/[^\S\uFEFF]*\.$/, '')
}

function classify(text: string, labels: LabelPattern[]): LineShape {
  if (rulePattern.test(text)) return {kind: 'rule'}

  const chapter = chapterPattern.exec(text)
  if (chapter) return {kind: 'chapter', keyword: chapter[1]!, number: chapter[2]!, title: trimSpace(chapter[3]!), range: range(chapter[4], chapter[5])}

  const section = sectionPattern.exec(text)
  if (section) return {kind: 'section', keyword: section[1]!, number: section[2]!, title: trimSpace(section[3]!), range: range(section[4], section[5])}

  const ordinal = ordinalHeadingPattern.exec(text)
  if (ordinal && isOrdinalHeading(ordinal[3]!)) {
    const kind = ordinal[2]!.toLowerCase() === 'paragraaf' ? 'section' : 'chapter'
    return {kind, keyword: ordinal[2]!, number: ordinal[1]!, title: headingTitle(ordinal[3]!), range: range(ordinal[4], ordinal[5])}
  }

  const article = articlePattern.exec(text)
  if (article && isHeading(text, article[2]!)) {
    // Titles begin with a capital and end without punctuation (or with a period after `<n>.`); a
    // line that reads otherwise (`Artikel 9-12 ...`, `Artikel 12 Zie ook artikel 13.`) may be a
    // sentence, weighed against the numbering. One whose title would start with a finite verb is a
    // sentence wherever an article is open (`Artikel 26 kan van toepassing zijn`).
    const sentenceLike = finiteVerb.test(trimSpace(article[3]!)) ? 'verb' : article[3] !== '' && (/^(?:\p{Ll}|[-–]?\d)/u.test(article[3]!) || (article[2] === '' && sentenceEnd.test(text))) ? 'likely' : false
    // `ARTIKEL 12A` is artikel 12a: one spelling of the suffix, as page names (`12aB`) and ids write it.
    return {kind: 'article', number: article[1]!.toLowerCase(), title: headingTitle(article[3]!), sentenceLike}
  }

  const note = notePattern.exec(text)
  if (note) {
    const month = dutchMonths.indexOf(note[2]!.toLowerCase() as (typeof dutchMonths)[number]) + 1
    const inForceFrom = `${note[3]}-${String(month).padStart(2, '0')}-${note[1]!.padStart(2, '0')}`
    // A day the month does not have (`31 februari 1984`) is no date: the note stays, without one.
    if (!isCalendarDate(inForceFrom)) return {kind: 'note', inForceFrom: null, text, impossibleDate: `${note[1]} ${note[2]} ${note[3]}`}
    return {kind: 'note', inForceFrom, text}
  }

  const footnote = footnotePattern.exec(text)
  if (footnote) return {kind: 'footnote', number: footnote[1]!, text: footnote[2]!}
  const symbolFootnote = symbolFootnotePattern.exec(text)
  if (symbolFootnote) return {kind: 'footnote', number: symbolNumber(symbolFootnote[1]!), text: symbolFootnote[2]!, symbol: symbolFootnote[1]!}

  const bullet = bulletPattern.exec(text)
  const body = bullet ? bullet[1]! : text
  for (const {kind, pattern} of labels) {
    const match = pattern.exec(body)
    if (match) {
      const rest = trimSpace(match[2] ?? '')
      return {kind: 'label', labelKind: kind, label: match[1]!, printed: trimSpace(body.slice(0, body.length - rest.length)), rest, bullet: Boolean(bullet)}
    }
  }
  const deep = deepLabelPattern.exec(body)
  if (deep) return {kind: 'deep-label', printed: deep[1]!, rest: trimSpace(deep[2]!), bullet: Boolean(bullet)}

  if (bullet) return {kind: 'item', text: body}
  return {kind: 'text', text}
}

/**
 * Whether the words after `VIERDE TIJDVAK` make a heading, not a sentence (`Tweede deel van het
 * bod is ...`): none, or a title (`HET SPELEN.` in capitals, `Het spelen`).
 */
function isOrdinalHeading(title: string): boolean {
  const words = trimSpace(title)
  return words === '' || isCapitalsTitle(words) || readsAsTitle(headingTitle(words))
}

// The verbs a sentence about an article starts with (`Artikel 11 is van toepassing`).
const finiteVerb = /^(?:is|zijn|kan|kunnen|mag|mogen|moet|moeten|wordt|worden|geldt|gelden|blijft|blijven|heeft|hebben|zal|zullen|bepaalt|vervalt|luidt|regelt|omvat|betreft)\b/
// Finite verbs of a sentence anywhere in it, in forms no title uses: a title names a thing, often
// by an infinitive (`Inzien van een losgelaten slag`, `Overzicht van het bieden`), so infinitives
// that are also plural forms (`spelen`, `bieden`) do not count.
const sentenceVerb =
  /(?<![\p{L}\p{M}])(?:is|was|waren|wordt|werd|werden|kan|kon|konden|mag|mocht|moet|moest|moesten|zal|zou|zouden|heeft|had|hadden|dient|behoeft|hoeft|geldt|blijft|bepaalt|vervalt|luidt|regelt|omvat|betreft|gaat|komt|doet|past|speelt|wint|telt|geeft|krijgt|staat|ligt|neemt|toont|verliest|vraagt|roept|legt|mogen|moeten|kunnen|worden|hebben|zullen)(?![\p{L}\p{M}])/iu

/** Words with a finite verb read as a sentence, never as a title (`RT is verplicht te passen`). */
export function hasSentenceVerb(value: string): boolean {
  return sentenceVerb.test(value)
}

/**
 * Whether a line reads as a lid's title printed on a line of its own above its labelled line
 * (older editions: `Inzien van een losgelaten slag.` then `3. Indien ...`): short, a capital first,
 * one phrase (no comma, `;` or `:`, no second sentence) with at most a final period. `verbless`
 * also asks the evidence of its words: no finite verb, so no sentence.
 */
export function readsAsTitleAbove(value: string, verbless: boolean): boolean {
  if (value.length > 80 || !/^\p{Lu}/u.test(value) || /[,;:!?()]/.test(value) || /\.\S|\.\s/.test(value.replace(/\.$/, ''))) return false
  return !verbless || !sentenceVerb.test(value)
}

/**
 * Whether an `Artikel <n> ...` line is a heading rather than a sentence of the text. A heading is
 * the number alone (`Artikel 13.`), a title without closing punctuation (`Artikel 9 Gang van
 * zaken`), or, with a final period as older editions print it, a title after `<n>.`
 * (`Artikel 71. Opeisen van slagen.`) or one that starts with a capital that is no lid label
 * (`Artikel 71 Opeisen van slagen.`). `Artikel 25 is van toepassing.` and `Artikel 12 C geldt.`
 * are sentences; without the period, a first word that is a finite verb is `sentenceLike`.
 */
function isHeading(text: string, dot: string): boolean {
  const rest = trimSpace(articlePattern.exec(text)![3]!)
  if (rest === '' || !sentenceEnd.test(text)) return true
  if (!/^\p{Lu}/u.test(rest) || /^[A-Z]\d{0,2}[a-z]?\b(?![.'’])/u.test(rest)) return false
  return dot === '.' || !/[;:,][^\S\uFEFF]*$/.test(rest)
}

/**
 * A labeled line is a title, with its text on the next lines, only on evidence. Here, its words:
 * they read as a title (`readsAsTitle`), or the label stands alone (`A.`, its text on the next
 * line). A sentence is never a title (`2. Zin. (Zin tussen haakjes.)`). The rest of the evidence is
 * the body below it: a title that heads nothing becomes text again (passes.ts, `untitleBodiless`).
 */
export function labeledLineForm(rest: string): 'title' | 'text' {
  return rest === '' || readsAsTitle(rest) ? 'title' : 'text'
}

/**
 * Whether the words after a label read as a title as the wiki writes one: short, starting with a
 * capital, without sentence punctuation inside or at the end (`A. Gedwongen pas die schade
 * toebrengt`, `(a) Op welk moment?`, `(b) De blinde (de rechten ... in de artikelen 42 en 43)`),
 * or in capitals with at most a final period (`ONMIDDELLIJKE VERBETERING.`). A sentence
 * (`Een speler past.`, 1975's `a. als zij is gedaan ...; of`, `Zin. (Zin tussen haakjes.)`) is no title.
 */
export function readsAsTitle(rest: string): boolean {
  if (isCapitalsTitle(rest)) return true
  return !/^\p{Ll}/u.test(rest) && rest.length <= maxTitleLength && !sentenceEnd.test(rest) && !innerSentence.test(rest)
}

/**
 * Words in capitals with at most a final period (`ONMIDDELLIJKE VERBETERING.`): older editions
 * print titles so; a sentence is never set in capitals.
 */
export function isCapitalsTitle(value: string): boolean {
  const words = value.replace(/[^\S\uFEFF]*(?:[⁰¹²³⁴⁵⁶⁷⁸⁹]+⁾)?$/, '').replace(/\.$/, '')
  return /\p{Lu}{2}/u.test(words) && words === words.toUpperCase() && /^[\p{L}\p{M} '’,-]+$/u.test(words)
}

/**
 * The lids an editorial note speaks of: `lid c`, `de leden b en c`, `leden A, B en C`.
 */
export function namedLids(text: string): string[] {
  const one = /\blid[^\S\uFEFF]+([A-Za-z0-9]+)\b/.exec(text)
  if (one) return [one[1]!]
  const several = /\bleden[^\S\uFEFF]+([A-Za-z0-9]+(?:[^\S\uFEFF]*(?:,|en|t\/m)[^\S\uFEFF]*[A-Za-z0-9]+)*)\b/.exec(text)
  if (!several) return []
  const parts = several[1]!.split(/[^\S\uFEFF]*(,|en|t\/m)[^\S\uFEFF]*/).filter((part) => part !== ',' && part !== 'en')
  const lids: string[] = []
  parts.forEach((part, index) => {
    if (part === 't/m') return
    if (parts[index - 1] === 't/m' && lids.length > 0 && /^[A-Za-z]$/.test(part)) {
      for (let code = lids.at(-1)!.charCodeAt(0) + 1; code <= part.charCodeAt(0); code++) lids.push(String.fromCharCode(code))
      return
    }
    lids.push(part)
  })
  return lids
}

/** A heading's title with the range it may end in (`Het bieden Art. 9`) taken off. */
export function splitRange(value: string): {title: string; range: Range | null} {
  const match = rangeTail.exec(value)!
  return {title: trimSpace(match[1]!), range: range(match[2], match[3])}
}

function range(from: string | undefined, to: string | undefined): Range | null {
  if (!from) return null
  return {from, to: to ?? from}
}

/** The first label of a sequence of the shape of `label`: `1`, `A` or `a`. */
export function firstLabel(label: string): string {
  if (/\d/.test(label)) return '1'
  return label === label.toUpperCase() ? 'A' : 'a'
}

/** The label after `label` in its sequence (`B` after `A`, `3` after `2`). */
export function nextLabel(label: string): string {
  if (/^\d+$/.test(label)) return String(Number(label) + 1)
  return String.fromCharCode(label.charCodeAt(0) + 1)
}
