// Print the provision similarity matrix of two articles, as the provision correspondence scores it
// (whole units and their best clauses, corpus equivalents applied): node scripts/similarity.ts 1975/30 1987/30
import path from 'node:path'
import {unitScorer} from '../src/align/correspondence.ts'
import {textUnits} from '../src/align/units.ts'
import {articlesOf, loadCorpus} from '../src/corpus.ts'

const root = path.resolve(import.meta.dirname, '..')
const corpus = loadCorpus(path.join(root, 'laws'), {cwd: root})
const all = corpus.editions.flatMap(articlesOf)
const [x, y] = process.argv.slice(2).map((id) => all.find((article) => article.id === id))
if (!x || !y) throw new Error('Usage: node scripts/similarity.ts <edition>/<article> <edition>/<article>')
const [a, b] = [textUnits(x), textUnits(y)]
const score = unitScorer([...a, ...b], corpus.config.equivalents)
console.log(' '.repeat(14) + b.map((unit) => unit.label.slice(0, 8).padStart(9)).join(''))
for (const unit of a) console.log(unit.label.slice(0, 13).padEnd(14) + b.map((other) => score(unit, other).toFixed(2).padStart(9)).join(''))
