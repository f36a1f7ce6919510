// "Previous/next change" on an article comparison page. The control is hidden until this script
// runs; buttons (Enter/Space) and the shortcuts n and p step through the changed provisions, which
// are scrolled to the top (below the sticky bar: their scroll-margin-top in site.css; a change
// taller than the screen then shows its heading, which centring would hide under the bar), marked as
// current and announced in the status line.
export function enhanceChangeNav(root: Document): void {
  const nav = root.querySelector<HTMLElement>('[data-change-nav]')
  const status = nav?.querySelector<HTMLElement>('[data-change-status]')
  const changes = Array.from(root.querySelectorAll<HTMLElement>('[data-change]'))
  if (!nav || !status || changes.length === 0) return
  nav.hidden = false
  let current = changes.findIndex((change) => `#${change.id}` === root.location.hash)
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches

  const go = (step: number, focus: boolean) => {
    current = current === -1 ? (step > 0 ? 0 : changes.length - 1) : Math.min(changes.length - 1, Math.max(0, current + step))
    const change = changes[current]!
    for (const other of changes) other.removeAttribute('aria-current')
    change.setAttribute('aria-current', 'step')
    history.replaceState(null, '', `#${change.id}`)
    if (focus) change.focus({preventScroll: true})
    change.scrollIntoView({block: 'start', behavior: reduced ? 'auto' : 'smooth'})
    status.textContent = `Wijziging ${current + 1} van ${changes.length}: ${change.getAttribute('aria-label') ?? ''}`
  }

  nav.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-go]')
    if (button) go(Number(button.dataset.go), false)
  })
  root.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return
    const target = event.target as Element
    if (target.closest('input, select, textarea, [contenteditable]')) return
    if (event.key === 'n' || event.key === 'p') {
      event.preventDefault()
      go(event.key === 'n' ? 1 : -1, true)
    }
  })
}
