import path from 'node:path'
import {DataCache, codeVersion} from '../src/cache.ts'
import {loadCorpus} from '../src/corpus.ts'
const project = process.argv[2]!
for (let r = 0; r < 4; r++) {
  const cache = new DataCache(path.join(project, '.cache', 'data'), codeVersion(path.join(project, 'src')))
  const t = performance.now()
  loadCorpus(path.join(project, 'laws'), project, cache)
  console.log('warm parse', Math.round(performance.now() - t), cache.hits, cache.misses)
}
