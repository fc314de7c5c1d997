import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { extraDays } from '@tessera/shared/domain/events/event-days'

/** The event's zone when the runtime knows it, else UTC (the same on the server and the browser). */
function zoneOf(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}

/**
 * An event's dates in the page language and the event's time zone, never the viewer's, so the
 * server's markup and the browser's first render agree (spec "events" §9 "ddd, DD MMM YY").
 */
export function useEventDates(timeZone: string) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const zone = zoneOf(timeZone)
    const dayFormat = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: '2-digit',
      month: 'short',
      year: '2-digit',
      timeZone: zone,
    })
    const timeFormat = new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    })
    const day = (instant: Date) => {
      const parts = Object.fromEntries(
        dayFormat.formatToParts(instant).map((part) => [part.type, part.value]),
      )
      return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`
    }
    return {
      day,
      time: (instant: Date) => timeFormat.format(instant),
      extraDays: (start: Date, end: Date) => extraDays(start, end, zone),
    }
  }, [locale, timeZone])
}
