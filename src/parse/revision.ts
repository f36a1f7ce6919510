// The revision of a wiki page that a source was saved from, as the wiki prints it above the text:
// `Versie door Kees (overleg | bijdragen) op 20 jul 2019 om 01:04`, and the revision number where a
// line carries one (`...index.php?oldid=4003&title=...`, as the wiki's "Opgehaald van" line does).
// These lines are wiki chrome: `laws/corpus.json` (`noise`) keeps them out of the law text, and this
// reads what they say before they are dropped, so a historian can check a transcription against
// the revision it was taken from.
import type {Revision} from '../types.ts'
import {dutchMonths, isCalendarDate} from '../vocabulary.ts'

export type {Revision}

/** Dutch month names and the wiki's abbreviations (`jan`, `mrt`, `mei`), by their first three letters. */
const months: Record<string, number> = {...Object.fromEntries(dutchMonths.map((name, k) => [name.slice(0, 3), k + 1])), mrt: 3}

/** A month name as printed (`jul`, `juli`, `mrt.`, `maart`) as its number, or null. */
function monthOf(word: string): number | null {
  const name = word.toLowerCase().replace(/\.$/, '')
  const month = months[name.slice(0, 3)]
  if (month === undefined) return null
  // An abbreviation, or the full name: `juni` and `jun`, not `junk`.
  const full = dutchMonths[month - 1]!
  return name === full || (name.length <= 4 && full.startsWith(name)) || name === 'mrt' ? month : null
}

// `(overleg | bijdragen)` after the name is optional: a page saved without the links lacks it.
const revisionLine = /^[ \t]*Versie door (?<author>[^\n()]+?)(?: \([^\n()]*\))? op (?<day>\d{1,2}) (?<month>\p{L}+\.?) (?<year>\d{4}) om (?<time>\d{1,2}:\d{2})\b/mu
const oldidPattern = /[?&]oldid=(?<oldid>\d+)\b/u

/** The revision a source's text names, or null when it names none (no `Versie door ...` line). */
export function readRevision(text: string): Revision | null {
  const line = revisionLine.exec(text)?.groups
  if (!line) return null
  const oldid = oldidPattern.exec(text)?.groups?.['oldid'] ?? null
  const month = monthOf(line['month']!)
  const iso = month === null ? null : `${line['year']}-${String(month).padStart(2, '0')}-${line['day']!.padStart(2, '0')}`
  // A day the month does not have (`31 feb`) is no date; the author and time still hold.
  const date = iso !== null && isCalendarDate(iso) ? iso : null
  return {author: line['author']!.trim(), date, time: line['time']!.padStart(5, '0'), oldid}
}
