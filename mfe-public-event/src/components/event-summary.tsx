import { Trans, useLingui } from '@lingui/react/macro'
import { eventDateFormat, knownTimeZone } from '@tessera/shared/domain/events/event-date-format'
import type { EventType } from '@tessera/shared/domain/events/constants'
import { routePath } from '@tessera/shared/routing/routes'

export type EventSummaryProps = {
  hash_code: string
  name: string
  start_at: string
  timezone: string
  event_type: EventType
  /** The venue on one line; null when the event has none. */
  venue: string | null
}

/**
 * The event a booking or a ticket is for: its name (a link to its page), when it starts in the
 * event's own zone (named, so a visitor abroad is not misled), and where: the venue, or online.
 */
export function EventSummary({ event }: { event: EventSummaryProps }) {
  const { i18n } = useLingui()
  const zone = knownTimeZone(event.timezone) ?? 'UTC'
  const format = eventDateFormat(i18n.locale, zone)
  const start = new Date(event.start_at)
  const online = event.event_type === 'virtual' || (event.event_type === 'hybrid' && !event.venue)
  return (
    <div className="tp-event">
      <p className="tp-event__name">
        <a href={routePath('publicEvent', { code: event.hash_code })}>{event.name}</a>
      </p>
      <p>
        <time dateTime={event.start_at}>
          {format.day(start)} · {format.time(start)}
        </time>{' '}
        <span className="tp-muted">({zone})</span>
      </p>
      {event.venue ? <p>{event.venue}</p> : null}
      {online ? (
        <p>
          <Trans>Online event</Trans>
        </p>
      ) : null}
    </div>
  )
}
