// The form of /edities/ that says which edition applied on a day: it reads the dates from the list on
// the same page (the rows' data attributes, written from laws/corpus.json), so it answers offline
// and never from anything the page does not show. Without script the form stays hidden; the list answers.
import {answerFor, type EditionDates} from '../lib/edition-on-date.ts'

export function answerEditionOnDate(form: HTMLFormElement): void {
  const rows = Array.from(document.querySelectorAll<HTMLElement>('[data-known-edition]'))
  const known: EditionDates[] = rows.map((row) => ({edition: row.dataset.knownEdition!, from: row.dataset.from || null, until: row.dataset.until || null}))
  const input = form.querySelector<HTMLInputElement>('input[type="date"]')!
  const answer = form.querySelector<HTMLElement>('[data-answer]')!
  form.hidden = false
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (!input.value) return
    const {edition, text} = answerFor(input.value, known)
    answer.replaceChildren(text)
    const row = rows.find((candidate) => candidate.dataset.knownEdition === edition)
    if (row) {
      const link = document.createElement('a')
      link.href = `#${row.id}`
      link.textContent = 'Naar deze editie'
      answer.append(' ', link)
    }
  })
}
