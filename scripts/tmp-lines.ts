import {readFileSync} from 'node:fs'
const prof = JSON.parse(readFileSync(process.argv[2]!, 'utf8'))
const want = process.argv[3]!
const lines = new Map<string, number>()
for (const n of prof.nodes) {
  if (!n.callFrame.url.endsWith(want)) continue
  for (const t of n.positionTicks ?? []) lines.set(`${n.callFrame.functionName}:${t.line}`, (lines.get(`${n.callFrame.functionName}:${t.line}`) ?? 0) + t.ticks)
}
console.log([...lines].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v}\t${k}`).join('\n'))
