import {writeFileSync} from 'node:fs'
import path from 'node:path'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
import {matchArticles} from '../src/align/articles.ts'
const [project, out] = process.argv.slice(2) as [string, string]
const editions = loadCorpus(path.join(project, 'laws'), project).editions.map(articlesOf)
const t = performance.now()
const {links} = matchArticles(editions)
console.log('match ms', Math.round(performance.now() - t))
writeFileSync(out, links.map((l) => `${l.from.id} ${l.to.id} ${l.score} ${JSON.stringify(l.evidence)}`).sort().join('\n') + '\n')
