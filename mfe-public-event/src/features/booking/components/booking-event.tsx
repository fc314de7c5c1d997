import { Trans, useLingui } from '@lingui/react/macro'
import { organizerText, venueMapUrl } from '@tessera/shared/public/booking-receipt'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { eventCalendarPath } from '@tessera/shared/public/ticket-links'
import { venueLine } from '@tessera/shared/public/venue-line'
import { EventSummary } from '../../../components/event-summary'

const calendarUrl = (event: PublicEvent) => eventCalendarPath(event.hash_code || event.id)

/**
 * The booked event, with its page, where it happens (the venue's map, the online link), its
 * organizer, and its calendar file: what the confirmation e-mail says of it.
 */
export function BookingEvent({ event }: { event: PublicEvent }) {
  const { i18n } = useLingui()
  const venue = event.event_type === 'virtual' ? undefined : event.venues[0]
  const online = event.event_type === 'virtual' || event.event_type === 'hybrid'
  const link = online ? event.virtual_link : null
  return (
    <>
      <EventSummary event={{ ...event, venue: venue ? venueLine(venue) : null }} />
      <p>{organizerText(i18n, event.organizer.name)}</p>
      <div className="tp-actions">
        {venue ? (
          <a href={venueMapUrl(venue)} target="_blank" rel="noopener noreferrer">
            <Trans>Open the venue in a map</Trans>
          </a>
        ) : null}
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            <Trans>Join online</Trans>
          </a>
        ) : null}
        <a className="ts-btn ts-btn--secondary ts-btn--md" href={calendarUrl(event)} download>
          <Trans>Add to calendar</Trans>
        </a>
      </div>
    </>
  )
}
