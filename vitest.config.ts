// Three projects; `vitest run` runs them all, `vitest run --project <name>` one (README, "Tests"):
// - unit: every test that needs no built site and no browser, the loop to run while working
//   (its time on two cores is in the README). Its files share workers, so the dependencies load once per worker;
//   our own modules load afresh for each file (tests/helpers/fresh-modules.ts).
// - integration: the heavy checks: the data stage run in copies of the project (damaged output and
//   killed runs against a clean run, `npm run dev`'s memo against fresh processes edit after edit,
//   and `npm run dev` picking up saves), the large fuzz runs, the property runs that add pages to
//   the real corpus, the parser's linear-work checks, the recovery of synthetic edit scripts, a
//   10 MB source and 200 kB pathological lines.
// - site: the built sites, read as files and driven in Chromium. Its global setup builds each site
//   once before the tests run and reuses unchanged builds (tests/site/helpers/sites.ts).
import {defineConfig} from 'vitest/config'

const integration = [
  'tests/data-stage.test.ts',
  'tests/data-stage-in-process.test.ts',
  'tests/dev-memo-differential.test.ts',
  'tests/published-urls-stage.test.ts',
  'tests/robustness-fuzz.test.ts',
  'tests/align-synthetic.test.ts',
  'tests/large-input.test.ts',
  'tests/dev-server.test.ts',
  'tests/fault-injection.test.ts',
  'tests/import-mediawiki.test.ts',
  'tests/lid-page-property.test.ts',
  'tests/robustness-linear.test.ts'
]
const site = [
  'tests/site/built-site.test.ts',
  'tests/site/in-force-site.test.ts',
  'tests/site/without-lineages.test.ts',
  'tests/site/hostile-site.test.ts',
  'tests/site/integrity.test.ts',
  'tests/site/stable-urls.test.ts',
  'tests/site/browser.test.ts',
  'tests/site/offline.test.ts',
  'tests/site/security-browser.test.ts',
  'tests/site/cite-print.test.ts',
  'tests/site/copy-text.test.ts',
  'tests/site/search-honest.test.ts',
  'tests/site/search-queries.test.ts',
  'tests/site/keyboard.test.ts',
  'tests/site/phone.test.ts',
  'tests/site/first-screen.test.ts',
  'tests/site/html-valid.test.ts',
  'tests/site/public-conventions.test.ts'
]

export default defineConfig({
  test: {
    testTimeout: 60_000,
    projects: [
      {test: {name: 'unit', include: ['tests/**/*.test.ts'], exclude: [...integration, ...site], isolate: false, setupFiles: ['tests/helpers/fresh-modules.ts']}},
      {test: {name: 'integration', include: integration}},
      {test: {name: 'site', include: site, globalSetup: ['tests/site/global-setup.ts']}}
    ]
  }
})
