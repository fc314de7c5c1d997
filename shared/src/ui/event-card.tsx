import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { knownTimeZone } from '../domain/events/event-date-format.js'
import { Badge } from './badge.js'
import type { EventCardData } from './event-card-data.js'
import { EventWhen } from './event-when.js'
import { useEventTypeLabel } from './use-event-type-label.js'

export type EventCardProps = {
  event: EventCardData
  /** Opens the event detail modal. */
  onOpen: (event: EventCardData) => void
  /** Links under the card (own collection: View, Edit, More). */
  actions?: ReactNode
  /** The first cards of a page load their image at once; the others when scrolled near. */
  eager?: boolean
}

/** Start day and short month on the card's corner, in the event's time zone. */
function dayAndMonth(start: Date, timeZone: string, locale: string) {
  const zone = knownTimeZone(timeZone) ?? 'UTC'
  return {
    day: new Intl.DateTimeFormat(locale, { day: '2-digit', timeZone: zone }).format(start),
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: zone }).format(start),
  }
}

/**
 * A collection card (spec "events" §2): hero image, event-type badge, start day and month, name,
 * when, where (the venue, or the event type without one) and organizer. The name is the button
 * that opens the detail modal; the whole card is its target.
 */
export function EventCard({ event, onOpen, actions, eager = false }: EventCardProps) {
  const { t, i18n } = useLingui()
  const typeLabel = useEventTypeLabel()
  const start = new Date(event.start_at)
  const { day, month } = dayAndMonth(start, event.timezone, i18n.locale)
  return (
    <article className="ts-event-card">
      <div className="ts-event-card__media">
        {event.hero_image ? (
          <img
            src={event.hero_image}
            alt=""
            width={640}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <span className="ts-event-card__type">
          <Badge tone="info">{typeLabel(event.event_type)}</Badge>
        </span>
        <span className="ts-event-card__date" aria-hidden="true">
          <span className="ts-event-card__day">{day}</span>
          <span className="ts-event-card__month">{month}</span>
        </span>
      </div>
      <div className="ts-event-card__body">
        <h3 className="ts-event-card__name">
          <button type="button" className="ts-event-card__open" onClick={() => onOpen(event)}>
            {event.name}
          </button>
        </h3>
        <p className="ts-event-card__line">
          <span className="ts-visually-hidden">{t`When`}: </span>
          <EventWhen start={start} end={new Date(event.end_at)} timeZone={event.timezone} />
        </p>
        <p className="ts-event-card__line">
          <span className="ts-visually-hidden">{t`Where`}: </span>
          {event.venue ?? typeLabel(event.event_type)}
        </p>
        {event.organizer ? (
          <p className="ts-event-card__line">
            <span className="ts-visually-hidden">{t`Organizer`}: </span>
            {event.organizer}
          </p>
        ) : null}
      </div>
      {actions ? <div className="ts-event-card__actions">{actions}</div> : null}
    </article>
  )
}
