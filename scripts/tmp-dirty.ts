import {cpSync, readFileSync, writeFileSync, mkdtempSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
import {articleFeatures} from '../src/align/articles.ts'
const project = process.argv[2]!
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dirty-'))
cpSync(path.join(project, 'laws'), path.join(tmp, 'laws'), {recursive: true})
const load = () => loadCorpus(path.join(tmp, 'laws'), tmp).editions.flatMap(articlesOf).map(articleFeatures)
const before = load()
const f = path.join(tmp, 'laws', process.argv[3]!)
writeFileSync(f, readFileSync(f, 'utf8').replace(/ de /, ' deze '))
const after = load()
const df = (list: typeof before) => { const m = new Map<number, number>(); for (const x of list) for (const id of x.ids) m.set(id, (m.get(id) ?? 0) + 1); return m }
const a = df(before), b = df(after)
const changed = new Set<number>()
for (const [id, n] of b) if (a.get(id) !== n) changed.add(id)
for (const [id] of a) if (!b.has(id)) changed.add(id)
const dirty = after.filter((x) => [...x.ids].some((id) => changed.has(id))).length
console.log('changed features', changed.size, 'dirty articles', dirty, 'of', after.length)
