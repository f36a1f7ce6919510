// Where a value stands in a JSON text (src/json-places.ts): the place of every value and every key
// of laws/corpus.json holds exactly that value's text, and a text that is no JSON is placed at its
// first error.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Position} from 'unist'
import {location} from 'vfile-location'
import {expect, test} from 'vitest'
import {jsonPlace, jsonSyntaxError, type JsonPath} from '../src/json-places.ts'

const text = readFileSync(path.join(import.meta.dirname, '..', 'laws', 'corpus.json'), 'utf8')

/** Every path of a JSON value, with the value there and the key it stands under (none for the root and list items). */
function paths(value: unknown, at: Array<string | number> = []): Array<{path: JsonPath; value: unknown; key: string | null}> {
  const own = {path: at, value, key: typeof at.at(-1) === 'string' ? (at.at(-1) as string) : null}
  if (Array.isArray(value)) return [own, ...value.flatMap((item, index) => paths(item, [...at, index]))]
  if (value !== null && typeof value === 'object') return [own, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...at, key]))]
  return [own]
}

function textAt(place: Position): string {
  const {toOffset} = location(text)
  return text.slice(toOffset(place.start), toOffset(place.end))
}

test('on every path of laws/corpus.json the place holds the value there, and the place of its key the key', () => {
  const all = paths(JSON.parse(text))
  // Every value is found where it stands: a wrong place slices text that is not that value.
  const wrong = all.filter(({path: at, value}) => {
    const found = textAt(jsonPlace(text, at))
    return JSON.stringify(JSON.parse(found)) !== JSON.stringify(value)
  })
  expect(wrong).toEqual([])
  const wrongKeys = all.filter(({key}) => key !== null).filter(({path: at, key}) => textAt(jsonPlace(text, at, {key: true})) !== JSON.stringify(key))
  expect(wrongKeys).toEqual([])
})

test('a path that leads nowhere is placed at the opening brace of the deepest object on the way; a repeated key at its last copy', () => {
  const json = '{\n  "a": {"b": 1},\n  "c": 1,\n  "c": 2\n}\n'
  expect(jsonPlace(json, ['a', 'x'])).toEqual({start: {line: 2, column: 8}, end: {line: 2, column: 9}})
  expect(jsonPlace(json, ['c'])).toEqual({start: {line: 4, column: 8}, end: {line: 4, column: 9}})
  expect(jsonPlace(json, ['c'], {key: true})).toEqual({start: {line: 4, column: 3}, end: {line: 4, column: 6}})
})

test('lines end at LF, CRLF and CR alike', () => {
  expect(jsonPlace('{\r\n"a":\r1,\n"b": 2}', ['b'])).toEqual({start: {line: 4, column: 6}, end: {line: 4, column: 7}})
})

test('a text that is no JSON is placed at its first error, said in words', () => {
  const cases = ['{\n  "a": "x"\n  "b": 1}', '{\n  "title": tru\n}\n', '', '{"a":1,}', '{ "a" 1}', '{"a": 1} x', '{"a": "abc', '{"a": 1 // c\n}']
  expect(
    cases.map((json) => {
      const {detail, place} = jsonSyntaxError(json)
      return `${place.start.line}:${place.start.column}-${place.end.line}:${place.end.column} ${detail}`
    })
  ).toEqual([
    "3:3-3:6 Expected ',' between values",
    '2:12-2:15 `tru` is no JSON value',
    '1:1-1:1 Unexpected end of JSON input',
    '1:8-1:9 Expected double-quoted property name',
    "1:7-1:8 Expected ':' after property name",
    '1:10-1:11 `x` is no JSON value',
    '1:7-1:11 Unterminated string',
    '1:9-1:13 Unexpected comment'
  ])
})
