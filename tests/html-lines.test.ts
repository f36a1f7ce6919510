// The rendered HTML of a wiki page as the lines of a source: what MediaWiki 1.39 (Debian's) gives
// for a page that holds every block form the wiki's law texts use, saved in tests/fixtures/import/
// with the wikitext it was rendered from.
import {readFileSync} from 'node:fs'
import {expect, test} from 'vitest'
import {renderedLines} from '../src/import/html-lines.ts'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/import/${name}`, import.meta.url), 'utf8')

test('a rendered page keeps headings, line breaks, indented and numbered items, tables, rules and a doubled blank line', () => {
  expect(renderedLines(fixture('sample.html')).split('\n')).toEqual([
    'Artikel 9 Gang van zaken',
    '',
    'A. De aandacht vestigen',
    'Elke speler mag de aandacht vestigen.',
    '',
    '- 1. Kleur wordt later aangeduid',
    '- - Als die kleur later aangeduid wordt, is er geen voorspeelstraf.',
    '',
    '1. eerste punt',
    '2. tweede punt',
    '- - een streepje',
    '',
    'Fout | Straf',
    'te laat | 1 slag',
    '',
    '',
    'Na twee lege regels.',
    '',
    '---',
    '',
    '1) Een voetnoot.'
  ])
})

test('edit links, the table of contents, hidden parts and comments are no text', () => {
  const html =
    '<div class="mw-parser-output"><div id="toc" class="toc"><h2>Inhoud</h2><ul><li>1 Kop</li></ul></div><h2><span class="mw-headline">Kop</span><span class="mw-editsection">[bewerken]</span></h2><!-- NewPP limit report --><p>Tekst<span style="display: none">verborgen</span>.</p><style>.x{}</style></div>'
  expect(renderedLines(html)).toBe('Kop\n\nTekst.')
})

test('a numbered list keeps its start, and footnotes made with Cite keep their numbers under a rule', () => {
  const html =
    '<ol start="3"><li>derde</li><li>vierde</li></ol><p>Zie de regel<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup> en de andere<sup class="reference"><a>[12]</a></sup>.</p><div class="mw-references-wrap"><ol class="references"><li id="cite_note-1"><span class="mw-cite-backlink"><a href="#cite_ref-1">↑</a></span> <span class="reference-text">Een noot.</span></li><li><span class="mw-cite-backlink">↑</span> <span class="reference-text">Nog een.</span></li></ol></div>'
  expect(renderedLines(html).split('\n')).toEqual(['3. derde', '4. vierde', '', 'Zie de regel¹⁾ en de andere¹²⁾.', '', '---', '', '1) Een noot.', '2) Nog een.'])
})

test('whitespace inside a paragraph collapses as a browser shows it, and an empty page gives no lines', () => {
  expect(renderedLines('<p>  Een   bod\n  duidt <i>een</i>\taantal\n</p>')).toBe('Een bod duidt een aantal')
  expect(renderedLines('<div class="mw-parser-output"></div>')).toBe('')
})
