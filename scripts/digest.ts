// A digest of a value: every field of every object it reaches, so that two inputs with the same
// digest read the same to any function of them. What `npm run dev` keys its memo on
// (scripts/dev-memo.ts): nothing is picked by hand, so a field added to an input type is in its
// key without anyone remembering it.
import {createHash} from 'node:crypto'
import {VFile} from 'vfile'

/** Digests made in one run: an object reached twice (an article every link of a pair holds) is walked once. */
export type Digester = (value: unknown) => string

/**
 * A digester for values that do not change while it is used (one run of the data stage). A file
 * counts as its path and its bytes: its messages are what steps report, not what they read. A
 * function cannot be read as data: it throws.
 */
export function digester(): Digester {
  const known = new WeakMap<object, string>()
  const walking = new WeakSet<object>()
  const token = (value: unknown): string => {
    if (value === null || typeof value !== 'object') return primitive(value)
    const found = known.get(value)
    if (found !== undefined) return found
    if (walking.has(value)) throw new TypeError('Unexpected cycle in a memo input, expected a tree or a graph without cycles')
    walking.add(value)
    const text = objectText(value, token)
    walking.delete(value)
    // Short texts (positions, small records) stand as they are; longer ones by their hash.
    const made = text.length <= 64 ? text : `#${createHash('sha1').update(text).digest('base64')}`
    known.set(value, made)
    return made
  }
  return (value) => {
    const made = token(value)
    return made.startsWith('#') ? made.slice(1) : createHash('sha1').update(made).digest('base64')
  }
}

function primitive(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'u'
    case 'string':
      return JSON.stringify(value)
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value)
    case 'bigint':
      return `${value}n`
    case 'boolean':
      return value ? 't' : 'f'
    case 'function':
      throw new TypeError(`Unexpected function \`${value.name}\` in a memo input, expected data`)
    default:
      return value === null ? 'n' : `?${String(value)}`
  }
}

function objectText(value: object, token: (value: unknown) => string): string {
  if (value instanceof VFile) return `file(${token(value.path)},${token(value.value)})`
  if (value instanceof Uint8Array) return `bytes(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')})`
  if (value instanceof RegExp) return `re(${token(value.source)},${token(value.flags)})`
  if (Array.isArray(value)) return `[${value.map(token).join(',')}]`
  if (value instanceof Set) return `set[${[...value].map(token).join(',')}]`
  if (value instanceof Map) return `map[${[...value].map(([key, entry]) => `${token(key)}:${token(entry)}`).join(',')}]`
  const prototype = Object.getPrototypeOf(value) as object | null
  const kind = prototype === Object.prototype || prototype === null ? '' : (prototype.constructor?.name ?? '?')
  return `${kind}{${Object.entries(value)
    .filter(([, entry]) => entry !== undefined)
    .map(([key, entry]) => `${JSON.stringify(key)}:${token(entry)}`)
    .join(',')}}`
}
