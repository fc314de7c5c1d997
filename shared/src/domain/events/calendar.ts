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

/** A calendar month: `month` is 1–12. */
export type CalendarMonth = { year: number; month: number }

/**
 * The month a calendar opens on (spec "events" §2 "Calendar view": the current month): the month of
 * `now` in `zone`, the browser's own when none is named. A page the server rendered passes its own
 * clock and `UTC`, the zone the server titled the month and chose its window in (it does not know the
 * visitor's), so the month drawn is the month the server sent whatever the visitor's clock and zone.
 */
export function openingMonth(now: Date, zone?: string): CalendarMonth {
  const parts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    timeZone: zone,
  }).formatToParts(now)
  const part = (type: 'year' | 'month') => Number(parts.find((item) => item.type === type)?.value)
  return { year: part('year'), month: part('month') }
}

/** The month's first day as FullCalendar reads a date (`YYYY-MM-DD`, a day in its own zone). */
export function monthStartDate({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`
}
