// The script of a page that moved (site/scripts/moved.ts): where it sends the reader.
import {describe, expect, it} from 'vitest'
import {movedTo} from '../../site/scripts/moved.ts'

describe('a page that moved', () => {
  it('sends a deep link on with its fragment', () => {
    expect(movedTo('https://example.org/vergelijk/1975/1982/artikel-34/', {search: '', hash: '#B-1'})).toBe('https://example.org/vergelijk/1975/1982/artikel-34/#B-1')
  })

  it('keeps the query too, as a search result leads to a page with one', () => {
    expect(movedTo('https://example.org/spelregels/vergelijk/1975/1982/artikel-34/', {search: '?vervallen', hash: '#wijziging-1'})).toBe('https://example.org/spelregels/vergelijk/1975/1982/artikel-34/?vervallen#wijziging-1')
  })

  it('sends a plain address to the new one as it is', () => {
    expect(movedTo('https://example.org/geschiedenis/1987-10/', {search: '', hash: ''})).toBe('https://example.org/geschiedenis/1987-10/')
  })
})
