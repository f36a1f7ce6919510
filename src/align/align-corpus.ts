// The align stage: article lineages across all editions (with their registered ids and the
// published URLs they imply), then provision links for each edition pair the lineages join.
// A function of the corpus and the maintainer's three files; diagnostics go to those files.
import {VFile} from 'vfile'
import {matchArticles, type Lineage} from './articles.ts'
import {Concordance, parseClauseDecisions, parseConcordance, parsePartDecisions, parseProvisionDecisions, type ClauseDecision} from './concordance.ts'
import {correspond, type Correspondence} from './correspondence.ts'
import {editionPairs, type EditionPair} from './edition-pairs.ts'
import {assignLineageIds, formatRegistry, parseRegistry, registryFileName, reportRegistryMissing} from './lineage-registry.ts'
import {checkPublishedUrls, movedPageTarget, sitePagePaths, urlListFileName, type Redirect, type UrlCheckOptions} from './published-urls.ts'
import {articlesOf, type Corpus} from '../corpus.ts'
import type {FileUnreadable} from '../maintainer-files.ts'
import {editionOf, pairKey} from '../ids.ts'
import {quote, report} from '../rules.ts'
import {textUnits, wordsAt, type TextUnit} from './units.ts'
import type {Article} from '../types.ts'
import type {FeatureCounts} from './features.ts'

/** The maintainer's files the alignment reads (and reports on). */
export interface AlignFiles {
  /** `laws/concordance.txt`: curated match decisions. */
  concordance: VFile
  /** `laws/lineages.txt`: the lineage registry; an empty one when not given. */
  registry?: VFile
  /** Why `registry` could not be read from disk (not there, or a link that leads nowhere): reported, unless the lists are started afresh (`rebuildUrlList`). */
  registryUnreadable?: FileUnreadable
  /**
   * `laws/urls.txt`: the published URL list. When not given (a corpus built in memory, which has
   * published nothing), the list is made from the pages, as with `rebuildUrlList`.
   */
  urlList?: VFile
  /** Why `urlList` could not be read from disk (it is then empty): reported, unless the list is rebuilt. */
  urlListUnreadable?: FileUnreadable
}

export interface AlignOptions {
  /** Score under which an unconfirmed match is reported; 0.5 when not given. */
  confidence?: number
  /** Drop published URLs that are neither pages nor redirected any more, instead of reporting them. */
  acceptUrlRemovals?: boolean
  /** Make the published URL list afresh from the pages made now, whatever `laws/urls.txt` holds, and start a missing lineage registry (`--rebuild-url-list`). */
  rebuildUrlList?: boolean
  /** Links the provisions of an edition pair: `correspond`, or a memo around it (`npm run dev`). */
  correspond?: typeof correspond
  /** An article's content features for the article matcher: `articleFeatures`, or a memo around it (`npm run dev`). */
  featuresOf?: (article: Article) => FeatureCounts
}

export interface Alignment {
  lineages: Lineage[]
  /** The concordance, with what aligning reported on it. */
  concordance: VFile
  /** The edition pairs compared, oldest first. */
  pairs: EditionPair[]
  /** The provision links of an edition pair (older, newer). */
  correspondenceOf: (from: string, to: string) => Correspondence
  /** The lineage registry as it should now be (lineage-registry.ts). */
  registry: {file: VFile; text: string}
  /** The published URL list as it should now be, and its redirects (published-urls.ts). */
  urlList: {file: VFile; text: string; redirects: Redirect[]}
}

export function alignCorpus(corpus: Corpus, files: AlignFiles, {confidence = 0.5, acceptUrlRemovals = false, rebuildUrlList = false, correspond: linkPair = correspond, featuresOf}: AlignOptions = {}): Alignment {
  const {concordance: concordanceFile, registry: registryFile = new VFile({path: registryFileName, value: ''}), urlList: urlListFile = new VFile({path: urlListFileName, value: ''}), urlListUnreadable, registryUnreadable} = files
  // A registry that is not there would give every lineage a new id, reusing retired ones: only a corpus that has published nothing starts one.
  if (registryUnreadable && !rebuildUrlList) reportRegistryMissing(registryFile, registryUnreadable)
  const entries = parseConcordance(concordanceFile)
  const editions = corpus.editions.map((edition) => articlesOf(edition))
  const known = new Set(editions.flat().map((article) => article.id))
  for (const entry of entries) {
    for (const id of [entry.from, entry.to]) {
      if (!known.has(id)) report(concordanceFile, `Unexpected article \`${id}\`, expected an article of the corpus`, {ruleId: 'concordance-unknown-article', place: lineOf(entry.line)})
    }
  }
  const matched = matchArticles(editions, {concordance: new Concordance(entries), featuresOf})
  const lineages = withRegisteredIds(corpus, matched.lineages, {
    registryFile,
    urlListFile,
    urls: {acceptRemovals: acceptUrlRemovals, rebuild: rebuildUrlList || files.urlList === undefined, unreadable: urlListUnreadable}
  })
  const filesByPath = new Map(corpus.files.map((file) => [file.path, file]))

  for (const entry of entries.filter((candidate) => candidate.action === 'confirm')) {
    if (known.has(entry.from) && known.has(entry.to) && !confirmationHeld(entry, lineages.lineages)) {
      report(concordanceFile, `Unexpected: confirmed ${entry.from} → ${entry.to} is not a match, expected the aligner to find it (use \`force\` to impose it)`, {ruleId: 'concordance-not-matched', place: lineOf(entry.line)})
    }
  }
  for (const link of matched.links) {
    if (link.confirmed || link.score >= confidence) continue
    const {content, title, number} = link.evidence
    report(
      filesByPath.get(link.to.source)!,
      `Unconfirmed match ${link.from.id} → ${link.to.id} (score ${link.score}: content ${content}, title ${title}, number ${number}), expected a \`confirm\` or \`forbid\` line in laws/concordance.txt`,
      {ruleId: 'unconfirmed-match', place: {start: link.to.position.start, end: link.to.position.start}}
    )
  }

  // Provision links per edition pair: an article's comparison also shows what moved in from, or out
  // to, other articles of the pair, so it depends on the pair's links, not only on its two articles.
  const decisions = parseProvisionDecisions(concordanceFile)
  const partDecisions = parsePartDecisions(concordanceFile)
  const pairs = editionPairs(lineages.lineages)
  const articlesByEdition = new Map(corpus.editions.map((edition) => [edition.edition, articlesOf(edition)]))
  const clauseDecisions = knownClauses(parseClauseDecisions(concordanceFile), corpus.editions.flatMap(articlesOf).flatMap(textUnits), concordanceFile)
  // Where each article's lineage continues: a pair that skips editions leaves out, in its search
  // for moves, the older articles that continue in an edition in between (and not in its own: a
  // whole article links to the next whole one past an article the collection holds only in part).
  const successorEditions = new Map<string, Set<string>>()
  for (const lineage of lineages.lineages) for (const link of lineage.links) successorEditions.set(link.from.id, (successorEditions.get(link.from.id) ?? new Set()).add(link.to.edition))
  const correspondences = new Map<string, Correspondence>()
  for (const pair of pairs) {
    const older = articlesByEdition.get(pair.from) ?? []
    const clauseVerdicts = clauseDecisions.filter((decision) => [pair.from, pair.to].includes(editionOf(decision.unit)))
    correspondences.set(
      pairKey(pair.from, pair.to),
      withClauseVerdicts(
        linkPair({
          from: older,
          to: articlesByEdition.get(pair.to) ?? [],
          links: pair.links.map(({link}) => link),
          continuesElsewhere: new Set(older.filter((article) => !(successorEditions.get(article.id) ?? new Set([pair.to])).has(pair.to)).map((article) => article.id)),
          equivalents: corpus.config.equivalents,
          ...(corpus.config.language?.functionWords ? {functionWords: corpus.config.language.functionWords} : {}),
          decisions: decisions.filter((decision) => editionOf(decision.from[0]!) === pair.from && editionOf(decision.to[0]!) === pair.to),
          parts: partDecisions.filter((decision) => editionOf(decision.from.unit) === pair.from && editionOf(decision.to.unit) === pair.to),
          concordance: concordanceFile
        }),
        clauseVerdicts
      )
    )
  }
  for (const decision of decisions) {
    const [from, to] = [editionOf(decision.from[0]!), editionOf(decision.to[0]!)]
    if (!correspondences.has(pairKey(from, to)))
      report(concordanceFile, `Unexpected provisions of editions ${from} and ${to}, expected provisions of two editions that are compared`, {ruleId: 'concordance-unknown-article', place: lineOf(decision.line)})
  }
  const correspondenceOf = (from: string, to: string) => {
    const found = correspondences.get(pairKey(from, to))
    if (!found) throw new Error(`Unexpected edition pair ${pairKey(from, to)}, expected a pair that a lineage joins`)
    return found
  }
  return {lineages: lineages.lineages, concordance: concordanceFile, pairs, correspondenceOf, registry: {file: registryFile, text: lineages.registryText}, urlList: {file: urlListFile, ...lineages.urls}}
}

/**
 * Registered ids for the matcher's lineages (ids that do not change when an older or newer article
 * joins a lineage), the registry and the published URL list as they should now be.
 */
function withRegisteredIds(
  corpus: Corpus,
  matched: Lineage[],
  {registryFile, urlListFile, urls: urlOptions}: {registryFile: VFile; urlListFile: VFile; urls: Omit<UrlCheckOptions, 'targetOf'>}
): {lineages: Lineage[]; registryText: string; urls: {text: string; redirects: Redirect[]}} {
  const registered = parseRegistry(registryFile)
  const assigned = assignLineageIds(matched, registered, registryFile)
  const pages = sitePagePaths(
    corpus.editions.map((edition) => ({edition: edition.edition, articles: articlesOf(edition)})),
    assigned.lineages
  )
  const urls = checkPublishedUrls(urlListFile, pages, {...urlOptions, targetOf: movedPageTarget(assigned.lineages, assigned.registry, registered)})
  return {lineages: assigned.lineages, registryText: formatRegistry(assigned.registry), urls}
}

/**
 * Whether the aligner holds a confirmed pair: both articles in one lineage, the older first. Editions
 * in between may continue the lineage (`1975/34 → 1982/34 → 1987/35` holds `confirm 1975/34
 * 1987/35`): an edition added later must not turn a confirmation into a warning.
 */
export function confirmationHeld(entry: {from: string; to: string}, lineages: readonly {articles: readonly {id: string}[]}[]): boolean {
  return lineages.some((lineage) => {
    const ids = lineage.articles.map((article) => article.id)
    const from = ids.indexOf(entry.from)
    return from >= 0 && ids.indexOf(entry.to) > from
  })
}

function lineOf(line: number) {
  return {start: {line, column: 1}, end: {line, column: 1}}
}

/** A correspondence with the clause verdicts the editors set for its provisions (none: as it was). */
function withClauseVerdicts(correspondence: Correspondence, clauseVerdicts: ClauseDecision[]): Correspondence {
  return clauseVerdicts.length > 0 ? {...correspondence, clauseVerdicts} : correspondence
}

/** The clause lines whose provision is in the corpus and holds the words quoted; any other is reported at its line. */
function knownClauses(decisions: ClauseDecision[], units: TextUnit[], file: VFile): ClauseDecision[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]))
  return decisions.filter((decision) => {
    const unit = byId.get(decision.unit)
    const place = {start: {line: decision.line, column: 1}, end: {line: decision.line, column: 1}}
    if (!unit) report(file, `Unexpected \`${decision.unit}\`, expected a provision or footnote of the corpus`, {ruleId: 'concordance-unknown-article', place})
    else if (wordsAt(unit.body, decision.words) === null) report(file, `Unexpected words \`${quote(decision.words)}\` for ${decision.unit}, expected words its text holds as printed`, {ruleId: 'concordance-unknown-article', place})
    else return true
    return false
  })
}
