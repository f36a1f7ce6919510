// Global setup of the site project: builds every site the site tests read, once, before any of them
// runs (helpers/sites.ts), and hands their folders to the tests: `inject('sites')`.
import type {TestProject} from 'vitest/node'
import {buildSites, type BuiltSites} from './helpers/sites.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    sites: BuiltSites
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('sites', await buildSites())
}
