// The home page's choice of what the device keeps for use offline: the service worker stores the
// site's frame, the search index, the edition a page leads to and the rest of the collection up to
// the first-visit budget by itself; here the reader removes (the worker then does not store them
// again) or adds editions, comparisons, the lineages and the downloads, each with its size. A tick
// takes effect at once: the part is stored or removed, and the choice kept on the device.
// The list comes from the worker (it knows this build's packs); without a worker the section keeps
// its words and no controls.
import {storageView} from '../lib/offline.ts'
import type {OfflineRequest, OfflineStatus} from '../worker/service-worker.ts'
import {askWorker, markOnDevice} from './offline-worker.ts'

const words = {
  waiting: 'De site wordt op dit apparaat bewaard…',
  failed: 'Bewaren is niet gelukt; probeer het opnieuw met verbinding.',
  saving: 'Bezig met bewaren…',
  removing: 'Bezig met verwijderen…'
}

export async function offerStorage(panel: HTMLElement): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const status = panel.querySelector<HTMLElement>('[data-offline-status]')!
  const form = panel.querySelector<HTMLFormElement>('[data-offline-choice]')!
  status.textContent = words.waiting
  const ask = async (request: OfflineRequest) => (await askWorker(request))!

  const show = (answer: OfflineStatus) => {
    markOnDevice(answer)
    const {choices, summary} = storageView(answer.packs)
    status.textContent = answer.failed ? `${words.failed} ${summary}` : summary
    const list = document.createElement('ul')
    for (const choice of choices) {
      const item = document.createElement('li')
      const label = document.createElement('label')
      const box = Object.assign(document.createElement('input'), {type: 'checkbox', name: 'pack', value: choice.name, checked: choice.kept, disabled: choice.fixed})
      label.append(box, ` ${choice.label}`)
      item.append(label)
      list.append(item)
    }
    form.replaceChildren(list)
    form.hidden = false
  }

  form.addEventListener('submit', (event) => event.preventDefault())
  form.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement
    // The list is drawn anew from the worker's answer; until then no second tick can cross this one.
    for (const other of Array.from(form.querySelectorAll<HTMLInputElement>('input[name=pack]'))) other.disabled = true
    status.textContent = box.checked ? words.saving : words.removing
    void (async () => {
      show(await ask({type: box.checked ? 'store' : 'forget', names: [box.value]}))
      // The box ticked, drawn anew, keeps the focus for a reader on the keyboard.
      form.querySelector<HTMLInputElement>(`input[value="${CSS.escape(box.value)}"]`)?.focus()
    })()
  })
  show(await ask({type: 'status'}))
}
