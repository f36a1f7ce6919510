// A small checker of the schema.org JSON-LD the site emits, as a validator would read it offline:
// each block is JSON with `@context` https://schema.org; a `Legislation` carries its required
// `legislationIdentifier` and `name`, only properties schema.org defines for it, each of the type
// schema.org gives (Text, URL, Date as ISO 8601 with a real calendar day, Legislation), and nothing else.

/** schema.org Date in ISO 8601: `1997`, `1997-09`, `1997-09-01`, a day that exists. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value)
  if (!match) return false
  const [, year, month = '01', day = '01'] = match
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
}

const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s/]+\/\S*$/.test(value) && URL.canParse(value)
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '' && value === value.trim()
const many = (value: unknown) => (Array.isArray(value) ? value : [value])

type Check = (value: unknown, at: string) => string[]
const expect =
  (test: (value: unknown) => boolean, what: string): Check =>
  (value, at) =>
    test(value) ? [] : [`${at}: expected ${what}, found ${JSON.stringify(value)}`]

/** The properties of `Legislation` (and its CreativeWork and Thing parents) the site may emit, with their schema.org types. */
const legislationProperties: Record<string, Check> = {
  '@type': expect((value) => value === 'Legislation', '"Legislation"'),
  legislationIdentifier: expect(isText, 'Text'),
  name: expect(isText, 'Text'),
  inLanguage: expect((value) => value === 'nl', 'the language tag "nl"'),
  url: expect(isUrl, 'URL'),
  legislationDateOfApplicability: expect(isIsoDate, 'Date (ISO 8601)'),
  legislationDate: expect(isIsoDate, 'Date (ISO 8601)'),
  isBasedOn: (value, at) => many(value).flatMap((one, index) => expect(isUrl, 'URL')(one, `${at}[${index}]`)),
  isPartOf: (value, at) => checkLegislation(value, at),
  legislationChanges: (value, at) => many(value).flatMap((one, index) => checkLegislation(one, `${at}[${index}]`)),
  legislationConsolidates: (value, at) => many(value).flatMap((one, index) => checkLegislation(one, `${at}[${index}]`))
}
const required = ['@type', 'legislationIdentifier', 'name']

/** The problems of one `Legislation` object, each with its place (`$.isPartOf.name`). */
export function checkLegislation(value: unknown, at = '$'): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${at}: expected an object`]
  const problems: string[] = []
  for (const key of required) if (!(key in value)) problems.push(`${at}: missing ${key}`)
  for (const [key, property] of Object.entries(value)) {
    if (key === '@context' && at === '$') continue
    const check = legislationProperties[key]
    problems.push(...(check ? check(property, `${at}.${key}`) : [`${at}: unexpected property ${key}`]))
  }
  return problems
}

/** The problems of one JSON-LD block's text. */
export function checkJsonLd(text: string): string[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`]
  }
  const context = (data as {'@context'?: unknown} | null)?.['@context']
  return [...(context === 'https://schema.org' ? [] : [`$: expected @context "https://schema.org", found ${JSON.stringify(context)}`]), ...checkLegislation(data)]
}
