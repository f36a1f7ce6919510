import {describe, expect, it} from 'vitest'
import {sourceView} from '../../site/lib/wiki-source.ts'

describe('where a text was transcribed from', () => {
  it('links the wiki page and names the revision it was saved from', () => {
    const revision = {author: 'Kees', date: '2010-03-12', time: '14:33', oldid: null}
    expect(sourceView({title: 'Sjabloon:1987:HV2', url: 'https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHV2', revision})).toEqual({
      title: 'Sjabloon:1987:HV2',
      href: 'https://keesboek.com/index.php?title=Sjabloon%3A1987%3AHV2',
      revision: 'versie van 12 maart 2010 door Kees'
    })
  })

  it('says nothing of a revision the source does not name, and gives no link without an address', () => {
    expect(sourceView({title: 'Sjabloon:1987:HV2', url: null, revision: null})).toEqual({title: 'Sjabloon:1987:HV2', href: null, revision: null})
    expect(sourceView({title: 'X', url: null, revision: {author: 'Kees', date: null, time: '01:04', oldid: null}}).revision).toBe('versie door Kees')
  })
})
