// The home page's choice of what the device keeps for use offline: the service worker stores the
// site's frame, the search index, the edition a page leads to and the rest of the collection up to
// the first-visit budget by itself; here the reader removes (the worker then does not store them
// again) or adds editions, comparisons, the lineages and the downloads, each with its size.
// The list comes from the worker (it knows this build's packs); without a worker the section keeps
// its words and no controls.
import {storageView} from '../lib/offline.ts'
import type {OfflineRequest, OfflineStatus} from '../worker/service-worker.ts'
import {askWorker, markOnDevice} from './offline-worker.ts'

const words = {
  waiting: 'De site wordt op dit apparaat bewaard…',
  failed: 'Bewaren is niet gelukt; probeer het opnieuw met verbinding.',
  save: 'Bewaar de keuze',
  saving: 'Bezig met bewaren…'
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
    const button = Object.assign(document.createElement('button'), {type: 'submit', textContent: words.save})
    form.replaceChildren(list, button)
    form.hidden = false
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const boxes = Array.from(form.querySelectorAll<HTMLInputElement>('input[name=pack]:not(:disabled)'))
    status.textContent = words.saving
    void (async () => {
      await ask({type: 'forget', names: boxes.filter((box) => !box.checked).map((box) => box.value)})
      show(await ask({type: 'store', names: boxes.filter((box) => box.checked).map((box) => box.value)}))
    })()
  })
  show(await ask({type: 'status'}))
}
