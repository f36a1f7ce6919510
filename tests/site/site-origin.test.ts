import {describe, expect, it} from 'vitest'
import {siteOrigin} from '../../site/lib/urls.ts'

describe('the address a site is built for (`--site`)', () => {
  it('takes an http(s) origin, with or without its closing slash', () => {
    expect([siteOrigin('https://spelregels.example'), siteOrigin('https://spelregels.example/'), siteOrigin('http://localhost:4321')]).toEqual(['https://spelregels.example', 'https://spelregels.example', 'http://localhost:4321'])
  })

  it('refuses what is no http(s) origin, and sends a path to --base', () => {
    expect(() => siteOrigin('spelregels.example')).toThrow('Unexpected --site `spelregels.example`, expected an http(s) address such as `https://example.org`')
    expect(() => siteOrigin('ftp://spelregels.example')).toThrow('Unexpected --site `ftp://spelregels.example`, which is no http(s) address')
    expect(() => siteOrigin('https://spelregels.example/spelregels/')).toThrow('with more than an origin, expected one such as `https://example.org` (a path goes in --base)')
  })
})
