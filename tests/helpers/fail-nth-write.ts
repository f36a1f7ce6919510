// Loaded with `node --import` into a command under test: the file system refuses the Nth write
// (FAIL_WRITE_AT=N, counting every write, rename, link and folder creation of the process) as a
// full disk does: ENOSPC, without a path, as Node reports a refused write on an open file. With
// FAIL_WRITE_COUNT=<file> it only counts, and writes the count there at exit.
import fs from 'node:fs'
import {syncBuiltinESMExports} from 'node:module'

const failAt = Number(process.env.FAIL_WRITE_AT ?? 0)
const countFile = process.env.FAIL_WRITE_COUNT
let writes = 0

function refused(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {errno: -28, code: 'ENOSPC', syscall: 'write'})
}

/** Whether this write is the one to refuse. */
const refuse = () => ++writes === failAt

type Fn = (...args: never[]) => unknown
function wrapSync(target: Record<string, unknown>, name: string): void {
  const original = target[name] as Fn
  target[name] = (...args: never[]) => {
    if (refuse()) throw refused()
    return original(...args)
  }
}
function wrapAsync(target: Record<string, unknown>, name: string): void {
  const original = target[name] as Fn
  target[name] = (...args: never[]) => (refuse() ? Promise.reject(refused()) : original(...args))
}

const sync = fs as unknown as Record<string, unknown>
for (const name of ['writeFileSync', 'renameSync', 'linkSync', 'mkdirSync', 'appendFileSync', 'copyFileSync']) wrapSync(sync, name)
const promises = fs.promises as unknown as Record<string, unknown>
for (const name of ['writeFile', 'rename', 'link', 'mkdir', 'appendFile', 'copyFile']) wrapAsync(promises, name)
syncBuiltinESMExports()

if (countFile) process.on('exit', () => fs.appendFileSync.call(fs, countFile, `${writes}\n`))
