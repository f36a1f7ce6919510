// The offline copy of a built site as the tests see it: the packs the build wrote, and what a
// browser's Cache Storage holds.
import {readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import type {Page} from 'playwright-core'
import {packFolder} from '../../../src/ids.ts'

/** The packs of a build, by name: their files below the base path and their sizes. */
export function packsOf(dir: string): Map<string, {file: string; bytes: number}> {
  const packs = new Map<string, {file: string; bytes: number}>()
  for (const entry of readdirSync(path.join(dir, packFolder), {withFileTypes: true})) {
    const name = /^(.+)\.[0-9a-f]{12}\.pack$/.exec(entry.name)![1]!
    packs.set(name, {file: `${packFolder}/${entry.name}`, bytes: readFileSync(path.join(entry.parentPath, entry.name)).length})
  }
  return packs
}

/** The paths (below `base`) of everything in the page's origin's caches. */
export async function cachedFiles(page: Page, base: string): Promise<string[]> {
  const urls = await page.evaluate(async () => {
    const found: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname)
    return found
  })
  return urls.map((url) => url.slice(base.length)).sort()
}
