// Where a value stands in a JSON text: the line:column range of the value (or key) a path names,
// so that what a schema finds wrong in a maintainer's JSON file is reported at its place, and where
// a text that is no JSON goes wrong. jsonc-parser reads the text as a tree of offsets (strict JSON:
// no comments, no trailing commas); vfile-location turns offsets into lines and columns.
import {parseTree, printParseErrorCode, type Node, type ParseError, type ParseErrorCode} from 'jsonc-parser'
import type {Position} from 'unist'
import {location} from 'vfile-location'

/** A key of an object or an index of an array, as Zod gives them in an issue's `path`. */
export type JsonPath = ReadonlyArray<PropertyKey>

const strict = {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false}

/**
 * The place of the value at `path` in `text` (of its key, with `key`). Where the path leads to
 * nothing (a missing key), the place of the deepest value on the way: the opening `{` of the
 * object that lacks it.
 */
export function jsonPlace(text: string, path: JsonPath, {key = false}: {key?: boolean} = {}): Position {
  const root = parseTree(text, [], strict)
  if (!root) return placeOf(text, 0)
  let node: Node = root
  let range: [number, number] = [node.offset, node.offset + node.length]
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1
    if (node.type === 'object') {
      // JSON.parse keeps the last of a repeated key; so does this.
      const member = node.children?.findLast((property) => property.children?.[0]?.value === String(segment))
      const [name, value]: Array<Node | undefined> = member?.children ?? []
      if (!name || !value) return placeOf(text, node.offset, node.offset + 1)
      node = value
      range = key && last ? [name.offset, name.offset + name.length] : [value.offset, value.offset + value.length]
    } else if (node.type === 'array' && typeof segment === 'number' && node.children?.[segment]) {
      node = node.children[segment]
      range = [node.offset, node.offset + node.length]
    } else break
  }
  return placeOf(text, ...range)
}

/**
 * What is wrong with a text that is no JSON (JSON.parse rejected it), and where: the first error
 * jsonc-parser finds, in words, at its token; a text it reads without error (JSON.parse is
 * stricter about some characters) at the end.
 */
export function jsonSyntaxError(text: string): {detail: string; place: Position} {
  const errors: ParseError[] = []
  parseTree(text, errors, strict)
  const [first] = errors
  if (!first) return {detail: 'Unexpected character', place: placeOf(text, text.length)}
  const token = text.slice(first.offset, first.offset + Math.min(first.length, 40))
  return {detail: errorWords(first.error, token, first.offset >= text.length), place: placeOf(text, first.offset, first.offset + first.length)}
}

/** A parse error in words, after V8's where it has them. */
function errorWords(error: ParseErrorCode, token: string, atEnd: boolean): string {
  const name = printParseErrorCode(error)
  if (atEnd && name !== 'UnexpectedEndOfString') return 'Unexpected end of JSON input'
  switch (name) {
    case 'InvalidSymbol':
      return `\`${token}\` is no JSON value`
    case 'InvalidNumberFormat':
      return `\`${token}\` is no JSON number`
    case 'PropertyNameExpected':
      return 'Expected double-quoted property name'
    case 'ValueExpected':
      return 'Expected a value'
    case 'ColonExpected':
      return "Expected ':' after property name"
    case 'CommaExpected':
      return "Expected ',' between values"
    case 'CloseBraceExpected':
      return "Expected '}' to end the object"
    case 'CloseBracketExpected':
      return "Expected ']' to end the list"
    case 'EndOfFileExpected':
      return 'Unexpected text after the JSON value'
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return 'Unexpected comment'
    case 'UnexpectedEndOfString':
      return 'Unterminated string'
    case 'UnexpectedEndOfNumber':
      return 'Unterminated number'
    case 'InvalidUnicode':
      return 'Bad Unicode escape in string'
    case 'InvalidEscapeCharacter':
      return 'Bad escaped character in string'
    case 'InvalidCharacter':
      return 'Bad control character in string'
    default:
      return name
  }
}

/** The place of offsets `start` to `end` (UTF-16 code units, end exclusive), lines broken at LF, CRLF or CR. */
export function placeOf(text: string, start: number, end: number = start): Position {
  const {toPoint} = location(text)
  const point = (offset: number) => {
    const {line, column} = toPoint(Math.min(Math.max(offset, 0), text.length))!
    return {line, column}
  }
  return {start: point(start), end: point(end)}
}
