// The worker of operations.ts: counting starts before the measured module is loaded.
import {Session} from 'node:inspector/promises'
import {parentPort, workerData} from 'node:worker_threads'

const {module, name, inputs} = workerData as {module: string; name: string; inputs: unknown[]}
const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.startPreciseCoverage', {callCount: true, detailed: true})
const run = ((await import(module)) as Record<string, (input: unknown) => unknown>)[name]!
if (inputs.length > 0) run(inputs[0])

const counts: number[] = []
for (const input of inputs) {
  await session.post('Profiler.takePreciseCoverage')
  run(input)
  const {result} = await session.post('Profiler.takePreciseCoverage')
  // The project's code and its dependencies, not Node's own.
  counts.push(result.filter((script) => script.url.startsWith('file:')).reduce((sum, script) => sum + script.functions.reduce((inner, fn) => inner + fn.ranges.reduce((blocks, range) => blocks + range.count, 0), 0), 0))
}
session.disconnect()
parentPort!.postMessage(counts)
