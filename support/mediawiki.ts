// A real MediaWiki on loopback for the import's tests and its benchmark: Debian's `mediawiki` package installed
// into a temporary folder (SQLite), served by PHP's built-in server, pages saved with
// `maintenance/edit.php` as a maintainer saves them. Never a recording of answers.
import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {appendFileSync, existsSync, mkdtempSync, rmSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'

/** Where Debian installs MediaWiki (`apt-get install mediawiki php-sqlite3`). */
export const mediawikiHome = '/usr/share/mediawiki'

export function hasMediawiki(): boolean {
  return existsSync(path.join(mediawikiHome, 'maintenance', 'install.php')) && spawnSync('php', ['-m'], {encoding: 'utf8'}).stdout?.includes('pdo_sqlite') === true
}

export interface Wiki {
  /** The address of its api.php. */
  api: string
  /** Its LocalSettings.php, for a test that changes what the wiki allows. */
  settings: string
  /** Saves `text` as the newest revision of `title`. */
  edit(title: string, text: string, summary?: string): void
  /** Every request the server logged so far, one line each. */
  requests(): string[]
  /** Stops the server; `start` serves it again on the same port. */
  stop(): Promise<void>
  start(): Promise<void>
  /** Stops it and removes its folder. */
  remove(): Promise<void>
}

export async function startWiki(): Promise<Wiki> {
  const folder = mkdtempSync(path.join(tmpdir(), 'spelregels-wiki-'))
  const port = await freePort()
  const server = `http://127.0.0.1:${port}`
  const installed = spawnSync(
    'php',
    [
      path.join(mediawikiHome, 'maintenance', 'install.php'),
      '--dbtype',
      'sqlite',
      '--dbpath',
      path.join(folder, 'data'),
      '--confpath',
      folder,
      '--lang',
      'nl',
      '--server',
      server,
      '--scriptpath',
      '',
      '--pass',
      'proef-wachtwoord-2026',
      '--quiet',
      'Spelregels voor tafelarbiters',
      'Beheerder'
    ],
    {encoding: 'utf8'}
  )
  if (installed.status !== 0) throw new Error(`MediaWiki did not install: ${installed.stderr || installed.stdout}`)
  // Pages are saved by maintenance scripts, in other processes than the server: its objects may not
  // be cached in its own memory (APCu), or it would not see their edits as a wiki sees edits made through it.
  appendFileSync(path.join(folder, 'LocalSettings.php'), '\n$wgMainCacheType = CACHE_NONE;\n')
  const env = {...process.env, MW_CONFIG_FILE: path.join(folder, 'LocalSettings.php')}
  let child: ChildProcess | null = null
  let log = ''
  const start = async () => {
    // PHP's server logs every request; where to depends on its version, so both streams are read.
    child = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', mediawikiHome], {env, stdio: ['ignore', 'pipe', 'pipe']})
    for (const stream of [child.stdout!, child.stderr!]) stream.setEncoding('utf8').on('data', (chunk: string) => (log += chunk))
    for (let tries = 0; tries < 100; tries++) {
      try {
        const answer = await fetch(`${server}/api.php?action=query&meta=siteinfo&format=json`)
        if (answer.ok) return
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`MediaWiki did not answer on ${server}`)
  }
  const stop = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  }
  await start()
  return {
    api: `${server}/api.php`,
    settings: path.join(folder, 'LocalSettings.php'),
    edit(title, text, summary = 'proef') {
      const saved = spawnSync('php', [path.join(mediawikiHome, 'maintenance', 'edit.php'), '--summary', summary, title], {env, input: text, encoding: 'utf8'})
      if (saved.status !== 0) throw new Error(`edit.php could not save ${title}: ${saved.stderr || saved.stdout}`)
    },
    requests: () => log.split('\n').filter((line) => /\[\d{3}\]: (?:GET|POST) \/api\.php/.test(line)),
    stop,
    start,
    async remove() {
      await stop()
      rmSync(folder, {recursive: true, force: true})
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * A source's text (its first line the page name) as the wikitext a maintainer saves for it: each
 * paragraph's lines kept apart by `<br />`, `- ` lines as a bulleted list (`*`, `**`), `---` as a
 * rule, and every run of text inside `<nowiki>` so that no character of the law means markup.
 */
export function sourceAsWikitext(source: string): string {
  const lines = source
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
  const out: string[] = []
  lines.forEach((line, index) => {
    const bullets = /^((?:- )+)(.*)$/.exec(line)
    const next = lines[index + 1] ?? ''
    // A line of a paragraph that another line of it follows ends in a line break.
    const runsOn = next !== '' && next !== '---' && !/^- /.test(next)
    if (line === '' || line === '---') out.push(line === '' ? '' : '----')
    else if (bullets) out.push(`${'*'.repeat(bullets[1]!.length / 2)} ${nowiki(bullets[2]!)}`)
    else out.push(nowiki(line) + (runsOn ? '<br />' : ''))
    // Wikitext ends a list at a line that is no item; a paragraph that follows one starts on its own.
    if (bullets && next !== '' && !/^- /.test(next)) out.push('')
  })
  return `${out.join('\n').trim()}\n`
}

function nowiki(text: string): string {
  return `<nowiki>${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</nowiki>`
}
