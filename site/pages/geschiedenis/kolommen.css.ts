// The edition switcher's rules for the phone view of lineage pages (`/geschiedenis/kolommen.css`,
// linked by each lineage page that has one): a rule per column, for as many columns as the widest
// lineage of the corpus has (`editionSwitchStyles` in site/lib/lineage.ts).
import {editionSwitchStyles} from '../../lib/lineage.ts'
import {loadLineages} from '../../lib/site.ts'

export function GET(): Response {
  const columns = Math.max(0, ...loadLineages().map((lineage) => lineage.articles.length))
  return new Response(editionSwitchStyles(columns), {headers: {'content-type': 'text/css; charset=utf-8'}})
}
