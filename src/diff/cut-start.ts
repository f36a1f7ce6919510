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
 * The start of `whole` that `cut` holds: the shortest start of `whole` that has every word the two
 * share in order (their longest common subsequence), and the word after it when the last word of
 * `cut` is not among them (a word the page broke off in: `scor`).
 */
export function heldStart(whole: string, cut: string): string {
  const wholeWords = tokenize(whole).filter((token) => token.word)
  const cutWords = tokenize(cut)
    .filter((token) => token.word)
    .map((token) => token.key.toLowerCase())
  if (cutWords.length === 0 || wholeWords.length === 0) return ''
  const keys = wholeWords.map((token) => token.key.toLowerCase())
  // Row by row over the cut's words: common[j], the longest common subsequence with the first j words of `whole`.
  let common = new Array<number>(keys.length + 1).fill(0)
  let endsOnLast = new Array<boolean>(keys.length + 1).fill(false)
  cutWords.forEach((word, i) => {
    const next = [0]
    const ends = [false]
    for (let j = 0; j < keys.length; j++) {
      const match = word === keys[j] ? common[j]! + 1 : 0
      const best = Math.max(match, common[j + 1]!, next[j]!)
      next.push(best)
      // Whether some subsequence of that length ends on the cut's last word.
      ends.push(i === cutWords.length - 1 ? (match === best && match > 0) || ends[j]! : false)
    }
    common = next
    endsOnLast = ends
  })
  const total = common[keys.length]!
  // No word in common: the start of `whole` as long as the cut text.
  if (total === 0) return cut.length === 0 ? '' : sliceThrough(whole, wholeWords[Math.min(cutWords.length, keys.length) - 1]!)
  const shortest = common.findIndex((value) => value === total)
  const last = Math.min(keys.length, shortest + (endsOnLast[shortest] ? 0 : 1)) - 1
  return sliceThrough(whole, wholeWords[last]!)
}

function sliceThrough(text: string, token: {at: number; text: string}): string {
  return text.slice(0, token.at + token.text.length)
}
