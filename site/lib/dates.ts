// Dutch dates and shares for display.
const dutch = new Intl.DateTimeFormat('nl-NL', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'})

/** `1984-01-01` → `1 januari 1984`. */
export function dutchDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`)
  // `Date` rolls 1984-02-30 over into March; only a date that reads back the same is real.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
    throw new Error(`Unexpected date \`${iso}\`, expected YYYY-MM-DD`)
  }
  return dutch.format(date)
}

/** A date for a `<time>` element: its ISO form and its Dutch words. */
export interface DateView {
  iso: string
  text: string
}

export function dateView(iso: string): DateView {
  return {iso, text: dutchDate(iso)}
}

/** A share between 0 and 1 as a whole percentage; a small non-zero share shows as `<1%`, never `0%`. */
export function percentage(share: number): string {
  if (share > 0 && share < 0.005) return '<1%'
  return `${Math.round(share * 100)}%`
}
