// The data stage in a worker thread of `npm run dev` (scripts/dev.ts): its modules load once, and
// a memo of what did not change (scripts/dev-memo.ts) lives as long as the worker, so a run costs
// what a save changed, not a node start, the loading of all of `src/` and the whole corpus.
// Every message runs the stage once over the project in `workerData.root` and is answered with
// its result, or with the stack of what it threw.
import {format} from 'node:util'
import {parentPort, workerData} from 'node:worker_threads'
import {runDataStage, type DataStageResult} from './data-stage.ts'
import {stageMemo} from './dev-memo.ts'

/** A line the stage printed (diagnostics, its summary), then one reply per run. */
export type DataStageMessage = {log: string} | {result: DataStageResult} | {thrown: string}

const port = parentPort!
const post = (message: DataStageMessage) => port.postMessage(message)
const {root} = workerData as {root: string}

// What the stage prints goes over the port its reply takes, so the terminal shows it before the
// run's `[dev] data stage done` line: the worker's own stderr reaches the main thread on another
// channel, in no fixed order with the reply.
console.error = (...args: unknown[]) => post({log: format(...args)})

// Kept for the worker's life: the worker is replaced when the code changes (scripts/dev.ts).
const memo = stageMemo()

port.on('message', () => {
  runDataStage({root, memo, writer: 'dev'}).then(
    (result) => post({result}),
    (error: unknown) => post({thrown: error instanceof Error ? (error.stack ?? error.message) : String(error)})
  )
})
