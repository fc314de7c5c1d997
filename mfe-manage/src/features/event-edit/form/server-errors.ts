import { ApiError } from '@tessera/shared/api/client'

/**
 * The fields of a refused request, from each error's full pointer (`/data/attributes/event_agenda/1/title`
 * → `event_agenda/1/title`, `/data/relationships/venues` → `venues`), each with its first detail.
 * `rename` maps a field of another resource's request (a venue's `address_name`) to the form's.
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
