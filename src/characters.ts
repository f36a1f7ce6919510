// The characters a line of a source may hold that do not show what they are: controls, the
// bidirectional formatting characters that make text read in another order than it is stored,
// zero-width and other invisible characters, spaces other than the space, Unicode's line and
// paragraph separators, U+FFFD and lone surrogates. One catalogue: which kind a character is, what
// the parser does with it (`policies`, documented in docs/diagnostics.md), and how a message names
// it. lines.ts reports every one at its place. The kinds are Unicode properties, not lists, so a
// character Unicode adds to a class is caught without an edit here.

export type CharacterKind = 'control' | 'bidi' | 'invisible' | 'hidden' | 'space' | 'separator' | 'replacement' | 'surrogate'

/**
 * What becomes of each kind in the text of the tree: `remove`d, `keep`t as it is, read as a
 * `space`, or written as U+FFFD (`replace`, what UTF-8 output would make of it anyway).
 */
export const policies: Record<CharacterKind, 'remove' | 'keep' | 'space' | 'replace'> = {
  control: 'remove',
  bidi: 'remove',
  invisible: 'keep',
  hidden: 'keep',
  space: 'space',
  separator: 'space',
  replacement: 'keep',
  surrogate: 'replace'
}

// C0 and C1 controls other than tab (a line holds no line feed or carriage return).
const control = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F`
const bidi = String.raw`\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069`
// The zero-width characters. A leading byte order mark is no part of the text; lines.ts takes it off first.
const invisible = String.raw`\u200B-\u200D\u2060\uFEFF`
const separator = String.raw`\p{Zl}\p{Zp}`
// Every other character that shows nothing: format characters (the soft hyphen, U+2061 function
// application, U+180E Mongolian vowel separator, tags) and default-ignorable code points (the
// combining grapheme joiner, variation selectors, the Hangul fillers). The braille blank U+2800,
// which shows as a space, is in no such property.
const hidden = String.raw`\p{Cf}\p{Default_Ignorable_Code_Point}\u2800`
// Spaces other than the space. The no-break spaces of typography (U+00A0, U+2007, U+202F), which the
// wiki writes for `&nbsp;`, show what they are: normalizeLine (lines.ts) reads them as spaces, unreported.
const space = String.raw`(?![\u0020\u00A0\u2007\u202F])\p{Zs}`
// With the `u` flag a surrogate that has its partner is one code point: what is left is lone.
const surrogate = String.raw`[\uD800-\uDFFF]`

/** Every character of the catalogue. */
export const specialCharacters = new RegExp(`[${control}${bidi}${invisible}${separator}\\uFFFD${hidden}]|${space}|${surrogate}`, 'gu')

/** The characters `cleanLine` removes (controls and bidirectional controls). */
export const controlCharacters = new RegExp(`[${control}${bidi}]`, 'g')

// The first kind that matches decides: a bidirectional control is a format character too.
const kinds: Array<[CharacterKind, RegExp]> = [
  ['control', new RegExp(`^[${control}]$`, 'u')],
  ['bidi', new RegExp(`^[${bidi}]$`, 'u')],
  ['invisible', new RegExp(`^[${invisible}]$`, 'u')],
  ['separator', new RegExp(`^[${separator}]$`, 'u')],
  ['replacement', /^\uFFFD$/u],
  ['hidden', new RegExp(`^[${hidden}]$`, 'u')],
  ['space', new RegExp(`^${space}$`, 'u')]
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

/**
 * Characters none of which `specialCharacters` matches: tab, printable ASCII and printable Latin-1
 * but the no-break space and the soft hyphen. Most lines of a law text are made of these only, and
 * this simple class is checked many times faster than the Unicode properties above.
 */
export const plainLine = /^[\t\x20-\x7E\xA1-\xAC\xAE-\xFF]*$/

export function findCharacters(content: string): Found[] {
  if (plainLine.test(content)) return []
  return [...content.matchAll(specialCharacters)].map((match) => ({kind: characterKind(match[0]), index: match.index, character: match[0]}))
}

/** `content` with the policies applied: controls removed, separators read as spaces, lone surrogates as U+FFFD. */
export function cleanLine(content: string): string {
  if (plainLine.test(content)) return content
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
  0x2029: 'paragraph separator',
  0x00ad: 'soft hyphen',
  0x034f: 'combining grapheme joiner',
  0x115f: 'Hangul choseong filler',
  0x1160: 'Hangul jungseong filler',
  0x180e: 'Mongolian vowel separator',
  0x2061: 'function application',
  0x2800: 'braille pattern blank',
  0x3000: 'ideographic space',
  0x3164: 'Hangul filler',
  0xffa0: 'halfwidth Hangul filler'
}

/** `U+200B (zero-width space)`, or `U+001B` for a character without a name here. */
export function characterName(character: string): string {
  const code = character.codePointAt(0)!
  const name = names[code]
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`
}

/** The characters a message writes as `\u{…}` escapes: every C0 control and every one of the catalogue but U+FFFD. */
export const unprintable = new RegExp(String.raw`[\u0000-\u001F${control}${bidi}${invisible}${separator}${hidden}]|${space}|${surrogate}`, 'gu')

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
