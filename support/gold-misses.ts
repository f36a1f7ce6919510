// Lists, per edition pair, how the aligner alone agrees with the gold standard and the links it
// misses and adds (benchmark target 7): `npm exec -- node support/gold-misses.ts`.
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {loadCorpus} from '../src/corpus.ts'
import {goldQuality, pairFigures} from './provision-quality.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const quality = goldQuality(loadCorpus(path.join(root, 'laws'), {cwd: root}), root)
process.stdout.write(`precision ${quality.precision.toFixed(3)}, recall ${quality.recall.toFixed(3)} (${quality.predicted} links, ${quality.truth} sure), doubtful required: ${quality.strict.recall.toFixed(3)}\n`)
for (const result of quality.perPair) {
  process.stdout.write(`${pairFigures(result)}; doubtful required: ${result.strict.recall.toFixed(3)}\n`)
  for (const link of result.missing) process.stdout.write(`  missing ${link}\n`)
  for (const link of result.extra) process.stdout.write(`  extra ${link}\n`)
}
