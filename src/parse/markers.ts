// Footnote markers as printed: take them out of the text and remember where they were, so the
// text is clean and the marker can be put back. The wiki prints them in three forms:
// - superscripts (`¹⁾`, `reglementair ¹⁾ bod`, `toekent¹⁾`), always a marker;
// - a number with a parenthesis after a word (`aan de beurt is 1), geldt`), a marker where the
//   evidence says so (`parenMarkers`);
// - superscript digits that came out as plain digits glued to a word (`speelruimte1`), a marker
//   only in an edition that declares it (`superscriptDigits` in `laws/corpus.json`).
// - symbols, as older editions print them (`tekst *)`, `tekst**)`, `tekst †`): always a marker
//   after a word or punctuation; numbered per article in order of appearance (passes.ts).
// The canonical Markdown writes every numbered marker as a superscript, a symbol as printed (canonical.ts).
import type {Marker} from '../types.ts'

/** The marker forms an edition prints besides superscripts (`typography` in `laws/corpus.json`). */
export interface MarkerForms {
  superscriptDigits?: boolean | undefined
}

/** A marker where it stands in the text: `start` and `end` span what is taken out (with the space before it). */
export interface PrintedMarker {
  number: string
  glued: boolean
  /** The symbols as printed (`*)`, `†`), for a symbol marker. */
  symbol?: string
  start: number
  end: number
  /** Where the marker's own characters start (past the space before it). */
  at: number
}

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹'
const superscriptPattern = /( ?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)⁾/g
// Footnotes are numbered from 1 and an article has few: one or two digits, no leading zero. The
// space may be a run of spaces and the `)` escaped: the raw line (state.ts) is read with the same
// pattern as its normalised text. The lookbehind keeps the work linear on a long run of spaces.
const parenPattern = /(?<=[\p{L}\p{M}])[^\S\r\n\uFEFF]+([1-9]\d?)\\?\)(?=[\s.,;:!?]|$)/gu
const gluedPattern = /(?<![\p{L}\p{M}\p{N}])(\p{Ll}[\p{Ll}\p{M}]+)([1-9]\d?)(?=[\s\p{P}]|$)/gu
// After a word or punctuation, one space at most: `tekst *)`, `tekst†`, `zijn,**)`.
const symbolPattern = /(?<=[\p{L}\p{M}\p{N}.,;:!?'’"”])( ?)(\*{1,3}\)|[†‡]{1,3}\)?)(?=[\s\p{P}]|$)/gu
// Every marker has a superscript, a digit after a letter, a space or a `)`, or a symbol.
const mayHoldMarker = /[⁰¹²³⁴⁵⁶⁷⁸⁹†‡]|[\p{L}\p{M}\s][1-9]|\*\)/u
// A glued marker needs a digit right after a lower-case letter.
const mayHoldGlued = /\p{Ll}[1-9]/u

/**
 * Words after which a number names a numbered part (`onder 1)`, `zie 2)`, `voetnoot 1)`,
 * `artikel23`) or joins a list of them (`1) en 2)`, `bedoeld in 3)`): a reference, not a marker.
 */
const referenceWords = new Set([
  ...['onder', 'sub', 'zie', 'punt', 'punten', 'lid', 'leden', 'alinea', 'artikel', 'artikelen', 'hoofdstuk', 'paragraaf', 'deel', 'bijlage', 'pagina', 'bladzijde', 'blz', 'nr', 'nummer', 'voetnoot', 'noot'],
  ...['in', 'bij', 'en', 'of', 'tot', 'met', 'volgens', 'bedoeld', 'genoemd', 'vermeld']
])

export function extractMarkers(value: string, forms: MarkerForms = {}): {text: string; markers: Marker[]} {
  const markers: Marker[] = []
  let text = ''
  let last = 0
  for (const printed of findMarkers(value, forms)) {
    text += value.slice(last, printed.start)
    markers.push({number: printed.number, offset: text.length, glued: printed.glued, ...(printed.symbol ? {symbol: printed.symbol} : {})})
    last = printed.end
  }
  text += value.slice(last)
  return {text, markers}
}

/** Every marker of `value` in the order printed, in all the forms `forms` allows. */
export function findMarkers(value: string, forms: MarkerForms = {}): PrintedMarker[] {
  // Most lines hold no marker at all: a cheap look for the characters every form needs first.
  if (!mayHoldMarker.test(value)) return []
  const found = [...superscriptMarkers(value), ...symbolMarkers(value), ...parenMarkers(value), ...(forms.superscriptDigits ? gluedMarkers(value) : [])]
  return found.sort((a, b) => a.start - b.start)
}

function symbolMarkers(value: string): PrintedMarker[] {
  return [...value.matchAll(symbolPattern)].map((match) => ({
    number: symbolNumber(match[2]!),
    glued: match[1] === '',
    symbol: match[2]!,
    start: match.index,
    end: match.index + match[0].length,
    at: match.index + match[1]!.length
  }))
}

/**
 * What a symbol mark is known by while its page is read (`*)` and `*` are one mark): the symbols
 * alone. Each article numbers its marks once its lines are placed (passes.ts, `numberSymbolMarks`).
 */
export function symbolNumber(symbol: string): string {
  return symbol.replace(/\)$/, '')
}

function superscriptMarkers(value: string): PrintedMarker[] {
  return [...value.matchAll(superscriptPattern)].map((match) => ({
    number: fromSuperscript(match[2]!),
    glued: match[1] === '' && match.index > 0,
    start: match.index,
    end: match.index + match[0].length,
    at: match.index + match[1]!.length
  }))
}

/**
 * `1)` printed as a marker: one or two digits and `)` right after a word and a space, followed
 * by a space, punctuation or the end (`aan de beurt is 1), geldt`, `alle 1) voorafgaande
 * biedingen`). What else has that shape stays text: a line that starts with `1)` is a footnote
 * line or a label (no word before it); `(zie 1) hieronder)` enumerates inside an open
 * parenthesis; `onder 1)` and `1) en 2)` refer to numbered parts (`referenceWords`); a
 * one-letter word is a lid label (`artikel 23 A 1)`). Every `)` closes the nearest open
 * parenthesis (`(zie 1) hieronder)` closes once, early), which errs towards text.
 */
function parenMarkers(value: string): PrintedMarker[] {
  const markers: PrintedMarker[] = []
  let depth = 0
  let counted = 0
  for (const match of value.matchAll(parenPattern)) {
    depth = parenDepth(value, counted, match.index, depth)
    const end = match.index + match[0].length
    const word = wordBefore(value, match.index)
    if (depth === 0 && word.length >= 2 && !referenceWords.has(word.toLowerCase())) {
      markers.push({number: match[1]!, glued: false, start: match.index, end, at: match.index + match[0].search(/\d/)})
      // The marker's `)` closes no parenthesis.
      counted = end
    } else counted = match.index
  }
  return markers
}

/** The depth of open parentheses at `to`, counting from `from` where it was `depth`. */
function parenDepth(value: string, from: number, to: number, depth: number): number {
  for (let index = from; index < to; index++) {
    if (value[index] === '(') depth++
    else if (value[index] === ')') depth = Math.max(0, depth - 1)
  }
  return depth
}

/** The word of letters that ends right before `index`, its last 20 at most (reference words are short). */
function wordBefore(value: string, index: number): string {
  return /[\p{L}\p{M}]+$/u.exec(value.slice(Math.max(0, index - 20), index))?.[0] ?? ''
}

/**
 * Superscript digits come out of some editions' pages as plain digits glued to the word before:
 * `speelruimte1`, `partner2,`. Only a word of two or more letters, all lower case, takes them
 * (then a space, punctuation or the end): a capital with digits is a lid reference (`A2`,
 * `16C2`, `B1`), a number alone is a number (`1997`), and a unit word with its number is a
 * reference written without a space (`artikel23`).
 */
export function gluedMarkers(value: string): PrintedMarker[] {
  if (!mayHoldGlued.test(value)) return []
  return [...value.matchAll(gluedPattern)]
    .filter((match) => !referenceWords.has(match[1]!))
    .map((match) => {
      const at = match.index + match[1]!.length
      return {number: match[2]!, glued: true, start: at, end: at + match[2]!.length, at}
    })
}

/** Put markers back where they were printed, as superscripts. */
export function insertMarkers(text: string, markers: Marker[]): string {
  let result = ''
  let last = 0
  for (const marker of [...markers].sort((a, b) => a.offset - b.offset)) {
    const lineStart = marker.offset === 0 || text[marker.offset - 1] === '\n'
    result += text.slice(last, marker.offset) + (marker.glued || lineStart ? '' : ' ') + (marker.symbol ?? toSuperscript(marker.number) + '⁾')
    last = marker.offset
  }
  return result + text.slice(last)
}

/** Shift markers when `extra` characters are prepended (lines joined into one text). */
export function shiftMarkers(markers: Marker[], extra: number): Marker[] {
  return markers.map((marker) => ({...marker, offset: marker.offset + extra}))
}

function fromSuperscript(value: string): string {
  return [...value].map((character) => String(superscripts.indexOf(character))).join('')
}

function toSuperscript(value: string): string {
  return [...value].map((digit) => superscripts[Number(digit)]).join('')
}
