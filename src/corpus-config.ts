// `laws/corpus.json`: the corpus's name, its wiki, the address its own site is served from, how a
// source's first line reads, which lines are wiki chrome and which words mean the same. Read with a Zod schema (published beside the API's as
// `corpus-config.schema.json`); whatever is wrong in it is reported on the file, at the key or
// value it concerns, and no source is read with it.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {Position} from 'unist'
import {VFile} from 'vfile'
import {z} from 'zod'
import {isEditionLabel} from './ids.ts'
import {jsonPlace, jsonSyntaxError, placeOf, type JsonPath} from './json-places.ts'
import {noisePattern} from './parse/lines.ts'
import {quote, report} from './rules.ts'
import {phrasePattern} from './language.ts'
import {unboundedBacktracking} from './safe-pattern.ts'
import {isCalendarDate} from './vocabulary.ts'

/** Where the file lives, relative to the corpus folder (`laws/`). */
export const configFileName = 'corpus.json'

/** The header pattern as the first line of each source is read with it; `d` gives where its groups matched. */
export function headerRegExp(pattern: string): RegExp {
  return new RegExp(pattern, 'd')
}

/**
 * A regular expression written as a string, compiled with `compile`, that has the named groups
 * `groups` (every name, whether or not the groups take part in a match).
 */
function pattern(compile: (source: string) => RegExp, groups: string[], description: string) {
  return z
    .string()
    .superRefine((source, context) => {
      const expected = `a regular expression with the named group${groups.length === 1 ? '' : 's'} ${groups.map((group) => `\`${group}\``).join(' and ')}`
      let names: string[]
      try {
        compile(source)
        // An empty alternative lets it match the empty text, which shows every group's name.
        names = Object.keys(compile(`(?:${source})|`).exec('')?.groups ?? {})
      } catch (error) {
        context.addIssue({code: 'custom', input: source, message: expected, params: {problem: `which is no regular expression (${regExpError(error)})`}})
        return
      }
      const missing = groups.filter((group) => !names.includes(group))
      if (missing.length > 0) context.addIssue({code: 'custom', input: source, message: expected, params: {problem: `which lacks the group${missing.length === 1 ? '' : 's'} ${missing.map((group) => `\`${group}\``).join(' and ')}`}})
      else refuseBacktracking(source, compile(source), context, expected)
    })
    .meta({description})
}

/** A compiled pattern that can backtrack without bound (src/safe-pattern.ts) is an issue at its value. */
function refuseBacktracking(input: string, compiled: RegExp | null, context: z.core.$RefinementCtx<string>, expected: string): void {
  const problem = compiled && unboundedBacktracking(compiled)
  if (problem) context.addIssue({code: 'custom', input, message: expected, params: {problem}})
}

/** What V8 says is wrong with a regular expression, without the expression it repeats. */
function regExpError(error: unknown): string {
  return (error as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, '')
}

/**
 * An entry that is text as it stands, or a `/regular expression/` the maintainer wrote: `compile`
 * turns such an entry into the expression it runs as (null for text as it stands), which must be
 * valid and unable to backtrack without bound.
 */
function textOrPattern(compile: (entry: string) => RegExp | null, expected: string, {nonEmpty = false}: {nonEmpty?: boolean} = {}) {
  return (nonEmpty ? z.string().min(1) : z.string()).superRefine((entry, context) => {
    let compiled: RegExp | null
    try {
      compiled = compile(entry)
    } catch (error) {
      context.addIssue({code: 'custom', input: entry, message: expected, params: {problem: `which is no regular expression (${regExpError(error)})`}})
      return
    }
    refuseBacktracking(entry, compiled, context, expected)
  })
}

/** A noise entry: a line as it stands, or `/a regular expression/` (compiled as src/parse/lines.ts does). */
const noiseEntry = textOrPattern(noisePattern, 'a line as it stands, or a valid `/regular expression/`').meta({
  description: 'a line of wiki chrome as it stands, or a `/regular expression/` such a line matches'
})

/**
 * A phrase: words as they stand (whole words, any case), or a `/regular expression/` (compiled as
 * src/language.ts does). Words as they stand become a pattern of ours: only the maintainer's own is checked.
 */
const phraseEntry = textOrPattern((entry) => (entry.length > 2 && entry.startsWith('/') && entry.endsWith('/') ? phrasePattern(entry) : null), 'words as they stand, or a valid `/regular expression/`', {nonEmpty: true}).meta({
  description: 'words as they stand (whole words, any case), or a `/regular expression/` (flags `iu`)'
})

/** A rule word: one word of letters or digits. */
const ruleWord = z
  .string()
  .superRefine((word, context) => {
    if (!/^[\p{L}\p{N}]+$/u.test(word)) context.addIssue({code: 'custom', input: word, message: 'one word of letters or digits, such as `moet`'})
  })
  .meta({description: 'a word whose coming or going changes a rule, compared without case and accents'})

/** Page name patterns are compiled with `u`, as src/parse/pages.ts does. */
const pageName = (source: string) => new RegExp(source, 'u')

/** Line forms (article headings) are compiled with `u`, over a line's text as the parser reads it. */
const lineForm = (source: string) => new RegExp(source, 'u')

/** Label forms an edition may declare: `a)` (a letter with a closing parenthesis). */
export const labelStyles = ['letter-paren'] as const

export type EditionTypography = NonNullable<z.infer<typeof corpusConfigSchema>['typography']>[string]

const text = (description: string) => z.string().min(1).meta({description})

/** A date whole or in part, as far as it is known: `1987`, `1987-09`, `1987-09-01`. */
export const partialDatePattern = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/

/** Whether partial date `a` ends before partial date `b` starts (`1986` before `1987-01`; `1987` not before `1987-05`). */
export function endsBefore(a: string, b: string): boolean {
  const length = Math.min(a.length, b.length)
  return a.slice(0, length) < b.slice(0, length)
}

/** Whether two partial dates may be one day: one is the other, or the other as far as it goes (`1997-09` and `1997-09-01`). */
export function sameDate(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a)
}

const partialDate = z.string().superRefine((value, context) => {
  const match = partialDatePattern.exec(value)
  // A day that does not exist (`1987-02-30`) is no date: `Date` would roll it over into March.
  const real = match && (match[3] === undefined || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value)
  if (!real) context.addIssue({code: 'custom', input: value, message: 'a date `YYYY`, `YYYY-MM` or `YYYY-MM-DD`'})
})

/** A string that is an http(s) address; `expected` says what one it must be. */
function httpAddress(expected: string) {
  return z.string().superRefine((value, context) => {
    let protocol = ''
    try {
      protocol = new URL(value).protocol
    } catch {
      // Reported below as no address.
    }
    if (protocol !== 'https:' && protocol !== 'http:') context.addIssue({code: 'custom', input: value, message: expected})
  })
}

/** A public source for a fact about an edition: where it is, and its own words that say so. */
const citation = z
  .strictObject({
    url: httpAddress('an http(s) address').meta({description: 'the address of the public source'}),
    quote: text('the words of the source that say so, quoted as printed')
  })
  .meta({description: 'a public source: its address and the words quoted from it'})

/** A source of `laws/` by its path below the folder: `1987/HV2.md`. */
const sourceKeyPattern = /^[^/\\]+\/[^/\\]+\.md$/

/** A revision's number on the wiki, as its address gives it (`oldid=4003`). */
const revisionNumber = z.string().superRefine((value, context) => {
  if (!/^[1-9]\d*$/.test(value)) context.addIssue({code: 'custom', input: value, message: 'a revision number of digits, such as `4003`'})
})

/**
 * When the maintainer took a source's text from the wiki, and the revision where they know its
 * number: what pins the text to one version of a page that keeps changing. Declared, never read
 * from a clock.
 */
const retrieval = z
  .strictObject({
    retrieved: z
      .string()
      .superRefine((value, context) => {
        if (!isCalendarDate(value)) context.addIssue({code: 'custom', input: value, message: 'a day `YYYY-MM-DD` the calendar has'})
      })
      .meta({description: 'the day the text was taken from the wiki, `YYYY-MM-DD` (for a source already in the collection: the day its file was added, `git log --diff-filter=A --follow --format=%as -- laws/<path>`)'}),
    oldid: revisionNumber.optional().meta({description: "the wiki's number of the revision the text was taken from (`oldid` in its address), where known; never guessed"}),
    timestamp: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
      .optional()
      .meta({description: 'when that revision was saved on the wiki, as its API gives it (`2019-08-20T03:53:00Z`); written by `npm run import`'}),
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional()
      .meta({description: 'the SHA-256 of the file as `npm run import` wrote it: a file that no longer has it was edited by hand since, and the import does not overwrite it unasked'}),
    includes: z
      .record(z.string().meta({description: 'a page the source transcludes, by its name on the wiki (`Sjabloon:1987:26A`)'}), revisionNumber)
      .optional()
      .meta({description: "the revision of every page of the edition the source's page transcludes, as it was imported: an edit of one of them changes the source"})
  })
  .meta({description: 'when a source was taken from the wiki, and from which revision where known'})

/** A date an edition started or stopped applying, never without the source that gives it. */
const datedFact = z
  .strictObject({date: partialDate.meta({description: 'the date as far as the source gives it: `1997`, `1997-09` or `1997-09-01`'}), source: citation})
  .nullable()
  .meta({description: 'the date with its source, or null where no source says'})

/**
 * What keeps `address` from being an origin (`https://example.org`), in words after "which": no
 * http(s) address, or one with a path, query, fragment or credentials; null when it is one.
 */
export function originProblem(address: string): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return 'which is no address'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'which is no http(s) address'
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return "which has more than an origin (a path goes in the build's `--base`)"
  return null
}

/** A web address with `{page}` (and `{oldid}` when `oldid`) in it, as a wiki page's address is built from it. */
function urlTemplate(description: string, {oldid = false}: {oldid?: boolean} = {}) {
  const names = oldid ? ['{page}', '{oldid}'] : ['{page}']
  return z
    .string()
    .superRefine((template, context) => {
      const missing = names.filter((name) => !template.includes(name))
      let protocol = ''
      try {
        protocol = new URL(names.reduce((url, name) => url.replaceAll(name, '1'), template)).protocol
      } catch {
        // Reported below as no address.
      }
      const problem = missing.length > 0 ? `which lacks ${missing.map((name) => `\`${name}\``).join(' and ')}` : protocol === 'https:' || protocol === 'http:' ? null : 'which is no http(s) address'
      if (problem) context.addIssue({code: 'custom', input: template, message: `an http(s) address with ${names.map((name) => `\`${name}\``).join(' and ')} in it`, params: {problem}})
    })
    .meta({description})
}

/** One edition the maintainer knows of, transcribed here or not, with the dates it applied where known. */
const editionDeclaration = z
  .strictObject({
    edition: z
      .string()
      .superRefine((label, context) => {
        if (!isEditionLabel(label)) context.addIssue({code: 'custom', input: label, message: 'an edition label of letters, digits and `-`, such as `1987`'})
      })
      .meta({description: 'the edition label, as its folder `laws/<edition>/` would be named'}),
    from: datedFact.meta({description: 'the first day it applied as far as a source gives it, with that source, or null: no source says'}),
    until: datedFact.meta({description: 'the day the next edition replaced it as far as a source gives it, with that source, or null: no source says (or still in force)'}),
    about: z
      .strictObject({text: text('what the edition was, in the words of the site (Dutch), such as `een Nederlandse versie, niet uitgebracht door de WBF`'), source: citation})
      .optional()
      .meta({description: 'what the edition was, where a source says it is not simply the international version of its year'})
  })
  .superRefine((entry, context) => {
    if (entry.from && entry.until && endsBefore(entry.until.date, entry.from.date)) {
      context.addIssue({code: 'custom', path: ['until', 'date'], input: entry.until.date, message: 'a date on or after `from`', params: {problem: `which is before its \`from\` \`${entry.from.date}\``}})
    }
  })
  .meta({description: 'an edition: its label and the dates it applied'})

/** The editions in the order they applied: each label once, and no edition applying before the one above it. */
const editionDeclarations = z
  .array(editionDeclaration)
  .superRefine((list, context) => {
    list.forEach((entry, k) => {
      const first = list.findIndex((other) => other.edition === entry.edition)
      if (first !== k) context.addIssue({code: 'custom', path: [k, 'edition'], input: entry.edition, message: 'each edition once', params: {problem: `which \`editions[${first}]\` declares already`}})
      // The day an edition ended is the day the next one began: two sources that give them differently contradict each other.
      const next = list[k + 1]
      if (entry.until && next?.from && !sameDate(entry.until.date, next.from.date)) {
        context.addIssue({
          code: 'custom',
          path: [k, 'until', 'date'],
          input: entry.until.date,
          message: 'the day the next edition began',
          params: {problem: `which contradicts the \`from\` \`${next.from.date}\` of edition ${next.edition} below it (${next.from.source.url})`}
        })
      }
      const before = list.slice(0, k).findLast((other) => other.from !== null)
      if (entry.from && before?.from && endsBefore(entry.from.date, before.from.date)) {
        context.addIssue({
          code: 'custom',
          path: [k, 'from', 'date'],
          input: entry.from.date,
          message: 'the editions in the order they applied',
          params: {problem: `which is before the \`from\` \`${before.from.date}\` of edition ${before.edition} above it`}
        })
      }
    })
  })
  .meta({description: 'every edition the maintainer knows of, transcribed or not, oldest first, with the dates it applied (null: unknown)'})

export const corpusConfigSchema = z
  .strictObject({
    $schema: z.string().optional().meta({description: 'where an editor finds this schema'}),
    title: text("the corpus's name, as the site and the downloads show it"),
    wiki: text('the wiki the sources are taken from'),
    site: text('the site of that wiki'),
    api: httpAddress("an http(s) address of the wiki's `api.php`").optional().meta({description: "the address of the wiki's `api.php`, where `npm run import` reads the pages from unless told another (`--wiki`)"}),
    headerPattern: pattern(headerRegExp, ['edition', 'page'], 'a regular expression the first line of every source matches, with named groups `edition` and `page`'),
    noise: z.array(noiseEntry).meta({description: 'wiki chrome copied with the pages: lines left out of the law text'}),
    pages: z
      .strictObject({
        article: pattern(pageName, ['article'], 'a regular expression over the page name of a per-article page, with the named group `article`').optional(),
        lid: pattern(pageName, ['article', 'lid'], 'a regular expression over the page name of a per-lid page, with the named groups `article` and `lid`').optional()
      })
      .optional()
      .meta({description: 'which page names are per-article and per-lid pages (src/parse/pages.ts has the defaults)'}),
    typography: z
      .record(
        z.string().meta({description: 'an edition label, such as `1963`'}),
        z
          .strictObject({
            pages: z
              .strictObject({
                article: pattern(pageName, ['article'], 'a regular expression over the page name of a per-article page of this edition, with the named group `article`').optional(),
                lid: pattern(pageName, ['article', 'lid'], 'a regular expression over the page name of a per-lid page of this edition, with the named groups `article` and `lid`').optional()
              })
              .optional()
              .meta({description: "this edition's page names, where they differ from `pages`"}),
            articleHeadings: z
              .array(pattern(lineForm, ['number', 'title'], 'a regular expression over a line, with the named groups `number` and `title`, such as `^(?<number>\\d+)\\. (?<title>[A-Z ]+)\\.$`'))
              .optional()
              .meta({description: 'forms an article heading takes in this edition besides `Artikel <nummer> <titel>`'}),
            labelStyles: z
              .array(z.enum(labelStyles))
              .optional()
              .meta({description: `label forms this edition prints besides \`A.\`, \`1.\`, \`(a)\` and \`(1)\`: ${labelStyles.map((style) => `\`${style}\``).join(', ')}`}),
            superscriptDigits: z.boolean().optional().meta({description: 'the edition prints footnote markers as superscript digits, which come out as plain digits glued to a word (`speelruimte1`)'}),
            lidTitlesAbove: z.boolean().optional().meta({
              description:
                "the edition prints a lid's title on a line of its own above its labelled line (`Inzien van een losgelaten slag.` then `3. Indien ...`): a short line of words right above a labelled line that starts a sentence is that lid's title, blank lines between or not"
            })
          })
          .meta({description: "how one edition's pages are printed"})
      )
      .optional()
      .meta({description: 'per edition, the typography its pages use where it differs from the defaults (src/parse/typography.ts)'}),
    address: z
      .string()
      .superRefine((address, context) => {
        const problem = originProblem(address)
        if (problem) context.addIssue({code: 'custom', input: address, message: 'an http(s) origin such as `https://example.org`', params: {problem}})
      })
      .optional()
      .meta({
        description:
          "the address this collection's site is served from: its origin, such as `https://example.org` (the path is the build's `--base`). A citation copied without script carries it, so that it is absolute; the build's `--site` overrides it"
      }),
    sourceUrl: urlTemplate('the address of a wiki page, `{page}` standing for its name as the first line of a source gives it (`Sjabloon:1987:HV2`)').optional(),
    revisionUrl: urlTemplate('the address of one revision of a wiki page, `{page}` its name and `{oldid}` the revision number', {oldid: true}).optional(),
    editions: editionDeclarations.optional(),
    sources: z
      .record(z.string().meta({description: 'a source by its path below `laws/`, such as `1987/HV2.md`'}), retrieval)
      .superRefine((record, context) => {
        for (const key of Object.keys(record)) {
          if (!sourceKeyPattern.test(key)) context.addIssue({code: 'custom', path: [key], input: key, message: 'a source by its path below `laws/`, such as `1987/HV2.md`', params: {key: true}})
        }
      })
      .optional()
      .meta({description: "per source, the day its text was taken from the wiki and the revision's number where known; once given, every source that prints no revision must have one"}),
    leftOut: z
      .record(z.string().meta({description: 'a page of the wiki by its name, such as `Sjabloon:1987:Inhoud`'}), revisionNumber)
      .optional()
      .meta({description: '`npm run import`: the pages it found to hold no article (a table of contents, a cover), with the revision it read; rendered again only once that revision changed'}),
    language: z
      .strictObject({
        code: text('the language of the texts, as a BCP 47 tag such as `nl`'),
        ruleWords: z
          .record(z.string().meta({description: 'a kind of rule word, such as `modal` or `negation`'}), z.array(ruleWord))
          .optional()
          .meta({description: 'per kind, the words in which a rule says what it requires, allows or forbids, its penalties and conditions: where they are not kept, a changed provision is a changed rule, not a rewording'}),
        functionWords: z.array(ruleWord).optional().meta({description: 'words that carry no content of their own (articles, pronouns, prepositions, auxiliaries): left out when pieces of text are paired by what they say'}),
        clauseOpeners: z.array(ruleWord).optional().meta({description: 'words that open a subordinate clause (`indien`, `tenzij`, `tot`): a provision is read clause by clause, and a clause begins before one'}),
        participlePrefixes: z.array(ruleWord).optional().meta({description: 'prefixes of participles (`ge`, `be`), taken off a word when clauses are compared, so `gestraft` meets `bestraft`'}),
        alternatives: z.array(ruleWord).optional().meta({description: 'words that join an alternative (`of`): a content word after one that the other text lacks is a new alternative, a change of rule'}),
        pointers: z.array(phraseEntry).optional().meta({description: 'phrases by which a text points to another article in place of stating the rule (`van toepassing`, `/^\\(?zie\\b/`)'}),
        notPointers: z.array(phraseEntry).optional().meta({description: 'phrases that exclude rather than point (`niet van toepassing`)'})
      })
      .optional()
      .meta({description: "the words of the texts' language that comparisons read meaning from (src/language.ts)"}),
    equivalents: z
      .array(z.array(z.string()).meta({description: 'a group of words that mean the same, such as `["wedstrijdleider", "WL"]`'}))
      .optional()
      .meta({description: 'groups of words that mean the same, for comparing content'}),
    rights: z
      .strictObject({
        publisher: z
          .strictObject({name: text('who publishes the laws, as the source names them'), source: citation})
          .optional()
          .meta({description: 'who publishes the laws, with a public source that says so; the texts remain theirs'}),
        dataLicence: text("the licence of the project's own data (structure, alignment, comparisons, the JSON API), as its maintainer declares it").optional()
      })
      .optional()
      .meta({description: "whose the texts are, and the terms of the project's own data; what is not declared here the site says is not declared"})
  })
  .meta({title: 'laws/corpus.json', description: 'what the corpus is and how its sources are read (docs/diagnostics.md#corpus-config)'})

export type CorpusConfig = z.infer<typeof corpusConfigSchema>

/** One edition of `editions`: its label and the dates it applied (null: unknown). */
export type EditionDeclaration = z.infer<typeof editionDeclaration>

/**
 * The configuration of a corpus whose `laws/corpus.json` cannot be used (src/corpus.ts): no source
 * is read with it, and the file's `corpus-config` errors say why.
 */
export const noConfig: CorpusConfig = Object.freeze({title: '', wiki: '', site: '', headerPattern: '(?!)', noise: []})

/**
 * `laws/corpus.json` read and checked; `config` is null when it cannot be used, and `file` then
 * carries what is wrong (`corpus-config` errors).
 */
export function readCorpusConfig(lawsDir: string, {cwd = process.cwd()}: {cwd?: string} = {}): {file: VFile; config: CorpusConfig | null} {
  const full = path.join(lawsDir, configFileName)
  const file = new VFile({path: path.relative(cwd, full)})
  try {
    file.value = readFileSync(full, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error)
    report(file, `Unexpected unreadable file (${code}), expected \`${file.path}\` as a JSON object (see README.md, "Add a source")`, {ruleId: 'corpus-config', place: placeOf('', 0)})
    return {file, config: null}
  }
  return {file, config: parseCorpusConfig(file)}
}

/** The configuration in `file` (its text), or null after reporting on `file` what is wrong with it. */
export function parseCorpusConfig(file: VFile): CorpusConfig | null {
  const text = String(file.value).replace(/^\uFEFF/, '')
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    const {detail, place} = jsonSyntaxError(text)
    report(file, `Unexpected text that is not JSON (${detail}), expected a JSON object`, {ruleId: 'corpus-config', place})
    return null
  }
  // `reportInput`: the issues carry the value they are about, which the reasons quote.
  const result = corpusConfigSchema.safeParse(data, {reportInput: true})
  if (result.success) return result.data
  const found = result.error.issues.flatMap((issue) => describeIssue(issue, text))
  // In the order of the file, as a reader goes through it.
  found.sort((a, b) => a.place.start.line - b.place.start.line || a.place.start.column - b.place.start.column)
  for (const {reason, place} of found) report(file, reason, {ruleId: 'corpus-config', place})
  return null
}

/** What a schema issue says in the words of a diagnostic, and where (an unknown key: each key). */
function describeIssue(issue: z.core.$ZodIssue, text: string): Array<{reason: string; place: Position}> {
  const at = pathText(issue.path)
  const expected = (what: string) => {
    const description = descriptionAt(issue.path)
    return description ? `${what}: ${description}` : what
  }
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeys(issue.path).map((key) => `\`${key}\``)
      return issue.keys.map((key) => ({
        reason: `Unexpected key \`${quote(key)}\`${issue.path.length > 0 ? ` in \`${at}\`` : ''}, expected one of ${known.join(', ')}`,
        place: jsonPlace(text, [...issue.path, key], {key: true})
      }))
    }
    case 'invalid_type': {
      const missing = issue.input === undefined && issue.path.length > 0
      const parent = issue.path.length > 1 ? `\`${pathText(issue.path.slice(0, -1))}\`` : 'object'
      const reason = missing
        ? `Unexpected ${parent} without \`${String(issue.path.at(-1))}\`, expected ${expected(typeWord(issue.expected))}`
        : `Unexpected ${valueText(issue.input)}${at ? ` at \`${at}\`` : ''}, expected ${expected(typeWord(issue.expected))}`
      return [{reason, place: jsonPlace(text, issue.path)}]
    }
    case 'too_small':
      return [{reason: `Unexpected empty \`${at}\`, expected ${expected('a text')}`, place: jsonPlace(text, issue.path)}]
    case 'custom': {
      const {problem, key = false} = (issue.params as {problem?: string; key?: boolean} | undefined) ?? {}
      const what = key ? `key \`${quote(String(issue.input))}\`${issue.path.length > 1 ? ` in \`${pathText(issue.path.slice(0, -1))}\`` : ''}` : `\`${at}\` \`${quote(JSON.stringify(issue.input))}\``
      return [{reason: `Unexpected ${what}${problem ? `, ${problem}` : ''}, expected ${issue.message}`, place: jsonPlace(text, issue.path, {key})}]
    }
    default:
      return [{reason: `Unexpected \`${at}\` (${issue.message}), expected ${expected('another value')}`, place: jsonPlace(text, issue.path)}]
  }
}

/** `noise[2]`, `pages.lid`, `equivalents[0][1]`. */
function pathText(path: JsonPath): string {
  // A key that is no plain name (a source's path, `1987/HV2.md`) in brackets, as JavaScript would write it.
  const name = (segment: PropertyKey, index: number) => (/^[\w$-]+$/.test(String(segment)) ? `${index === 0 ? '' : '.'}${String(segment)}` : `[${JSON.stringify(String(segment))}]`)
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : name(segment, index))).join('')
}

function valueText(value: unknown): string {
  const kind = value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'object' ? 'object' : typeof value
  return kind === 'object' || kind === 'list' || value === undefined ? kind : `${kind} \`${quote(JSON.stringify(value))}\``
}

function typeWord(type: string): string {
  return {string: 'a string', array: 'a list', object: 'an object', number: 'a number', boolean: 'true or false'}[type] ?? type
}

/** The schema of the value at `path`: through objects, lists and optional values. */
function schemaAt(path: JsonPath): z.ZodType | undefined {
  let schema: z.ZodType | undefined = corpusConfigSchema
  for (const segment of path) {
    while (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType
    if (schema instanceof z.ZodObject) schema = (schema.shape as Record<string, z.ZodType>)[String(segment)]
    else if (schema instanceof z.ZodRecord) schema = schema.valueType as z.ZodType
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType
    else return undefined
  }
  return schema
}

function descriptionAt(path: JsonPath): string | undefined {
  let schema = schemaAt(path)
  let description = schema?.meta()?.description
  while (description === undefined && schema instanceof z.ZodOptional) {
    schema = schema.unwrap() as z.ZodType
    description = schema.meta()?.description
  }
  return description
}

function knownKeys(path: JsonPath): string[] {
  let schema = schemaAt(path)
  while (schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : []
}
