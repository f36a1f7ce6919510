// The public JSON contract of `dist/api/`, as Zod schemas. The JSON Schema files published next to
// the data are generated from these, so contract and validation cannot drift apart.
import {z} from 'zod'

const id = z.string().regex(/^\d{4}\/\d+[a-z]?(?:~[\w-]+)?(?:\/[\w~-]+)*$/)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const markerSchema = z.object({
  number: z.string().regex(/^\d+$/),
  offset: z.number().int().nonnegative(),
  glued: z.boolean()
})

export const referenceSchema = z.object({
  text: z.string(),
  offset: z.number().int().nonnegative(),
  field: z.enum(['title', 'text']),
  target: z.string(),
  resolved: id.nullable()
})

const lines = z.tuple([z.number().int().positive(), z.number().int().positive()])

export const provisionSchema = z.object({
  id,
  kind: z.enum(['labeled', 'paragraph', 'item']),
  label: z.string().nullable(),
  printedLabel: z.string().nullable(),
  form: z.enum(['title', 'text']).nullable(),
  bullet: z.boolean(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  markers: z.object({title: z.array(markerSchema), text: z.array(markerSchema)}),
  refs: z.array(referenceSchema),
  inForceFrom: isoDate.optional(),
  lines,
  get children() {
    return z.array(provisionSchema)
  }
})

export const articleSchema = z.object({
  id,
  edition: z.string().regex(/^\d{4}$/),
  number: z.string(),
  title: z.string().nullable(),
  chapter: z.string().nullable(),
  section: z.string().nullable(),
  source: z.object({path: z.string(), page: z.string(), wiki: z.string(), site: z.string(), lines}),
  provisions: z.array(provisionSchema),
  footnotes: z.array(z.object({number: z.string(), text: z.string(), provision: id.nullable(), lines})),
  notes: z.array(z.object({id: z.string(), text: z.string(), appliesTo: id.nullable(), inForceFrom: isoDate.nullable(), lines}))
})

export const editionsSchema = z.object({
  title: z.string(),
  editions: z.array(
    z.object({
      edition: z.string(),
      sources: z.array(z.object({page: z.string(), path: z.string(), wiki: z.string(), site: z.string()})),
      articles: z.array(
        z.object({id, number: z.string(), title: z.string().nullable(), chapter: z.string().nullable(), section: z.string().nullable()})
      )
    })
  )
})

export type ProvisionJson = z.infer<typeof provisionSchema>
export type ArticleJson = z.infer<typeof articleSchema>
export type EditionsJson = z.infer<typeof editionsSchema>
