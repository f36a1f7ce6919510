// Golden files: compare exactly; `UPDATE=1 npm test` rewrites them. Read every rewritten file
// against the source text before committing it.
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect} from 'vitest'

export function expectGolden(file: string, actual: string): void {
  if (process.env['UPDATE'] === '1' || !existsSync(file)) {
    if (process.env['CI'] && !existsSync(file)) throw new Error(`Missing golden file ${file}; run UPDATE=1 npm test and review it`)
    mkdirSync(path.dirname(file), {recursive: true})
    writeFileSync(file, actual)
    return
  }
  expect(actual).toBe(readFileSync(file, 'utf8'))
}

export function stableJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}
