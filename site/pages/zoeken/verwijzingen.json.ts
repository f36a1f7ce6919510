// The index of references (`/zoeken/verwijzingen.json`): every article and labelled provision by
// article number and labels, with its edition, id, anchor URL, printed label and what its citation
// says of its source. The search page fetches it only when a query looks like a reference (`27B1`,
// `art. 27 B 1`).
import {fallbackCorpusTitle, referenceIndex} from '../../lib/lid-reference.ts'
import {loadArticle, loadEditions, urls} from '../../lib/site.ts'
import {sourceWords} from '../../lib/wiki-source.ts'

export function GET(): Response {
  const editions = loadEditions()
  // One article in memory at a time.
  const articles = (function* () {
    for (const edition of editions) for (const article of edition.articles) yield loadArticle(edition.edition, article.number)
  })()
  const index = referenceIndex(
    articles,
    editions.map((e) => e.edition),
    editions[0]?.corpusTitle ?? fallbackCorpusTitle,
    urls,
    (article) => sourceWords(article.source)
  )
  return new Response(JSON.stringify(index), {headers: {'content-type': 'application/json'}})
}
