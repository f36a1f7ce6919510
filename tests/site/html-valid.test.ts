// Every built page is valid HTML as an independent checker reads it: html-validate with its
// "standard" preset (conformance to the HTML standard, no style preferences), on the site at `/` and
// on the site under `/spelregels/` with its address (canonical links, og:url).
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {HtmlValidate} from 'html-validate'
import {describe, expect, inject, it} from 'vitest'
import {pagePaths} from './helpers/html.ts'

const validator = new HtmlValidate({extends: ['html-validate:standard']})

describe('valid HTML', () => {
  it.each(['root', 'base'] as const)('every built page passes html-validate with no error (%s)', async (name) => {
    const dir = inject('sites')[name]
    const pages = pagePaths(dir)
    const errors: string[] = []
    for (const page of pages) {
      const file = path.join(dir, page, 'index.html')
      const report = await validator.validateString(readFileSync(file, 'utf8'), file)
      for (const result of report.results) for (const message of result.messages) if (message.severity === 2) errors.push(`${page}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
    }
    expect(pages.length).toBeGreaterThan(50)
    expect(errors).toEqual([])
  })
})
