// The site before the alignment has run (docs/site.md): the data stage's output has no
// `lineages.json`, `lineages/` or `compare/`. The site still builds with the real build script (the
// global setup builds a copy of the project whose data stage removes them, helpers/sites.ts), has
// every article page, says the editions are not linked yet, and has no lineage or comparison pages.
import {existsSync} from 'node:fs'
import path from 'node:path'
import {beforeAll, describe, expect, inject, it} from 'vitest'
import {textOf} from './helpers/html.ts'
import {brokenLinks, duplicateIds} from './helpers/links.ts'
import {articlePath, readApi, readSite, type BuiltSite} from './helpers/site.ts'

describe('the site built without lineage data', () => {
  let site: BuiltSite
  beforeAll(() => {
    site = readSite(inject('sites').withoutLineages)
  })

  it('publishes no lineages and no comparisons', () => {
    expect(['lineages.json', 'lineages', 'compare'].filter((entry) => existsSync(path.join(site.dir, 'api', entry)))).toEqual([])
  })

  it('has a page for every article of the build with lineages, and no other article pages', () => {
    const articlePages = [...site.pages.keys()].filter((page) => /^\/\d{4}\/artikel-[^/]+\/$/.test(page)).sort()
    expect(articlePages).toEqual(readApi(inject('sites').root).articles.map(articlePath).sort())
    expect(articlePages).toEqual(site.articles.map(articlePath).sort())
  })

  it('says on every article page that the editions are not linked yet, and links no other edition or comparison', () => {
    for (const article of site.articles) {
      const page = site.pages.get(articlePath(article))!
      expect(page.all('section[aria-labelledby="andere-edities"] > :not(h2)').map(textOf), article.id).toEqual(['De koppeling tussen edities is nog niet berekend.'])
      // The site's navigation keeps its links to the two index pages.
      expect(
        page.all('a[href^="/geschiedenis/"], a[href^="/vergelijk/"]').map((a) => a.getAttribute('href')),
        article.id
      ).toEqual(['/vergelijk/', '/geschiedenis/'])
    }
  })

  it('has no lineage or comparison pages, and says so on the history, comparison and home pages', () => {
    expect([...site.pages.keys()].filter((page) => /^\/(?:geschiedenis|vergelijk)\//.test(page))).toEqual(['/geschiedenis/', '/vergelijk/'])
    expect(site.pages.get('/geschiedenis/')!.all('main > p').map(textOf)).toEqual(['De koppeling van artikelen tussen de edities is nog niet berekend.'])
    expect(site.pages.get('/vergelijk/')!.all('main > p').map(textOf)).toEqual(['Er zijn nog geen vergelijkingen berekend.'])
    const home = site.pages.get('/')!
    expect(home.all('table.coverage')).toEqual([])
    expect(home.all('#overzicht + p').map(textOf)).toEqual(['De koppeling van artikelen tussen de edities is nog niet berekend; zodra die er is, staat hier per artikel in welke edities het voorkomt en hoeveel er gewijzigd is.'])
  })

  it('resolves every internal link and fragment, with no duplicate ids', () => {
    expect(brokenLinks(site)).toEqual([])
    expect(duplicateIds(site)).toEqual([])
  })
})
