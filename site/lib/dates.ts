// Dutch dates and shares for display.
const months = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']

/** `1984-01-01` → `1 januari 1984`. */
export function dutchDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  const month = match ? months[Number(match[2]) - 1] : undefined
  if (!match || !month) throw new Error(`Unexpected date \`${iso}\`, expected YYYY-MM-DD`)
  return `${Number(match[3])} ${month} ${match[1]}`
}

/** A share between 0 and 1 as a whole percentage; a small non-zero share shows as `<1%`, never `0%`. */
export function percentage(share: number): string {
  if (share > 0 && share < 0.005) return '<1%'
  return `${Math.round(share * 100)}%`
}
