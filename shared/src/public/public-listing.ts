import {
  dataDocument,
  type DataDocument,
  type PageMeta,
  type ResourceObject,
} from '../jsonapi/document.js'
import type { PublicEvent, PublicVenue } from './public-event.js'

/**
 * An organizer's published events as the public collection and calendar list them
 * (`GET /public/organizers/{uuid}/events` and `/calendar`, docs/API.md "Public"): what a card,
 * the detail modal and a calendar entry show, and nothing else. An allow-list: no e-mail or phone
 * of anyone, the organizer's name and avatar only. Date-times are ISO 8601 with the event's
 * offset. `publicListingDocument` makes the JSON:API document the API sends and
 * `readPublicListing` turns it back, so the API, the server-rendered pages and the screens share
 * one shape.
 */
export type PublicListedVenue = Pick<PublicVenue, 'name' | 'address_name' | 'city' | 'country'>

export type PublicListedOrganizer = {
  id: string
  uuid: string
  name: string
  profile_image: string | null
}

export type PublicListedEvent = Pick<
  PublicEvent,
  | 'id'
  | 'hash_code'
  | 'name'
  | 'description'
  | 'status'
  | 'start_at'
  | 'end_at'
  | 'timezone'
  | 'event_type'
  | 'hero_image'
  | 'virtual_link'
  | 'category'
  | 'tags'
> & {
  /** The event's first venue (the card's "where"); null for virtual and tba events without one. */
  venue: PublicListedVenue | null
  organizer: PublicListedOrganizer
}

/** The calendar's window: the instants its events overlap (ISO 8601). */
export type ListingRange = { from: string; to: string }

export type PublicListing = {
  events: PublicListedEvent[]
  organizer: PublicListedOrganizer
  /** The collection's page; absent on the calendar. */
  page?: PageMeta
  /** The calendar: true when more events overlap the range than it answers. */
  truncated?: boolean
}

/** The collection's page sizes (spec "events" §9): 9, 12, 20, 40, default 9. */
export const COLLECTION_PAGE_SIZES = [9, 12, 20, 40] as const
export const COLLECTION_PAGE_SIZE = 9

const ref = (type: string, id: string) => ({ type, id })

const organizerResource = ({ id, ...attributes }: PublicListedOrganizer): ResourceObject => ({
  type: 'users',
  id,
  attributes,
})

/** The JSON:API document of a public list: `events`, their category, tags and organizer included. */
export function publicListingDocument(listing: PublicListing): DataDocument {
  const { events, organizer, page, truncated } = listing
  const data = events.map(({ id, category, tags, organizer: owner, ...attributes }) => ({
    type: 'events',
    id,
    attributes,
    relationships: {
      category: { data: category ? ref('categories', category.id) : null },
      tags: { data: tags.map((tag) => ref('tags', tag.id)) },
      user: { data: ref('users', owner.id) },
    },
  }))
  const included: ResourceObject[] = events.flatMap((event) => [
    ...(event.category
      ? [{ type: 'categories', id: event.category.id, attributes: { name: event.category.name } }]
      : []),
    ...event.tags.map(({ id, ...attributes }) => ({ type: 'tags', id, attributes })),
  ])
  if (events.length) included.push(organizerResource(organizer))
  return dataDocument(data, {
    included,
    meta: {
      organizer,
      ...(page ? { page } : {}),
      ...(truncated === undefined ? {} : { truncated }),
    },
  })
}

/** The listing back from a document `publicListingDocument` made. Trusts the shape: the API built it. */
export function readPublicListing(document: DataDocument): PublicListing {
  const meta = (document.meta ?? {}) as Omit<PublicListing, 'events'>
  const included = new Map(
    (document.included ?? []).map((item) => [`${item.type}:${item.id}`, item.attributes]),
  )
  const find = (type: string, id: string) => ({ id, ...included.get(`${type}:${id}`) })
  const data = Array.isArray(document.data) ? document.data : []
  const events = data.map((item): PublicListedEvent => {
    const category = item.relationships?.category?.data
    const tags = item.relationships?.tags?.data
    return {
      id: item.id,
      ...(item.attributes as Omit<PublicListedEvent, 'id' | 'category' | 'tags' | 'organizer'>),
      category:
        category && !Array.isArray(category)
          ? (find('categories', category.id) as PublicListedEvent['category'])
          : null,
      tags: (Array.isArray(tags) ? tags : []).map(
        (tag) => find('tags', tag.id) as PublicListedEvent['tags'][number],
      ),
      organizer: meta.organizer,
    }
  })
  return {
    events,
    organizer: meta.organizer,
    ...(meta.page ? { page: meta.page } : {}),
    ...(meta.truncated === undefined ? {} : { truncated: meta.truncated }),
  }
}
