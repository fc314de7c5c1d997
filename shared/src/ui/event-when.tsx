import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEventDates } from './use-event-dates.js'

type EventWhenProps = { start: Date; end?: Date | null; timeZone?: string | null }

/**
 * When an event happens (spec "events" §2): its first day (weekday, day, month, short year) and
 * times, and "(+N days)" for a multi-day event, in the event's time zone.
 */
export function EventWhen({ start, end, timeZone }: EventWhenProps) {
  const { t } = useLingui()
  const dates = useEventDates()
  const day = dates.day(start, timeZone)
  const from = dates.time(start, timeZone)
  if (!end) return <>{t`${day} at ${from}`}</>
  const to = dates.time(end, timeZone)
  const days = dates.extraDays(start, end, timeZone)
  if (days === 0) return <>{t`${day}, ${from} – ${to}`}</>
  const endDay = dates.day(end, timeZone)
  return (
    <>
      {t`${day}, ${from} – ${endDay}, ${to}`}{' '}
      <span className="ts-event-days">{t`${plural(days, { one: '(+# day)', other: '(+# days)' })}`}</span>
    </>
  )
}
