// The work a function does, counted without a clock: the number of JavaScript blocks V8 runs
// (precise block coverage), in a fresh worker thread so that every function is compiled with
// counters (code compiled before counting starts is not counted in full). The same input gives the
// same count on any machine and under any load, so a test can bound how the work grows with the
// input: a linear parser does twice the work on twice the input, a quadratic one four times.
import {Worker} from 'node:worker_threads'

/**
 * The blocks run by the export `name` of `module` (loaded by Node itself, not by Vitest) on each of
 * `inputs`, in order, in one worker. The first input runs once uncounted first, so one-time set-up
 * (caches, lazy tables) is not counted against it. `signal` (a test's) stops the worker.
 */
export function operations<T>(module: URL, name: string, inputs: T[], signal?: AbortSignal): Promise<number[]> {
  const worker = new Worker(new URL('./operations-worker.ts', import.meta.url), {workerData: {module: module.href, name, inputs}})
  signal?.addEventListener('abort', () => void worker.terminate(), {once: true})
  return new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`The operations worker exited with code ${code} before it answered`)))
  })
}
