import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { eventDateFormat, knownTimeZone } from '@tessera/shared/domain/events/event-date-format'
import { extraDays } from '@tessera/shared/domain/events/event-days'

/**
 * An event's dates in the page language and the event's time zone, never the viewer's (an unknown
 * zone reads as UTC), so the server's markup and the browser's first render agree.
 */
export function useEventDates(timeZone: string) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const zone = knownTimeZone(timeZone) ?? 'UTC'
    return {
      ...eventDateFormat(locale, zone),
      extraDays: (start: Date, end: Date) => extraDays(start, end, zone),
    }
  }, [locale, timeZone])
}
