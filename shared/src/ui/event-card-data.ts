import type { EventType } from '../domain/events/constants.js'
import { venueLine, type VenueParts } from '../public/venue-line.js'
import type { PublicListedEvent } from '../public/public-listing.js'
import type { Event } from '../schemas/event.js'

/**
 * What a collection card, a calendar entry and the event detail modal show of an event (spec
 * "events" §2 "Collection view"), whichever list it came from: the organizer's own (`GET /events`,
 * `eventCardOf`) or a public one (`GET /public/organizers/{uuid}/events`).
 */
export type EventCardData = {
  id: string
  /** The public page's code (`/event/{hash_code}`). */
  hash_code: string
  name: string
  /** The summary. */
  description: string | null
  /** ISO 8601 instants; shown in `timezone`. */
  start_at: string
  end_at: string
  timezone: string
  event_type: EventType
  hero_image: string | null
  /** The first venue on one line (name, street, town, country); null when there is none. */
  venue: string | null
  /** The organizer's name, when known. */
  organizer: string | null
  virtual_link: string | null
  /** Own events only: the category's name and the tags. */
  category?: string | null
  tags?: { id: string; name: string; color?: string | null }[]
}

/** A venue on one line, or null when it has no address. */
export function venueText(venue: Partial<VenueParts>): string | null {
  if (!venue.address_name) return null
  return venueLine({
    name: venue.name ?? '',
    address_name: venue.address_name,
    postal_code: venue.postal_code ?? null,
    city: venue.city ?? null,
    country: venue.country ?? null,
  })
}

/** What an own and a public event share on a card, taken as they are. */
function cardBasics(event: Event | PublicListedEvent) {
  const { id, hash_code, name, description, start_at, end_at, timezone, event_type, hero_image } =
    event
  return { id, hash_code, name, description, start_at, end_at, timezone, event_type, hero_image }
}

/** An own event (`GET /events?include=category,tags,venues,user`) as a card. */
export function eventCardOf(event: Event): EventCardData {
  const venue = event.venues?.[0]
  return {
    ...cardBasics(event),
    venue: venue ? venueText(venue) : null,
    organizer: event.user?.name ?? event.organizer ?? null,
    virtual_link: event.virtual_link ?? null,
    category: event.category?.name ?? null,
    tags: (event.tags ?? []).map((tag) => ({ id: tag.id, name: tag.name ?? '', color: tag.color })),
  }
}

/** A published event of a public list (`GET /public/organizers/{uuid}/events`, `/calendar`) as a card. */
export function publicCardOf(event: PublicListedEvent): EventCardData {
  return {
    ...cardBasics(event),
    venue: event.venue ? venueText(event.venue) : null,
    organizer: event.organizer?.name ?? null,
    virtual_link: event.virtual_link,
    category: event.category?.name ?? null,
    tags: event.tags,
  }
}
