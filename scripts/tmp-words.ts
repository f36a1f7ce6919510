import path from 'node:path'
import {articlesOf, loadCorpus} from '../src/corpus.ts'
const project = process.argv[2]!
const articles = loadCorpus(path.join(project, 'laws'), project).editions.flatMap(articlesOf)
const texts = articles.map((a) => JSON.stringify(a.children).slice(0, 6000))
const time = (name: string, f: (t: string) => unknown) => { for (let r = 0; r < 3; r++) { const t = performance.now(); for (const x of texts) f(x); console.log(name, Math.round(performance.now() - t)) } }
time('lower', (t) => t.toLowerCase())
time('nfc', (t) => t.normalize('NFC'))
time('isnfc', (t) => /[^\x00-\x7f]/.test(t))
time('match', (t) => t.match(/[\p{L}\p{N}]+/gu))
time('matchascii', (t) => t.match(/[a-z0-9\u00c0-\u024f]+/g))
time('split', (t) => t.split(/[^\p{L}\p{N}]+/u))
