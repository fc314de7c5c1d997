/**
 * The `filter[start_at]` range of a chosen month (spec "events" §9 "Month filter range": first
 * day 00:00:00 to last day 23:59:59, sent as YYYY-MM-DD HH:mm:ss). The times are wall times: the
 * API reads them in each event's own time zone. `month` is `YYYY-MM`; anything else is null.
 */
export function monthRange(month: string): [from: string, to: string] | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return null
  const year = Number(match[1])
  const monthNumber = Number(match[2])
  if (monthNumber < 1 || monthNumber > 12) return null
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()
  return [`${month}-01 00:00:00`, `${month}-${String(lastDay).padStart(2, '0')} 23:59:59`]
}
