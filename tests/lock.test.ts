// The one lock of every writer of the project's data (scripts/lock.ts) and what it takes for a
// process to hold it (src/processes.ts): a zombie, a process that is gone and a pid that now names
// another process hold nothing; a live holder stops or keeps waiting the next writer.
import {spawn} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'
import {afterEach, expect, test} from 'vitest'
import {acquireLock, acquireLockWhenFree, LockedError} from '../scripts/lock.ts'
import {isRunning, startTime} from '../src/processes.ts'

const children: Array<{kill: () => void}> = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill()
})

/** A shell that starts a short `sleep 0.2` in the background and then becomes a long `sleep`, which never reaps it: the pid of that zombie, and of the live sleep. */
async function zombie(): Promise<{zombie: number; parent: number}> {
  const shell = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30'], {stdio: ['ignore', 'pipe', 'ignore']})
  children.push({kill: () => shell.kill('SIGKILL')})
  const pid = Number(await new Promise<string>((resolve) => shell.stdout.once('data', (data: Buffer) => resolve(data.toString()))))
  // Until the short sleep has exited it is alive; then it stays a zombie, as its parent never waits for it.
  while (!readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')) await sleep(10)
  return {zombie: pid, parent: shell.pid!}
}

const lockIn = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'build.lock')

test('a zombie lock holder is dead: its lock is taken over', async () => {
  const {zombie: pid, parent} = await zombie()
  expect([isRunning(pid), isRunning(parent)]).toEqual([false, true])
  const file = lockIn()
  writeFileSync(file, `${pid}\n`)
  const lock = acquireLock(file, 'build')
  expect(lock.tookOver).toBe(pid)
  expect(readFileSync(file, 'utf8')).toBe(`${process.pid} ${startTime(process.pid)} build\n`)
  lock.release()
})

test('a lock whose pid now names another process (another start time) is taken over; a data stage runs under the lock of the build that started it, and only it', () => {
  const file = lockIn()
  writeFileSync(file, `${process.ppid} 1 data\n`)
  expect(acquireLock(file, 'data').tookOver).toBe(process.ppid)
  // The lock's holder is a build that started this process (its parent): a data stage a build started runs under the build's lock.
  writeFileSync(file, `${process.ppid} ${startTime(process.ppid)} build\n`)
  const underBuild = acquireLock(file, 'data')
  expect(underBuild.tookOver).toBeNull()
  underBuild.release()
  expect(readFileSync(file, 'utf8')).toBe(`${process.ppid} ${startTime(process.ppid)} build\n`)
  // Only a data stage, and only under a build: another writer started by the holder, or started by another kind of writer, stops.
  expect(() => acquireLock(file, 'build')).toThrow(LockedError)
  writeFileSync(file, `${process.ppid} ${startTime(process.ppid)} data\n`)
  expect(() => acquireLock(file, 'data')).toThrow(LockedError)
})

test('a live holder stops `npm run data` and a build, naming itself; `npm run dev` waits until it is gone', async () => {
  const holder = spawn('sleep', ['30'], {stdio: 'ignore'})
  children.push({kill: () => holder.kill('SIGKILL')})
  const file = lockIn()
  writeFileSync(file, `${holder.pid} ${startTime(holder.pid!)} build\n`)
  const shown = path.relative(process.cwd(), file)
  expect(() => acquireLock(file, 'data')).toThrow(LockedError)
  expect(() => acquireLock(file, 'data')).toThrow(`Another build is running (pid ${holder.pid}); wait for it to end, or remove ${shown} if no build runs.\nEen build loopt al (pid ${holder.pid}).`)
  writeFileSync(file, `${holder.pid} ${startTime(holder.pid!)} data\n`)
  expect(() => acquireLock(file, 'build')).toThrow(`\`npm run data\` is running (pid ${holder.pid}); wait for it to end, or remove ${shown} if it does not run.\nDe datastap loopt al (pid ${holder.pid}).`)

  const waited: number[] = []
  const dev = acquireLockWhenFree(file, 'dev', ({pid}) => waited.push(pid))
  await sleep(500)
  expect(readFileSync(file, 'utf8')).toBe(`${holder.pid} ${startTime(holder.pid!)} data\n`)
  holder.kill('SIGKILL')
  const lock = await dev
  expect([waited, lock.tookOver, readFileSync(file, 'utf8')]).toEqual([[holder.pid], holder.pid, `${process.pid} ${startTime(process.pid)} dev\n`])
  lock.release()
})

test('a lock that cannot be used (a folder in its place) stops every writer with a message, not a stack trace', () => {
  const file = lockIn()
  mkdirSync(file)
  const shown = path.relative(process.cwd(), file)
  expect(() => acquireLock(file, 'data')).toThrow(`Cannot take the lock ${shown} (EISDIR); remove whatever is in its place if no build or data stage runs, and make room on the disk.\nDe vergrendeling ${shown} is onbruikbaar (EISDIR).`)
})
