// Development server: the data stage, then Astro's dev server over the site. Every change under
// `laws/` runs the data stage again (incremental, diagnostics in this terminal); pages read the
// data when they are requested, so a reload shows the change.
//   npm run dev [-- --port 4321]
import {spawn} from 'node:child_process'
import {watch} from 'node:fs'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {dev} from 'astro'

const root = path.resolve(import.meta.dirname, '..')
const laws = path.join(root, 'laws')
const {values} = parseArgs({options: {port: {type: 'string', default: '4321'}}})
process.env.ASTRO_TELEMETRY_DISABLED = '1'

/** One data stage run in its own process (a fresh parse of `src/` is cheap; its cache makes it incremental). */
function dataStage(): Promise<number> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build-data.ts')], {cwd: root, stdio: 'inherit'})
    child.on('exit', (code) => {
      console.error(`[dev] data stage ${code === 0 ? 'done' : 'failed (the site keeps the previous data)'} in ${Math.round(performance.now() - started)} ms`)
      resolve(code ?? 1)
    })
  })
}

await dataStage()
const server = await dev({root, server: {port: Number(values.port), host: '127.0.0.1'}, logLevel: 'warn'})
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
    await dataStage()
  } while (pending)
  running = false
}
watch(laws, {recursive: true}, () => {
  clearTimeout(timer)
  timer = setTimeout(() => void run(), 50)
})
