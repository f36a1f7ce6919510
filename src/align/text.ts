// Text as compared: whitespace never counts.

export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Text as it reads: one Unicode form (NFC), invisible format characters left out. */
export function readable(text: string): string {
  return text.normalize('NFC').replace(/\p{Cf}/gu, '')
}

/** Equal up to whitespace; most provisions are equal as they stand. */
export function sameText(a: string, b: string): boolean {
  return a === b || normalize(a) === normalize(b)
}

/**
 * Two titles read the same in another typography only: spacing, Unicode form and invisible
 * characters, a final period or colon, or one of them printed in capitals (`HET BIEDEN.` is
 * `Het bieden`). Mixed-case titles that differ in case differ; an empty title matches none.
 */
export function sameTitleText(a: string, b: string): boolean {
  const capitals = (title: string) => /\p{L}/u.test(title) && title === title.toUpperCase()
  const fold = capitals(a) || capitals(b)
  const key = (title: string) => {
    const plain = normalize(readable(title)).replace(/[.:]$/u, '')
    return fold ? plain.toLowerCase() : plain
  }
  return key(a) !== '' && key(a) === key(b)
}
