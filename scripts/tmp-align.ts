import path from 'node:path'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
import {matchArticles} from '../src/align/articles.ts'
const project = process.argv[2]!
const editions = loadCorpus(path.join(project, 'laws'), project).editions.map(articlesOf)
for (let i = 0; i < 6; i++) {
  const t = performance.now()
  matchArticles(editions)
  console.log('match', Math.round(performance.now() - t))
}
