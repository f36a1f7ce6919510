// Footnote markers as printed (`¹⁾`, `reglementair ¹⁾ bod`, `toekent¹⁾`): take them out of the
// text and remember where they were, so the text is clean and the marker can be put back.
import type {Marker} from '../types.ts'

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹'
const markerPattern = /( ?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)⁾/g

export function extractMarkers(value: string): {text: string; markers: Marker[]} {
  const markers: Marker[] = []
  let text = ''
  let last = 0
  for (const match of value.matchAll(markerPattern)) {
    text += value.slice(last, match.index)
    const glued = match[1] === '' && match.index > 0
    markers.push({number: fromSuperscript(match[2]!), offset: text.length, glued})
    last = match.index + match[0].length
  }
  text += value.slice(last)
  return {text, markers}
}

/** Put markers back where they were printed. */
export function insertMarkers(text: string, markers: Marker[]): string {
  let result = ''
  let last = 0
  for (const marker of [...markers].sort((a, b) => a.offset - b.offset)) {
    const lineStart = marker.offset === 0 || text[marker.offset - 1] === '\n'
    result += text.slice(last, marker.offset) + (marker.glued || lineStart ? '' : ' ') + toSuperscript(marker.number) + '⁾'
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
