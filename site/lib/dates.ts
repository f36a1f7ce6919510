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
