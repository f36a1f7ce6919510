// The words docs/interface-terms.md forbids (its table's last column), as patterns: `/…/` entries
// as regular expressions, the others as whole words, any case. Read from the docs page itself, so
// the list a person reads and the list the test checks are one.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {phrasePattern} from '../../../src/language.ts'
import {root} from './build.ts'

export interface BannedTerm {
  /** The entry as the docs page writes it: `Kopieer verwijzing`, `/\bregels \d/`. */
  entry: string
  pattern: RegExp
}

/** The table rows of `markdown` (`| a | b | c |`), each as its cells, without the header and its rule. */
function tableRows(markdown: string): string[][] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'))
  return rows.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim())
  )
}

export function bannedTerms(file = path.join(root, 'docs', 'interface-terms.md')): BannedTerm[] {
  return tableRows(readFileSync(file, 'utf8')).flatMap((cells) => [...(cells.at(-1) ?? '').matchAll(/`([^`]+)`/g)].map((match) => ({entry: match[1]!, pattern: phrasePattern(match[1]!)})))
}

/** The banned entries `text` holds, each with the words found: `Kopieer verwijzing: „Kopieer verwijzing”`. */
export function bannedIn(text: string, terms: BannedTerm[]): string[] {
  return terms.flatMap(({entry, pattern}) => {
    const found = pattern.exec(text)
    return found ? [`${entry}: „${found[0]}”`] : []
  })
}

/**
 * The text of `node` with a space between any two elements' texts: `textContent` glues a term to
 * the word before it when they stand in different elements (`linkertegenstanderToelichting`), and
 * a whole-word match would then miss it.
 */
export function spacedText(node: Node): string {
  if (node.nodeType === 3) return node.nodeValue ?? ''
  return Array.from(node.childNodes, spacedText).join(' ')
}
