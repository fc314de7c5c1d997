import { z } from 'zod'
import { parseEventDateTime } from '../domain/events/time.js'

/**
 * A date-time as clients send it (docs/API.md): `YYYY-MM-DD HH:mm:ss` in the event's time zone, or
 * ISO 8601 with an offset. Only the form is checked here; the API reads it in the event's zone.
 */
export const eventDateTime = z
  .string()
  .trim()
  .max(40)
  .refine((value) => parseEventDateTime(value, 'UTC') !== null, {
    params: { code: 'invalid_date' },
  })
