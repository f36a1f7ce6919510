// The public JSON contract of `dist/api/`, as Zod schemas. The JSON Schema files published next to
// the data are generated from these, so contract and validation cannot drift apart.
import {z} from 'zod'
import {pairStatuses} from './vocabulary.ts'
import {editionPattern, treeIdPattern} from './ids.ts'

const id = z.string().regex(new RegExp(`^${treeIdPattern}$`))
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** The revision of a wiki page a source was saved from (src/parse/revision.ts); `date` null when the printed date is no real date. */
const revisionSchema = z.object({author: z.string(), date: isoDate.nullable(), time: z.string(), oldid: z.string().nullable()})

export const markerSchema = z.object({
  number: z.string().regex(/^\d+$/),
  offset: z.number().int().nonnegative(),
  glued: z.boolean(),
  /** The marker as printed when it is a symbol (`*)`, `**)`, `†`); `number` numbers the article's symbols in order of appearance, after its numbered marks. */
  symbol: z.string().optional()
})

export const referenceSchema = z.object({
  text: z.string(),
  offset: z.number().int().nonnegative(),
  field: z.enum(['title', 'text']),
  target: z.string(),
  resolved: id.nullable()
})

/** A provision (or footnote) of the same edition whose reference resolves here: its id, printed labels and article. */
export const inboundSchema = z.object({
  from: id,
  label: z.string(),
  article: z.string()
})

const lines = z.tuple([z.number().int().positive(), z.number().int().positive()])

export const provisionSchema = z.object({
  id,
  kind: z.enum(['labeled', 'paragraph', 'item']),
  label: z.string().nullable(),
  printedLabel: z.string().nullable(),
  form: z.enum(['title', 'text']).nullable(),
  bullet: z.boolean(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  markers: z.object({title: z.array(markerSchema), text: z.array(markerSchema)}),
  refs: z.array(referenceSchema),
  /** The provisions and footnotes of the edition that refer to this provision, in reading order. */
  inbound: z.array(inboundSchema),
  inForceFrom: isoDate.optional(),
  /** The source file `lines` are in, when another than the article's (a per-lid page merged into the article). */
  source: z.string().optional(),
  /** A second copy of a lid, from another page, whose words differ from the first (this id): shown, not compared. */
  variantOf: id.optional(),
  lines,
  get children() {
    return z.array(provisionSchema)
  }
})

/**
 * A page of the wiki an edition was transcribed from: its name on the wiki (`title`), its address
 * (the revision's when its number is known; null when laws/corpus.json gives no `sourceUrl`), the
 * revision the text was saved from as the page printed it, the revision's number (printed, else
 * declared in laws/corpus.json `sources`) and the day the text was taken (declared there).
 */
const sourceSchema = z.object({
  page: z.string(),
  path: z.string(),
  wiki: z.string(),
  site: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  revision: revisionSchema.nullable(),
  oldid: z.string().nullable(),
  retrieved: isoDate.nullable()
})

export const articleSchema = z.object({
  id,
  edition: z.string().regex(new RegExp(`^${editionPattern}$`)),
  number: z.string(),
  title: z.string().nullable(),
  /** Footnote markers printed in the article's heading, offsets into `title`; absent when there are none. */
  titleMarkers: z.array(markerSchema).optional(),
  chapter: z.string().nullable(),
  section: z.string().nullable(),
  /**
   * What the collection holds of the article, present when not all of it: per lid and per footnote,
   * transcribed or known to exist without being transcribed. `whole` false: the article comes from
   * per-lid pages only, and nothing is known of its title, its words before the first lid and any
   * lid after the last one listed.
   */
  coverage: z
    .object({
      whole: z.boolean(),
      /** The page stops in the article, in top-level part `part` (a lid's label, `p2`; `''` after its parts): the parts before it are here, that part is not whole, nothing is known of what follows; `inHeading`: the page stops at the article's heading, whose title may be cut too. */
      cutShort: z.object({part: z.string(), inHeading: z.literal(true).optional()}).optional(),
      /** Only the article's heading and perhaps its lids' titles are here, none of its text: it is not transcribed (`niet overgenomen`) and never compared word for word. */
      headingsOnly: z.literal(true).optional(),
      lids: z.array(z.object({label: z.string(), transcribed: z.boolean()})),
      footnotes: z.array(z.object({number: z.string(), transcribed: z.boolean()}))
    })
    .optional(),
  /**
   * The page puts every line in a list, labelled lines too (1982): its bullets are layout, and its
   * unlabeled items (`kind: 'item'`) are paragraphs in print, named alinea; absent otherwise.
   */
  listLayout: z.literal(true).optional(),
  source: sourceSchema.extend({lines}),
  /** The provisions and footnotes of the edition that refer to the article as a whole (not to one of its provisions). */
  inbound: z.array(inboundSchema),
  provisions: z.array(provisionSchema),
  footnotes: z.array(z.object({id, number: z.string(), symbol: z.string().optional(), text: z.string(), refs: z.array(referenceSchema), provision: id.nullable(), source: z.string().optional(), lines})),
  notes: z.array(z.object({id: z.string(), text: z.string(), appliesTo: id.nullable(), inForceFrom: isoDate.nullable(), source: z.string().optional(), lines}))
})

/** A date as far as it is known: `1987`, `1987-09`, `1987-09-01`. */
const partialDate = z.string().regex(/^\d{4}(?:-\d{2}(?:-\d{2})?)?$/)

/**
 * An edition the maintainer knows of (laws/corpus.json, `editions`), oldest first: the dates it
 * applied (null: unknown) and whether this collection holds its text.
 */
const citationSchema = z.object({url: z.string(), quote: z.string()})
const knownEditionSchema = z.object({
  edition: z.string(),
  from: partialDate.nullable(),
  until: partialDate.nullable(),
  /** The sources of `from` and `until` (null with an unknown date): every date comes with one. */
  fromSource: citationSchema.nullable(),
  untilSource: citationSchema.nullable(),
  /** What the edition was, where a source says it is not simply the international version of its year. */
  about: z.object({text: z.string(), source: citationSchema}).nullable(),
  transcribed: z.boolean()
})

/**
 * A chapter or section heading of an edition, in reading order, with its own text: the paragraphs
 * of law text between the heading and its first article (1936's `VIERDE TIJDVAK ~ HET SPELEN.`,
 * then `Het tijdvak begint, ...`), each with the lines of its source. `heading` is the line as
 * printed, as the articles' `chapter` and `section` name it; `id` its anchor on the edition pages.
 */
const headingSchema = z.object({
  id: z.string(),
  type: z.enum(['chapter', 'section']),
  heading: z.string(),
  keyword: z.string().nullable(),
  number: z.string().nullable(),
  title: z.string(),
  source: z.string(),
  lines,
  text: z.array(z.object({text: z.string(), lines})),
  /** The page stops in its own text: what follows the last paragraph is unknown. Absent otherwise. */
  cutShort: z.literal(true).optional()
})

/**
 * Whose the texts are and the terms of the project's own data (laws/corpus.json, `rights`): the
 * publisher of the laws with the source that says so, null when none is declared; the licence of
 * the project's own data, null when none is declared. The texts' rights stay with their holder.
 */
export const rightsSchema = z.object({publisher: z.object({name: z.string(), source: citationSchema}).nullable(), dataLicence: z.string().nullable()})
export type RightsJson = z.infer<typeof rightsSchema>

/** The title, every known edition, and per transcribed edition its sources, its headings with their text, and its articles in the shape `article` gives. */
const editionListSchema = <T extends z.ZodType>(article: T) =>
  z.object({title: z.string(), rights: rightsSchema, known: z.array(knownEditionSchema), editions: z.array(z.object({edition: z.string(), sources: z.array(sourceSchema), headings: z.array(headingSchema), articles: z.array(article)}))})

export const editionsSchema = editionListSchema(z.object({id, number: z.string(), title: z.string().nullable(), chapter: z.string().nullable(), section: z.string().nullable()}))

/** `corpus.json`: the whole corpus in one file, every article as its own file has it. */
export const corpusSchema = editionListSchema(articleSchema)

export type CorpusJson = z.infer<typeof corpusSchema>
export type ProvisionJson = z.infer<typeof provisionSchema>
export type ArticleJson = z.infer<typeof articleSchema>
export type InboundJson = z.infer<typeof inboundSchema>
export type EditionsJson = z.infer<typeof editionsSchema>
export type KnownEditionJson = z.infer<typeof knownEditionSchema>
export type CitationJson = z.infer<typeof citationSchema>
export type SourceJson = z.infer<typeof sourceSchema>
export type HeadingJson = z.infer<typeof headingSchema>

// --- Alignment and comparison (lineages.json, lineages/<id>.json, compare/<from>/<to>.json) ---

export const diffOpSchema = z.object({op: z.enum(['equal', 'insert', 'delete']), text: z.string()})

const articleRef = z.object({id, edition: z.string(), number: z.string(), title: z.string().nullable()})

export const linkSchema = z.object({
  from: id,
  to: id,
  score: z.number().min(0).max(1),
  confirmed: z.boolean(),
  evidence: z.object({
    content: z.number().min(0).max(1),
    title: z.number().min(0).max(1),
    number: z.number().min(0).max(1),
    concordance: z.enum(['confirm', 'force']).nullable()
  })
})

export const lineagesSchema = z.object({
  lineages: z.array(z.object({id: z.string(), title: z.string().nullable(), articles: z.array(articleRef), links: z.array(linkSchema)}))
})

export const pairStatus = z.enum(pairStatuses)

/** Where a clause of a provision's text starts and ends (`text.slice(start, end)`). */
const span = z.tuple([z.number().int().min(0), z.number().int().min(0)])

/** A clause before and after (or a reference's words before and after). */
const clausePair = z.object({was: z.string(), now: z.string()})

/**
 * What of the rule changed, read clause by clause (src/diff/rule-change.ts), each clause quoted
 * whole. `lapsed`: older clauses with no counterpart anywhere in the pair's linked text; `added`:
 * newer clauses that restate none; `changed`: a clause whose counterpart differs in who must, may or
 * may not do what, a condition or limit, a time, a number or a penalty; `references`: a reference
 * that names another provision; `doubts`: clauses whose words cannot decide ("mogelijk inhoudelijk
 * gewijzigd"), with the share of their content words the nearest counterpart holds; `editors`:
 * clause verdicts set in laws/concordance.txt. The rule changed when any of the first four is not empty.
 */
const ruleChangeSchema = z.object({
  lapsed: z.array(z.string()),
  added: z.array(z.string()),
  changed: z.array(clausePair),
  references: z.array(clausePair),
  doubts: z.array(z.object({was: z.string().nullable(), now: z.string().nullable(), share: z.number().min(0).max(1)})),
  editors: z.array(z.object({unit: z.string(), words: z.string(), verdict: z.enum(['same', 'changed', 'lapsed', 'new']), note: z.string().nullable()}))
})

/** Some clauses of one provision's text (or footnote's): `spans` into its text, in order. */
const partSide = z.object({id, spans: z.array(span)})

/**
 * Text of a split, merge or regrouping that continues: the clauses of the older and of the newer
 * provisions that correspond. Every clause of the pair's texts is in exactly one part. `continued`:
 * both sides hold text; `added` (`from` empty): text new in the newer edition; `removed` (`to`
 * empty): text gone. The diff is over each side's clauses, joined by a space within a provision,
 * provisions on lines of their own.
 */
export const partSchema = z.object({
  kind: z.enum(['continued', 'added', 'removed']),
  from: z.array(partSide),
  to: z.array(partSide),
  /** Share of the part's words that changed; null when a side is empty (`added`, `removed`): no share to state. */
  changeShare: z.number().min(0).max(1).nullable(),
  /** For `continued`: what of the rule changed in this part; null when its rule words are kept. */
  ruleChange: ruleChangeSchema.nullable(),
  /**
   * What the part rests on: `words`, pieces whose content words correspond; `link`, a link of the
   * pair whose ends share no words that decide where its text went (the link alone puts them in one
   * part); `editors`, a `part` line of laws/concordance.txt (`lines`).
   */
  evidence: z.enum(['words', 'link', 'editors']),
  /** For `editors`: the concordance lines that pin it. */
  lines: z.array(z.number().int().positive()),
  diff: z.array(diffOpSchema)
})

/** One link of a provision pair: which provisions, how similar, and where the link comes from. */
export const unitLinkSchema = z.object({
  from: id,
  to: id,
  /**
   * The ends as the explanations name them, so a page shows no id: `lid A`, `onderdeel A 2 (a)`,
   * `de aanhef`, `alinea 1`, `punt 2 van B 1`, `voetnoot 1`; with `van artikel <number>` for a link
   * across articles (`punt 2 van artikel 36`).
   */
  fromName: z.string(),
  toName: z.string(),
  /** The aligner's similarity of the two texts, 0 to 1 (also for a link the editors set); pages show it as a percentage. */
  score: z.number().min(0).max(1),
  /**
   * `computed`: the aligner made it; `confirmed`: the aligner made it and a line of the editors'
   * concordance (`laws/concordance.txt`) confirms it; `imposed`: it exists only because such a line sets it.
   */
  provenance: z.enum(['computed', 'confirmed', 'imposed']),
  /**
   * Why the aligner made it: `text`, the texts share words; `structure`, the article's build (a stem
   * or introduction follows its lids or sub-items), whatever the words share; `reference`, a
   * cross-reference (a new pointer, a provision applied by reference, a reference that changed
   * places). Null for an `imposed` link: only the editors' line makes it.
   */
  basis: z.enum(['text', 'structure', 'reference']).nullable(),
  /** The editors' reason on that line, and its line number; null for a computed link. */
  note: z.string().nullable(),
  line: z.number().int().nullable(),
  /**
   * Why the link is doubtful, in Dutch, or null: the editors say so in their note, or a link the
   * aligner made from the words scores below the link threshold and the texts keep fewer than half
   * of the shorter one's words.
   */
  doubt: z.string().nullable()
})

export const provisionPairSchema = z.object({
  /**
   * `absent`: the provision has no counterpart because the other article is only partly in the
   * collection (`coverage` in its article file): its counterpart may be in what the collection
   * lacks. Its one side's text is in
   * `diff` as for `added`/`removed`, but it was not compared (`changeShare` 0). `amended`: the
   * rule changed (see `ruleChange`); `reworded`: other words, the rule words, numbers and
   * references kept.
   */
  status: pairStatus,
  /** The provisions (and footnotes, `<article>/fn<n>`) of the older side (empty when added) and of the newer side (empty when removed). */
  from: z.array(id),
  to: z.array(id),
  fromLabel: z.string().nullable(),
  toLabel: z.string().nullable(),
  /** Share of the words of the texts (not the titles) that changed. */
  changeShare: z.number().min(0).max(1),
  /** Dutch sentence saying what happened, e.g. "Lid a is gesplitst over lid A en onderdeel B 1." */
  explanation: z.string(),
  /** When all `explanation` says is that provisions were added (`Lid D is toegevoegd.`): them, named as it names them (`Lid D`); else null. */
  addedSubject: z.string().nullable(),
  /** The titles' diff (each side's titles on lines of their own), or null when neither side has one. */
  titleDiff: z.array(diffOpSchema).nullable(),
  /** The texts' diff: each side's texts on lines of their own, without titles. */
  diff: z.array(diffOpSchema),
  /** With more than one link: its parts, every clause of both sides in exactly one (see partSchema). */
  parts: z.array(partSchema),
  /** True when the diff gave up (pathological input) and shows the texts replaced as a whole. */
  replacedWhole: z.boolean(),
  /** A move across articles: where the provision went to, or came from. */
  elsewhere: z.object({direction: z.enum(['to', 'from']), article: articleRef}).nullable(),
  /** Dates from which a provision of either side was in force, when later than its edition. */
  inForceFrom: z.object({from: z.string().nullable(), to: z.string().nullable()}),
  /** What of the rule changed between the texts of the pair; null when its rule words are kept (or it was not compared). */
  ruleChange: ruleChangeSchema.nullable(),
  /** Every link of the pair was confirmed or imposed by the concordance. */
  confirmed: z.boolean(),
  /** Each link of the pair with its provenance (empty for an added, removed or absent provision). */
  links: z.array(unitLinkSchema),
  /**
   * Every provision of the pair is a heading over its sub-lids, without text of its own: structure,
   * not content. Shown, but not counted as a change in the summaries; its sub-lids carry the history.
   */
  structural: z.boolean()
})

export const articleComparisonSchema = z.object({
  lineage: z.string(),
  from: articleRef,
  to: articleRef,
  /**
   * `uncompared`: nothing of the two articles could be compared, every provision's counterpart is
   * in what the collection lacks (an article known from lid pages only); its `changeShare` 0 is no
   * measure of change.
   */
  status: z.enum(['unchanged', 'changed', 'uncompared']),
  renumbered: z.boolean(),
  titleDiff: z.array(diffOpSchema),
  changeShare: z.number().min(0).max(1),
  explanation: z.string(),
  pairs: z.array(provisionPairSchema)
})

/** A heading of one side of a heading comparison: its anchor on the edition pages and how it is printed. */
const headingRef = z.object({
  /** Its anchor on the edition pages (`kop-paragraaf-iv`). */
  id: z.string(),
  edition: z.string(),
  type: z.enum(['chapter', 'section']),
  /** The line as printed. */
  heading: z.string(),
  /** Keyword and number as printed (`§ IV`, `VIERDE TIJDVAK`); null when unnumbered. */
  number: z.string().nullable(),
  title: z.string()
})

/**
 * A chapter or section heading compared with the one of the older edition it corresponds to:
 * `basis` `articles` when articles under the one went to articles under the other (`articles` of
 * them), `number` (the same printed number) or `title` (the same title) when the pair compares
 * none of their articles. `textStatus` `uncompared`: a page stops in a side's own text, so what
 * follows is unknown; `none`: neither has a text of its own.
 */
export const headingComparisonSchema = z.object({
  from: headingRef,
  to: headingRef,
  basis: z.enum(['articles', 'number', 'title']),
  articles: z.number().int().min(0),
  status: z.enum(['unchanged', 'changed']),
  renumbered: z.boolean(),
  /** The titles differ beyond typography (a final period, capitals): `titleDiff` shows how. */
  retitled: z.boolean(),
  titleDiff: z.array(diffOpSchema),
  textStatus: z.enum(['none', 'unchanged', 'changed', 'added', 'removed', 'uncompared']),
  /** The own texts' diff, paragraphs separated by a blank line; empty when `none` or `uncompared`. */
  textDiff: z.array(diffOpSchema),
  explanation: z.string()
})

const sideCounts = z.object({from: z.number().int().min(0), to: z.number().int().min(0)})

export const comparisonSchema = z.object({
  from: z.string(),
  to: z.string(),
  summary: z.object({
    /** `compared`: every article comparison; `uncompared`: those of which nothing could be compared, in neither of the other two. */
    articles: z.object({compared: z.number().int(), unchanged: z.number().int(), changed: z.number().int(), uncompared: z.number().int()}),
    /**
     * Per status, the provisions of the pairs with that status, each side counted: the older
     * (`from`) and the newer (`to`); 6 provisions merged into 3 is `{from: 6, to: 3}`.
     */
    // An object with every status as a property, not a record keyed by an enum: a record's JSON Schema
    // requires keys it never declares, which strict validators (ajv strict) refuse.
    provisions: z.object(Object.fromEntries(pairStatuses.map((status) => [status, sideCounts])) as Record<(typeof pairStatuses)[number], typeof sideCounts>),
    changeShare: z.number().min(0).max(1)
  }),
  /** Ordered by changeShare, most changed first. */
  articles: z.array(articleComparisonSchema),
  /** Every provision that moved to another article, once, from the older side. */
  moves: z.array(provisionPairSchema),
  /** The chapter and section headings that correspond, in the newer edition's reading order. */
  headings: z.array(headingComparisonSchema)
})

/** A provision of the column it is compared with (`bases`) that a lineage cell's diff starts from. */
const cellSource = z.object({
  id,
  /** The clauses of its text the diff starts from (`text.slice(start, end)`): its whole text is one span. */
  spans: z.array(span),
  /** The row holding it in the column it is compared with (`bases`); null when it stands in an article outside the lineage (a move). */
  row: z.number().int().min(0).nullable()
})

/** One or more provisions of the row, in the column's article (or, moved away, in another). */
const textCellSchema = z.object({
  kind: z.literal('text'),
  provisions: z.array(id),
  label: z.string().nullable(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  /** The pair's status in the comparison with the column it is compared with (`bases`); null in the first column. */
  status: pairStatus.nullable(),
  explanation: z.string().nullable(),
  /** The pair's `addedSubject` (comparison files). */
  addedSubject: z.string().nullable(),
  titleDiff: z.array(diffOpSchema).nullable(),
  /**
   * From the text of `from` to this cell's text: each entry's spans joined by a space, entries on
   * lines of their own, to the provisions' texts, one per line. A cell of a pair with parts takes
   * each part diff's words of its own provision as marked there (src/diff/cells.ts).
   */
  diff: z.array(diffOpSchema).nullable(),
  /** When a provision of the cell came into force after its edition appeared. */
  inForceFrom: z.string().nullable(),
  /**
   * What `diff` starts from: the provisions of the column it is compared with (`bases`) whose text continues in this
   * cell, with the clauses that do (a split's part, or the lids merged into it, possibly from other
   * rows), in the order the diff reads them (a provision read again after another is listed again);
   * empty for text new in this edition; null in the first column the row has a cell.
   */
  from: z.array(cellSource).nullable()
})

/**
 * The provision of the column it is compared with (`bases`) continues, but not in a cell of this row: merged into,
 * split over or regrouped into the provisions of other rows, by its pair's status.
 */
const continuedCellSchema = z.object({
  kind: z.literal('continued'),
  /** Its pair's status in the comparison (merged, split, regrouped, ...). */
  status: pairStatus,
  explanation: z.string(),
  /** The rows of this column whose cells take up its text, and their provisions. */
  continuedIn: z.array(z.object({row: z.number().int().min(0), provisions: z.array(id)})).min(1)
})

/**
 * The row's provision ends in this column's article: nothing there continues it. `removed`
 * (vervallen), or `absent`: not compared, the article is only partly in the collection and its
 * counterpart may be in what it lacks. Carries what the comparison says, so the file needs no other.
 */
const endedCellSchema = z.object({
  kind: z.literal('ended'),
  /** Its pair's status in the comparison with the column it is compared with (`bases`): `removed` or `absent`. */
  status: pairStatus,
  /** The pair's sentence: "Onderdeel b 1 is vervallen." */
  explanation: z.string()
})

export const lineageRowsSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  articles: z.array(articleRef),
  /**
   * Per column of `articles`, the column its cells are compared with: the previous one, or for a
   * whole article the nearest earlier whole one, past articles the collection holds only in part
   * (lid pages only), which are compared with the column before them; null for the first column.
   */
  bases: z.array(z.number().int().min(0).nullable()),
  /** Per column of `articles`: null for an article the collection holds whole; for one of lid pages only, the labels of the lids it holds. */
  partial: z.array(z.array(z.string()).nullable()),
  /**
   * One row per aligned provision; one cell per article of `articles` (same order): its text, where
   * it continues elsewhere, where it ends (`ended`, in the column of the article where it ended), or
   * null where the row has nothing to say: before its provision appears, and after it ended.
   */
  rows: z.array(z.object({cells: z.array(z.discriminatedUnion('kind', [textCellSchema, continuedCellSchema, endedCellSchema]).nullable())}))
})

// --- Redirects (redirects.json) ---

/** A site path from the site's root, e.g. `/geschiedenis/1987-10/`. */
const sitePath = z.string().regex(/^\/(?:[^/#?\s]+\/)*$/)

/** Pages that moved: each published path that is no longer a page, and the page it leads to (`laws/urls.txt`). */
export const redirectsSchema = z.object({
  redirects: z.array(z.object({from: sitePath, to: sitePath}))
})

export type DiffOp = z.infer<typeof diffOpSchema>
export type LinkJson = z.infer<typeof linkSchema>
export type LineagesJson = z.infer<typeof lineagesSchema>
export type PartJson = z.infer<typeof partSchema>
export type ProvisionPairJson = z.infer<typeof provisionPairSchema>
export type UnitLinkJson = z.infer<typeof unitLinkSchema>
export type ArticleComparisonJson = z.infer<typeof articleComparisonSchema>
export type ComparisonJson = z.infer<typeof comparisonSchema>
export type HeadingComparisonJson = z.infer<typeof headingComparisonSchema>
export type LineageRowsJson = z.infer<typeof lineageRowsSchema>
export type RedirectsJson = z.infer<typeof redirectsSchema>
