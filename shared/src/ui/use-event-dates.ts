import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { eventDateFormat, knownTimeZone } from '../domain/events/event-date-format.js'
import { extraDays } from '../domain/events/event-days.js'

export type EventDates = {
  /** "Sat, 21 Nov 26": weekday, day, month, short year (spec "events" §9 "ddd, DD MMM YY"). */
  day: (instant: Date, timeZone?: string | null) => string
  /** "18:30", 24-hour. */
  time: (instant: Date, timeZone?: string | null) => string
  /** How many days after its first day an event ends (the "+N days" of multi-day events). */
  extraDays: (start: Date, end: Date, timeZone?: string | null) => number
}

/** Event dates in the interface language, in the event's time zone (else the viewer's own). */
export function useEventDates(): EventDates {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const format = (timeZone?: string | null) => eventDateFormat(locale, knownTimeZone(timeZone))
    return {
      day: (instant, timeZone) => format(timeZone).day(instant),
      time: (instant, timeZone) => format(timeZone).time(instant),
      extraDays: (start, end, timeZone) =>
        extraDays(
          start,
          end,
          knownTimeZone(timeZone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        ),
    }
  }, [locale])
}
