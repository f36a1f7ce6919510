// Print the provision similarity matrix of two articles: node scripts/similarity.ts 1975/30 1987/30
import path from 'node:path'
import {units} from '../src/align/provisions.ts'
import {featureCounts} from '../src/align/features.ts'
import {DocumentFrequencies, cosine} from '../src/align/similarity.ts'
import {articlesOf, loadCorpus} from '../src/corpus.ts'

const root = path.resolve(import.meta.dirname, '..')
const all = loadCorpus(path.join(root, 'laws'), {cwd: root}).editions.flatMap(articlesOf)
const [x, y] = process.argv.slice(2).map((id) => all.find((article) => article.id === id))
if (!x || !y) throw new Error('Usage: node scripts/similarity.ts <edition>/<article> <edition>/<article>')
const [a, b] = [units(x), units(y)]
const frequencies = new DocumentFrequencies()
const lists = new Map([...a, ...b].map((unit) => [unit, featureCounts(unit.text)]))
for (const list of lists.values()) frequencies.add(list)
const vectors = new Map([...lists].map(([unit, list]) => [unit, frequencies.vectorize(list)]))
console.log(' '.repeat(14) + b.map((unit) => unit.label.slice(0, 8).padStart(9)).join(''))
for (const unit of a) console.log(unit.label.slice(0, 13).padEnd(14) + b.map((other) => cosine(vectors.get(unit)!, vectors.get(other)!).toFixed(2).padStart(9)).join(''))
