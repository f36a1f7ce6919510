// Catalogue of diagnostic rule ids. docs/diagnostics.md explains each one; keep them in step.
import type {Position} from 'unist'
import type {VFile} from 'vfile'
import {VFileMessage} from 'vfile-message'
import {unprintable} from './characters.ts'

/** `drops`: the text the message covers is left out of the tree (the whole file, or its lines). */
export interface Rule {
  severity: 'error' | 'warning'
  summary: string
  drops?: 'file' | 'lines'
}

export const rules = {
  'corpus-config': {severity: 'error', summary: '`laws/corpus.json` that is no JSON, or a key or value its schema does not allow (no source is read)'},
  'edition-undeclared': {severity: 'warning', summary: 'an edition folder in `laws/` that `editions` in `laws/corpus.json` does not declare (the site cannot say when it applied, and places it by its label)'},
  'typography-unknown-edition': {severity: 'warning', summary: '`typography` in `laws/corpus.json` for an edition that neither `editions` declares nor `laws/` holds'},
  'source-undated': {severity: 'warning', summary: 'a source that prints no revision, while `sources` in `laws/corpus.json` gives no day it was taken: the text is pinned to no version of its page'},
  'source-declaration-unknown': {severity: 'warning', summary: '`sources` in `laws/corpus.json` names a source that `laws/` does not hold'},
  'source-retrieval-impossible': {severity: 'warning', summary: '`sources` in `laws/corpus.json` gives a day before the revision the source prints, or another revision number than it prints'},
  'maintainer-file-unreadable': {
    severity: 'error',
    summary: 'a maintainer file beside the editions (`concordance.txt`, `lineages.txt`, `urls.txt`, `acknowledged.txt`) that cannot be read: a folder, a link that leads nowhere, or not readable'
  },
  'source-skipped': {severity: 'warning', summary: 'a file or folder in `laws/` that is not read: unreadable, a broken or looping link, a link out of `laws/`, or a source with another extension than `.md`'},
  'source-header': {severity: 'error', summary: 'first line is not a `Sjabloon:<edition>:<page>` header', drops: 'file'},
  'source-path-mismatch': {severity: 'error', summary: 'path `laws/<edition>/<page>.md` disagrees with the header', drops: 'file'},
  'unknown-edition-folder': {severity: 'error', summary: 'a source sits outside a `laws/<year>/` folder', drops: 'file'},
  'invalid-encoding': {severity: 'error', summary: 'bytes that are not UTF-8 (shown as U+FFFD), or a lone surrogate in a text given as a string'},
  'replacement-character': {severity: 'warning', summary: 'a U+FFFD that the file holds as a character (the UTF-8 bytes EF BF BD), kept'},
  'control-character': {severity: 'warning', summary: 'control characters (NUL, other C0 and C1 controls) removed from a line'},
  'bidi-control': {severity: 'warning', summary: 'bidirectional formatting characters (marks, embeddings, overrides, isolates) removed from a line'},
  'invisible-character': {
    severity: 'warning',
    summary: 'characters that show nothing (zero-width and other format characters, default-ignorable code points, fillers; kept in the text) and spaces other than the space and the no-break spaces (read as spaces)'
  },
  'line-separator': {severity: 'warning', summary: 'a Unicode line or paragraph separator (U+2028, U+2029) inside a line, read as a space'},
  'markdown-nesting-too-deep': {severity: 'warning', summary: 'list or quote markers past column 64 of a line, read as text by Markdown (the law text is kept)'},
  'empty-source': {severity: 'error', summary: 'a source without any article'},
  'text-without-articles': {severity: 'warning', summary: 'a chapter page of law text under an unnumbered heading and no article (a section page, an introduction), kept as that heading’s own text'},
  'unrecognized-line': {severity: 'error', summary: 'a line outside any article that is no heading', drops: 'lines'},
  'heading-without-articles': {severity: 'warning', summary: 'a chapter or section heading with no article under it (often wiki chrome taken for a heading)'},
  'article-without-title': {severity: 'warning', summary: 'an article heading without a title'},
  'article-without-text': {severity: 'warning', summary: 'an article heading with nothing under it (no lid, paragraph or footnote), in the edition as assembled'},
  'article-out-of-order': {severity: 'warning', summary: 'article number below the previous one in the file (the same number is a `duplicate-article`)'},
  'article-outside-range': {severity: 'warning', summary: 'article outside the range its chapter or section heading announces'},
  'article-gap': {severity: 'warning', summary: 'an article number missing from the range a chapter or section heading announces'},
  'duplicate-article': {severity: 'error', summary: 'the same article number twice in one edition'},
  'duplicate-block': {severity: 'warning', summary: 'a repeated block of lids inside an article (dropped, first copy kept)', drops: 'lines'},
  'page-article-mismatch': {severity: 'warning', summary: 'a per-article page whose `Artikel` heading names another article than the page name'},
  'lid-page-mismatch': {severity: 'warning', summary: 'a per-lid page that does not hold the lid its name gives (another lid, or none)'},
  'article-partial': {severity: 'warning', summary: 'an article assembled from per-lid pages only: the collection lacks its other lids, title and opening words'},
  'page-cut-short': {severity: 'warning', summary: 'a page whose last line stops in the middle of a sentence, or after a title or the opening of a list: what follows is not in the collection'},
  'duplicate-label': {severity: 'warning', summary: 'the same label twice under one parent'},
  'label-out-of-sequence': {severity: 'warning', summary: 'a label that skips or reverses its sequence (A, C)'},
  'nesting-too-deep': {severity: 'warning', summary: 'a label shape deeper than `(1)`'},
  'glued-digits': {severity: 'warning', summary: 'digits glued to a word (`speelruimte1`) in an edition that does not declare superscript footnote markers; kept as text'},
  'label-style-unknown': {severity: 'warning', summary: 'a label printed in a style of none of the four levels (`a)` directly under a lid or article)'},
  'footnote-missing': {severity: 'warning', summary: 'a footnote marker (`¹⁾`, `1)`, or glued digits where the edition declares them) with no footnote of its number in the article on its page'},
  'footnote-without-marker': {severity: 'warning', summary: 'a footnote that no marker in the article refers to'},
  'footnote-outside-rule': {severity: 'warning', summary: 'a `1) ...` line kept as text: before the `---` rule of its article, or, without a rule, neither under a marker of its number nor closing its lid after two blank lines'},
  'note-target-missing': {severity: 'warning', summary: 'an editorial note names a lid that the article lacks'},
  'note-date-impossible': {severity: 'warning', summary: 'an editorial note dated with a day its month does not have (`31 februari 1984`); the note is kept without a date'},
  'reference-target-missing': {severity: 'warning', summary: 'a cross-reference to a lid that its article lacks (linked to the nearest part that exists)'},
  'concordance-syntax': {severity: 'error', summary: 'a concordance line that is no article or provision decision, or a provision line of the wrong shape'},
  'concordance-conflict': {severity: 'error', summary: 'a concordance line that contradicts an earlier one (the earlier line decides)'},
  'concordance-unknown-article': {severity: 'warning', summary: 'a concordance line naming an article or provision that is not in the corpus, or editions that are not compared'},
  'concordance-not-matched': {severity: 'warning', summary: 'a confirmed pair of articles or provisions that the aligner did not match'},
  'unconfirmed-match': {severity: 'warning', summary: 'an article match below the confidence threshold that no concordance line confirms'},
  'diff-gave-up': {severity: 'warning', summary: 'a word diff beyond the edit limits, shown as replaced as a whole'},
  'lineage-registry-missing': {severity: 'error', summary: '`laws/lineages.txt` missing, or a link that leads nowhere: lineages would get new ids and retired ids be used again'},
  'lineage-registry-syntax': {severity: 'error', summary: 'a line of `laws/lineages.txt` that is no lineage, no retired id, or repeats an id or article'},
  'lineage-merged': {severity: 'warning', summary: 'two registered lineages became one: one keeps its id, the other is retired with a redirect'},
  'lineage-split': {severity: 'warning', summary: 'a registered lineage fell apart: the part holding most of its articles keeps the id, the others get new ids'},
  'lineage-retired': {severity: 'warning', summary: 'a registered lineage none of whose articles is in the corpus any more'},
  'published-url-list-missing': {severity: 'error', summary: '`laws/urls.txt` missing, empty or unreadable: the published URLs cannot be checked'},
  'published-url-syntax': {severity: 'error', summary: 'a line of `laws/urls.txt` that is no site path or `<path> -> <path>` redirect'},
  'published-url-removed': {severity: 'error', summary: 'a published URL the site would no longer have, with no page to redirect it to'},
  'published-url-redirect-broken': {severity: 'error', summary: 'a redirect in `laws/urls.txt` whose target is no page of the site'},
  'acknowledgement-syntax': {severity: 'error', summary: 'a line of `laws/acknowledged.txt` that is no `<rule id> <file>:<range> <reason>` entry'},
  'acknowledgement-unused': {severity: 'warning', summary: 'an acknowledgement that matches no warning (or names an error)'},
  'import-left-out': {severity: 'warning', summary: '`npm run import`: a page of the wiki that is no source (a redirect, a name `headerPattern` does not read, a page without an article): not written'},
  'import-edited-by-hand': {severity: 'warning', summary: '`npm run import`: a file of `laws/` edited by hand since its import, while the wiki has another text: kept, or replaced when asked (`--replace-edited`)'},
  'undeclared-output': {severity: 'warning', summary: "a file or folder in the data stage's folder (`.data/public/`) that its manifest does not declare: the build does not publish it"}
} as const satisfies Record<string, Rule>

export type RuleId = keyof typeof rules

/** Where a rule is explained: its anchor in docs/diagnostics.md. */
export function ruleUrl(ruleId: RuleId): string {
  return `docs/diagnostics.md#${ruleId}`
}

/** The `source` of every message: the tool that reported it. */
const origin = 'spelregels'

/** What a diagnostic is about: its rule, its place (none: the whole file), and a related place ("First artikel is here"), with the file it is in when that is another one. */
export interface ReportOptions {
  ruleId: RuleId
  place?: Position | undefined
  cause?: {reason: string; place: Position; file?: string}
}

/** Report a diagnostic on `file`, as `file.message(reason, options)` does; the severity comes from the catalogue. */
export function report(file: VFile, reason: string, {ruleId, place, cause}: ReportOptions): VFileMessage {
  const elsewhere = cause?.file !== undefined && cause.file !== file.path
  const related = cause
    ? Object.assign(new VFileMessage(elsewhere ? `${cause.reason}, in ${cause.file}` : cause.reason, {place: structuredClone(cause.place), ruleId, source: origin}), {file: cause.file ?? file.path, url: ruleUrl(ruleId)})
    : undefined
  // Copy the place: the tree keeps extending its positions after the report.
  const message = file.message(reason, {place: place ? structuredClone(place) : undefined, ruleId, source: origin, cause: related})
  // vfile-reporter prints fatal messages as errors and the rest as warnings.
  message.fatal = rules[ruleId].severity === 'error'
  message.url = ruleUrl(ruleId)
  return message
}

/**
 * Source text quoted in a message: at most `max` characters; those that would garble a terminal,
 * reorder the text around them or not show at all written as `\u{1B}` (src/characters.ts).
 */
export function quote(text: string, max = 60): string {
  const characters = [...text]
  const clipped = characters.length > max ? `${characters.slice(0, max).join('')}…` : text
  return clipped.replace(unprintable, (character) => `\\u{${character.codePointAt(0)!.toString(16).toUpperCase()}}`)
}

export function hasErrors(files: VFile[]): boolean {
  return files.some((file) => file.messages.some((message) => message.fatal === true))
}
