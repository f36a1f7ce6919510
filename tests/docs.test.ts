// Facts the docs and the test configuration state about the repository stay true: every file or
// folder of the project that README.md and docs/*.md name exists, every relative link leads to a
// file, and vitest.config.ts names only test files that exist. (The shared modules that
// docs/architecture.md lists are checked in tests/architecture.test.ts, beside its own list.)
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
].sort()

/**
 * Paths into the project's own folders as the docs write them (`src/align/published-urls.ts`,
 * `site/lib/`, `tests/fixtures/<case>/` up to the placeholder), without trailing punctuation.
 * `laws/` is left out: the docs name example sources there that do not exist on purpose.
 */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])(?:src|scripts|support|tests|site|docs)\/[\w./-]*/g)].map(([found]) => found.replace(/[.,]+$/, ''))
}

test('every project path that README.md and docs/*.md name exists', () => {
  const missing = docs.flatMap((doc) => namedPaths(readFileSync(path.join(root, doc), 'utf8')).flatMap((named) => (existsSync(path.join(root, named)) ? [] : [`${doc}: ${named}`])))
  expect(missing).toEqual([])
})

test('every relative link of README.md and docs/*.md leads to a file or folder', () => {
  const broken = docs.flatMap((doc) =>
    // Link syntax inside code (`[link](javascript:...)`) is an example, not a link.
    [
      ...readFileSync(path.join(root, doc), 'utf8')
        .replace(/`[^`\n]*`/g, '')
        .matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)
    ]
      .map(([, target]) => target!)
      .filter((target) => !/^[a-z]+:/.test(target))
      .flatMap((target) => (existsSync(path.join(root, path.dirname(doc), target)) ? [] : [`${doc}: ${target}`]))
  )
  expect(broken).toEqual([])
})

test('vitest.config.ts names only test files that exist', () => {
  // Named files, not patterns (`tests/**/*.test.ts`).
  const named = [...readFileSync(path.join(root, 'vitest.config.ts'), 'utf8').matchAll(/'(tests\/[^'*]+\.test\.ts)'/g)].map(([, file]) => file!)
  expect(named.length).toBeGreaterThan(0)
  expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([])
})
