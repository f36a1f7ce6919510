import {describe, expect, it} from 'vitest'
import {abbreviate} from '../../site/lib/glossary.ts'
import {inlineLines, numberOnly, plainSegments, segmentsText, splitLines, type InlineInput} from '../../site/lib/segments.ts'

const input = (text: string, extra: Partial<InlineInput> = {}): InlineInput => {
  const seen = new Map<string, number>()
  return {
    text,
    markers: [],
    refs: [],
    refHref: (id) => `/link/${id}`,
    unresolvedNote: (ref) => `missing ${ref.target}`,
    footnote(number) {
      const n = (seen.get(number) ?? 0) + 1
      seen.set(number, n)
      return {id: `fnref-${number}-${n}`, href: `#fn-${number}`}
    },
    ...extra
  }
}

describe('inline segments of law text', () => {
  it('turns references into links or marked missing text, with the words around them as text', () => {
    const text = 'zie artikel 23 A en artikel 90.'
    const lines = inlineLines(
      input(text, {
        refs: [
          {text: 'artikel 90', offset: 20, target: '1987/90', resolved: null},
          {text: 'artikel 23 A', offset: 4, target: '1987/23/A', resolved: '1987/23/A'}
        ]
      })
    )
    expect(lines).toEqual([
      [
        {type: 'text', text: 'zie '},
        {type: 'link', href: '/link/1987/23/A', children: [{type: 'text', text: 'artikel 23 A'}]},
        {type: 'text', text: ' en '},
        {type: 'unresolved', note: 'missing 1987/90', children: [{type: 'text', text: 'artikel 90'}]},
        {type: 'text', text: '.'}
      ]
    ])
  })

  it('places footnote markers at their offsets, numbering repeated markers apart', () => {
    const lines = inlineLines(
      input('een bod; een pas', {
        markers: [
          {number: '1', offset: 7},
          {number: '1', offset: 16}
        ]
      })
    )
    expect(lines).toEqual([
      [
        {type: 'text', text: 'een bod'},
        {type: 'footnote', number: '1', id: 'fnref-1-1', href: '#fn-1'},
        {type: 'text', text: '; een pas'},
        {type: 'footnote', number: '1', id: 'fnref-1-2', href: '#fn-1'}
      ]
    ])
  })

  it('moves a marker that falls inside a reference to just after it, since links cannot nest', () => {
    const lines = inlineLines(input('zie artikel 26.', {markers: [{number: '2', offset: 8}], refs: [{text: 'artikel 26', offset: 4, target: '1987/26', resolved: '1987/26'}]}))
    expect(lines[0]!.map((s) => s.type)).toEqual(['text', 'link', 'footnote', 'text'])
  })

  it('splits text with several lines into one array per line', () => {
    const lines = inlineLines(input('eerste regel\ntweede LT regel'))
    expect(lines).toEqual([
      [{type: 'text', text: 'eerste regel'}],
      [
        {type: 'text', text: 'tweede '},
        {type: 'abbr', text: 'LT', title: 'linkertegenstander'},
        {type: 'text', text: ' regel'}
      ]
    ])
  })

  it('keeps markup in the source as text', () => {
    const lines = inlineLines(input('<script>alert(1)</script> & <b>'))
    expect(lines).toEqual([[{type: 'text', text: '<script>alert(1)</script> & <b>'}]])
  })

  it('rejects a reference whose text is not at its offset', () => {
    expect(() => inlineLines(input('zie artikel 26', {refs: [{text: 'artikel 27', offset: 4, target: '1987/27', resolved: '1987/27'}]}))).toThrow('Unexpected reference `artikel 27` at 4, expected it to match the text there (`artikel 26`)')
  })

  it('rejects a marker beyond the end of the text', () => {
    expect(() => inlineLines(input('kort', {markers: [{number: '1', offset: 9}]}))).toThrow('Unexpected footnote marker 1 at 9, expected an offset within the text (4)')
  })

  it('renders plain text with line breaks as break segments, and reads back the same text', () => {
    const segments = plainSegments('titel\nRT past')
    expect(segments).toEqual([{type: 'text', text: 'titel'}, {type: 'break'}, {type: 'abbr', text: 'RT', title: 'rechtertegenstander'}, {type: 'text', text: ' past'}])
    expect(segmentsText(segments)).toBe('titel\nRT past')
    expect(splitLines(segments)).toEqual([
      [{type: 'text', text: 'titel'}],
      [
        {type: 'abbr', text: 'RT', title: 'rechtertegenstander'},
        {type: 'text', text: ' past'}
      ]
    ])
  })
})

describe('abbreviations', () => {
  it('marks whole-word abbreviations only', () => {
    expect(abbreviate('de LT en RT, niet ALT of LTs; WL beslist')).toEqual([
      {type: 'text', text: 'de '},
      {type: 'abbr', text: 'LT', title: 'linkertegenstander'},
      {type: 'text', text: ' en '},
      {type: 'abbr', text: 'RT', title: 'rechtertegenstander'},
      {type: 'text', text: ', niet ALT of LTs; '},
      {type: 'abbr', text: 'WL', title: 'wedstrijdleider'},
      {type: 'text', text: ' beslist'}
    ])
  })

  it('marks abbreviations with dots and slashes', () => {
    expect(abbreviate('M.i.v. 1 januari; Art. 23 t/m 40')).toEqual([
      {type: 'abbr', text: 'M.i.v.', title: 'met ingang van'},
      {type: 'text', text: ' 1 januari; '},
      {type: 'abbr', text: 'Art.', title: 'artikel'},
      {type: 'text', text: ' 23 '},
      {type: 'abbr', text: 't/m', title: 'tot en met'},
      {type: 'text', text: ' 40'}
    ])
  })

  it('leaves text without abbreviations as one text segment, and empty text as none', () => {
    expect(abbreviate('artikel 25')).toEqual([{type: 'text', text: 'artikel 25'}])
    expect(abbreviate('')).toEqual([])
  })

  it('tells a link whose words are a number alone (drawn at least 24 by 24 pixels) from one with words', () => {
    expect(['30', ' 12a ', '7', 'artikel 30', 'B 1', '30, 31', ''].map(numberOnly)).toEqual([true, true, true, false, false, false, false])
  })
})
