// The index of references (`/zoeken/verwijzingen.json`): every article and labelled provision by
// article number and labels, with its edition, id, anchor URL and printed label. The search page
// fetches it only when a query looks like a reference (`27B1`, `art. 27 B 1`).
import {fallbackCorpusTitle, referenceIndex} from '../../lib/lid-reference.ts'
import {loadArticles, loadEditions, urls} from '../../lib/site.ts'

export async function GET(): Promise<Response> {
  const [articles, editions] = await Promise.all([loadArticles(), loadEditions()])
  const index = referenceIndex(articles, editions.map((e) => e.edition), editions[0]?.corpusTitle ?? fallbackCorpusTitle, urls)
  return new Response(JSON.stringify(index), {headers: {'content-type': 'application/json'}})
}
