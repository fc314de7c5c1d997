/** `2026-11` as people read it in `locale` ("Nov 2026"); the month itself, whatever the zone. */
export function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, number! - 1, 1))
}
