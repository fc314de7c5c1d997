import { calendarDay } from './time.js'

const DAY_MS = 86_400_000

/** Midnight UTC of a `YYYY-MM-DD` calendar day, to count days between calendar days. */
function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, date) / DAY_MS
}

/**
 * How many days after its first day a multi-day event ends, counted in calendar days of the event's
 * time zone (spec "events" §2: "multi-day events show (+N days)"); 0 for an event within one day.
 */
export function extraDays(start: Date, end: Date, timeZone: string): number {
  return Math.max(
    0,
    dayNumber(calendarDay(end, timeZone)) - dayNumber(calendarDay(start, timeZone)),
  )
}

/** Whether an event has not started yet (the list's "happening" badge is green then, spec "events" §2). */
export function startsInFuture(start: Date, now: Date): boolean {
  return start.getTime() > now.getTime()
}
