// Print the provision similarity matrix of two articles: node scripts/similarity.ts 1975/30 1987/30
import {articlesOf} from '../src/corpus.ts'
import {runPipeline} from '../src/pipeline.ts'
import {units} from '../src/align/provisions.ts'
import {DocumentFrequencies, cosine, features, vectorize} from '../src/align/similarity.ts'
const p = runPipeline('laws')
const all = p.corpus.editions.flatMap(articlesOf)
const [x, y] = process.argv.slice(2).map(id => all.find(a => a.id === id)!)
const a = units(x!), b = units(y!)
const f = new DocumentFrequencies(); for (const u of [...a, ...b]) f.add(features(u.text))
const va = a.map(u => vectorize(features(u.text), f)), vb = b.map(u => vectorize(features(u.text), f))
console.log('          ' + b.map(u => u.label.slice(0, 6).padStart(7)).join(''))
a.forEach((u, i) => console.log(u.label.slice(0, 9).padEnd(10) + vb.map(v => cosine(va[i]!, v).toFixed(2).padStart(7)).join('')))
