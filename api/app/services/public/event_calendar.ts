import { createEvent, type EventAttributes } from 'ics'
import addressparser from 'nodemailer/lib/addressparser/index.js'
import { routePath } from '@tessera/shared/routing/routes'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { venueLine } from '@tessera/shared/public/venue-line'
import { appUrl } from '#config/app'
import mailConfig from '#config/mail'

/** The public page of an event (spec "events" §9 "Public URL"): `{APP_URL}/event/{hash_code}`. */
export function publicPageUrl(event: Pick<PublicEvent, 'id' | 'hash_code'>): string {
  return `${appUrl}${routePath('publicEvent', { code: event.hash_code || event.id })}`
}

/** Where the event happens: its first venue's address, or the online link of a virtual event. */
function locationOf(event: PublicEvent): string | undefined {
  const venue = event.venues[0]
  if (venue && event.event_type !== 'virtual') return venueLine(venue)
  return event.virtual_link ?? undefined
}

/**
 * iCalendar's ORGANIZER needs an address: the product's sending address stands in for the
 * organizer's, which is never public (visitors write through the contact form).
 */
const [sender] = addressparser(mailConfig.from, { flatten: true })

/** A file name for the download: the event's name in ASCII, else `event-{code}`. */
export function calendarFileName(event: Pick<PublicEvent, 'name' | 'hash_code'>): string {
  const slug = event.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${slug || `event-${event.hash_code}`}.ics`
}

/**
 * The add-to-calendar file of a published event (iCalendar, made by `ics`): start and end as UTC
 * instants, so every calendar shows them in its own zone; the page's URL, the location, the
 * organizer's name (with the product's address, never theirs).
 */
export function eventCalendar(event: PublicEvent): string {
  const venue = event.venues[0]
  const attributes: EventAttributes = {
    uid: `${event.uuid}@tessera`,
    productId: 'tessera/ics',
    start: Date.parse(event.start_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.end_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.name,
    description: event.description ?? undefined,
    url: publicPageUrl(event),
    location: locationOf(event),
    geo:
      venue?.lat !== null && venue?.lat !== undefined && venue.long !== null
        ? { lat: venue.lat, lon: venue.long }
        : undefined,
    organizer: { name: event.organizer.name, email: sender?.address },
    status: 'CONFIRMED',
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('the calendar file could not be made')
  return value
}
