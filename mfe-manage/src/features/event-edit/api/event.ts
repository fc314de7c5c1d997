import { api } from '@tessera/shared/api/management'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import {
  event as eventSchema,
  type Event,
  type EventUpdateInput,
} from '@tessera/shared/schemas/event'

/** What Edit Event loads with the event (spec "events" §7 "Event get"). */
const INCLUDE = 'include=category,tags,tickets,venues'

const path = (id: string) => `events/${encodeURIComponent(id)}`

export async function getEvent(id: string, signal?: AbortSignal): Promise<Event> {
  return parseOne(await api.get(`${path(id)}?${INCLUDE}`, { signal }), eventSchema)
}

export type EventRelationships = { category: string | null; tags: string[]; venues: string[] }

/** PATCH /events/{id} (spec "events" §7 "Event update"): attributes and relationships, the event back. */
export async function updateEvent(
  id: string,
  attributes: EventUpdateInput,
  relationships: EventRelationships,
): Promise<Event> {
  const body = {
    data: {
      type: 'events',
      id,
      attributes,
      relationships: {
        category: {
          data: relationships.category ? { type: 'categories', id: relationships.category } : null,
        },
        tags: { data: relationships.tags.map((tag) => ({ type: 'tags', id: tag })) },
        venues: { data: relationships.venues.map((venue) => ({ type: 'venues', id: venue })) },
      },
    },
  }
  return parseOne(await api.patch(`${path(id)}?${INCLUDE}`, body), eventSchema)
}

export async function deleteEvent(id: string): Promise<void> {
  await api.delete(path(id))
}
