import { calendarDay, formatWallTime, parseEventDateTime } from '@tessera/shared/domain/events/time'

/**
 * `<input type="datetime-local">` values ("2026-11-21T18:30") are wall times in the event's time
 * zone; the API takes `YYYY-MM-DD HH:mm:ss` in that zone (docs/API.md).
 */

/** The instant an input's value names in `timeZone`; null when empty or not a date-time. */
export function inputInstant(value: string, timeZone: string): Date | null {
  return value ? parseEventDateTime(value, timeZone) : null
}

/** The input value of an instant in `timeZone`. */
export function inputValue(instant: Date, timeZone: string): string {
  return formatWallTime(instant, timeZone).slice(0, 16).replace(' ', 'T')
}

/** What the API takes for an input's value: `YYYY-MM-DD HH:mm:ss` (a time in a clock-change gap moves forward). */
export function wallTimeOf(value: string, timeZone: string): string | null {
  const instant = inputInstant(value, timeZone)
  return instant ? formatWallTime(instant, timeZone) : null
}

/** The earliest value a date-time input may take for "not before today" in `timeZone`. */
export function startOfToday(now: Date, timeZone: string): string {
  return [calendarDay(now, timeZone), '00:00'].join('T')
}
