// The unified wiring: remark-parse gives mdast with positions, `remarkLaw` turns it into the law
// tree. The plugin is a few lines around the pure `fromMdast`.
import type {Root} from 'mdast'
import remarkParse from 'remark-parse'
import {unified, type Plugin} from 'unified'
import type {VFile} from 'vfile'
import {fromMdast, type FromMdastOptions} from './from-mdast.ts'
import type {Source} from '../types.ts'

export const remarkLaw: Plugin<[FromMdastOptions], Root, Source> = function (options) {
  return (tree: Root, file: VFile) => fromMdast(tree, file, options)
}

/** Parse one source file (its header already checked) into a law tree. */
export function parseSource(file: VFile, options: FromMdastOptions): Source {
  const processor = unified().use(remarkParse).use(remarkLaw, options)
  return processor.runSync(processor.parse(file), file) as Source
}
