// Where a value stands in a JSON text: the line:column range of the value (or key) a path names,
// so that what a schema finds wrong in a maintainer's JSON file is reported at its place. The
// text is JSON already (JSON.parse accepted it); this reads only where things are.
import type {Position} from 'unist'

/** A key of an object or an index of an array, as Zod gives them in an issue's `path`. */
export type JsonPath = ReadonlyArray<PropertyKey>

type JsonNode =
  {kind: 'object'; start: number; end: number; members: Array<{key: string; keyStart: number; keyEnd: number; value: JsonNode}>} | {kind: 'array'; start: number; end: number; items: JsonNode[]} | {kind: 'scalar'; start: number; end: number}

/**
 * The place of the value at `path` in `text` (of its key, with `key`). Where the path leads to
 * nothing (a missing key), the place of the deepest value on the way: the opening `{` of the
 * object that lacks it.
 */
export function jsonPlace(text: string, path: JsonPath, {key = false}: {key?: boolean} = {}): Position {
  let node = new Reader(text).value()
  let range: [number, number] = [node.start, node.end]
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1
    if (node.kind === 'object') {
      // JSON.parse keeps the last of a repeated key; so does this.
      const member = node.members.findLast((candidate) => candidate.key === String(segment))
      if (!member) return placeOf(text, node.start, node.start + 1)
      node = member.value
      range = key && last ? [member.keyStart, member.keyEnd] : [node.start, node.end]
    } else if (node.kind === 'array' && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment]
      range = [node.start, node.end]
    } else break
  }
  return placeOf(text, ...range)
}

/**
 * What is wrong with a text JSON.parse rejected, and where: V8's message without its position,
 * at the position it gives; a message without one (`Unexpected token 'x', "..." is not valid
 * JSON`, a misspelled literal or number) at the first token that is no JSON value, else at the end.
 */
export function jsonSyntaxError(text: string, error: unknown): {detail: string; place: Position} {
  const message = error instanceof Error ? error.message : String(error)
  const detail = message.replace(/ in JSON at position \d+.*$/s, '').replace(/, ".*" is not valid JSON$/s, '')
  const position = /at position (\d+)/.exec(message)?.[1]
  if (position !== undefined) return {detail, place: placeOf(text, Number(position), Number(position) + 1)}
  const reader = new Reader(text)
  try {
    reader.value()
  } catch {
    // The reader only looks for where things are; garbage past its reach is placed at the end.
  }
  const bad = reader.badScalar
  if (!bad) return {detail, place: placeOf(text, text.length)}
  return {detail: `\`${text.slice(bad.start, Math.min(bad.end, bad.start + 40))}\` is no JSON value`, place: placeOf(text, bad.start, bad.end)}
}

/** The place of offsets `start` to `end` (UTF-16 code units, end exclusive), lines broken at LF, CRLF or CR. */
export function placeOf(text: string, start: number, end: number = start): Position {
  return {start: pointAt(text, start), end: pointAt(text, end)}
}

function pointAt(text: string, offset: number): {line: number; column: number} {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < offset && index < text.length; index++) {
    const character = text[index]
    if (character === '\n' || (character === '\r' && text[index + 1] !== '\n')) {
      line++
      lineStart = index + 1
    }
  }
  return {line, column: Math.min(offset, text.length) - lineStart + 1}
}

const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)$/

/** A reader of JSON text that keeps where each value, key and member starts and ends. */
class Reader {
  private offset = 0
  /** The first token read as a value that is no JSON literal, number or string. */
  badScalar: {start: number; end: number} | null = null

  private readonly text: string

  constructor(text: string) {
    this.text = text
  }

  value(): JsonNode {
    this.skipSpace()
    const start = this.offset
    const character = this.text[start]
    if (character === '{') return this.object(start)
    if (character === '[') return this.array(start)
    if (character === '"') this.string()
    else {
      while (this.offset < this.text.length && !/[\s,\]}:]/.test(this.text[this.offset]!)) this.offset++
      if (this.offset > start && !literal.test(this.text.slice(start, this.offset))) this.badScalar ??= {start, end: this.offset}
    }
    return {kind: 'scalar', start, end: this.offset}
  }

  private object(start: number): JsonNode {
    const members: Array<{key: string; keyStart: number; keyEnd: number; value: JsonNode}> = []
    this.offset++
    for (this.skipSpace(); this.offset < this.text.length && this.text[this.offset] !== '}'; this.skipSpace()) {
      const keyStart = this.offset
      const key = this.string()
      const keyEnd = this.offset
      this.skipSpace()
      this.offset++ // the `:`
      members.push({key, keyStart, keyEnd, value: this.value()})
      this.skipSpace()
      if (this.text[this.offset] === ',') this.offset++
    }
    this.offset++
    return {kind: 'object', start, end: this.offset, members}
  }

  private array(start: number): JsonNode {
    const items: JsonNode[] = []
    this.offset++
    for (this.skipSpace(); this.offset < this.text.length && this.text[this.offset] !== ']'; this.skipSpace()) {
      items.push(this.value())
      this.skipSpace()
      if (this.text[this.offset] === ',') this.offset++
    }
    this.offset++
    return {kind: 'array', start, end: this.offset, items}
  }

  /** Reads a string token (at `"`) and returns its value. */
  private string(): string {
    const start = this.offset
    this.offset++
    while (this.offset < this.text.length && this.text[this.offset] !== '"') this.offset += this.text[this.offset] === '\\' ? 2 : 1
    this.offset++
    return JSON.parse(this.text.slice(start, this.offset)) as string
  }

  private skipSpace(): void {
    while (this.offset < this.text.length && /[ \t\n\r]/.test(this.text[this.offset]!)) this.offset++
  }
}
