import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { openingMonth, type CalendarMonth } from '../../domain/events/calendar.js'
import { Spinner } from '../spinner.js'
import './events-calendar-frame.css'

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
  /**
   * The page's clock: the month the calendar opens on, the day it marks as today and the colours
   * (spec "events" §3 "Calendar colour") follow it; the browser's clock by default.
   */
  now?: Date
  /**
   * The zone of the month the calendar opens on: `UTC` on a page the server rendered (its title and
   * window are the server's month in UTC), the browser's own zone by default.
   */
  monthZone?: string
}

/** What the lazily drawn FullCalendar gets: the props, and the month the frame showed. */
export type FullCalendarViewProps = EventsCalendarProps & { opening: CalendarMonth }

// FullCalendar and its styles are their own chunk: only a calendar page loads them.
const FullCalendarView = lazy(() => import('./full-calendar-view.js'))

/**
 * The box FullCalendar fills, reserved before it is drawn (the server's markup, the hydration, the
 * chunk's download): its toolbar's height with the month's title where FullCalendar puts it, and
 * the month grid at its aspect ratio, with a spinner. Both follow `events-calendar-frame.css`,
 * which also pins FullCalendar's toolbar to that height. The title is FullCalendar's own text in
 * its font, so the page's largest paint is not a later one when FullCalendar draws the same.
 */
function CalendarFrame({ title }: { title: string }) {
  return (
    <div className="ts-events-calendar__frame">
      <div className="ts-events-calendar__frame-toolbar">
        <div className="ts-events-calendar__frame-title">{title}</div>
      </div>
      <div className="ts-events-calendar__frame-view">
        <Spinner size="lg" />
      </div>
    </div>
  )
}

/**
 * Whether the calendar may start: false on the server and while hydrating (both render the frame,
 * so the markups match), true once the browser is idle after that first render, so FullCalendar's
 * download, evaluation and drawing come after the page is painted and taken over.
 */
function useStarted() {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    const start = () => startTransition(() => setStarted(true))
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 500 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(start, 0)
    return () => clearTimeout(id)
  }, [])
  return started
}

/** The browser's time zone, in which the calendar shows times (only known in the browser). */
function ZoneNote() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <p className="ts-events-calendar__zone">
      <Trans>Times are shown in your browser&apos;s time zone: {zone}.</Trans>
    </p>
  )
}

/**
 * The calendar of events (spec "events" §2 "Calendar view"): month, week and list views, previous
 * and next, the visible range's title and, below it, a note of the browser time zone, in which it
 * shows times. Drawn in the browser only, in the box its frame reserves (nothing moves).
 */
export function EventsCalendar(props: EventsCalendarProps) {
  const { i18n } = useLingui()
  const started = useStarted()
  // The month the frame names and FullCalendar opens on: one value, so the month drawn is the
  // month titled (on a page the server rendered, the server's: `now` and `monthZone` are its).
  const [opening] = useState(() => openingMonth(props.now ?? new Date(), props.monthZone))
  // The 1st at noon UTC names its month in any locale, whatever zone the month was chosen in.
  const title = new Intl.DateTimeFormat(i18n.locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(opening.year, opening.month - 1, 1, 12)))
  const frame = <CalendarFrame title={title} />
  return (
    <section className="ts-events-calendar">
      {started ? (
        <Suspense fallback={frame}>
          <FullCalendarView {...props} opening={opening} />
        </Suspense>
      ) : (
        frame
      )}
      {started ? <ZoneNote /> : null}
    </section>
  )
}
