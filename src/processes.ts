// Whether another process runs: for the folders and locks that a run names after its process id.
// A folder or lock of a process that is gone was left by a run cut short.

/** Whether `pid` is a running process other than this one (a name with this process's id is a leftover of an earlier process). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // It exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
