// Editing a copy of a source or a built file in a test.
import {readFileSync, writeFileSync} from 'node:fs'

/**
 * Replaces the first `from` in `file` with `to`. Fails when the file does not hold `from`: an edit
 * that changes nothing would let a test of what follows from it pass without testing anything.
 */
export function changeText(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, 'utf8')
  const changed = text.replace(from, to)
  if (changed === text) throw new Error(`Unexpected ${file} without ${String(from)}, expected the text a test changes`)
  writeFileSync(file, changed)
}
