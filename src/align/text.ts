// Text as compared: whitespace never counts.

export function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Equal up to whitespace; most provisions are equal as they stand. */
export function sameText(a: string, b: string): boolean {
  return a === b || normalize(a) === normalize(b)
}
