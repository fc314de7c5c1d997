import { useLingui } from '@lingui/react/macro'
import { meetingService } from '@tessera/shared/domain/events/meeting-service'
import { venueMapUrl } from '@tessera/shared/public/booking-receipt'
import type { PublicVenue } from '@tessera/shared/public/public-event'
import type { MapTiles, SectionProps } from '../page-props'
import { Section } from '../section'
import { EventMap } from './event-map'
import { venueAddress } from './venue-address'

/* eslint-disable-next-line lingui/no-unlocalized-strings -- product names, the same in every language */
const SERVICE_NAMES = { zoom: 'Zoom', meet: 'Google Meet', teams: 'Microsoft Teams' }

function OnlineLink({ link }: { link: string }) {
  const { t } = useLingui()
  const service = meetingService(link)
  return (
    <p className="pe-where__online">
      <a href={link} target="_blank" rel="noopener noreferrer">
        {service ? SERVICE_NAMES[service] : t`Virtual Link`}
      </a>
    </p>
  )
}

function Venues({ venues, mapTiles }: { venues: PublicVenue[]; mapTiles?: MapTiles }) {
  const { t } = useLingui()
  return (
    <>
      {mapTiles ? <EventMap venues={venues} tiles={mapTiles} /> : null}
      <ul className="pe-plain-list">
        {venues.map((venue) => {
          const name = venue.name
          return (
            <li key={venue.id} className="pe-where__venue">
              <address>
                <strong>{venue.name}</strong>
                <br />
                {venueAddress(venue)}
              </address>
              <a href={venueMapUrl(venue)} target="_blank" rel="noopener noreferrer">
                {t`Open ${name} in a map`}
              </a>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/**
 * Where the event happens (spec "events" §2): its venues with a map and an "open in map" link, its
 * online link labelled by its service, both for a hybrid event, or "to be announced".
 */
export function WhereCard({ event, mapTiles }: SectionProps & { mapTiles?: MapTiles }) {
  const { t } = useLingui()
  const physical = event.event_type === 'physical' || event.event_type === 'hybrid'
  const online = event.event_type === 'virtual' || event.event_type === 'hybrid'
  return (
    <Section title={t`Where`} className="pe-where">
      {event.event_type === 'tba' ? <p>{t`To be announced`}</p> : null}
      {physical && event.venues.length > 0 ? (
        <Venues venues={event.venues} mapTiles={mapTiles} />
      ) : null}
      {online && event.virtual_link ? <OnlineLink link={event.virtual_link} /> : null}
    </Section>
  )
}
