// Print the provision outline of one edition or article, for reading a tree against its source:
//   node scripts/outline.ts 1987 [25]
import path from 'node:path'
import {loadCorpus, articlesOf} from '../src/corpus.ts'
import type {Provision} from '../src/types.ts'

const root = path.resolve(import.meta.dirname, '..')
const c = loadCorpus(path.join(root, 'laws'), {cwd: root})
const [ed, num] = process.argv.slice(2)
const line = (p: Provision, d: number): string[] => [
  `${'  '.repeat(d)}${p.id} [${p.kind}${p.form ? '/' + p.form : ''}${p.bullet ? ' bullet' : ''}] ${p.position.start.line}-${p.position.end.line}` +
  (p.title ? ` T:${p.title.slice(0, 50)}` : '') + (p.text ? ` X:${p.text.replace(/\n/g, '⏎').slice(0, 70)}` : '') +
  (p.markers.text.length ? ` M:${p.markers.text.map(m=>m.number).join(',')}` : '') + (p.refs.length ? ` R:${p.refs.map(r => r.text + '→' + r.resolved).join('; ')}` : '') + (p.inForceFrom ? ` F:${p.inForceFrom}` : ''),
  ...p.children.flatMap(c => line(c, d + 1))]
for (const e of c.editions) for (const a of articlesOf(e)) if (a.edition === ed && (!num || a.number === num)) {
  console.log(`== ${a.id} ${a.title} | ch=${a.chapter} | sec=${a.section} ${a.position.start.line}-${a.position.end.line}`)
  console.log(a.children.flatMap(p => line(p, 1)).join('\n'))
  for (const f of a.footnotes) console.log(`  fn ${f.number} → ${f.provision}: ${f.text.slice(0, 60)}`)
  for (const n of a.notes) console.log(`  note ${n.id} → ${n.appliesTo} ${n.inForceFrom}: ${n.text.slice(0, 60)}`)
}
