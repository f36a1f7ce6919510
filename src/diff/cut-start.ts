// A pair whose one side is the provision a page breaks off in (src/align/cut-units.ts): only the
// start of the other side's text has its counterpart on the page. That start is compared; what
// follows it is not transcribed on the cut side, so it is neither removed nor added.
import {isCutUnit} from '../align/coverage.ts'
import type {ProvisionGroup} from '../align/groups.ts'
import {tokenize} from './words.ts'

/** The side of a one-to-one group whose unit the page breaks off in; null otherwise (or when both are). */
export function cutSide(group: ProvisionGroup): 'from' | 'to' | null {
  if (group.from.length !== 1 || group.to.length !== 1) return null
  const [older, newer] = [isCutUnit(group.from[0]!), isCutUnit(group.to[0]!)]
  return older === newer ? null : older ? 'from' : 'to'
}

/**
 * The start of `whole` that `cut` holds: up to the word of `whole` that the last word of `cut`
 * found in order meets, and as many words after it as `cut` has after that word.
 */
export function heldStart(whole: string, cut: string): string {
  const wholeWords = tokenize(whole).filter((token) => token.word)
  const cutWords = tokenize(cut)
    .filter((token) => token.word)
    .map((token) => token.key.toLowerCase())
  if (cutWords.length === 0 || wholeWords.length === 0) return ''
  const keys = wholeWords.map((token) => token.key.toLowerCase())
  // Longest common subsequence, then the last pair it makes.
  const table = cutWords.map(() => new Array<number>(keys.length + 1).fill(0))
  const at = (i: number, j: number) => (i < 0 ? 0 : table[i]![j]!)
  for (let i = 0; i < cutWords.length; i++) for (let j = 0; j < keys.length; j++) table[i]![j + 1] = cutWords[i] === keys[j] ? at(i - 1, j) + 1 : Math.max(at(i - 1, j + 1), table[i]![j]!)
  let [i, j] = [cutWords.length - 1, keys.length - 1]
  while (i >= 0 && j >= 0 && cutWords[i] !== keys[j]) {
    if (at(i - 1, j + 1) >= table[i]![j]!) i--
    else j--
  }
  // No word in common: the whole start as long as the cut text.
  const last = i < 0 || j < 0 ? Math.min(cutWords.length, keys.length) - 1 : Math.min(keys.length - 1, j + (cutWords.length - 1 - i))
  const token = wholeWords[last]!
  return whole.slice(0, token.at + token.text.length)
}
