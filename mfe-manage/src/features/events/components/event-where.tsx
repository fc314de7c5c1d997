import { useLingui } from '@lingui/react/macro'
import type { Event } from '@tessera/shared/schemas/event'
import { meetingService } from '@tessera/shared/domain/events/meeting-service'

/** Where an event happens: to be announced, its venues' addresses and its online link. */
export function EventWhere({
  event,
}: {
  event: Pick<Event, 'event_type' | 'virtual_link' | 'venues'>
}) {
  const { t } = useLingui()
  if (event.event_type === 'tba') return <p>{t`To be announced`}</p>
  const names = { zoom: t`Zoom`, meet: t`Google Meet`, teams: t`Microsoft Teams` }
  const link = event.virtual_link
  const service = link ? meetingService(link) : null
  const venues = event.venues ?? []
  if (!link && venues.length === 0) return <p>{t`No venue or online link yet.`}</p>
  return (
    <ul className="ts-plain-list">
      {venues.map((venue) => (
        <li key={venue.id}>
          {venue.name && venue.name !== venue.address_name ? <strong>{venue.name}: </strong> : null}
          {venue.address_name}
        </li>
      ))}
      {link ? (
        <li>
          <a href={link} target="_blank" rel="noreferrer">
            {service ? names[service] : t`Virtual Link`}
          </a>
        </li>
      ) : null}
    </ul>
  )
}
