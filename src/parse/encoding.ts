// A source's bytes as text, and where that text holds U+FFFD for bytes that are not UTF-8. Once
// decoded, a U+FFFD that stood in the file (the bytes EF BF BD) and one that stands for bytes that
// do not decode are the same character; only the bytes tell them apart, so the decoder records
// the second kind on the file (`file.data.notUtf8`) and lines.ts reports each kind by its rule.
import {isUtf8} from 'node:buffer'
import type {VFile} from 'vfile'

declare module 'vfile' {
  interface DataMap {
    /**
     * Set by `decodeSource`: the offsets in `file.value` of each U+FFFD that stands for bytes
     * that are not UTF-8, ascending (empty when every byte decoded). Absent when the text was
     * given as text, or decoded elsewhere: then no U+FFFD can be told apart.
     */
    notUtf8: number[]
  }
}

/**
 * The text of `bytes` (UTF-8, a leading byte order mark dropped), decoded as `TextDecoder` and
 * `Buffer#toString` decode it, and recorded on `file` (`file.data.notUtf8`). The source's value
 * becomes this text.
 */
export function decodeSource(file: VFile, bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes
  const text = new TextDecoder('utf-8', {ignoreBOM: true}).decode(body)
  file.data.notUtf8 = isUtf8(body) ? [] : replacedOffsets(body)
  return text
}

/**
 * Where the WHATWG UTF-8 decoder (which `TextDecoder` and `Buffer#toString` follow) writes U+FFFD
 * for bytes that do not decode, as offsets in its output (UTF-16 code units): one U+FFFD for
 * each maximal part of a sequence that could have begun a character, and for each other byte.
 */
export function replacedOffsets(bytes: Uint8Array): number[] {
  const offsets: number[] = []
  let output = 0
  let needed = 0
  let seen = 0
  let codePoint = 0
  let lower = 0x80
  let upper = 0xbf
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!
    if (needed === 0) {
      if (byte <= 0x7f) output++
      else if (byte >= 0xc2 && byte <= 0xdf) {
        needed = 1
        codePoint = byte & 0x1f
      } else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0
        if (byte === 0xed) upper = 0x9f
        needed = 2
        codePoint = byte & 0xf
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90
        if (byte === 0xf4) upper = 0x8f
        needed = 3
        codePoint = byte & 0x7
      } else offsets.push(output++)
      continue
    }
    if (byte < lower || byte > upper) {
      // The sequence so far is one U+FFFD; the byte starts over.
      offsets.push(output++)
      needed = seen = codePoint = 0
      lower = 0x80
      upper = 0xbf
      index--
      continue
    }
    lower = 0x80
    upper = 0xbf
    codePoint = (codePoint << 6) | (byte & 0x3f)
    if (++seen === needed) {
      output += codePoint > 0xffff ? 2 : 1
      needed = seen = codePoint = 0
    }
  }
  if (needed !== 0) offsets.push(output)
  return offsets
}
