import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import { Spinner } from '../spinner.js'

/** One event on a calendar: what FullCalendar draws and what a click on it names. */
export type CalendarEntry = { id: string; name: string; start: Date; end: Date }

/** The dates a calendar shows: `end` is exclusive (FullCalendar's visible range). */
export type VisibleRange = { start: Date; end: Date }

export type EventsCalendarProps = {
  entries: readonly CalendarEntry[]
  /** Called with the visible range on the first render and whenever the view or dates change. */
  onRangeChange: (range: VisibleRange) => void
  /** A click (or Enter) on an event: the caller opens its detail modal. */
  onEventClick: (id: string) => void
  /** A click on a date or time slot (the own calendar: Add Event with that date). */
  onDateClick?: (date: Date, allDay: boolean) => void
  /** The clock the colours follow (spec "events" §3 "Calendar colour"); now by default. */
  now?: Date
}

// FullCalendar and its styles are their own chunk: only a calendar page loads them.
const FullCalendarView = lazy(() => import('./full-calendar-view.js'))

/**
 * The calendar of events (spec "events" §2 "Calendar view"): month, week and list views, previous
 * and next, the visible range's title and a note of the browser time zone, in which it shows times.
 */
export function EventsCalendar(props: EventsCalendarProps) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <section className="ts-events-calendar">
      <p className="ts-events-calendar__zone">
        <Trans>Times are shown in your browser&apos;s time zone: {zone}.</Trans>
      </p>
      <Suspense
        fallback={
          <div className="ts-events-calendar__loading">
            <Spinner size="lg" />
          </div>
        }
      >
        <FullCalendarView {...props} />
      </Suspense>
    </section>
  )
}
