// Our word diff against diff-match-patch in word mode (tokens mapped to characters, then
// `diff_main`), on the same text pairs in the same run: time and edit-script length.
import DiffMatchPatch from 'diff-match-patch'
import {diffWords, tokenize} from '../src/diff/words.ts'

export interface EngineResult {
  pairs: number
  oursMs: number
  dmpMs: number
  oursEdits: number
  dmpEdits: number
  /** Pairs where our edit script is longer than diff-match-patch's. */
  oursLonger: number
}

export function compareEngines(pairs: Array<[string, string]>, rounds = 5): EngineResult {
  const dmp = new DiffMatchPatch()
  const ours: number[] = []
  const theirs: number[] = []
  let oursEdits = 0
  let dmpEdits = 0
  let oursLonger = 0
  for (let round = 0; round < rounds; round++) {
    let start = performance.now()
    const ourLengths = pairs.map(([a, b]) =>
      diffWords(a, b)
        .ops.filter((op) => op.op !== 'equal')
        .reduce((sum, op) => sum + tokenize(op.text).length, 0)
    )
    ours.push(performance.now() - start)
    start = performance.now()
    const dmpLengths = pairs.map(([a, b]) => {
      const codes = new Map<string, string>()
      const encode = (text: string) =>
        tokenize(text)
          .map((token) => {
            let code = codes.get(token.text)
            if (code === undefined) codes.set(token.text, (code = String.fromCharCode(codes.size + 1)))
            return code
          })
          .join('')
      return dmp
        .diff_main(encode(a), encode(b), false)
        .filter(([op]) => op !== 0)
        .reduce((sum, [, text]) => sum + text.length, 0)
    })
    theirs.push(performance.now() - start)
    if (round === 0) {
      oursEdits = ourLengths.reduce((sum, value) => sum + value, 0)
      dmpEdits = dmpLengths.reduce((sum, value) => sum + value, 0)
      oursLonger = ourLengths.filter((value, index) => value > dmpLengths[index]!).length
    }
  }
  return {pairs: pairs.length, oursMs: median(ours), dmpMs: median(theirs), oursEdits, dmpEdits, oursLonger}
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
