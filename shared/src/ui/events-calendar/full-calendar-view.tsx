import { useMemo, useState } from 'react'
import { plural, select } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import elLocale from '@fullcalendar/react/locales/el'
import classicTheme from '@fullcalendar/react/themes/classic'
import timeGridPlugin from '@fullcalendar/react/timegrid'
// Stylesheets, not style elements injected at run time: nothing here needs 'unsafe-inline' (DECISIONS).
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import './events-calendar.css'
import { calendarTone, monthStartDate } from '../../domain/events/calendar.js'
import type { FullCalendarViewProps } from './events-calendar.js'

/** Spec "events" §9: the calendar's width is 1.8 times its height. */
export const CALENDAR_ASPECT_RATIO = 1.8

const VIEWS = 'dayGridMonth,timeGridWeek,listMonth'
const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin]
const TONE_COLOURS = { upcoming: 'var(--ts-color-success)', past: 'var(--ts-color-danger)' }

/**
 * The view a calendar opens on: the month grid, or on a phone the month's list (DECISIONS
 * "Calendars"): a grid 1.8 times as wide as a phone is 22 px a day across, too small to read an
 * event's name, and the list is also far less to draw on a slow phone. Every view stays one click
 * away, in the same box.
 */
function openingView(): 'dayGridMonth' | 'listMonth' {
  const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 48rem)').matches
  return phone ? 'listMonth' : 'dayGridMonth'
}

/** FullCalendar as Tessera configures it (EventsCalendar's lazily loaded half). */
export default function FullCalendarView({
  entries,
  onRangeChange,
  onEventClick,
  onDateClick,
  now,
  opening,
}: FullCalendarViewProps) {
  const { t, i18n } = useLingui()
  const [initialView] = useState(openingView)
  const events = useMemo(() => {
    const clock = now ?? new Date()
    return entries.map((entry) => {
      const tone = calendarTone(entry.start, clock)
      return {
        id: entry.id,
        title: entry.name,
        start: entry.start,
        end: entry.end,
        color: TONE_COLOURS[tone],
        contrastColor: 'var(--ts-color-text-inverse)',
        className: `ts-events-calendar__event ts-events-calendar__event--${tone}`,
      }
    })
  }, [entries, now])
  return (
    <FullCalendar
      plugins={onDateClick ? [...PLUGINS, interactionPlugin] : PLUGINS}
      locale={i18n.locale === 'el' ? elLocale : 'en'}
      initialView={initialView}
      // The month the frame titled (the server's, on a page it rendered), not the browser's today;
      // and the page's clock as today, so "Today" and the marked day agree with the colours.
      initialDate={monthStartDate(opening)}
      {...(now ? { now } : {})}
      aspectRatio={CALENDAR_ASPECT_RATIO}
      headerToolbar={{ start: 'prev,next today', center: 'title', end: VIEWS }}
      // Its height is the frame's (events-calendar-frame.css): drawn, the calendar moves nothing.
      headerToolbarClass="ts-events-calendar__toolbar"
      dayHeaderInnerClass="ts-events-calendar__day-name"
      headingLevel={2}
      buttons={{
        prev: {
          hint: (_: string, unit: string) =>
            t`${select(unit, { month: 'Previous month', week: 'Previous week', other: 'Previous' })}`,
        },
        next: {
          hint: (_: string, unit: string) =>
            t`${select(unit, { month: 'Next month', week: 'Next week', other: 'Next' })}`,
        },
        // Its name is its visible text (WCAG 2.5.3, "label in name"): no "This month" hint.
        today: {
          text: t({ message: 'Today', comment: 'button' }),
          hint: t({ message: 'Today', comment: 'button' }),
        },
        dayGridMonth: { text: t({ message: 'Month', comment: 'button' }), hint: t`Month view` },
        timeGridWeek: { text: t({ message: 'Week', comment: 'button' }), hint: t`Week view` },
        listMonth: { text: t({ message: 'List', comment: 'button' }), hint: t`List view` },
      }}
      allDayText={t`All day`}
      noEventsText={t`No events to show`}
      moreLinkText={(count: number) => t`${plural(count, { one: '+# more', other: '+# more' })}`}
      moreLinkHint={(count: number) =>
        t`${plural(count, { one: 'Show # more event', other: 'Show # more events' })}`
      }
      closeHint={t`Close`}
      eventsHint={t`Events`}
      eventDisplay="block"
      eventInteractive
      events={events}
      datesSet={(info) => onRangeChange({ start: info.start, end: info.end })}
      eventClick={(info) => {
        info.jsEvent.preventDefault()
        onEventClick(info.event.id)
      }}
      dateClick={onDateClick ? (info) => onDateClick(info.date, info.allDay) : undefined}
    />
  )
}
