import {readFileSync} from 'node:fs'
import {test} from 'vitest'
import {VFile} from 'vfile'
import {buildCorpus} from '../src/corpus.ts'
import {align} from '../src/pipeline.ts'
import {config} from './helpers/corpus.ts'

const laws = ['laws/1975/HV3.md', 'laws/1982/HV4.md', 'laws/1987/HIV.md', 'laws/1987/HV2.md', 'laws/1997/HV2II.md', ...(process.env.SAVED ? ['tests/fixtures/wiki-pages/2007_HV2.txt:laws/2007/HV2.md', 'tests/fixtures/wiki-pages/1975_HV1.txt:laws/1975/HV1.md'] : [])]
test('debug', () => {
  const [src, edition, share, key] = [process.env.SRC!, process.env.ED!, Number(process.env.SHARE ?? 1), process.env.KEY!]
  const name = src.split('/').at(-1)!.replace('.md', '')
  const value = readFileSync(src, 'utf8').split('\n').slice(1).join('\n')
  const whole = `Sjabloon:${edition}:${name}\n${value}`
  const start = whole.indexOf('\n') + 1
  const cut = process.env.RAW ? readFileSync(process.env.RAW, 'utf8') : whole.slice(0, start + Math.floor((whole.length - start) * share))
  for (const text of [whole, cut]) {
    const files = [...laws.map((f) => { const [from, to] = f.split(':'); return new VFile({path: to ?? from, value: readFileSync(from!, 'utf8')}) }), new VFile({path: `laws/${edition}/${name}.md`, value: text})]
    const run = align(buildCorpus(files, config), new VFile({path: 'laws/concordance.txt', value: readFileSync('laws/concordance.txt', 'utf8')}))
    console.log('=====', text === whole ? 'WHOLE' : 'CUT')
    for (const f of files.slice(-1)) for (const m of f.messages) console.log(String(m))
    for (const lineage of run.lineages) for (const link of lineage.links) {
      if (`${link.from.id} → ${link.to.id}` !== key) continue
      const c = run.compare(lineage, link.from, link.to)
      console.log(c.explanation)
      for (const p of c.pairs) console.log(p.status, p.from.join(','), '|', p.to.join(','), '|', p.explanation)
    }
  }
})
