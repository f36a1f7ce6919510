import path from 'node:path'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
import {articleFeatures} from '../src/align/articles.ts'
import {cosine} from '../src/align/similarity.ts'
const project = process.argv[2]!
const arts = loadCorpus(path.join(project, 'laws'), project).editions.flatMap(articlesOf).slice(0, 400)
const vecs = arts.map((a) => { const f = articleFeatures(a); const w = Float64Array.from(f.counts, (c) => 1 + Math.log(c)); let n = 0; for (const x of w) n += x * x; n = Math.sqrt(n); return {ids: f.ids, weights: w.map((x) => x / n)} })
const SIZE = 4096, MASK = SIZE - 1
const keys = new Int32Array(SIZE), vals = new Float64Array(SIZE), used = new Uint8Array(SIZE)
function load(b: {ids: Int32Array; weights: Float64Array}) {
  used.fill(0)
  for (let k = 0; k < b.ids.length; k++) { let h = Math.imul(b.ids[k]!, 0x9e3779b1) >>> 20 & MASK; while (used[h]) h = (h + 1) & MASK; used[h] = 1; keys[h] = b.ids[k]!; vals[h] = b.weights[k]! }
}
function probe(a: {ids: Int32Array; weights: Float64Array}): number {
  let sum = 0
  for (let k = 0; k < a.ids.length; k++) { const id = a.ids[k]!; let h = Math.imul(id, 0x9e3779b1) >>> 20 & MASK; while (used[h]) { if (keys[h] === id) { sum += a.weights[k]! * vals[h]!; break } h = (h + 1) & MASK } }
  return Math.min(1, Math.max(0, sum))
}
for (let r = 0; r < 2; r++) {
  let t = performance.now(); let s = 0
  for (let to = 0; to < 400; to++) for (let c = 0; c < 25; c++) s += cosine(vecs[(to * 7 + c * 13) % 400]!, vecs[to]!)
  console.log('merge', Math.round(performance.now() - t), s)
  t = performance.now(); s = 0
  for (let to = 0; to < 400; to++) { load(vecs[to]!); for (let c = 0; c < 25; c++) s += probe(vecs[(to * 7 + c * 13) % 400]!) }
  console.log('table', Math.round(performance.now() - t), s)
}
