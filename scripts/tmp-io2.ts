import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
const dir = process.argv[2]!
const n = 12880
const text = 'x'.repeat(5800)
for (let i = 0; i < 40; i++) mkdirSync(path.join(dir, 'a', String(i)), {recursive: true})
const t = performance.now()
for (let i = 0; i < n; i++) writeFileSync(path.join(dir, 'a', String(i % 40), `${i}.json`), text + i)
console.log('create', Math.round(performance.now() - t))
