// A lineage cell and the comparison of its pair never contradict each other: every cell made from a
// split, merge, regrouping or move shows exactly the words the comparison's parts show for its own
// provision, each unchanged, new or deleted as there, and none of a sibling's. Read from the files
// as published (the lineage rows and the comparison), over the whole shipped corpus.
import {describe, expect, test} from 'vitest'
import {lineageSteps} from '../src/align/articles.ts'
import {lineageRowsJson} from '../src/export/lineage-json.ts'
import type {DiffOp, LineageRowsJson, ProvisionPairJson} from '../src/schema.ts'
import {runPipeline, type Pipeline} from '../src/pipeline.ts'
import {lawsDir, root} from './helpers/corpus.ts'

type Part = ProvisionPairJson['parts'][number]
/** A word as a diff shows it: its op, and where it stands in the newer provision (a deleted word: after the newer words read before it). */
interface Shown {
  op: DiffOp['op']
  word: string
  at: number
}

const wordPattern = /[\p{L}\p{N}]+/gu

/** Where each character of a part's side text stands: the side's provision (index) and offset; null for the space or line break the side text puts between clauses and provisions. */
function placesOf(side: Part['to']): Array<{side: number; at: number} | null> {
  const places: Array<{side: number; at: number} | null> = []
  side.forEach(({spans}, index) => {
    if (index > 0) places.push(null)
    spans.forEach(([start, end], k) => {
      if (k > 0) places.push(null)
      for (let at = start; at < end; at++) places.push({side: index, at})
    })
  })
  return places
}

/**
 * What the comparison page shows of `id` in one part: the words of its text, each unchanged or new,
 * and the deleted words on its line of the part's redline (after its words, or opening the part).
 */
function partWords(part: Part, id: string): Shown[] {
  const own = part.to.findIndex((side) => side.id === id)
  if (own === -1) return []
  const places = placesOf(part.to)
  const shown: Shown[] = []
  let newAt = 0
  let line = 0
  let after = part.to[own]!.spans[0]?.[0] ?? 0
  for (const {op, text} of part.diff) {
    if (op === 'delete') {
      if (line === own) for (const match of text.matchAll(wordPattern)) shown.push({op, word: match[0], at: after})
      continue
    }
    for (const match of text.matchAll(wordPattern)) {
      const place = places[newAt + match.index]
      if (place?.side === own) shown.push({op, word: match[0], at: place.at})
    }
    for (let k = 0; k < text.length; k++) {
      const place = places[newAt + k]
      if (place) {
        line = place.side
        if (place.side === own) after = place.at + 1
      }
    }
    newAt += text.length
  }
  return shown
}

/** The words of a cell's diff, each with where it stands in the cell's text. */
function cellWords(ops: DiffOp[]): Shown[] {
  const shown: Shown[] = []
  let at = 0
  for (const {op, text} of ops) {
    for (const match of text.matchAll(wordPattern)) shown.push({op, word: match[0], at: op === 'delete' ? at : at + match.index})
    if (op !== 'delete') at += text.length
  }
  return shown
}

/**
 * Words in the order of the newer text, as a diff reads them: between two unchanged words the
 * deleted ones first, then the new ones (how every diff of the site is written).
 */
function reading(words: Shown[]): string {
  const ordered = words
    .map((word, order) => ({word, order}))
    .sort((x, y) => x.word.at - y.word.at || x.order - y.order)
    .map(({word}) => word)
  const runs: Shown[][] = [[]]
  for (const word of ordered) {
    if (word.op === 'equal') runs.push([word], [])
    else runs.at(-1)!.push(word)
  }
  return runs
    .flatMap((run) => [...run.filter((word) => word.op === 'delete'), ...run.filter((word) => word.op === 'insert'), ...run.filter((word) => word.op === 'equal')])
    .map((word) => `${word.op} ${word.word}`)
    .join(' | ')
}

/** Every cell of a lineage made from a pair with parts, or a move, that differs from what its pair's comparison shows. */
function contradictions(run: Pipeline): {cells: number; problems: string[]} {
  const problems: string[] = []
  let cells = 0
  for (const lineage of run.lineages.filter((candidate) => candidate.links.length > 0)) {
    const rows: LineageRowsJson['rows'] = lineageRowsJson(lineage, run, run.article).rows
    for (const {column, link} of lineageSteps(lineage)) {
      const pairs = run.compare(lineage, link.from, link.to).pairs
      rows.forEach(({cells: row}, index) => {
        const cell = row[column]
        if (cell?.kind !== 'text' || !cell.diff || !['split', 'merged', 'regrouped', 'moved'].includes(cell.status ?? '')) return
        const pair = pairs.find((candidate) => cell.provisions.every((id) => candidate.to.includes(id)))
        const where = `${lineage.id} row ${index} ${cell.provisions.join(' + ')}`
        if (!pair) return problems.push(`${where}: in no pair of ${link.from.id} → ${link.to.id}`)
        cells++
        // A pair without parts, or one that left for another article: the cell is the pair's whole diff.
        if (pair.parts.length === 0 || pair.elsewhere?.direction === 'to') {
          if (JSON.stringify(cell.diff) !== JSON.stringify(pair.diff)) problems.push(`${where}: not the pair's diff`)
          return
        }
        if (cell.provisions.length !== 1) return problems.push(`${where}: a cell of several provisions from parts`)
        const expected = reading(pair.parts.flatMap((part) => partWords(part, cell.provisions[0]!)))
        const found = reading(cellWords(cell.diff))
        if (found !== expected) problems.push(`${where}:\n  cell ${found}\n  page ${expected}`)
      })
    }
  }
  return {cells, problems}
}

describe('a lineage cell shows only its own provision, as its comparison does', () => {
  test('every cell from a split, merge, regrouping or move of the shipped corpus has exactly the unchanged, new and deleted words of its comparison', () => {
    const {cells, problems} = contradictions(runPipeline(lawsDir, {cwd: root}))
    expect(problems).toEqual([])
    expect(cells).toBe(23)
  })
})
