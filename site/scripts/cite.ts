// "Citeer" in one tap: a click on a button with `data-cite` copies the citation and the provision's
// absolute address ("Spelregels voor wedstrijdbridge 1987, art. 27 B 1, https://…/1987/artikel-27/#B-1",
// as `citationWithUrl` of site/lib/lid-reference.ts writes it; not imported, as that module would
// bring the search page's code along) and says so in the page's status line. The button's popover
// (its `popovertarget`, which works without script), or the page's one popover where the control has
// none (the whole edition's page, whose "Citeer" is a link), opens only when there is no clipboard
// or it is refused, with the absolute address filled in. One handler for the page (the window's `onclick`:
// the page script's byte budget, tests/site/cite-print.test.ts, has no room for
// `addEventListener`), so a page of hundreds of provisions costs nothing at load.
export function enhanceCitations(): void {
  const status = document.querySelector('.cite-status')!
  onclick = async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-cite]')
    if (!button) return
    event.preventDefault()
    // `data-href` is the path under the base (`/1987/artikel-27/#B-1`): a static page knows no origin.
    const text = `${button.dataset.cite}, ${location.origin}${button.dataset.href}`
    try {
      await navigator.clipboard.writeText(text)
      status.textContent = `Gekopieerd: ${text}`
      // Gone after a while (sooner after a second copy: not worth the bytes of a cleared timer).
      setTimeout(() => (status.textContent = ''), 5000)
    } catch {
      const popover = (button.popoverTargetElement ?? document.querySelector('.cite-pop')) as HTMLElement
      popover.firstElementChild!.textContent = text
      popover.showPopover()
    }
  }
}
