import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { extraDays } from '@tessera/shared/domain/events/event-days'

/** A time zone the runtime knows, else the viewer's own (a bad zone must not break a screen). */
function knownZone(timeZone: string | null | undefined): string | undefined {
  if (!timeZone) return undefined
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return timeZone
  } catch {
    return undefined
  }
}

export type EventDates = {
  /** "Sat, 21 Nov 26": weekday, day, month, short year (spec "events" §9 "ddd, DD MMM YY"). */
  day: (instant: Date, timeZone?: string | null) => string
  /** "18:30", 24-hour. */
  time: (instant: Date, timeZone?: string | null) => string
  /** How many days after its first day an event ends (the "+N days" of multi-day events). */
  extraDays: (start: Date, end: Date, timeZone?: string | null) => number
}

/** Event dates in the interface language, in the event's time zone. */
export function useEventDates(): EventDates {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const day = (instant: Date, timeZone?: string | null) => {
      const format = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: '2-digit',
        month: 'short',
        year: '2-digit',
        timeZone: knownZone(timeZone),
      })
      const parts = Object.fromEntries(
        format.formatToParts(instant).map((part) => [part.type, part.value]),
      )
      return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`
    }
    const time = (instant: Date, timeZone?: string | null) =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: knownZone(timeZone),
      }).format(instant)
    return {
      day,
      time,
      extraDays: (start, end, timeZone) =>
        extraDays(
          start,
          end,
          knownZone(timeZone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
        ),
    }
  }, [locale])
}
