// The rule verdicts of a build against the gold (tests/gold/rule-changes.txt, read from the
// sources by a person): per provision pair, whether the rule changed, and whether the clauses
// quoted are the ones that changed. Precision and recall at pair level; a quote of a clause the
// gold says stands is spurious; a change the gold names and no quote holds is missed. Whether a
// rule changed is the site's own reading of it (`changesRule`, src/vocabulary.ts).
import {changesRule, type RuleChangeFacts} from '../src/vocabulary.ts'

export interface RuleGoldLine {
  section: string
  from: string[]
  to: string[]
  verdict: 'stands' | 'changed'
  /** Words each of which a quoted clause must hold (`changed`). */
  named: string[]
  /** Words of clauses that stand: no quote may hold them. */
  keeps: string[]
  line: number
}

const linePattern = /^(\S+(?:\s*\+\s*\S+)*)\s*->\s*(\S+(?:\s*\+\s*\S+)*)\s+(stands|changed)((?:\s+(?:keeps\s+)?"[^"]+")*)\s*$/

export function parseRuleGold(text: string): RuleGoldLine[] {
  const lines: RuleGoldLine[] = []
  let section = ''
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim()
    if (line === '') return
    const header = /^\[(\d{4} -> \d{4})\]$/.exec(line)
    if (header) return void (section = header[1]!)
    const match = linePattern.exec(line)
    if (!match || section === '') throw new Error(`Unexpected rule gold line ${index + 1} \`${raw}\`, expected \`<ids> -> <ids> stands|changed ["words" ...] [keeps "words" ...]\` in a \`[<older> -> <newer>]\` section`)
    const named: string[] = []
    const keeps: string[] = []
    for (const quote of match[4]!.matchAll(/(keeps\s+)?"([^"]+)"/g)) (quote[1] ? keeps : named).push(quote[2]!)
    const ids = (side: string) => side.split('+').map((id) => id.trim())
    lines.push({section, from: ids(match[1]!), to: ids(match[2]!), verdict: match[3] as 'stands' | 'changed', named, keeps, line: index + 1})
  })
  return lines
}

/** What a published pair says of its rule (the JSON's `ruleChange`; older builds had only `lapsed` and `added`). */
export type PublishedRuleChange = RuleChangeFacts

export interface PublishedPair {
  from: string[]
  to: string[]
  ruleChange: PublishedRuleChange | null
}

/** Every clause a rule change quotes. */
export function quotesOf(change: PublishedRuleChange | null): string[] {
  if (!change) return []
  return [...change.lapsed, ...change.added, ...(change.changed ?? []).flatMap(({was, now}) => [was, now]), ...(change.references ?? []).flatMap(({was, now}) => [was, now])]
}

export interface RuleVerdictQuality {
  pairs: number
  truePositives: number
  predicted: number
  expected: number
  precision: number
  recall: number
  /** Pairs whose verdict is not the gold's: `<from> -> <to>: computed changed, gold stands`. */
  wrong: string[]
  /** Quotes of clauses the gold says stand. */
  spurious: string[]
  /** Changes the gold names that no quote holds. */
  missed: string[]
  /** Changes the gold names that only a clause in doubt holds ("mogelijk inhoudelijk gewijzigd"). */
  inDoubt: string[]
  /** Gold lines with no published pair of those ids. */
  unknown: string[]
  /** Clauses the words cannot decide, over the pairs judged. */
  uncertain: number
}

const keyOf = (pair: {from: string[]; to: string[]}) => `${pair.from.join('+')} -> ${pair.to.join('+')}`

export function ruleVerdictQuality(gold: RuleGoldLine[], published: PublishedPair[]): RuleVerdictQuality {
  const byKey = new Map(published.map((pair) => [keyOf(pair), pair]))
  const result: RuleVerdictQuality = {pairs: 0, truePositives: 0, predicted: 0, expected: 0, precision: 1, recall: 1, wrong: [], spurious: [], missed: [], inDoubt: [], unknown: [], uncertain: 0}
  for (const line of gold) {
    const key = keyOf(line)
    const pair = byKey.get(key)
    if (!pair) {
      result.unknown.push(key)
      continue
    }
    result.pairs++
    const change = pair.ruleChange
    const computed = changesRule(change)
    const expected = line.verdict === 'changed'
    if (computed) result.predicted++
    if (expected) result.expected++
    if (computed && expected) result.truePositives++
    if (computed !== expected) result.wrong.push(`${key}: computed ${computed ? 'changed' : 'stands'}, gold ${line.verdict}`)
    const quotes = quotesOf(change)
    const folded = (text: string) => text.toLowerCase().replace(/\s+/g, ' ')
    for (const quote of quotes) {
      if (!expected || line.keeps.some((words) => folded(quote).includes(folded(words)))) result.spurious.push(`${key}: „${quote}”`)
    }
    const doubted = (change?.doubts ?? []).flatMap(({was, now}) => [was ?? '', now ?? ''])
    for (const words of line.named) {
      if (quotes.some((quote) => folded(quote).includes(folded(words)))) continue
      if (doubted.some((quote) => folded(quote).includes(folded(words)))) result.inDoubt.push(`${key}: "${words}"`)
      else result.missed.push(`${key}: "${words}"`)
    }
    result.uncertain += change?.doubts?.length ?? 0
  }
  result.precision = result.predicted === 0 ? 1 : result.truePositives / result.predicted
  result.recall = result.expected === 0 ? 1 : result.truePositives / result.expected
  return result
}

/** The rule verdicts of the real corpus's build against tests/gold/rule-changes.txt (for `npm run bench` and the gold test). */
export async function realRuleVerdicts(root: string): Promise<RuleVerdictQuality> {
  const [{readFileSync}, path, {runPipeline}] = await Promise.all([import('node:fs'), import('node:path'), import('../src/pipeline.ts')])
  const pipeline = runPipeline(path.join(root, 'laws'), {cwd: root})
  const pairs = pipeline.lineages.flatMap((lineage) => lineage.links.flatMap((link) => pipeline.compare(lineage, link.from, link.to).pairs))
  return ruleVerdictQuality(parseRuleGold(readFileSync(path.join(root, 'tests', 'gold', 'rule-changes.txt'), 'utf8')), pairs)
}
