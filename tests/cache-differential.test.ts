// Warm runs equal cold runs, edit after edit: two copies of a project (the real laws plus editions
// made of the parse fixtures) receive the same seeded sequence of edits of every kind
// (tests/helpers/cache-differential.ts). After each edit the pipeline and the data stage run in
// one copy with the cache and output folder of the run before, and in the other from nothing;
// everything they give must be equal. CACHE_FUZZ_SEED and CACHE_FUZZ_STEPS override the defaults.
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from 'vitest'
import {applyEdit, dataStageSnapshot, editKinds, makeLaws, makeProject, nextEdit, pipelineSnapshot, random, tempDir, type Context, type Edit} from './helpers/cache-differential.ts'

const seed = Number(process.env['CACHE_FUZZ_SEED'] ?? 20260611)
const steps = Number(process.env['CACHE_FUZZ_STEPS'] ?? 70)

/**
 * Edits that once made a warm run differ, first: a lid page that only repeats its article taken
 * out (the corpus download lists every source, and no article digest changes), then the title
 * (in both downloads, in no article).
 */
const regressions: Array<(laws: string) => Edit> = [
  () => ({kind: 'delete-file', description: '2007/70A.md: deleted (it repeats lid A of 2007/70.md)', files: {'2007/70A.md': null}}),
  (laws) => {
    const config = JSON.parse(readFileSync(path.join(laws, 'corpus.json'), 'utf8')) as {title: string}
    return {kind: 'corpus-json', description: 'corpus.json: title changed', files: {'corpus.json': `${JSON.stringify({...config, title: `${config.title} (herzien)`}, null, 2)}\n`}}
  }
]

test('after each edit of a seeded sequence, warm runs give what cold runs give', {timeout: 180_000}, async () => {
  const base = tempDir('cache-differential-')
  makeLaws(path.join(base, 'laws'))
  const [warm, cold] = [path.join(base, 'warm'), path.join(base, 'cold')]
  makeProject(warm, path.join(base, 'laws'))
  makeProject(cold, path.join(base, 'laws'))
  // The pipeline's own cache, run with tight diff limits: diffs give up, and their diagnostics are cached.
  const pipelineCache = path.join(base, 'pipeline-cache')
  const diff = {maxEditLength: 4}
  const rng = random(seed)
  const context: Context = {laws: path.join(warm, 'laws'), articles: [], provisions: [], deleted: new Map(), history: new Map()}
  const done: Edit[] = []
  const trail = () => `seed ${seed}, edits:\n${done.map((edit, index) => `${index + 1}. ${edit.kind}: ${edit.description}`).join('\n')}`
  let stageOk = 0

  /** Both runs after the edits so far; returns whether the corpus passed (the stage wrote its output). */
  const compare = async () => {
    const [pipelineWarm, pipelineCold] = [pipelineSnapshot(warm, pipelineCache, diff), pipelineSnapshot(cold, null, diff)]
    context.articles = pipelineCold.ids.articles
    context.provisions = pipelineCold.ids.provisions
    for (const field of ['editions', 'records', 'lineages', 'links', 'pairs', 'comparisons', 'digests', 'registry', 'urls', 'redirects'] as const) {
      expect(pipelineWarm[field], `${field} after ${trail()}`).toEqual(pipelineCold[field])
    }
    // Each digest the warm run took from the cache is the digest of the file it would write now.
    for (const line of pipelineWarm.digests) {
      const [article, digest, written] = line.split(' ')
      expect(digest, `${article} after ${trail()}`).toBe(written)
    }
    const [stageWarm, stageCold] = [await dataStageSnapshot(warm, false), await dataStageSnapshot(cold, true)]
    expect({ok: stageWarm.ok, errors: stageWarm.errors, printed: stageWarm.printed, laws: stageWarm.laws}, trail()).toEqual({ok: stageCold.ok, errors: stageCold.errors, printed: stageCold.printed, laws: stageCold.laws})
    expect([...stageWarm.files.keys()], trail()).toEqual([...stageCold.files.keys()])
    for (const [file, text] of stageCold.files) expect(stageWarm.files.get(file), `${file} after ${trail()}`).toBe(text)
    if (stageCold.ok) stageOk++
    return stageCold.ok
  }

  const apply = (edit: Edit) => {
    done.push(edit)
    const undo = applyEdit(path.join(warm, 'laws'), edit, context.history)
    applyEdit(path.join(cold, 'laws'), edit)
    return undo
  }

  await compare()
  for (const regression of regressions) {
    apply(regression(path.join(warm, 'laws')))
    expect(await compare()).toBe(true)
  }
  // Every kind in each round, in a shuffled order; when the corpus fails, the next step mostly
  // goes back to the last state that passed (every edit since, undone), so that most steps also
  // compare the stage's written files.
  let deck: string[] = []
  let sincePassed: Edit[] = []
  for (let step = 0; step < steps; step++) {
    if (deck.length === 0) deck = editKinds.map((kind) => [rng.next(), kind] as const).sort(([a], [b]) => a - b).map(([, kind]) => kind)
    const undo = sincePassed.length > 0 ? backToPassed(sincePassed) : null
    const edit = undo && rng.next() < 0.75 ? undo : nextEdit(rng, context, deck.pop())
    const inverse = apply(edit)
    sincePassed = (await compare()) ? [] : [...sincePassed, inverse]
  }
  // The sequence did what it is for: every kind of edit, and the stage's output compared mostly.
  const kinds = new Set(done.map((edit) => edit.kind))
  expect(editKinds.filter((kind) => !kinds.has(kind) && !(kind === 'delete-file' && kinds.has('restore-file')))).toEqual([])
  expect(stageOk).toBeGreaterThan((steps + regressions.length) / 2)
})

/** One edit that undoes `inverses` (of the edits since the last passing state, oldest first): each file as it was before the first of them touched it. */
function backToPassed(inverses: Edit[]): Edit {
  return {kind: 'revert', description: inverses.length === 1 ? inverses[0]!.description : `revert ${inverses.length} edits`, files: Object.assign({}, ...inverses.toReversed().map((inverse) => inverse.files))}
}
