import { z } from 'zod'
import { parseEventDateTime } from '../domain/events/time.js'

/**
 * The years a date-time may name (docs/API.md "Conventions"). Nothing in Tessera is planned before
 * 1970 or after 2099, and an unbounded year once let a duplicated event shift its ticket sales past
 * what the database can store and read back.
 */
export const DATE_YEARS = { min: 1970, max: 2099 } as const

/** Whether `instant` falls inside `DATE_YEARS` (in UTC). */
export function withinDateYears(instant: Date): boolean {
  const year = instant.getUTCFullYear()
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max
}

/**
 * A date-time as clients send it (docs/API.md): `YYYY-MM-DD HH:mm:ss` in the event's time zone, or
 * ISO 8601 with an offset, its written year within `DATE_YEARS`. Only the form is checked here;
 * the API reads it in the event's zone.
 */
export const eventDateTime = z
  .string()
  .trim()
  .max(40)
  .superRefine((value, context) => {
    if (parseEventDateTime(value, 'UTC') === null) {
      context.addIssue({ code: 'custom', input: value, params: { code: 'invalid_date' } })
      return
    }
    const year = Number(value.slice(0, 4))
    if (year < DATE_YEARS.min || year > DATE_YEARS.max) {
      context.addIssue({
        code: 'custom',
        input: value,
        params: { code: 'date_out_of_range', ...DATE_YEARS },
      })
    }
  })
