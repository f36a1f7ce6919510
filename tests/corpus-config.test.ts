// laws/corpus.json is checked against its schema: whatever is wrong is an error at its place in the
// file, the run stops before reading any source, and nothing else is reported about it.
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020.js'
import {VFile} from 'vfile'
import {reporter} from 'vfile-reporter'
import {describe, expect, test, vi} from 'vitest'
import {z} from 'zod'
import {runDataStage} from '../scripts/data-stage.ts'
import {corpusConfigSchema, parseCorpusConfig} from '../src/corpus-config.ts'
import {loadCorpus, readConfig} from '../src/corpus.ts'
import {runPipeline} from '../src/pipeline.ts'
import {hasErrors} from '../src/rules.ts'
import {lawsDir} from './helpers/corpus.ts'
import {configForSources} from './helpers/files.ts'

const real = readFileSync(path.join(lawsDir, 'corpus.json'), 'utf8')

/** The real file with `from` replaced by `to` (which must be there). */
const edited = (from: string, to: string) => {
  if (!real.includes(from)) throw new Error(`Unexpected laws/corpus.json without ${from}, expected the text a test changes`)
  return real.replace(from, to)
}

const lines = (file: VFile) =>
  file.messages.map((message) => {
    const place = message.place && 'start' in message.place ? `${message.place.start.line}:${message.place.start.column}-${message.place.end.line}:${message.place.end.column}` : 'no place'
    return `${place} ${message.fatal ? 'error' : 'warning'} ${message.ruleId} ${message.reason}`
  })

const check = (text: string) => {
  const file = new VFile({path: 'laws/corpus.json', value: text})
  const config = parseCorpusConfig(file)
  return {config, messages: lines(file)}
}

describe('laws/corpus.json', () => {
  test('the real file is valid, and valid against its published JSON Schema', () => {
    expect(check(real)).toEqual({config: JSON.parse(real) as unknown, messages: []})
    const validate = new Ajv2020({strict: true}).compile(z.toJSONSchema(corpusConfigSchema))
    expect(validate(JSON.parse(real))).toBe(true)
    expect(validate({...(JSON.parse(real) as object), nois: []})).toBe(false)
  })

  test('a missing title is an error at the object it is missing from', () => {
    expect(check(edited('  "title": "Spelregels voor wedstrijdbridge",\n', '')).messages).toEqual([
      "1:1-1:2 error corpus-config Unexpected object without `title`, expected a string: the corpus's name, as the site and the downloads show it"
    ])
    expect(check(edited('"title": "Spelregels voor wedstrijdbridge"', '"title": ""')).messages).toEqual(["2:12-2:14 error corpus-config Unexpected empty `title`, expected a text: the corpus's name, as the site and the downloads show it"])
  })

  test('a header pattern that is no regular expression, or lacks a named group, is an error at its value', () => {
    expect(check(edited('(?<page>[A-Za-z0-9_-]+)$', '(?<page>[A-Za-z0-9_-]+$')).messages).toEqual([
      '5:20-5:74 error corpus-config Unexpected `headerPattern` `"^Sjabloon:(?<edition>\\\\d{4}):(?<page>[A-Za-z0-9_-]+$"`, which is no regular expression (Unterminated group), expected a regular expression with the named groups `edition` and `page`'
    ])
    expect(check(edited('(?<edition>\\\\d{4}):(?<page>', '(\\\\d{4}):(')).messages).toEqual([
      '5:20-5:58 error corpus-config Unexpected `headerPattern` `"^Sjabloon:(\\\\d{4}):([A-Za-z0-9_-]+)$"`, which lacks the groups `edition` and `page`, expected a regular expression with the named groups `edition` and `page`'
    ])
  })

  test('noise entries must be strings, and those written /.../ valid regular expressions', () => {
    const text = edited('"Uit Spelregels voor tafelarbiters"', '42').replace('"/^\\\\(wijz\\\\) ', '"/^(wijz\\\\) ')
    expect(check(text).messages).toEqual([
      '7:5-7:7 error corpus-config Unexpected number `42` at `noise[0]`, expected a string: a line of wiki chrome as it stands, or a `/regular expression/` such a line matches',
      '9:5-9:38 error corpus-config Unexpected `noise[2]` `"/^(wijz\\\\) ← Oudere versie \\\\|/"`, which is no regular expression (Unterminated group), expected a line as it stands, or a valid `/regular expression/`'
    ])
  })

  test('equivalents must be a list of lists of strings; page patterns need their groups', () => {
    const text = edited('"WL"\n    ]', '"WL"\n    ],\n    "LT"').replace('"reglementair",', '7,').replace('(?<lid>(?<!-)', '((?<!-)')
    expect(check(text).messages).toEqual([
      '27:5-27:9 error corpus-config Unexpected string `"LT"` at `equivalents[3]`, expected a list: a group of words that mean the same, such as `["wedstrijdleider", "WL"]`',
      '29:7-29:8 error corpus-config Unexpected number `7` at `equivalents[4][0]`, expected a string',
      '53:12-53:68 error corpus-config Unexpected `pages.lid` `"^(?<article>\\\\d+[a-z]?)-?((?<!-)[A-Z]|(?<=-)\\\\d{1,2})$"`, which lacks the group `lid`, expected a regular expression with the named groups `article` and `lid`'
    ])
  })

  test('rule words must be single words, and pointer phrases written /.../ valid regular expressions', () => {
    const text = edited('"tenzij", "mits"', '"tenzij", "mits niet"').replace('"/^\\\\(?zie\\\\b/"', '"/^(zie/"')
    expect(check(text).messages).toEqual([
      '77:31-77:42 error corpus-config Unexpected `language.ruleWords.condition[1]` `"mits niet"`, expected one word of letters or digits, such as `moet`',
      '85:36-85:45 error corpus-config Unexpected `language.pointers[1]` `"/^(zie/"`, which is no regular expression (Unterminated group), expected words as they stand, or a valid `/regular expression/`'
    ])
  })

  test('a pattern that can backtrack without bound is an error at its value, exponential or polynomial', () => {
    const text = edited('"/^\\\\(wijz\\\\) ← Oudere versie \\\\|/"', '"/^(a+)+$/"')
      .replace('(?<page>[A-Za-z0-9_-]+)$', '(?<page>(\\\\w|\\\\w)*)$')
      .replace('"/^\\\\(?zie\\\\b/"', '"/^(a|a)*$/"')
      .replace('"pages": {', '"typography": {"1963": {"articleHeadings": ["^(?<number>\\\\d+)\\\\. (?<title>(\\\\w+\\\\s?)*)$"]}},\n  "pages": {')
    expect(check(text).messages).toEqual([
      '5:20-5:71 error corpus-config Unexpected `headerPattern` `"^Sjabloon:(?<edition>\\\\d{4}):(?<page>(\\\\w|\\\\w)*)$"`, which can backtrack without bound: `(\\w|\\w)*` can read the same text in more than one way, which the engine tries one by one, expected a regular expression with the named groups `edition` and `page`',
      '9:5-9:16 error corpus-config Unexpected `noise[2]` `"/^(a+)+$/"`, which can backtrack without bound: `(a+)+` can divide a run of `a` among the rounds of `a+` in more than one way, expected a line as it stands, or a valid `/regular expression/`',
      '50:47-50:91 error corpus-config Unexpected `typography.1963.articleHeadings[0]` `"^(?<number>\\\\d+)\\\\. (?<title>(\\\\w+\\\\s?)*)$"`, which can backtrack without bound: `(\\w+\\s?)*` can divide a run of `A` among the rounds of `\\w+` in more than one way, expected a regular expression with the named groups `number` and `title`',
      '86:36-86:48 error corpus-config Unexpected `language.pointers[1]` `"/^(a|a)*$/"`, which can backtrack without bound: `(a|a)*` can read the same text in more than one way, which the engine tries one by one, expected words as they stand, or a valid `/regular expression/`'
    ])
  })

  test('an unknown key is an error at the key, at any depth', () => {
    const text = edited('"wiki":', '"nois": [],\n  "wiki":').replace('"lid": "', '"lids": "')
    expect(check(text).messages).toEqual([
      '3:3-3:9 error corpus-config Unexpected key `nois`, expected one of `$schema`, `title`, `wiki`, `site`, `api`, `headerPattern`, `noise`, `pages`, `typography`, `address`, `sourceUrl`, `revisionUrl`, `editions`, `sources`, `leftOut`, `language`, `equivalents`, `rights`',
      '53:5-53:11 error corpus-config Unexpected key `lids` in `pages`, expected one of `article`, `lid`'
    ])
  })

  test('declared editions need a label, both dates, each date with its source, dates a calendar has, and `until` not before `from`', () => {
    const source = '{"url": "https://example.org/voorwoord", "quote": "van kracht"}'
    const text = edited('{"edition": "1963", "from": null, "until": null}', '{"edition": "1963", "from": {"date": "1963-13", "source": {"url": "voorwoord", "quote": ""}}, "until": null, "note": "x"}')
      .replace('{"edition": "1975", "from": null, "until": null}', `{"edition": "1975", "from": {"date": "1975-06", "source": ${source}}, "until": {"date": "1975-05-31", "source": ${source}}}`)
      .replace('{"edition": "1987", "from": null, "until": null}', '{"edition": "19 87", "from": "1987-09-01"}')
      .replace('{"edition": "2017", "from": {"date": "2017-09-01"', '{"edition": "2017", "from": {"date": "2017-02-30"')
    expect(check(text).messages).toEqual([
      '61:42-61:51 error corpus-config Unexpected `editions[4].from.date` `"1963-13"`, expected a date `YYYY`, `YYYY-MM` or `YYYY-MM-DD`',
      '61:71-61:82 error corpus-config Unexpected `editions[4].from.source.url` `"voorwoord"`, expected an http(s) address',
      '61:93-61:95 error corpus-config Unexpected empty `editions[4].from.source.quote`, expected a text',
      '61:114-61:120 error corpus-config Unexpected key `note` in `editions[4]`, expected one of `edition`, `from`, `until`, `about`',
      '62:147-62:159 error corpus-config Unexpected `editions[5].until.date` `"1975-05-31"`, which is before its `from` `1975-06`, expected a date on or after `from`',
      '64:5-64:6 error corpus-config Unexpected `editions[7]` without `until`, expected an object: the day the next edition replaced it as far as a source gives it, with that source, or null: no source says (or still in force)',
      '64:17-64:24 error corpus-config Unexpected `editions[7].edition` `"19 87"`, expected an edition label of letters, digits and `-`, such as `1987`',
      // A bare date is refused: every date comes with its source.
      '64:34-64:46 error corpus-config Unexpected string `"1987-09-01"` at `editions[7].from`, expected an object: the first day it applied as far as a source gives it, with that source, or null: no source says',
      '67:42-67:54 error corpus-config Unexpected `editions[10].from.date` `"2017-02-30"`, expected a date `YYYY`, `YYYY-MM` or `YYYY-MM-DD`'
    ])
  })

  test('declared editions stand each once, in the order they applied (a year is enough to tell)', () => {
    const dated = (date: string) => `{"date": "${date}", "source": {"url": "https://example.org/voorwoord", "quote": "van kracht"}}`
    const text = edited('{"edition": "1975", "from": null, "until": null}', `{"edition": "1975", "from": ${dated('1975-06')}, "until": null}`)
      .replace('{"edition": "1982", "from": null, "until": null,', `{"edition": "1982", "from": ${dated('1974')}, "until": ${dated('1982')},`)
      .replace('{"edition": "1987", "from": null, "until": null}', '{"edition": "1963", "from": null, "until": null}')
    expect(check(text).messages).toEqual([
      '63:42-63:48 error corpus-config Unexpected `editions[6].from.date` `"1974"`, which is before the `from` `1975-06` of edition 1975 above it, expected the editions in the order they applied',
      '64:17-64:23 error corpus-config Unexpected `editions[7].edition` `"1963"`, which `editions[4]` declares already, expected each edition once'
    ])
    // Partial dates compare as far as both go: `1975` is not before `1975-06`.
    expect(check(edited('{"edition": "1975", "from": null, "until": null}', `{"edition": "1975", "from": ${dated('1975-06')}, "until": ${dated('1975')}}`)).messages).toEqual([])
  })

  test('an edition ends on the day the next one begins: sources that give the two differently contradict each other', () => {
    const text = edited('"until": {"date": "2008-09-01", "source": {"url": "https://gebruikershandleiding.com', '"until": {"date": "2008-08-01", "source": {"url": "https://gebruikershandleiding.com')
    expect(check(text).messages).toEqual([
      '65:309-65:321 error corpus-config Unexpected `editions[8].until.date` `"2008-08-01"`, which contradicts the `from` `2008-09-01` of edition 2007 below it (https://gebruikershandleiding.com/Algemeen-Bridge/preview-handleiding-830743.html?page=0003), expected the day the next edition began'
    ])
  })

  test("the collection's own address is an http(s) origin, its path the build's `--base`", () => {
    const at = (address: string) => check(edited('"site": "keesboek.com",', `"site": "keesboek.com",\n  "address": "${address}",`)).messages
    expect(at('https://spelregels.example')).toEqual([])
    expect([...at('https://spelregels.example/spelregels/'), ...at('spelregels.example'), ...at('ftp://spelregels.example')]).toEqual([
      '5:14-5:54 error corpus-config Unexpected `address` `"https://spelregels.example/spelregels/"`, which has more than an origin (a path goes in the build\'s `--base`), expected an http(s) origin such as `https://example.org`',
      '5:14-5:34 error corpus-config Unexpected `address` `"spelregels.example"`, which is no address, expected an http(s) origin such as `https://example.org`',
      '5:14-5:40 error corpus-config Unexpected `address` `"ftp://spelregels.example"`, which is no http(s) address, expected an http(s) origin such as `https://example.org`'
    ])
  })

  test('the wiki addresses must be http(s) addresses with `{page}` (and `{oldid}`) in them', () => {
    const text = edited('"https://keesboek.com/index.php?title={page}"', '"https://keesboek.com/index.php"').replace('"https://keesboek.com/index.php?oldid={oldid}&title={page}"', '"keesboek.com/{page}/{oldid}"')
    expect(check(text).messages).toEqual([
      '54:16-54:48 error corpus-config Unexpected `sourceUrl` `"https://keesboek.com/index.php"`, which lacks `{page}`, expected an http(s) address with `{page}` in it',
      '55:18-55:47 error corpus-config Unexpected `revisionUrl` `"keesboek.com/{page}/{oldid}"`, which is no http(s) address, expected an http(s) address with `{page}` and `{oldid}` in it'
    ])
  })

  test('a source is declared by its path below laws/, with a day the calendar has and a revision number of digits', () => {
    const text = edited('"1975/HV3.md": {"retrieved": "2026-11-29"}', '"1975/HV3.md": {"retrieved": "2026-02-30"}')
      .replace('"1982/HV4.md": {"retrieved": "2026-11-29"}', '"1982/HV4.md": {"retrieved": "29 november 2026", "oldid": "r12"}')
      .replace('"1987/HIV.md": {"retrieved": "2026-11-29"}', '"1987/HIV.md": {"retrieved": "2026-11"}')
      .replace('"1987/HV2.md": {"retrieved": "2026-11-29"}', '"1987/HV2.md": {"oldid": "4003"}')
    expect(check(text).messages).toEqual([
      '89:34-89:46 error corpus-config Unexpected `sources["1975/HV3.md"].retrieved` `"2026-02-30"`, expected a day `YYYY-MM-DD` the calendar has',
      '90:34-90:52 error corpus-config Unexpected `sources["1982/HV4.md"].retrieved` `"29 november 2026"`, expected a day `YYYY-MM-DD` the calendar has',
      '90:63-90:68 error corpus-config Unexpected `sources["1982/HV4.md"].oldid` `"r12"`, expected a revision number of digits, such as `4003`',
      '91:34-91:43 error corpus-config Unexpected `sources["1987/HIV.md"].retrieved` `"2026-11"`, expected a day `YYYY-MM-DD` the calendar has',
      '92:20-92:21 error corpus-config Unexpected `sources["1987/HV2.md"]` without `retrieved`, expected a string: the day the text was taken from the wiki, `YYYY-MM-DD` (for a source already in the collection: the day its file was added, `git log --diff-filter=A --follow --format=%as -- laws/<path>`)'
    ])
    // A key that is no source's path is reported at the key.
    expect(check(edited('"1987/HIV.md": {', '"HIV": {')).messages).toEqual(['91:5-91:10 error corpus-config Unexpected key `HIV` in `sources`, expected a source by its path below `laws/`, such as `1987/HV2.md`'])
  })

  test('text that is no JSON is an error where parsing stopped', () => {
    expect(check(edited('"site": "keesboek.com",', '"site": "keesboek.com"')).messages).toEqual(["5:3-5:18 error corpus-config Unexpected text that is not JSON (Expected ',' between values), expected a JSON object"])
    expect(check('{\n  "title": tru\n}\n').messages).toEqual(['2:12-2:15 error corpus-config Unexpected text that is not JSON (`tru` is no JSON value), expected a JSON object'])
    expect(check('').messages).toEqual(['1:1-1:1 error corpus-config Unexpected text that is not JSON (Unexpected end of JSON input), expected a JSON object'])
    expect(check('[]').messages).toEqual(['1:1-1:3 error corpus-config Unexpected list, expected an object: what the corpus is and how its sources are read (docs/diagnostics.md#corpus-config)'])
  })

  test('a byte order mark is allowed', () => {
    expect(check(`\uFEFF${real}`).messages).toEqual([])
  })

  test('readConfig, for tools and tests, throws what is wrong', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'corpus-config-'))
    writeFileSync(path.join(dir, 'corpus.json'), edited('"wiki":', '"nois": [],\n  "wiki":'))
    expect(() => readConfig(dir)).toThrow('corpus.json:3:3: Unexpected key `nois`')
  })
})

describe('the day each source was taken (`sources`)', () => {
  /** A project of `sources` (`{'1987/HV2.md': text}`) with the real corpus.json, its `sources` replaced by `declared`. */
  const project = (sources: Record<string, string>, declared: string) => {
    const root = mkdtempSync(path.join(tmpdir(), 'corpus-config-sources-'))
    mkdirSync(path.join(root, 'laws'))
    writeFileSync(path.join(root, 'laws', 'corpus.json'), `${configForSources(real, []).replace(/\n\}\n$/, '')},\n  "sources": {\n${declared}\n  }\n}\n`)
    for (const [file, text] of Object.entries(sources)) {
      mkdirSync(path.dirname(path.join(root, 'laws', file)), {recursive: true})
      writeFileSync(path.join(root, 'laws', file), text)
    }
    return root
  }
  const text = (edition: string, page: string, {number = '23', revision = ''} = {}) => `Sjabloon:${edition}:${page}\n${revision}\nArtikel ${number} Titel\n\nTekst.\n`
  // The wiki's revision line above the text, with the revision's link (wiki chrome, out of the law text).
  const printed = (page: string) => text('1997', page, {revision: `Versie door Kees op 12 mrt 2026 om 14:33 (https://keesboek.com/index.php?title=Sjabloon:1997:${page}&oldid=4003)\n`})

  test('a source that prints no revision needs a day; a declared source laws/ lacks, a day before the printed revision and another number than it prints are impossible', () => {
    const root = project(
      {'1987/HV2.md': text('1987', 'HV2'), '1987/HV3.md': text('1987', 'HV3', {number: '24'}), '1997/HV2.md': printed('HV2')},
      ['    "1987/HV2.md": {"retrieved": "2026-11-29"},', '    "1997/HV2.md": {"retrieved": "2026-03-11", "oldid": "4004"},', '    "1975/HV9.md": {"retrieved": "2026-11-29"}'].join('\n')
    )
    const corpus = loadCorpus(path.join(root, 'laws'), {cwd: root})
    expect(corpus.files.flatMap((file) => lines(file).map((line) => `${file.path}:${line}`))).toEqual([
      'laws/corpus.json:92:34-92:46 warning source-retrieval-impossible Unexpected `retrieved` `2026-03-11` for `1997/HV2.md`, before the revision it prints (2026-03-12), expected the day the text was taken, on or after 2026-03-12',
      'laws/corpus.json:92:57-92:63 warning source-retrieval-impossible Unexpected `oldid` `4004` for `1997/HV2.md`, which prints revision 4003, expected 4003 or none',
      'laws/corpus.json:93:5-93:18 warning source-declaration-unknown Unexpected source `1975/HV9.md` in `sources`, which laws/ does not hold, expected the path below laws/ of a source (`1987/HV2.md`, `1987/HV3.md`, `1997/HV2.md`)',
      'laws/1987/HV3.md:1:1-1:18 warning source-undated Unexpected source that prints no revision and has no day it was taken, expected `"1987/HV3.md": {"retrieved": "YYYY-MM-DD"}` in `sources` of laws/corpus.json (see README.md, "Add a source")'
    ])
    // Each source's day as declared; the one that prints its revision keeps its own number.
    expect(corpus.editions.flatMap((edition) => edition.sources.map((source) => [source.path, source.retrieved, source.oldid]))).toEqual([
      ['laws/1987/HV2.md', '2026-11-29', null],
      ['laws/1987/HV3.md', null, null],
      ['laws/1997/HV2.md', '2026-03-11', '4003']
    ])
  })

  test('without `sources`, no source is asked for its day', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'corpus-config-sources-'))
    mkdirSync(path.join(root, 'laws', '1987'), {recursive: true})
    writeFileSync(path.join(root, 'laws', 'corpus.json'), configForSources(real, []))
    writeFileSync(path.join(root, 'laws', '1987', 'HV3.md'), text('1987', 'HV3'))
    expect(loadCorpus(path.join(root, 'laws'), {cwd: root}).files.flatMap(lines)).toEqual([])
  })
})

describe('a broken laws/corpus.json stops the run', () => {
  /** A project with one source, the real maintainer's files and `config` as laws/corpus.json. */
  const project = (config: string) => {
    const root = mkdtempSync(path.join(tmpdir(), 'corpus-config-run-'))
    mkdirSync(path.join(root, 'laws', '1987'), {recursive: true})
    writeFileSync(path.join(root, 'laws', 'corpus.json'), configForSources(config, ['1987/HV2.md']))
    writeFileSync(path.join(root, 'laws', '1987', 'HV2.md'), 'Sjabloon:1987:HV2\n\nArtikel 23 Titel\n\nTekst.\n')
    for (const name of ['concordance.txt', 'urls.txt', 'lineages.txt']) writeFileSync(path.join(root, 'laws', name), readFileSync(path.join(lawsDir, name)))
    return root
  }

  test('a transcribed edition that the declared editions lack is reported at `editions`, and the rest is read', () => {
    const root = project(real.replace('{"edition": "1987", "from": null, "until": null},\n', ''))
    const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
    expect(pipeline.files.find((file) => file.path === 'laws/corpus.json')!.messages.map((message) => `${message.line}:${message.column} ${message.ruleId} ${message.reason}`)).toEqual([
      '56:3 edition-undeclared Unexpected edition `1987` in laws/ that `editions` does not declare, expected `{"edition": "1987", "from": null, "until": null}` in its place among `1932`, `1936`, `1949`, `1959`, `1963`, `1975`, `1982`, `1997`, `2007`, `2017` (dates where known)'
    ])
    expect(pipeline.corpus.editions.map((edition) => edition.edition)).toEqual(['1987'])
  })

  test('only the configuration is reported: no source is read, the maintainer files are not checked against nothing', () => {
    const root = project(edited('"site": "keesboek.com",', '"site": 7,'))
    const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
    expect(pipeline.files.flatMap((file) => lines(file).map((line) => `${file.path}:${line}`))).toEqual(['laws/corpus.json:4:11-4:12 error corpus-config Unexpected number `7` at `site`, expected a string: the site of that wiki'])
    expect(pipeline.corpus.editions).toEqual([])
    expect(hasErrors(pipeline.files)).toBe(true)
  })

  test('a noise pattern that backtracks without bound is refused before it meets a line it would take hours on', () => {
    const root = project(edited('"/^\\\\(wijz\\\\) ← Oudere versie \\\\|/"', '"/^(a+)+$/"'))
    // 40 characters: `^(a+)+$` tries 2^39 ways to split them before it gives up at the `!`.
    writeFileSync(path.join(root, 'laws', '1987', 'HV2.md'), `Sjabloon:1987:HV2\n\n${'a'.repeat(40)}!\n\nArtikel 23 Titel\n\nTekst.\n`)
    const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
    expect(pipeline.files.flatMap((file) => lines(file).map((line) => `${file.path}:${line}`))).toEqual([
      'laws/corpus.json:9:5-9:16 error corpus-config Unexpected `noise[2]` `"/^(a+)+$/"`, which can backtrack without bound: `(a+)+` can divide a run of `a` among the rounds of `a+` in more than one way, expected a line as it stands, or a valid `/regular expression/`'
    ])
    expect(pipeline.corpus.editions).toEqual([])
  })

  test('the data stage prints it like every other error and stops, without a stack trace', async () => {
    const root = project('{"title": "x",}')
    const printed: string[] = []
    const spy = vi.spyOn(console, 'error').mockImplementation((text: string) => void printed.push(text))
    try {
      expect(await runDataStage({root})).toEqual({ok: false, errors: 1})
    } finally {
      spy.mockRestore()
    }
    const output = printed.join('\n')
    expect(output).toContain('laws/corpus.json\n1:15')
    expect(output).toContain('Unexpected text that is not JSON (Expected double-quoted property name), expected a JSON object')
    expect(output).toContain('Data stage stopped')
    expect(output).not.toMatch(/\bat .*\.ts:\d+/)
    expect(reporter([])).toBe('')
  })
})
