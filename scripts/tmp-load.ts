import {readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
const dir = process.argv[2]!
for (const name of readdirSync(dir)) {
  const t = performance.now()
  const text = readFileSync(path.join(dir, name), 'utf8')
  const t1 = performance.now()
  JSON.parse(text)
  console.log(name, Math.round(t1 - t), Math.round(performance.now() - t1))
}
