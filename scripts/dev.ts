// Development server: the data stage, then Astro's dev server over the site. Every change under
// `laws/` runs the data stage again (diagnostics in this terminal); pages read the data when they
// are requested, so a reload shows the change.
//   npm run dev [-- --port 4321]
import path from 'node:path'
import {parseArgs} from 'node:util'
import {Worker} from 'node:worker_threads'
import {dev} from 'astro'
import type {ViteDevServer} from 'vite'
import {codeVersion} from './code-version.ts'
import type {DataStageMessage} from './data-stage-worker.ts'

const root = path.resolve(import.meta.dirname, '..')
const laws = path.join(root, 'laws')
const {values} = parseArgs({options: {port: {type: 'string', default: '4321'}}})
process.env.ASTRO_TELEMETRY_DISABLED = '1'

// The data stage runs in one long-lived worker: node starts and `src/` loads once, not on every
// run, and the dev server's event loop stays free while it works.
let stage: {worker: Worker; code: string} | undefined

/** The worker, started again (with an empty memo) when the code, the dependencies or the runtime changed since it loaded, or when it is gone. */
function dataStageWorker(): Worker {
  const code = codeVersion(root)
  if (stage?.code === code) return stage.worker
  if (stage) retire(stage.worker)
  // A young generation as large as the build gives the data stage (`--max-semi-space-size=64`,
  // scripts/build.ts): a run allocates much short-lived data, and fewer scavenges shorten a save.
  const worker = new Worker(new URL('./data-stage-worker.ts', import.meta.url), {workerData: {root}, resourceLimits: {maxYoungGenerationSizeMb: 192}})
  // Without a listener, an error in the worker (a module that fails to load) would end the server.
  worker.on('error', (error) => console.error(`[dev] data stage worker: ${error.stack ?? error.message}`))
  worker.on('exit', () => {
    if (stage?.worker === worker) stage = undefined
  })
  stage = {worker, code}
  return worker
}

/** Stop `worker`; the next run starts a new one. */
function retire(worker: Worker): void {
  if (stage?.worker === worker) stage = undefined
  void worker.terminate()
}

/** One data stage run; false when it failed, threw or its worker died (the site keeps the previous data). */
function dataStage(): Promise<boolean> {
  const started = performance.now()
  const worker = dataStageWorker()
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      worker.off('message', onReply)
      worker.off('exit', onExit)
      console.error(`[dev] data stage ${ok ? 'done' : 'failed (the site keeps the previous data)'} in ${Math.round(performance.now() - started)} ms`)
      resolve(ok)
    }
    const onReply = (reply: DataStageMessage) => {
      if ('log' in reply) return void process.stderr.write(`${reply.log}\n`)
      if ('thrown' in reply) {
        console.error(`[dev] data stage threw (a bug): ${reply.thrown}`)
        // What a bug left behind in the worker's modules is not trusted.
        retire(worker)
      }
      finish('result' in reply && reply.result.ok)
    }
    const onExit = (code: number) => {
      console.error(`[dev] data stage worker exited with code ${code}`)
      finish(false)
    }
    worker.on('message', onReply)
    worker.on('exit', onExit)
    worker.postMessage('run')
  })
}

// Astro keeps each page's `getStaticPaths` between requests: after a run it must forget them, or a
// new article stays a 404 and a removed one a page. Its own signal for changed content does that.
let vite: ViteDevServer | undefined
const forgetPaths = () => {
  for (const [name, environment] of Object.entries(vite?.environments ?? {})) if (name !== 'client') environment.hot.send('astro:content-changed', {})
}

await dataStage()
const server = await dev({
  root,
  // Downloads and the API at `/api/` while developing: the data stage's folder as it is (a build
  // publishes only its declared files, scripts/build.ts).
  publicDir: path.join(root, '.data', 'public'),
  server: {port: Number(values.port), host: '127.0.0.1'},
  logLevel: 'warn',
  integrations: [{name: 'spelregels-data-stage', hooks: {'astro:server:setup': ({server: viteServer}) => void (vite = viteServer)}}]
})
console.error(`[dev] http://127.0.0.1:${server.address.port}/ (watching laws/)`)

// Changes come in bursts (an editor writes a file in several steps): one run after the burst, and
// one more if files changed while it ran.
let running = false
let pending = false
let timer: NodeJS.Timeout | undefined
const run = async () => {
  if (running) return void (pending = true)
  running = true
  do {
    pending = false
    if (await dataStage()) forgetPaths()
  } while (pending)
  running = false
}
// Vite's watcher (chokidar), not `fs.watch`: Node's recursive watch on Linux loses a file that an
// editor saves by renaming a new file over it (`sed -i` does too), and later saves go unnoticed.
const inLaws = (file: string) => !path.relative(laws, path.resolve(root, file)).startsWith('..')
server.watcher.add(laws)
server.watcher.on('all', (_event, file) => {
  if (!inLaws(file)) return
  clearTimeout(timer)
  timer = setTimeout(() => void run(), 50)
})
