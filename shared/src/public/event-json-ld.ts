/* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary, not texts of the interface */
import type { EventType } from '../domain/events/constants.js'
import type { SaleState } from '../domain/events/sale-state.js'
import type { PublicEvent, PublicTicket, PublicVenue } from './public-event.js'

/**
 * The schema.org `Event` a search engine reads from the public page (JSON-LD in its `<head>`),
 * following schema.org and Google's "Event" structured data: dates with the event's offset,
 * `Place`s with a `PostalAddress` (and `GeoCoordinates` when known), a `VirtualLocation` for an
 * online event (both for hybrid), one `Offer` per ticket whose availability is the sale state.
 */
export type JsonLd = Record<string, unknown>

const SCHEMA = 'https://schema.org/'

const ATTENDANCE_MODE: Record<EventType, string | null> = {
  physical: 'OfflineEventAttendanceMode',
  virtual: 'OnlineEventAttendanceMode',
  hybrid: 'MixedEventAttendanceMode',
  tba: null,
}

const AVAILABILITY: Record<SaleState, string> = {
  on_sale: 'InStock',
  sold_out: 'SoldOut',
  not_yet: 'PreOrder',
  ended: 'Discontinued',
}

/** `path` (or an absolute URL) as an absolute URL on `origin`. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href
}

/** Drops the keys whose value is null, undefined or an empty list. */
export function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) => value != null && !(Array.isArray(value) && value.length === 0),
    ),
  )
}

/** A venue as a schema.org `Place` (what is known of it: the lists carry no postal code or map point). */
export function place(
  venue: Pick<PublicVenue, 'name' | 'address_name' | 'city' | 'country'> &
    Partial<Pick<PublicVenue, 'postal_code' | 'lat' | 'long'>>,
): JsonLd {
  const hasGeo = venue.lat != null && venue.long != null
  return compact({
    '@type': 'Place',
    name: venue.name,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: venue.address_name,
      addressLocality: venue.city,
      postalCode: venue.postal_code,
      addressCountry: venue.country,
    }),
    geo: hasGeo ? { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.long } : null,
  })
}

function locations(event: PublicEvent, pageUrl: string): JsonLd[] {
  const online = event.event_type === 'virtual' || event.event_type === 'hybrid'
  const physical = event.event_type !== 'virtual' ? event.venues.map(place) : []
  const virtual = online ? [{ '@type': 'VirtualLocation', url: event.virtual_link ?? pageUrl }] : []
  return [...physical, ...virtual]
}

function offer(ticket: PublicTicket, currency: string, pageUrl: string): JsonLd {
  return {
    '@type': 'Offer',
    name: ticket.name,
    price: ticket.final_price,
    priceCurrency: currency.toUpperCase(),
    availability: SCHEMA + AVAILABILITY[ticket.sale_state],
    validFrom: ticket.start_sale_at,
    url: pageUrl,
  }
}

/** The organizer's website (a host contact), else the event's own link, else this site. */
function organizerUrl(event: PublicEvent, origin: string): string {
  const website = event.event_host.find((contact) => contact.type === 'website')?.content
  return website ?? event.link ?? origin
}

/** What every `Event` of Tessera's JSON-LD says first: name, summary, dates, status and mode. */
export function eventBasics(
  event: Pick<PublicEvent, 'name' | 'description' | 'start_at' | 'end_at' | 'event_type'>,
): JsonLd {
  const mode = ATTENDANCE_MODE[event.event_type]
  return {
    '@type': 'Event',
    name: event.name,
    description: event.description,
    startDate: event.start_at,
    endDate: event.end_at,
    eventStatus: SCHEMA + 'EventScheduled',
    eventAttendanceMode: mode ? SCHEMA + mode : null,
  }
}

/** The event's JSON-LD; `pageUrl` is the page's canonical URL, `origin` makes paths absolute. */
export function eventJsonLd(event: PublicEvent, pageUrl: string, origin: string): JsonLd {
  const images = [event.hero_image, ...event.additional_images.map((image) => image.url)]
  return compact({
    '@context': 'https://schema.org',
    ...eventBasics(event),
    location: locations(event, pageUrl),
    image: images.filter((url): url is string => !!url).map((url) => absoluteUrl(url, origin)),
    offers: event.tickets.map((ticket) => offer(ticket, event.currency, pageUrl)),
    organizer: {
      '@type': 'Organization',
      name: event.organizer.name,
      url: organizerUrl(event, origin),
    },
    url: pageUrl,
  })
}
