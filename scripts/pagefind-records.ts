// The records Pagefind wrote, read back from its fragments: each record's id (the name the search
// results carry) and the text it indexed (its content and title). Fragments are gzipped JSON behind
// a signature; a fragment group holds several records by id.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {gunzipSync} from 'node:zlib'
import {listFolder} from '../src/listing.ts'

interface Fragment {
  url: string
  content: string
  meta: Record<string, string>
}

const signature = 'pagefind_dcd'

/** The records of the Pagefind bundle in `bundle`, in byte order of their ids. */
export function pagefindRecords(bundle: string): {id: string; url: string; text: string; content: string; meta: Record<string, string>}[] {
  const folder = path.join(bundle, 'fragment')
  const records = listFolder(folder)
    .map((entry) => entry.name)
    .filter((file) => file.endsWith('.pf_fragment'))
    .flatMap((file) => {
      const raw = gunzipSync(readFileSync(path.join(folder, file))).toString('utf8')
      if (!raw.startsWith(signature)) throw new Error(`Pagefind: ${file} is not a fragment`)
      const json = JSON.parse(raw.slice(signature.length)) as Fragment | Record<string, Fragment>
      const id = file.slice(0, -'.pf_fragment'.length)
      const entries: [string, Fragment][] = typeof json.url === 'string' ? [[id, json as Fragment]] : Object.entries(json as Record<string, Fragment>)
      return entries.map(([key, fragment]) => ({id: key, url: fragment.url, text: `${fragment.meta.title ?? ''} ${fragment.content}`, content: fragment.content, meta: fragment.meta}))
    })
  return records.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}
