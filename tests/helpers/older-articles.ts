// Older versions of articles, made from the corpus's own text with small changes, for the tests that
// prove URLs survive a new source (tests/published-urls-stage.test.ts, tests/site/stable-urls.test.ts):
// - 1975 art. 10, from 1987 art. 10, which until now starts its lineage (`1987-10`): the lineage
//   gains an older article and must keep its id and page;
// - 1982 art. 34, from 1975 art. 34: it comes between 1975 art. 34 and 1987 art. 35, so the
//   comparison page `/vergelijk/1975/1987/artikel-34/` is no longer made and must redirect to
//   `/vergelijk/1975/1982/artikel-34/`.
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'

/**
 * The text of artikel `number` in `file`: from its heading to the next heading, or to where its
 * first lid starts again (1987 art. 10 repeats its lids A–C; the first copy is the article).
 */
function articleText(file: string, number: string): string {
  const lines = readFileSync(file, 'utf8').split('\n')
  const start = lines.findIndex((line) => new RegExp(`^Artikel ${number}\\b`).test(line))
  const firstLid = lines.findIndex((line, index) => index > start && line.trim() !== '')
  const end = lines.findIndex((line, index) => index > firstLid && (/^Artikel \d/.test(line) || line === lines[firstLid]))
  if (start < 0 || end < 0) throw new Error(`Unexpected text of ${file}, expected artikel ${number}`)
  return lines.slice(start, end).join('\n').trimEnd()
}

/** Writes the two older articles into the `laws/` of a copy of the project. */
export function addOlderArticles(project: string): void {
  const laws = path.join(project, 'laws')
  const article10 = articleText(path.join(laws, '1987', 'HIV.md'), '10')
    .replace('Alleen de wedstrijdleider heeft', 'Slechts de wedstrijdleider heeft')
    .replace('handhaven of annuleren', 'handhaven of ongedaan maken')
  writeFileSync(path.join(laws, '1975', 'HII.md'), `Sjabloon:1975:HII\n\n${article10}\n`)
  const article34 = articleText(path.join(laws, '1975', 'HV3.md'), '34').replace('voordat een straf is vastgesteld', 'voordat de straf is vastgesteld')
  writeFileSync(path.join(laws, '1982', 'HV3.md'), `Sjabloon:1982:HV3\n\n${article34}\n`)
}
