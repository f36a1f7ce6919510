// Print: the printed header's address made absolute (the page renders its path; a static page does
// not know its origin) and the date of printing filled in just before printing (the window's
// `onbeforeprint`, as in cite.ts, for the byte budget). Folded sections (`<details>`) print open by
// the stylesheet alone (`::details-content`, in Chromium 131+, Safari 18.4+, Firefox 143+): opening
// and closing them here as well would take a fifth of the page script's budget for older browsers.
export function enhancePrint(): void {
  // The address, then the date.
  const fields = document.querySelectorAll('[data-print]')
  fields[0]!.prepend(location.origin)
  onbeforeprint = () => (fields[1]!.textContent = new Date().toLocaleDateString('nl', {dateStyle: 'long'}))
}
