// Dutch dates and shares for display.
import {dutchDate} from '../../src/vocabulary.ts'

export {dutchDate}

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
