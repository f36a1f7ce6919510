// Bring an edition, or one page, from the wiki into `laws/`, pinned to its revision (docs/import.md).
//   npm run import -- --edition 1987 [--wiki https://…/api.php] [--replace-edited]
//   npm run import -- --page "Sjabloon:1987:HV2"
// The address defaults to `api` in laws/corpus.json. Prints what it left out with vfile-reporter,
// then what it wrote; progress goes to a terminal only. Exits 1 when the wiki cannot be read or
// `laws/` cannot be written (one message, no trace), 2 on wrong arguments.
import path from 'node:path'
import {parseArgs} from 'node:util'
import {reporter} from 'vfile-reporter'
import {readCorpusConfig} from '../src/corpus-config.ts'
import {failureMessage} from '../src/file-system.ts'
import {importPages, type ImportProgress} from '../src/import/import-edition.ts'
import {WikiClient, WikiFailure} from '../src/import/wiki-client.ts'

const root = path.resolve(import.meta.dirname, '..')
const usage = 'Usage: npm run import -- --edition <edition> | --page "<title>" [--wiki <api.php address>] [--laws <folder>] [--replace-edited] [--rate <requests per second>]'

let values
try {
  values = parseArgs({
    options: {
      edition: {type: 'string'},
      page: {type: 'string'},
      wiki: {type: 'string'},
      laws: {type: 'string', default: path.join(root, 'laws')},
      'replace-edited': {type: 'boolean', default: false},
      rate: {type: 'string', default: '10'}
    }
  }).values
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`)
  process.exit(2)
}
const rate = Number(values.rate)
if ((values.edition === undefined) === (values.page === undefined) || !Number.isFinite(rate) || rate < 0) {
  console.error(usage)
  process.exit(2)
}
const lawsDir = path.resolve(values.laws)
const api = values.wiki ?? readCorpusConfig(lawsDir).config?.api
if (!api) {
  console.error(`No wiki address: give --wiki <api.php address>, or \`api\` in ${path.join(path.relative(process.cwd(), lawsDir), 'corpus.json')}\n${usage}`)
  process.exit(2)
}

const terminal = process.stderr.isTTY === true
const progress = (event: ImportProgress) => {
  if (!terminal) return
  const line = event.kind === 'found' ? `${event.pages} pages found` : event.kind === 'rendered' ? `rendered ${event.done} of ${event.of}: ${event.title}` : `${event.files} files written`
  process.stderr.write(`\r\x1b[2K${line}${event.kind === 'written' ? '\n' : ''}`)
}

const client = new WikiClient({api, userAgent: 'spelregels-import/0.1 (Spelregels voor wedstrijdbridge; https://www.npmjs.com/package/mwn)', requestsPerSecond: rate})
try {
  const result = await importPages({
    lawsDir,
    client,
    ...(values.edition === undefined ? {} : {edition: values.edition}),
    ...(values.page === undefined ? {} : {page: values.page}),
    // The day the text is taken is the import's to record: the build never reads a clock.
    today: new Date().toISOString().slice(0, 10),
    replaceEdited: values['replace-edited'],
    progress,
    cwd: process.cwd()
  })
  const report = reporter(result.messages, {quiet: true})
  if (report) console.error(report)
  const names = (list: string[]) => (list.length === 0 ? '' : `: ${list.join(', ')}`)
  console.log(`${result.found} pages on the wiki, ${result.written.length} files written${names(result.written)}, ${result.unchanged.length} unchanged, ${result.messages.length} left out; ${client.requests} requests`)
} catch (error) {
  // One message, never a trace: the wiki's failure as said, the file system's refusal with what to do.
  console.error(error instanceof WikiFailure ? error.message : failureMessage(error))
  process.exit(1)
}
