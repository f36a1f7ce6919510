// Asking the service worker about the device's copy (site/worker/service-worker.ts answers), and
// marking, in a page's lists, which parts are on the device. Used by the home page and the 404 page
// only: the article pages keep their one small script.
import type {OfflineRequest, OfflineStatus} from '../worker/service-worker.ts'

/** The worker's answer, or null where there is none (no worker, the development server). */
export async function askWorker(request: OfflineRequest): Promise<OfflineStatus | null> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null
  const worker = (await navigator.serviceWorker.ready).active
  if (!worker) return null
  return new Promise<OfflineStatus>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<OfflineStatus>) => resolve(event.data)
    worker.postMessage(request, [channel.port2])
  })
}

/** Fills each `[data-on-device="<pack>"]` with whether that pack is on the device. */
export function markOnDevice(status: OfflineStatus): void {
  const kept = new Map(status.packs.map((pack) => [pack.name, pack.kept]))
  for (const mark of Array.from(document.querySelectorAll<HTMLElement>('[data-on-device]'))) {
    const stored = kept.get(mark.dataset.onDevice!)
    if (stored === undefined) continue
    // The space is the mark's own: an empty mark leaves the list's text as it was.
    mark.textContent = stored ? ' (op dit apparaat)' : ' (niet op dit apparaat)'
    mark.classList.toggle('absent', !stored)
    mark.hidden = false
  }
}
