// Scratch: agreement of the unit correspondence with the gold standard.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {correspond, unitScorer} from '../src/align/correspondence.ts'
import {agreement, parseGold} from '../src/align/gold.ts'
import {textUnits} from '../src/align/units.ts'
import {articlesOf} from '../src/corpus.ts'
import {editionPairs} from '../src/export/compare-json.ts'
import {runPipeline} from '../src/pipeline.ts'
import {parseProvisionDecisions} from '../src/align/concordance.ts'
import {VFile} from 'vfile'

const root = path.resolve(import.meta.dirname, '..')
const {corpus, lineages} = runPipeline(path.join(root, 'laws'), {cwd: root})
const gold = parseGold(readFileSync(path.join(root, 'tests/gold/provisions.txt'), 'utf8'))
const editionArticles = new Map(corpus.editions.map((e) => [e.edition, articlesOf(e)]))
let tp = 0, p = 0, g = 0
for (const pair of editionPairs(lineages)) {
  const {links} = correspond({from: editionArticles.get(pair.from)!, to: editionArticles.get(pair.to)!, links: pair.links.map(({link}) => link), equivalents: corpus.config.equivalents, decisions: process.argv.includes('-c') ? parseProvisionDecisions(new VFile({value: readFileSync(path.join(root, 'laws/concordance.txt'), 'utf8')})) : []})
  const section = gold.sections.find((s) => s.from === pair.from && s.to === pair.to)!
  const a = agreement(section, gold, links.map((l) => `${l.from.id} -> ${l.to.id}`))
  const info = new Map(links.map((l) => [`${l.from.id} -> ${l.to.id}`, `${l.score} ${l.kind}`]))
  console.log(a.pair, 'P', a.precision.toFixed(3), 'R', a.recall.toFixed(3), `${a.truePositives}/${a.predicted}/${a.expected}`)
  if (process.argv.includes('-v')) {
    for (const e of a.extra) console.log('  extra  ', e, info.get(e))
    const units = [...editionArticles.get(pair.from)!, ...editionArticles.get(pair.to)!].flatMap(textUnits)
    const byId = new Map(units.map((u) => [u.id, u]))
    const score = unitScorer(units, corpus.config.equivalents)
    const olds = units.filter((u) => u.article.edition === pair.from)
    const news = units.filter((u) => u.article.edition === pair.to)
    for (const m of a.missing) {
      const [f, t] = m.split(' -> ').map((id) => byId.get(id)!)
      const bestT = news.filter((n) => n.article === t!.article).map((n) => [n.id, score(f!, n)] as const).sort((x, y) => y[1] - x[1])[0]
      const bestF = olds.filter((o) => o.article === f!.article).map((o) => [o.id, score(o, t!)] as const).sort((x, y) => y[1] - x[1])[0]
      console.log('  missing', m, score(f!, t!).toFixed(3), '| from best in to-article', bestT?.[0], bestT?.[1].toFixed(3), '| to best in from-article', bestF?.[0], bestF?.[1].toFixed(3))
    }
  }
  tp += a.truePositives; p += a.predicted; g += a.expected
}
console.log('all P', (tp / p).toFixed(3), 'R', (tp / g).toFixed(3))
