// Which edition applied on a given day, from the dates laws/corpus.json records with their sources.
// Only a certain answer is given: a day that falls where no source dates the editions, or inside a
// date known only to the month or year (`1987`), is answered "unknown", never guessed. Small and free
// of other modules: the page /edities/ runs it in the browser.

/** An edition's dates as the page carries them: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, null where no source says. */
export interface EditionDates {
  edition: string
  from: string | null
  until: string | null
}

/** The first day a partial date may mean: `1987` → `1987-01-01`. */
export function firstDay(date: string): string {
  return date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date
}

/** The last day a partial date may mean: `1987` → `1987-12-31`, `1988-02` → `1988-02-29`. */
export function lastDay(date: string): string {
  if (date.length === 4) return `${date}-12-31`
  if (date.length === 7) {
    const [year, month] = date.split('-').map(Number) as [number, number]
    return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  }
  return date
}

/**
 * The edition that applied on `day` (`YYYY-MM-DD`), or null when the dates on record do not say:
 * an edition applied on every day from the last day its `from` may mean, up to the day before the
 * first day its `until` may mean; the newest known edition without `until` applies still.
 */
export function editionOn<T extends EditionDates>(day: string, known: readonly T[]): T | null {
  return (
    known.find((entry, index) => {
      if (entry.from === null || lastDay(entry.from) > day) return false
      if (entry.until !== null) return day < firstDay(entry.until)
      return index === known.length - 1
    }) ?? null
  )
}

const dayWords = new Intl.DateTimeFormat('nl-NL', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})

/**
 * The answer in words: `Op 3 maart 2010 gold de editie 2007.`; for a day on or after the start of
 * the newest known edition, only that it is the newest known (no source says it still applied);
 * else that the dates on record do not say, naming the edition that is known to have ended after
 * that day where its start is not known.
 */
export function answerFor(day: string, known: readonly EditionDates[]): {edition: string | null; text: string} {
  const words = dayWords.format(new Date(`${day}T00:00:00Z`))
  const entry = editionOn(day, known)
  if (entry && entry.until === null && day > lastDay(entry.from!)) return {edition: entry.edition, text: `Op ${words} was de editie ${entry.edition} de nieuwste bekende editie; of zij toen nog gold, staat in geen bron.`}
  if (entry) return {edition: entry.edition, text: `Op ${words} gold de editie ${entry.edition}.`}
  const ending = known.find((other) => other.from === null && other.until !== null && day < firstDay(other.until))
  if (ending)
    return {edition: null, text: `Welke editie op ${words} gold, staat in geen bron: de editie ${ending.edition} gold tot ${dayWords.format(new Date(`${firstDay(ending.until!)}T00:00:00Z`))}, maar sinds wanneer staat in geen bron.`}
  return {edition: null, text: `Welke editie op ${words} gold, is onbekend: geen bron hier noemt de data van die tijd.`}
}
