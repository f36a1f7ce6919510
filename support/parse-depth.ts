// Parse time per megabyte of Markdown lists nested `depth` levels deep (each item indented two
// columns under the one before), through the parser's entry (`parseSource`). Nesting used to cost
// the cube of its depth (issue 28): at depth 2,000 a megabyte took minutes; now the parser leaves
// the markers past column 64 out of what Markdown reads, and a megabyte nested 2,000 deep costs
// about what one nested 10 deep does.
//   const rows = measureParseDepth()   // depths 10 and 2,000, about 4 MB each, median of 3 runs
import {VFile} from 'vfile'
import {parseSource} from '../src/parse/parse.ts'
import {median} from './diff-engines.ts'

export interface ParseDepthRow {
  depth: number
  /** Size of the source parsed, in bytes (UTF-8; the text is ASCII). */
  bytes: number
  /** Median milliseconds of one parse. */
  milliseconds: number
  millisecondsPerMegabyte: number
}

export interface ParseDepthOptions {
  depths?: number[]
  /** Size of each source: lists of `depth` levels, separated by blank lines, up to about this many megabytes (one list at least). */
  megabytes?: number
  runs?: number
}

export function measureParseDepth({depths = [10, 2000], megabytes = 4, runs = 3}: ParseDepthOptions = {}): ParseDepthRow[] {
  return depths.map((depth) => {
    const text = nestedSource(depth, megabytes * 1024 * 1024)
    const times: number[] = []
    for (let run = 0; run < runs; run++) {
      const file = new VFile({path: 'laws/2001/X.md', value: text})
      const started = performance.now()
      parseSource(file, {provenance: {edition: '2001', page: 'X', path: file.path, wiki: '', site: '', title: 'Sjabloon:2001:X', url: null, revision: null, oldid: null, retrieved: null}, headerLines: 1})
      times.push(performance.now() - started)
    }
    const milliseconds = median(times)
    return {depth, bytes: text.length, milliseconds, millisecondsPerMegabyte: milliseconds / (text.length / 1024 / 1024)}
  })
}

/** A source of one article: lists nested `depth` levels deep, separated by blank lines, about `bytes` long. */
export function nestedSource(depth: number, bytes: number): string {
  const list = Array.from({length: depth}, (_, level) => `${'  '.repeat(level)}- woord ${level}\n`).join('')
  const count = Math.max(1, Math.round(bytes / (list.length + 1)))
  return `Sjabloon:2001:X\n\nArtikel 1 Een\n\n${Array.from({length: count}, () => list).join('\n')}`
}

if (import.meta.main) {
  for (const row of measureParseDepth()) console.log(`depth ${row.depth}: ${(row.bytes / 1024 / 1024).toFixed(1)} MB in ${row.milliseconds.toFixed(0)} ms, ${row.millisecondsPerMegabyte.toFixed(0)} ms per MB`)
}
