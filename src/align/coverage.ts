// Comparing on what the collection holds. An article of lid pages only (src/parse/coverage.ts)
// lacks its title, its opening words and the lids without a page: a provision whose counterpart
// may be in what is missing is neither removed, nor moved, nor renumbered on that ground.
import {pathOf, sameLabelText} from '../ids.ts'
import type {Article} from '../types.ts'
import {textUnits, type TextUnit} from './units.ts'

/**
 * The top-level part a unit belongs to: its lid's label, the id of an unlabeled part before the
 * lids (the opening words), and for a footnote the part its marker stands in (`''`: the heading).
 */
export function lidOf(unit: TextUnit): string {
  if (unit.kind === 'footnote') return unit.provision ? (pathOf(unit.provision.id)[0] ?? '') : ''
  return pathOf(unit.id)[0] ?? unit.id
}

/** The article is only partly in the collection (lid pages only). */
export function isPartial(article: Article): boolean {
  return article.coverage !== undefined && !article.coverage.whole
}

/**
 * The collection holds `lid` of `article`: every part of a whole article, the transcribed lids of
 * a partial one (a lid known only by its title is not transcribed, nor anything of an article known
 * only by its headings); of an article whose page is cut short, its heading and the parts before the one
 * it breaks off in (that part is not whole: it is not compared). `lid` is another edition's label,
 * which may be lettered in another case (`sameLabelText`).
 */
export function holds(article: Article, lid: string): boolean {
  if (!isPartial(article)) return true
  const {cutShort: cut, headingsOnly, lids} = article.coverage!
  // Known only by its headings, or this lid only by its title: its text is not here.
  if (headingsOnly || lids.some((entry) => !entry.transcribed && sameLabelText(entry.label, lid))) return false
  if (cut) {
    const key = (part: Article['children'][number]) => part.label ?? pathOf(part.id).at(-1)!
    const at = article.children.findIndex((part) => sameLabelText(key(part), lid))
    const end = cut.part === '' ? article.children.length : article.children.findIndex((part) => key(part) === cut.part)
    return lid === '' || (at !== -1 && at < end)
  }
  return lids.some((entry) => entry.transcribed && sameLabelText(entry.label, lid))
}

/**
 * The collection holds `lid` of `article`, or the part of it before the page breaks off (the part
 * a page cut short stops in): units of that lid may meet their counterparts, though what has none
 * may lie after the cut.
 */
export function reaches(article: Article, lid: string): boolean {
  const cut = article.coverage?.cutShort
  return holds(article, lid) || (cut !== undefined && cut.part !== '' && sameLabelText(cut.part, lid))
}

/**
 * Whether a unit of an older article and one of its newer counterpart can be paired on what the
 * collection holds: each one's own lid is held on the other side. Else the evidence depends on
 * what is missing: the older lid A's continuation may be the newer lid A that has no page, so a
 * phrase it shares with the newer lid B proves nothing. A part of a whole article that carries no
 * lid label (an alinea, the opening words) names no lid to look for: it may continue in any lid
 * the other side holds when its words say so (`strong`: the texts read largely the same, asked
 * only then). The aanhef is not such a part: it leads into the lids, and what continues it is the
 * other article's opening words, which lid pages never hold.
 */
export function comparable(older: TextUnit, newer: TextUnit, strong: () => boolean = () => false): boolean {
  if (!whole(older) || !whole(newer)) return false
  const [olderHeld, newerHeld] = [reaches(newer.article, lidOf(older)), reaches(older.article, lidOf(newer))]
  if (olderHeld && newerHeld) return true
  return (olderHeld || unlabeled(older)) && (newerHeld || unlabeled(newer)) && strong()
}

/**
 * A unit is whole unless its page breaks off in it: in the part the page stops in, the units that
 * end before the last line are whole (a lid's title and text above its onderdelen, the onderdelen
 * before the cut); the innermost one holding the last line is not, and is not compared.
 */
export function whole(unit: TextUnit): boolean {
  const cut = unit.article.coverage?.cutShort
  if (cut === undefined || holds(unit.article, lidOf(unit))) return true
  const part = unit.article.children.find((candidate) => (candidate.label ?? pathOf(candidate.id).at(-1)) === cut.part)
  const provision = unit.kind === 'provision' ? unit.provision : null
  if (!part || !provision || cut.part === '' || lidOf(unit) !== cut.part) return false
  const last = part.position.end.line
  // A provision with parts has its own text above them: the page breaks off in a part.
  return provision.position.end.line < last || provision.children.length > 0
}

/**
 * The unit the page breaks off in: the innermost provision holding the page's last line (a lid
 * without onderdelen cut mid-sentence, or the last onderdeel of one). Its words are the start of
 * the printed text: they can be paired by that start (cut-units.ts), never compared whole.
 */
export function isCutUnit(unit: TextUnit): boolean {
  const cut = unit.article.coverage?.cutShort
  const provision = unit.kind === 'provision' ? unit.provision : null
  if (cut === undefined || cut.part === '' || provision === null || provision.children.length > 0 || lidOf(unit) !== cut.part) return false
  const part = unit.article.children.find((candidate) => (candidate.label ?? pathOf(candidate.id).at(-1)) === cut.part)
  return part !== undefined && provision.position.end.line >= part.position.end.line
}

/** The unit stands in a top-level part of a whole article that is no lid and no aanhef (a footnote: by its marker's place). */
function unlabeled(unit: TextUnit): boolean {
  if (isPartial(unit.article)) return false
  const part = unit.article.children.find((provision) => pathOf(provision.id)[0] === lidOf(unit))
  return part !== undefined && part.kind !== 'labeled' && textUnits(unit.article).find((candidate) => candidate.provision === part)?.unitKind !== 'aanhef'
}
