import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import {writeFile} from 'node:fs/promises'
import path from 'node:path'
const dir = process.argv[2]!
const n = 12880
const text = 'x'.repeat(5800)
rmSync(dir, {recursive: true, force: true})
for (let i = 0; i < 40; i++) mkdirSync(path.join(dir, 'a', String(i)), {recursive: true})
let t = performance.now()
for (let i = 0; i < n; i++) writeFileSync(path.join(dir, 'a', String(i % 40), `${i}.json`), text + i)
console.log('sync new', performance.now() - t)
t = performance.now()
for (let i = 0; i < n; i++) writeFileSync(path.join(dir, 'a', String(i % 40), `${i}.json`), text + i + 1)
console.log('sync overwrite', performance.now() - t)
rmSync(dir, {recursive: true, force: true})
for (let i = 0; i < 40; i++) mkdirSync(path.join(dir, 'a', String(i)), {recursive: true})
t = performance.now()
const pending: Promise<void>[] = []
for (let i = 0; i < n; i++) pending.push(writeFile(path.join(dir, 'a', String(i % 40), `${i}.json`), text + i))
await Promise.all(pending)
console.log('async new', performance.now() - t)
