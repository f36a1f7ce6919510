// The memo `npm run dev` keeps between runs of the data stage (scripts/dev-memo.ts): its texts,
// kept by the inputs their declarations name (src/export/published-files.ts).
import {expect, test} from 'vitest'
import {stageMemo} from '../scripts/dev-memo.ts'
import {entry, type PublishedFile} from '../src/export/published-files.ts'

const declaration = {
  serialiser: 'test',
  file: () => 'compare/1975/1987.json',
  make: ({heading}) => `text ${heading}`,
  inputs: {owner: {kept: 'same'}, heading: {kept: 'digest'}}
} satisfies PublishedFile<{owner: object; heading: string}>

test('a text is made again when an input digested changes, and only the last is kept: an input seen before is made again too', () => {
  const memo = stageMemo()
  const owner = {}
  const made: string[] = []
  const text = (heading: string) => {
    memo.nextRun()
    const published = entry(declaration, {owner, heading})
    return memo.textOf({...published, make: () => (made.push(heading), published.make())})
  }
  expect([text('v1'), text('v1'), text('v2'), text('v1')]).toEqual(['text v1', 'text v1', 'text v2', 'text v1'])
  // A memo that kept every version would not have made v1 again: each save that changed a heading would add a whole file.
  expect(made).toEqual(['v1', 'v2', 'v1'])
})

test('a text is made again when an input kept by identity is another object, even one that reads the same', () => {
  const memo = stageMemo()
  const made: string[] = []
  const text = (owner: object) => {
    memo.nextRun()
    const published = entry(declaration, {owner, heading: 'v'})
    return memo.textOf({...published, make: () => (made.push('made'), published.make())})
  }
  const owner = {}
  text(owner)
  text(owner)
  text({})
  expect(made).toEqual(['made', 'made'])
})
