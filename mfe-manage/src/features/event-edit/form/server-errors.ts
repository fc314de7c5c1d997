import { ApiError } from '@tessera/shared/api/client'

/**
 * The fields of a refused request, from each error's full pointer (`/data/attributes/event_agenda/1/title`
 * → `event_agenda/1/title`, `/data/relationships/venues` → `venues`), each with its first detail.
 * `rename` maps a field of the request to the form's (a venue entry's `address_name`).
 */
export function serverFieldErrors(
  error: unknown,
  rename: (field: string) => string = (field) => field,
): Record<string, string> {
  if (!(error instanceof ApiError)) return {}
  const fields: Record<string, string> = {}
  for (const item of error.errors) {
    const match = /^\/data\/(?:attributes|relationships)\/(.+)$/.exec(item.source?.pointer ?? '')
    if (!match) continue
    const field = rename(match[1]!)
    if (!(field in fields)) fields[field] = item.detail
  }
  return fields
}

/** The form field that shows a venue attribute's error (the name has none of its own). */
const VENUE_FIELDS: Record<string, string> = {
  address_name: 'address',
  name: 'address',
  lat: 'lat',
  long: 'long',
}

/**
 * Renames the errors of a venue entry of the request (`venues/data/1/attributes/lat`) to the
 * form's venue field (`venues/2/lat`); `formIndex` gives the form's venue for an entry sent.
 */
export function venueFieldOf(formIndex: (sent: number) => number) {
  return (field: string) => {
    const match = /^venues\/data\/(\d+)(?:\/attributes\/([a-z_]+))?/.exec(field)
    if (!match) return field
    return `venues/${formIndex(Number(match[1]))}/${VENUE_FIELDS[match[2] ?? ''] ?? 'address'}`
  }
}
