// The web app manifest, so the site can be put on a phone's home screen and opened like an app.
// Every URL comes from `urls` and so carries the base path: start URL and scope are the site's home.
// The colours are those of the stylesheet (`--accent`, `--bg` in light mode) and of the icon.
import type {APIRoute} from 'astro'
import {loadCollectionWords, loadSiteTitle, urls} from '../lib/site.ts'
import {manifestIconSizes} from '../lib/urls.ts'

export const GET: APIRoute = async () => {
  const manifest = {
    id: urls.home(),
    name: await loadSiteTitle(),
    short_name: 'Spelregels',
    description: `${loadCollectionWords()}; ook zonder verbinding.`,
    lang: 'nl',
    dir: 'ltr',
    start_url: urls.home(),
    scope: urls.home(),
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b4f8a',
    icons: [
      {src: urls.icon('svg'), sizes: 'any', type: 'image/svg+xml'},
      ...manifestIconSizes.map((size) => ({src: urls.icon(size), sizes: `${size}x${size}`, type: 'image/png'})),
      // The drawing is full bleed with the spade inside the central circle, so it is maskable as it is.
      {src: urls.icon(512), sizes: '512x512', type: 'image/png', purpose: 'maskable'}
    ]
  }
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {headers: {'content-type': 'application/manifest+json'}})
}
