import { startsInFuture } from './event-days.js'

/** How the calendar colours an event (spec "events" §3 "Calendar colour"). */
export type CalendarTone = 'upcoming' | 'past'

/** An event whose start is later than now is green (`upcoming`); otherwise red (`past`). */
export function calendarTone(start: Date, now: Date): CalendarTone {
  return startsInFuture(start, now) ? 'upcoming' : 'past'
}

/**
 * The `filter[start_at]` value for a calendar's visible range (spec "events" §7 "Calendar list":
 * `[visible range start, end]`). The calendar's end is exclusive and the filter is inclusive, so it
 * ends one second earlier, as the month filter's "last day 23:59:59" does (§9). Instants with their
 * offset: the visible range is the browser's, whatever the organizer's profile time zone.
 */
export function calendarRangeFilter(range: { start: Date; end: Date }): string {
  const last = new Date(range.end.getTime() - 1000)
  return `${range.start.toISOString()},${last.toISOString()}`
}
