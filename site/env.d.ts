// Astro's client types (import.meta.env) and the generated types of the content collections
// (`astro:content`); `.astro/types.d.ts` is written by `astro sync`, which every build runs.
/// <reference types="astro/client" />
/// <reference path="../.astro/types.d.ts" />
