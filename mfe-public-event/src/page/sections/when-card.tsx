import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEventDates } from '../event-dates'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

/**
 * When the event happens (spec "events" §2): weekday, day, month and short year of its first day
 * with its times, and "(+N days)" for a multi-day event, in the event's time zone.
 */
export function WhenCard({ event }: SectionProps) {
  const { t } = useLingui()
  const zone = event.timezone
  const dates = useEventDates(zone)
  const start = new Date(event.start_at)
  const end = new Date(event.end_at)
  const day = dates.day(start)
  const from = dates.time(start)
  const to = dates.time(end)
  const days = dates.extraDays(start, end)
  const endDay = dates.day(end)
  return (
    <Section title={t`When`} className="pe-when">
      <p className="pe-when__line">
        {days === 0 ? t`${day}, ${from} – ${to}` : t`${day}, ${from} – ${endDay}, ${to}`}
        {days > 0 ? (
          <span className="pe-when__days">
            {' '}
            {t`${plural(days, { one: '(+# day)', other: '(+# days)' })}`}
          </span>
        ) : null}
      </p>
      <p className="pe-muted">{t`Times in ${zone}`}</p>
    </Section>
  )
}
