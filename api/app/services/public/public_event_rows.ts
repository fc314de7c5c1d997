import type { PublicVenue } from '@tessera/shared/public/public-event'

/**
 * The rows of one public read as both databases give them (SQLite: text date-times in UTC, 0/1
 * booleans, JSON as text; PostgreSQL: Date objects, booleans, parsed JSON). `public_event_view.ts`
 * reads either.
 */
export type EventRow = Record<string, unknown> & {
  id: number
  timezone: string
  organizer_role: string
  public_revision: number
}

export type TicketRow = Record<string, unknown> & { id: number; price_cents: number }
export type TagRow = { id: number; name: string; color: string | null }
export type VenueRow = Omit<PublicVenue, 'id'> & { id: number }
export type AssetRow = {
  id: number
  kind: string
  path: string
  mime_type: string
  size: number
  original_name: string
}

export type PublicEventRows = {
  event: EventRow
  tickets: TicketRow[]
  tags: TagRow[]
  venues: VenueRow[]
  assets: AssetRow[]
}

/** Which event: a published one by its route code, or any by id (the preview). */
export type EventKey = { code: string } | { id: number }

const SQL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/

/** An instant from either database (SQLite's text without offset is UTC). */
export function instantOf(value: unknown): Date {
  if (value instanceof Date) return value
  const text = String(value)
  return new Date(SQL_DATE_TIME.test(text) ? `${text.replace(' ', 'T')}Z` : text)
}

/** A JSON column or aggregate: SQLite gives text, PostgreSQL parsed values. */
export function jsonOf<T>(value: unknown, empty: T): T {
  if (value === null || value === undefined) return empty
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}
