// Keeps the whole site on the device, for a reader without a connection: registers the service
// worker that `scripts/build.ts` writes after Pagefind (Workbox; it precaches every page, asset and
// Pagefind file of the build, and a new build replaces them). Run by the home and search pages only,
// so article pages keep no script. `status`, when given, says how far it is, in words.
import {siteUrls} from '../lib/urls.ts'

const messages = {
  saving: 'De spelregels worden op dit apparaat bewaard, zodat ze ook zonder verbinding werken…',
  saved: 'De spelregels staan op dit apparaat en werken ook zonder verbinding, zoeken inbegrepen.',
  failed: 'Bewaren voor gebruik zonder verbinding is niet gelukt; bij een volgend bezoek probeert de site het opnieuw.'
}

export async function keepOffline(status: HTMLElement | null): Promise<void> {
  // The development server has no service worker: it is written after the build.
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const say = (text: string) => {
    if (status) status.textContent = text
  }
  // After the page has loaded, so the download of the whole site does not compete with this page.
  if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, {once: true}))
  try {
    const registration = await navigator.serviceWorker.register(siteUrls(import.meta.env.BASE_URL).serviceWorker())
    if (!registration.active) {
      say(messages.saving)
      // A worker becomes active only once every file is in its cache; one that fails to fetch a file is discarded.
      const worker = registration.installing ?? registration.waiting
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'redundant' && !registration.active) say(messages.failed)
      })
    }
    await navigator.serviceWorker.ready
    say(messages.saved)
  } catch {
    say(messages.failed)
  }
}
