// Print: the printed header's address made absolute (the page renders its path; a static page does
// not know its origin) and the date of printing filled in just before printing (the window's
// `onbeforeprint`, as in cite.ts, for the byte budget). Folded sections (`<details>`) print open:
// the stylesheet opens them (`::details-content`, Chromium 131+, Safari 18.4+, Firefox 143+), and
// for older browsers this opens the closed ones for the print and closes them again after it.
export function enhancePrint(): void {
  // The address, then the date.
  const fields = document.querySelectorAll('[data-print]')
  let opened: HTMLDetailsElement[] = []
  fields[0]!.prepend(location.origin)
  onbeforeprint = () => {
    fields[1]!.textContent = new Date().toLocaleDateString('nl', {dateStyle: 'long'})
    opened = Array.from(document.querySelectorAll<HTMLDetailsElement>('details:not([open])'))
    opened.forEach((details) => (details.open = true))
  }
  onafterprint = () => opened.forEach((details) => (details.open = false))
}
