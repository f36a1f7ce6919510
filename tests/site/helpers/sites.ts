// The sites the site tests read, each built once per run by the site project's global setup
// (tests/site/global-setup.ts) with the real build script (data stage, Astro, Pagefind):
// - `root` and `base`: the project itself, at `/` and under `/spelregels/`, into `.data/test-dist/`;
// - `hostile`: a copy of the project with hostile sources (helpers/project.ts);
// - `withoutLineages`: a copy of the project whose data stage writes no lineages or comparisons;
// - `olderArticles`: a copy of the project with older versions of two articles (tests/helpers/older-articles.ts)
//   whose laws/corpus.json gives the address its site is served from;
// - `manyEditions`: a copy of the project whose one article is in twelve editions (helpers/many-editions.ts).
// A build is reused while the digest of its inputs (code, sources, base path) is the one written
// next to it; a build that fails throws with its stderr.
import {cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {codeInputs, inputsDigest, root} from './build.ts'
import {addOlderArticles} from '../../helpers/older-articles.ts'
import {writeManyEditions} from './many-editions.ts'
import {buildProject, copyProject, projectsDir} from './project.ts'

export interface BuiltSites {
  /** The real corpus at `/`. */
  root: string
  /** The real corpus under `/spelregels/`. */
  base: string
  /** The hostile sources: the parser's (one edition) and the site's own (two editions, so lineages and comparisons exist). */
  hostile: string
  /** The real corpus as before the alignment has run: no `lineages.json`, `lineages/` or `compare/`. */
  withoutLineages: string
  /** The real corpus with a 1975 art. 10 and a 1982 art. 34 added (tests/helpers/older-articles.ts). */
  olderArticles: string
  /** One article in twelve editions (helpers/many-editions.ts): a lineage page with twelve columns. */
  manyEditions: string
}

interface SiteBuild {
  /** The built site's folder. */
  dir: string
  /** Paths relative to the root that the build is made from. */
  inputs: string[]
  /** What else decides the result, e.g. `--base /spelregels/`. */
  settings: string
  /** Builds into `dir`; resolves to the build's exit code and stderr. */
  build(): Promise<{code: number; stderr: string}>
}

/** The address laws/corpus.json gives in the `olderArticles` copy (`address`): its citations without script are absolute. */
export const olderArticlesAddress = 'https://verzameling.example'

/** The address the `base` site is built for (`--site`): its citations without script are absolute. */
export const baseSiteOrigin = 'https://spelregels.example'

const hostileLaws = ['tests/fixtures/hostile/laws', 'tests/site/fixtures/hostile-laws']
const dataStageWithoutLineages = 'tests/site/fixtures/data-stage-without-lineages.ts'

/** The project itself built for `base` (and the address `site`, when given) into `.data/test-dist/<name>/`. */
function inProject(name: string, base: string, site?: string): SiteBuild {
  const dir = path.join(root, '.data', 'test-dist', name)
  const args = ['--base', base, ...(site ? ['--site', site] : [])]
  return {dir, inputs: [...codeInputs, 'laws'], settings: args.join(' '), build: () => buildProject(root, ['--out', path.relative(root, dir), ...args])}
}

/**
 * A fresh copy of the project (helpers/project.ts) with `laws`, changed by `prepare`, built into its
 * `dist/`. A copy whose sources are not the project's has no published URL list of its own: its
 * build makes one (`rebuildUrlList`, the build's `--rebuild-url-list`).
 */
function inCopy(name: string, {laws, inputs, prepare = () => {}, rebuildUrlList = false}: {laws: string[]; inputs: string[]; prepare?: (project: string) => void; rebuildUrlList?: boolean}): SiteBuild {
  return {
    dir: path.join(projectsDir, name, 'dist'),
    inputs: [...codeInputs, ...inputs],
    settings: rebuildUrlList ? '--rebuild-url-list' : '',
    build: () => {
      const project = copyProject(name, laws)
      prepare(project)
      return buildProject(project, rebuildUrlList ? ['--rebuild-url-list'] : [])
    }
  }
}

const builds: Record<keyof BuiltSites, SiteBuild> = {
  root: inProject('root', '/'),
  base: inProject('base', '/spelregels/', baseSiteOrigin),
  hostile: inCopy('hostile', {laws: hostileLaws, inputs: ['laws/corpus.json', ...hostileLaws], rebuildUrlList: true}),
  withoutLineages: inCopy('without-lineages', {
    laws: ['laws'],
    inputs: ['laws', dataStageWithoutLineages],
    prepare: (project) => {
      const scripts = path.join(project, 'scripts')
      renameSync(path.join(scripts, 'build-data.ts'), path.join(scripts, 'build-data-with-lineages.ts'))
      cpSync(path.join(root, dataStageWithoutLineages), path.join(scripts, 'build-data.ts'))
    }
  }),
  olderArticles: inCopy('older-articles', {
    laws: ['laws'],
    inputs: ['laws', 'tests/helpers/older-articles.ts', 'tests/site/helpers/sites.ts'],
    prepare: (project) => {
      addOlderArticles(project)
      // Its corpus.json names the address its site is served from, and the build is given no `--site`.
      const config = path.join(project, 'laws', 'corpus.json')
      writeFileSync(config, `${JSON.stringify({...JSON.parse(readFileSync(config, 'utf8')), address: olderArticlesAddress}, null, 2)}\n`)
    }
  }),
  manyEditions: inCopy('many-editions', {laws: [], inputs: ['laws/corpus.json', 'tests/site/helpers/many-editions.ts'], prepare: writeManyEditions, rebuildUrlList: true})
}

/** Builds every site whose inputs changed since its last build, one after another; returns their folders. */
export async function buildSites(log: (line: string) => void = console.log): Promise<BuiltSites> {
  const sites = {} as BuiltSites
  for (const [name, site] of Object.entries(builds) as Array<[keyof BuiltSites, SiteBuild]>) {
    const stamp = `${site.dir}.inputs`
    const digest = `${site.settings}\n${inputsDigest(site.inputs)}`
    if (existsSync(site.dir) && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
      log(`[site builds] ${name}: unchanged, reused ${site.dir}`)
    } else {
      rmSync(stamp, {force: true})
      const started = performance.now()
      const {code, stderr} = await site.build()
      if (code !== 0) throw new Error(`The test site "${name}" did not build (exit ${code}); its stderr:\n${stderr}`)
      writeFileSync(stamp, digest)
      log(`[site builds] ${name}: built in ${((performance.now() - started) / 1000).toFixed(1)}s into ${site.dir}`)
    }
    sites[name] = site.dir
  }
  return sites
}
