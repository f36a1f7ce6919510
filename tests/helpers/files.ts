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

/**
 * `laws/corpus.json`'s text for a project that holds only the sources `keys` (`1987/HV2.md`): its
 * `sources` keeps the declarations of those alone (one a line, as the real file writes them), and
 * goes when none is left, so a project of other sources is not told of sources it lacks. The lines
 * above stay where they are.
 */
export function configForSources(text: string, keys: readonly string[]): string {
  return text.replace(/,\n {2}"sources": \{\n([\s\S]*?)\n {2}\}/, (_, body: string) => {
    const kept = body.split('\n').filter((line) => keys.includes(/^\s*"([^"]+)"/.exec(line)?.[1] ?? ''))
    return kept.length === 0 ? '' : `,\n  "sources": {\n${kept.map((line) => line.replace(/,$/, '')).join(',\n')}\n  }`
  })
}
