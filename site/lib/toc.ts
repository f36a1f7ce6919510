// The table of contents of an edition: articles grouped by chapter, then by section, in source order.
import {abbreviate, capitalsAbbreviation} from './glossary.ts'
import type {Segment} from './segments.ts'
import type {SiteUrls} from './urls.ts'

export interface TocArticle {
  number: string
  title: string | null
  href: string
}

/** A chapter's or section's own text (law text between its heading and its first article), with its anchor. */
export interface HeadingText {
  anchor: string
  paragraphs: string[]
  /** The search filter of the text (`headingFilters`): `hoofdstuk` for a chapter's, `paragraaf` for a section's. */
  filter: string
  filterName: HeadingFilterName
}

export interface TocSection {
  title: Segment[] | null
  /** Its own text; absent when it has none. */
  text?: HeadingText
  articles: TocArticle[]
}

export interface TocChapter {
  title: Segment[] | null
  /** Its own text; absent when it has none. */
  text?: HeadingText
  sections: TocSection[]
}

interface ArticleEntry {
  number: string
  title: string | null
  chapter: string | null
  section: string | null
}

/** A heading of editions.json: the line as printed (as the articles name it), its anchor and its own text. */
export interface HeadingEntry {
  id: string
  heading: string
  text: Array<{text: string}>
}

/**
 * The own text of each heading that has one, by the heading as printed (the key the articles'
 * `chapter` and `section` give): a heading printed twice in the edition (two pages) has the text
 * of both, under the first one's anchor.
 */
export function headingTexts(headings: HeadingEntry[]): Map<string, HeadingText> {
  const texts = new Map<string, HeadingText>()
  for (const {id, heading, text} of headings) {
    if (text.length === 0) continue
    const known = texts.get(heading)
    if (known) known.paragraphs.push(...text.map((paragraph) => paragraph.text))
    else texts.set(heading, {anchor: id, paragraphs: text.map((paragraph) => paragraph.text), filter: headingName(heading), filterName: 'hoofdstuk'})
  }
  return texts
}

export function tableOfContents(edition: string, articles: ArticleEntry[], urls: SiteUrls, headings: HeadingEntry[] = []): TocChapter[] {
  const texts = headingTexts(headings)
  const textOf = (heading: string | null, filterName: HeadingFilterName = 'hoofdstuk') =>
    heading === null || !texts.has(heading) ? {} : {text: {...texts.get(heading)!, filterName, filter: filterName === 'paragraaf' ? sectionName(heading) : headingName(heading)}}
  const chapters: {key: string | null; chapter: TocChapter; sectionKey: string | null | undefined}[] = []
  for (const article of articles) {
    let current = chapters.at(-1)
    if (!current || current.key !== article.chapter) {
      current = {key: article.chapter, chapter: {title: article.chapter ? abbreviate(article.chapter) : null, ...textOf(article.chapter), sections: []}, sectionKey: undefined}
      chapters.push(current)
    }
    if (current.sectionKey !== article.section) {
      current.chapter.sections.push({title: article.section ? abbreviate(article.section) : null, ...textOf(article.section, 'paragraaf'), articles: []})
      current.sectionKey = article.section
    }
    current.chapter.sections.at(-1)!.articles.push({number: article.number, title: article.title, href: urls.article(edition, article.number)})
  }
  return chapters.map(({chapter}) => chapter)
}

/**
 * Per article (in the order given), the chapter and section texts that open right before it: the
 * heading whose own text stands between it and its first article, for pages that show the articles
 * one after another (the whole edition). An article that opens no chapter or section with text has none.
 */
export function textsBefore(articles: ArticleEntry[], headings: HeadingEntry[]): Array<Array<{title: Segment[]; text: HeadingText; level: 2 | 3}>> {
  const texts = headingTexts(headings)
  let chapter: string | null | undefined
  let section: string | null | undefined
  return articles.map((article) => {
    const opened: Array<{title: Segment[]; text: HeadingText; level: 2 | 3}> = []
    const newChapter = article.chapter !== chapter
    if (newChapter && article.chapter !== null && texts.has(article.chapter)) opened.push({title: abbreviate(article.chapter), text: texts.get(article.chapter)!, level: 2})
    if ((newChapter || article.section !== section) && article.section !== null && texts.has(article.section)) {
      opened.push({title: abbreviate(article.section), text: texts.get(article.section)!, level: article.chapter === null ? 2 : 3})
    }
    chapter = article.chapter
    section = article.section
    return opened
  })
}

/** The search filters by heading: one per level, a chapter's (`hoofdstuk`) apart from a section's (`paragraaf`). */
export const headingFilterNames = ['hoofdstuk', 'paragraaf'] as const
export type HeadingFilterName = (typeof headingFilterNames)[number]

/**
 * The values of the search filters by heading for an article: its chapter and its section, each
 * named as one value across editions (`headingName`, and for a section without its number, which
 * editions give differently or not at all: 1975's `Voor de beurt bieden` is 1987's `§ IV Voor de
 * beurt bieden`). Article pages set them, the search page offers them.
 */
export function headingFilters(article: {chapter: string | null; section: string | null}): Record<HeadingFilterName, string | null> {
  return {hoofdstuk: article.chapter === null ? null : headingName(article.chapter), paragraaf: article.section === null ? null : sectionName(article.section)}
}

/** A section heading as one filter value across editions: `headingName` without its number (`§ IV`, `Paragraaf II`). */
export function sectionName(heading: string): string {
  const name = headingName(heading).replace(/^(?:§|paragraaf|afdeling)\s*(?:[IVXLC]+|\d+)\s+/i, '')
  return name.charAt(0).toLocaleUpperCase('nl') + name.slice(1)
}

/**
 * A chapter heading as one filter value across editions. Editions differ in what a heading prints
 * around its words, so these are dropped or made one form: the article range it announces
 * (`Art. 23 t/m 40` differs per edition), a final period, a period or colon after its number
 * (`HOOFDSTUK V. HET BIEDEN.`), and case: sentence case, with the number after `Hoofdstuk`, `§` and
 * the like in capitals (`v` → `V`) and the glossary's capitals abbreviations (`WL`) kept so.
 */
export function headingName(heading: string): string {
  const bare = heading
    .replace(/\s+Art(?:ikel(?:en)?|\.)\s+\d.*$/i, '')
    .trim()
    .replace(/\s*\.$/, '')
  const words = bare.split(/\s+/)
  const numbered = /^(?:hoofdstuk|paragraaf|deel|afdeling|titel|§)$/i.test(words[0] ?? '')
  return words
    .map((word, index) => {
      const number = numbered && index === 1 ? /^([IVXLC]+|\d+)[.:]?$/i.exec(word) : null
      if (number) return number[1]!.toLocaleUpperCase('nl')
      if (/^[IVXLC]+\.?$/.test(word)) return word
      return caseOf(word, index === 0)
    })
    .join(' ')
}

/** One word in sentence case: lower case, capitalised first; a capitals abbreviation in capitals. */
function caseOf(word: string, first: boolean): string {
  const [, before = '', core = '', after = ''] = /^(\P{L}*)(.*?)(\P{L}*)$/u.exec(word) ?? []
  const abbreviation = capitalsAbbreviation(core)
  if (abbreviation) return before + abbreviation + after
  const lower = word.toLocaleLowerCase('nl')
  return first ? lower.charAt(0).toLocaleUpperCase('nl') + lower.slice(1) : lower
}
