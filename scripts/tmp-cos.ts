import path from 'node:path'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
import {articleFeatures} from '../src/align/articles.ts'
import {cosine} from '../src/align/similarity.ts'
const project = process.argv[2]!
const arts = loadCorpus(path.join(project, 'laws'), project).editions.flatMap(articlesOf).slice(0, 400)
const vecs = arts.map((a) => { const f = articleFeatures(a); const w = Float64Array.from(f.counts, (c) => 1 + Math.log(c)); let n = 0; for (const x of w) n += x * x; n = Math.sqrt(n); return {ids: f.ids, weights: w.map((x) => x / n)} })
function cos2(a: {ids: Int32Array; weights: Float64Array}, b: {ids: Int32Array; weights: Float64Array}): number {
  let sum = 0, i = 0, j = 0
  const ai = a.ids, bi = b.ids, aw = a.weights, bw = b.weights, n = ai.length, m = bi.length
  while (i < n && j < m) {
    const x = ai[i]!, y = bi[j]!
    if (x === y) sum += aw[i]! * bw[j]!
    i += (x <= y) as unknown as number
    j += (y <= x) as unknown as number
  }
  return Math.min(1, Math.max(0, sum))
}
for (const [name, f] of [['merge', cosine], ['branchless', cos2], ['merge', cosine], ['branchless', cos2]] as const) {
  const t = performance.now(); let s = 0
  for (let k = 0; k < 10000; k++) s += f(vecs[k % 400]!, vecs[(k * 7 + 13) % 400]!)
  console.log(name, Math.round(performance.now() - t), s)
}
