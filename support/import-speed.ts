// The import's cost to a wiki, measured against a MediaWiki on loopback (support/mediawiki.ts):
// an edition of L size (400 article pages, made from the shipped articles renumbered, saved with
// one `importDump.php` run) imported into an empty `laws/`, then imported again with nothing
// changed. What counts is what the wiki pays: requests per page, and pages per second.
import {spawn, spawnSync} from 'node:child_process'
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {listFolder} from '../src/listing.ts'
import {hasMediawiki, mediawikiHome, sourceAsWikitext, startWiki} from './mediawiki.ts'

export interface ImportSpeed {
  pages: number
  first: {requests: number; seconds: number}
  again: {requests: number; seconds: number}
}

const edition = '2017'

/** Imports an edition of `pages` article pages twice from a wiki on loopback; a string says why it could not be measured. */
export async function measureImport(root: string, pages = 400): Promise<ImportSpeed | string> {
  if (!hasMediawiki()) return "Debian's MediaWiki is not installed (apt-get install mediawiki php-sqlite3)"
  const wiki = await startWiki()
  const work = mkdtempSync(path.join(tmpdir(), 'spelregels-import-bench-'))
  try {
    const articles = shippedArticles(root)
    const dump = path.join(work, 'pages.xml')
    writeFileSync(dump, dumpOf(Array.from({length: pages}, (_, k) => ({title: `Sjabloon:${edition}:${k + 1}`, text: sourceAsWikitext(`x\n${articles[k % articles.length]!.replace(/^(ARTIKEL|Artikel) \d+[a-z]?/, `Artikel ${k + 1}`)}`)}))))
    const loaded = spawnSync('php', [path.join(mediawikiHome, 'maintenance', 'importDump.php'), dump], {env: {...process.env, MW_CONFIG_FILE: wiki.settings}, encoding: 'utf8'})
    if (loaded.status !== 0) return `importDump.php failed: ${loaded.stderr || loaded.stdout}`
    const laws = path.join(work, 'laws')
    cpSync(path.join(root, 'laws'), laws, {recursive: true, filter: (source) => !/\/laws\/\d{4}(?:\/|$)/.test(source)})
    const config = JSON.parse(readFileSync(path.join(laws, 'corpus.json'), 'utf8')) as Record<string, unknown>
    delete config['sources']
    writeFileSync(path.join(laws, 'corpus.json'), `${JSON.stringify(config, null, 2)}\n`)
    const first = await timedImport(root, wiki.api, laws)
    const again = await timedImport(root, wiki.api, laws)
    const written = listFolder(path.join(laws, edition)).length
    if (written !== pages) return `the first import wrote ${written} of ${pages} pages`
    return {pages, first, again}
  } finally {
    await wiki.remove()
    rmSync(work, {recursive: true, force: true})
  }
}

async function timedImport(root: string, api: string, laws: string): Promise<{requests: number; seconds: number}> {
  const start = performance.now()
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'import.ts'), '--edition', edition, '--wiki', api, '--laws', laws, '--rate', '0'], {stdio: ['ignore', 'pipe', 'pipe']})
    let out = ''
    let err = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    child.on('exit', (status) => (status === 0 ? resolve(out) : reject(new Error(`npm run import exited ${status}: ${err}`))))
  })
  const requests = Number(/; (\d+) requests\n$/.exec(stdout)?.[1] ?? NaN)
  return {requests, seconds: (performance.now() - start) / 1000}
}

/** Every article of the shipped sources as its lines, heading first. */
function shippedArticles(root: string): string[] {
  const texts: string[] = []
  for (const folder of names(path.join(root, 'laws')).filter((name) => /^\d{4}$/.test(name))) {
    for (const name of names(path.join(root, 'laws', folder))) {
      const lines = readFileSync(path.join(root, 'laws', folder, name), 'utf8').split('\n')
      const starts = lines.flatMap((line, index) => (/^(?:ARTIKEL|Artikel) \d+/.test(line) ? [index] : []))
      texts.push(...starts.map((start, k) => lines.slice(start, starts[k + 1]).join('\n')))
    }
  }
  return texts
}

const names = (folder: string) => listFolder(folder).map((entry) => entry.name)

/** A MediaWiki XML export of these pages, one revision each, as `importDump.php` reads it. */
function dumpOf(pages: Array<{title: string; text: string}>): string {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
  const body = pages
    .map(
      ({title, text}) =>
        `  <page>\n    <title>${escape(title)}</title>\n    <ns>10</ns>\n    <revision>\n      <timestamp>2026-01-01T00:00:00Z</timestamp>\n      <contributor><username>Beheerder</username></contributor>\n      <model>wikitext</model>\n      <format>text/x-wiki</format>\n      <text xml:space="preserve">${escape(text)}</text>\n    </revision>\n  </page>`
    )
    .join('\n')
  return `<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="nl">\n${body}\n</mediawiki>\n`
}
