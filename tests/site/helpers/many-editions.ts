// A corpus of more editions than the real one has: one article in twelve editions (2001 to 2012),
// each a word apart from the one before, so that its lineage page has twelve columns and the phone
// view's edition switcher twelve editions to choose from (docs/site.md, "Lineage and comparison pages").
import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'

export const manyEditions = Array.from({length: 12}, (_, index) => String(2001 + index))

/** Writes the editions into the `laws/` of a copy of the project (helpers/project.ts). */
export function writeManyEditions(project: string): void {
  manyEditions.forEach((edition, index) => {
    const verb = index % 2 === 0 ? 'noemt' : 'zegt'
    const text = [
      `Sjabloon:${edition}:HI`,
      '',
      'HOOFDSTUK I HET BIEDEN Art. 1',
      '',
      'Artikel 1 Bieden en passen',
      '',
      'A. Een bod',
      '',
      `Een speler die aan de beurt is, ${verb} een bod: een aantal slagen en een kleur of sans atout.`,
      '',
      'B. Passen',
      '',
      'Een speler die past, mag later in het biedverloop weer bieden.',
      ''
    ]
    mkdirSync(path.join(project, 'laws', edition), {recursive: true})
    writeFileSync(path.join(project, 'laws', edition, 'HI.md'), text.join('\n'))
  })
}
