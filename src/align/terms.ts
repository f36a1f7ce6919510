// Words that mean the same in the law texts, declared by the corpus (`equivalents` in
// laws/corpus.json): one edition writes "linker tegenstander", the next "LT". For comparing
// content, every form is read as the first of its group.

/** Rewrites every listed form (whole words, any case) to the first form of its group. */
import {wordsSource} from '../language.ts'
const normalizers = new Map<string, (text: string) => string>()

export function termNormalizer(equivalents: string[][] = []): (text: string) => string {
  // One per set of equivalents: callers key what they derive from the text by the normalizer.
  const key = JSON.stringify(equivalents)
  let normalize = normalizers.get(key)
  if (!normalize) normalizers.set(key, (normalize = makeNormalizer(equivalents)))
  return normalize
}

function makeNormalizer(equivalents: string[][]): (text: string) => string {
  const canonical = new Map<string, string>()
  for (const group of equivalents) for (const form of group.slice(1)) canonical.set(form.toLowerCase(), group[0]!.toLowerCase())
  if (canonical.size === 0) return (text) => text
  // Longest forms first, so "linker tegenstander" wins over a shorter form inside it.
  const forms = [...canonical.keys()].sort((a, b) => b.length - a.length).map(wordsSource)
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.join('|')})(?![\\p{L}\\p{N}])`, 'giu')
  return (text) => text.replace(pattern, (match) => canonical.get(match.toLowerCase().replace(/\s+/g, ' '))!)
}
