// The characters a line of a source may hold that do not show what they are: controls, the
// bidirectional formatting characters that make text read in another order than it is stored,
// zero-width characters, Unicode's line and paragraph separators, U+FFFD and lone surrogates. One
// catalogue: which kind a character is, what the parser does with it (`policies`, documented in
// docs/diagnostics.md), and how a message names it. lines.ts reports every one at its place.

export type CharacterKind = 'control' | 'bidi' | 'invisible' | 'separator' | 'replacement' | 'surrogate'

/**
 * What becomes of each kind in the text of the tree: `remove`d, `keep`t as it is, read as a
 * `space`, or written as U+FFFD (`replace`, what UTF-8 output would make of it anyway).
 */
export const policies: Record<CharacterKind, 'remove' | 'keep' | 'space' | 'replace'> = {
  control: 'remove',
  bidi: 'remove',
  invisible: 'keep',
  separator: 'space',
  replacement: 'keep',
  surrogate: 'replace'
}

// C0 and C1 controls other than tab (a line holds no line feed or carriage return).
const control = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F`
const bidi = String.raw`\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069`
// A leading byte order mark is no part of the text; lines.ts takes it off first.
const invisible = String.raw`\u200B-\u200D\u2060\uFEFF`
const separator = String.raw`\u2028\u2029`
// Without the `u` flag a string is code units: a surrogate is lone when no partner stands next to it.
const surrogate = String.raw`[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]`

/** Every character of the catalogue. */
export const specialCharacters = new RegExp(`[${control}${bidi}${invisible}${separator}\\uFFFD]|${surrogate}`, 'g')

/** The characters `cleanLine` removes (controls and bidirectional controls). */
export const controlCharacters = new RegExp(`[${control}${bidi}]`, 'g')

const kinds: Array<[CharacterKind, RegExp]> = [
  ['control', new RegExp(`^[${control}]$`)],
  ['bidi', new RegExp(`^[${bidi}]$`)],
  ['invisible', new RegExp(`^[${invisible}]$`)],
  ['separator', new RegExp(`^[${separator}]$`)],
  ['replacement', /^\uFFFD$/]
]

/** The kind of a character that `specialCharacters` matched. */
export function characterKind(character: string): CharacterKind {
  return kinds.find(([, pattern]) => pattern.test(character))?.[0] ?? 'surrogate'
}

/** A special character found in a line: its kind and its index (in code units). */
export interface Found {
  kind: CharacterKind
  index: number
  character: string
}

export function findCharacters(content: string): Found[] {
  return [...content.matchAll(specialCharacters)].map((match) => ({kind: characterKind(match[0]), index: match.index, character: match[0]}))
}

/** `content` with the policies applied: controls removed, separators read as spaces, lone surrogates as U+FFFD. */
export function cleanLine(content: string): string {
  return content.replace(specialCharacters, (character) => {
    const policy = policies[characterKind(character)]
    return policy === 'remove' ? '' : policy === 'space' ? ' ' : policy === 'replace' ? '\uFFFD' : character
  })
}

const names: Record<number, string> = {
  0x061c: 'Arabic letter mark',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x2060: 'word joiner',
  0xfeff: 'zero-width no-break space',
  0x2028: 'line separator',
  0x2029: 'paragraph separator'
}

/** `U+200B (zero-width space)`, or `U+001B` for a character without a name here. */
export function characterName(character: string): string {
  const code = character.codePointAt(0)!
  const name = names[code]
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`
}

/** The characters a message writes as `\u{…}` escapes: every C0 control and every one of the catalogue but U+FFFD. */
export const unprintable = new RegExp(String.raw`[\u0000-\u001F${control}${bidi}${invisible}${separator}]|${surrogate}`, 'g')

/** What `String#trim` takes off, but U+FEFF: a zero-width no-break space is kept as the other zero-width characters are. */
export function trimSpace(value: string): string {
  const start = leadingSpace(value)
  let end = value.length
  while (end > start && isSpace(value[end - 1]!)) end--
  return value.slice(start, end)
}

/** How many characters `trimSpace` takes off the start of `value`. */
export function leadingSpace(value: string): number {
  let start = 0
  while (start < value.length && isSpace(value[start]!)) start++
  return start
}

function isSpace(character: string): boolean {
  return character !== '\uFEFF' && /^\s$/.test(character)
}
