// The table of contents of an edition: articles grouped by chapter, then by section, in source order.
import {abbreviate, capitalsAbbreviation} from './glossary.ts'
import type {Segment} from './segments.ts'
import type {SiteUrls} from './urls.ts'

export interface TocArticle {
  number: string
  title: string | null
  href: string
}

export interface TocSection {
  title: Segment[] | null
  articles: TocArticle[]
}

export interface TocChapter {
  title: Segment[] | null
  sections: TocSection[]
}

interface ArticleEntry {
  number: string
  title: string | null
  chapter: string | null
  section: string | null
}

export function tableOfContents(edition: string, articles: ArticleEntry[], urls: SiteUrls): TocChapter[] {
  const chapters: {key: string | null; chapter: TocChapter; sectionKey: string | null | undefined}[] = []
  for (const article of articles) {
    let current = chapters.at(-1)
    if (!current || current.key !== article.chapter) {
      current = {key: article.chapter, chapter: {title: article.chapter ? abbreviate(article.chapter) : null, sections: []}, sectionKey: undefined}
      chapters.push(current)
    }
    if (current.sectionKey !== article.section) {
      current.chapter.sections.push({title: article.section ? abbreviate(article.section) : null, articles: []})
      current.sectionKey = article.section
    }
    current.chapter.sections.at(-1)!.articles.push({number: article.number, title: article.title, href: urls.article(edition, article.number)})
  }
  return chapters.map(({chapter}) => chapter)
}

/**
 * The value of the search filter `hoofdstuk` for an article: its chapter, or its section in an
 * edition without chapters. Article pages set it, the search page offers it.
 */
export function chapterFilter(article: {chapter: string | null; section: string | null}): string | null {
  const heading = article.chapter ?? article.section
  return heading === null ? null : headingName(heading)
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
