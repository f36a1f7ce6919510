// Keeps the site on the device from the first page a reader opens: registers the service worker
// (site/worker/service-worker.ts, written by the build), which stores the site's frame, the search
// index, the pages of this page's edition and then the rest of the collection, up to its budget. When a newer build of the site has been stored while
// the page was open, the worker says so, and the page shows its notice. The notice element carries
// the worker's address (`data-worker`, from site/lib/urls.ts), so this script imports nothing and
// stays the few hundred bytes every page can carry.
export function keepOffline(): void {
  const container = navigator.serviceWorker
  const notice = document.querySelector<HTMLElement>('[data-update-notice]')
  // The development server has no service worker: the build writes it.
  if (!container || !notice || import.meta.env.DEV) return
  container.onmessage = (event: MessageEvent<{type?: string}>) => {
    if (event.data.type === 'updated') notice.hidden = false
  }
  container.register(notice.dataset.worker!).catch(() => {})
}
