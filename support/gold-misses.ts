// Lists the gold links the aligner alone misses and the links it adds (benchmark target 7).
import path from 'node:path'
import {fileURLToPath} from 'node:url'
import {runPipeline} from '../src/pipeline.ts'
import {goldQuality} from './provision-quality.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const quality = goldQuality(runPipeline(path.join(root, 'laws'), {cwd: root}), root)
process.stdout.write(`precision ${quality.precision.toFixed(3)}, recall ${quality.recall.toFixed(3)} (${quality.predicted} links, ${quality.truth} sure), doubtful required: ${quality.strict.recall.toFixed(3)}\n`)
for (const line of [...quality.pairs, ...quality.misses]) process.stdout.write(`${line}\n`)
