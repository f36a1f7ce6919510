// Whether another process runs: for the locks and folders that a run names after its process.
// A zombie (a process that has ended and waits for its parent to read its exit status, state Z in
// /proc/PID/stat) is not running: a killed build stays a zombie until its parent reaps it. And a
// process id is reused once its process is gone, so a lock also records when its process started:
// a process with the same id that started at another time is another process.
import {readFileSync} from 'node:fs'

/** What /proc/PID/stat says of a process: null when there is none; undefined where there is no /proc (not Linux). */
function procStat(pid: number): {state: string; parent: number; started: string} | null | undefined {
  let text: string
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ESRCH') return readable() ? null : undefined
    return undefined
  }
  // `pid (comm) state ...`: the name may hold spaces and parentheses, so fields count from the last `)`.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  // proc(5): field 3 is the state, field 4 the parent's pid, field 22 the start time in clock ticks after boot.
  return {state: fields[0] ?? '', parent: Number(fields[1]), started: fields[19] ?? ''}
}

/** Whether this system has /proc with process stats (Linux). */
function readable(): boolean {
  try {
    readFileSync(`/proc/${process.pid}/stat`)
    return true
  } catch {
    return false
  }
}

/**
 * When process `pid` started (clock ticks after boot, as /proc gives it), an identity that a
 * later process with the same id does not share; '' where the system does not say.
 */
export function startTime(pid: number): string {
  return procStat(pid)?.started ?? ''
}

/** Whether `pid` started this process, directly or through processes it started (where the system does not say: its parent only). */
export function isAncestor(pid: number): boolean {
  for (let at = process.ppid, steps = 0; at > 1 && steps < 64; steps++) {
    if (at === pid) return true
    const stat = procStat(at)
    if (!stat) return false
    at = stat.parent
  }
  return false
}

/**
 * Whether `pid` is a live process other than this one: not a zombie and, when `started` is given
 * (from `startTime`), the same process that had that id then. A name with this process's id is a
 * leftover of an earlier process.
 */
export function isRunning(pid: number, started = ''): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  const stat = procStat(pid)
  if (stat === null) return false
  if (stat !== undefined) return stat.state !== 'Z' && stat.state !== 'X' && (started === '' || started === stat.started)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // It exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
