// The index of references (`/zoeken/verwijzingen.json`): every article and labelled provision by
// article number and labels, with its edition, id, anchor URL and printed label. The search page
// fetches it only when a query looks like a reference (`27B1`, `art. 27 B 1`).
import {loadReferenceIndex} from '../../lib/site.ts'

export function GET(): Response {
  return new Response(JSON.stringify(loadReferenceIndex()), {headers: {'content-type': 'application/json'}})
}
