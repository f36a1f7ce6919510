import {readFileSync} from 'node:fs'
const prof = JSON.parse(readFileSync(process.argv[2]!, 'utf8'))
const nodes = new Map<number, any>()
for (const n of prof.nodes) nodes.set(n.id, n)
const self = new Map<number, number>()
const dt = prof.timeDeltas as number[]
prof.samples.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)))
const parent = new Map<number, number>()
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const key = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`
const selfBy = new Map<string, number>()
const totalBy = new Map<string, number>()
for (const [id, t] of self) {
  const n = nodes.get(id)
  selfBy.set(key(n), (selfBy.get(key(n)) ?? 0) + t)
  const seen = new Set<string>()
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(nodes.get(cur))
    if (seen.has(k)) continue
    seen.add(k)
    totalBy.set(k, (totalBy.get(k) ?? 0) + t)
  }
}
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, t]) => `${(t / 1000).toFixed(0).padStart(7)} ms  ${k}`).join('\n')
console.log('SELF\n' + top(selfBy, 40))
console.log('TOTAL\n' + top(totalBy, 70))
