// Astro reads the law data prepared by the data stage (`npm run data`) and renders static pages.
// `scripts/build.ts` passes `outDir` and `base` (for `npm run build -- --base /spelregels/`).
import {defineConfig} from 'astro/config'

export default defineConfig({
  srcDir: './site',
  // The site's own static files, if it ever has any. Not the data stage's folder: the build copies
  // only the files the data stage declares into `dist/api/` (scripts/build.ts, src/export/manifest.ts).
  publicDir: './site/public',
  trailingSlash: 'always',
  // Plain folders with index.html, so any static file server can serve the site.
  // One stylesheet, linked (and cached) rather than inlined into every page.
  build: {format: 'directory', inlineStylesheets: 'never'},
  // Scripts stay files of their own: cacheable, and Vite finishes them (Astro inlines small scripts
  // before Vite resolves its dynamic-import helper, which breaks the search page's `import()`).
  vite: {build: {assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined)}},
  // Astro's own cache would default to node_modules/.astro, which copies of the
  // project that link node_modules (tests, benchmark) would then share and overwrite.
  cacheDir: './.cache/astro',
  devToolbar: {enabled: false}
})
