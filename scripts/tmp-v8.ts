import {readFileSync} from 'node:fs'
import v8 from 'node:v8'
const text = readFileSync(process.argv[2]!, 'utf8')
for (let r = 0; r < 3; r++) {
  let t = performance.now(); const value = JSON.parse(text); const a = performance.now() - t
  t = performance.now(); const buf = v8.serialize(value); const b = performance.now() - t
  t = performance.now(); v8.deserialize(buf); const c = performance.now() - t
  t = performance.now(); JSON.stringify(value); const d = performance.now() - t
  console.log('json.parse', a.toFixed(1), 'v8.ser', b.toFixed(1), 'v8.deser', c.toFixed(1), 'json.stringify', d.toFixed(1), text.length, buf.length)
}
