// Words glued to an inline element: a template line break between text and an expression that the
// build dropped (`wikipagina<cite>HV3</cite>`, `artikelen(artikel 28 …`).

// Inline elements whose edges are word boundaries in running text. Not `sup` (a footnote marker
// follows its word), nor `ins`, `del`, `mark` (changes inside a word).
const inline = new Set(['A', 'ABBR', 'CITE', 'CODE', 'DFN', 'EM', 'I', 'B', 'Q', 'SPAN', 'STRONG', 'TIME'])
const wordEnd = /[\p{L}\p{N}]$/u
const wordStart = /^[\p{L}\p{N}(]/u

/** `left|right` for every place on the page where a word runs into an inline element or out of one. */
export function gluedWords(root: Element): string[] {
  const found: string[] = []
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (!inline.has(element.tagName)) continue
    const text = element.textContent ?? ''
    const before = element.previousSibling?.nodeType === 3 ? (element.previousSibling.textContent ?? '') : ''
    const after = element.nextSibling?.nodeType === 3 ? (element.nextSibling.textContent ?? '') : ''
    if (wordEnd.test(before) && wordStart.test(text)) found.push(`${before.slice(-20)}|${text.slice(0, 20)}`)
    if (wordEnd.test(text) && wordStart.test(after)) found.push(`${text.slice(-20)}|${after.slice(0, 20)}`)
  }
  return found
}

/**
 * Text nodes where a word runs into a parenthesis that holds words: `artikelen(artikel 28 t/m 35)`.
 * A parenthesis inside a word (`kaart(en)`) holds no space and is left alone.
 */
export function gluedParentheses(root: Element): string[] {
  const found: string[] = []
  const walker = root.ownerDocument.createTreeWalker(root, 4)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? ''
    for (const match of text.matchAll(/[\p{L}\p{N}]\([^()]*\s[^()]*\)/gu)) found.push(text.slice(Math.max(0, match.index - 20), match.index + 20))
  }
  return found
}
