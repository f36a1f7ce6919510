// The pieces of honest search that need no browser: the words of the index as the texts spell them
// (site/lib/search-words.ts) and where a word found in a change sits (site/lib/change-snippet.ts).
import {describe, expect, it} from 'vitest'
import {changeContent, snippetParts} from '../../site/lib/change-snippet.ts'
import {excerptAt, literalMatches, missingWords, queryMatcher, searchWords, termPositions, wordsOf} from '../../site/lib/search-words.ts'
import {wordFamilies} from '../../site/lib/word-family.ts'

describe('the words of the search index', () => {
  const index = searchWords([
    {id: 'nl_b', text: 'Artikel 27 Onvoldoende bod. Elk onvoldoende bod'},
    {id: 'nl_a', text: 'Een bieding voor de beurt; bieden.'},
    {id: 'nl_c', text: 'Als het bod onvoldoende was'}
  ])

  it('splits text into lower-case runs of letters and digits, punctuation and quotes dropped', () => {
    expect(wordsOf('"Onvoldoende bod." Art. 27B1, één')).toEqual(['onvoldoende', 'bod', 'art', '27b1', 'één'])
  })

  it('lists each word once, sorted, with the records holding it in the order given', () => {
    expect(index).toEqual({
      ids: ['nl_b', 'nl_a', 'nl_c'],
      words: {'27': [0], als: [2], artikel: [0], beurt: [1], bieden: [1], bieding: [1], bod: [0, 2], de: [1], een: [1], elk: [0], het: [2], onvoldoende: [0, 2], voor: [1], was: [2]},
      equivalents: []
    })
  })

  it('names the words of a query that no record holds, and finds no record then', () => {
    expect(literalMatches(index, 'biedkaart')).toEqual({missing: ['biedkaart'], records: new Set()})
    expect(literalMatches(index, 'bod biedkaart')).toEqual({missing: ['biedkaart'], records: new Set()})
  })

  it('says which words no text holds, quoted and listed as a sentence lists them', () => {
    expect([missingWords(['biedkaart']), missingWords(['biedkaart', 'troefkaart', 'kaartje'])]).toEqual([
      '„biedkaart” komt in geen tekst van deze verzameling voor',
      '„biedkaart”, „troefkaart” en „kaartje” komen in geen tekst van deze verzameling voor'
    ])
  })

  it('finds the records that hold every word of a query as spelled, quoted or not', () => {
    expect(literalMatches(index, '"Onvoldoende bod"')).toEqual({missing: [], records: new Set(['nl_b', 'nl_c'])})
    expect(literalMatches(index, 'bieding')).toEqual({missing: [], records: new Set(['nl_a'])})
    expect(literalMatches(index, 'bod bieding')).toEqual({missing: [], records: new Set()})
  })
})

describe('one stemmer for index and query', () => {
  const families = wordFamilies(['bied', 'biedt', 'bieden', 'geboden', 'bieding', 'biedingen', 'bod', 'kaart', 'kaarten', 'pas', 'passen', 'past', 'gepast', 'verboden', 'verbieden', 'al', 'alle', 'als', 'alert'])

  it('makes the forms of one verb one lemma: present tense, infinitive, strong participle, with its prefix', () => {
    expect(['biedt', 'bieden', 'geboden', 'bied', 'bood'].map(families.forms)).toEqual(Array(5).fill(['bied', 'biedt', 'bieden', 'geboden']))
    expect([families.forms('passen'), families.forms('verbood'), families.forms('kaart')]).toEqual([
      ['pas', 'passen', 'past', 'gepast'],
      ['verboden', 'verbieden'],
      ['kaart', 'kaarten']
    ])
  })

  it('takes a -t off only where the texts hold the verb: kaart is no form of a verb *kaaren*', () => {
    expect([families.lemma('kaart'), families.lemma('biedt')]).toEqual(['kart', 'bied'])
  })

  it('relates words of one family by their stem, four letters at least, never mere prefixes', () => {
    expect([families.related('bieden'), families.related('alle'), families.related('alerteren')]).toEqual([['bieding', 'biedingen'], [], ['alert']])
  })
})

describe('what a query finds', () => {
  const index = searchWords(
    [
      {id: 'nl_a', text: 'De LT biedt voor de beurt.'},
      {id: 'nl_b', text: 'Zijn linker tegenstander heeft geboden.'},
      {id: 'nl_c', text: 'De linker hand; een tegenstander bood vóór de beurt.'}
    ],
    [['linker tegenstander', 'LT', 'linkertegenstander']]
  )
  const matcher = queryMatcher(index)

  it('finds forms and equivalents by words, and leaves a phrase of equivalents to be checked side by side', () => {
    const terms = matcher.terms('linkertegenstander bieden')
    expect(terms.map((t) => [t.text, t.forms])).toEqual([
      // Only words the texts hold; biedt is no form of bieden where no text holds bieden (a -t comes off only then).
      ['linkertegenstander', [['linker', 'tegenstander'], ['lt']]],
      ['bieden', [['bood'], ['geboden']]]
    ])
    expect(matcher.records(terms, 'forms')).toEqual({sure: new Set(), check: new Set([1, 2])})
    expect([termPositions('Zijn linker tegenstander heeft geboden.', terms, 'forms'), termPositions('De linker hand; een tegenstander bood.', terms, 'forms')]).toEqual([[[1, 2], [4]], null])
  })

  it('finds a quoted phrase only as typed, accents included', () => {
    const terms = matcher.terms('"voor de beurt"')
    expect(matcher.records(terms, 'related')).toEqual({sure: new Set(), check: new Set([0])})
    expect(termPositions('De linker hand; een tegenstander bood vóór de beurt.', terms, 'literal')).toBeNull()
  })

  it('marks the words found in an excerpt of the words around the first', () => {
    expect(excerptAt('een twee <drie> vier vijf zes', [2, 3], 4)).toBe('een twee <mark>&lt;drie&gt;</mark> <mark>vier</mark> …')
  })
})

describe('where a word found in a change sits', () => {
  it('counts the inserted and deleted words as Pagefind counts positions: words between white space', () => {
    expect(changeContent('speler een onopzettelijk', 'Een speler … abusievelijk')).toEqual({content: 'speler een onopzettelijk … Een speler … abusievelijk', delen: '3 4'})
    expect(changeContent('', 'weg')).toEqual({content: 'weg', delen: '0 1'})
  })

  it('shows each part holding a match under its label: added before the separator, removed after it', () => {
    const {content, delen} = changeContent('speler een onopzettelijk', 'Een speler … abusievelijk')
    const word = (text: string, match = false) => ({text, match})
    expect(snippetParts(content, delen, [0, 5])).toEqual([
      {part: 'toegevoegd', words: [word('speler', true), word('een'), word('onopzettelijk')], before: false, after: false},
      {part: 'geschrapt', words: [word('Een'), word('speler', true), word('…'), word('abusievelijk')], before: false, after: false}
    ])
    expect(snippetParts(content, delen, [2]).map((part) => part.part)).toEqual(['toegevoegd'])
    // Only deleted words: they begin at the first word.
    expect(snippetParts('weg daar', '0 2', [1])).toEqual([{part: 'geschrapt', words: [word('weg'), word('daar', true)], before: false, after: false}])
  })

  it('calls every match of a change without counts kept, cut to the words around the matches', () => {
    const text = 'een twee drie vier vijf zes zeven acht negen tien'
    expect(snippetParts(text, null, [5], 2)).toEqual([
      {
        part: 'behouden',
        words: ['vier', 'vijf', 'zes', 'zeven', 'acht'].map((w) => ({text: w, match: w === 'zes'})),
        before: true,
        after: true
      }
    ])
    expect(snippetParts(text, null, [])).toEqual([])
  })
})
