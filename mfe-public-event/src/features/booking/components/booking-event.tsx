import { Trans } from '@lingui/react/macro'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { eventCalendarPath } from '@tessera/shared/public/ticket-links'
import { venueLine } from '@tessera/shared/public/venue-line'
import { EventSummary } from '../../../components/event-summary'

const calendarUrl = (event: PublicEvent) => eventCalendarPath(event.hash_code || event.id)

/** The booked event, with its page and its calendar file. */
export function BookingEvent({ event }: { event: PublicEvent }) {
  const venue = event.event_type === 'virtual' ? undefined : event.venues[0]
  return (
    <>
      <EventSummary event={{ ...event, venue: venue ? venueLine(venue) : null }} />
      <div className="tp-actions">
        <a className="ts-btn ts-btn--secondary ts-btn--md" href={calendarUrl(event)} download>
          <Trans>Add to calendar</Trans>
        </a>
      </div>
    </>
  )
}
