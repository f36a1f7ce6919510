// Runs a tool of the build as a child process and turns how it ended into one message of ours:
// its own message when it failed cleanly, the gist of a panic (a Rust backtrace) when it crashed,
// a signal by name. Nothing it printed reaches the user raw, and its exit code is never lost.
import {spawnSync} from 'node:child_process'
import {failureMessage, withoutTraces} from '../src/file-system.ts'

/** A tool that ended in failure; `message` is what to print, `status` its exit code (or 1 for a signal). */
export class ToolFailure extends Error {
  readonly status: number
  constructor(message: string, status: number) {
    super(message)
    this.status = status
  }
}

/** Runs `script` on this Node with `args`; throws ToolFailure, named `tool`, when it does not exit 0. */
export function runSupervised(tool: string, script: string, args: readonly string[], cwd: string): void {
  const result = spawnSync(process.execPath, [script, ...args], {cwd, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', maxBuffer: 64 << 20})
  if (result.error) throw new ToolFailure(`${tool} could not be started: ${result.error.message}`, 1)
  if (result.status === 0) {
    if (result.stderr) process.stderr.write(result.stderr)
    return
  }
  const ended = result.signal ? `was stopped by ${result.signal}` : `exited with code ${result.status}`
  throw new ToolFailure(`${tool} ${ended}: ${gist(result.stderr)}`, result.status ?? 1)
}

/** What a failed tool said, without its traces: a Rust panic's message (the line after "panicked at"), else its lines that are no trace. */
export function gist(stderr: string): string {
  const lines = stderr.split('\n')
  const panic = lines.findIndex((line) => /panicked at /.test(line))
  if (panic !== -1) {
    const said = lines.slice(panic + 1).find((line) => line.trim() !== '' && !/^(note:|stack backtrace)/i.test(line.trim()))
    return failureMessage(new Error(`it crashed: ${(said ?? lines[panic]!).trim()}`))
  }
  return failureMessage(new Error(withoutTraces(stderr) || 'it gave no reason'))
}
